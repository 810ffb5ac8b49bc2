"""Reading tallies into the tournament's ``PlayerTally`` and ranking them.

Event standings read one tally row per player (the event scope) plus one per player and
round (for the best-round tiebreak) with two plain SQL queries: no hand is rescanned.
``load_events_tallies`` reads a whole season's events the same way, still in two queries.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Collection, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import fields
from fractions import Fraction
from functools import cache
from typing import Any

from sqlalchemy import Select, bindparam, select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core.errors import TournamentRuleError
from sheepshead_scorer.store.models import (
    Event,
    EventSession,
    Round,
    SeatAssignment,
    TallyRow,
    TallyScope,
)
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
_TALLY_FIELDS = [f.name for f in fields(PlayerTally) if f.init]
_TALLY_COUNTERS = tuple(
    _TALLY_FIELDS[_TALLY_FIELDS.index("points") + 1 : _TALLY_FIELDS.index("round_points")]
)
"""``PlayerTally``'s counters in its own order (right after ``player_id`` and ``points``):
the stored columns are read in this order, so a tally is made from a row positionally."""
_COUNTER_COLUMNS = tuple(getattr(TallyRow, name) for name in _TALLY_COUNTERS)
_MAKE_TALLY: Callable[..., PlayerTally] = PlayerTally
"""``PlayerTally`` taking a row's counters spread (``_TALLY_COUNTERS`` keeps their order)."""


_WHOLE: dict[int, Fraction] = {}


def _fraction(num: int, den: int) -> Fraction:
    """An exact value from numerator/denominator; whole numbers share one object each."""
    if den != 1:
        return Fraction(num, den)
    cached = _WHOLE.get(num)
    if cached is None:
        cached = _WHOLE[num] = Fraction(num)
    return cached


@cache
def _field_queries(in_session: bool) -> tuple[Select[*tuple[Any, ...]], Select[*tuple[Any, ...]]]:
    """The whole field's tallies: the scope's totals (``scope`` and ``scope_id``: the event's
    or one session's), and the round rows under it as they are stored (player, round id,
    points), without a join or an order: joined to their rounds and sorted by SQLite they
    cost six times the plain read at 5,000 players (60,000 rows; 140 against 24 ms);
    ``_rounds_query`` gives the rounds' numbers and order. Two narrow statements, each on
    its index: one statement with both kinds of rows reads the event's every tally row (four
    times slower on SQLite, measured)."""
    totals = select(
        TallyRow.player_id, TallyRow.points_num, TallyRow.points_den, TallyRow.hand_stats,
        *_COUNTER_COLUMNS,
    ).where(
        TallyRow.event_id == bindparam("event"), TallyRow.scope == bindparam("scope"),
        TallyRow.scope_id == bindparam("scope_id"),
    )
    rounds = select(
        TallyRow.player_id, TallyRow.scope_id, TallyRow.points_num, TallyRow.points_den,
    ).where(TallyRow.event_id == bindparam("event"), TallyRow.scope == TallyScope.ROUND)
    if in_session:
        rounds = rounds.where(
            TallyRow.scope_id.in_(
                select(Round.id).where(Round.session_id == bindparam("scope_id"))
            )
        )
    return totals, rounds


_ROWS_AT_ONCE = 2000
"""Round rows fetched from the cursor in one go (one at a time costs a call each)."""

_ROUNDS_QUERY = (
    select(Round.id, EventSession.number, Round.number)
    .join(EventSession, EventSession.id == Round.session_id)
    .where(Round.event_id == bindparam("event"))
    .order_by(EventSession.number, Round.number)
)
"""The event's rounds with their session and round numbers, in order (a few dozen rows)."""


