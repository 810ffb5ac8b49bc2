"""Every document prints names in fourteen scripts with real glyphs: each character of the field
(tests/exports/world_names.py) is drawn by a font embedded in the PDF — none as an empty box.
Devanagari and Thai are shaped (conjuncts, vowel signs before their consonant); a character no
font has prints as "[U+XXXX]" and is logged; a long name on a seat card stays on one line.
(The pages were rendered with pdftoppm and looked at: docs/exports.md, "Every name prints".)"""

from __future__ import annotations

import io
import logging

import pdfplumber
import pytest
from reportlab.pdfbase.pdfmetrics import getFont
from reportlab.pdfgen.canvas import Canvas

from sheepshead_scorer.exports.fonts import SHIPPED, load_shipped, register_fonts
from sheepshead_scorer.exports.pdf import script
from sheepshead_scorer.exports.pdf.shaping import shaped
from tests.exports.pdf_glyphs import missing
from tests.exports.world_names import FIELD, NAMES, documents, render


def _shaped_codes() -> dict[str, set[int]]:
    return {
        f"{f.file.removesuffix('.ttf')}": set(getFont(load_shipped(f.name)).face.charToGlyph)
        for f in SHIPPED if f.shaped
    }


@pytest.mark.parametrize("document", list(documents()))
def test_every_character_of_every_name_has_an_embedded_glyph(document: str) -> None:
    data = render(document)
    assert missing(data, FIELD, _shaped_codes()) == set(), document


def test_the_check_sees_a_box() -> None:
    register_fonts()
    out = io.BytesIO()
    canvas = Canvas(out)
    canvas.setFont("DejaVuSans", 10)
    canvas.drawString(10, 10, "김 क")  # DejaVu has neither: two boxes
    canvas.save()
    assert missing(out.getvalue(), ("김 क",), {}) == {"김", "क"}


def test_devanagari_is_shaped_into_a_conjunct_and_a_reordered_vowel_sign() -> None:
    runs = script.runs(NAMES["Devanagari"])
    assert [font for font, _ in runs] == ["NotoSansDevanagari", "DejaVuSans",
                                          "NotoSansDevanagari"]
    # क्ष (three characters) is one conjunct glyph; ि is drawn before the क it follows
    assert len(shaped("क्ष", "NotoSansDevanagari")) == 1
    assert str(shaped("कि", "NotoSansDevanagari"))[1] == "क"


def test_a_mark_stays_in_its_letters_font() -> None:
    assert [font for font, _ in script.runs("น้ำ")] == ["NotoSansThai"]


def test_a_character_no_font_has_is_replaced_readably_and_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    lost = "\U00011013"  # Brahmi letter ka: in none of the fonts
    with caplog.at_level(logging.WARNING, logger="sheepshead_scorer.exports.pdf.script"):
        pieces = script.runs(f"A{lost}")
    assert "".join(piece for _, piece in pieces) == "A[U+11013]"
    assert "U+11013" in caplog.text


def test_a_sixty_character_name_on_a_seat_card_stays_on_its_line() -> None:
    with pdfplumber.open(io.BytesIO(render("seat-cards"))) as pdf:
        words = [w["text"] for page in pdf.pages for w in page.extract_words()]
        lines = [line for page in pdf.pages for line in (page.extract_text() or "").split("\n")]
    assert any(line.startswith("Maximilian Alexander") and line.endswith("…") for line in lines)
    assert "Hohenzollern-Sigmaringen" not in words  # cut with an ellipsis, not wrapped
