"""Fixtures for the desktop-app tests: a backend on a fresh SQLite file, the app bus and
settings in a temporary ini file (all from tests/app_fixtures.py), and a backend on each
database in turn for the end-to-end run."""

from __future__ import annotations

import pytest
from app_fixtures import backend as backend
from app_fixtures import bus as bus
from app_fixtures import settings as settings
from app_fixtures import station as station

from sheepshead_scorer.store import Database
from sheepshead_scorer.ui.backend import Backend


@pytest.fixture
def backend_any(db: Database, station: str) -> Backend:
    """A backend on each database in turn (SQLite and PostgreSQL), for the end-to-end run."""
    return Backend(db, station)
