"""Every player's Sheepshead rating from every hand in the database (issue 29).

``player_ratings(ctx, before_event=None)`` rates the hands in play order (events by date,
then id; then session, round, table, hand number) with the pure engine
(``tournament/rating.py``), in one read-only transaction. ``before_event`` rates only the
hands of the events played before that event (earlier date, or the same date and created
earlier): what a prize flight fixed at the event's start sees.

**Kept, not recomputed** (``_Kept``, one per database engine in this process): a new hand
costs one openskill update. The signal is the standings' own: every change to an event's
hands moves its ``tally_revision`` and stamps the tally rows of the players it touched; a
merge (or a night's correction) moves ``tally_resets``. A refresh reads the events' revisions
(one query); for an event that moved, the players whose tallies moved since
(``standings_load.changed_since``) and those players' rated hands in the event (ids and
versions). When their earlier hands are exactly the ones already rated (count, ids and
versions: an edit, a rescore, a renumbering and a deletion all change them) the new hands are
applied — if none of their players has a rated hand later in play order (hands of different
tables of one round touch different players, so their order does not matter). Anything else
(an edit, a deletion, a merge, an event dated anew or deleted, a hand that belongs before one
already rated) rates every hand again from scratch. Either way the answer is the same as a
full recompute (``tests/statistics/test_rating_service.py`` checks it).
"""

from __future__ import annotations

import functools
import gc
import threading
import weakref
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date
from itertools import groupby
from operator import itemgetter
from typing import Any, NamedTuple, TypeVar

