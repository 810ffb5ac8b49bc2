"""Score-sheet round totals and director's penalties."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from sqlalchemy import func, select

from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import (
    InvalidInputError,
    RoundTotalsError,
    WrongStateError,
)
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.hands.table_state import load_table, require_scoring_open
from sheepshead_scorer.services.standings import tallies
from sheepshead_scorer.store import fraction_to_text
from sheepshead_scorer.store.models import (
    Hand,
    Penalty,
    Round,
    RoundTotal,
    SeatAssignment,
)
from sheepshead_scorer.text import Plural, Text, translatable


def _exact(field: str, value: object) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, int | Fraction):
        raise InvalidInputError(
            field, value, Text("an exact number (a whole number or a fraction such as 5/2)"),
            Text("type the points as written on the score sheet"),
        )
    return Fraction(value)


def _signed(value: Fraction) -> str:
    return ("+" if value > 0 else "") + fraction_to_text(value)


def _wrong_players(strangers: list[int], missing: list[int]) -> Text:
    """What is wrong with the players a table's totals list (at least one list non-empty)."""
    if strangers and missing:
        return Text(
            "not seated here {strangers}; missing {missing}", strangers=strangers, missing=missing
        )
    if strangers:
        return Text("not seated here {strangers}", strangers=strangers)
    return Text("missing {missing}", missing=missing)


def record_round_totals(
    ctx: Context, table_id: int, totals: Mapping[int, int | Fraction]
) -> Changes:
    """Enter (or replace) a table's score-sheet totals for the round: one per seated player.

    The totals must add up to zero; otherwise the message names the table and the difference.
    """
    points = {player: _exact(f"totals[{player}]", value) for player, value in totals.items()}
    with transaction(ctx) as session:
        tallies.lock_event_of_table(session, table_id)
        state = load_table(session, table_id)
        require_scoring_open(state, Text("enter round totals"))
        seated = set(state.players)
        strangers = sorted(set(points) - seated)
        missing = sorted(seated - set(points))
        if strangers or missing:
            raise RoundTotalsError(
                state.table.number, Fraction(0),
                Text(
                    "the totals for {where} must list exactly its players {players}: {problem}",
                    where=state.label, players=sorted(seated),
                    problem=_wrong_players(strangers, missing),
                ),
            )
        difference = sum(points.values(), Fraction(0))
        if difference:
            raise RoundTotalsError(
                state.table.number, difference,
                Text(
                    "the totals for table {table} add up to {total}, not 0: check the score "
                    "sheet (one entry is off by {off} or a sign is wrong)",
                    table=state.table.number, total=_signed(difference),
                    off=fraction_to_text(abs(difference)),
                ),
            )
        hands = session.scalar(
            select(func.count()).select_from(Hand).where(Hand.table_id == table_id)
        )
        if hands:
            raise WrongStateError(
                Text(
                    "{where} already has {hands} entered; delete them before entering "
                    "score-sheet totals, or keep entering hands",
                    where=state.label,
                    hands=Plural(hands, translatable("{count} hand"),
                                 translatable("{count} hands")),
                )
            )
        old = {
            row.player_id: row
            for row in session.scalars(select(RoundTotal).where(RoundTotal.table_id == table_id))
        }
        deltas: dict[int, tallies.Delta] = {}
        tallies.add_points(deltas, {p: r.points for p, r in old.items()}, -1, penalty=False)
        tallies.add_points(deltas, points, 1, penalty=False)
        ids: list[int] = []
        for player, value in points.items():
            row = old.get(player)
            before = None if row is None else audit.snapshot(row)
            if row is None:
                row = RoundTotal(
                    round_id=state.round.id, table_id=table_id, player_id=player, points=value,
                )
                session.add(row)
            else:
                row.points = value
            audit.stamp(row, ctx)
            session.flush()
            audit.record(
                session, ctx, entity="round_total", entity_id=row.id,
                action="create" if before is None else "correct",
                before=before, after=audit.snapshot(row),
            )
            ids.append(row.id)
        tallies.apply(session, state.scope, deltas)
        return Changes(
            round_totals=tuple(ids), tables=(table_id,), rounds=(state.round.id,),
            events=(state.event.id,), standings=True,
        )


def add_penalty(
    ctx: Context, round_id: int, player_id: int, points: int | Fraction, reason: str
) -> Changes:
    """Add points to (positive) or take them from (negative) a player seated in a round."""
    value = _exact("points", points)
    if value == 0:
        raise InvalidInputError(
            "points", 0, Text("a non-zero number"), Text("e.g. -10 to deduct 10 points")
        )
    if not reason.strip():
        raise InvalidInputError(
            "reason", reason, Text("a short reason"),
            Text("the reason is printed on the standings"),
        )
    with transaction(ctx) as session:
        tallies.lock_event_of_round(session, round_id)
        rnd = get(session, Round, round_id, "round")
        seat = session.scalar(
            select(SeatAssignment).where(
                SeatAssignment.round_id == rnd.id, SeatAssignment.player_id == player_id
            )
        )
        if seat is None:
            raise InvalidInputError(
                "player_id", player_id, Text("a player seated in round {round}", round=rnd.number),
                Text("penalise the player in a round they played"),
            )
        state = load_table(session, seat.table_id)
        require_scoring_open(state, Text("add a penalty"))
        penalty = Penalty(
            event_id=rnd.event_id, round_id=rnd.id, player_id=player_id, points=value,
            reason=reason.strip(), changed_station=ctx.station,
        )
        session.add(penalty)
        session.flush()
        deltas: dict[int, tallies.Delta] = {}
        tallies.add_points(deltas, {player_id: value}, 1, penalty=True)
        tallies.apply(session, state.scope, deltas)
        audit.record(
            session, ctx, entity="penalty", entity_id=penalty.id, action="create",
            after=audit.snapshot(penalty),
        )
        return Changes(
            penalties=(penalty.id,), rounds=(rnd.id,), events=(rnd.event_id,),
            standings=True, created=penalty.id,
        )
