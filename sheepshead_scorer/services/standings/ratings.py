"""Every player's Sheepshead rating from every hand in the database (issue 29).

``player_ratings(ctx, before_event=None)`` rates the hands in play order (events by date,
then id; then session, round, table, hand number) with the pure engine
(``tournament/rating.py``), in one read-only transaction. ``before_event`` rates only the
hands of the events played before that event (earlier date, or the same date and created
earlier): what a prize flight fixed at the event's start sees.

**Kept, not recomputed** (``_Kept``, one per database engine in this process): a new hand
costs one update of the engine. The signal is the standings' own: every change to an event's
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
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date

from sqlalchemy import ColumnElement, and_, or_, select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from sheepshead_scorer.ids import PlayerId
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.standings.rating_read import (
    RATED_ROLES,
    PlayKey,
    ReadHand,
    collector_paused,
    hands_in_order,
    read_hands,
    season_nights,
)
from sheepshead_scorer.services.standings.standings_load import changed_since
from sheepshead_scorer.store.models import Event, Hand, HandResult, Round
from sheepshead_scorer.tournament.rating import Line, PlayerRating, RatingEngine, rate_hands

__all__ = ["player_ratings", "ratings_before", "recompute_ratings", "season_nights"]


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

    def apply(self, hand: ReadHand) -> None:
        assert self.engine is not None
        self.engine.rate(hand.lines)
        mine = self.hands.setdefault(hand.key[1], {})
        mark = (hand.key[6], hand.version)
        for player in _rated_players(hand.lines):
            mine.setdefault(player, []).append(mark)
            self.last[player] = hand.key

    def rebuild(self, session: Session, marks: dict[int, EventMark]) -> None:
        with collector_paused():
            self._rebuild(session, marks)

    def _rebuild(self, session: Session, marks: dict[int, EventMark]) -> None:
        engine = self.engine = RatingEngine()
        self.events, self.hands, self.last, self.before = marks, {}, {}, {}
        rate = engine.rate
        last = self.last
        hands = hands_in_order(session, None)
        newest = hands[-1][3] if hands else None
        event: int | None = None
        mine: dict[int, list[HandMark]] = {}
        for hand in read_hands(session, None, hands):
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
        fresh: list[ReadHand] = []
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

    def _new_hands(self, session: Session, event: int, revision: int) -> list[ReadHand] | None:
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
                HandResult.role.in_(RATED_ROLES),
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
        return list(read_hands(session, Hand.id.in_(new_ids))) if new_ids else []


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
    with collector_paused():
        where = _earlier(session, before_event)
        rated = rate_hands(hand.lines for hand in read_hands(session, where))
    kept.before[before_event] = (marks, rated)
    return rated


def ratings_before(session: Session, event_id: int) -> Mapping[int, PlayerRating]:
    """The ratings from the events played before ``event_id``, read inside the caller's
    transaction (a prize flight fixed when the event's first round is published, a late
    check-in placed by the fixed bounds): the same kept answer as
    ``player_ratings(before_event=event_id)``, not a second reader or cache."""
    bind = session.get_bind()
    if not isinstance(bind, Engine):  # a connection-bound session (a test's): no keeping
        with collector_paused():
            return rate_hands(
                hand.lines for hand in read_hands(session, _earlier(session, event_id))
            )
    kept = _kept(bind)
    with kept.lock:
        return _before(session, kept, event_id)


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
        with collector_paused():
            return rate_hands(hand.lines for hand in read_hands(session, where))
