"""After a kill -9 (issue 14, item 12): the window remembers its screen and event on every
switch; the next start says the app was not closed properly and what was saved — "everything
up to hand 2 at table 1 (session 1, round 1)" — and reopens on that screen and event. A clean
quit reopens there without a word."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow
from sheepshead_scorer.ui.shell.session_memory import SessionMemory, resume

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices
ALT = Qt.KeyboardModifier.AltModifier


def _start(qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings) -> MainWindow:
    """What ``ui/shell/app.py`` does at start: build the window, then resume the last session."""
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def test_a_killed_app_says_what_was_saved_and_reopens_where_it_was(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    make_event(backend, 10)  # an older event: the window would open on the newest otherwise
    ready = make_event(backend, 10)
    memory = SessionMemory(settings)  # read at start, before the window is built
    first = _start(qtbot, backend, bus, settings)
    assert resume(first, memory, backend) is None  # a first start: no word
    first.reload_events(select=ready.event_id)
    qtbot.keyClick(first, Qt.Key.Key_5, ALT)  # Hand entry
    entry = first.screens["Hand entry"]
    assert isinstance(entry, HandEntryScreen)
    for line in ("1374", "2a50"):
        qtbot.keyClicks(entry.entry.edit, line)
        qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Return)
    table = entry.table_box.currentData().number
    stored = SessionMemory(AppSettings(settings.qsettings))
    assert (stored.screen, stored.event_id) == ("Hand entry", ready.event_id)
    # kill -9: no clean quit, nothing more is written; the next start reads the settings
    first.hide()

    memory = SessionMemory(settings)
    second = _start(qtbot, backend, bus, settings)
    box = resume(second, memory, backend)
    assert box is not None and box.isVisible()
    assert box.text() == (
        f"The app was not closed properly last time; everything up to hand 2 at table {table} "
        "(session 1, round 1) was saved. It opens where you were."
    )
    assert second.stack.currentWidget() is second.screens["Hand entry"]
    assert second.current_event_id() == ready.event_id
    qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter closes it
    assert not box.isVisible()

    SessionMemory(settings).end_run()  # a clean quit (QApplication.aboutToQuit)
    memory = SessionMemory(settings)
    third = _start(qtbot, backend, bus, settings)
    assert resume(third, memory, backend) is None
    assert third.stack.currentWidget() is third.screens["Hand entry"]
    assert QApplication.activeModalWidget() is None
