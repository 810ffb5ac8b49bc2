"""A killed migration never leaves a file that does not open (issue 25, item 6): every
revision runs in one SQLite transaction, an interrupted one is rolled back at the next open
with a notice, and the leftover of the old code's kill (an empty ``_alembic_tmp_players``)
is dropped (short run of ``python -m reliability.migration_faults``)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlalchemy import func, select

from reliability import migration_faults
from sheepshead_scorer.store import current_revision, open_database
from sheepshead_scorer.store.migrate import head_revision
from sheepshead_scorer.store.models import Hand


def test_a_migration_killed_anywhere_is_rolled_back_and_told() -> None:
    report = migration_faults.run(hands=6, every=150)
    assert report.problems == []
    assert report.kills >= 6 and report.lost == 0
    assert report.notices >= report.kills - 1  # a kill before the upgrade began has none


def test_the_old_codes_leftover_table_is_dropped(tmp_path: Path) -> None:
    tmpl = migration_faults.template(tmp_path, 6, "0004")
    with sqlite3.connect(tmpl) as old:  # what a kill after the first table copy left
        old.execute("CREATE TABLE _alembic_tmp_players AS SELECT * FROM players WHERE 0")
    old.close()
    database = open_database(tmpl)
    try:
        assert current_revision(database.engine) == head_revision()
        with database.session() as session:
            assert session.scalar(select(func.count()).select_from(Hand)) == 6
    finally:
        database.close()