from sqlalchemy import (
    ColumnElement,
    Integer,
    Select,
    String,
    and_,
    case,
    null,
    or_,
    select,
    type_coerce,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from sheepshead_scorer.ids import PlayerId
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.standings.standings_load import changed_since
from sheepshead_scorer.store.models import Event, EventSession, GameTable, Hand, HandResult, Round
from sheepshead_scorer.tournament.rating import (
    Line,
    PlayerRating,
    RatedLine,
    RatingEngine,
    rate_hands,
)
from sheepshead_scorer.tournament.rows import Role, Tier

__all__ = ["player_ratings", "recompute_ratings"]

PlayKey = tuple[date, int, int, int, int, int, int]
"""A hand's place in play order: date, event, session, round, table, hand number, id."""

_RATED_ROLES = tuple(r.value for r in (
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


class _ReadHand(NamedTuple):
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
def _collector_paused() -> Iterator[None]:
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
        while rows := cursor.fetchmany(10_000):
            yield from rows
    finally:
        cursor.close()


def _hands(session: Session, where: ColumnElement[bool] | None) -> list[Any]:
    """Every hand (matching ``where``) in play order: id, version, date, event, session,
    round, table and hand number."""
    query = _joined(select(*_HAND_COLUMNS)).order_by(
        Event.held_on, Event.id, EventSession.number, Round.number, GameTable.number,
        Hand.number, Hand.id,
    )
    if where is not None:
        query = query.where(where)
    return list(_rows(session, query, where is None))


def _read(
    session: Session, where: ColumnElement[bool] | None, hands: list[Any] | None = None
) -> Iterator[_ReadHand]:
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
        hands = _hands(session, where)
    if not hands:
        return
    query = select(*_LINE_COLUMNS).where(HandResult.role.in_(_RATED_ROLES)).order_by(
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
        yield _ReadHand(
            (day(held_on), event, sess, rnd, table, number, hand), version,
            waiting.pop(hand, no_lines),
        )


@functools.lru_cache(maxsize=1024)
def _day(value: date | str) -> date:
    """An event's date as a ``date`` (SQLite's driver gives the stored ``YYYY-MM-DD``)."""
    return value if isinstance(value, date) else date.fromisoformat(value)


def _rated_players(lines: Iterable[Line]) -> list[int]:
    return [line[0] for line in lines]  # the read gives only the rated roles' lines


_MOST_NEW = 1000
"""More new hands than this in one refresh are read with everything else (a rebuild)."""

EventMark = tuple[date, int, int]
"""An event's date, ``tally_revision`` and ``tally_resets`` as last seen."""

HandMark = tuple[int, int]
"""A rated hand's id and version."""


def _print(hands: Iterable[HandMark]) -> tuple[int, int, int]:
    """A player's rated hands in one event: their count and the sums of their ids and
    versions (an edit, a rescore, a renumbering and a deletion all change it)."""
    count = ids = versions = 0
    for hand, version in hands:
        count += 1
        ids += hand
        versions += version
    return count, ids, versions


@dataclass
class _Kept:
    """One database's ratings as last refreshed (see the module's docstring)."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    engine: RatingEngine | None = None
    events: dict[int, EventMark] = field(default_factory=dict)
    # per event, per player: the rated hands (id, version), in the order rated
    hands: dict[int, dict[int, list[HandMark]]] = field(default_factory=dict)
    last: dict[int, PlayKey] = field(default_factory=dict)
    before: dict[int, tuple[tuple[tuple[int, EventMark], ...], dict[int, PlayerRating]]] = (
        field(default_factory=dict)
    )

    def apply(self, hand: _ReadHand) -> None:
        assert self.engine is not None
        self.engine.rate(hand.lines)
        mine = self.hands.setdefault(hand.key[1], {})
        mark = (hand.key[6], hand.version)
        for player in _rated_players(hand.lines):
            mine.setdefault(player, []).append(mark)
            self.last[player] = hand.key

    def rebuild(self, session: Session, marks: dict[int, EventMark]) -> None:
        with _collector_paused():
            self._rebuild(session, marks)

    def _rebuild(self, session: Session, marks: dict[int, EventMark]) -> None:
        engine = self.engine = RatingEngine()
        self.events, self.hands, self.last, self.before = marks, {}, {}, {}
        rate = engine.rate
        last = self.last
        hands = _hands(session, None)
        newest = hands[-1][3] if hands else None
        event: int | None = None
        mine: dict[int, list[HandMark]] = {}
        for hand in _read(session, None, hands):
            key = hand.key
            if key[1] != event:
                event = key[1]
                mine = self.hands.setdefault(event, {})
                if event == newest:
                    # the newest event's before_event answer (a flight fixed at its start)
                    self.before[event] = (_earlier_marks(marks, event), engine.copy_ratings())
            rate(hand.lines)
            mark = (key[6], hand.version)
            for line in hand.lines:  # the read gives only the rated roles' lines
                player = line[0]
                found = mine.get(player)
                if found is None:
                    mine[player] = [mark]
                else:
                    found.append(mark)
                last[player] = key

    def refresh(self, session: Session) -> None:
        marks = _marks(session)
        if self.engine is None or any(
            event not in marks or marks[event][0] != mark[0] or marks[event][2] != mark[2]
            for event, mark in self.events.items()
        ):
            self.rebuild(session, marks)
            return
        fresh: list[_ReadHand] = []
        for event, mark in marks.items():
            seen = self.events.get(event)
            if seen is not None and seen[1] == mark[1]:
                continue
            new = self._new_hands(session, event, 0 if seen is None else seen[1])
            if new is None:
                self.rebuild(session, marks)
                return
            fresh += new
        for hand in sorted(fresh, key=lambda h: h.key):
            if any(self.last.get(p, hand.key) > hand.key for p in _rated_players(hand.lines)):
                self.rebuild(session, marks)  # it belongs before a hand already rated
                return
            self.apply(hand)
        self.events = marks

    def _new_hands(self, session: Session, event: int, revision: int) -> list[_ReadHand] | None:
        """The event's hands not rated yet, or ``None`` when a rated hand changed."""
        resets, changed = changed_since(session, event, revision)
        if resets is None:
            return None
        players = {player for player, _ in changed}
        if not players:
            return []
        rows = session.execute(
            select(HandResult.player_id, Hand.id, Hand.version)
            .join(Hand, Hand.id == HandResult.hand_id)
            .join(Round, Round.id == Hand.round_id)
            .where(
                Round.event_id == event, HandResult.player_id.in_(players),
                HandResult.role.in_(_RATED_ROLES),
            )
        ).all()
        rated = self.hands.get(event, {})
        tops = {player: max((hand for hand, _ in rated.get(player, ())), default=None)
                for player in players}
        now: dict[int, list[HandMark]] = defaultdict(list)
        new_ids: set[int] = set()
        for player, hand, version in rows:
            top = tops[player]
            if top is None or hand > top:
                new_ids.add(hand)
            else:
                now[player].append((hand, version))
        for player in players:
            if _print(now.get(player, ())) != _print(rated.get(player, ())):
                return None
        if len(new_ids) > _MOST_NEW:  # a whole event arrived at once: rate everything again
            return None
        return list(_read(session, Hand.id.in_(new_ids))) if new_ids else []


def _earlier_marks(
    marks: Mapping[int, EventMark], event: int
) -> tuple[tuple[int, EventMark], ...]:
    """The marks of the events played before ``event`` (earlier date, or the same date and an
    earlier id), in id order: what a kept ``before_event`` answer was computed from."""
    held_on = marks[event][0]
    return tuple(sorted(
        (e, mark) for e, mark in marks.items() if (mark[0], e) < (held_on, event)
    ))


def _marks(session: Session) -> dict[int, EventMark]:
    return {
        event: (held_on, revision, resets)
        for event, held_on, revision, resets in session.execute(
            select(Event.id, Event.held_on, Event.tally_revision, Event.tally_resets)
        )
    }


_KEPT: weakref.WeakKeyDictionary[Engine, _Kept] = weakref.WeakKeyDictionary()
_KEPT_LOCK = threading.Lock()


def _kept(engine: Engine) -> _Kept:
    with _KEPT_LOCK:
        found = _KEPT.get(engine)
        if found is None:
            found = _KEPT[engine] = _Kept()
        return found


def _typed(rated: Mapping[int, PlayerRating]) -> dict[PlayerId, PlayerRating]:
    return {PlayerId(player): rating for player, rating in rated.items()}


def _earlier(session: Session, before_event: int) -> ColumnElement[bool]:
    """The events played before ``before_event``: an earlier date, or the same date and an
    earlier id."""
    event = get(session, Event, before_event, "event")
    return or_(
        Event.held_on < event.held_on,
        and_(Event.held_on == event.held_on, Event.id < event.id),
    )


def _before(session: Session, kept: _Kept, before_event: int) -> dict[int, PlayerRating]:
    """The ratings from the events played before ``before_event``: the kept ratings when no
    rated hand is in that event or a later one (a flight fixed at the start of the newest
    event), the ratings kept at that event's first hand when it is the newest event with
    hands (and nothing before it moved since), else rated afresh from the earlier events."""
    get(session, Event, before_event, "event")
    kept.refresh(session)
    assert kept.engine is not None
    marks = _earlier_marks(kept.events, before_event)
    earlier = {event for event, _ in marks}
    if all(event in earlier for event in kept.hands):
        return kept.engine.ratings()
    found = kept.before.get(before_event)
    if found is not None and found[0] == marks:
        return found[1]
    with _collector_paused():
        rated = rate_hands(hand.lines for hand in _read(session, _earlier(session, before_event)))
    kept.before[before_event] = (marks, rated)
    return rated


def player_ratings(
    ctx: Context, *, before_event: int | None = None
) -> Mapping[PlayerId, PlayerRating]:
    """Every player with at least one rated hand, rated from the hands in play order."""
    kept = _kept(ctx.engine)
    with kept.lock, transaction(ctx) as session:
        if before_event is not None:
            return _typed(_before(session, kept, before_event))
        kept.refresh(session)
        assert kept.engine is not None
        return _typed(kept.engine.ratings())


def recompute_ratings(ctx: Context, *, before_event: int | None = None) -> dict[int, PlayerRating]:
    """The ratings rated afresh from every hand (nothing kept): what the kept answer must equal
    (the tests and the benchmark's full recompute)."""
    with transaction(ctx) as session:
        where = None
        if before_event is not None:
            where = _earlier(session, before_event)
        with _collector_paused():
            return rate_hands(hand.lines for hand in _read(session, where))


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
