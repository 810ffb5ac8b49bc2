"""Fixtures for the desktop-app tests: a backend on a fresh SQLite file, the app bus, settings
kept in a temporary ini file (the director's real settings are never touched), and a ready
event (players registered and checked in, one round drawn and published)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from sheepshead_scorer.store import Database
from sheepshead_scorer.ui.backend import Backend
from sheepshead_scorer.ui.bus import AppBus
from sheepshead_scorer.ui.settings import AppSettings


@pytest.fixture
def backend(sqlite_db: Database) -> Backend:
    return Backend(sqlite_db, "ui-test")


@pytest.fixture
def backend_any(db: Database) -> Backend:
    """A backend on each database in turn (SQLite and PostgreSQL), for the end-to-end run."""
    return Backend(db, "ui-test")


@pytest.fixture
def bus() -> AppBus:
    return AppBus()


@pytest.fixture
def settings(tmp_path: Path) -> Iterator[AppSettings]:
    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    yield AppSettings(qsettings)
    qsettings.sync()
