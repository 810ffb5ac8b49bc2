"""The hand-entry screen: typing hands, the preview row, corrections, undo/redo, history."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from pytestqt.qtbot import QtBot
from stored_hands import stored_outcomes
from ui_helpers import answer_box, make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.models.score_sheet_model import FIRST_SEAT_COLUMN
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def make_screen(qtbot: QtBot, backend: Backend, bus: AppBus) -> HandEntryScreen:
    ready = make_event(backend, 10)
    screen = HandEntryScreen(backend, bus, QUndoStack())
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    screen.show()
    return screen


def type_hand(qtbot: QtBot, screen: HandEntryScreen, keys: str) -> None:
    qtbot.keyClicks(screen.entry.edit, keys)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)


def test_typed_hand_is_saved_and_shown_with_running_totals(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    screen = make_screen(qtbot, backend, bus)
    assert screen.table_box.count() == 2
    type_hand(qtbot, screen, "1374")
    type_hand(qtbot, screen, "2a50")
    assert screen.model.hand_count() == 2
    assert screen.entry.edit.text() == ""
    table = screen.table_box.currentData()
    stored = backend.hands(table.id)
    assert [h.hand for h in stored] == [1, 2]
    assert stored[0].payouts == (2, -1, 1, -1, -1)
    # running totals: 2 + (-1) for seat 1 after hand 2 (picker 2 alone lost: seat 1 +1)
    assert screen.model.totals() == tuple(
        a + b for a, b in zip(stored[0].payouts, stored[1].payouts, strict=True)
    )
    cell = screen.model.index(1, FIRST_SEAT_COLUMN).data()
    assert cell.endswith(str(screen.model.totals()[0]))


def test_preview_row_shows_payouts_before_enter(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    screen = make_screen(qtbot, backend, bus)
    qtbot.keyClicks(screen.entry.edit, "1391")
    assert screen.model.rowCount() == 1  # the preview line
    assert screen.model.line_at(0).preview
    assert screen.model.line_at(0).payouts == tuple(Fraction(p) for p in (4, -2, 2, -2, -2))
    assert "Enter saves" in screen.entry.preview.text()
    assert backend.hands(screen.table_box.currentData().id) == []


def test_a_refused_line_stays_with_the_reason(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    screen = make_screen(qtbot, backend, bus)
    type_hand(qtbot, screen, "1174")
    assert screen.entry.edit.text() == "1174"
    assert "cannot also be the partner" in screen.entry.message.text()
    assert screen.model.hand_count() == 0


def test_correct_undo_redo_and_history(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    screen = make_screen(qtbot, backend, bus)
    table_id = screen.table_box.currentData().id
    type_hand(qtbot, screen, "1374")
    type_hand(qtbot, screen, "2450")
    # pick hand 1 and correct it: partner was seat 4, 80 points
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert screen.selected_hand() == 0
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_F2)
    assert screen.entry.mode_label.text() == "Correct 1"
    type_hand(qtbot, screen, "1480")
    assert stored_outcomes(backend._ctx.engine, table_id)[0]["partners"] == [3]
    screen.undo_stack.undo()
    assert stored_outcomes(backend._ctx.engine, table_id)[0]["partners"] == [2]
    screen.undo_stack.redo()
    assert stored_outcomes(backend._ctx.engine, table_id)[0]["partners"] == [3]
    history = backend.hand_history(backend.hands(table_id)[0].id)
    assert len(history) >= 3  # recorded, corrected, undone, redone
    # undo the correction and both hands
    screen.undo_stack.undo()
    screen.undo_stack.undo()
    screen.undo_stack.undo()
    assert backend.hands(table_id) == []
    assert screen.model.hand_count() == 0


def test_tables_switch_from_the_keyboard(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    screen = make_screen(qtbot, backend, bus)
    first = screen.table_box.currentData().id
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert screen.table_box.currentData().id != first
    type_hand(qtbot, screen, "5174")
    assert len(backend.hands(screen.table_box.currentData().id)) == 1
    assert backend.hands(first) == []


def test_sheet_model_passes_the_model_tester(
    qtbot: QtBot, qtmodeltester: object, backend: Backend, bus: AppBus
) -> None:
    screen = make_screen(qtbot, backend, bus)
    type_hand(qtbot, screen, "1374")
    qtbot.keyClicks(screen.entry.edit, "2a30")
    qtmodeltester.check(screen.model)  # type: ignore[attr-defined]


def test_delete_last_hand_and_undo(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    screen = make_screen(qtbot, backend, bus)
    table_id = screen.table_box.currentData().id
    type_hand(qtbot, screen, "1374")
    type_hand(qtbot, screen, "2a50")
    answer_box(qtbot, Qt.Key.Key_Return)  # "Delete hand 2 at table 1?" (Enter deletes)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Delete, Qt.KeyboardModifier.ControlModifier)
    assert [o["picker"] for o in stored_outcomes(backend._ctx.engine, table_id)] == [0]
    screen.undo_stack.undo()
    assert [o["picker"] for o in stored_outcomes(backend._ctx.engine, table_id)] == [0, 1]
    assert screen.model.hand_count() == 2


def test_history_dialog_lists_the_audit_trail(
    qtbot: QtBot, qtmodeltester: object, backend: Backend, bus: AppBus
) -> None:
    from sheepshead_scorer.ui.widgets.history_dialog import HistoryDialog

    screen = make_screen(qtbot, backend, bus)
    table_id = screen.table_box.currentData().id
    type_hand(qtbot, screen, "1374")
    hand = backend.hands(table_id)[0]
    seen = stored_outcomes(backend._ctx.engine, table_id)[0]
    backend.correct_hand(hand.id, {**seen, "points": 80}, expected_version=hand.version)
    dialog = HistoryDialog("History", backend.hand_history(hand.id))
    qtbot.addWidget(dialog)
    actions = [dialog.model.row_at(i).action for i in range(dialog.model.rowCount())]
    assert len(actions) == 2 and actions[0] != actions[1]
    qtmodeltester.check(dialog.model)  # type: ignore[attr-defined]


def test_a_correction_of_a_hand_another_station_changed_is_refused_and_kept(
    qtbot: QtBot, backend: Backend, bus: AppBus, sqlite_db: object
) -> None:
    screen = make_screen(qtbot, backend, bus)
    table_id = screen.table_box.currentData().id
    type_hand(qtbot, screen, "1374")
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_F2)
    other = Backend(sqlite_db, "desk 2")  # another station corrects the same hand meanwhile
    hand = backend.hands(table_id)[0]
    seen = stored_outcomes(backend._ctx.engine, table_id)[0]
    other.correct_hand(hand.id, {**seen, "points": 80}, expected_version=hand.version)
    type_hand(qtbot, screen, "1391")
    assert screen.entry.edit.text() == "1391"  # nothing typed is lost
    assert "desk 2" in screen.entry.message.text()
    assert stored_outcomes(backend._ctx.engine, table_id)[0]["points"] == 80
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_F5)
    assert "won 80" in screen.model.line_at(0).description


def test_history_says_what_changed_in_words(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    """Issue 14 item 5: Ctrl+H shows the change as a sentence with 1-based seats, not JSON."""
    from sheepshead_scorer.ui.widgets.history_dialog import what_changed

    screen = make_screen(qtbot, backend, bus)
    table_id = screen.table_box.currentData().id
    type_hand(qtbot, screen, "1374")
    hand = backend.hands(table_id)[0]
    seen = stored_outcomes(backend._ctx.engine, table_id)[0]
    backend.correct_hand(hand.id, {**seen, "partners": [3]}, expected_version=hand.version)
    created, corrected = backend.hand_history(hand.id)
    assert what_changed(created) == (  # `1374`: no tricks typed, none shown
        "picker 1, partner 3, 74 points; pays 1: +2  2: −1  3: +1  4: −1  5: −1"
    )
    assert what_changed(corrected) == (
        "picker 1, partner 3, 74 points → picker 1, partner 4, 74 points; "
        "pays seat 3 −1 instead of +1, seat 4 +1 instead of −1"
    )
    assert "{" not in what_changed(corrected)
