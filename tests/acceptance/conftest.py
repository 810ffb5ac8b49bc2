"""Fixtures of the acceptance days: the real main window (``ui.app.build_window``, as the
app starts it) on a fresh SQLite file, in English, with the draw's random seed taken from a
fixed sequence so that a day seats the same players at the same tables on every run (the
expected results are worked out from whatever seating the Seating screen shows)."""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable

import pytest
from app_fixtures import backend as backend
from app_fixtures import bus as bus
from app_fixtures import settings as settings
from app_fixtures import station as station
from day_sheets import Day
from day_window import DirectorAtTheWindow
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.words.translation import install_language


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> None:
    install_language(qapp, "en")


@pytest.fixture
def steady_draws(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each draw's seed from one fixed sequence (the services take ``secrets.randbelow``)."""
    rng = random.Random(2016)
    monkeypatch.setattr(secrets, "randbelow", lambda n: rng.randrange(n))


@pytest.fixture
def director_for(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings, steady_draws: None
) -> Callable[[Day], DirectorAtTheWindow]:
    def start(day: Day) -> DirectorAtTheWindow:
        window = build_window(backend, bus, settings)
        qtbot.addWidget(window)
        window.show()
        return DirectorAtTheWindow(qtbot, window, day)

    return start
