"""``Services``' round clock: start, pause, resume, lengthen and read the clock of a round
(issue 29)."""

from __future__ import annotations

from sheepshead_scorer.services.core.context import Context


class ClockActions:
    """The round clock over ``self._ctx``."""

    _ctx: Context
