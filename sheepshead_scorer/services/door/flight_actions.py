"""``Services``' prize flights: how an event splits its players into flights, and fixing
them when the event starts (issue 29)."""

from __future__ import annotations

from sheepshead_scorer.services.core.context import Context


class FlightActions:
    """Prize flights over ``self._ctx``."""

    _ctx: Context
