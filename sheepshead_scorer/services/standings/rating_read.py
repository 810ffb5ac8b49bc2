"""The rating's read of the hands (``services/standings/ratings.py`` rates them): every
hand in play order with its rated lines, as plain as the driver gives them (issue 29).

Play order: events by date, then id; then session, round, table, hand number. A full read at
Nationals scale is 143,760 hands and 718,800 lines; how it is kept fast (two statements, the
driver's own tuples, the lines streamed, the garbage collector paused) is in the docstrings
below and docs/statistics.md, "Rating".
"""

from __future__ import annotations

import functools
import gc
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from functools import partial
from itertools import chain, groupby
from operator import itemgetter
from typing import Any, NamedTuple, TypeVar

from sqlalchemy import (
    ColumnElement,
    Integer,
    Select,
    String,
    case,
    null,
    select,
    type_coerce,
)
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.store.models import Event, EventSession, GameTable, Hand, HandResult, Round
from sheepshead_scorer.tournament.rating import Line, RatedLine
from sheepshead_scorer.tournament.rows import Role, Tier

__all__ = [
    "RATED_ROLES",
    "PlayKey",
    "ReadHand",
    "collector_paused",
    "hands_in_order",
    "read_hands",
    "season_nights",
]

PlayKey = tuple[date, int, int, int, int, int, int]
"""A hand's place in play order: date, event, session, round, table, hand number, id."""

RATED_ROLES = tuple(r.value for r in (
    Role.PICKER, Role.PARTNER, Role.DEFENDER, Role.LEASTER, Role.TEAM,
))

_HAND_COLUMNS = (
    Hand.id, Hand.version, Event.held_on, Event.id, EventSession.number, Round.number,
    GameTable.number, Hand.number,
)
# a line in the engine's field order (``tournament.rating.Line``), its hand last; the points
# only where a match reads them (a leaster's and a Sheep Head hand's lines: 0.15 s less CPU
# for a Nationals read than making a text for each of the 718,800 lines)
_LINE_COLUMNS = (
    HandResult.player_id, HandResult.seat, HandResult.role,
    case(
        (HandResult.role.in_((Role.LEASTER.value, Role.TEAM.value)),
         type_coerce(HandResult.points, String())),
        else_=null(),
    ),
    type_coerce(HandResult.picker_side_won, Integer()),
    type_coerce(HandResult.leaster_won, Integer()), HandResult.hand_id,
)
_Query = TypeVar("_Query", bound=Select[*tuple[Any, ...]])


class ReadHand(NamedTuple):
    key: PlayKey
    version: int
    lines: tuple[Line, ...]


def _joined(query: _Query) -> _Query:
    return (
        query.join(Round, Round.id == Hand.round_id)
        .join(EventSession, EventSession.id == Round.session_id)
        .join(GameTable, GameTable.id == Hand.table_id)
        .join(Event, Event.id == Round.event_id)
    )


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused for a full read and rating: they make about a
    million small tuples and lists, none of them in a cycle, and the collector's passes over
    the growing heap took more than half of a Nationals recompute's CPU (2.3 s of 3.9 s)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _rows(session: Session, query: Select[*tuple[Any, ...]], plain: bool) -> Iterator[Any]:
    """The rows of ``query``, streamed. ``plain`` (a statement with no bound values): the
    driver's own tuples, without SQLAlchemy's row objects — over the 862,560 rows of a
    Nationals event's full read they cost about 0.5 s of CPU."""
    connection = session.connection()
    if not plain:
        yield from connection.execute(query)
        return
    sql = str(query.compile(dialect=connection.dialect, compile_kwargs={"literal_binds": True}))
    cursor = connection.connection.cursor()
    try:
        cursor.execute(sql)
        yield from chain.from_iterable(iter(partial(cursor.fetchmany, 10_000), []))
    finally:
        cursor.close()


