"""``Services``' prize flights: how an event splits its players into flights, and fixing
them when the event starts (issue 29). The flights are fixed by ``publish_round`` (the
event's first round) and a late player's by ``check_in``; the split and prizes are edited
with the event (``update_event``'s prize scheme)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services.core.context import Context

if TYPE_CHECKING:
    from sheepshead_scorer.services.core.changes import Changes


@dataclass(frozen=True)
class EventFlights:
    """An event's flights as the desk shows them: the names ("A", "B", "C"), whether they are
    fixed, the bounds fixed at the start (highest first; empty before, or when nobody had a
    history) and each registered player's flight."""

    names: tuple[str, ...]
    fixed: bool
    bounds: tuple[Fraction, ...]
    by_player: Mapping[PlayerId, str]
    provisional: Mapping[PlayerId, str] = field(default_factory=dict)
    """Before the start: each checked-in player's flight by the current settings, split as
    it will be fixed when the first round is published (empty once fixed)."""


class FlightActions:
    """Prize flights over ``self._ctx``."""

    _ctx: Context

    def event_flights(self, event_id: EventId) -> EventFlights:
        """The event's flights (no names when it pays none)."""
        from sheepshead_scorer.services.core.context import transaction
        from sheepshead_scorer.services.core.lookup import get
        from sheepshead_scorer.services.standings import flight_fixing, flight_scheme
        from sheepshead_scorer.store.models import Event

        with transaction(self._ctx) as session:
            event = get(session, Event, event_id, "event")
            scheme = flight_scheme.flight_scheme(event.prize_scheme)
            fixed = flight_scheme.fixed_flights(event.prize_scheme)
            provisional = (
                flight_fixing.provisional_flights(session, event)
                if scheme is not None and fixed is None else {}
            )
            return EventFlights(
                () if scheme is None else scheme.names, fixed is not None,
                () if fixed is None else fixed.bounds,
                {PlayerId(p): f for p, f in flight_fixing.flights_of(session, event_id).items()},
                {PlayerId(p): f for p, f in provisional.items()},
            )

    def check_prize_scheme(self, scheme: Mapping[str, Any], sessions: int) -> None:
        """Refuse a prize scheme that cannot be paid (over 100 % of the pool, a senseless
        setting) the way saving the event would: the event dialog asks at Save."""
        from sheepshead_scorer.services.standings.event_prizes import check_prize_scheme

        check_prize_scheme(scheme, sessions)

    def move_to_flight(
        self, event_id: EventId, player_id: PlayerId, flight: str, *,
        expected_version: int | None,
    ) -> Changes:
        """Put one player in another flight by hand (audited, versioned)."""
        from sheepshead_scorer.services.standings import flight_fixing

        return flight_fixing.move_to_flight(
            self._ctx, event_id, player_id, flight, expected_version=expected_version,
        )
