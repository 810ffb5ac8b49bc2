"""A seat swap, a fixed seat and an event edit carry the version the director saw: another
station's change in between is never overwritten. The screen refuses with the services' message
(who changed it, when, what to do again), writes nothing, and Ctrl+Z of an own edit that another
station has since changed is refused the same way."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from test_ui_event_edit import Setup, retype, when_modal
from test_ui_event_edit import setup as setup  # the window on Event setup
from ui_helpers import make_event

from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.screens.event_edit_dialog import EventEditDialog
from sheepshead_scorer.ui.screens.seating_screen import SeatingScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def other(backend: Backend) -> Iterator[Backend]:
    """A second station on the same database."""
    desk = Backend.open_database(backend.location, "Desk 2")
    yield desk
    desk.close()


def seating(qtbot: QtBot, backend: Backend, bus: AppBus, event_id: int) -> SeatingScreen:
    screen = SeatingScreen(backend, bus, undo_stack=QUndoStack())
    qtbot.addWidget(screen)
    screen.set_event(event_id)
    return screen


def names(screen: SeatingScreen) -> list[list[str]]:
    return [[s.name for s in t.seats] for t in screen.model.tables()]


def seated(backend: Backend, round_id: int) -> list[list[str]]:
    return [list(t.names) for t in backend.tables(round_id)]


def space_swap(qtbot: QtBot, screen: SeatingScreen, first: tuple[int, int],
               second: tuple[int, int]) -> None:
    for row, column in (first, second):
        screen.view.setCurrentIndex(screen.model.index(row, column))
        qtbot.keyClick(screen.view, Qt.Key.Key_Space)


def test_a_swap_on_a_stale_seating_is_refused(
    qtbot: QtBot, backend: Backend, bus: AppBus, other: Backend
) -> None:
    ready = make_event(backend, 11, publish=False)
    screen = seating(qtbot, backend, bus, ready.event_id)
    shown = seated(backend, ready.round_id)
    tables = other.tables(ready.round_id)
    seen = other.rounds(ready.event_id)[-1].version
    other.swap_seats(ready.round_id, tables[0].seats[1].player_id,
                     tables[1].seats[1].player_id, expected_version=seen)
    theirs = seated(backend, ready.round_id)
    assert theirs != shown

    space_swap(qtbot, screen, (0, 0), (1, 2))
    assert "the seating of round 1 was changed at station Desk 2" in screen.message.text()
    assert "reload and swap again" in screen.message.text()
    assert seated(backend, ready.round_id) == theirs  # Desk 2's swap stands, nothing else


def test_undo_of_a_swap_another_station_changed_since_is_refused(
    qtbot: QtBot, backend: Backend, bus: AppBus, other: Backend
) -> None:
    ready = make_event(backend, 11, publish=False)
    screen = seating(qtbot, backend, bus, ready.event_id)
    space_swap(qtbot, screen, (0, 0), (1, 2))
    mine = seated(backend, ready.round_id)
    assert names(screen) == mine and screen.undo_stack.count() == 1
    tables = other.tables(ready.round_id)
    seen = other.rounds(ready.event_id)[-1].version
    other.swap_seats(ready.round_id, tables[0].seats[1].player_id,
                     tables[1].seats[1].player_id, expected_version=seen)
    theirs = seated(backend, ready.round_id)

    said: list[str] = []
    bus.status.connect(said.append)
    screen.undo_stack.undo()
    assert seated(backend, ready.round_id) == theirs  # my swap is not taken back over theirs
    assert any(
        "Not saved: the seating of round 1 was changed at station Desk 2" in s for s in said
    ), said


def test_fixing_a_seat_on_a_stale_registration_is_refused(
    qtbot: QtBot, backend: Backend, bus: AppBus, other: Backend
) -> None:
    ready = make_event(backend, 10)
    screen = seating(qtbot, backend, bus, ready.event_id)
    index = screen.model.index(0, 1)
    seat = screen.model.seat_at(index)
    assert seat is not None
    entry = next(r for r in other.registrations(ready.event_id) if r.player_id == seat.player_id)
    other.set_fixed_seat(ready.event_id, seat.player_id, 2, None, expected_version=entry.version)

    screen.view.setCurrentIndex(index)
    qtbot.keyClick(screen.view, Qt.Key.Key_L)
    assert "the registration of Player" in screen.message.text()
    assert "was changed at station Desk 2" in screen.message.text()
    assert "reload and fix the seat again" in screen.message.text()
    fixed = backend.fixed_seats(ready.event_id)[seat.player_id]
    assert (fixed.table, fixed.seat) == (2, None)  # Desk 2's choice stands


def test_an_event_edited_elsewhere_while_the_dialog_is_open_is_refused(
    qtbot: QtBot, setup: Setup
) -> None:
    desk = Backend.open_database(setup.backend.location, "Desk 2")
    try:
        def fill(dialog: QWidget) -> None:
            assert isinstance(dialog, EventEditDialog)
            seen = desk.event(setup.ready.event_id).version
            desk.update_event(setup.ready.event_id, EventEdit(venue="Elks Lodge"),
                              expected_version=seen)
            retype(qtbot, dialog.name, "Oktoberfest Open")
            qtbot.keyClick(dialog.name, Qt.Key.Key_Return)

        when_modal(qtbot, fill)
        qtbot.keyClick(setup.screen, Qt.Key.Key_E, CTRL)
        message = setup.screen.message.text()
        assert "event Test Open was changed at station Desk 2" in message
        assert "reload and edit it again" in message
        row = setup.backend.event(setup.ready.event_id)
        assert (row.name, row.venue) == ("Test Open", "Elks Lodge")
    finally:
        desk.close()
