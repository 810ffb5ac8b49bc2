"""Fixtures of the floor-network tests: an event to look at and a client for the pages."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from sheepshead_scorer.services import Services
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
def floor_event(services: Services) -> FloorEvent:
    return make_floor_event(services)


@pytest.fixture
def client(services: Services, floor_event: FloorEvent) -> Iterator[TestClient]:
    with TestClient(create_app(services, FloorConfig())) as test_client:
        yield test_client
