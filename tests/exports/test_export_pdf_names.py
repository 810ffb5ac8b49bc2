"""Every name prints: CJK, Arabic (joined, right to left), Polish, O'Brien, emoji and very long
names come back from the PDFs' text, cells wrap instead of running into the next column or
shrinking below 6.5 pt, portrait headers never overlap, and a table continued on the next page
repeats its title. (The pages were also rendered with pdftoppm and looked at: docs/exports.md.)"""

from __future__ import annotations

import dataclasses
import io
import itertools
import unicodedata

import pdfplumber

from sheepshead_scorer.exports import (
    write_hand_log_pdf,
    write_score_sheets_pdf,
    write_seating_by_table_pdf,
    write_standings_pdf,
)
from sheepshead_scorer.exports.rows import RoundSeating, TableSeating
from sheepshead_scorer.exports.samples import sample_hands, sample_info, sample_standings

CJK, ARABIC, POLISH, IRISH, EMOJI = "王小明", "محمد", "Łukasz Żółć", "O'Brien", "Ann 😀🃏"
LONG = "Maximilian Alexander Friedrich von Hohenzollern-Sigmaringen III"  # 60+ characters
NAMES = (CJK, ARABIC, POLISH, IRISH, EMOJI, LONG, "Stefan Neumann-Hinterberger")


def _text(data: bytes) -> str:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return "\n".join(page.extract_text() or "" for page in pdf.pages)


def _standings_pdf() -> bytes:
    standings = sample_standings(len(NAMES))
    rows = tuple(
        dataclasses.replace(row, player=name)
        for row, name in zip(standings.rows, NAMES, strict=True)
    )
    out = io.BytesIO()
    write_standings_pdf(out, sample_info(), dataclasses.replace(standings, rows=rows))
    return out.getvalue()


def test_every_name_comes_back_from_the_text() -> None:
    text = _text(_standings_pdf())
    flat = text.replace("\n", " ")
    for name in (CJK, POLISH, IRISH, EMOJI):
        assert name in text, name
    assert all(word in flat for word in LONG.split()), "the long name wraps, whole"
    # Arabic is drawn joined (presentation forms) in visual order: read it back the same way
    shaped = unicodedata.normalize("NFKC", text)
    assert ARABIC[::-1] in shaped


def test_cjk_and_emoji_are_drawn_in_fonts_that_have_them() -> None:
    with pdfplumber.open(io.BytesIO(_standings_pdf())) as pdf:
        chars = [c for page in pdf.pages for c in page.chars]
    font_of = {c["text"]: c["fontname"] for c in chars}
    assert "Droid" in font_of["王"]
    assert "DejaVuSans" in font_of["Ł"]
    assert font_of["😀"] and font_of["ﻣ"]  # printed, not dropped


def _seating(names: tuple[str, ...]) -> RoundSeating:
    return RoundSeating(
        session=1, round_number=1,
        tables=(TableSeating(table=6, players=names, first_dealer=0),),
        hands_per_table=12,
    )


def test_a_sixty_character_dealer_never_shrinks_below_seven_points() -> None:
    out = io.BytesIO()
    write_score_sheets_pdf(out, sample_info(), _seating((LONG, CJK, ARABIC, POLISH, IRISH)))
    with pdfplumber.open(io.BytesIO(out.getvalue())) as pdf:
        sizes = [c["size"] for page in pdf.pages for c in page.chars if c["text"].strip()]
    assert min(sizes) >= 6.4
    assert CJK in _text(out.getvalue())


def test_long_names_stay_inside_their_column_of_the_hand_log() -> None:
    hands = sample_hands(15, tables=1)
    old = hands[0].players[0]

    def swap(name: str) -> str:
        return "Stefan Neumann-Hinterberger und Söhne" if name == old else name

    hands = tuple(
        dataclasses.replace(h, players=tuple(map(swap, h.players)), dealer=swap(h.dealer),
                            picker=swap(h.picker), partners=tuple(map(swap, h.partners)))
        for h in hands
    )
    out = io.BytesIO()
    write_hand_log_pdf(out, sample_info(), hands)
    with pdfplumber.open(io.BytesIO(out.getvalue())) as pdf:
        page = pdf.pages[0]
        vertical = [e for e in page.edges if e["orientation"] == "v"]
        lines = sorted({round(e["x0"], 1) for e in vertical})
        top, bottom = min(e["top"] for e in vertical), max(e["bottom"] for e in vertical)
        words = [w for w in page.extract_words() if top <= w["top"] and w["bottom"] <= bottom]
        assert any("Hinterberger" in w["text"] for w in words)
        for word in words:
            inside = [x for x in lines if word["x0"] - 0.5 <= x <= word["x1"] + 0.5]
            assert not [x for x in inside if word["x0"] + 0.5 < x < word["x1"] - 0.5], word


def test_a_table_continued_on_the_next_page_repeats_its_title() -> None:
    hands = sample_hands(120, tables=1, hands_per_round=120)
    out = io.BytesIO()
    write_hand_log_pdf(out, sample_info(), hands)
    with pdfplumber.open(io.BytesIO(out.getvalue())) as pdf:
        pages = [page.extract_text() or "" for page in pdf.pages]
    assert len(pages) >= 2
    assert "Session 1, round 1, table 1, continued" in pages[1]
    assert pages[1].count("Dealer") >= 1  # the header row repeats too


def test_portrait_header_never_overlaps() -> None:
    info = dataclasses.replace(
        sample_info(), event="Wisconsin State Sheepshead Championship — " + LONG,
        venue="Schützenhalle der Vereinigten Schützengesellschaften, Münster",
    )
    out = io.BytesIO()
    write_standings_pdf(out, info, sample_standings(5))
    with pdfplumber.open(io.BytesIO(out.getvalue())) as pdf:
        page = pdf.pages[0]
        top = [c for c in page.chars if c["top"] < 80 and c["text"].strip()]
    for line in {round(c["top"]) for c in top}:
        boxes = sorted((c["x0"], c["x1"]) for c in top if round(c["top"]) == line)
        for (_x0, x1), (a0, _a1) in itertools.pairwise(boxes):
            assert a0 >= x1 - 0.5, "two header texts overlap"
    assert max(c["x1"] for c in top) <= page.width - 35


def test_seating_by_table_prints_every_script() -> None:
    out = io.BytesIO()
    write_seating_by_table_pdf(out, sample_info(), _seating((CJK, ARABIC, POLISH, IRISH, EMOJI)))
    text = _text(out.getvalue())
    assert CJK in text and POLISH in text and EMOJI in text