def hands_in_order(session: Session, where: ColumnElement[bool] | None) -> list[Any]:
    """Every hand (matching ``where``) in play order: id, version, date, event, session,
    round, table and hand number."""
    query = _joined(select(*_HAND_COLUMNS)).order_by(
        Event.held_on, Event.id, EventSession.number, Round.number, GameTable.number,
        Hand.number, Hand.id,
    )
    if where is not None:
        query = query.where(where)
    return list(_rows(session, query, where is None))


def read_hands(
    session: Session, where: ColumnElement[bool] | None, hands: list[Any] | None = None
) -> Iterator[ReadHand]:
    """Every hand (matching ``where``; ``hands`` when already read) in play order with its
    rated lines (the roles a match is made of: a sitting-out dealer's line is no part of one)
    as the driver gives them.

    Two statements, not one: the hands in play order (one row a hand), and their lines in
    the order of ``hand_results``' own (hand, seat) index, which needs no sort. Joined and
    sorted in play order, the 718,800 lines of a Nationals event took SQLite 1.0 s of CPU,
    the two 0.45 s (docs/statistics.md, "Rating"). The lines are streamed and a hand's are
    kept only until it is rated: hands are mostly entered in play order, so few wait (all of
    them at worst)."""
    if hands is None:
        hands = hands_in_order(session, where)
    if not hands:
        return
    query = select(*_LINE_COLUMNS).where(HandResult.role.in_(RATED_ROLES)).order_by(
        HandResult.hand_id, HandResult.seat
    )
    if where is not None:
        query = _joined(query.join(Hand, Hand.id == HandResult.hand_id)).where(where)
    groups = groupby(_rows(session, query, where is None), itemgetter(6))
    waiting: dict[int, tuple[Line, ...]] = {}
    read_to = -1  # the highest hand id whose lines were read
    no_lines: tuple[Line, ...] = ()
    day = _day
    more = True
    for hand, version, held_on, event, sess, rnd, table, number in hands:
        while more and read_to < hand:
            found = next(groups, None)
            if found is None:
                more = False
            else:
                read_to = found[0]
                waiting[read_to] = tuple(found[1])
        yield ReadHand(
            (day(held_on), event, sess, rnd, table, number, hand), version,
            waiting.pop(hand, no_lines),
        )


@functools.lru_cache(maxsize=1024)
def _day(value: date | str) -> date:
    """An event's date as a ``date`` (SQLite's driver gives the stored ``YYYY-MM-DD``)."""
    return value if isinstance(value, date) else date.fromisoformat(value)


def season_nights(ctx: Context) -> list[tuple[int, int, tuple[tuple[RatedLine, ...], ...]]]:
    """Every league night's hands (season id, event id, its hands' lines — every line, a
    sitting-out dealer's too), in play order: what the rating's back-test replays
    (``tournament/rating_backtest.py``)."""
    query = _joined(
        select(
            Event.season_id, Event.id, Hand.id, HandResult.player_id, HandResult.seat,
            HandResult.role, HandResult.points, HandResult.picker_side_won,
            HandResult.leaster_won, HandResult.tier,
        ).join(Hand, Hand.id == HandResult.hand_id)
    ).where(Event.season_id.is_not(None)).order_by(
        Event.held_on, Event.id, EventSession.number, Round.number, GameTable.number,
        Hand.number, Hand.id, HandResult.seat,
    )
    nights: dict[int, tuple[int, list[tuple[RatedLine, ...]]]] = {}
    with transaction(ctx) as session:
        rows = session.connection().execute(query).all()
    for (season, event, _), lines in groupby(rows, itemgetter(0, 1, 2)):
        nights.setdefault(event, (int(season or 0), []))[1].append(tuple(
            RatedLine(player, seat, Role(role), points, side_won, bool(leaster_won),
                      None if tier is None else Tier(tier))
            for *_, player, seat, role, points, side_won, leaster_won, tier in lines
        ))
    return [(season, event, tuple(hands)) for event, (season, hands) in nights.items()]