def _field_round_points(
    connection: Any, query: Select[*tuple[Any, ...]], values: dict[str, Any], event_key: int
) -> dict[int, tuple[tuple[RoundKey, Fraction], ...]]:
    """Each player's round points in session and round order, from the stored round rows
    (a row whose round is gone counts nowhere, as a join would leave it).

    The rows are taken a few thousand at a time as the cursor gives them, each put in its
    player's slot for its round at once: the 60,000 rows of 5,000 players never pile up for
    the cyclic collector to walk again and again (keeping them all until grouped made the
    collections cost as much as the reading, measured). One (round, points) entry is shared
    by every player with that whole value."""
    position: dict[int, int] = {}
    keys: list[RoundKey] = []
    for round_id, session_no, round_no in connection.execute(_ROUNDS_QUERY, values):
        position[round_id] = len(keys)
        keys.append((event_key, session_no, round_no))
    width = len(keys)
    shared: list[dict[int, tuple[RoundKey, Fraction]]] = [{} for _ in keys]
    empty: list[tuple[RoundKey, Fraction] | None] = [None] * width
    grid: list[tuple[RoundKey, Fraction] | None] = []  # a row of ``width`` slots a player
    start: dict[int, int] = {}  # each player's row in ``grid``
    last_round: int | None = None  # the rows come mostly a round at a time, as made
    index: int | None = None
    whole: dict[int, tuple[RoundKey, Fraction]] = {}
    for part in connection.execute(query, values).partitions(_ROWS_AT_ONCE):
        for player, round_id, num, den in part:
            if round_id != last_round:
                last_round, index = round_id, position.get(round_id)
                if index is not None:
                    whole = shared[index]
            if index is None:
                continue
            if den == 1:
                entry = whole.get(num)
                if entry is None:
                    entry = whole[num] = (keys[index], _fraction(num, 1))
            else:
                entry = (keys[index], Fraction(num, den))
            at = start.get(player)
            if at is None:
                at = start[player] = len(grid)
                grid += empty
            grid[at + index] = entry  # one row per player and round (the table's unique key)
    return {player: tuple(filter(None, grid[at : at + width])) for player, at in start.items()}


