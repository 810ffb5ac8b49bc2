"""Engines and start-up: SQLite pragmas, URLs, the default location, the audit-log guard."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from sheepshead_scorer.store import (
    AuditLogIsAppendOnly,
    Database,
    default_database_path,
    open_database,
    to_url,
    utcnow,
)
from sheepshead_scorer.store.engine import sqlite_file
from sheepshead_scorer.store.models import AuditEntry


def test_sqlite_connections_get_wal_foreign_keys_full_sync_and_busy_timeout(
    sqlite_db: Database,
) -> None:
    with sqlite_db.engine.connect() as connection:
        pragma = {
            name: connection.exec_driver_sql(f"PRAGMA {name}").scalar()
            for name in ("journal_mode", "foreign_keys", "synchronous", "busy_timeout")
        }
    assert pragma == {
        "journal_mode": "wal",
        "foreign_keys": 1,
        "synchronous": 2,
        "busy_timeout": 10_000,
    }


def test_default_database_lives_in_the_user_data_directory() -> None:
    import platformdirs

    path = default_database_path()
    assert path.parent == platformdirs.user_data_path("sheepshead-scorer")
    assert path.name == "sheepshead.sqlite3"


@pytest.mark.parametrize(
    ("given", "expected_file"),
    [
        ("postgresql+psycopg://u:p@host/db", None),
        ("sqlite://", None),
        ("relative/file.sqlite3", Path("relative/file.sqlite3").resolve()),
    ],
)
def test_urls_and_paths(given: str, expected_file: Path | None) -> None:
    assert sqlite_file(to_url(given)) == expected_file
    assert ("://" in given) == (to_url(given) == given)


def test_open_database_creates_missing_parent_directories(tmp_path: Path) -> None:
    target = tmp_path / "new" / "dir" / "scorer.sqlite3"
    database = open_database(target)
    try:
        assert target.exists()
        assert database.backup is None  # nothing to back up in a brand-new file
    finally:
        database.close()


def test_audit_log_is_append_only(db: Database) -> None:
    with db.session() as session, session.begin():
        session.add(
            AuditEntry(at=utcnow(), station="s", entity="player", entity_id=1, action="create")
        )
    with db.session() as session:
        entry = session.get(AuditEntry, 1)
        assert entry is not None
        entry.action = "rewritten"
        with pytest.raises(AuditLogIsAppendOnly, match="only grows"):
            session.flush()
        session.rollback()
        entry = session.get(AuditEntry, 1)
        assert entry is not None
        session.delete(entry)
        with pytest.raises(AuditLogIsAppendOnly):
            session.flush()
        session.rollback()
    with db.engine.connect() as connection:
        assert connection.execute(text("SELECT action FROM audit_log")).scalar() == "create"
