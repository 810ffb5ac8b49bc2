"""``changes_since(marker)``: what other stations changed, cheaply, for a 2–5 s poll.

The one feed every view learns from: the window polls it for its screens and the projector
(leaving out its own station's changes, which it showed already); the floor server's hub
polls it for the phones' pages (every station's changes). A station is one running program
(``context.program_station``), so the window, a command on the same computer and the floor
server in the window's own process see each other.

Every service writes ``audit_log`` rows in the same transaction as its change, so the log's
newest id and its row count together form a "last change" marker: a station compares the
marker it last saw with the current one (two index reads) and, if they differ, reads only the
new entries to learn which kinds of rows moved. The count catches a PostgreSQL transaction
that took a lower id but committed after a higher one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import event, func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context
from sheepshead_scorer.store.models import AuditEntry

#: At most this many new entries are read to say what changed; more means "reload all".
MAX_ENTRIES = 500


@dataclass(frozen=True)
class ChangeMarker:
    """The newest audit id and the number of audit rows when last looked."""

    last_id: int = 0
    count: int = 0

    @property
    def number(self) -> int:
        """The database's change number: the audit rows committed so far. It grows with every
        commit (also one that took a lower id late) and is the same in every process and
        after a restart, so a page that embeds it resumes its stream where it was."""
        return self.count


@dataclass(frozen=True)
class ChangeFeed:
    """Since ``marker``: the new marker, which entities changed (``hand``, ``round``, ...)
    and at which stations. ``everything`` means too much changed: reload every view."""

    marker: ChangeMarker
    entities: frozenset[str] = frozenset()
    stations: frozenset[str] = frozenset()
    everything: bool = False
    #: the rows that changed, as ``(entity, id)``
    rows: frozenset[tuple[str, int]] = frozenset()

    @property
    def changed(self) -> bool:
        return bool(self.entities) or self.everything

    def changes(self) -> Changes:
        """The feed as the ``Changes`` the window's views take (as if the change had been made
        at this window: a hand's id in ``hands``, a table's in ``tables``, ...), standings and
        seating moved."""
        ids: dict[str, list[int]] = {}
        for entity, row_id in sorted(self.rows):
            field = _FIELDS.get(entity)
            if field is not None:
                ids.setdefault(field, []).append(row_id)
        return Changes(
            **{field: tuple(found) for field, found in ids.items()},  # type: ignore[arg-type]
            standings=True, seating=True,
        )


#: audit entity -> the field of ``Changes`` naming such rows
_FIELDS = {
    "player": "players", "league": "leagues", "season": "seasons", "event": "events",
    "registration": "registrations", "session": "sessions", "round": "rounds",
    "table": "tables", "hand": "hands", "penalty": "penalties", "round_total": "round_totals",
    "round_clock": "clocks",  # a clock is named by its round's id
}


def _marker(session: Session) -> ChangeMarker:
    last, count = session.execute(
        select(func.coalesce(func.max(AuditEntry.id), 0), func.count(AuditEntry.id))
    ).one()
    return ChangeMarker(int(last), int(count))


def watch_commits(ctx: Context, committed: Callable[[], None]) -> Callable[[], None]:
    """Call ``committed`` (in the committing thread: it must be quick) after every commit of
    a session on this context's engine in this process — another station of this process
    (the floor server's hub and the window's desk share the engine) then looks at the feed
    at once instead of at its next poll. Returns what stops the watch."""
    engine = ctx.engine
    key = ("wrote", id(committed))  # this watch's mark on a session that wrote

    def after_flush(session: Session, _context: object) -> None:
        if session.bind is engine:
            session.info[key] = True

    def after_commit(session: Session) -> None:
        if session.info.pop(key, False):  # a read-only transaction wakes nobody
            committed()

    def after_rollback(session: Session) -> None:
        session.info.pop(key, None)

    hooks = (("after_flush", after_flush), ("after_commit", after_commit),
             ("after_rollback", after_rollback))
    for name, hook in hooks:
        event.listen(Session, name, hook)

    def stop() -> None:
        for name, hook in hooks:
            if event.contains(Session, name, hook):
                event.remove(Session, name, hook)

    return stop


def current_marker(ctx: Context) -> ChangeMarker:
    """The marker now (start polling from here)."""
    with Session(ctx.engine) as session:
        return _marker(session)


def changes_since(
    ctx: Context, marker: ChangeMarker | None, *, others_only: bool = True
) -> ChangeFeed:
    """What changed since ``marker`` (``None``: just learn the current marker).

    ``others_only`` leaves out this station's own changes (its views refreshed already).
    """
    with Session(ctx.engine) as session:
        now = _marker(session)
        if marker is None or now == marker:
            return ChangeFeed(now)
        added = now.count - marker.count
        if added > MAX_ENTRIES or added < 0:
            return ChangeFeed(now, everything=True)
        rows = session.execute(
            select(AuditEntry.entity, AuditEntry.entity_id, AuditEntry.station)
            .where(AuditEntry.id > marker.last_id)
            .limit(MAX_ENTRIES)
        ).all()
    theirs = [(e, i, s) for e, i, s in rows if not (others_only and s == ctx.station)]
    # Fewer new rows above the old newest id than were added: a transaction that took a
    # lower id committed late. We cannot tell what it was, so every view reloads.
    late = len(rows) < added
    return ChangeFeed(
        now,
        frozenset(e for e, _i, _s in theirs),
        frozenset(s for _e, _i, s in theirs),
        everything=late,
        rows=frozenset((e, int(i)) for e, i, _s in theirs),
    )
