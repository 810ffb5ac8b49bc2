"""Exports never invent a number (issue 22), through the services: hands entered by the
entry line as points only (``13 74``) or as one leaster seat (``l2 15``, ``l2``) export with
no trick count and no seat points nobody typed, and the exported log (CSV and workbook)
re-imports to the very outcomes stored — what the entry screen reads back too."""

from __future__ import annotations

import csv
import io
from datetime import date
from pathlib import Path

import pytest
from report_helpers import one_table_night, pdf_text
from stored_hands import stored_outcomes

from sheepshead_scorer.entry.grammar import parse_entry
from sheepshead_scorer.entry.outcomes import build_outcome, shape_for
from sheepshead_scorer.rules import outcome_to_dict, preset, table_outcome_to_dict
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.services.door import reads as q
from sheepshead_scorer.services.hand_log.hand_log_outcome import table_outcome_of_row

LINES = ("13 74", "l2 15", "13 74/5", "l2")  # one a dealer, seats 1-4 dealing in turn


def _typed_night(services: Services) -> tuple[int, int]:
    event, table = one_table_night(services, "Typed Night", date(2026, 12, 5))
    rules = preset("000-encyclopedia")
    for dealer, line in enumerate(LINES):
        outcome = build_outcome(rules, parse_entry(line, shape_for(rules)), dealer)
        services.record_hand(table, outcome_to_dict(outcome))
    return event, table


def _export(services: Services, event: int, path: Path, fmt: ExportFormat) -> bytes:
    kind = ExportKind.WORKBOOK if fmt is ExportFormat.XLSX else ExportKind.HANDS
    services.export_document(ExportRequest(kind, fmt, event_id=event), path)
    return path.read_bytes()


def test_the_csv_shows_only_what_was_typed(services: Services, tmp_path: Path) -> None:
    event, _ = _typed_night(services)
    data = _export(services, event, tmp_path / "hands.csv", ExportFormat.CSV)
    rows = list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"))))
    assert [r["Tricks"] for r in rows] == ["", "", "5", ""]
    assert [r["Seat points"] for r in rows] == ["", "; 15; ; ; ", "", ""]
    assert [r["Seat tricks"] for r in rows] == ["", "", "", ""]


def test_the_pdf_shows_no_trick_count_nobody_typed(services: Services, tmp_path: Path) -> None:
    event, _ = _typed_night(services)
    target = tmp_path / "hands.pdf"
    _export(services, event, target, ExportFormat.PDF)
    lines = "\n".join(pdf_text(target)[1]).splitlines()
    first = next(line for line in lines if line.startswith("1 Player"))
    third = next(line for line in lines if line.startswith("3 Player"))
    assert " 74 1 " in first and " 74 4 " not in first  # points, then the multiplier
    assert " 74 5 1 " in third


@pytest.mark.parametrize("fmt", [ExportFormat.CSV, ExportFormat.XLSX])
def test_the_log_reimports_the_very_outcomes(
    services: Services, tmp_path: Path, fmt: ExportFormat
) -> None:
    event, table = _typed_night(services)
    stored = stored_outcomes(services._ctx.engine, table)
    assert [o.get("tricks_typed") for o in stored] == [False, None, None, None]
    assert [o.get("points_typed") for o in stored] == [None, [1], None, []]
    log = _export(services, event, tmp_path / f"hands.{fmt.value}", fmt)
    for hand in reversed(q.hands(services._ctx, table)):
        services.delete_hand(hand.id, expected_version=hand.version)
    services.import_hands(event, log)
    assert stored_outcomes(services._ctx.engine, table) == stored


def test_the_entry_screen_reads_each_row_back_to_its_stored_outcome(
    services: Services,
) -> None:
    _, table = _typed_night(services)
    rules = q.table_rules(services._ctx, table)
    rows = q.hands(services._ctx, table)
    assert [table_outcome_to_dict(table_outcome_of_row(r, rules)) for r in rows] == (
        stored_outcomes(services._ctx.engine, table)
    )
