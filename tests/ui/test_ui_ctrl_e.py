"""Issue 23, item 9: Ctrl+E on Event setup opens "Edit this event" from the keyboard,
whatever field holds the focus. Under X11 a text field takes Ctrl+E as "end of line": it
accepts the key's ShortcutOverride, so the screen's shortcut never fired with the cursor in
Name (the first field). The screen now claims the key first, as Hand entry claims its keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot
from test_ui_round_in_play import open_window
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_screen import EventScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


@pytest.mark.parametrize("field", ["name", "venue", "fee"])
def test_ctrl_e_opens_the_event_editor_from_any_field(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings, field: str
) -> None:
    ready = make_event(backend, 5)
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    screen = window.screens["Event setup"]
    assert isinstance(screen, EventScreen)
    widget = getattr(screen, field)
    widget.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)
    seen: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            QTimer.singleShot(20, answer)
            return
        seen.append(dialog.windowTitle())
        dialog.reject()  # Esc: nothing saved

    QTimer.singleShot(0, answer)
    QTimer.singleShot(3000, lambda: seen.append("timeout") if not seen else None)
    qtbot.keyClick(widget, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(seen))
    assert seen != ["timeout"] and seen[0], seen


def test_the_screen_claims_ctrl_e_before_a_text_field_can(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 5)
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    screen = window.screens["Event setup"]
    assert isinstance(screen, EventScreen)
    assert QApplication.focusWidget() is screen.name
    # what X11's line edit does with the key: it asks for it first (ShortcutOverride);
    # claimed by the screen, it is accepted there and no text field reads it
    override = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_E,
                         Qt.KeyboardModifier.ControlModifier, "\x05")
    override.ignore()
    QApplication.sendEvent(screen.name, override)
    assert override.isAccepted()
    opened: list[bool] = []
    screen.edit_event = lambda: opened.append(True)  # type: ignore[method-assign]
    press = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier,
                      "\x05")
    QApplication.sendEvent(screen.name, press)
    assert opened == [True]
