"""Alembic revisions: a fresh database reaches head with exactly the models' schema on both
backends; an older SQLite file is backed up, upgraded in batch mode and keeps its data."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import text

from sheepshead_scorer.store import Database, current_revision, head_revision, open_database
from sheepshead_scorer.store.engine import make_engine, to_url
from sheepshead_scorer.store.migrate import downgrade, upgrade
from sheepshead_scorer.store.models import Base


def test_fresh_database_is_at_head_with_the_models_schema(db: Database) -> None:
    assert current_revision(db.engine) == head_revision()
    with db.engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        assert compare_metadata(context, Base.metadata) == []


def test_downgrade_to_base_and_up_again(db: Database) -> None:
    downgrade(db.engine, "base")
    assert current_revision(db.engine) is None
    upgrade(db.engine)
    assert current_revision(db.engine) == head_revision()


def test_opening_an_older_sqlite_file_backs_it_up_and_keeps_the_data(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    engine = make_engine(to_url(path))
    upgrade(engine, "0001")
    with engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO players (name, nickname, club, contact, active, created_at, "
                "version, changed_at, changed_station) VALUES ('Ada', '', '', '', 1, "
                "'2026-11-28 10:00:00', 1, '2026-11-28 10:00:00', 'desk')"
            )
        )
        connection.execute(
            text(
                "INSERT INTO leagues (name, notes, version, changed_at, changed_station) "
                "VALUES ('Tuesday', '', 1, '2026-11-28 10:00:00', 'desk')"
            )
        )
    engine.dispose()

    database = open_database(path)
    try:
        assert current_revision(database.engine) == head_revision()
        assert database.backup is not None and database.backup.exists()
        assert database.backup.name.startswith("club.before-0001-")
        backup = sqlite3.connect(database.backup)
        try:
            assert backup.execute("SELECT version_num FROM alembic_version").fetchall() == [
                ("0001",)
            ]
            assert backup.execute("SELECT name FROM players").fetchall() == [("Ada",)]
        finally:
            backup.close()
        with database.engine.connect() as connection:
            assert connection.execute(text("SELECT name, merged_into_id FROM players")).all() == [
                ("Ada", None)
            ]
            assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
            assert connection.exec_driver_sql("PRAGMA foreign_key_check").all() == []
    finally:
        database.close()


def test_opening_a_current_file_makes_no_backup(tmp_path: Path) -> None:
    first = open_database(tmp_path / "a.sqlite3")
    first.close()
    again = open_database(tmp_path / "a.sqlite3")
    try:
        assert again.backup is None
        assert sorted(p.name for p in tmp_path.iterdir() if "before" in p.name) == []
    finally:
        again.close()


def test_the_head_read_from_the_files_is_alembics_head() -> None:
    """Opening a current database skips Alembic on the strength of ``shipped_head``."""
    from sheepshead_scorer.store.migrate import head_revision, shipped_head

    assert shipped_head() == head_revision()
