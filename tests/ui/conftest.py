"""Fixtures for the desktop-app tests: a backend on a fresh SQLite file, the app bus and
settings in a temporary ini file (all from tests/app_fixtures.py), and a backend on each
database in turn for the end-to-end run."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from app_fixtures import backend as backend
from app_fixtures import bus as bus
from app_fixtures import settings as settings
from app_fixtures import station as station
from PySide6.QtWidgets import QApplication

from sheepshead_scorer.store import Database
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.words.translation import install_language


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    """The app in English as ``ui/shell/app.py`` starts it: the English plural forms installed
    ("1 table", "2 tables"), and English again after a test that switched language."""
    install_language(qapp, "en")
    yield


@pytest.fixture
def backend_any(db: Database, station: str) -> Backend:
    """A backend on each database in turn (SQLite and PostgreSQL), for the end-to-end run."""
    return Backend(db, station)
