"""Fixtures for the translation tests: the app switched to a language and back, PDF text
extraction, and the desktop-app fixtures of tests/app_fixtures.py (backend, bus, settings)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from app_fixtures import backend as backend
from app_fixtures import bus as bus
from app_fixtures import settings as settings
from pdf_reading import pdf_pages as pdf_pages
from PySide6.QtWidgets import QApplication

from sheepshead_scorer.ui.words.translation import install_language


@pytest.fixture
def german(qapp: QApplication) -> Iterator[QApplication]:
    """The app in German for one test; English (no translator) again afterwards."""
    installed = install_language(qapp, "de")
    assert len(installed) == 2, "expected the app's and Qt's own German translations"
    yield qapp
    install_language(qapp, "en")


@pytest.fixture
def station() -> str:
    """The backend of these tests writes "i18n-test" into the audit trail."""
    return "i18n-test"
