"""The registration desk shows each player's prize flight (the column is hidden at an event
without flights) and moves one player to another flight with Ctrl+L, one undo step."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QInputDialog, QWidget
from pytestqt.qtbot import QtBot
from test_ui_event_edit import back_to, when_modal
from ui_helpers import make_event

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.models.player_models import FLIGHT_COLUMN
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.registration_screen import RegistrationScreen
from sheepshead_scorer.ui.shell.app import build_window

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

CTRL = Qt.KeyboardModifier.ControlModifier
FLIGHTS = {
    "count": 3, "basis": "rating", "cutoffs": ["1100", "1000"], "no_history": "lowest",
    "min_hands": 1, "one_prize": True,
    "prizes": [{"share_percent": "10", "place_percents": ["100"]}] * 3,
}


def test_the_desk_shows_and_moves_flights(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings,
) -> None:
    ready = make_event(backend, 10)
    event = EventId(ready.event_id)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    screen = window.show_screen("Registration")
    assert isinstance(screen, RegistrationScreen)
    assert screen.view.isColumnHidden(FLIGHT_COLUMN)  # no flights: no column
    row = backend.event(event)
    bus.publish(backend.update_event(event, EventEdit(prize_scheme={
        **row.prize_scheme, "place_percents": ["40", "20", "10"], "flights": FLIGHTS,
    }), expected_version=row.version))  # after the start: fixed at once, all without a rating
    screen.refresh()
    assert not screen.view.isColumnHidden(FLIGHT_COLUMN)
    shown = [screen.proxy.index(r, FLIGHT_COLUMN).data() for r in range(screen.proxy.rowCount())]
    assert shown == ["C"] * 10  # no rated hand before the event: the lowest flight
    name = screen.proxy.index(0, 0).data()
    screen.view.selectionModel().select(
        screen.proxy.index(0, 0),
        QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
    )
    screen.view.setFocus()
    back_to(qtbot, window)

    def choose_a(dialog: QWidget) -> None:
        assert isinstance(dialog, QInputDialog)
        assert dialog.labelText() == f"Flight for {name}:"
        combo = dialog.focusWidget()  # the dialog's own combo box
        assert combo is not None
        qtbot.keyClick(combo, Qt.Key.Key_Home)  # flight A
        qtbot.keyClick(combo, Qt.Key.Key_Return)

    when_modal(qtbot, choose_a)
    qtbot.keyClick(screen.view, Qt.Key.Key_L, CTRL)
    assert backend.event_flights(event).by_player[ready.players[0]] == "A"
    assert screen.proxy.index(0, FLIGHT_COLUMN).data() == "A"
    back_to(qtbot, window)
    qtbot.keyClick(screen.view, Qt.Key.Key_Z, CTRL)
    assert backend.event_flights(event).by_player[ready.players[0]] == "C"
    assert screen.proxy.index(0, FLIGHT_COLUMN).data() == "C"


def test_the_standings_screen_has_a_flight_column_where_the_event_pays_flights(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings,
) -> None:
    from sheepshead_scorer.ui.screens.standings_columns import FLIGHT_COLUMN as STANDING_FLIGHT
    from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen

    ready = make_event(backend, 10)
    event = EventId(ready.event_id)
    table = backend.tables(ready.round_id)[0]
    backend.record_hand(table.id, {"type": "picked", "dealer": 0, "picker": 1,
                                   "partners": [2], "points": 70, "tricks": 3},
                        expected_number=1)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    screen = window.show_screen("Standings")
    assert isinstance(screen, StandingsScreen)
    assert screen.view.isColumnHidden(STANDING_FLIGHT)  # no flights
    row = backend.event(event)
    count = screen.refresh_count
    # as another station's edit reaches the open screen: Changes(events=...) alone
    bus.publish(backend.update_event(event, EventEdit(prize_scheme={
        **row.prize_scheme, "place_percents": ["40", "20", "10"], "flights": FLIGHTS,
    }), expected_version=row.version))
    assert screen.refresh_count == count + 1  # one read, not one per kind of change
    assert not screen.view.isColumnHidden(STANDING_FLIGHT)
    shown = {screen.proxy.index(r, STANDING_FLIGHT).data()
             for r in range(screen.proxy.rowCount())}
    assert shown == {"C"}
