"""``Services``' statistics, charts and the projector's round progress
(``services/statistics/event_statistics.py``, loaded when first used)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from sheepshead_scorer.ids import EventId, PlayerId, SeasonId
from sheepshead_scorer.services.core.context import Context

if TYPE_CHECKING:
    from sheepshead_scorer.exports.pdf.document import PdfTarget
    from sheepshead_scorer.services.statistics import event_statistics as statistics
    from sheepshead_scorer.tournament.rating import PlayerRating


class StatisticsActions:
    """Statistics over ``self._ctx``."""

    _ctx: Context

    def event_statistics(self, event_id: EventId) -> statistics.EventStatistics:
        from sheepshead_scorer.services.statistics import event_statistics as statistics

        return statistics.event_statistics(self._ctx, event_id)

    def season_statistics(self, season_id: SeasonId) -> statistics.SeasonStatistics:
        from sheepshead_scorer.services.statistics import event_statistics as statistics

        return statistics.season_statistics(self._ctx, season_id)

    def round_progress(self, event_id: EventId) -> statistics.RoundProgress | None:
        from sheepshead_scorer.services.statistics import event_statistics as statistics

        return statistics.round_progress(self._ctx, event_id)

    def write_statistics_report(
        self, target: PdfTarget, *, event_id: EventId | None = None,
        season_id: SeasonId | None = None, language: str = "en",
    ) -> statistics.StatisticsDocument:
        from sheepshead_scorer.services.statistics import event_statistics as statistics

        return statistics.write_statistics_report(
            self._ctx, target, event_id=event_id, season_id=season_id, language=language
        )

    def player_ratings(
        self, *, before_event: EventId | None = None
    ) -> Mapping[PlayerId, PlayerRating]:
        """Every player's Sheepshead rating (``tournament/rating.py``): each player with at least
        one rated hand, rated from every hand in the database in play order; ``before_event``:
        only the hands of events played before that event (a prize flight fixed at its
        start)."""
        from sheepshead_scorer.services.standings import ratings

        return ratings.player_ratings(self._ctx, before_event=before_event)
