"""The demo built once per test session and backend, loaded into each test's fresh database.

``services.build_demo()`` records some 600 director actions one transaction at a time (half a
minute on a busy machine). It is deterministic (the same seed, the same ids on an empty
database), so the tests that need the demo as their starting point get a copy of one built
demo instead: SQLite through SQLite's own backup API (the whole file, page by page), and
PostgreSQL by copying every table's rows and every sequence's position from the snapshot's
schema. The tests of the demo command itself still build theirs.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import text

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.demo.demo_event import DemoSummary, build_demo
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.engine import sqlite_file
from sheepshead_scorer.store.models import Base


@dataclass(frozen=True)
class DemoSnapshot:
    """A built demo: where it is (a SQLite file or a PostgreSQL schema) and what it holds."""

    summary: DemoSummary
    sqlite_path: Path | None = None
    pg_schema: str | None = None


def build_snapshot(database: Database, station: str) -> DemoSnapshot:
    """Build the demo into ``database`` (fresh and migrated) and close it."""
    summary = build_demo(Services(database, station=station))
    path = sqlite_file(database.url)
    schema = None
    if path is None:
        with database.engine.connect() as connection:
            schema = connection.execute(text("SELECT current_schema()")).scalar_one()
    database.close()  # a SQLite file is checkpointed: the snapshot is the one file
    return DemoSnapshot(summary, sqlite_path=path, pg_schema=schema)


def load_snapshot(snapshot: DemoSnapshot, database: Database) -> DemoSummary:
    """Make ``database`` (fresh and migrated, on the snapshot's backend) hold the demo."""
    target = sqlite_file(database.url)
    if target is not None:
        assert snapshot.sqlite_path is not None, "a SQLite database needs the SQLite snapshot"
        source = sqlite3.connect(snapshot.sqlite_path)
        destination = sqlite3.connect(target)
        try:
            source.backup(destination)
        finally:
            source.close()
            destination.close()
        return snapshot.summary
    assert snapshot.pg_schema is not None, "a PostgreSQL database needs the PostgreSQL snapshot"
    source_schema = snapshot.pg_schema
    with database.engine.begin() as connection:
        schema = connection.execute(text("SELECT current_schema()")).scalar_one()
        found = set(connection.execute(text(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = :s"
        ), {"s": source_schema}).scalars())
        tables = [t.name for t in Base.metadata.sorted_tables]  # parents before children
        assert found == {*tables, "alembic_version"}, found ^ {*tables, "alembic_version"}
        for table in tables:
            connection.exec_driver_sql(
                f'INSERT INTO "{schema}"."{table}" SELECT * FROM "{source_schema}"."{table}"'
            )
        sequences = connection.execute(text(
            "SELECT sequencename FROM pg_sequences WHERE schemaname = :s"
        ), {"s": source_schema}).scalars().all()
        for sequence in sequences:
            connection.exec_driver_sql(
                f"SELECT setval('\"{schema}\".\"{sequence}\"', last_value, is_called) "
                f'FROM "{source_schema}"."{sequence}"'
            )
    return snapshot.summary
