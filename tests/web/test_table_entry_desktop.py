"""The director's Table entry screen, driven by mouse clicks: the event's switch issues the
seats' codes, a phone's hand shows as progress, a disagreement is flagged, Lock takes a table
over (its phone is refused) and Revoke replaces its codes."""

from __future__ import annotations

import pytest
from app_fixtures import backend as backend
from app_fixtures import bus as bus
from app_fixtures import station as station
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from web_helpers import make_floor_event

from sheepshead_scorer.services import StaleEditError
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.tables.table_codes import TableCodeError
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.screens.table_entry_screen import TableEntryScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

__all__ = ["backend", "bus", "station"]

HAND = {"type": "picked", "dealer": 3, "picker": 0, "partners": [2], "points": 74, "tricks": 4}
OTHER = {"type": "picked", "dealer": 3, "picker": 1, "partners": [3], "points": 80, "tricks": 4}


def _click_row(qtbot: QtBot, screen: TableEntryScreen, row: int) -> None:
    view = screen.view
    rect = view.visualRect(screen.model.index(row, 0))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_switch_progress_disagreement_lock_and_revoke(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    event = make_floor_event(backend)
    screen = TableEntryScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.resize(1100, 500)
    screen.show()
    screen.set_event(event.event_id)
    assert not screen.switch.isChecked()
    assert all(not s.code for row in screen.model.rows() for s in row.seats)  # opt-in only
    QTest.mouseClick(screen.switch, Qt.MouseButton.LeftButton,  # on its box, at the left
                     pos=QPoint(8, screen.switch.height() // 2))
    assert screen.switch.isChecked() and backend.event(event.event_id).table_entry
    first = screen.model.rows()[0]
    codes = [s.code for s in first.seats]
    assert all(codes) and first.seats[0].code in screen.model.index(0, 1).data()
    assert screen.model.index(0, 2).data() == "3 / 12"

    services = backend
    services.enter_table_hand(codes[0], HAND, expected_number=4, device="phone A")
    with pytest.raises(StaleEditError):  # a second phone sends a different hand 4
        services.enter_table_hand(codes[1], OTHER, expected_number=4, device="phone B")
    bus.publish(Changes(tables=(first.table_id,)))  # what the poll would announce
    row = screen.model.rows()[0]
    assert (row.hands, row.disputed) == (4, (4,))
    assert screen.model.index(0, 4).data() == "hands 4"
    assert screen.model.index(0, 7).data() == "phone B"

    _click_row(qtbot, screen, 0)
    reloads: list[int] = []
    reload = screen.reload
    screen.reload = lambda: (reloads.append(1), reload())[1]  # type: ignore[method-assign]
    QTest.mouseClick(screen.lock_button, Qt.MouseButton.LeftButton)
    assert reloads == [1]  # its own change, published with itself as initiator: read once
    assert screen.model.rows()[0].locked and screen.model.index(0, 6).data() == "locked"
    with pytest.raises(TableCodeError, match="taken over table 1"):
        services.enter_table_hand(codes[0], HAND, expected_number=5, device="phone A")
    QTest.mouseClick(screen.lock_button, Qt.MouseButton.LeftButton)
    assert not screen.model.rows()[0].locked

    QTest.mouseClick(screen.revoke_button, Qt.MouseButton.LeftButton)
    fresh = [s.code for s in screen.model.rows()[0].seats]
    assert all(fresh) and not set(fresh) & set(codes)
    with pytest.raises(TableCodeError, match="revoked"):
        services.open_table_code(codes[0])
    assert screen.message.text() == ""


def test_lock_without_a_table_picked_says_so(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    event = make_floor_event(backend)
    screen = TableEntryScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.show()
    screen.set_event(event.event_id)
    QTest.mouseClick(screen.lock_button, Qt.MouseButton.LeftButton)
    assert screen.message.text() == "Pick a table first."
