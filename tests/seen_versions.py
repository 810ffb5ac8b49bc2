"""The versions a director's screen shows, read the way the screens read them (``ui_queries``):
what a test passes as ``expected_version`` for an edit made "with what is on screen"."""

from __future__ import annotations

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.door import reads as q


def event_version(services: Services, event_id: int) -> int:
    """The event's version as the event form shows it."""
    return next(e.version for e in q.events(services._ctx) if e.id == event_id)


def registration_version(services: Services, event_id: int, player_id: int) -> int:
    """The version of the player's registration as the seating screen loaded it."""
    found = [r for r in q.registrations(services._ctx, event_id) if r.player_id == player_id]
    return found[0].version if found else 0


def round_version(services: Services, event_id: int, round_id: int) -> int:
    """The round's version as the seating screen's round chooser loaded it."""
    return next(r.version for r in q.rounds(services._ctx, event_id) if r.id == round_id)
