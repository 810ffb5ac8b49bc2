"""Keeping ``player_tallies`` right: every hand, total or penalty change adds a delta.

A change at one table touches one round, one session and one event, so each commit reads and
updates at most ``3 × players at the table`` tally rows: standings never rescan hands.
The counting rules are the tournament package's (``PlayerTally.add_hand``), so stored tallies
and a full recount (``services.tally_recount``) agree by construction.

Several stations: a tally row is read, has the delta added in Python (points are exact
fractions, so ``SET points = points + :delta`` cannot be done in SQL) and is written back. That
is only right if no other transaction can change the same rows — or the hands the delta was
computed from — in between. So every action that changes results takes the **event's write
lock first**, before it reads anything: ``lock_event`` (or ``lock_event_of_table`` /
``_of_round`` / ``_of_hand``) moves the event's ``tally_revision`` on with an ``UPDATE ...
RETURNING`` as the transaction's first statement. On PostgreSQL that row lock queues every
other writer of the same event until commit, and (READ COMMITTED) every later statement of the
transaction sees what they committed; on SQLite the first write takes the database's single
write lock (waiting up to ``busy_timeout``) before any read, so no stale snapshot is ever
written over. ``apply`` refuses to run without the lock. Why not serializable transactions
with retry: docs/store.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, cast

from sqlalchemy import ColumnElement, Select, Table, and_, bindparam, insert, or_, select, update
from sqlalchemy.orm import Session

from sheepshead_scorer.store.models import (
    Event,
    GameTable,
    Hand,
    Round,
    TableCode,
    TallyRow,
    TallyScope,
)
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import HandResultRow
from sheepshead_scorer.tournament import PlayerTally as Tally

COUNTERS: tuple[str, ...] = TallyRow.COUNTERS


@dataclass
class Delta:
    """What to add to one player's tallies (negative to take away)."""

    points: Fraction = Fraction(0)
    penalty: Fraction = Fraction(0)
    counts: list[int] = field(default_factory=lambda: [0] * len(COUNTERS))
    totals_only: bool = False

    @property
    def empty(self) -> bool:
        return not self.points and not self.penalty and not any(self.counts)

    def add(self, other: Delta) -> None:
        """Add ``other`` into this delta (a recount sums one hand's delta into each scope)."""
        self.points += other.points
        self.penalty += other.penalty
        self.counts = [a + b for a, b in zip(self.counts, other.counts, strict=True)]
        self.totals_only = self.totals_only or other.totals_only


@dataclass(frozen=True)
class Scope:
    """The round, session and event one change belongs to."""

    event_id: int
    session_id: int
    round_id: int


def add_hand_rows(deltas: dict[int, Delta], rows: Iterable[HandResultRow], sign: int) -> None:
    """Add (``sign`` 1) or take away (``sign`` -1) hand rows, counted the tournament's way."""
    for row in rows:
        one = Tally(row.player_id).add_hand(row)
        delta = deltas.setdefault(row.player_id, Delta())
        delta.points += sign * row.points
        for index, name in enumerate(COUNTERS):
            delta.counts[index] += sign * getattr(one, name)


def add_points(
    deltas: dict[int, Delta], points: Mapping[int, Fraction], sign: int, *, penalty: bool
) -> None:
    """Add plain points (round totals, or penalties when ``penalty``) per player."""
    for player, value in points.items():
        delta = deltas.setdefault(player, Delta())
        delta.points += sign * value
        if penalty:
            delta.penalty += sign * value
        else:
            delta.totals_only = True


_VALUES: tuple[str, ...] = (
    "points_num",
    "points_den",
    "penalty_num",
    "penalty_den",
    *COUNTERS,
    "hand_stats",
    "revision",
)
_TABLE = cast(Table, TallyRow.__table__)
_UPDATE = (
    update(_TABLE)
    .where(_TABLE.c.id == bindparam("row_id"))
    .values({name: bindparam(f"new_{name}") for name in _VALUES})
)
# Built once, as _UPDATE (issue 26): the players' round, session and event rows of a change.
_SCOPED_ROWS = select(
    _TABLE.c.id, _TABLE.c.scope, _TABLE.c.scope_id, _TABLE.c.player_id,
    *(_TABLE.c[name] for name in _VALUES),
).where(
    _TABLE.c.player_id.in_(bindparam("players", expanding=True)),
    or_(
        *(
            and_(_TABLE.c.scope == kind, _TABLE.c.scope_id == bindparam(key))
            for kind, key in (
                (TallyScope.ROUND, "round_id"),
                (TallyScope.SESSION, "session_id"),
                (TallyScope.EVENT, "event_id"),
            )
        )
    ),
)


