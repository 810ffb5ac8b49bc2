"""`export` starts fast (issue 27 item 5): a document loads only what it needs. The standings
PDF loads no hand, scoring, season or importer module; no workbook loads openpyxl (0.15 s of
imports for two helpers the writer now has itself). The benchmark is
`python -m benchmarks exports` (whole-process figures)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from sheepshead_scorer.store import Database
from tests.cli.test_cli_startup import _demo_database, _run_as_program
from tests.demo_snapshot import DemoSnapshot


def _loaded(args: list[str], modules: tuple[str, ...]) -> str:
    return _run_as_program(
        args, f"print('LOADED', [m for m in {modules!r} if m in sys.modules])"
    )


def test_the_standings_pdf_loads_no_hand_season_or_importer_module(
    sqlite_db: Database, demo_snapshots: Callable[[str], DemoSnapshot], tmp_path: Path
) -> None:
    event_id, database = _demo_database(sqlite_db, demo_snapshots)
    out = tmp_path / "standings.pdf"
    shown = _loaded(
        ["export", "standings", "--event", str(event_id), "--output", str(out),
         "--database", database],
        ("sheepshead_scorer.services.hand_log.hand_log_rows", "sheepshead_scorer.rules.scoring",
         "sheepshead_scorer.services.leagues.season_table", "sheepshead_scorer.exports.importers",
         "openpyxl"),
    )
    assert "LOADED []" in shown, shown
    assert out.read_bytes().startswith(b"%PDF")


def test_the_event_workbook_is_written_without_openpyxl(
    sqlite_db: Database, demo_snapshots: Callable[[str], DemoSnapshot], tmp_path: Path
) -> None:
    event_id, database = _demo_database(sqlite_db, demo_snapshots)
    out = tmp_path / "event.xlsx"
    shown = _loaded(
        ["export", "workbook", "--event", str(event_id), "--output", str(out),
         "--database", database],
        ("openpyxl",),
    )
    assert "LOADED []" in shown, shown
    import openpyxl  # what a reader opens it with

    assert "Standings" in openpyxl.load_workbook(out, read_only=True).sheetnames
