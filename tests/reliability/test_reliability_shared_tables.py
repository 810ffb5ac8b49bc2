"""Several stations on the same two tables at once (short CI run of
``python -m reliability.shared_tables``), on PostgreSQL and on one SQLite file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from sqlalchemy import text

from reliability import shared_tables
from sheepshead_scorer.store import Database, open_database


def _assert_clean(report: shared_tables.SharedReport, stations: int) -> None:
    assert report.problems == []
    assert report.stations == stations and report.tables == 2
    assert report.hands_acknowledged > 0 and report.corrections > 0 and report.penalties > 0
    assert report.deletes > 0
    assert (report.lost, report.doubled, report.gaps, report.overwritten) == (0, 0, 0, 0)
    assert report.tally_drift == 0
    assert report.doubles_refused == report.doubles_tried


@pytest.mark.postgres
def test_four_stations_on_two_tables_of_postgresql(pg_db: Database) -> None:
    report = shared_tables.run(os.environ[shared_tables.PG_ENV], 4, 2, 30)
    _assert_clean(report, 4)


def test_four_stations_on_two_tables_of_one_sqlite_file(tmp_path: Path) -> None:
    report = shared_tables.run_on(str(tmp_path / "shared.sqlite3"), 4, 2, 30)
    _assert_clean(report, 4)


def test_the_checks_fail_on_a_lost_hand_a_double_and_a_drifted_tally(tmp_path: Path) -> None:
    """The harness can fail: acknowledgements the database does not bear out are reported."""
    path = str(tmp_path / "checked.sqlite3")
    report = shared_tables.run_on(path, 2, 2, 10)
    assert report.ok
    outcome = {"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 74,
               "tricks": 3}
    lines = [("HAND", ["1-1", 10**6, 1, 1, outcome]), ("PENALTY", [10**6])]
    database = open_database(path, migrate=False)
    with database.engine.begin() as connection:
        connection.execute(text("UPDATE player_tallies SET points_num = points_num + 1"))
    database.close()
    broken = shared_tables.SharedReport()
    shared_tables._check(path, lines, broken)
    assert broken.lost == 1
    assert broken.tally_drift > 0
    assert any("penalties acknowledged" in p for p in broken.problems)
    assert not broken.ok
