"""A lost PostgreSQL server at the hand-entry line: the typed line stays, the status bar
says the server cannot be reached, and the same Enter saves it once the server is back."""

from __future__ import annotations

from typing import Any

import psycopg
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from pytestqt.qtbot import QtBot
from sqlalchemy import event
from ui_helpers import make_event

from sheepshead_scorer.store import Database
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


@pytest.mark.postgres
def test_a_lost_server_keeps_the_typed_line(qtbot: QtBot, pg_db: Database, bus: AppBus) -> None:
    backend = Backend(pg_db, "desk")
    ready = make_event(backend, 10)
    screen = HandEntryScreen(backend, bus, QUndoStack())
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    screen.show()
    messages: list[str] = []
    bus.status.connect(messages.append)
    qtbot.keyClicks(screen.entry.edit, "1374")
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)
    assert screen.model.hand_count() == 1

    def refuse(*_args: Any, **_kwargs: Any) -> None:
        raise psycopg.OperationalError("connection to server failed: Connection refused")

    pg_db.engine.dispose()  # the server is gone: every new connection is refused
    event.listen(pg_db.engine, "do_connect", refuse)
    qtbot.keyClicks(screen.entry.edit, "2a50")
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)

    assert screen.entry.edit.text() == "2a50"  # nothing typed is lost
    assert any("cannot be reached" in message for message in messages), messages
    event.remove(pg_db.engine, "do_connect", refuse)  # the server is back
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)
    assert screen.model.hand_count() == 2 and screen.entry.edit.text() == ""
