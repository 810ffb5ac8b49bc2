"""Reading tallies into the tournament's ``PlayerTally`` and ranking them.

Event standings read one tally row per player (the event scope) plus one per player and
round (for the best-round tiebreak) with two plain SQL queries: no hand is rescanned.
``load_events_tallies`` reads a whole season's events the same way, still in two queries.
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
    Ranking,
    RoundKey,
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


def load_events_tallies(
    session: Session, event_ids: Collection[int]
) -> dict[int, list[PlayerTally]]:
    """Event-scope tallies of several events at once (a season), in two queries in all.

    Every event in ``event_ids`` gets a list (empty when nothing was scored yet); round keys
    are ``(0, session, round)`` as ``load_tallies`` gives them. Plain Core rows and shared
    round keys keep the objects built to about one tally and two round entries per player
    and event (a 100-event season is 4,000 tallies).
    """
    by_event: dict[int, list[PlayerTally]] = {event_id: [] for event_id in event_ids}
    if not by_event:
        return by_event
    totals_query = select(
        TallyRow.event_id, TallyRow.player_id, TallyRow.points_num, TallyRow.points_den,
        TallyRow.hand_stats, *_COUNTER_COLUMNS,
    ).where(TallyRow.event_id.in_(by_event), TallyRow.scope == TallyScope.EVENT)
    round_query = (
        select(
            TallyRow.event_id, TallyRow.player_id, EventSession.number, Round.number,
            TallyRow.points_num, TallyRow.points_den,
        )
        .join(Round, Round.id == TallyRow.scope_id)
        .join(EventSession, EventSession.id == Round.session_id)
        .where(TallyRow.event_id.in_(by_event), TallyRow.scope == TallyScope.ROUND)
        .order_by(TallyRow.event_id, EventSession.number, Round.number)
    )
    connection = session.connection()  # plain Core rows: no ORM result processing
    keys: dict[tuple[int, int], RoundKey] = {}
    per_round: dict[tuple[int, int], list[tuple[RoundKey, Fraction]]] = {}
    for event_id, player, session_no, round_no, num, den in connection.execute(round_query):
        key = keys.get((session_no, round_no))
        if key is None:
            key = keys[(session_no, round_no)] = (0, session_no, round_no)
        entries = per_round.get((event_id, player))
        if entries is None:
            entries = per_round[(event_id, player)] = []
        entries.append((key, _fraction(num, den)))
    for row in connection.execute(totals_query):
        event_id, player = row[0], row[1]
        # Positional (no kwargs dict per row): PlayerTally's fields are player_id, points, the
        # COUNTERS in order, round_points, hand_stats; the season tests compare the result
        # with load_tallies field by field.
        by_event[event_id].append(
            PlayerTally(
                player, _fraction(row[2], row[3]),
                row[5], row[6], row[7], row[8], row[9],
                row[10], row[11], row[12], row[13], row[14], row[15],
                tuple(per_round.get((event_id, player), ())), bool(row[4]),
            )
        )
    return by_event


def effective_chain(tiebreaks: Sequence[Tiebreak], hand_stats: bool) -> tuple[Tiebreak, ...]:
    """The tiebreaks that apply: without per-hand rows for everyone (``hand_stats`` false)
    the hand-count ones are left out."""
    if hand_stats:
        return tuple(tiebreaks)
    return tuple(step for step in tiebreaks if step not in _HAND_TIEBREAKS)


def rank(
    tallies: Sequence[PlayerTally],
    tiebreaks: Sequence[Tiebreak] = DEFAULT_TIEBREAKS,
    lot_seed: int | None = None,
) -> Ranking:
    """Rank tallies; hand-count tiebreaks are left out when some results are sheet totals."""
    chain = effective_chain(tiebreaks, all(t.hand_stats for t in tallies))
    try:
        return rank_standings(tallies, tiebreaks=chain, lot_seed=lot_seed)
    except TournamentError as exc:
        raise TournamentRuleError(exc.text) from exc


def event_standings_in(session: Session, event_id: int) -> Ranking:
    """The event's current standings inside an open transaction (for by-standings draws)."""
    return rank(load_tallies(session, event_id))
