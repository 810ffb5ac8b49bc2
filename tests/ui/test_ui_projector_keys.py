"""Issue 23 item 9: Ctrl+Shift+F11 opens the one projector window and closes it again (never
a second copy per press), and the window opens within the screen's available area (a 768-px
laptop: not taller than the screen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow
from sheepshead_scorer.ui.shell.app import build_window

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _projectors() -> list[ProjectorWindow]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, ProjectorWindow) and w.isVisible()]


def test_ctrl_shift_f11_toggles_the_one_projector_within_the_screen(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    make_event(backend, 30)  # six tables: a long progress line and a full page of standings
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)

    qtbot.keyClick(window, Qt.Key.Key_F11, CTRL_SHIFT)
    qtbot.waitUntil(lambda: len(_projectors()) == 1)
    projector = _projectors()[0]
    qtbot.waitExposed(projector)
    area = projector.screen().availableGeometry()
    assert projector.minimumSizeHint().height() <= area.height()
    assert area.contains(projector.geometry()), (projector.geometry(), area)
    action = window.findChild(type(window.view_menu.actions()[0]), "projectorAction")
    assert action.isChecked()

    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_F11, CTRL_SHIFT)  # again: the one window closes
    qtbot.waitUntil(lambda: not _projectors())
    assert not action.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_F11, CTRL_SHIFT)  # and opens again, one of it
    qtbot.waitUntil(lambda: len(_projectors()) == 1)
    qtbot.wait(50)
    assert len(_projectors()) == 1
    _projectors()[0].close()
    qtbot.waitUntil(lambda: not action.isChecked())
