"""Issue 29 walk: with the floor network running, opening the projector, closing it and then
stopping the floor network (File → Floor network… → Stop, or quitting: the app stops it on
``aboutToQuit``) raised "RuntimeError: … QLabel already deleted" into the app's exception hook:
the floor network still fed the address to the deleted projector's label."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ui.actions.floor_network import FloorNetwork, FloorNetworkDialog
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.error_log import install_exception_hook

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")



def _projector_action(window: QWidget) -> QAction:
    action = window.findChild(QAction, "projectorAction")
    assert action is not None
    return action


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _projectors() -> list[ProjectorWindow]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, ProjectorWindow) and shiboken6.isValid(w) and w.isVisible()]


def _start_stop(qtbot: QtBot, floor: FloorNetwork, event_id: int) -> FloorNetworkDialog:
    """File → Floor network… → Start (on 127.0.0.1), as the window opens it."""
    parent = floor.parent()
    dialog = FloorNetworkDialog(floor, lambda: event_id, parent)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.address.setCurrentText("127.0.0.1")
    dialog.port.setValue(_free_port())
    QTest.mouseClick(dialog.button, Qt.MouseButton.LeftButton)
    assert floor.url, dialog.status.text()
    return dialog


def test_closing_the_projector_then_stopping_the_floor_network_and_quitting_raises_nothing(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings, tmp_path: Path
) -> None:
    ready = make_event(backend, 10)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    recorded: list[str] = []
    restore = install_exception_hook(recorded.append, tmp_path / "log.txt")
    try:
        floor = window.findChild(FloorNetwork)
        assert floor is not None
        dialog = _start_stop(qtbot, floor, ready.event_id)

        _projector_action(window).trigger()  # View → Projector display (Ctrl+Shift+F11)
        qtbot.waitUntil(lambda: len(_projectors()) == 1)
        projector = _projectors()[0]
        assert projector.floor_label.text() == floor.url  # the address shows while it runs
        projector.close()  # the director closes it; it is deleted (WA_DeleteOnClose)
        qtbot.waitUntil(lambda: not shiboken6.isValid(projector))

        QTest.mouseClick(dialog.button, Qt.MouseButton.LeftButton)  # Stop
        assert not floor.url
        _start_stop(qtbot, floor, ready.event_id)  # Start again
        QCoreApplication.instance().aboutToQuit.emit()  # the app quits: it stops the server
        assert not floor.url
    finally:
        restore()
    assert recorded == []


def test_a_reopened_projector_gets_the_address_and_the_closed_one_nothing(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings, tmp_path: Path
) -> None:
    ready = make_event(backend, 10)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    recorded: list[str] = []
    restore = install_exception_hook(recorded.append, tmp_path / "log.txt")
    try:
        floor = window.findChild(FloorNetwork)
        assert floor is not None
        _projector_action(window).trigger()
        qtbot.waitUntil(lambda: len(_projectors()) == 1)
        first = _projectors()[0]
        first.close()
        qtbot.waitUntil(lambda: not shiboken6.isValid(first))
        _projector_action(window).trigger()  # opened again
        qtbot.waitUntil(lambda: len(_projectors()) == 1)
        second = _projectors()[0]
        assert not second.floor_label.isVisibleTo(second)  # off: no address
        dialog = _start_stop(qtbot, floor, ready.event_id)
        assert second.floor_label.text() == floor.url
        QTest.mouseClick(dialog.button, Qt.MouseButton.LeftButton)  # Stop
        assert not second.floor_label.isVisibleTo(second)
        second.close()
    finally:
        restore()
    assert recorded == []
