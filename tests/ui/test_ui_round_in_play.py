"""Issue 23, item 5: hand entry follows the round in play and keeps typed hands.

Through the real window, by keys: it opens on the newest published round that is not closed
and on the table used last (also after a restart); Alt+Up / Alt+Down change the round; digits
typed while the round box holds the focus (after a mouse pick) land in the entry line; typing
in a closed round says the round is closed, not that the table is full."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import ReadyEvent, make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier
HANDS = 2


def fill(backend: Backend, round_id: int) -> None:
    """Every table of the round gets all its hands (picker after the dealer, 75 points)."""
    for table in backend.tables(round_id):
        for n in range(HANDS):
            backend.record_hand(table.id, {
                "type": "picked", "dealer": n, "picker": (n + 1) % 5,
                "partners": [(n + 3) % 5], "points": 75, "tricks": 4,
            }, expected_number=n + 1)


def second_round(backend: Backend, ready: ReadyEvent) -> int:
    """Round 1 played and closed, round 2 drawn and published; round 2's id."""
    fill(backend, ready.round_id)
    backend.close_round(ready.round_id)
    backend.draw_round(ready.event_id, 1, HANDS, seed=8)
    round_two = backend.rounds(ready.event_id)[-1].id
    backend.publish_round(round_two)
    return round_two


def open_window(qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
                ) -> MainWindow:
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


@pytest.fixture
def window(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> Iterator[MainWindow]:
    yield open_window(qtbot, backend, bus, settings)


def hand_entry(qtbot: QtBot, window: MainWindow) -> HandEntryScreen:
    qtbot.keyClick(window, Qt.Key.Key_5, ALT)
    screen = window.screens["Hand entry"]
    assert isinstance(screen, HandEntryScreen)
    return screen


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def type_keys(qtbot: QtBot, keys: str) -> None:
    """Type as the director does: each key to whatever holds the focus now."""
    for key in keys:
        qtbot.keyClicks(focused(), key)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)


def test_it_opens_on_the_round_in_play_and_follows_a_newly_published_round(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10, hands=HANDS)
    round_two = second_round(backend, ready)
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    screen = hand_entry(qtbot, window)
    assert screen.round_box.currentData() == round_two  # not closed round 1
    type_keys(qtbot, "1374")
    assert len(backend.hands(screen.table_box.currentData().id)) == 1

    # round 2 played and closed, round 3 published at the desk: the screen moves on to it
    for table in backend.tables(round_two):
        for n in range(len(backend.hands(table.id)), HANDS):
            backend.record_hand(table.id, {
                "type": "picked", "dealer": n, "picker": (n + 1) % 5,
                "partners": [(n + 3) % 5], "points": 75, "tricks": 4,
            }, expected_number=n + 1)
    backend.close_round(round_two)
    backend.draw_round(ready.event_id, 1, HANDS, seed=9)
    round_three = backend.rounds(ready.event_id)[-1].id
    bus.publish(backend.publish_round(round_three), "")
    assert screen.round_box.currentData() == round_three


def test_alt_up_and_down_change_the_round_wherever_the_focus_is(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10, hands=HANDS)
    round_two = second_round(backend, ready)
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    screen = hand_entry(qtbot, window)
    qtbot.keyClick(focused(), Qt.Key.Key_Up, ALT)
    assert screen.round_box.currentData() == ready.round_id
    assert focused() is screen.entry.edit
    screen.view.setFocus()  # from the sheet too
    qtbot.keyClick(focused(), Qt.Key.Key_Down, ALT)
    assert screen.round_box.currentData() == round_two
    assert focused() is screen.entry.edit


def test_digits_typed_after_picking_the_round_land_in_the_line(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10, hands=HANDS)
    round_two = second_round(backend, ready)
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    screen = hand_entry(qtbot, window)
    # the round box clicked (it takes the focus) and round 2 picked in it, as by the mouse
    screen.round_box.setFocus(Qt.FocusReason.MouseFocusReason)
    screen.round_box.setCurrentIndex(screen.round_box.findData(round_two))
    assert focused() is screen.round_box
    type_keys(qtbot, "1374")
    table = screen.table_box.currentData()
    assert table.round_id == round_two
    assert len(backend.hands(table.id)) == 1, screen.entry.message.text()
    # the same from the table box, and from the sheet of the next table
    screen.table_box.setFocus()
    type_keys(qtbot, "2474")
    assert len(backend.hands(table.id)) == 2
    qtbot.keyClick(focused(), Qt.Key.Key_PageDown, CTRL)
    screen.view.setFocus()
    type_keys(qtbot, "3574")
    assert screen.round_box.currentData() == round_two
    assert screen.table_box.currentData().number == 2
    assert len(backend.hands(screen.table_box.currentData().id)) == 1


def test_it_opens_on_the_table_used_last_also_after_a_restart(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10, hands=HANDS)
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    screen = hand_entry(qtbot, window)
    assert screen.table_box.currentData().number == 1
    qtbot.keyClick(focused(), Qt.Key.Key_PageDown, CTRL)
    assert screen.table_box.currentData().number == 2
    window.close()

    again = open_window(qtbot, backend, AppBus(), AppSettings(settings.qsettings))
    again.reload_events(select=ready.event_id)
    reopened = hand_entry(qtbot, again)
    assert reopened.table_box.currentData().number == 2
    # and a new round opens on that table too
    fill(backend, ready.round_id)
    backend.close_round(ready.round_id)
    backend.draw_round(ready.event_id, 1, HANDS, seed=8)
    again.bus.publish(backend.publish_round(backend.rounds(ready.event_id)[-1].id), "")
    assert reopened.round_box.currentData() == backend.rounds(ready.event_id)[-1].id
    assert reopened.table_box.currentData().number == 2


def test_typing_in_a_closed_round_says_the_round_is_closed(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10, hands=HANDS)
    fill(backend, ready.round_id)
    backend.close_round(ready.round_id)
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    screen = hand_entry(qtbot, window)
    assert screen.round_box.currentData() == ready.round_id  # the newest round: closed
    type_keys(qtbot, "1374")
    message = screen.entry.message.text()
    assert message.startswith("Round 1 is closed"), message
    assert "already has all" not in message
    assert screen.entry.edit.text() == "1374"  # the line keeps what was typed
    assert len(backend.hands(screen.table_box.currentData().id)) == HANDS
