"""One poller per process, fanned out to every phone: the live-update hub.

The hub asks ``Services.changes_since`` a few times a second (in a worker thread: the services
are synchronous SQLAlchemy). When something changed it renders each live fragment that some
phone follows — once per (event, scope, language), not once per phone — and wakes every
subscriber, who sends the newest fragment over its server-sent-events stream. A slow phone
simply gets the newest fragment when it is ready; nothing queues up behind it.

A table's phones follow their table instead (``follow_table``): on a change the hub reads one
fingerprint per followed table (``Services.table_stamps``, one query for all of them) and
wakes only the phones whose table moved; each then fetches its own sheet (it carries the
phone's session), so a hand saved at table 7 costs table 3's phones nothing.

A commit on the same database in this process (the window's desk and the floor server share
the engine) wakes the poll at once (``change_feed.watch_commits``): the desk's hand does not
wait for the next look; another process's change is seen at the next poll.

The hub relays every station's changes (the desk's, a command's, the phones'): the floor
server is a relay, not a view with changes of its own. Its change numbers are the
database's (``ChangeMarker.number``), so a page rendered before a Stop/Start of the floor
network or a restart of the app resumes where it was; a page whose number the hub does not
have (a restored database) is sent the newest at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from functools import partial

from sheepshead_scorer.ids import EventId, TableId
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.core.change_feed import ChangeFeed, ChangeMarker

log = logging.getLogger(__name__)

#: Seconds between two looks at the change feed (the delay budget is one second).
POLL_SECONDS = 0.2
#: After a push, the next one waits at least this long: at 200 tables a hand is saved every
#: few tenths of a second, and one push carrying several hands costs the phones less.
MIN_PUSH_SECONDS = 0.5


@dataclass(frozen=True)
class Key:
    """What a phone follows: one event's standings scope in one language."""

    event_id: EventId
    scope: str
    language: str


def encode_event(event: str, seq: int, html: str) -> bytes:
    """One server-sent event: the HTML on a single ``data:`` line (HTML needs no newlines
    outside ``<pre>``, which the fragments do not use)."""
    data = " ".join(html.splitlines())  # also a CR inside a name: it would end the line
    return f"event: {event}\r\nid: {seq}\r\ndata: {data}\r\n\r\n".encode()


