"""The hand log carries every detail: the demo event's log (CSV and workbook) re-imported
into an empty copy gives back the very outcomes, hand by hand; a changed detail is refused
with its row number; and an old log without the outcome columns still imports."""

from __future__ import annotations

import csv
import io
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from report_helpers import copy_seating
from stored_hands import stored_outcomes

from sheepshead_scorer.exports.cells import HAND_DETAIL_COLUMNS
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.core.import_rejected import ImportRejected
from sheepshead_scorer.services.demo.demo_event import (
    DEMO_HANDS_PER_SESSION,
    DemoSummary,
    demo_ruleset,
)
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.services.door import reads as q

Outcomes = list[tuple[int, int, int, dict[str, Any]]]


def _outcomes(services: Services, event_id: int) -> Outcomes:
    """(round, table, hand, outcome dict) of every hand of the event."""
    return [
        (rnd.number, table.number, hand.hand, outcome)
        for rnd in q.rounds(services._ctx, event_id)
        for table in q.tables(services._ctx, rnd.id)
        for hand, outcome in zip(
            q.hands(services._ctx, table.id), stored_outcomes(services._ctx.engine, table.id),
            strict=True,
        )
    ]


def _empty_copy(services: Services, event_id: int) -> int:
    """A new event with the demo's rules, players and seating, and no hands."""
    copy = services.create_event(EventSpec(
        name="Re-import", held_on=date(2026, 10, 18), ruleset=demo_ruleset(),
        hands_per_session=DEMO_HANDS_PER_SESSION,
    )).created
    assert copy is not None
    players = {
        seat.name: seat.player_id
        for rnd in q.rounds(services._ctx, event_id)
        for table in q.tables(services._ctx, rnd.id)
        for seat in table.seats
    }
    for player in players.values():
        services.register(copy, player)
        services.check_in(copy, player)
    copy_seating(services, event_id, services, copy, players)
    return copy


@pytest.fixture
def demo_event(demo_summary: DemoSummary) -> int:
    return demo_summary.event_id


def _export(services: Services, event_id: int, path: Path, fmt: ExportFormat) -> bytes:
    kind = ExportKind.HANDS if fmt is ExportFormat.CSV else ExportKind.WORKBOOK
    services.export_document(ExportRequest(kind, fmt, event_id=event_id), path)
    return path.read_bytes()


def test_demo_log_reimports_every_outcome_exactly(
    services: Services, demo_event: int, tmp_path: Path
) -> None:
    original = _outcomes(services, demo_event)
    kinds = Counter(o["type"] for *_, o in original)
    assert set(kinds) >= {"picked", "leaster", "misdeal", "penalty"}
    assert any(o.get("cracks") for *_, o in original)
    assert any(o.get("blitzes") for *_, o in original)
    assert any(o.get("call") == "alone" for *_, o in original)
    for fmt in (ExportFormat.CSV, ExportFormat.XLSX):
        log = _export(services, demo_event, tmp_path / f"log.{fmt.value}", fmt)
        copy = _empty_copy(services, demo_event)
        services.import_hands(copy, log)
        assert _outcomes(services, copy) == original, fmt


def _csv_rows(data: bytes) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"))))


def _csv_bytes(rows: list[dict[str, str]], columns: list[str]) -> bytes:
    out = io.StringIO()
    writer = csv.DictWriter(out, columns, extrasaction="ignore", lineterminator="\r\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue().encode("utf-8-sig")


def test_a_changed_detail_is_refused_with_its_row_number(
    services: Services, demo_event: int, tmp_path: Path
) -> None:
    data = _export(services, demo_event, tmp_path / "log.csv", ExportFormat.CSV)
    rows = _csv_rows(data)
    columns = list(rows[0])
    # a partnered hand without cracks: saying it was cracked changes what it pays
    index = next(
        i for i, r in enumerate(rows)
        if r["Type"] == "picked" and r["Cracks"] == "0" and r["Partner"]
    )
    rows[index]["Cracks"] = "1"
    copy = _empty_copy(services, demo_event)
    with pytest.raises(ImportRejected) as refused:
        services.import_hands(copy, _csv_bytes(rows, columns))
    (message,) = refused.value.problems
    assert message.startswith(f"Row {index + 2}: the event's rules pay ")
    assert _outcomes(services, copy) == []


def test_an_old_log_without_outcome_columns_still_imports(
    services: Services, demo_event: int, tmp_path: Path
) -> None:
    data = _export(services, demo_event, tmp_path / "log.csv", ExportFormat.CSV)
    rows = _csv_rows(data)
    old_columns = [c for c in rows[0] if c not in HAND_DETAIL_COLUMNS]
    for row in rows:  # old logs named no sides for a penalty
        if row["Type"] == "penalty":
            row["Picker"] = row["Partner"] = ""
    copy = _empty_copy(services, demo_event)
    services.import_hands(copy, _csv_bytes(rows, old_columns))
    imported = _outcomes(services, copy)
    assert len(imported) == len(_outcomes(services, demo_event))
    assert services.event_standings(copy).rows == (
        services.event_standings(demo_event).rows
    )
