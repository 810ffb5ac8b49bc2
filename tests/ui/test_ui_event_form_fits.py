"""Issue 23 item 9: at 1366×768 "Create event" is in sight without scrolling (under the
scrolled form, not at its end), and the form says that a session is split into seating rounds
when they are drawn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_screen import EventScreen
from sheepshead_scorer.ui.shell.app import build_window

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

LAPTOP = (1366 - 40, 768 - 40 - 40)  # the window on a 1366×768 laptop (task bar, frame)


def test_create_event_is_in_sight_and_the_form_explains_seating_rounds(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.resize(*LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)  # Event setup
    screen = window.screens["Event setup"]
    assert isinstance(screen, EventScreen)
    qtbot.waitUntil(screen.create_button.isVisible)
    button = screen.create_button
    corner = button.mapTo(window, QPoint(button.width(), button.height()))
    assert window.rect().contains(corner), (corner, window.size())
    assert not button.visibleRegion().isEmpty()  # not scrolled out of the form's view

    hint = screen.rounds_hint
    assert hint.text() == (
        "A session of 48 hands is split into seating rounds when you draw them on Seating "
        "(Draw round: e.g. 4 rounds of 12 hands, players moving between tables after each)."
    )
    screen.hands.setFocus()
    qtbot.keyClick(screen.hands, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(screen.hands, "30")
    assert hint.text().startswith("A session of 30 hands is split into seating rounds")
