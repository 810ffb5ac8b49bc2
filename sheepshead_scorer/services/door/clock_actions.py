"""``Services``' round clock: start, pause, resume, lengthen and read the clock of a round
(issue 29; ``services/tables/round_clock.py``, loaded when first used)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sheepshead_scorer.ids import EventId, RoundId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context

if TYPE_CHECKING:
    from sheepshead_scorer.services.tables.round_clock import RoundClockBoard, RoundClockView


class ClockActions:
    """The round clock over ``self._ctx``. Every change takes the clock's version the
    director saw (``RoundClockView.version``; 0 when none was stored yet)."""

    _ctx: Context

    def round_clock(self, round_id: RoundId) -> RoundClockView:
        """A round's clock now (the length it would start with if none was set)."""
        from sheepshead_scorer.services.tables import round_clock

        return round_clock.read_clock(self._ctx, round_id)

    def round_clock_board(self, event_id: EventId) -> RoundClockBoard | None:
        """The round in play's clock with each table's hands entered (``round_progress``);
        ``None`` before a round is published."""
        from sheepshead_scorer.services.statistics import event_statistics
        from sheepshead_scorer.services.tables import round_clock

        progress = event_statistics.round_progress(self._ctx, event_id)
        if progress is None:
            return None
        clock = round_clock.read_clock(self._ctx, progress.round_id)
        return round_clock.RoundClockBoard(clock, progress)

    def set_round_clock(
        self, round_id: RoundId, *, minutes: int, warning_minutes: int,
        expected_version: int | None,
    ) -> Changes:
        from sheepshead_scorer.services.tables import round_clock

        return round_clock.set_clock(self._ctx, round_id, minutes=minutes,
                                     warning_minutes=warning_minutes,
                                     expected_version=expected_version)

    def start_round_clock(
        self, round_id: RoundId, *, minutes: int | None = None,
        warning_minutes: int | None = None, expected_version: int | None,
    ) -> Changes:
        from sheepshead_scorer.services.tables import round_clock

        return round_clock.start_clock(self._ctx, round_id, minutes=minutes,
                                       warning_minutes=warning_minutes,
                                       expected_version=expected_version)

    def pause_round_clock(self, round_id: RoundId, *, expected_version: int | None) -> Changes:
        from sheepshead_scorer.services.tables import round_clock

        return round_clock.pause_clock(self._ctx, round_id, expected_version=expected_version)

    def resume_round_clock(self, round_id: RoundId, *, expected_version: int | None) -> Changes:
        from sheepshead_scorer.services.tables import round_clock

        return round_clock.resume_clock(self._ctx, round_id, expected_version=expected_version)

    def add_clock_minutes(
        self, round_id: RoundId, minutes: int, *, expected_version: int | None
    ) -> Changes:
        """``minutes`` more on the clock, negative to take minutes off."""
        from sheepshead_scorer.services.tables import round_clock

        return round_clock.add_minutes(self._ctx, round_id, minutes,
                                       expected_version=expected_version)

    def reset_round_clock(self, round_id: RoundId, *, expected_version: int | None) -> Changes:
        from sheepshead_scorer.services.tables import round_clock

        return round_clock.reset_clock(self._ctx, round_id, expected_version=expected_version)
