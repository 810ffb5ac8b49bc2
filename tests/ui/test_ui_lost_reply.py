"""Enter on a hand when the reply to its commit is lost (issue 25 item 5): the window says
"may have been saved — checking…", asks again by the hand's number and says which it was —
saved (shown, the line cleared) or not saved (press Enter again, the line kept) — and never
stores a second copy; the same window's retry of its own hand is "already saved", not
"entered at station <its own station>". On PostgreSQL the reply is cut for real
(``reliability.lost_reply.ReplyCutter``); on SQLite the fault is raised at the services'
boundary."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import psycopg
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from pytestqt.qtbot import QtBot
from sqlalchemy import event, make_url, select
from ui_helpers import make_event

from reliability.lost_reply import ReplyCutter
from sheepshead_scorer.services.core.faults import ConnectionLostError, lost_reply
from sheepshead_scorer.services.door.services import Services
from sheepshead_scorer.store import Database, open_database
from sheepshead_scorer.store.models import Hand
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.undo import hand_save

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

CHECKING = "may have been saved — checking…"


@pytest.fixture(autouse=True)
def quick_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hand_save, "CHECK_WAITS", (0.0, 0.05, 0.1))


class Entry:
    """The hand-entry screen on ``backend``, driven by keys; what the status bar said."""

    def __init__(self, qtbot: QtBot, backend: Backend, bus: AppBus, event_id: int) -> None:
        self.qtbot, self.backend = qtbot, backend
        self.screen = HandEntryScreen(backend, bus, QUndoStack())
        qtbot.addWidget(self.screen)
        self.screen.set_event(event_id)
        self.screen.show()
        self.messages: list[str] = []
        bus.status.connect(self.messages.append)

    def type(self, text: str) -> None:
        self.qtbot.keyClicks(self.screen.entry.edit, text)
        self.enter()

    def enter(self) -> None:
        self.qtbot.keyClick(self.screen.entry.edit, Qt.Key.Key_Return)

    @property
    def line(self) -> str:
        return self.screen.entry.edit.text()

    def said(self, words: str) -> bool:
        return any(words in message for message in self.messages)

    def stored(self, database: Database) -> list[tuple[int, int]]:
        with database.session() as session:
            return [(int(n), int(o["points"])) for n, o in session.execute(
                select(Hand.number, Hand.outcome).order_by(Hand.number))]


# -- PostgreSQL: the reply cut on the wire ------------------------------------------------
@pytest.fixture
def cut_floor(qtbot: QtBot, pg_db: Database, bus: AppBus
              ) -> Iterator[tuple[Entry, ReplyCutter, Database]]:
    """A window connected to the server through a ``ReplyCutter``."""
    url = make_url(pg_db.url)
    cutter = ReplyCutter(url.host or "127.0.0.1", url.port or 5432).start()
    via = open_database(url.set(host="127.0.0.1", port=cutter.port)
                        .render_as_string(hide_password=False), migrate=False)
    backend = Backend(via, "Desk 1")
    ready = make_event(backend, 10)
    try:
        yield Entry(qtbot, backend, bus, ready.event_id), cutter, pg_db
    finally:
        via.close()
        cutter.stop()


@pytest.mark.postgres
def test_a_lost_reply_is_checked_and_found_saved_on_postgresql(
    cut_floor: tuple[Entry, ReplyCutter, Database]
) -> None:
    entry, cutter, database = cut_floor
    entry.type("1374")
    cutter.arm()  # hand 2 reaches the server, its answer does not come back
    entry.type("2a50")
    assert cutter.cuts == 1
    assert entry.said(f"hand 2 at table 1 {CHECKING}"), entry.messages
    assert entry.said("Checked: hand 2 at table 1 was saved"), entry.messages
    assert not entry.said("Not saved")
    assert entry.line == "" and entry.screen.model.hand_count() == 2  # shown, line cleared
    assert entry.stored(database) == [(1, 74), (2, 50)]
    entry.type("1391")
    assert entry.stored(database) == [(1, 74), (2, 50), (3, 91)]


@pytest.mark.postgres
def test_a_lost_commit_is_checked_and_found_not_saved_on_postgresql(
    cut_floor: tuple[Entry, ReplyCutter, Database]
) -> None:
    entry, cutter, database = cut_floor
    cutter.arm(drop=True)  # the COMMIT never reaches the server
    entry.type("1374")
    assert cutter.cuts == 1 and entry.said(CHECKING)
    assert entry.said("Checked: hand 1 at table 1 was not saved"), entry.messages
    assert "press Enter again" in entry.screen.entry.message.text()
    assert entry.line == "1374" and entry.screen.model.hand_count() == 0  # the line kept
    assert entry.stored(database) == []
    entry.enter()
    assert entry.line == "" and entry.stored(database) == [(1, 74)]


@pytest.mark.postgres
def test_an_unanswered_check_keeps_the_line_and_enter_again_is_already_saved(
    cut_floor: tuple[Entry, ReplyCutter, Database]
) -> None:
    entry, cutter, database = cut_floor
    engine = entry.backend._ctx.engine

    def refuse(*_args: Any, **_kwargs: Any) -> None:
        if cutter.cuts:  # after the cut the server does not answer for a while
            raise psycopg.OperationalError("connection to server failed: Connection refused")

    event.listen(engine, "do_connect", refuse)
    cutter.arm()
    entry.type("1374")
    assert entry.said(CHECKING) and entry.said("Whether hand 1 at table 1 was saved is not known")
    assert entry.line == "1374" and entry.stored(database) == [(1, 74)]
    event.remove(engine, "do_connect", refuse)  # the server is back
    entry.enter()  # the same window sends its own hand again
    assert entry.said("Already saved: hand 1 at table 1"), entry.messages
    assert not entry.said("entered at station")
    assert entry.line == "" and entry.screen.model.hand_count() == 1
    assert entry.stored(database) == [(1, 74)]


# -- SQLite: the same fault raised at the services' boundary ------------------------------
def _lose_reply(backend: Backend, monkeypatch: pytest.MonkeyPatch, *, stored: bool,
                check: Callable[..., Any] | None = None) -> None:
    """The next ``record_hand`` loses its reply (after storing the hand if ``stored``)."""
    real = Services.record_hand  # the services' write, below the window's own Backend

    def once(door: Services, *args: Any, **kwargs: Any) -> Any:
        monkeypatch.setattr(Services, "record_hand", real)
        if stored:
            real(door, *args, **kwargs)
        raise lost_reply(OSError("server closed the connection unexpectedly"), "the server")

    monkeypatch.setattr(Services, "record_hand", once)
    if check is not None:
        monkeypatch.setattr(Services, "saved_hand", lambda _door, *a, **k: check(*a, **k))


@pytest.fixture
def sqlite_entry(qtbot: QtBot, sqlite_db: Database, bus: AppBus) -> Entry:
    backend = Backend(sqlite_db, "Desk 1")
    return Entry(qtbot, backend, bus, make_event(backend, 10).event_id)


def test_a_lost_reply_found_saved_or_not_on_sqlite(
    sqlite_entry: Entry, sqlite_db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    entry = sqlite_entry
    _lose_reply(entry.backend, monkeypatch, stored=True)
    entry.type("1374")
    assert entry.said(CHECKING) and entry.said("Checked: hand 1 at table 1 was saved")
    assert entry.line == "" and entry.screen.model.hand_count() == 1
    _lose_reply(entry.backend, monkeypatch, stored=False)
    entry.type("2a50")
    assert entry.said("Checked: hand 2 at table 1 was not saved")
    assert entry.line == "2a50" and entry.stored(sqlite_db) == [(1, 74)]
    entry.enter()
    assert entry.line == "" and entry.stored(sqlite_db) == [(1, 74), (2, 50)]


def test_a_retry_of_its_own_hand_is_already_saved_on_sqlite(
    sqlite_entry: Entry, sqlite_db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    entry = sqlite_entry

    def no_answer(*_args: Any, **_kwargs: Any) -> None:
        raise ConnectionLostError("the server cannot be reached")

    _lose_reply(entry.backend, monkeypatch, stored=True, check=no_answer)
    entry.type("1374")
    assert entry.said("Whether hand 1 at table 1 was saved is not known")
    assert not entry.said("Not saved")
    assert entry.line == "1374"
    monkeypatch.undo()  # the database answers again
    entry.enter()
    assert entry.said("Already saved: hand 1 at table 1") and not entry.said("at station")
    assert entry.line == "" and entry.stored(sqlite_db) == [(1, 74)]
    entry.type("2a50")  # and the next hand goes on as usual
    assert entry.stored(sqlite_db) == [(1, 74), (2, 50)]
