"""``Backend``'s door to the standings, the documents, statistics, imports, the demo and the
floor network: each method calls one service (the long ones are safe off the UI thread)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from sheepshead_scorer.exports.phase import EventPhase
from sheepshead_scorer.services.standings.event_prizes import EventPrizes
from sheepshead_scorer.services.standings.event_standings import StandingsReport

if TYPE_CHECKING:  # loaded when used: none of these is needed to start the window
    from sheepshead_scorer.services.demo.demo_event import DemoSummary
    from sheepshead_scorer.services.demo.demo_event import Progress as DemoProgress
    from sheepshead_scorer.services.documents.exporting import ExportRequest, Target
    from sheepshead_scorer.services.documents.exporting import Progress as ExportProgress
    from sheepshead_scorer.services.door.services import Services
    from sheepshead_scorer.services.people.player_import import PlayerImport
    from sheepshead_scorer.services.statistics.event_statistics import (
        EventStatistics,
        PdfTarget,
        RoundProgress,
        StatisticsDocument,
    )
    from sheepshead_scorer.web.server import FloorServer


class DocumentDoor:
    """Standings, documents, statistics, imports, the demo and the floor network over
    ``Backend``'s services."""

    services: Services

    # -- standings -----------------------------------------------------------------------
    def event_standings(
        self, event_id: int, session_number: int | None = None, *, with_prizes: bool = False
    ) -> StandingsReport:
        """One ``StandingRow`` per player (the documents' lines); ``with_prizes``: the event's
        prize money on them, from the same award the printed standings use."""
        return self.services.event_standings(
            event_id, session_number=session_number, with_prizes=with_prizes
        )

    def round_standings(self, round_id: int) -> StandingsReport:
        """One seating round's standings (Standings, "by round"): the event's lines, each
        player's points in that round, no prize money."""
        from sheepshead_scorer.services.standings.event_standings import round_standings

        return round_standings(self.services.ctx, round_id)

    def event_phase(self, event_id: int) -> EventPhase:
        """Provisional or final (``services.event_phase``): the standings' own words."""
        return self.services.event_phase(event_id)

    def event_prizes(self, event_id: int) -> EventPrizes:
        """The event's prize money: the one award the screens and the documents show."""
        return self.services.event_prizes(event_id)

    # -- documents, statistics, imports, the demo and the floor network ------------------
    def export_document(
        self, request: ExportRequest, target: Target, *, progress: ExportProgress | None = None
    ) -> ExportRequest:
        """Write a document (PDF, CSV, workbook); safe to call off the UI thread."""
        return self.services.export_document(request, target, progress=progress)

    def event_statistics(self, event_id: int) -> EventStatistics:
        return self.services.event_statistics(event_id)

    def round_progress(self, event_id: int) -> RoundProgress | None:
        """The round in play and its hands per table (the projector's progress page)."""
        return self.services.round_progress(event_id)

    def write_statistics_report(
        self, target: PdfTarget, *, event_id: int | None = None, season_id: int | None = None,
        language: str = "en",
    ) -> StatisticsDocument:
        return self.services.write_statistics_report(
            target, event_id=event_id, season_id=season_id, language=language
        )

    def import_players(
        self, source: Path | bytes, *, mapping: Mapping[str, str] | None = None
    ) -> PlayerImport:
        """The all-or-nothing player import; safe to call off the UI thread."""
        return self.services.import_players(source, mapping=mapping)

    def build_demo(self, *, progress: DemoProgress | None = None) -> DemoSummary:
        """The demo tournament and league (about 5 s, reports progress)."""
        from sheepshead_scorer.services.demo.demo_event import build_demo

        return build_demo(self.services, progress=progress)

    def floor_server(
        self, *, host: str, port: int, language: str, event_id: int | None
    ) -> FloorServer:
        """The floor network's web server over this database (not started yet)."""
        from sheepshead_scorer.web.server import FloorServer

        return FloorServer(
            self.services, host=host, port=port, language=language, event_id=event_id
        )
