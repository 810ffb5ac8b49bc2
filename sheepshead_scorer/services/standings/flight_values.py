"""The number that orders players into prize flights, read inside the caller's transaction.

* **rating**: the Sheepshead rating (``PlayerRating.rating``) from every hand of the events
  played before this one (earlier date, or the same date and created earlier), rated by the
  pure engine in play order — the same figure ``Services.player_ratings(before_event=…)``
  gives (a test holds them equal); a player needs ``min_hands`` rated hands to have one.
* **results**: game points per hand over the same earlier events (each event's total,
  penalties left out, divided by the hands played there; events kept as score-sheet totals
  only have no hands and do not count); a player needs ``min_hands`` hands.

A player below ``min_hands`` has no history (``None``).

The ratings before an event are the rating service's own (``ratings.ratings_before``: the
same reader and the same kept answer as ``Services.player_ratings(before_event=…)``), read
inside the caller's transaction; a late check-in after the start costs no second rating.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction

from sqlalchemy import and_, or_, select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.standings.ratings import ratings_before
from sheepshead_scorer.store.models import Event, TallyRow
from sheepshead_scorer.store.models_scoring import TallyScope
from sheepshead_scorer.tournament.flights import FlightBasis, FlightSplit


def _earlier(event: Event) -> object:
    return or_(
        Event.held_on < event.held_on,
        and_(Event.held_on == event.held_on, Event.id < event.id),
    )


def _ratings(
    session: Session, event: Event, players: Iterable[int], min_hands: int,
) -> dict[int, Fraction | None]:
    rated = ratings_before(session, event.id)
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
