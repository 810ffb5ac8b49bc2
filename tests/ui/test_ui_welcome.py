"""The first-run welcome: "Open the demo event" builds the demo off the UI thread and shows
its hand entry; "New event" goes to the event setup."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from sheepshead_scorer.services.demo.demo_event import DEMO_EVENT_NAME
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.database_actions import DatabaseActions
from sheepshead_scorer.ui.shell.main_window import MainWindow
from sheepshead_scorer.ui.shell.welcome import Welcome

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def _welcome(
    backend: Backend, bus: AppBus, settings: AppSettings, qtbot: QtBot
) -> tuple[MainWindow, Welcome]:
    actions = DatabaseActions(settings, bus, lambda b: build_window(b, bus, settings))
    window = actions.start(backend)
    qtbot.addWidget(window)
    welcome = actions.first_run()
    assert welcome is not None
    assert settings.first_run_done
    return window, welcome


def test_open_the_demo_event_builds_it_and_selects_it(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window, welcome = _welcome(backend, bus, settings, qtbot)
    assert window.current_event_id() is None
    assert welcome.demo_button.text() == "Open the demo event"
    with qtbot.waitSignal(welcome.demo_opened, timeout=120_000) as opened:
        qtbot.mouseClick(welcome.demo_button, Qt.MouseButton.LeftButton)
    event_id = opened.args[0]
    assert backend.event(event_id).name == DEMO_EVENT_NAME
    assert window.current_event_id() == event_id
    assert window.stack.currentWidget() is window.screens["Hand entry"]
    assert not welcome.box.isVisible()


def test_new_event_goes_to_the_event_setup(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window, welcome = _welcome(backend, bus, settings, qtbot)
    qtbot.mouseClick(welcome.new_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.screens["Event setup"]
    assert backend.events() == []
