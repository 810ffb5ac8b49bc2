"""Fixtures every test of the desktop app shares (tests/ui, tests/i18n): a backend on a fresh
SQLite file, the app bus, and settings kept in a temporary ini file (the director's real
settings are never touched). A conftest re-exports them (``from app_fixtures import bus as
bus``); it may override ``station`` to tell its tests' audit entries apart."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from sheepshead_scorer.store import Database
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings


@pytest.fixture
def station() -> str:
    """The station name the backend writes into the audit trail."""
    return "ui-test"


@pytest.fixture
def backend(sqlite_db: Database, station: str) -> Backend:
    return Backend(sqlite_db, station)


@pytest.fixture
def bus() -> AppBus:
    return AppBus()


@pytest.fixture
def settings(tmp_path: Path) -> Iterator[AppSettings]:
    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    yield AppSettings(qsettings)
    qsettings.sync()
