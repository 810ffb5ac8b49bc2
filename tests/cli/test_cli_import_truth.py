"""`import-hands` tells the truth about the whole file: `--dry-run`, a missing column named
once, every bad row listed (not only the first of each table), a wrong Multiplier refused,
"1,5" gets the hint to write 1.5, UTF-16 files import, seats are the file's 1-based ones."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from cli_helpers import CliRunner, play, row_counts, small_event

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.store import Database

HANDS = 8


def _log(services: Services, tmp_path: Path) -> tuple[int, Path]:
    """A played event's hand log, and a second event with the same seating to import into."""
    played, round_a = small_event(services, hands=HANDS, seed=3, name="Played")
    play(services, round_a, HANDS)
    target, _ = small_event(services, hands=HANDS, seed=3, name="Imported")
    path = tmp_path / "hands.csv"
    services.export_document(
        ExportRequest(ExportKind.HANDS, ExportFormat.CSV, event_id=played), path
    )
    return target, path


def _table(path: Path) -> list[list[str]]:
    return list(csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"))))


def _save(path: Path, table: list[list[str]], encoding: str = "utf-8-sig") -> Path:
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerows(table)
    path.write_text(out.getvalue(), encoding=encoding)
    return path


def test_dry_run_checks_everything_and_writes_nothing(
    cli: CliRunner, services: Services, db: Database, url: str, tmp_path: Path
) -> None:
    target, path = _log(services, tmp_path)
    before = row_counts(db)
    run = cli("import-hands", str(path), "--event", str(target), "--dry-run", "--database", url)
    assert run.status == 0, run.err
    assert run.out.strip() == (
        f"would enter {len(_table(path)) - 1} hands at 2 tables of event {target}; "
        "nothing written"
    )
    assert row_counts(db) == before
    assert cli("import-hands", str(path), "--event", str(target), "--database", url).status == 0


def test_dry_run_on_a_database_that_does_not_exist_creates_nothing(
    cli: CliRunner, tmp_path: Path
) -> None:
    log = _save(tmp_path / "h.csv", [["Session"], ["1"]])
    missing = tmp_path / "nope.sqlite3"
    run = cli("import-hands", str(log), "--event", "1", "--dry-run", "--database", str(missing))
    assert run.status == 2 and "does not exist" in run.err
    assert not missing.exists()


def test_a_missing_seat_column_is_named_once(
    cli: CliRunner, services: Services, url: str, tmp_path: Path
) -> None:
    target, path = _log(services, tmp_path)
    table = _table(path)
    column = table[0].index("Seat 3")
    _save(path, [row[:column] + row[column + 1:] for row in table])
    run = cli("import-hands", str(path), "--event", str(target), "--database", url)
    assert run.status == 2
    lines = run.err.splitlines()
    assert len(lines) == 2, lines
    assert "'Seat 3' is missing" in lines[0] and "Fraction" not in run.err


def test_every_bad_row_is_listed_also_several_at_one_table(
    cli: CliRunner, services: Services, url: str, tmp_path: Path
) -> None:
    target, path = _log(services, tmp_path)
    table = _table(path)
    seat1, points = table[0].index("Seat 1"), table[0].index("Points")
    bad = [n for n in range(1, len(table)) if table[n][2] == "1" and table[n][points]][:3]
    assert len(bad) == 3
    for n in bad:  # three hands at table 1 with swapped payouts
        row = table[n]
        row[seat1], row[seat1 + 1] = row[seat1 + 1], row[seat1]
        if row[seat1] == row[seat1 + 1]:
            row[seat1], row[seat1 + 2] = row[seat1 + 2], row[seat1]
    _save(path, table)
    run = cli("import-hands", str(path), "--event", str(target), "--database", url)
    assert run.status == 2
    listed = [line.split(":")[0] for line in run.err.splitlines()[:-1]]
    assert [f"Row {n + 1}" for n in bad] == listed[:3], run.err


def test_a_wrong_multiplier_is_refused(
    cli: CliRunner, services: Services, url: str, tmp_path: Path
) -> None:
    target, path = _log(services, tmp_path)
    table = _table(path)
    column = table[0].index("Multiplier")
    table[2][column] = str(int(table[2][column]) + 1)
    _save(path, table)
    run = cli("import-hands", str(path), "--event", str(target), "--database", url)
    assert run.status == 2
    assert run.err.startswith("Row 3: the Multiplier is "), run.err


def test_a_decimal_comma_gets_the_hint_to_write_a_point(
    cli: CliRunner, services: Services, url: str, tmp_path: Path
) -> None:
    target, path = _log(services, tmp_path)
    table = _table(path)
    table[1][table[0].index("Seat 1")] = "1,5"
    _save(path, table)
    run = cli("import-hands", str(path), "--event", str(target), "--database", url)
    assert run.status == 2
    assert "Row 2, column 'Seat 1': '1,5': has a decimal comma; write 1.5" in run.err


def test_a_utf16_file_imports(
    cli: CliRunner, services: Services, url: str, tmp_path: Path
) -> None:
    target, path = _log(services, tmp_path)
    table = _table(path)
    out = io.StringIO()
    csv.writer(out, delimiter="\t", lineterminator="\r\n").writerows(table)
    path.write_bytes(out.getvalue().encode("utf-16"))  # Excel's "Unicode text"
    run = cli("import-hands", str(path), "--event", str(target), "--database", url)
    assert run.status == 0, run.err
    assert f"entered {len(table) - 1} hands" in run.out


def test_seats_in_messages_are_the_files_one_based_players(
    cli: CliRunner, services: Services, url: str, tmp_path: Path
) -> None:
    target, path = _log(services, tmp_path)
    table = _table(path)
    header = table[0]
    row = next(r for r in table[1:] if r[header.index("Type")] == "picked")
    row[header.index("Partner")] = row[header.index("Picker")]  # picker as own partner
    _save(path, table)
    run = cli("import-hands", str(path), "--event", str(target), "--database", url)
    assert run.status == 2
    assert "partners seat " in run.err and "seat 0" not in run.err.casefold()
