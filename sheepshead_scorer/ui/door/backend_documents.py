"""``Backend``'s door to the standings, the documents, statistics, imports, the demo and the
floor network: each method calls one service (the long ones are safe off the UI thread)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sheepshead_scorer.ids import EventId, RoundId
from sheepshead_scorer.services.door.services import Services
from sheepshead_scorer.services.standings.event_standings import StandingsReport

if TYPE_CHECKING:  # loaded when used: none of these is needed to start the window
    from sheepshead_scorer.services.demo.demo_event import DemoSummary
    from sheepshead_scorer.services.demo.demo_event import Progress as DemoProgress
    from sheepshead_scorer.services.door.services import Services
    from sheepshead_scorer.web.server import FloorServer


class DocumentDoor(Services):
    """Standings, documents, statistics, imports, the demo and the floor network over
    ``Backend``'s services."""


    # -- standings -----------------------------------------------------------------------
    def round_standings(self, round_id: RoundId) -> StandingsReport:
        """One seating round's standings (Standings, "by round"): the event's lines, each
        player's points in that round, no prize money."""
        from sheepshead_scorer.services.standings.event_standings import round_standings

        return round_standings(self._ctx, round_id)

    # -- documents, statistics, imports, the demo and the floor network ------------------
    def build_demo(self, *, progress: DemoProgress | None = None) -> DemoSummary:
        """The demo tournament and league (about 5 s, reports progress)."""
        from sheepshead_scorer.services.demo.demo_event import build_demo

        return build_demo(self, progress=progress)

    def floor_server(
        self, *, host: str, port: int, language: str, event_id: EventId | None
    ) -> FloorServer:
        """The floor network's web server over this database (not started yet)."""
        from sheepshead_scorer.web.server import FloorServer

        return FloorServer(
            self, host=host, port=port, language=language, event_id=event_id
        )
