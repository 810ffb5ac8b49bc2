"""Reading tallies into the tournament's ``PlayerTally`` and ranking them.

Event standings read one tally row per player (the event scope) plus one per player and
round (for the best-round tiebreak) with two plain SQL queries: no hand is rescanned.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from fractions import Fraction

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.errors import TournamentRuleError
from sheepshead_scorer.store.models import EventSession, Round, TallyScope
from sheepshead_scorer.store.models import PlayerTally as TallyRow
from sheepshead_scorer.tournament import (
    DEFAULT_TIEBREAKS,
    PlayerTally,
    RoundKey,
    Standings,
    Tiebreak,
    TournamentError,
    rank_standings,
)

_HAND_TIEBREAKS = frozenset({Tiebreak.MOST_PICKER_WINS, Tiebreak.FEWEST_HANDS_LOST})
_COUNTER_COLUMNS = tuple(getattr(TallyRow, name) for name in TallyRow.COUNTERS)


_WHOLE: dict[int, Fraction] = {}


def _fraction(num: int, den: int) -> Fraction:
    """An exact value from numerator/denominator; whole numbers share one object each."""
    if den != 1:
        return Fraction(num, den)
    cached = _WHOLE.get(num)
    if cached is None:
        cached = _WHOLE[num] = Fraction(num)
    return cached


def load_tallies(
    session: Session,
    event_id: int,
    *,
    session_id: int | None = None,
    event_key: int = 0,
    players: Collection[int] | None = None,
) -> list[PlayerTally]:
    """Tallies of an event (or of one of its sessions when ``session_id`` is given), of every
    player or only of ``players``."""
    scope, scope_id = (
        (TallyScope.EVENT, event_id) if session_id is None else (TallyScope.SESSION, session_id)
    )
    totals_query = select(
        TallyRow.player_id, TallyRow.points_num, TallyRow.points_den, TallyRow.hand_stats,
        *_COUNTER_COLUMNS,
    ).where(
        TallyRow.event_id == event_id, TallyRow.scope == scope, TallyRow.scope_id == scope_id
    )
    round_query = (
        select(
            TallyRow.player_id, EventSession.number, Round.number,
            TallyRow.points_num, TallyRow.points_den,
        )
        .join(Round, Round.id == TallyRow.scope_id)
        .join(EventSession, EventSession.id == Round.session_id)
        .where(TallyRow.event_id == event_id, TallyRow.scope == TallyScope.ROUND)
        .order_by(EventSession.number, Round.number)
    )
    if session_id is not None:
        round_query = round_query.where(Round.session_id == session_id)
    if players is not None:
        totals_query = totals_query.where(TallyRow.player_id.in_(players))
        round_query = round_query.where(TallyRow.player_id.in_(players))
    totals = session.execute(totals_query).all()
    per_round: dict[int, list[tuple[RoundKey, Fraction]]] = {}
    for player, session_no, round_no, num, den in session.execute(round_query):
        per_round.setdefault(player, []).append(
            ((event_key, session_no, round_no), _fraction(num, den))
        )
    return [
        PlayerTally(
            player_id=row[0],
            points=_fraction(row[1], row[2]),
            hand_stats=row[3],
            round_points=tuple(per_round.get(row[0], ())),
            **dict(zip(TallyRow.COUNTERS, row[4:], strict=True)),
        )
        for row in totals
    ]


def rank(
    tallies: Sequence[PlayerTally],
    tiebreaks: Sequence[Tiebreak] = DEFAULT_TIEBREAKS,
    lot_seed: int | None = None,
) -> Standings:
    """Rank tallies; hand-count tiebreaks are left out when some results are sheet totals."""
    chain = list(tiebreaks)
    if any(not t.hand_stats for t in tallies):
        chain = [step for step in chain if step not in _HAND_TIEBREAKS]
    try:
        return rank_standings(tallies, tiebreaks=chain, lot_seed=lot_seed)
    except TournamentError as exc:
        raise TournamentRuleError(str(exc)) from exc


def event_standings_in(session: Session, event_id: int) -> Standings:
    """The event's current standings inside an open transaction (for by-standings draws)."""
    return rank(load_tallies(session, event_id))
