"""Fixtures of the floor-network tests: an event to look at, a client for the pages, and the
floor network started as the window starts it.

The desk is the window's own ``Backend`` over the test's database (``services`` here is its
services: the desk's station), and the floor network is started through File → Floor
network…'s dialog (its Start button): the wiring the app uses, no special station name."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from starlette.testclient import TestClient

from sheepshead_scorer.services import Services
from sheepshead_scorer.store import Database
from sheepshead_scorer.ui.actions.floor_network import FloorNetwork
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.web.app import create_app
from sheepshead_scorer.web.pages import FloorConfig

sys.path.insert(0, str(Path(__file__).parent))

from browser_helpers import phone_browser
from floor_helpers import install_floor, start_in_dialog
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
    return desk


@pytest.fixture
def floor_event(services: Services) -> FloorEvent:
    return make_floor_event(services)


@pytest.fixture
def client(services: Services, floor_event: FloorEvent) -> Iterator[TestClient]:
    with TestClient(create_app(services, FloorConfig())) as test_client:
        yield test_client


@pytest.fixture
def floor(qtbot: QtBot, desk: Backend, floor_event: FloorEvent) -> Iterator[FloorNetwork]:
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
