"""`import-players FILE [--map COLUMN=FIELD ...] [--dry-run]`: all players or none."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from cli_helpers import CliRunner, row_counts
from openpyxl import Workbook
from sqlalchemy import select

from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry

GOOD = "Name,Member #,Club,Email\nAnna Schmidt,M1,Turner Hall,anna@example.org\nBo Lind,,,\n"


def _players(cli: CliRunner, url: str) -> list[dict[str, object]]:
    run = cli("players", "--format", "json", "--database", url)
    assert run.status == 0, run.err
    rows: list[dict[str, object]] = json.loads(run.out)
    return rows


def test_a_good_file_adds_every_player(
    cli: CliRunner, db: Database, url: str, tmp_path: Path
) -> None:
    path = tmp_path / "players.csv"
    path.write_text(GOOD, encoding="utf-8")
    run = cli("import-players", str(path), "--database", url)
    assert run.status == 0, run.err
    assert run.out.startswith("added 2 players (columns: name <- 'Name'")
    listed = _players(cli, url)
    assert [(p["name"], p["member_number"], p["club"]) for p in listed] == [
        ("Anna Schmidt", "M1", "Turner Hall"),
        ("Bo Lind", "", ""),
    ]
    with db.session() as session:
        actions = session.scalars(select(AuditEntry.action).where(AuditEntry.entity == "player"))
        assert list(actions) == ["import", "import"]


def test_dry_run_writes_nothing(cli: CliRunner, db: Database, url: str, tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    path.write_text(GOOD, encoding="utf-8")
    before = row_counts(db)
    run = cli("import-players", str(path), "--dry-run", "--database", url)
    assert run.status == 0, run.err
    assert run.out.splitlines()[0].startswith("would add 2 players")
    assert "  Anna Schmidt" in run.out
    assert row_counts(db) == before


def test_bad_rows_write_nothing_and_are_all_listed(
    cli: CliRunner, db: Database, url: str, tmp_path: Path
) -> None:
    path = tmp_path / "players.csv"
    path.write_text(GOOD + "anna  SCHMIDT,M2,,\n,M3,,\nCy;Dee,,,\n", encoding="utf-8")
    before = row_counts(db)
    run = cli("import-players", str(path), "--database", url)
    assert run.status == 2
    assert row_counts(db) == before
    errors = run.err.splitlines()
    assert [line.split(",")[0] for line in errors[:-1]] == ["Row 4", "Row 5", "Row 6"]
    assert errors[-1].startswith("error: players.csv: 3 problems found, nothing was imported")


def test_players_already_in_the_database_are_duplicates(
    cli: CliRunner, db: Database, url: str, tmp_path: Path
) -> None:
    path = tmp_path / "players.csv"
    path.write_text(GOOD, encoding="utf-8")
    assert cli("import-players", str(path), "--database", url).status == 0
    before = row_counts(db)
    run = cli("import-players", str(path), "--database", url)
    assert run.status == 2
    assert "Row 2" in run.err and "Row 3" in run.err
    assert row_counts(db) == before


def _xlsx(rows: list[list[object]]) -> bytes:
    book = Workbook()
    for row in rows:
        book.active.append(row)
    stream = io.BytesIO()
    book.save(stream)
    return stream.getvalue()


def test_map_picks_the_columns_of_an_xlsx(cli: CliRunner, url: str, tmp_path: Path) -> None:
    path = tmp_path / "club.xlsx"
    path.write_bytes(_xlsx([["Wer", "Nummer im Club"], ["Greta Koch", "77"]]))
    run = cli(
        "import-players", str(path), "--map", "Wer=name", "--map", "Nummer im Club=member_number",
        "--database", url,
    )
    assert run.status == 0, run.err
    assert [(p["name"], p["member_number"]) for p in _players(cli, url)] == [("Greta Koch", "77")]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--map", "Wer=nickname"], "--map 'Wer=nickname' is not allowed: write COLUMN=FIELD"),
        (["--map", "name"], "--map 'name' is not allowed"),
        (["--map", "=name"], "--map '=name' is not allowed"),
    ],
)
def test_bad_map_is_refused(
    cli: CliRunner, url: str, tmp_path: Path, args: list[str], message: str
) -> None:
    path = tmp_path / "players.csv"
    path.write_text(GOOD, encoding="utf-8")
    run = cli("import-players", str(path), *args, "--database", url)
    assert run.status == 2
    assert run.err.startswith(f"error: {message}")
    assert _players(cli, url) == []


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "the file is empty"),
        (b"Name\n", ""),
        (b"Colour,Size\nred,9\n", "no column for the player's name"),
        (b"PK\x03\x04 not really a workbook", ""),
    ],
)
def test_malformed_files_are_one_clear_error(
    cli: CliRunner, url: str, tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "players.csv"
    path.write_bytes(content)
    run = cli("import-players", str(path), "--database", url)
    assert run.status == 2
    assert "nothing was imported" in run.err
    assert message in run.err
    assert "Traceback" not in run.err
    assert _players(cli, url) == []


def test_a_folder_is_not_a_file(cli: CliRunner, url: str, tmp_path: Path) -> None:
    run = cli("import-players", str(tmp_path), "--database", url)
    assert run.status == 2
    assert "is a folder; give the path of a CSV or XLSX file" in run.err


def test_the_database_itself_given_as_the_file_is_refused_unread(
    cli: CliRunner, tmp_path: Path
) -> None:
    """Reading the open database's own file from the command's process would
    drop SQLite's locks on it (docs/reliability.md); the import refuses it before reading."""
    folder = tmp_path / "Club #3"
    folder.mkdir()
    database = folder / "club.db"
    assert cli("demo", "--database", str(database)).status == 0
    before = _players(cli, str(database))
    run = cli("import-players", str(database), "--database", str(database))
    assert run.status == 2
    assert "is the database this command works on; give the path of a CSV or XLSX" in run.err
    assert _players(cli, str(database)) == before