@contextmanager
def _collector_paused() -> Iterator[None]:
    """No cyclic garbage collection while the whole field's tallies are made: they are
    thousands of long-lived objects made in a burst with no cycle among them, and every 700
    of them started a collection walking the newest again (and every few tens of thousands
    one walking the process's every object: 35-70 ms at 5,000 players on the reference
    machine, in about every read). Back on afterwards, when one young collection takes them
    all at once (as ``exporting`` does for a document)."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


@cache
def _players_query(in_session: bool) -> Select[*tuple[Any, ...]]:
    """Some players' tallies (after a hand, its players'): the rows of both statements of
    ``_field_queries`` in one, on the (event, player, scope) index. On PostgreSQL every
    statement is a round trip to the server; a refresh after one hand makes three."""
    is_round = TallyRow.scope == TallyScope.ROUND
    in_rounds = is_round if not in_session else is_round & (
        Round.session_id == bindparam("scope_id")
    )
    return (
        select(
            TallyRow.player_id, TallyRow.points_num, TallyRow.points_den, TallyRow.hand_stats,
            *_COUNTER_COLUMNS, TallyRow.scope, EventSession.number, Round.number,
        )
        .outerjoin(Round, is_round & (Round.id == TallyRow.scope_id))
        .outerjoin(EventSession, EventSession.id == Round.session_id)
        .where(
            TallyRow.event_id == bindparam("event"),
            TallyRow.player_id.in_(bindparam("players", expanding=True)),
            (
                (TallyRow.scope == bindparam("scope"))
                & (TallyRow.scope_id == bindparam("scope_id"))
            ) | in_rounds,
        )
        .order_by(EventSession.number, Round.number)
    )


def load_tallies(
    session: Session,
    event_id: int,
    *,
    session_id: int | None = None,
    event_key: int = 0,
    players: Collection[int] | None = None,
) -> list[PlayerTally]:
    """Tallies of an event (or of one of its sessions when ``session_id`` is given), of every
    player or only of ``players``.

    The statements are built once per shape: a refresh after one hand runs its statement
    with new values only (no expression building or cache-key work per call)."""
    scope, scope_id = (
        (TallyScope.EVENT, event_id) if session_id is None else (TallyScope.SESSION, session_id)
    )
    values: dict[str, Any] = {"event": event_id, "scope": scope, "scope_id": scope_id}
    connection = session.connection()  # plain Core rows: no ORM result processing
    if players is None:
        totals_query, rounds_query = _field_queries(session_id is not None)
        with _collector_paused():
            field = _field_round_points(connection, rounds_query, values, event_key)
            return [  # each totals row taken as the cursor gives it, as the round rows are
                _tally(row, 0, field.get(row[0], ()))
                for row in connection.execute(totals_query, values)
            ]
    values["players"] = list(players)
    rows = connection.execute(_players_query(session_id is not None), values).all()
    totals = [row[:-3] for row in rows if row[-3] != TallyScope.ROUND]
    rounds = [  # a round row whose round is gone counts nowhere, as in _field_round_points
        (row[0], row[-2], row[-1], row[1], row[2])
        for row in rows if row[-3] == TallyScope.ROUND and row[-1] is not None
    ]
    keys: dict[tuple[int, int], RoundKey] = {}
    per_round: dict[int, list[tuple[RoundKey, Fraction]]] = {}
    for player, session_no, round_no, num, den in rounds:
        key = keys.get((session_no, round_no))
        if key is None:
            key = keys[(session_no, round_no)] = (event_key, session_no, round_no)
        entries = per_round.get(player)
        if entries is None:
            entries = per_round[player] = []
        entries.append((key, _fraction(num, den)))
    return [_tally(row, 0, tuple(per_round.get(row[0], ()))) for row in totals]


def _tally(
    row: Sequence[Any], skip: int, round_points: tuple[tuple[RoundKey, Fraction], ...]
) -> PlayerTally:
    """A ``PlayerTally`` from a totals row: after ``skip`` leading columns, player_id,
    points_num, points_den, hand_stats, then the counters in ``_TALLY_COUNTERS`` order (made
    positionally: keywords from a dict per row cost as much again, at 5,000 players 7 ms)."""
    return _MAKE_TALLY(
        row[skip], _fraction(row[skip + 1], row[skip + 2]), *row[skip + 4 :],
        round_points=round_points, hand_stats=bool(row[skip + 3]),
    )


def load_round_tallies(session: Session, event_id: int, round_id: int) -> list[PlayerTally]:
    """One seating round's tallies (its ``TallyScope.ROUND`` rows): what each player scored
    at their table in that round, with the same counts as the event's rows. The round is its
    own best round, so the best-round tiebreak compares the round's points. Everyone seated
    in the round is there (at 0 before their table's first hand)."""
    totals = select(
        TallyRow.player_id, TallyRow.points_num, TallyRow.points_den, TallyRow.hand_stats,
        *_COUNTER_COLUMNS,
    ).where(
        TallyRow.event_id == event_id, TallyRow.scope == TallyScope.ROUND,
        TallyRow.scope_id == round_id,
    )
    key: RoundKey = (0, 0, round_id)
    played = [
        _tally(row, 0, ((key, _fraction(row[1], row[2])),))
        for row in session.connection().execute(totals).all()
    ]
    seated = session.scalars(
        select(SeatAssignment.player_id).where(SeatAssignment.round_id == round_id)
    ).all()
    scored = {t.player_id for t in played}
    # a table that has not played yet shows at 0, as in the event and session standings
    return played + [PlayerTally(player_id=p) for p in seated if p not in scored]


_CHANGED = (
    select(Event.tally_resets, TallyRow.player_id, TallyRow.revision)
    .select_from(Event)
    .outerjoin(
        TallyRow, (TallyRow.event_id == Event.id) & (TallyRow.revision > bindparam("seen"))
    )
    .where(Event.id == bindparam("event"))
)


def changed_since(
    session: Session, event_id: int, revision: int
) -> tuple[int | None, list[tuple[int, int]]]:
    """The event's reset count and its tally rows stamped after ``revision`` (player,
    revision), in one statement: one snapshot, one round trip (``None`` and no rows when
    the event is gone)."""
    rows = session.connection().execute(_CHANGED, {"event": event_id, "seen": revision}).all()
    if not rows:
        return None, []
    return rows[0][0], [(player, rev) for _, player, rev in rows if player is not None]


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
    for event_id, player, session_no, round_no, num, den in connection.execute(round_query).all():
        key = keys.get((session_no, round_no))
        if key is None:
            key = keys[(session_no, round_no)] = (0, session_no, round_no)
        entries = per_round.get((event_id, player))
        if entries is None:
            entries = per_round[(event_id, player)] = []
        entries.append((key, _fraction(num, den)))
    for row in connection.execute(totals_query).all():
        event_id, player = row[0], row[1]
        by_event[event_id].append(_tally(row, 1, tuple(per_round.get((event_id, player), ()))))
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
