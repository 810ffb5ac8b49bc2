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

import threading
import weakref
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import date

from sqlalchemy import ColumnElement, and_, or_, select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from sheepshead_scorer.ids import PlayerId
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.standings.standings_load import changed_since
from sheepshead_scorer.store.models import Event, EventSession, GameTable, Hand, HandResult, Round
from sheepshead_scorer.tournament.rating import (
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

_COLUMNS = (
    Event.held_on, Event.id, EventSession.number, Round.number, GameTable.number, Hand.number,
    Hand.id, Hand.version, HandResult.player_id, HandResult.seat, HandResult.role,
    HandResult.points, HandResult.picker_side_won, HandResult.leaster_won, HandResult.tier,
)


@dataclass(frozen=True, slots=True)
class _ReadHand:
    key: PlayKey
    version: int
    lines: tuple[RatedLine, ...]


def _read(session: Session, where: ColumnElement[bool] | None) -> Iterator[_ReadHand]:
    """Every hand's lines (matching ``where``) in play order: one query, streamed."""
    query = (
        select(*_COLUMNS)
        .join(Hand, Hand.id == HandResult.hand_id)
        .join(Round, Round.id == Hand.round_id)
        .join(EventSession, EventSession.id == Round.session_id)
        .join(GameTable, GameTable.id == Hand.table_id)
        .join(Event, Event.id == Round.event_id)
        .order_by(
            Event.held_on, Event.id, EventSession.number, Round.number, GameTable.number,
            Hand.number, Hand.id, HandResult.seat,
        )
    )
    if where is not None:
        query = query.where(where)
    key: PlayKey | None = None
    version = 0
    lines: list[RatedLine] = []
    rows = session.execute(query.execution_options(yield_per=2000))
    for (held_on, event, sess, rnd, table, number, hand, hand_version, player, seat, role,
         points, side_won, leaster_won, tier) in rows:
        if key is None or key[6] != hand:
            if key is not None:
                yield _ReadHand(key, version, tuple(lines))
            key, version, lines = (held_on, event, sess, rnd, table, number, hand), hand_version, []
        lines.append(RatedLine(
            player_id=player, seat=seat, role=Role(role), points=points,
            picker_side_won=side_won, leaster_won=bool(leaster_won),
            tier=None if tier is None else Tier(tier),
        ))
    if key is not None:
        yield _ReadHand(key, version, tuple(lines))


def _rated_players(lines: Iterable[RatedLine]) -> list[int]:
    return [line.player_id for line in lines if line.role.value in _RATED_ROLES]


_MOST_NEW = 1000
"""More new hands than this in one refresh are read with everything else (a rebuild)."""

EventMark = tuple[date, int, int]
"""An event's date, ``tally_revision`` and ``tally_resets`` as last seen."""


@dataclass
class _Print:
    """A player's rated hands in one event, as last rated: count, sums of ids and versions,
    the highest id."""

    count: int = 0
    ids: int = 0
    versions: int = 0
    top: int = 0

    def add(self, hand: int, version: int) -> None:
        self.count += 1
        self.ids += hand
        self.versions += version
        self.top = max(self.top, hand)


@dataclass
class _Kept:
    """One database's ratings as last refreshed (see the module's docstring)."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    engine: RatingEngine | None = None
    events: dict[int, EventMark] = field(default_factory=dict)
    prints: dict[tuple[int, int], _Print] = field(default_factory=dict)
    last: dict[int, PlayKey] = field(default_factory=dict)
    before: dict[int, tuple[tuple[tuple[int, EventMark], ...], dict[int, PlayerRating]]] = (
        field(default_factory=dict)
    )

    def apply(self, hand: _ReadHand) -> None:
        assert self.engine is not None
        self.engine.rate(hand.lines)
        for player in _rated_players(hand.lines):
            self.prints.setdefault((hand.key[1], player), _Print()).add(hand.key[6], hand.version)
            self.last[player] = hand.key

    def rebuild(self, session: Session, marks: dict[int, EventMark]) -> None:
        self.engine, self.events = RatingEngine(), marks
        self.prints, self.last = {}, {}
        for hand in _read(session, None):
            self.apply(hand)

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
        now: dict[int, _Print] = defaultdict(_Print)
        new_ids: set[int] = set()
        for player, hand, version in rows:
            seen = self.prints.get((event, player))
            if seen is None or hand > seen.top:
                new_ids.add(hand)
            else:
                now[player].add(hand, version)
        for player in players:
            seen = self.prints.get((event, player), _Print())
            mine = now.get(player, _Print())
            if (mine.count, mine.ids, mine.versions) != (seen.count, seen.ids, seen.versions):
                return None
        if len(new_ids) > _MOST_NEW:  # a whole event arrived at once: rate everything again
            return None
        return list(_read(session, Hand.id.in_(new_ids))) if new_ids else []


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
    earlier = _earlier(session, before_event)
    marks = tuple(sorted(
        (e, (held_on, revision, resets))
        for e, held_on, revision, resets in session.execute(
            select(Event.id, Event.held_on, Event.tally_revision, Event.tally_resets)
            .where(earlier)
        )
    ))
    found = kept.before.get(before_event)
    if found is not None and found[0] == marks:
        return found[1]
    rated = rate_hands(hand.lines for hand in _read(session, earlier))
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
        return rate_hands(hand.lines for hand in _read(session, where))


def season_nights(ctx: Context) -> list[tuple[int, int, tuple[tuple[RatedLine, ...], ...]]]:
    """Every league night's hands (season id, event id, its hands' lines), in play order:
    what the rating's back-test replays (``tournament/rating_backtest.py``)."""
    with transaction(ctx) as session:
        seasons = {
            event: int(season or 0) for event, season in session.execute(
                select(Event.id, Event.season_id).where(Event.season_id.is_not(None))
            )
        }
        hands = _read(session, Event.season_id.is_not(None))
    nights: dict[int, list[tuple[RatedLine, ...]]] = {}
    for hand in hands:
        nights.setdefault(hand.key[1], []).append(hand.lines)
    return [(seasons[event], event, tuple(lines)) for event, lines in nights.items()]
