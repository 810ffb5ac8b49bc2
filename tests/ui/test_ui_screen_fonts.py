"""The screens draw every script of the world field: the shipped fonts, registered with Qt at
start, cover each character (QFontMetrics.inFontUcs4 over the fallback chain alone, without the
machine's fonts); the hand-entry header keeps a Hebrew player's −2 a number and ends a
60-character name in "…" instead of cutting it on both sides."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextLayout
from PySide6.QtWidgets import QApplication, QTableView

from sheepshead_scorer.ui.models.score_sheet_model import (
    FIRST_SEAT_COLUMN,
    ScoreSheetModel,
    SheetLine,
)
from sheepshead_scorer.ui.preferences.screen_fonts import (
    fallback_families,
    install_screen_fonts,
    screen_text,
)
from sheepshead_scorer.ui.screens.hand_sheet import sheet_view
from sheepshead_scorer.ui.widgets.eliding_header import ElidingHeader, elided_lines
from tests.exports.world_names import NAMES

HEBREW, LONG = NAMES["Hebrew"], NAMES["Long"]


def test_the_shipped_chain_alone_covers_every_script(qapp: QApplication) -> None:
    install_screen_fonts(qapp)
    assert fallback_families()[:2] == ("DejaVu Sans", "Noto Sans Devanagari")
    assert "DejaVu Sans" not in qapp.font().families()[1:]
    assert qapp.font().families()[-4:] == [
        "Noto Sans Devanagari", "Noto Sans Thai", "Sheepshead Hangul", "Droid Sans Fallback"
    ]
    metrics = []
    for family in fallback_families():
        font = QFont(family)
        assert QFontMetrics(font).inFontUcs4(0x41), family  # really that font, not a stand-in
        metrics.append(QFontMetrics(font))
    wanted = "".join(name for script, name in NAMES.items() if script != "Emoji")
    lacking = {c for c in wanted if not c.isspace()
               and not any(m.inFontUcs4(ord(c)) for m in metrics)}
    assert lacking == set()


def test_a_character_no_font_has_shows_as_its_code_point(qapp: QApplication) -> None:
    install_screen_fonts(qapp)
    # U+0378 is unassigned: no font anywhere has it (Brahmi would do, but Debian's
    # fonts-noto-core has that)
    assert screen_text("Ann \u0378") == "Ann [U+0378]"
    assert screen_text("क्षितिज") == "क्षितिज"


def _sheet(names: tuple[str, ...]) -> ScoreSheetModel:
    model = ScoreSheetModel()
    payouts = tuple(Fraction(-2) if n == HEBREW else Fraction(2, len(names) - 1) * 1
                    for n in names)
    model.set_sheet(names, [SheetLine(number=1, dealer=0, description="", payouts=payouts)])
    return model


def test_a_hebrew_players_total_reads_minus_two(qapp: QApplication) -> None:
    model = _sheet((HEBREW, "Ann", "Ben"))
    text = model.headerData(FIRST_SEAT_COLUMN, Qt.Orientation.Horizontal)
    total_line = text.split("\n")[1]
    # as QPainter.drawText lays out a header: one paragraph, its lines split at U+2028
    paragraph = text.replace("\n", "\u2028")
    layout = QTextLayout(paragraph, qapp.font())
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(2000)
        lines.append(line)
    layout.endLayout()
    assert len(lines) == 2
    at = paragraph.index("−")
    minus_x, _ = lines[1].cursorToX(at)
    two_x, _ = lines[1].cursorToX(at + 1)
    assert "−2" in total_line
    assert minus_x < two_x, "the sign is drawn left of its digit: −2, not 2−"
    seat_x, _ = lines[0].cursorToX(0)
    name_x, _ = lines[0].cursorToX(paragraph.index(HEBREW[0]))
    assert seat_x < name_x, "the seat number stays first: a left-to-right header"


def test_a_long_name_in_the_header_ends_in_an_ellipsis(qtbot: object) -> None:
    model = _sheet((LONG, "Ann", "Ben", "Cleo", "Dora"))
    view: QTableView = sheet_view(model)
    view.resize(700, 300)
    view.show()
    assert isinstance(view.horizontalHeader(), ElidingHeader)
    header = view.horizontalHeader()
    width = header.sectionSize(FIRST_SEAT_COLUMN)
    text = model.headerData(FIRST_SEAT_COLUMN, Qt.Orientation.Horizontal)
    shown = elided_lines(header, text, width - 12).split("\n")
    assert shown[0].startswith("1 ") and shown[0].rstrip("\u2069").endswith("…")
    assert header.fontMetrics().horizontalAdvance(shown[0]) <= width
    tip = model.headerData(FIRST_SEAT_COLUMN, Qt.Orientation.Horizontal,
                           Qt.ItemDataRole.ToolTipRole)
    assert LONG in tip
    view.grab()  # paints through ElidingHeader.paintSection without a warning
    view.close()
