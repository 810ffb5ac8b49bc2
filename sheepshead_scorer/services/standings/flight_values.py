"""The number that orders players into prize flights, read inside the caller's transaction.

* **rating**: the Sheepshead rating (``PlayerRating.rating``) from every hand of the events
  played before this one (earlier date, or the same date and created earlier), rated by the
  pure engine in play order — the same figure ``Services.player_ratings(before_event=…)``
  gives (a test holds them equal); a player needs ``min_hands`` rated hands to have one.
* **results**: game points per hand over the same earlier events (each event's total,
  penalties left out, divided by the hands played there; events kept as score-sheet totals
  only have no hands and do not count); a player needs ``min_hands`` hands.

A player below ``min_hands`` has no history (``None``).

The ratings before an event are kept per database and event while no earlier event changed
(their dates, tally revisions and resets, as ``services/statistics/ratings.py`` keeps its own), so
the late check-ins after the start do not rate every earlier hand again; the first read
(the event's start) does.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterable, Iterator, Mapping, Sequence
from fractions import Fraction

from sqlalchemy import Engine, and_, or_, select
from sqlalchemy.orm import Session

from sheepshead_scorer.store.models import (
    Event,
    EventSession,
    GameTable,
    Hand,
    HandResult,
    Round,
    TallyRow,
)
from sheepshead_scorer.store.models_scoring import TallyScope
from sheepshead_scorer.tournament.flights import FlightBasis, FlightSplit
from sheepshead_scorer.tournament.rating import PlayerRating, RatedLine, rate_hands
from sheepshead_scorer.tournament.rows import Role, Tier


def _earlier(event: Event) -> object:
    return or_(
        Event.held_on < event.held_on,
        and_(Event.held_on == event.held_on, Event.id < event.id),
    )


def _rated_hands(session: Session, event: Event) -> Iterator[Sequence[RatedLine]]:
    query = (
        select(
            HandResult.hand_id, HandResult.player_id, HandResult.seat, HandResult.role,
            HandResult.points, HandResult.picker_side_won, HandResult.leaster_won,
            HandResult.tier,
        )
        .join(Hand, Hand.id == HandResult.hand_id)
        .join(Round, Round.id == Hand.round_id)
        .join(EventSession, EventSession.id == Round.session_id)
        .join(GameTable, GameTable.id == Hand.table_id)
        .join(Event, Event.id == Round.event_id)
        .where(_earlier(event))  # type: ignore[arg-type]
        .order_by(
            Event.held_on, Event.id, EventSession.number, Round.number, GameTable.number,
            Hand.number, Hand.id, HandResult.seat,
        )
    )
    current: int | None = None
    lines: list[RatedLine] = []
    for hand, player, seat, role, points, side_won, leaster_won, tier in session.execute(query):
        if hand != current:
            if lines:
                yield lines
            current, lines = hand, []
        lines.append(RatedLine(
            player_id=player, seat=seat, role=Role(role), points=points,
            picker_side_won=side_won, leaster_won=bool(leaster_won),
            tier=None if tier is None else Tier(tier),
        ))
    if lines:
        yield lines


_Marks = tuple[tuple[int, int, int, int], ...]
_KEPT: weakref.WeakKeyDictionary[Engine, dict[int, tuple[_Marks, dict[int, PlayerRating]]]] = (
    weakref.WeakKeyDictionary()
)
_LOCK = threading.Lock()


def _rated_before(session: Session, event: Event) -> dict[int, PlayerRating]:
    """Every player's rating from the hands before ``event`` (kept while nothing earlier
    changed)."""
    marks: _Marks = tuple(sorted(
        (e, held_on.toordinal(), revision, resets)
        for e, held_on, revision, resets in session.execute(
            select(Event.id, Event.held_on, Event.tally_revision, Event.tally_resets)
            .where(_earlier(event))  # type: ignore[arg-type]
        )
    ))
    engine = session.get_bind()
    with _LOCK:
        kept = _KEPT.setdefault(engine, {}) if isinstance(engine, Engine) else {}
        found = kept.get(event.id)
        if found is not None and found[0] == marks:
            return found[1]
    rated = rate_hands(_rated_hands(session, event))
    with _LOCK:
        kept[event.id] = (marks, rated)
    return rated


def _ratings(
    session: Session, event: Event, players: Iterable[int], min_hands: int,
) -> dict[int, Fraction | None]:
    rated = _rated_before(session, event)
    values: dict[int, Fraction | None] = {}
    for player in players:
        rating = rated.get(player)
        has = rating is not None and rating.hands >= max(min_hands, 1)
        values[player] = Fraction(rating.rating) if has and rating is not None else None
    return values


def _results(
    session: Session, event: Event, players: Iterable[int], min_hands: int,
) -> dict[int, Fraction | None]:
    wanted = set(players)
    points: dict[int, Fraction] = {}
    hands: dict[int, int] = {}
    rows = session.execute(
        select(
            TallyRow.player_id, TallyRow.points_num, TallyRow.points_den,
            TallyRow.penalty_num, TallyRow.penalty_den, TallyRow.hands_played,
        )
        .join(Event, Event.id == TallyRow.event_id)
        .where(TallyRow.scope == TallyScope.EVENT, _earlier(event))  # type: ignore[arg-type]
        .where(TallyRow.player_id.in_(wanted))
    )
    for player, num, den, pen_num, pen_den, played in rows:
        if not played:
            continue
        points[player] = points.get(player, Fraction(0)) + Fraction(num, den) - Fraction(
            pen_num, pen_den
        )
        hands[player] = hands.get(player, 0) + played
    return {
        player: points[player] / hands[player]
        if hands.get(player, 0) >= max(min_hands, 1) else None
        for player in wanted
    }


def flight_values(
    session: Session, event: Event, split: FlightSplit, players: Iterable[int],
) -> Mapping[int, Fraction | None]:
    """Each of ``players``' number under ``split.basis`` before ``event`` (``None``: no
    history)."""
    read = _ratings if split.basis == FlightBasis.RATING else _results
    return read(session, event, list(players), split.min_hands)
