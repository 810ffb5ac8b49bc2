"""Fixtures of the floor-network tests: an event to look at, a client for the pages, and the
floor network started as the window starts it.

The desk is the window's own ``Backend`` over the test's database (``services`` here is its
services: the desk's station), and the floor network is started through File → Floor
network…'s dialog (its Start button): the wiring the app uses, no special station name."""

from __future__ import annotations

import socket
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QWidget
from pytestqt.qtbot import QtBot
from starlette.testclient import TestClient

from sheepshead_scorer.services import Services
from sheepshead_scorer.store import Database
from sheepshead_scorer.ui import floor_network
from sheepshead_scorer.ui.backend import Backend
from sheepshead_scorer.web.app import FloorConfig, create_app

sys.path.insert(0, str(Path(__file__).parent))

from browser_helpers import phone_browser
from selenium import webdriver
from web_helpers import FloorEvent, make_floor_event


@pytest.fixture
def browser() -> Iterator[webdriver.Chrome]:
    """Debian's headless chromium at a phone's size (closed after the test)."""
    yield from phone_browser()


@pytest.fixture
def desk(db: Database) -> Backend:
    """The window's Backend over the test's database (what ``Backend.open`` builds)."""
    return Backend(db, "desk")


@pytest.fixture
def services(desk: Backend) -> Services:
    """The desk's own services: what the director types at the window."""
    return desk.services


@pytest.fixture
def floor_event(services: Services) -> FloorEvent:
    return make_floor_event(services)


@pytest.fixture
def client(services: Services, floor_event: FloorEvent) -> Iterator[TestClient]:
    with TestClient(create_app(services, FloorConfig())) as test_client:
        yield test_client


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


@pytest.fixture
def floor(qtbot: QtBot, desk: Backend, floor_event: FloorEvent
          ) -> Iterator[floor_network.FloorNetwork]:
    """The floor network started as the director starts it: File → Floor network… → Start."""
    network = install_floor(qtbot, desk, floor_event.event_id)
    start_in_dialog(qtbot, network, floor_event.event_id)
    try:
        yield network
    finally:
        network.stop()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The offscreen platform's notice about window sizes is not a fault of these tests."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents and "floor" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.qt_log_ignore("This plugin does not support"))
