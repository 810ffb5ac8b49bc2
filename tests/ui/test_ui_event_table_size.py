"""The event form asks the table size once: "Players per table", the size the draw seats
(issue 23 item 9: the rules' own "Seats at the table" was a second, unused copy)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_screen import EventScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def _visible_texts(screen: QWidget) -> list[str]:
    return [label.text() for label in screen.findChildren(QLabel) if label.isVisible()]


def test_the_table_size_is_asked_once_and_is_what_the_event_seats(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    screen = EventScreen(backend, bus, settings)
    qtbot.addWidget(screen)
    screen.show()
    texts = _visible_texts(screen)
    assert "Players per table" in texts
    assert "Seats at the table" not in texts
    assert not screen.rules.editors["players"].isVisible()
    qtbot.keyClicks(screen.name, "Four tables")
    screen.table_size.setFocus()
    qtbot.keyClick(screen.table_size, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(screen.table_size, "4")
    screen.create_button.setFocus()
    qtbot.keyClick(screen.create_button, Qt.Key.Key_Space)
    assert screen.message.text() == ""
    [event] = backend.events()
    assert event.table_size == 4
