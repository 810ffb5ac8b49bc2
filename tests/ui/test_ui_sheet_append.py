"""After Enter the score sheet adds the saved hand's one row (issue 26): the sheet, its
totals, the reader and the status line are what a full re-read of the table gives, and the
model is not reset."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.rules import table_outcome_to_dict
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.models.score_sheet_model import (
    FIRST_SEAT_COLUMN,
    ScoreSheetModel,
    SheetLine,
)
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.screens.hand_sheet import DeskSheet

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def _screen(qtbot: QtBot, backend: Backend, bus: AppBus) -> HandEntryScreen:
    ready = make_event(backend, 10)
    screen = HandEntryScreen(backend, bus, QUndoStack())
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    screen.show()
    return screen


def _shown(screen: HandEntryScreen) -> list[list[object]]:
    model = screen.model
    return [
        [model.index(row, column).data() for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


def test_saved_hands_are_added_as_a_re_read_shows_them(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    screen = _screen(qtbot, backend, bus)
    resets: list[int] = []
    screen.model.modelReset.connect(lambda: resets.append(1))
    reads: list[int | None] = []
    original = backend.hands

    def counted(table_id: int, hand_id: int | None = None) -> list[object]:
        reads.append(hand_id)
        return original(table_id, hand_id)  # type: ignore[return-value]

    backend.hands = counted  # type: ignore[method-assign]
    for keys in ("1374", "2a50", "3491", "1374"):
        qtbot.keyClicks(screen.entry.edit, keys)
        qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)
        if screen.entry.edit.text():  # the same hand again: Enter once more saves it
            qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)
    backend.hands = original  # type: ignore[method-assign]
    assert resets == []
    assert None not in reads and len(reads) == 4  # one row read per hand, never the table
    added = screen.sheet
    assert added is not None
    shown, status, totals = _shown(screen), screen.status_label.text(), screen.model.totals()
    again = DeskSheet.load(backend, added.table, None)
    assert again.rows == added.rows and again.outcomes == added.outcomes
    screen.reload()
    assert _shown(screen) == shown
    assert screen.model.totals() == totals
    assert screen.status_label.text() == status
    assert screen.model.headerData(3, Qt.Orientation.Horizontal) is not None


def test_a_hand_saved_elsewhere_reads_the_table_again(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    screen = _screen(qtbot, backend, bus)
    table = screen.table_box.currentData()
    qtbot.keyClicks(screen.entry.edit, "1374")
    typed = screen.entry.reading.outcome
    assert typed is not None
    screen.entry.clear()
    first = backend.record_hand(table.id, table_outcome_to_dict(typed), expected_number=1)
    second = backend.record_hand(table.id, table_outcome_to_dict(typed), expected_number=2)
    bus.publish(first | second, "")  # another station's two hands: the table is read again
    assert screen.model.hand_count() == 2
    qtbot.keyClicks(screen.entry.edit, "2a50")
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)
    assert screen.model.hand_count() == 3
    assert [line.number for line in screen.sheet.lines()] == [1, 2, 3]  # type: ignore[union-attr]


def _line(number: int, *payouts: int) -> SheetLine:
    return SheetLine(
        number=number,
        dealer=0,
        description=f"hand {number}",
        payouts=tuple(Fraction(p) for p in payouts),
    )


def test_update_lines_counts_totals_on_from_the_first_changed_line() -> None:
    """``update_lines`` keeps the totals above the first line that differs and counts on from
    there: a hand added gets its own totals, an earlier hand said again moves every total
    below it — the totals a whole sheet set afresh has."""
    names = ("A", "B", "C")
    first = [_line(1, 2, -1, -1), _line(2, -3, 3, 0), _line(3, 1, 1, -2)]
    model = ScoreSheetModel()
    model.set_sheet(names, first)
    model.update_lines([*first, _line(4, 0, 2, -2)])  # a hand added
    seat_cells = [model.index(3, FIRST_SEAT_COLUMN + s).data() for s in range(3)]
    assert model.totals() == (Fraction(0), Fraction(5), Fraction(-5))
    again = [first[0], _line(2, 3, -3, 0), first[2], _line(4, 0, 2, -2)]  # hand 2 corrected
    model.update_lines(again)
    fresh = ScoreSheetModel()
    fresh.set_sheet(names, again)
    assert model.totals() == fresh.totals() == (Fraction(6), Fraction(-1), Fraction(-5))
    for row in range(4):
        for column in range(FIRST_SEAT_COLUMN, FIRST_SEAT_COLUMN + 3):
            assert model.index(row, column).data() == fresh.index(row, column).data()
    assert seat_cells != [model.index(3, FIRST_SEAT_COLUMN + s).data() for s in range(3)]
