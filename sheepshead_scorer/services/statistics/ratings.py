"""Every player's Sheepshead rating from every hand in the database (issue 29).

``player_ratings(ctx, before_event=None)`` reads the hands' few rated columns in play order
(events by date, then id; then session, round, table, hand number) in one read-only
transaction and hands them to the pure engine (``tournament/rating.py``). ``before_event``
rates only the hands of the events played before that event (earlier date, or the same date
and created earlier): what a prize flight fixed at the event's start sees.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from sqlalchemy import and_, or_, select
from sqlalchemy.orm import Session

from sheepshead_scorer.ids import PlayerId
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.store.models import Event, EventSession, GameTable, Hand, HandResult, Round
from sheepshead_scorer.tournament.rating import PlayerRating, RatedLine, rate_hands
from sheepshead_scorer.tournament.rows import Role, Tier

__all__ = ["player_ratings"]

_COLUMNS = (
    HandResult.hand_id, HandResult.player_id, HandResult.seat, HandResult.role,
    HandResult.points, HandResult.picker_side_won, HandResult.leaster_won, HandResult.tier,
)


def _hands(session: Session, event_filter: object = None) -> Iterator[Sequence[RatedLine]]:
    """Each rated-role hand's lines, in play order."""
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
    if event_filter is not None:
        query = query.where(event_filter)  # type: ignore[arg-type]
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


def player_ratings(
    ctx: Context, *, before_event: int | None = None
) -> Mapping[PlayerId, PlayerRating]:
    """Every player with at least one rated hand, rated from the hands in play order."""
    with transaction(ctx) as session:
        event_filter = None
        if before_event is not None:
            event = get(session, Event, before_event, "event")
            event_filter = or_(
                Event.held_on < event.held_on,
                and_(Event.held_on == event.held_on, Event.id < event.id),
            )
        rated = rate_hands(_hands(session, event_filter))
    return {PlayerId(player): rating for player, rating in rated.items()}
