"""An event whose ruleset plays mosters exports its hand log (PDF, workbook, CSV) and reads
it back: the hand kinds come from the rule engine's one ``HandKind``."""

from __future__ import annotations

import csv
import io
from datetime import date
from pathlib import Path

import openpyxl
import pytest
from report_helpers import one_table_night, pdf_text

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.services.door import reads as q


def _moster_event(services: Services) -> tuple[int, int]:
    event, table = one_table_night(
        services, "Moster Night", date(2026, 11, 28), nobody_picks="moster"
    )
    services.record_hand(table, {"type": "picked", "dealer": 0, "picker": 1, "partners": [2],
                                 "points": 70, "tricks": 3})
    # seat 4 took the most points: under moster it pays every other player
    services.record_hand(table, {"type": "leaster", "dealer": 1, "points": [10, 20, 15, 5, 70],
                                 "tricks": [1, 1, 1, 1, 2]})
    return event, table


def test_the_moster_is_stored_as_a_moster(services: Services) -> None:
    _, table = _moster_event(services)
    assert [h.kind for h in q.hands(services._ctx, table)] == ["picked", "moster"]


@pytest.mark.parametrize("fmt", [ExportFormat.PDF, ExportFormat.XLSX, ExportFormat.CSV])
def test_a_hand_log_with_a_moster_exports(
    services: Services, tmp_path: Path, fmt: ExportFormat
) -> None:
    event, _ = _moster_event(services)
    target = tmp_path / f"hands.{fmt.value}"
    services.export_document(ExportRequest(ExportKind.HANDS, fmt, event_id=event), target)
    data = target.read_bytes()
    if fmt is ExportFormat.PDF:
        text = "\n".join(pdf_text(target)[1])
        assert "Moster" in text and "Loser: Player" in text
    elif fmt is ExportFormat.XLSX:
        sheet = openpyxl.load_workbook(io.BytesIO(data))["Hands"]
        header = [c.value for c in next(sheet.iter_rows(max_row=1))]
        kinds = [r[header.index("Type")] for r in sheet.iter_rows(min_row=2, values_only=True)]
        assert kinds == ["picked", "moster"]
    else:
        rows = list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"))))
        assert [r["Type"] for r in rows] == ["picked", "moster"]


def test_a_moster_hand_log_reads_back(services: Services, tmp_path: Path) -> None:
    event, table = _moster_event(services)
    log = tmp_path / "hands.csv"
    services.export_document(ExportRequest(ExportKind.HANDS, ExportFormat.CSV, event_id=event), log)
    for hand in reversed(q.hands(services._ctx, table)):
        services.delete_hand(hand.id, expected_version=hand.version)
    services.import_hands(event, log.read_bytes())
    assert [h.kind for h in q.hands(services._ctx, table)] == ["picked", "moster"]
