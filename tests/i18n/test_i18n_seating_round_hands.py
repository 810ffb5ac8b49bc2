"""Seating's round box counts the round's hands with Qt's plural (walk 29: it said
"Session 1, round 1 — 1 hands, draft"): "1 hand" / "2 hands" in English, "1 Spiel" /
"2 Spiele" in German."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.screens.seating_review import (
    review_text,
    table_hands_box,
    table_hands_row,
)
from sheepshead_scorer.ui.screens.seating_screen import SeatingScreen
from sheepshead_scorer.ui.words.translation import install_language


@pytest.fixture
def english(qapp: QApplication) -> QApplication:
    """The app in English as it starts: only the English plural forms installed."""
    assert len(install_language(qapp, "en")) == 1
    return qapp


def _round_texts(qtbot: QtBot, backend: Backend, bus: AppBus, hands: int) -> list[str]:
    ready = make_event(backend, 10, hands=hands, publish=False)
    screen = SeatingScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    return [screen.round_box.itemText(i) for i in range(screen.round_box.count())]


def test_one_hand_is_singular_in_english(
    english: QApplication, qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    assert _round_texts(qtbot, backend, bus, 1) == ["Session 1, round 1 — 1 hand, draft"]


def test_two_hands_are_plural_in_english(
    english: QApplication, qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    assert _round_texts(qtbot, backend, bus, 2) == ["Session 1, round 1 — 2 hands, draft"]


def test_german_counts_spiel_and_spiele(
    german: QApplication, qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    one = _round_texts(qtbot, backend, bus, 1)
    assert len(one) == 1 and "— 1 Spiel, " in one[0] and one[0].startswith("Durchgang 1, Runde 1")
    two = _round_texts(qtbot, backend, bus, 3)
    assert "— 3 Spiele, " in two[-1]


def _review(qtbot: QtBot, backend: Backend, bus: AppBus, hands: int) -> str:
    ready = make_event(backend, 10, hands=hands, publish=False)
    screen = SeatingScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    return review_text(backend, ready.round_id)


def test_the_review_under_the_grid_counts_hands_in_both_languages(
    english: QApplication, qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    """The same walk's screen said "Every player plays 1 hands." under the grid, and the
    review's words (read through a helper lupdate did not see) were English in German."""
    assert _review(qtbot, backend, bus, 1) == "Every player plays 1 hand."
    assert _review(qtbot, backend, bus, 12) == "Every player plays 12 hands."
    install_language(english, "de")
    try:
        assert _review(qtbot, backend, bus, 1) == "Jeder Spieler spielt 1 Spiel."
        assert _review(qtbot, backend, bus, 12) == "Jeder Spieler spielt 12 Spiele."
        assert table_hands_row(table_hands_box()).itemAt(0).widget().text() == (
            "Spiele je Tischgröße:"
        )
    finally:
        install_language(english, "en")
