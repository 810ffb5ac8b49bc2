"""The desktop's Floor network dialog: off until Start is clicked, on the picked address, the
projector shows the address and QR code while it runs, Stop closes the socket."""

from __future__ import annotations

import socket
from pathlib import Path

import httpx
import pytest
from app_fixtures import backend as backend
from app_fixtures import bus as bus
from app_fixtures import settings as settings
from app_fixtures import station as station
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ui.actions import floor_network
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

__all__ = ["backend", "bus", "station"]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_start_show_on_projector_and_stop(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    menu = QMenu(parent)
    floor = floor_network.install(menu, backend, lambda: "de", lambda: None, parent)
    action = next(a for a in menu.actions() if a.objectName() == "floorNetworkAction")
    assert action.text() == "&Floor network…"
    assert floor.url == ""  # off until the director starts it
    projector = ProjectorWindow(backend, bus, None)
    qtbot.addWidget(projector)
    floor.attach(projector.set_floor_address, projector)
    assert projector.floor_label.isHidden()

    dialog = floor_network.FloorNetworkDialog(floor, lambda: None, parent)
    qtbot.addWidget(dialog)
    dialog.address.setCurrentText("127.0.0.1")
    dialog.port.setValue(_free_port())
    QTest.mouseClick(dialog.button, Qt.MouseButton.LeftButton)
    url = floor.url
    assert url == f"http://127.0.0.1:{dialog.port.value()}/"
    assert url in dialog.status.text() and not dialog.qr.pixmap().isNull()
    assert projector.floor_label.text() == url and not projector.floor_qr.pixmap().isNull()
    page = httpx.get(url, timeout=10)
    assert page.status_code == 200 and "Turniere" in page.text  # the app's language: German

    QTest.mouseClick(dialog.button, Qt.MouseButton.LeftButton)
    assert floor.url == "" and projector.floor_label.isHidden()
    assert dialog.button.text() == "Start"
    with pytest.raises(httpx.ConnectError):
        httpx.get(url, timeout=2)


def test_a_taken_port_is_a_message_not_a_crash(qtbot: QtBot, backend: Backend) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    floor = floor_network.FloorNetwork(backend, lambda: "en", parent)
    dialog = floor_network.FloorNetworkDialog(floor, lambda: None, parent)
    qtbot.addWidget(dialog)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        dialog.address.setCurrentText("127.0.0.1")
        dialog.port.setValue(int(taken.getsockname()[1]))
        QTest.mouseClick(dialog.button, Qt.MouseButton.LeftButton)
    assert "could not listen on 127.0.0.1" in dialog.status.text()
    assert floor.url == ""


def test_the_window_offers_the_floor_network_above_quit_with_its_letter(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    """File → Floor network… sits with the file's own actions, above Quit (it was added after
    Quit), and Alt+F, F opens it (a director's walk found no letter)."""
    from sheepshead_scorer.ui.shell.app import build_window

    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    texts = [a.text() for a in window.file_menu.actions() if not a.isSeparator()]
    assert texts.index("&Floor network…") < texts.index("&Quit")
    letters = [t[t.index("&") + 1].lower() for t in texts if "&" in t]
    assert letters.count("f") == 1, texts


def _dialog_port(qtbot: QtBot, window: QWidget, action: QAction) -> int:
    """Open File → Floor network… through its menu action; the port its box offers."""
    seen: list[int] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, floor_network.FloorNetworkDialog)
        seen.append(dialog.port.value())
        dialog.reject()

    QTimer.singleShot(0, answer)
    action.trigger()
    qtbot.waitUntil(lambda: bool(seen))
    return seen[0]


def test_the_port_started_last_is_offered_at_the_next_run(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings, tmp_path: Path
) -> None:
    """Walk 29: the dialog offered 8017 at every start of the app, whatever port the floor
    network used the run before. The port of the last Start is kept in the settings."""
    from sheepshead_scorer.ui.shell.app import build_window

    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    action = next(a for a in window.file_menu.actions()
                  if a.objectName() == "floorNetworkAction")
    assert _dialog_port(qtbot, window, action) == 8017  # never started: the default
    floor = window.export_actions.entry_address.__self__
    assert isinstance(floor, floor_network.FloorNetwork)
    dialog = floor_network.FloorNetworkDialog(floor, lambda: None, window)
    qtbot.addWidget(dialog)
    dialog.address.setCurrentText("127.0.0.1")
    port = _free_port()
    dialog.port.setValue(port)
    QTest.mouseClick(dialog.button, Qt.MouseButton.LeftButton)
    assert floor.url == f"http://127.0.0.1:{port}/"
    floor.stop()

    # the next run: a new window over the same settings file
    again = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    second = build_window(backend, bus, again)
    qtbot.addWidget(second)
    action = next(a for a in second.file_menu.actions()
                  if a.objectName() == "floorNetworkAction")
    assert _dialog_port(qtbot, second, action) == port
    assert second.export_actions.entry_address()[0].endswith(f":{port}/t")
