"""A recount of every kept tally from what the event holds: the proof that standings are right.

``player_tallies`` are a cache kept by every hand, total and penalty commit (``tallies.apply``).
``tally_drift`` recounts them from scratch — each player's hand results, score-sheet round
totals and penalties, per round, session and event, with the same counting rules
(``tallies.add_hand_rows`` → ``tournament.PlayerTally.add_hand``) — and lists every kept row
that differs in points, penalty points, any counter or ``hand_stats``. After any interleaving
of stations, a crash or a restore there must be none: ``db check``, the stations and crash
harnesses and the concurrency tests all ask this one function.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.standings.tallies import COUNTERS, Delta, add_hand_rows, add_points
from sheepshead_scorer.store.models import (
    Hand,
    HandResult,
    Penalty,
    Round,
    RoundTotal,
    TallyRow,
    TallyScope,
)
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import HandResultRow, Role, Tier

Key = tuple[str, int, int]
"""(scope, scope id, player id) — one kept tally row."""


@dataclass(frozen=True)
class TallyDrift:
    """One kept tally that differs from the recount: which row, and what differs."""

    scope: str
    scope_id: int
    event_id: int
    player_id: int
    field: str
    kept: object
    recounted: object

    @property
    def text(self) -> Text:
        return Text(
            "{scope} {scope_id} of event {event}, player {player}: {field} kept as {kept}, "
            "recount gives {recounted}",
            scope=self.scope, scope_id=self.scope_id, event=self.event_id,
            player=self.player_id, field=self.field, kept=self.kept, recounted=self.recounted,
        )

    def __str__(self) -> str:
        return str(self.text)


def _scopes(rnd: tuple[int, int, int]) -> tuple[tuple[str, int], ...]:
    round_id, session_id, event_id = rnd
    return (
        (TallyScope.ROUND, round_id),
        (TallyScope.SESSION, session_id),
        (TallyScope.EVENT, event_id),
    )


def recount(session: Session, event_id: int | None = None) -> dict[Key, Delta]:
    """Every player's tallies per round, session and event, counted afresh from the hands,
    round totals and penalties (of one event, or of all)."""
    rounds = {
        row.id: (row.id, row.session_id, row.event_id)
        for row in session.execute(
            select(Round.id, Round.session_id, Round.event_id).where(
                *(() if event_id is None else (Round.event_id == event_id,))
            )
        )
    }
    counted: dict[Key, Delta] = {}

    def count(round_id: int, one: dict[int, Delta]) -> None:
        for player, delta in one.items():
            for scope, scope_id in _scopes(rounds[round_id]):
                counted.setdefault((scope, scope_id, player), Delta()).add(delta)

    hand_query = select(
        Hand.round_id, HandResult.player_id, HandResult.points, HandResult.role,
        HandResult.picker_side_won, HandResult.tier, HandResult.leaster_won,
        HandResult.game_won,
    ).join(Hand, Hand.id == HandResult.hand_id)
    if event_id is not None:
        hand_query = hand_query.where(Hand.round_id.in_(rounds))
    for round_id, player, points, role, side_won, tier, leaster_won, game_won in session.execute(
        hand_query
    ):
        row = HandResultRow(
            player_id=player, session=1, round=1, table=1, hand=1, points=points,
            role=Role(role), picker_side_won=side_won,
            tier=Tier(tier) if tier is not None else None, leaster_won=leaster_won,
            game_won=game_won,
        )
        one: dict[int, Delta] = {}
        add_hand_rows(one, (row,), 1)
        count(round_id, one)
    for model, penalty in ((RoundTotal, False), (Penalty, True)):
        for round_id, player, points in session.execute(
            select(model.round_id, model.player_id, model.points).where(
                model.round_id.in_(rounds)
            )
        ):
            one = {}
            add_points(one, {player: points}, 1, penalty=penalty)
            count(round_id, one)
    return counted


def tally_drift(session: Session, event_id: int | None = None) -> list[TallyDrift]:
    """Every kept tally (round, session and event scope) that differs from ``recount``."""
    counted = recount(session, event_id)
    query = select(TallyRow)
    if event_id is not None:
        query = query.where(TallyRow.event_id == event_id)
    kept = {(row.scope, row.scope_id, row.player_id): row for row in session.scalars(query)}
    event_of = {key: row.event_id for key, row in kept.items()}
    if counted:
        event_of.update(_events_of(session, counted))
    drift: list[TallyDrift] = []
    for key in sorted(set(counted) | set(kept)):
        want = counted.get(key, Delta())
        row = kept.get(key)
        found = _values(row)
        expected = {
            "points": want.points,
            "penalty": want.penalty,
            **dict(zip(COUNTERS, want.counts, strict=True)),
            "hand_stats": not want.totals_only,
        }
        if row is None and not want.empty:
            found["hand_stats"] = expected["hand_stats"]  # no row: nothing to say about it
        for name, value in expected.items():
            if found[name] != value:
                drift.append(
                    TallyDrift(key[0], key[1], event_of.get(key, 0), key[2], name,
                               found[name], value)
                )
    return drift


def _values(row: TallyRow | None) -> dict[str, object]:
    if row is None:
        return {"points": Fraction(0), "penalty": Fraction(0),
                **dict.fromkeys(COUNTERS, 0), "hand_stats": True}
    return {
        "points": row.points,
        "penalty": Fraction(row.penalty_num, row.penalty_den),
        **{name: getattr(row, name) for name in COUNTERS},
        "hand_stats": row.hand_stats,
    }


def _events_of(session: Session, counted: dict[Key, Delta]) -> dict[Key, int]:
    """The event id of each recounted key (for the message)."""
    by_round = {row[0]: row[1] for row in session.execute(select(Round.id, Round.event_id))}
    by_session = {
        row[0]: row[1] for row in session.execute(select(Round.session_id, Round.event_id))
    }
    found: dict[Key, int] = {}
    for key in counted:
        scope, scope_id, _player = key
        if scope == TallyScope.ROUND:
            found[key] = by_round.get(scope_id, 0)
        elif scope == TallyScope.SESSION:
            found[key] = by_session.get(scope_id, 0)
        else:
            found[key] = scope_id
    return found
