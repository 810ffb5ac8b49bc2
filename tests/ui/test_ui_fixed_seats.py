"""The Seating screen's L key stores a fixed seat: the lock is still shown after a restart (a
fresh backend on the same file), undo clears it, and the next draw keeps the player there."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.screens.seating_screen import SeatingScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def screen_on(qtbot: QtBot, backend: Backend, bus: AppBus, event_id: int) -> SeatingScreen:
    screen = SeatingScreen(backend, bus, undo_stack=QUndoStack())
    qtbot.addWidget(screen)
    screen.set_event(event_id)
    return screen


def test_lock_survives_a_restart(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    ready = make_event(backend, 11)
    screen = screen_on(qtbot, backend, bus, ready.event_id)
    screen.view.setCurrentIndex(screen.model.index(1, 2))
    seat = screen.model.seat_at(screen.model.index(1, 2))
    assert seat is not None
    qtbot.keyClick(screen.view, Qt.Key.Key_L)
    assert "keeps table 2, seat 3" in screen.message.text()

    fresh = Backend.open_database(backend.location, "second-start")
    try:
        again = screen_on(qtbot, fresh, AppBus(), ready.event_id)
        assert seat.player_id in again.fixed
        assert again.fixed[seat.player_id].table == 2
        assert again.fixed[seat.player_id].seat == seat.position
        assert str(again.model.index(1, 2).data()).startswith("🔒")
        assert not str(again.model.index(0, 0).data()).startswith("🔒")
    finally:
        fresh.close()


def test_l_again_unlocks_and_undo_restores(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    ready = make_event(backend, 10)
    screen = screen_on(qtbot, backend, bus, ready.event_id)
    index = screen.model.index(0, 1)
    seat = screen.model.seat_at(index)
    assert seat is not None
    screen.view.setCurrentIndex(index)
    qtbot.keyClick(screen.view, Qt.Key.Key_L)
    assert set(backend.fixed_seats(ready.event_id)) == {seat.player_id}
    screen.view.setCurrentIndex(screen.model.index(0, 1))
    qtbot.keyClick(screen.view, Qt.Key.Key_L)
    assert "no longer fixed" in screen.message.text()
    assert backend.fixed_seats(ready.event_id) == {}
    assert not str(screen.model.index(0, 1).data()).startswith("🔒")
    screen.undo_stack.undo()
    assert set(backend.fixed_seats(ready.event_id)) == {seat.player_id}
    assert str(screen.model.index(0, 1).data()).startswith("🔒")
    screen.undo_stack.undo()
    assert backend.fixed_seats(ready.event_id) == {}


def test_the_next_draw_keeps_the_locked_player(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 10, hands=4)
    screen = screen_on(qtbot, backend, bus, ready.event_id)
    index = screen.model.index(1, 3)
    seat = screen.model.seat_at(index)
    assert seat is not None
    screen.view.setCurrentIndex(index)
    qtbot.keyClick(screen.view, Qt.Key.Key_L)
    round_id = backend.rounds(ready.event_id)[-1].id
    backend.close_round(round_id, allow_incomplete=True)
    screen.hands_box.setValue(4)
    screen.draw()
    assert len(backend.rounds(ready.event_id)) == 2
    assert screen.model.tables()[1].seats[3].player_id == seat.player_id
    assert str(screen.model.index(1, 3).data()).startswith("🔒")
