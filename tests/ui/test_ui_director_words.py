"""Issue 14 item 5: every message the window shows names options by their label in the rules
form, hand fields in words, seats 1-based — typed through the entry line with real keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.rules import RuleError
from sheepshead_scorer.text import Text
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.words.director_words import plain_words
from sheepshead_scorer.ui.words.error_text import error_text

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


@pytest.fixture
def screen(qtbot: QtBot, backend: Backend, bus: AppBus) -> HandEntryScreen:
    ready = make_event(backend, 10)  # 000-encyclopedia: a leaster when all pass, no cracks
    screen = HandEntryScreen(backend, bus, QUndoStack())
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    screen.show()
    return screen


def message_after(qtbot: QtBot, screen: HandEntryScreen, keys: str) -> str:
    qtbot.keyClicks(screen.entry.edit, keys)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)
    return screen.entry.message.text()


def test_all_pass_under_leaster_rules_names_the_form_option(
    qtbot: QtBot, screen: HandEntryScreen
) -> None:
    text = message_after(qtbot, screen, "d")
    assert text.startswith("Hand type “all pass” is not possible here")
    assert "“When all pass” = leaster" in text
    assert "nobody_picks" not in text and "all_pass" not in text and "type=" not in text


def test_a_crack_names_the_option_to_raise(qtbot: QtBot, screen: HandEntryScreen) -> None:
    text = message_after(qtbot, screen, "1374c")
    assert "raise “Cracks allowed”" in text and "max_cracks" not in text


def test_seats_in_engine_messages_are_one_based() -> None:
    error = RuleError("picker", 4, Text("a seat number 0-{last} ({players} players)",
                                        last=4, players=5))
    assert error_text(error) == "Picker seat “5” is not possible here: a seat number from 1 to 5"


def test_option_names_left_in_a_sentence_become_labels() -> None:
    assert plain_words("the bury counts only with a trick (bury_needs_trick)") == (
        "the bury counts only with a trick (“Bury needs a trick”)"
    )
