"""Every PDF the services print, read back with pdfplumber: pages, header, names, numbers."""

from __future__ import annotations

from pathlib import Path

import pytest
from report_helpers import DemoEvent, pdf_text

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest

PDF = ExportFormat.PDF


def _write(services: Services, request: ExportRequest, tmp_path: Path) -> tuple[int, str]:
    target = tmp_path / "out.pdf"
    seen: list[tuple[int, int]] = []
    services.export_document(request, target, progress=lambda d, t: seen.append((d, t)))
    assert seen and seen[-1][0] == seen[-1][1], "progress must end at done == total"
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    pages, texts = pdf_text(target)
    return pages, "\n".join(texts)


@pytest.mark.parametrize(
    ("kind", "extra", "expected"),
    [
        (ExportKind.STANDINGS, {}, ["Picker wins", "Hands lost", "Best round", "T-4", "$90.00"]),
        (ExportKind.STANDINGS, {"session_number": 1}, ["Session 1 standings", "T-4"]),
        (ExportKind.SEATING, {"round_number": 3}, ["Seat 1", "Table", "★"]),
        (ExportKind.SEATING_BY_NAME, {"round_number": 3}, ["where do I sit", "Zoë Weiß"]),
        (ExportKind.SCORE_SHEETS, {"round_number": 3}, ["score sheet", "Signatures"]),
        (ExportKind.HANDS, {"round_number": 1, "table_number": 1},
         ["round 1, table 1", "Leaster", "Penalty", "Total"]),
        (ExportKind.PRIZES, {}, ["Prize payouts", "$90.00", "$54.00", "$36.00", "$180.00"]),
    ],
)
def test_event_pdfs_read_back(
    services: Services, demo: DemoEvent, tmp_path: Path, kind: ExportKind,
    extra: dict[str, int], expected: list[str],
) -> None:
    pages, text = _write(
        services, ExportRequest(kind, PDF, event_id=demo.event_id, **extra), tmp_path
    )
    assert pages >= 1
    assert "Herbstturnier ♠ Fall Classic" in text  # the header, suit included
    assert "Turner Hall" in text
    for word in expected:
        assert word in text, f"{word!r} missing from the {kind} PDF"


def test_standings_pdf_lists_every_player_with_umlauts_and_suits(
    services: Services, demo: DemoEvent, tmp_path: Path
) -> None:
    _, text = _write(services, ExportRequest(ExportKind.STANDINGS, PDF, event_id=demo.event_id),
                     tmp_path)
    for name in demo.players:
        assert name in text
    assert "M-003" in text  # member numbers
    report = services.event_standings(demo.event_id)
    leader = report.rows[0]
    assert f"{leader.player} M-009 {leader.tally.hands_played} 7" in text


def test_score_sheets_one_page_per_table_with_repeated_header(
    services: Services, demo: DemoEvent, tmp_path: Path
) -> None:
    pages, texts = pdf_text(_sheets(services, demo, tmp_path))
    assert pages == 2  # two tables of five
    for number, page in enumerate(texts, start=1):
        assert f"Table {number}" in page
        assert "Hand Dealer Picker Partner Points" in page
        assert f"Page {number} of 2" in page


def _sheets(services: Services, demo: DemoEvent, tmp_path: Path) -> Path:
    target = tmp_path / "sheets.pdf"
    services.export_document(
        ExportRequest(ExportKind.SCORE_SHEETS, PDF, event_id=demo.event_id, round_number=3),
        target,
    )
    return target


def test_score_sheet_of_one_table(services: Services, demo: DemoEvent, tmp_path: Path) -> None:
    target = tmp_path / "t2.pdf"
    services.export_document(
        ExportRequest(ExportKind.SCORE_SHEETS, PDF, event_id=demo.event_id, round_number=3,
                      table_number=2),
        target,
    )
    pages, texts = pdf_text(target)
    assert pages == 1
    assert "Table 2" in texts[0]


def test_season_standings_and_player_history(
    services: Services, demo: DemoEvent, tmp_path: Path
) -> None:
    _, season = _write(
        services, ExportRequest(ExportKind.STANDINGS, PDF, season_id=demo.season_id), tmp_path
    )
    assert "Dienstagsliga — 2026" in season
    assert "Otto Schulz" in season
    _, history = _write(
        services,
        ExportRequest(ExportKind.HISTORY, PDF, player_id=demo.players["Otto Schulz"]),
        tmp_path,
    )
    assert "History of Otto Schulz" in history
    assert "Herbstturnier ♠ Fall Classic" in history
    assert "$90.00" in history


def test_long_hand_log_repeats_its_header_on_every_page(
    services: Services, demo: DemoEvent, tmp_path: Path
) -> None:
    pages, texts = pdf_text(_hand_log(services, demo, tmp_path))
    assert pages >= 2
    for page in texts:
        assert "Dealer Type Picker Partner" in page


def _hand_log(services: Services, demo: DemoEvent, tmp_path: Path) -> Path:
    target = tmp_path / "log.pdf"
    services.export_document(ExportRequest(ExportKind.HANDS, PDF, event_id=demo.event_id), target)
    return target