def apply(session: Session, scope: Scope, deltas: Mapping[int, Delta]) -> None:
    """Write ``deltas`` into the round, session and event tallies of ``scope``.

    One SELECT, one UPDATE executemany and one INSERT executemany (plain Core, as this runs on
    every hand commit), stamped with the revision ``lock_event`` took for this transaction.
    """
    revision = held_revision(session, scope.event_id)
    live = {player: d for player, d in deltas.items() if not d.empty or d.totals_only}
    if not live:
        return
    keys = (
        (TallyScope.ROUND, scope.round_id),
        (TallyScope.SESSION, scope.session_id),
        (TallyScope.EVENT, scope.event_id),
    )
    found = session.execute(
        _SCOPED_ROWS,
        {"players": list(live), "round_id": scope.round_id, "session_id": scope.session_id,
         "event_id": scope.event_id},
    ).all()
    existing = {(row.scope, row.scope_id, row.player_id): row._mapping for row in found}
    updates: list[dict[str, Any]] = []
    inserts: list[dict[str, Any]] = []
    for player, delta in live.items():
        for kind, scope_id in keys:
            old = existing.get((kind, scope_id, player))
            values = _added(old, delta, revision)
            if old is None:
                inserts.append(
                    {
                        "scope": kind,
                        "scope_id": scope_id,
                        "event_id": scope.event_id,
                        "player_id": player,
                        **values,
                    }
                )
            else:
                updates.append({"row_id": old["id"], **{f"new_{k}": v for k, v in values.items()}})
    if updates:
        session.execute(_UPDATE, updates)
    if inserts:
        session.execute(insert(_TABLE), inserts)


def seat_players(
    session: Session, event_id: int, session_id: int, players: Iterable[int]
) -> list[int]:
    """Give every one of ``players`` (seated in a round just published) a tally of nothing yet
    in its session and its event, where they have none: a table that has not played shows in
    the standings at 0 instead of missing from them. No round tally is written (a round
    not played is no round total for the best-round tiebreak). A recount agrees: an empty
    tally is what ``tally_recount`` expects of a player without results. Returns the players
    given one (stamped with this transaction's revision, so every station's cache reads them).
    """
    revision = held_revision(session, event_id)
    wanted = set(players)
    if not wanted:
        return []
    keys = ((TallyScope.SESSION, session_id), (TallyScope.EVENT, event_id))
    found = {
        (kind, scope_id, player)
        for kind, scope_id, player in session.execute(
            select(_TABLE.c.scope, _TABLE.c.scope_id, _TABLE.c.player_id).where(
                _TABLE.c.event_id == event_id,
                _TABLE.c.player_id.in_(wanted),
                or_(*(and_(_TABLE.c.scope == k, _TABLE.c.scope_id == i) for k, i in keys)),
            )
        )
    }
    empty = _added(None, Delta(), revision)
    inserts = [
        {"scope": kind, "scope_id": scope_id, "event_id": event_id, "player_id": player, **empty}
        for player in sorted(wanted)
        for kind, scope_id in keys
        if (kind, scope_id, player) not in found
    ]
    if inserts:
        session.execute(insert(_TABLE), inserts)
    return sorted({row["player_id"] for row in inserts})


def _added(old: Mapping[Any, Any] | None, delta: Delta, revision: int) -> dict[str, Any]:
    """A tally row's new column values: ``old`` (or zeros) plus ``delta``."""
    if old is None:
        points, penalty = delta.points, delta.penalty
        counts = list(delta.counts)
        hand_stats = not delta.totals_only
    else:
        points = Fraction(old["points_num"], old["points_den"]) + delta.points
        penalty = Fraction(old["penalty_num"], old["penalty_den"]) + delta.penalty
        counts = [old[name] + add for name, add in zip(COUNTERS, delta.counts, strict=True)]
        hand_stats = bool(old["hand_stats"]) and not delta.totals_only
    return {
        "points_num": points.numerator,
        "points_den": points.denominator,
        "penalty_num": penalty.numerator,
        "penalty_den": penalty.denominator,
        **dict(zip(COUNTERS, counts, strict=True)),
        "hand_stats": hand_stats,
        "revision": revision,
    }


