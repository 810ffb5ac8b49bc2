"""`import-hands FILE --event ID`: a hand log goes in whole (same standings) or not at all."""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from pathlib import Path

from cli_helpers import CliRunner, hand_log, play, row_counts, small_event, write_log

from sheepshead_scorer.exports import write_event_workbook
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.documents.reports import event_export
from sheepshead_scorer.store import Database

HANDS = 8


def _source_and_target(services: Services) -> tuple[int, int, int]:
    """Event A played through the services, event B with the same players and seating."""
    event_a, round_a = small_event(services, hands=HANDS, seed=3, name="Played")
    play(services, round_a, HANDS)
    event_b, _ = small_event(services, hands=HANDS, seed=3, name="Imported")
    return event_a, event_b, round_a


def _standings(cli: CliRunner, url: str, event: int) -> list[str]:
    run = cli("standings", "--event", str(event), "--format", "csv", "--database", url)
    assert run.status == 0, run.err
    # the player ids and points of every line, in order (after rank and tied)
    return [",".join(line.split(",")[2:5]) for line in run.out.splitlines()[1:]]


def test_import_gives_the_same_hands_and_standings(
    cli: CliRunner, services: Services, url: str, tmp_path: Path
) -> None:
    event_a, event_b, _ = _source_and_target(services)
    rows = hand_log(services, event_a)
    assert len(rows) >= 2 * HANDS
    path = write_log(tmp_path / "hands.csv", rows)
    run = cli("import-hands", str(path), "--event", str(event_b), "--database", url)
    assert run.status == 0, run.err
    assert f"entered {len(rows)} hands at 2 tables of event {event_b}" in run.out
    assert hand_log(services, event_b) == rows
    assert _standings(cli, url, event_b) == _standings(cli, url, event_a)


def test_one_wrong_payout_writes_nothing_and_names_the_row(
    cli: CliRunner, services: Services, db: Database, url: str, tmp_path: Path
) -> None:
    event_a, event_b, _ = _source_and_target(services)
    rows = hand_log(services, event_a)
    bad = next(i for i, r in enumerate(rows) if r.kind == "picked" and i > 0)
    payouts = list(rows[bad].payouts)
    payouts[0], payouts[1] = payouts[0] + 1, payouts[1] - Fraction(1)
    rows[bad] = dataclasses.replace(rows[bad], payouts=tuple(payouts))
    path = write_log(tmp_path / "hands.csv", rows)
    before = row_counts(db)
    run = cli("import-hands", str(path), "--event", str(event_b), "--database", url)
    assert run.status == 2
    assert row_counts(db) == before
    first = run.err.splitlines()[0]
    assert first.startswith(f"Row {bad + 2}: the event's rules pay ")
    assert "nothing was imported" in run.err.splitlines()[-1]


def test_every_bad_row_of_the_file_is_listed(
    cli: CliRunner, services: Services, db: Database, url: str, tmp_path: Path
) -> None:
    event_a, event_b, _ = _source_and_target(services)
    path = write_log(tmp_path / "hands.csv", hand_log(services, event_a))
    lines = path.read_text(encoding="utf-8-sig").splitlines()
    lines[2] = lines[2].replace(",picked,", ",pickd,", 1)
    lines[4] = lines[4].replace(",picked,", ",pickd,", 1)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    before = row_counts(db)
    run = cli("import-hands", str(path), "--event", str(event_b), "--database", url)
    assert run.status == 2
    assert row_counts(db) == before
    errors = run.err.splitlines()
    assert [e.split(",")[0] for e in errors[:-1]] == ["Row 3", "Row 5"]
    assert "2 problems found, nothing was imported" in errors[-1]


def test_tables_that_already_have_hands_are_refused(
    cli: CliRunner, services: Services, db: Database, url: str, tmp_path: Path
) -> None:
    event_a, _, _ = _source_and_target(services)
    path = write_log(tmp_path / "hands.csv", hand_log(services, event_a))
    before = row_counts(db)
    run = cli("import-hands", str(path), "--event", str(event_a), "--database", url)
    assert run.status == 2
    assert "already has" in run.err and "Row 2:" in run.err
    assert row_counts(db) == before


def test_a_round_not_drawn_is_refused(
    cli: CliRunner, services: Services, db: Database, url: str, tmp_path: Path
) -> None:
    event_a, _, _ = _source_and_target(services)
    rows = [dataclasses.replace(r, round=2) for r in hand_log(services, event_a)]
    path = write_log(tmp_path / "hands.csv", rows)
    before = row_counts(db)
    run = cli("import-hands", str(path), "--event", str(event_a), "--database", url)
    assert run.status == 2
    assert "session 1, round 2, table 1 does not exist" in run.err
    assert row_counts(db) == before


def test_unknown_event_and_missing_file(
    cli: CliRunner, services: Services, url: str, tmp_path: Path
) -> None:
    event_a, _, _ = _source_and_target(services)
    path = write_log(tmp_path / "hands.csv", hand_log(services, event_a))
    run = cli("import-hands", str(path), "--event", "999", "--database", url)
    assert (run.status, run.out) == (2, "")
    assert run.err.startswith("error: event 999 does not exist in ")
    assert run.err.endswith("; list the ids with `sheepshead-scorer events`\n")
    run = cli("import-hands", str(tmp_path / "nope.csv"), "--event", "1", "--database", url)
    assert run.status == 2
    assert "nope.csv' is not there" in run.err and "Traceback" not in run.err


def test_the_event_workbook_imports_too(
    cli: CliRunner, services: Services, url: str, tmp_path: Path
) -> None:
    event_a, event_b, _ = _source_and_target(services)
    path = tmp_path / "event.xlsx"
    write_event_workbook(path, event_export(services._ctx, event_a))
    run = cli("import-hands", str(path), "--event", str(event_b), "--database", url)
    assert run.status == 0, run.err
    assert hand_log(services, event_b) == hand_log(services, event_a)
