"""A SQLite migration that was cut short is rolled back, and the director told.

``migrate._upgrade_sqlite`` runs every revision in one transaction; while it runs,
``<name>.migrating.json`` (written atomically) says from which revision to which. A kill, a
power cut or a crash at any instant leaves the transaction uncommitted, and SQLite rolls it
back at the next open (its write-ahead log is simply not replayed), so the file is as it was
before. The next ``open_database`` finds the journal (:func:`interrupted`), says so
("… was interrupted; it has been rolled back: the file is as it was before, and it is upgraded
again now"), and the upgrade runs again. A file left by older versions, whose first batch
table copy committed alone, holds an empty ``_alembic_tmp_<table>`` beside the intact table:
:func:`drop_leftovers` removes it inside the migration's own transaction.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Connection

from sheepshead_scorer import atomic_files
from sheepshead_scorer.text import Text

log = logging.getLogger(__name__)

LEFTOVER = "_alembic_tmp_"


def journal_path(path: Path) -> Path:
    return path.with_name(f"{path.name}.migrating.json")


@contextmanager
def running(path: Path | None, revision: str) -> Iterator[None]:
    """The journal exists while the migration of ``path`` runs; gone once it committed or
    rolled back in this process (only a kill leaves it)."""
    if path is None:
        yield
        return
    journal = journal_path(path)
    with atomic_files.opened_text(journal, private=True) as handle:
        json.dump({"to": revision, "since": datetime.now(UTC).isoformat()}, handle)
    try:
        yield
    finally:
        with suppress(OSError):
            journal.unlink()


def interrupted(path: Path) -> Text | None:
    """What to tell the director when a migration of ``path`` was cut short (the journal is
    left), else ``None``. SQLite has already rolled it back; the journal is removed."""
    journal = journal_path(path)
    if not journal.exists():
        return None
    try:
        target = str(json.loads(journal.read_text(encoding="utf-8")).get("to", "head"))
    except (OSError, ValueError, AttributeError):
        target = "head"
    with suppress(OSError):
        journal.unlink()
    notice = Text(
        "the upgrade of {file} to the schema of this version (revision {revision}) was "
        "interrupted; it has been rolled back — the file is as it was before — and is "
        "upgraded again now", file=path, revision=target,
    )
    log.warning("%s", notice)
    return notice


def drop_leftovers(connection: Connection) -> list[str]:
    """Drop the ``_alembic_tmp_<table>`` tables a killed migration of an older version left
    (each beside its intact table; one without it is left alone and fails the migration
    with SQLite's own words). Returns the dropped names."""
    names = [str(row[0]) for row in connection.exec_driver_sql(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '\\_alembic\\_tmp\\_%' "
        "ESCAPE '\\'"
    )]
    tables = {str(row[0]) for row in connection.exec_driver_sql(
        "SELECT name FROM sqlite_master WHERE type = 'table'"
    )}
    dropped = []
    for name in names:
        if name[len(LEFTOVER):] in tables:
            connection.exec_driver_sql(f'DROP TABLE "{name}"')
            dropped.append(name)
    if dropped:
        log.warning("dropped the leftovers of an interrupted migration: %s", ", ".join(dropped))
    return dropped