class ChangeHub:
    """Polls the change feed and hands each subscriber the newest rendering of its key."""

    def __init__(
        self, services: Services, render: Callable[[Key], str], *,
        interval: float = POLL_SECONDS, min_push: float = MIN_PUSH_SECONDS,
    ) -> None:
        self._min_push = min_push
        self._services = services
        self._render = render
        self._interval = interval
        self._marker: ChangeMarker | None = None
        self._followers: dict[Key, int] = {}
        self._latest: dict[Key, tuple[int, bytes]] = {}
        # set (and replaced by a fresh one) at every push: every waiting stream wakes in the
        # same turn of the event loop (a Condition would hand its lock from one waiter to
        # the next, a turn each: a second at 1,000 phones under load)
        self._pushed: asyncio.Event | None = None
        self._tables: dict[int, int] = {}  # table id -> phones following its sheet
        self._stamps: dict[int, tuple[int, ...]] = {}
        self._table_seq: dict[int, int] = {}
        self.seq = 0  # the database's change number; a page embeds it to catch up
        self.closing = False
        self.renders = 0
        #: (seq, seconds from seeing the change to its standings rendered, seconds from
        #: then to the last stream taking it), the newest pushes (the load harness reads it)
        self.timings: deque[tuple[int, float, float]] = deque(maxlen=2000)
        self._handed: dict[int, float] = {}  # seq -> when a stream last took it
        self._last: tuple[int, float, float] | None = None  # the last push: seq, seen, rendered
        self._committed: asyncio.Event | None = None  # set by a commit in this process

    @property
    def followers(self) -> int:
        return sum(self._followers.values())

    @property
    def table_followers(self) -> int:
        """Phones following a table's sheet."""
        return sum(self._tables.values())

    def _event(self) -> asyncio.Event:
        if self._pushed is None:
            self._pushed = asyncio.Event()
        return self._pushed

    def _announce(self) -> None:
        """Wake every stream waiting for a push (they then look at what is newest)."""
        pushed, self._pushed = self._event(), asyncio.Event()
        pushed.set()

    async def _until(self, ready: Callable[[], bool]) -> None:
        while not self.closing and not ready():
            await self._event().wait()

    def _took(self, seq: int) -> None:
        self._handed[seq] = time.monotonic()

    def _changes(self, marker: ChangeMarker | None) -> ChangeFeed:
        return self._services.changes_since(marker, every_station=True)

    async def begin(self) -> None:
        """Learn the database's change number (before the first page is served)."""
        if self._marker is None:
            self._marker = (await asyncio.to_thread(self._changes, None)).marker
            self.seq = self._marker.number

    async def run(self) -> None:
        """The poll loop (one task in the server's event loop) until ``stop``."""
        await self.begin()
        loop = asyncio.get_running_loop()
        committed = self._committed = asyncio.Event()

        def wake() -> None:  # in the committing thread
            with contextlib.suppress(RuntimeError):  # the loop has closed
                loop.call_soon_threadsafe(committed.set)

        unwatch = self._services.watch_commits(wake)
        try:
            while not self.closing:
                pushed = False
                began = time.monotonic()
                committed.clear()  # a commit from now on is looked at by the next poll
                try:
                    pushed = await self.poll_once()
                except Exception:  # a dropped connection must not end the live pages
                    log.exception("the floor network could not read the change feed")
                # pushes start at most every ``min_push`` seconds (counted from the start of
                # the last one, so its render and fan-out are not added to the next hand's
                # wait); otherwise the next look is after ``interval``, or at once when this
                # process commits
                spent = time.monotonic() - began
                if pushed and self._min_push - spent > 0:
                    await asyncio.sleep(self._min_push - spent)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(committed.wait(), self._interval)
        finally:
            unwatch()

    async def poll_once(self) -> bool:
        """Look at the change feed once; render and wake the followers if it moved."""
        feed = await asyncio.to_thread(self._changes, self._marker)
        self._marker = feed.marker
        if not feed.changed or feed.marker.number == self.seq:
            return False
        seen_at = time.monotonic()
        self.seq = feed.marker.number
        for key in [k for k, n in self._followers.items() if n > 0]:
            self._latest[key] = (self.seq, await self._message(key, self.seq))
        rendered_at = time.monotonic()
        self._announce()  # the standings first: the tables' fingerprints take a query more
        if self._tables:
            stamps = await asyncio.to_thread(self._services.table_stamps, list(self._tables))
            moved = False
            for table_id, stamp in stamps.items():
                if self._stamps.get(table_id) != stamp:
                    self._stamps[table_id] = stamp
                    self._table_seq[table_id] = self.seq
                    moved = True
            if moved:
                self._announce()
        self._log_timings(self.seq, seen_at, rendered_at)
        return True

    def _log_timings(self, seq: int, seen_at: float, rendered_at: float) -> None:
        """Note the push before ``seq`` once its streams have had a push's time to take it."""
        if self._last is not None:
            before, last_seen, last_rendered = self._last
            handed = self._handed.pop(before, None)
            if handed is not None:
                self.timings.append(
                    (before, last_rendered - last_seen, max(handed - last_rendered, 0.0))
                )
        self._handed = {k: v for k, v in self._handed.items() if k == seq}
        self._last = (seq, seen_at, rendered_at)

    async def stop(self) -> None:
        self.closing = True
        self._announce()
        if self._committed is not None:
            self._committed.set()  # the poll loop ends now, not after its interval

    async def _message(self, key: Key, seq: int) -> bytes:
        """The server-sent event for ``key``, encoded once for every phone that follows it."""
        html = await asyncio.to_thread(self._render, key)
        self.renders += 1
        return encode_event("standings", seq, html)

    def _table_newer(self, table_id: TableId, seen: int) -> bool:
        return self._table_seq.get(table_id, 0) != seen

    def _newer(self, key: Key, seen: int) -> bool:
        """A rendering other than the one of change ``seen`` (newer, or of a database whose
        numbers are not the page's: a restored one)."""
        latest = self._latest.get(key)
        return latest is not None and latest[0] != seen

    async def follow(self, key: Key, seen: int) -> AsyncIterator[bytes]:
        """The encoded events of ``key`` newer than change ``seen``, as they come."""
        self._followers[key] = self._followers.get(key, 0) + 1
        try:
            if seen != self.seq and key not in self._latest:
                self._latest[key] = (self.seq, await self._message(key, self.seq))
            while True:
                await self._until(partial(self._newer, key, seen))
                if self.closing:
                    return
                seen, message = self._latest[key]
                self._took(seen)
                yield message
        finally:
            self._followers[key] -= 1
            if self._followers[key] == 0:
                del self._followers[key]
                self._latest.pop(key, None)

    async def follow_table(self, table_id: TableId, shown: str) -> AsyncIterator[bytes]:
        """A ``sheet`` event each time table ``table_id``'s sheet changes (the phone then
        fetches it); at once if it already differs from ``shown``, the fingerprint of the
        sheet the page was rendered from (so a change before the stream opened is not lost)."""
        self._tables[table_id] = self._tables.get(table_id, 0) + 1
        try:
            stamps = await asyncio.to_thread(self._services.table_stamps, [table_id])
            now = stamps.get(table_id, ())
            self._stamps.setdefault(table_id, now)
            seen = self._table_seq.get(table_id, 0)
            if stamp_text(now) != shown:
                yield encode_event("sheet", seen, str(seen))
            while True:
                await self._until(partial(self._table_newer, table_id, seen))
                if self.closing:
                    return
                seen = self._table_seq[table_id]
                yield encode_event("sheet", seen, str(seen))
        finally:
            self._tables[table_id] -= 1
            if self._tables[table_id] == 0:
                del self._tables[table_id]
                self._stamps.pop(table_id, None)
                self._table_seq.pop(table_id, None)


def stamp_text(stamp: tuple[int, ...]) -> str:
    """A table's fingerprint as the page carries it."""
    return ".".join(str(n) for n in stamp)
