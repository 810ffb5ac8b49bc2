"""Station A (the real window, keys only) and station B (a second screen on its own
``Backend``) on one database: delete-last-hand, Ctrl+Z, Ctrl+Shift+Z and a correction from A
never remove or overwrite B's newer change; the same hand typed on both is stored once; A's
own chain of edits undoes and redoes in full; hand entry stays on the round chosen."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from stored_hands import stored_outcomes
from ui_helpers import answer_box, make_event

from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.store import Database
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.verification import VerificationLog
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@dataclass
class Floor:
    window: MainWindow
    a: HandEntryScreen
    b: HandEntryScreen
    backend_a: Backend
    table_id: int

    def points(self) -> list[int]:
        return [o["points"] for o in stored_outcomes(self.backend_a._ctx.engine, self.table_id)]

    def status(self) -> str:
        return self.window.statusBar().currentMessage()


def type_hand(qtbot: QtBot, screen: HandEntryScreen, keys: str) -> None:
    qtbot.keyClicks(screen.entry.edit, keys)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)


def correct_first(qtbot: QtBot, screen: HandEntryScreen, keys: str) -> None:
    """Ctrl+Up to the first hand of the sheet, F2, the new line, Enter."""
    for _ in range(screen.model.hand_count()):
        qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Up, CTRL)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_F2)
    type_hand(qtbot, screen, keys)


@pytest.fixture
def floor(
    qtbot: QtBot, db: Database, bus: AppBus, settings: AppSettings
) -> Iterator[Floor]:
    backend_a = Backend(db, "Desk 1")
    ready = make_event(backend_a, 10)
    window = build_window(backend_a, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    a = window.show_screen("Hand entry")
    assert isinstance(a, HandEntryScreen) and a.event_id == ready.event_id
    b = HandEntryScreen(Backend(db, "Desk 2"), AppBus(), QUndoStack(), VerificationLog())
    qtbot.addWidget(b)
    b.set_event(ready.event_id)
    yield Floor(window, a, b, backend_a, a.table_box.currentData().id)


def test_ctrl_z_never_removes_another_stations_correction(qtbot: QtBot, floor: Floor) -> None:
    type_hand(qtbot, floor.a, "1374")
    floor.b.reload()
    correct_first(qtbot, floor.b, "1391")  # station B corrects A's hand
    assert floor.points() == [91]
    stack = floor.a.undo_stack
    assert stack.canUndo()
    qtbot.keyClick(floor.a.entry.edit, Qt.Key.Key_Z, CTRL)
    assert floor.points() == [91]  # B's correction stays
    assert "Desk 2" in floor.status() and "reload" in floor.status()
    assert (stack.count(), stack.canUndo(), stack.canRedo()) == (0, False, False)


def test_ctrl_delete_never_removes_a_correction_the_screen_has_not_shown(
    qtbot: QtBot, floor: Floor
) -> None:
    type_hand(qtbot, floor.a, "1374")
    floor.b.reload()
    correct_first(qtbot, floor.b, "1391")
    floor.a.bus.changed.disconnect()  # A's sheet is not refreshed: it still shows 74
    answer_box(qtbot, Qt.Key.Key_Return)  # "Delete hand …?" (Enter deletes)
    qtbot.keyClick(floor.a.entry.edit, Qt.Key.Key_Delete, CTRL)
    assert floor.points() == [91]
    assert floor.a.undo_stack.count() == 1  # only the recorded hand; the refused delete is gone


def test_ctrl_shift_z_never_stores_a_hand_over_another_stations(
    qtbot: QtBot, floor: Floor
) -> None:
    type_hand(qtbot, floor.a, "1374")
    qtbot.keyClick(floor.a.entry.edit, Qt.Key.Key_Z, CTRL)
    assert floor.points() == []
    floor.b.reload()
    type_hand(qtbot, floor.b, "2a50")  # B enters hand 1 meanwhile
    qtbot.keyClick(floor.a.entry.edit, Qt.Key.Key_Z, CTRL_SHIFT)
    assert floor.points() == [50]  # A's redo did not add a second hand 1
    assert "already entered at station Desk 2" in floor.status()


def test_the_same_hand_typed_on_two_screens_is_stored_once(qtbot: QtBot, floor: Floor) -> None:
    floor.b.reload()
    type_hand(qtbot, floor.a, "1374")
    type_hand(qtbot, floor.b, "1374")  # B's sheet still shows no hands
    assert floor.points() == [74]
    assert floor.b.entry.edit.text() == "1374"  # nothing typed is lost
    assert "hand 1 at table 1 was already entered at station Desk 1" in (
        floor.b.entry.message.text()
    )


def test_a_chain_of_own_edits_undoes_and_redoes_in_full(qtbot: QtBot, floor: Floor) -> None:
    a = floor.a
    type_hand(qtbot, a, "1374")
    type_hand(qtbot, a, "2350")
    qtbot.keyClick(a.entry.edit, Qt.Key.Key_Up, CTRL)
    qtbot.keyClick(a.entry.edit, Qt.Key.Key_Up, CTRL)
    qtbot.keyClick(a.entry.edit, Qt.Key.Key_F2)
    type_hand(qtbot, a, "1391")  # correct hand 1
    assert floor.points() == [91, 50]
    for expected in ([74, 50], [74], []):
        qtbot.keyClick(a.entry.edit, Qt.Key.Key_Z, CTRL)
        assert floor.points() == expected, floor.status()
    for expected in ([74], [74, 50], [91, 50]):
        qtbot.keyClick(a.entry.edit, Qt.Key.Key_Z, CTRL_SHIFT)
        assert floor.points() == expected, floor.status()
    answer_box(qtbot, Qt.Key.Key_Return)  # "Delete hand …?" (Enter deletes)
    qtbot.keyClick(a.entry.edit, Qt.Key.Key_Delete, CTRL)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is not None)  # back from the question
    qtbot.keyClick(a.entry.edit, Qt.Key.Key_Z, CTRL)  # the deleted hand comes back
    qtbot.keyClick(a.entry.edit, Qt.Key.Key_Z, CTRL)  # the correction of hand 1, undone
    assert floor.points() == [74, 50], floor.status()
    assert a.undo_stack.canUndo()


def test_hand_entry_stays_on_the_round_the_director_chose(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 10)
    backend.draw_round(ready.event_id, 1, 12, seed=8)
    second = backend.rounds(ready.event_id)[-1].id
    backend.publish_round(second)  # two published rounds
    screen = HandEntryScreen(backend, bus, QUndoStack(), VerificationLog())
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    screen.show()
    qtbot.keyClick(screen.round_box, Qt.Key.Key_Down)  # choose the second round
    assert screen.round_box.currentData() == second
    for keys in ("1374", "2a50", "3591", "m", "1461"):
        type_hand(qtbot, screen, keys)
        assert screen.round_box.currentData() == second
    bus.publish(Changes(standings=True, seating=True))  # another station's change arrives
    assert screen.round_box.currentData() == second
    type_hand(qtbot, screen, "4271")
    table = screen.table_box.currentData()
    assert table.round_id == second
    assert len(backend.hands(table.id)) == 6
    first_round_tables = backend.tables(ready.round_id)
    assert all(backend.hands(t.id) == [] for t in first_round_tables)
