"""The floor network started as the window starts it: File → Floor network… (the dialog) →
Start, over the window's own ``Backend``."""

from __future__ import annotations

import socket

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QWidget
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ui.actions import floor_network
from sheepshead_scorer.ui.door.backend import Backend


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_in_dialog(qtbot: QtBot, floor: floor_network.FloorNetwork,
                    event_id: int | None, port: int | None = None
                    ) -> floor_network.FloorNetworkDialog:
    """Open File → Floor network… and click Start (on 127.0.0.1, ``port`` or a free one)."""
    parent = floor.parent()
    dialog = floor_network.FloorNetworkDialog(
        floor, lambda: event_id, parent if isinstance(parent, QWidget) else None
    )
    qtbot.addWidget(dialog)
    dialog.address.setCurrentText("127.0.0.1")
    if port is not None:
        dialog.port.setValue(port)
    elif floor.port is None:  # never started: the default port may be taken on this machine
        dialog.port.setValue(free_port())
    QTest.mouseClick(dialog.button, Qt.MouseButton.LeftButton)
    assert floor.url, dialog.status.text()
    return dialog


def install_floor(qtbot: QtBot, desk: Backend, event_id: int | None
                  ) -> floor_network.FloorNetwork:
    """The window's File menu with "Floor network…" (off until started)."""
    window = QWidget()
    qtbot.addWidget(window)
    menu = QMenu(window)
    return floor_network.install(menu, desk, lambda: "en", lambda: event_id, window)
