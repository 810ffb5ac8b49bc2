"""The Standings screen follows the event's prize flights when they are turned on in the event
dialog (Ctrl+E on Event setup) while the screen is open: back on Standings the Flight column
is there at once, without picking the event again; turned off (Ctrl+Z), it goes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from test_ui_event_edit import back_to, retype, when_modal
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_edit_dialog import EventEditDialog
from sheepshead_scorer.ui.screens.event_screen import EventScreen
from sheepshead_scorer.ui.screens.standings_columns import FLIGHT_COLUMN
from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

CTRL = Qt.KeyboardModifier.ControlModifier


def test_flights_turned_on_in_the_dialog_show_on_the_open_standings(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings,
) -> None:
    from sheepshead_scorer.ui.shell.app import build_window

    ready = make_event(backend, 10)
    table = backend.tables(ready.round_id)[0]
    backend.record_hand(table.id, {"type": "picked", "dealer": 0, "picker": 1,
                                   "partners": [2], "points": 70, "tricks": 3},
                        expected_number=1)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    standings = window.show_screen("Standings")
    assert isinstance(standings, StandingsScreen)
    assert standings.view.isColumnHidden(FLIGHT_COLUMN)  # no flights yet
    setup = window.show_screen("Event setup")

    def two_flights(dialog: QWidget) -> None:
        assert isinstance(dialog, EventEditDialog)
        form = dialog.flights
        form.count.setFocus()
        qtbot.keyClick(form.count, Qt.Key.Key_Down)  # 2 flights
        retype(qtbot, dialog.places, "50, 30")  # 80 % overall, 10 % to each flight
        for share in form.shares[:2]:
            retype(qtbot, share, "10")
        retype(qtbot, form.places[0], "100")
        retype(qtbot, form.places[1], "100")
        qtbot.keyClick(form.places[1], Qt.Key.Key_Return)

    when_modal(qtbot, two_flights)
    assert isinstance(setup, EventScreen)
    setup.name.setFocus()  # where the screen puts the cursor
    qtbot.keyClick(setup.name, Qt.Key.Key_E, CTRL)
    assert backend.event_flights(ready.event_id).fixed  # saved after the start: fixed
    back_to(qtbot, window)
    assert window.show_screen("Standings") is standings
    assert not standings.view.isColumnHidden(FLIGHT_COLUMN)
    shown = {standings.proxy.index(r, FLIGHT_COLUMN).data()
             for r in range(standings.proxy.rowCount())}
    assert shown == {"B"}  # nobody has a rated hand before the event: the lowest flight
    window.show_screen("Event setup")
    qtbot.keyClick(window.show_screen("Event setup"), Qt.Key.Key_Z, CTRL)  # flights off again
    assert "flights" not in backend.event(ready.event_id).prize_scheme
    window.show_screen("Standings")
    assert standings.view.isColumnHidden(FLIGHT_COLUMN)
