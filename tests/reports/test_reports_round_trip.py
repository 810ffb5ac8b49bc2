"""Export → import into an empty event with the same players → the same standings."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from report_helpers import FEE_CENTS, PRIZE_SCHEME, DemoEvent, copy_seating, standings_by_name

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.core.import_rejected import ImportRejected
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest


def _empty_copy(services: Services, demo: DemoEvent) -> int:
    event = services.create_event(EventSpec(
        name="Re-import", held_on=date(2026, 10, 4), ruleset=preset("000-encyclopedia"),
        hands_per_session=20, entry_fee_cents=FEE_CENTS, prize_scheme=PRIZE_SCHEME,
    )).created
    assert event is not None
    for player in demo.players.values():
        services.register(event, player)
        services.check_in(event, player)
    copy_seating(services, demo.event_id, services, event, demo.players)
    return event


@pytest.mark.parametrize(
    ("fmt", "kind"),
    [(ExportFormat.CSV, ExportKind.HANDS), (ExportFormat.XLSX, ExportKind.WORKBOOK)],
)
def test_hand_log_round_trip_gives_the_same_standings_and_prizes(
    services: Services, demo: DemoEvent, tmp_path: Path, fmt: ExportFormat, kind: ExportKind
) -> None:
    log = tmp_path / f"log.{fmt.value}"
    services.export_document(ExportRequest(kind, fmt, event_id=demo.event_id), log)
    copy = _empty_copy(services, demo)
    changes = services.import_hands(copy, log.read_bytes()).changes
    assert len(changes.hands) == 24
    assert standings_by_name(services, copy) == standings_by_name(services, demo.event_id)
    assert services.event_prizes(copy).rows() == services.event_prizes(demo.event_id).rows()
    again = tmp_path / f"again.{fmt.value}"
    services.export_document(ExportRequest(ExportKind.HANDS, ExportFormat.CSV,
                                           event_id=copy), again)
    first = tmp_path / "first.csv"
    services.export_document(ExportRequest(ExportKind.HANDS, ExportFormat.CSV,
                                           event_id=demo.event_id), first)
    assert again.read_bytes() == first.read_bytes()


def test_importing_twice_is_refused_and_writes_nothing(
    services: Services, demo: DemoEvent, tmp_path: Path
) -> None:
    log = tmp_path / "log.csv"
    services.export_document(
        ExportRequest(ExportKind.HANDS, ExportFormat.CSV, event_id=demo.event_id), log
    )
    copy = _empty_copy(services, demo)
    services.import_hands(copy, log.read_bytes())
    before = standings_by_name(services, copy)
    with pytest.raises(ImportRejected):
        services.import_hands(copy, log.read_bytes())
    assert standings_by_name(services, copy) == before
