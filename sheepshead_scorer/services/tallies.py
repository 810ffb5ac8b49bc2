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

from sqlalchemy import and_, or_, select
from sqlalchemy.orm import Session

from sheepshead_scorer.store.models import PlayerTally as TallyRow
from sheepshead_scorer.store.models import TallyScope
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


def apply(session: Session, scope: Scope, deltas: Mapping[int, Delta]) -> None:
    """Write ``deltas`` into the round, session and event tallies of ``scope``."""
    live = {player: d for player, d in deltas.items() if not d.empty or d.totals_only}
    if not live:
        return
    keys = (
        (TallyScope.ROUND, scope.round_id),
        (TallyScope.SESSION, scope.session_id),
        (TallyScope.EVENT, scope.event_id),
    )
    found = session.scalars(
        select(TallyRow).where(
            TallyRow.player_id.in_(live),
            or_(*(and_(TallyRow.scope == k, TallyRow.scope_id == i) for k, i in keys)),
        )
    ).all()
    existing = {(row.scope, row.scope_id, row.player_id): row for row in found}
    for player, delta in live.items():
        for kind, scope_id in keys:
            row = existing.get((kind, scope_id, player))
            if row is None:
                row = TallyRow(
                    scope=kind, scope_id=scope_id, event_id=scope.event_id, player_id=player,
                    points_num=0, points_den=1, penalty_num=0, penalty_den=1, hand_stats=True,
                    **dict.fromkeys(COUNTERS, 0),
                )
                session.add(row)
            row.points = row.points + delta.points
            if delta.penalty:
                row.penalty = row.penalty + delta.penalty
            for index, name in enumerate(COUNTERS):
                if delta.counts[index]:
                    setattr(row, name, getattr(row, name) + delta.counts[index])
            if delta.totals_only:
                row.hand_stats = False
