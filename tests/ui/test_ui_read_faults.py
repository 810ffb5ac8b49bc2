"""A screen's own reads under faults: the PostgreSQL server lost while the director moves to
another screen, the SQLite file locked while a screen reads. The window says "offline,
retrying" in the director's words (never an ``OperationalError`` or a traceback box), and once
the database answers again the screen reads anew and shows its data."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from sqlalchemy import event
from sqlalchemy.engine import make_url
from tcp_proxy import TcpProxy
from ui_helpers import make_event

from sheepshead_scorer.store import Database
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.players_screen import PlayersScreen
from sheepshead_scorer.ui.screens.seating_screen import SeatingScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.database_actions import DatabaseActions
from sheepshead_scorer.ui.shell.error_log import install_exception_hook
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

ALT = Qt.KeyboardModifier.AltModifier


class Floor:
    """The app as it runs (DatabaseActions, the window, its poll, the exception hook)."""

    def __init__(self, qtbot: QtBot, backend: Backend, tmp_path: Path) -> None:
        self.settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        self.bus = AppBus()
        self.actions = DatabaseActions(
            self.settings, self.bus, lambda b: build_window(b, self.bus, self.settings)
        )
        self.window: MainWindow = self.actions.start(backend)
        qtbot.addWidget(self.window)
        qtbot.waitExposed(self.window)
        self.window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is self.window)
        self.boxes: list[str] = []  # what the "something went wrong" box would have shown
        self.messages: list[str] = []
        self.bus.status.connect(self.messages.append)
        self.restore_hook = install_exception_hook(
            self.boxes.append, None, faults=self.actions.database_fault
        )

    def close(self) -> None:
        self.restore_hook()
        poll = self.actions.poll
        if poll is not None:
            poll.timer.stop()

    def status(self) -> str:
        return self.window.statusBar().currentMessage()


def _offline_said(floor: Floor, what: str) -> None:
    offline = [m for m in floor.messages if m.startswith("Offline, retrying in")]
    assert offline and what in offline[-1], floor.messages
    assert floor.boxes == []  # no "something went wrong" box
    shown = " ".join(floor.messages)
    assert "OperationalError" not in shown and "Traceback" not in shown


@pytest.fixture
def proxy(pg_db: Database) -> Iterator[TcpProxy]:
    url = make_url(pg_db.url)
    forwarder = TcpProxy(url.host or "127.0.0.1", url.port or 5432).start()
    yield forwarder
    forwarder.stop()


@pytest.mark.postgres
def test_a_screen_read_with_the_server_lost_says_offline_and_recovers(
    qtbot: QtBot, pg_db: Database, proxy: TcpProxy, tmp_path: Path
) -> None:
    through = make_url(pg_db.url).set(host="127.0.0.1", port=proxy.port)
    backend = Backend.open_database(through.render_as_string(hide_password=False), "desk")
    make_event(backend, 10)
    floor = Floor(qtbot, backend, tmp_path)
    try:
        players = floor.window.screen_widget("Players")
        assert isinstance(players, PlayersScreen) and players.model.rowCount() == 10

        proxy.stop()  # the server is lost
        qtbot.keyClick(floor.window, Qt.Key.Key_4, ALT)  # Seating: built now, reads its rounds
        _offline_said(floor, "cannot be reached")
        lost = floor.window.screen_widget("Seating")
        assert isinstance(lost, SeatingScreen) and lost.model.rowCount() == 0  # read nothing

        proxy.start()  # the server is back
        assert floor.actions.poll is not None
        floor.actions.poll.poll()  # the poll's next tick
        assert "Back online: the database answers again" in floor.messages
        seating = floor.window.screen_widget("Seating")
        assert isinstance(seating, SeatingScreen)
        assert floor.window.stack.currentWidget() is seating  # the screen the director chose
        assert seating.model.rowCount() == 2  # it read again: both tables of the round
        assert floor.boxes == []
    finally:
        floor.close()
        backend.close()


def test_a_screen_read_on_a_locked_file_says_busy_and_recovers(
    qtbot: QtBot, sqlite_db: Database, tmp_path: Path
) -> None:
    backend = Backend(sqlite_db, "desk")
    make_event(backend, 10)
    floor = Floor(qtbot, backend, tmp_path)
    locked = {"on": False}

    def lock(*_args: Any) -> None:  # what SQLite raises while another program holds the file
        if locked["on"]:
            raise sqlite3.OperationalError("database is locked")

    event.listen(sqlite_db.engine, "before_cursor_execute", lock)
    try:
        locked["on"] = True
        qtbot.keyClick(floor.window, Qt.Key.Key_4, ALT)  # Seating reads its rounds
        _offline_said(floor, "is busy in another program")

        locked["on"] = False
        assert floor.actions.poll is not None
        floor.actions.poll.poll()
        seating = floor.window.screen_widget("Seating")
        assert isinstance(seating, SeatingScreen) and seating.model.rowCount() == 2
        assert floor.boxes == []
    finally:
        event.remove(sqlite_db.engine, "before_cursor_execute", lock)
        floor.close()


def test_a_bug_that_mentions_read_only_is_still_a_bug(
    qtbot: QtBot, sqlite_db: Database, tmp_path: Path
) -> None:
    """Only a driver's or the file system's error can be a database fault: an
    ``AttributeError: readonly attribute`` from a slot still opens the "Something went
    wrong" box (and the log), it is not passed off as a read-only disk."""
    from PySide6.QtCore import QTimer

    backend = Backend(sqlite_db, "desk")
    floor = Floor(qtbot, backend, tmp_path)

    def broken_slot() -> None:
        raise AttributeError("readonly attribute")

    try:
        QTimer.singleShot(0, broken_slot)
        qtbot.waitUntil(lambda: bool(floor.boxes), timeout=2000)
        assert "AttributeError: readonly attribute" in floor.boxes[0]
        assert not any(m.startswith("Offline") for m in floor.messages)
    finally:
        floor.close()