_LOCKS = "sheepshead_event_locks"


def lock_event(session: Session, event_id: int, *, reset: bool = False) -> int:
    """Take ``event_id``'s write lock as the first statement of a transaction that changes
    results, and return the tally revision this transaction stamps its rows with.

    ``reset`` also bumps ``tally_resets`` (caches of that event reload everything). Taking the
    lock again in the same transaction returns the revision already held.
    """
    held: dict[int, int] = session.info.setdefault(_LOCKS, {})
    if event_id in held and not reset:
        return held[event_id]
    revision = _bump(session, Event.id == event_id, reset=reset)
    if revision:  # no such event: the caller's own lookup says so
        held[event_id] = revision
    return revision


def lock_event_of_table(session: Session, table_id: int) -> int:
    """``lock_event`` for the event a table belongs to (found inside the same UPDATE)."""
    return _locked(session, session.execute(_LOCK_OF_TABLE, {"table_id": table_id}))


def lock_event_of_round(session: Session, round_id: int) -> int:
    """``lock_event`` for the event a round belongs to."""
    return _lock_found(session, select(Round.event_id).where(Round.id == round_id))


def lock_event_of_code(session: Session, code: str) -> int:
    """``lock_event`` for the event a phone's table code belongs to (0 for an unknown code:
    ``table_codes.check_code`` then says so)."""
    event_of = (
        select(Round.event_id).join(GameTable, GameTable.round_id == Round.id)
        .join(TableCode, TableCode.table_id == GameTable.id)
    )
    return _lock_found(session, event_of.where(TableCode.code == code))


def lock_event_of_hand(session: Session, hand_id: int) -> int:
    """``lock_event`` for the event a hand belongs to."""
    event_of = select(Round.event_id).join(Hand, Hand.round_id == Round.id)
    return _lock_found(session, event_of.where(Hand.id == hand_id))


def _lock_found(session: Session, event_of: Select[Any]) -> int:
    """Lock the event ``event_of`` selects; nothing to lock (no such row) returns 0 and lets
    the caller's own lookup say what is missing."""
    return _locked(session, session.execute(
        update(Event)
        .where(Event.id == event_of.scalar_subquery())
        .values(tally_revision=Event.tally_revision + 1)
        .returning(Event.id, Event.tally_revision),
        execution_options={"synchronize_session": False},
    ))


_EVENTS, _ROUNDS, _TABLES = (
    cast(Table, model.__table__) for model in (Event, Round, GameTable)
)
_LOCK_OF_TABLE = (
    update(_EVENTS)
    .where(_EVENTS.c.id == select(_ROUNDS.c.event_id)
           .join(_TABLES, _TABLES.c.round_id == _ROUNDS.c.id)
           .where(_TABLES.c.id == bindparam("table_id"))
           .scalar_subquery())
    .values(tally_revision=_EVENTS.c.tally_revision + 1)
    .returning(_EVENTS.c.id, _EVENTS.c.tally_revision)
)
"""``_lock_found`` of a table's event, built once on the plain tables: every hand entered
takes this lock first, and the ORM's UPDATE path cost more CPU than the statement (issue
26)."""


def _locked(session: Session, executed: Any) -> int:
    """The event id and revision the lock's UPDATE returned, held for this transaction."""
    result = executed.one_or_none()
    if result is None:
        return 0
    event_id, revision = int(result[0]), int(result[1])
    session.info.setdefault(_LOCKS, {})[event_id] = revision
    return revision


def held_revision(session: Session, event_id: int) -> int:
    """The revision of the event lock this transaction holds; refusing to write tallies
    without it is what keeps two stations from writing over each other's totals."""
    held: dict[int, int] = session.info.get(_LOCKS, {})
    if event_id not in held:
        raise RuntimeError(
            Text(
                "tallies of event {event} written without its lock: call "
                "tallies.lock_event(...) as the transaction's first statement",
                event=event_id,
            )
        )
    return held[event_id]


def _bump(session: Session, where: ColumnElement[bool], *, reset: bool) -> int:
    values: dict[str, object] = {"tally_revision": Event.tally_revision + 1}
    if reset:
        values["tally_resets"] = Event.tally_resets + 1
    result = session.execute(
        update(Event).where(where).values(**values).returning(Event.tally_revision),
        execution_options={"synchronize_session": False},
    )
    revision = result.scalar_one_or_none()
    return 0 if revision is None else int(revision)
