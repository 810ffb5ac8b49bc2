"""Keeping ``player_tallies`` right: every hand, total or penalty change adds a delta.

A change at one table touches one round, one session and one event, so each commit reads and
updates at most ``3 × players at the table`` tally rows: standings never rescan hands.
The counting rules are the tournament package's (``PlayerTally.add_hand``), so stored tallies
and a full recount agree by construction.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, cast

from sqlalchemy import Table, and_, bindparam, insert, or_, select, update
from sqlalchemy.orm import Session

from sheepshead_scorer.store.models import Event, TallyScope
from sheepshead_scorer.store.models import PlayerTally as TallyRow
from sheepshead_scorer.tournament import HandRow
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


@dataclass(frozen=True)
class Scope:
    """The round, session and event one change belongs to."""

    event_id: int
    session_id: int
    round_id: int


def add_hand_rows(deltas: dict[int, Delta], rows: Iterable[HandRow], sign: int) -> None:
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


def apply(session: Session, scope: Scope, deltas: Mapping[int, Delta]) -> None:
    """Write ``deltas`` into the round, session and event tallies of ``scope``.

    One SELECT, one UPDATE executemany and one INSERT executemany (plain Core, as this runs on
    every hand commit), stamped with the event's next tally revision.
    """
    live = {player: d for player, d in deltas.items() if not d.empty or d.totals_only}
    if not live:
        return
    keys = (
        (TallyScope.ROUND, scope.round_id),
        (TallyScope.SESSION, scope.session_id),
        (TallyScope.EVENT, scope.event_id),
    )
    found = session.execute(
        select(
            _TABLE.c.id,
            _TABLE.c.scope,
            _TABLE.c.scope_id,
            _TABLE.c.player_id,
            *(_TABLE.c[name] for name in _VALUES),
        ).where(
            _TABLE.c.player_id.in_(live),
            or_(*(and_(_TABLE.c.scope == k, _TABLE.c.scope_id == i) for k, i in keys)),
        )
    ).all()
    existing = {(row.scope, row.scope_id, row.player_id): row._mapping for row in found}
    revision = bump_revision(session, scope.event_id)
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


def bump_revision(session: Session, event_id: int, *, reset: bool = False) -> int:
    """The event's next tally revision (and, with ``reset``, a full-reload marker).

    The UPDATE locks the event row until commit, so revisions are handed out in commit order
    and a station that has seen revision R has seen every change up to R.
    """
    values: dict[str, object] = {"tally_revision": Event.tally_revision + 1}
    if reset:
        values["tally_resets"] = Event.tally_resets + 1
    result = session.execute(
        update(Event).where(Event.id == event_id).values(**values).returning(Event.tally_revision),
        execution_options={"synchronize_session": False},
    )
    return int(result.scalar_one())
