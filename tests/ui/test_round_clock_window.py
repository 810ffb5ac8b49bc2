"""The round clock from the desk: Edit → Round clock's actions and their keys, the clock in the
status bar (counting, amber in the warning time, LAST HAND at time), another station's change
arriving through the window's own change poll, and a stale change refused naming the station.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QLabel
from pytestqt.qtbot import QtBot
from ui_helpers import answer_box, make_event

from sheepshead_scorer.ids import RoundId
from sheepshead_scorer.services import Services
from sheepshead_scorer.tournament.round_clock import ClockPhase
from sheepshead_scorer.ui.actions.backup_actions import install_backup_actions
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow
from sheepshead_scorer.ui.widgets.clock_ticker import ClockTicker

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def _when_modal(qtbot: QtBot, answer: Callable[[QDialog], None]) -> None:
    """Answer the next modal dialog with ``answer`` once it shows."""

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            QTimer.singleShot(20, run)
            return
        answer(dialog)

    QTimer.singleShot(0, run)


def _window(qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings,
            hands: int = 15) -> tuple[MainWindow, QLabel, ClockTicker, RoundId]:
    ready = make_event(backend, 10, hands=hands)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    status = window.statusBar().findChild(QLabel, "roundClockStatus")
    ticker = window.findChild(ClockTicker)
    assert isinstance(status, QLabel) and isinstance(ticker, ClockTicker)
    return window, status, ticker, RoundId(ready.round_id)


def _press(qtbot: QtBot, window: MainWindow, key: Qt.Key,
           modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed in the window (active again after a dialog closed)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, key, modifier)


def _action(window: MainWindow, name: str) -> QAction:
    action = window.findChild(QAction, name)
    assert isinstance(action, QAction)
    return action


def test_start_pause_and_add_minutes_from_the_edit_menu_and_the_keys(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window, status, _ticker, round_id = _window(qtbot, backend, bus, settings)
    # before a start: the length it would start with, 2 minutes a hand (15 hands: 30 min)
    assert status.text() == "Round 1 clock: 30:00 · not started"
    assert _action(window, "clockStartAction").shortcut().toString() == "Shift+F8"
    assert _action(window, "clockPauseAction").shortcut().toString() == "F8"
    assert _action(window, "clockAddAction").shortcut().toString() == "Ctrl+F8"
    seen: list[str] = []

    def start(dialog: QDialog) -> None:
        seen.append(dialog.windowTitle())
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(dialog.focusWidget(), "25")  # the length, typed over the 30
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)

    _when_modal(qtbot, start)
    _press(qtbot, window, Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)  # Start…
    assert seen == ["Start the round clock"]
    clock = backend.round_clock(round_id)
    assert clock.state.minutes == 25 and clock.reading.phase == ClockPhase.RUNNING
    qtbot.waitUntil(lambda: status.text() in ("Round 1 clock: 24:59", "Round 1 clock: 24:58"),
                    timeout=3000)  # it counts on by itself

    _press(qtbot, window, Qt.Key.Key_F8)  # pause
    assert backend.round_clock(round_id).reading.phase == ClockPhase.PAUSED
    qtbot.waitUntil(lambda: status.text().endswith("· paused"), timeout=2000)
    _press(qtbot, window, Qt.Key.Key_F8)  # resume
    assert backend.round_clock(round_id).reading.phase == ClockPhase.RUNNING

    def five_more(dialog: QDialog) -> None:
        assert isinstance(dialog, QInputDialog)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)  # 5, the offered number

    _when_modal(qtbot, five_more)
    _press(qtbot, window, Qt.Key.Key_F8, Qt.KeyboardModifier.ControlModifier)
    left = backend.round_clock(round_id).reading.left
    assert 29 * 60 + 50 <= left <= 30 * 60  # 25 minutes, a few seconds run, 5 more
    qtbot.waitUntil(lambda: status.text().startswith("Round 1 clock: 29:5"), timeout=2000)


def test_warning_colour_then_last_hand_in_the_status_bar(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    _shown, status, ticker, round_id = _window(qtbot, backend, bus, settings)
    backend.start_round_clock(round_id, minutes=30, warning_minutes=5, expected_version=0)
    ticker.reload()
    ticker.offset += 25 * 60 + 30  # the desk's clock, 25½ minutes later: 4:30 left
    qtbot.waitUntil(lambda: status.text().endswith("· warning"), timeout=2000)
    assert status.text().startswith("Round 1 clock: 4:")
    assert "#f5b800" in status.styleSheet()
    ticker.offset += 5 * 60 + 40  # 1:10 past the end
    qtbot.waitUntil(lambda: "LAST HAND" in status.text(), timeout=2000)
    assert status.text().startswith("Round 1 clock: LAST HAND (1:")
    assert "#c62828" in status.styleSheet()


def test_another_station_pauses_and_the_desk_sees_it_and_cannot_overwrite_it(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window, status, _ticker, round_id = _window(qtbot, backend, bus, settings)
    _when_modal(qtbot, lambda dialog: qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return))
    _action(window, "clockStartAction").trigger()
    poll = install_backup_actions(window, backend, bus)  # as the app's database actions do
    other = Services(backend._ctx.engine, station="Floor laptop", program="window")
    other.pause_round_clock(round_id, expected_version=1)
    # the window's own poll brings it: the status bar says paused, no key pressed
    assert poll.timer.isActive()
    qtbot.waitUntil(lambda: status.text().endswith("· paused"), timeout=8000)

    # a change the desk has not seen yet: the poll is held back, the other station resumes
    poll.timer.stop()
    other.resume_round_clock(round_id, expected_version=2)
    said: list[str] = []
    bus.status.connect(said.append)
    _press(qtbot, window, Qt.Key.Key_F8)  # the desk still shows "paused": resume
    assert said and "station Floor laptop" in said[-1] and "look at the clock again" in said[-1]
    assert backend.round_clock(round_id).state.paused is False  # as the other station left it
    qtbot.waitUntil(lambda: not status.text().endswith("· paused"), timeout=2000)


def test_reset_asks_first(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window, status, ticker, round_id = _window(qtbot, backend, bus, settings)
    backend.start_round_clock(round_id, expected_version=0)
    ticker.reload()
    asked: list[str] = []
    answer_box(qtbot, Qt.Key.Key_Escape, asked)
    _action(window, "clockResetAction").trigger()
    assert backend.round_clock(round_id).state.started
    answer_box(qtbot, Qt.Key.Key_Y, asked)
    _action(window, "clockResetAction").trigger()
    assert not backend.round_clock(round_id).state.started
    assert asked[0].startswith("Reset the round clock: Set round 1's clock back")
    qtbot.waitUntil(lambda: status.text() == "Round 1 clock: 30:00 · not started", timeout=2000)
