"""Workbooks and CSV files from the database, read back; LibreOffice opens the workbook."""

from __future__ import annotations

import csv
import subprocess
from fractions import Fraction
from pathlib import Path

import openpyxl
import pytest
from report_helpers import DemoEvent

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest


def _workbook(services: Services, demo: DemoEvent, tmp_path: Path) -> Path:
    target = tmp_path / "event.xlsx"
    services.export_document(
        ExportRequest(ExportKind.WORKBOOK, ExportFormat.XLSX, event_id=demo.event_id), target
    )
    return target


def _rows(sheet: object) -> list[dict[str, object]]:
    values = list(sheet.iter_rows(values_only=True))  # type: ignore[attr-defined]
    header = [str(h) for h in values[0]]
    return [dict(zip(header, row, strict=True)) for row in values[1:]]


def test_event_workbook_sheets_match_the_database(
    services: Services, demo: DemoEvent, tmp_path: Path
) -> None:
    book = openpyxl.load_workbook(_workbook(services, demo, tmp_path))
    assert book.sheetnames == ["Standings", "Hands", "Rounds", "Players", "Prizes"]
    report = services.event_standings(demo.event_id)
    expected = {r.player: r.total for r in report.rows}
    standings = _rows(book["Standings"])
    assert {r["Player"]: Fraction(str(r["Total"])) for r in standings} == expected
    assert [r["Tied"] for r in standings].count("T") == 2
    hands = _rows(book["Hands"])
    assert len(hands) == 2 * 2 * 6  # two rounds, two tables, six hands
    assert {r["Type"] for r in hands} == {"picked", "leaster", "penalty"}
    rounds = _rows(book["Rounds"])
    per_player: dict[str, Fraction] = {}
    for row in rounds:
        name = str(row["Player"])
        per_player[name] = per_player.get(name, Fraction(0)) + Fraction(str(row["Total"]))
    assert {k: v for k, v in per_player.items() if k in expected} == expected
    players = _rows(book["Players"])
    assert sorted(str(p["Name"]) for p in players) == sorted(demo.players)
    prizes = _rows(book["Prizes"])
    assert [p["Player"] for p in prizes] == ["Otto Schulz", "Zoë Weiß", "Jürgen Müller"]


def test_season_workbook_has_the_league_table_and_each_event(
    services: Services, demo: DemoEvent, tmp_path: Path
) -> None:
    target = tmp_path / "season.xlsx"
    services.export_document(
        ExportRequest(ExportKind.WORKBOOK, ExportFormat.XLSX, season_id=demo.season_id), target
    )
    book = openpyxl.load_workbook(target)
    assert book.sheetnames[0] == "Season standings"
    assert len(book.sheetnames) == 3  # the table, the money list, the one event
    assert book.sheetnames[1] == "Money"
    assert book.sheetnames[2].startswith("10-03 ")
    league = _rows(book["Season standings"])
    assert league[0]["Player"] == "Otto Schulz"


@pytest.mark.parametrize("scope", ["event", "session"])
def test_standings_csv(services: Services, demo: DemoEvent, tmp_path: Path, scope: str) -> None:
    target = tmp_path / "standings.csv"
    session = 1 if scope == "session" else None
    services.export_document(
        ExportRequest(ExportKind.STANDINGS, ExportFormat.CSV, event_id=demo.event_id,
                      session_number=session),
        target,
    )
    assert target.read_bytes().startswith(b"\xef\xbb\xbf")
    with target.open(encoding="utf-8-sig", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert len(rows) == len(demo.players)
    assert rows[0]["Player"] == "Otto Schulz"
    tied = [r for r in rows if r["Tied"] == "T"]  # numeric Rank, "T" in Tied: T-4 in the PDF
    assert tied and {r["Rank"] for r in tied} >= {"4"}
    assert all(float(r["Rank"]) >= 1 for r in rows)


def test_hands_csv_narrowed_to_one_table(
    services: Services, demo: DemoEvent, tmp_path: Path
) -> None:
    target = tmp_path / "hands.csv"
    services.export_document(
        ExportRequest(ExportKind.HANDS, ExportFormat.CSV, event_id=demo.event_id,
                      session_number=1, round_number=2, table_number=1),
        target,
    )
    with target.open(encoding="utf-8-sig", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert [int(r["Hand"]) for r in rows] == [1, 2, 3, 4, 5, 6]
    assert {(r["Round"], r["Table"]) for r in rows} == {("2", "1")}
    for row in rows:  # payouts are zero-sum on every line
        assert sum(Fraction(row[f"Seat {k}"]) for k in range(1, 6)) == 0


def test_libreoffice_converts_the_workbook_to_pdf(
    services: Services, demo: DemoEvent, tmp_path: Path
) -> None:
    """`soffice` is a system package (scripts/system-packages.txt: libreoffice-calc-nogui)."""
    book = _workbook(services, demo, tmp_path)
    out = tmp_path / "converted"
    profile = tmp_path / "lo-profile"
    done = subprocess.run(
        ["soffice", f"-env:UserInstallation=file://{profile}", "--headless",
         "--convert-to", "pdf", "--outdir", str(out), str(book)],
        capture_output=True, text=True, timeout=180, check=False,
    )
    assert done.returncode == 0, done.stderr
    pdf = out / "event.pdf"
    assert pdf.is_file() and pdf.read_bytes().startswith(b"%PDF")
    assert pdf.stat().st_size > 1000
