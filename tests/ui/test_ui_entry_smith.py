"""Typing hands at a Smith-rule table (issue 22's `smith_rule`), and a table with all its hands.

Under the Smith rule the picker's own tricks change the score of every hand with a partner
(000's chart, 61-90: picker +2, partner +1, each defender -1 becomes picker 0, partner +3,
defenders -1; 31-60: -2 / -1 / +1 becomes picker -3, partner 0, defenders +1), so the line
asks for them: `13 74//0` (the side's tricks as the points imply, the picker took none) or
`13 74/3/0`. `13 74/0` stays the side's 0 tricks (the bury's points), never the picker's.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.entry.grammar import EntryIntent, EntryKind, EntryShape, parse_entry
from sheepshead_scorer.entry.unparse import entry_text
from sheepshead_scorer.rules import PickedHand, preset
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.preview import WindowEntryReader
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

FIVE = EntryShape(seats=5, partner_keys=1)
SMITH = preset("000-encyclopedia", smith_rule=True)


def payouts(*values: int) -> tuple[Fraction, ...]:
    return tuple(Fraction(v) for v in values)


def test_two_slashes_leave_the_side_s_tricks_to_the_points() -> None:
    assert parse_entry("13 74//0", FIVE) == EntryIntent(
        EntryKind.PICKED, picker=0, partners=(2,), points=74, picker_tricks=0
    )
    assert parse_entry("13 74/0", FIVE).tricks == 0  # the side's tricks, as before
    assert "after the second /" in WindowEntryReader(SMITH).read("13 74//").error


def test_the_smith_rule_asks_for_the_picker_s_own_tricks_with_an_example() -> None:
    reader = WindowEntryReader(SMITH)
    missing = reader.read("13 74")
    assert not missing.ok
    assert "(Smith rule)" in missing.error
    assert "e.g. 13 74//0 (the picker took no trick) or 13 74//1" in missing.error
    assert "e.g. 13 74/3/0" in reader.read("13 74/3").error  # the side's tricks kept
    won = reader.read("13 74//0")
    assert won.score is not None and won.score.payouts == payouts(0, -1, 3, -1, -1)
    chart = reader.read("13 74//1").score  # the picker took a trick: the chart as it is
    assert chart is not None and chart.payouts == payouts(2, -1, 1, -1, -1)
    lost = reader.read("13 40//0")
    assert lost.score is not None and lost.score.payouts == payouts(-3, 1, 0, 1, 1)
    # nothing to ask: alone, or a side that took no trick (so neither did the picker)
    assert reader.read("1a 74").ok
    schwarz = reader.read("13 0").score
    assert schwarz is not None and schwarz.payouts == payouts(-9, 3, 0, 3, 3)
    # the picker's tricks are the side's at least; every trick stays the points' to say
    assert isinstance(seven := reader.read("13 74//5").outcome, PickedHand)
    assert seven.tricks == 5 and not seven.tricks_typed
    assert "cannot take 6 of the side's 4 tricks" in reader.read("13 74//6").error


@pytest.mark.parametrize("line", ["13 74//0", "13 74/3/0", "13 40//1", "13 0//1", "13 120//0"])
def test_f2_gives_the_line_back(line: str) -> None:
    outcome = WindowEntryReader(SMITH).read(line).outcome
    assert outcome is not None
    assert entry_text(SMITH, outcome) == line


def make_screen(qtbot: QtBot, backend: Backend, bus: AppBus, **options: object) -> HandEntryScreen:
    ready = make_event(backend, 10, ruleset=preset("000-encyclopedia", **options))
    screen = HandEntryScreen(backend, bus, QUndoStack())
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    screen.show()
    return screen


def type_hand(qtbot: QtBot, screen: HandEntryScreen, keys: str) -> None:
    qtbot.keyClicks(screen.entry.edit, keys)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)


def test_a_smith_table_types_the_picker_s_trick_and_pays_the_partner(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    screen = make_screen(qtbot, backend, bus, smith_rule=True)
    table_id = screen.table_box.currentData().id
    type_hand(qtbot, screen, "1374")  # refused: the picker's own tricks decide the payouts
    assert screen.entry.edit.text() == "1374"
    assert "e.g. 13 74//0 (the picker took no trick)" in screen.entry.message.text()
    assert backend.hands(table_id) == []
    qtbot.keyClicks(screen.entry.edit, "//0")
    preview = screen.model.line_at(0)
    assert preview.preview and preview.payouts == payouts(0, -1, 3, -1, -1)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)
    type_hand(qtbot, screen, "2540//0")  # lost: the picker pays alone, the partner 0
    type_hand(qtbot, screen, "2540//1")  # the picker took a trick: the chart as it is
    assert [h.payouts for h in backend.hands(table_id)] == [
        (0, -1, 3, -1, -1), (1, -3, 1, 1, 0), (1, -2, 1, 1, -1),
    ]
    assert "picker took no trick" in screen.model.line_at(0).description
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_F2)
    assert screen.entry.edit.text() == "25 40//0"


def test_a_table_with_all_its_hands_says_so(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    screen = make_screen(qtbot, backend, bus)
    assert screen.status_label.text().startswith("Table 1: hand 1 of 12 · dealer 1")
    type_hand(qtbot, screen, "m")  # a misdeal is numbered, not counted
    for points in range(61, 72):  # no line repeats the one before (that asks first)
        type_hand(qtbot, screen, f"13{points}")
    assert screen.model.hand_count() == 12
    assert screen.status_label.text().startswith("Table 1: hand 13, 11 of 12 played · dealer")
    type_hand(qtbot, screen, "1480")
    assert screen.status_label.text() == (
        "Table 1: all 12 hands entered · Ctrl+PgDown: next table"
    )
    assert "hand 13" not in screen.status_label.text()
    type_hand(qtbot, screen, "1374")
    assert "already has all 12 hands" in screen.entry.message.text()
