"""The round clock's dialogs say what is wrong in the window (the director's walk, issue 29):
a warning longer than half the round is said in the length dialog, which stays open with what
was typed (before, it closed and the status bar said "warning_minutes “5” is not possible
here"); the warning follows the length while the director has not changed it; taking off more
minutes than are left is said in a message box. Keys pressed as the director presses them."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QLabel, QMessageBox, QSpinBox
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ids import RoundId
from sheepshead_scorer.tournament.round_clock import ClockPhase
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow
from sheepshead_scorer.ui.widgets.clock_ticker import ClockTicker

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def _when_modal(answer: Callable[[QDialog], None], kind: type[QDialog] = QDialog) -> None:
    def run() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(20, run)
            return
        answer(dialog)

    QTimer.singleShot(0, run)


def _window(qtbot: QtBot, backend: Backend, bus: AppBus,
            settings: AppSettings) -> tuple[MainWindow, ClockTicker, RoundId]:
    ready = make_event(backend, 10, hands=15)  # 30 minutes offered, a 5-minute warning
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    ticker = window.findChild(ClockTicker)
    assert isinstance(ticker, ClockTicker)
    return window, ticker, RoundId(ready.round_id)


def _type(qtbot: QtBot, field: QSpinBox, text: str) -> None:
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, text)


def test_a_short_round_warning_is_said_in_the_dialog_which_keeps_what_was_typed(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window, _ticker, round_id = _window(qtbot, backend, bus, settings)
    said: list[str] = []
    bus.status.connect(said.append)
    seen: dict[str, object] = {}

    def answer(dialog: QDialog) -> None:
        minutes = dialog.findChild(QSpinBox, "clockMinutes")
        warning = dialog.findChild(QSpinBox, "clockWarning")
        problem = dialog.findChild(QLabel, "clockProblem")
        assert minutes is not None and warning is not None and problem is not None
        assert (minutes.value(), warning.value()) == (30, 5)
        _type(qtbot, minutes, "3")  # a 3-minute round: the warning follows, half of it
        seen["followed"] = warning.value()
        qtbot.keyClick(minutes, Qt.Key.Key_Tab)
        _type(qtbot, warning, "2")  # the director's own 2 minutes: more than half of 3
        qtbot.keyClick(warning, Qt.Key.Key_Return)
        seen["open"] = dialog.isVisible()
        seen["problem"] = problem.text() if problem.isVisible() else ""
        seen["kept"] = (minutes.value(), warning.value())
        _type(qtbot, warning, "1")
        seen["after fix"] = problem.isVisible()
        qtbot.keyClick(warning, Qt.Key.Key_Return)

    _when_modal(answer)
    qtbot.keyClick(window, Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)  # Start…
    assert seen == {
        "followed": 1, "open": True, "kept": (3, 2), "after fix": False,
        "problem": "The warning can be at most half the round: 0 (no warning) to 1 minutes "
                   "for a 3-minute round.",
    }
    clock = backend.round_clock(round_id)
    assert (clock.state.minutes, clock.state.warning_minutes) == (3, 1)
    assert clock.reading.phase == ClockPhase.WARNING or clock.reading.phase == ClockPhase.RUNNING
    assert not any("warning_minutes" in line for line in said)
    assert said[-1] == "Round 1's clock started: 3 minutes."


def test_a_one_minute_round_takes_no_warning_said_in_the_dialog(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window, _ticker, round_id = _window(qtbot, backend, bus, settings)
    seen: list[str] = []

    def answer(dialog: QDialog) -> None:
        minutes = dialog.findChild(QSpinBox, "clockMinutes")
        warning = dialog.findChild(QSpinBox, "clockWarning")
        problem = dialog.findChild(QLabel, "clockProblem")
        assert minutes is not None and warning is not None and problem is not None
        qtbot.keyClick(minutes, Qt.Key.Key_Tab)
        _type(qtbot, warning, "4")  # the director's own warning: kept when the length moves,
        qtbot.keyClick(warning, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        _type(qtbot, minutes, "6")  # but never more than half the round
        seen.append(f"{minutes.value()} {warning.value()}")
        _type(qtbot, minutes, "1")
        seen.append(f"{minutes.value()} {warning.value()}")
        qtbot.keyClick(minutes, Qt.Key.Key_Tab)
        _type(qtbot, warning, "3")  # typed after the length: said, not changed
        qtbot.keyClick(warning, Qt.Key.Key_Return)
        seen.append(problem.text() if problem.isVisible() else "")
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # Esc: nothing started

    _when_modal(answer)
    qtbot.keyClick(window, Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)
    assert seen == [
        "6 3", "1 0",
        "A 1-minute round takes no warning: set the warning to 0 (no warning) or make the "
        "round at least 2 minutes long."]
    assert not backend.round_clock(round_id).state.started


def test_taking_off_too_many_minutes_is_said_in_a_message_box(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window, ticker, round_id = _window(qtbot, backend, bus, settings)
    backend.start_round_clock(round_id, minutes=10, expected_version=0)
    ticker.reload()
    boxes: list[str] = []

    def forty_off(dialog: QDialog) -> None:
        assert isinstance(dialog, QInputDialog)
        spin = dialog.findChild(QSpinBox)
        assert spin is not None
        _type(qtbot, spin, "-40")
        qtbot.keyClick(spin, Qt.Key.Key_Return)

        def box(found: QDialog) -> None:
            assert isinstance(found, QMessageBox)
            boxes.append(f"{found.windowTitle()}: {found.text()}")
            qtbot.keyClick(found, Qt.Key.Key_Return)

        _when_modal(box, QMessageBox)

    _when_modal(forty_off, QInputDialog)
    qtbot.keyClick(window, Qt.Key.Key_F8, Qt.KeyboardModifier.ControlModifier)  # Add minutes…
    assert len(boxes) == 1 and re.fullmatch(
        r"Add minutes: taking 40 minutes off the clock of round 1 of session 1 would leave "
        r"less than no time: at most (10:00|9:5\d) can be taken off now", boxes[0])
    assert backend.round_clock(round_id).state.added_seconds == 0
