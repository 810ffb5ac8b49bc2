"""The hand-log PDF prints what a picked hand records beyond the columns: the runners (001's
"mit/ohne", "a run of the top trump") and the picker's own tricks (000: "Some house rules
require the picker to take at least one trick"), in English and German; a hand that records
neither prints neither."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from report_helpers import one_table_night, pdf_text

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest


def _event(services: Services) -> int:
    event, table = one_table_night(
        services, "Runner Night", date(2026, 12, 2), runner_units=1, picker_needs_trick=True
    )
    services.record_hand(table, {"type": "picked", "dealer": 0, "picker": 1, "partners": [2],
                                 "points": 70, "tricks": 3, "runners": 3, "picker_tricks": 2})
    services.record_hand(table, {"type": "picked", "dealer": 1, "picker": 3, "partners": [0],
                                 "points": 80, "tricks": 4, "picker_tricks": 1})
    return event


@pytest.mark.parametrize(
    ("language", "runners", "tricks", "one"),
    [("en", "runners ×3 (mit/ohne)", "picker's own tricks: 2", "picker's own tricks: 1"),
     ("de", "Laufende ×3 (mit/ohne)", "Stiche des Nehmers: 2", "Stiche des Nehmers: 1")],
)
def test_runners_and_the_picker_s_tricks_are_printed(
    services: Services, tmp_path: Path, language: str, runners: str, tricks: str, one: str
) -> None:
    event = _event(services)
    target = tmp_path / "log.pdf"
    services.export_document(
        ExportRequest(ExportKind.HANDS, ExportFormat.PDF, event_id=event, language=language),
        target,
    )
    _, pages = pdf_text(target)
    text = " ".join(" ".join(pages).split())
    assert runners in text and tricks in text and one in text
    assert text.count(runners.split("×")[0]) == 1  # the second hand had no run of trump
