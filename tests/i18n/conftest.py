"""Fixtures for the translation tests: the app switched to a language and back, a backend on a
fresh SQLite file, settings in a temporary ini file, and PDF text extraction."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from pathlib import Path

import pdfplumber
import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from sheepshead_scorer.store import Database
from sheepshead_scorer.ui.backend import Backend
from sheepshead_scorer.ui.bus import AppBus
from sheepshead_scorer.ui.settings import AppSettings
from sheepshead_scorer.ui.translation import install_language


@pytest.fixture
def german(qapp: QApplication) -> Iterator[QApplication]:
    """The app in German for one test; English (no translator) again afterwards."""
    installed = install_language(qapp, "de")
    assert len(installed) == 2, "expected the app's and Qt's own German translations"
    yield qapp
    install_language(qapp, "en")


@pytest.fixture
def backend(sqlite_db: Database) -> Backend:
    return Backend(sqlite_db, "i18n-test")


@pytest.fixture
def bus() -> AppBus:
    return AppBus()


@pytest.fixture
def settings(tmp_path: Path) -> Iterator[AppSettings]:
    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    yield AppSettings(qsettings)
    qsettings.sync()


def _pdf_pages(data: bytes) -> list[str]:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [page.extract_text() or "" for page in pdf.pages]


@pytest.fixture
def pdf_pages() -> Callable[[bytes], list[str]]:
    """Read a PDF back: the extracted text of every page."""
    return _pdf_pages
