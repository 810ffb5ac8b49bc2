"""Alembic, driven from code: migrate a database to head, backing up a SQLite file first.

The revisions live in ``sheepshead_scorer/migrations`` (shipped inside the package). On SQLite,
batch migrations re-create tables, which fails with foreign keys enforced, so the upgrade runs
with ``PRAGMA foreign_keys=OFF`` (set outside a transaction), then checks
``PRAGMA foreign_key_check`` and turns enforcement back on.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine

from sheepshead_scorer.store.engine import sqlite_file
from sheepshead_scorer.text import Text, TextError

SCRIPT_LOCATION = "sheepshead_scorer:migrations"


class MigrationError(TextError, RuntimeError):
    """The database could not be brought to the current schema; the message (``text``,
    translatable) says why and what to do."""


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic ``Config`` built in code (no alembic.ini), optionally bound to a connection."""
    config = Config()
    config.set_main_option("script_location", SCRIPT_LOCATION)
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    """The newest revision this version of the program knows."""
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    if head is None:  # pragma: no cover - the package always ships revisions
        raise MigrationError(Text("no Alembic revisions found in sheepshead_scorer/migrations"))
    return head


def current_revision(engine: Engine) -> str | None:
    """The revision the database is at, ``None`` for an empty database."""
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def known_revisions() -> frozenset[str]:
    """Every schema revision this version of the program can migrate from (or is at)."""
    scripts = ScriptDirectory.from_config(alembic_config())
    return frozenset(script.revision for script in scripts.walk_revisions())


def newer_schema(revision: str) -> Text:
    """Why a database (or backup) at ``revision``, unknown here, is refused."""
    return Text(
        "it was made by a newer Sheepshead Scorer (schema revision {revision}; this one "
        "knows up to {head}); install that version to open it — nothing was changed",
        revision=revision, head=head_revision(),
    )


def upgrade(
    engine: Engine,
    revision: str = "head",
    *,
    server_backup: Callable[[Engine, str], Path] | None = None,
) -> Path | None:
    """Migrate to ``revision``; returns the backup copy made first, if any.

    A SQLite file that already holds a schema is copied next to itself
    (``<name>.before-<revision>-<UTC time>.sqlite3``) before anything changes; a database
    server is backed up by ``server_backup(engine, current_revision)``. A database at a
    revision this program does not know (made by a newer version) is refused with
    ``MigrationError`` before any copy is made.
    """
    current = current_revision(engine)
    target = head_revision() if revision == "head" else revision
    if current == target:
        return None
    if current is not None and current not in known_revisions():
        raise MigrationError(newer_schema(current))
    if engine.dialect.name != "sqlite" and current is not None and server_backup is not None:
        backup: Path | None = server_backup(engine, current)
    else:
        backup = _backup_sqlite(engine, current)
    if engine.dialect.name == "sqlite":
        _upgrade_sqlite(engine, revision)
    else:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), revision)
    return backup


def downgrade(engine: Engine, revision: str) -> None:
    """Go back to an older ``revision`` (tests and emergencies; the director never needs it)."""
    if engine.dialect.name == "sqlite":
        _upgrade_sqlite(engine, revision, down=True)
        return
    with engine.begin() as connection:
        command.downgrade(alembic_config(connection), revision)


def _upgrade_sqlite(engine: Engine, revision: str, *, down: bool = False) -> None:
    with engine.connect() as connection:
        connection.commit()  # make sure no transaction is open: the pragma is ignored inside one
        connection.exec_driver_sql("PRAGMA foreign_keys=OFF")
        connection.commit()
        try:
            with connection.begin():
                config = alembic_config(connection)
                if down:
                    command.downgrade(config, revision)
                else:
                    command.upgrade(config, revision)
            problems = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
            connection.commit()
            if problems:
                raise MigrationError(_broken_references(revision, problems))
        finally:
            connection.exec_driver_sql("PRAGMA foreign_keys=ON")
            connection.commit()


def _broken_references(revision: str, problems: Sequence[Any]) -> Text:
    """What ``PRAGMA foreign_key_check`` found after a migration, and what to do."""
    first = tuple(problems[0])
    if len(problems) == 1:
        return Text(
            "the migration to {revision} left 1 broken reference ({first}); "
            "restore the backup copy and report this",
            revision=revision,
            first=first,
        )
    return Text(
        "the migration to {revision} left {count} broken references (first: {first}); "
        "restore the backup copy and report this",
        revision=revision,
        count=len(problems),
        first=first,
    )


def _backup_sqlite(engine: Engine, current: str | None) -> Path | None:
    path = sqlite_file(str(engine.url))
    if path is None or current is None or not path.exists():
        return None
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    target = path.with_name(f"{path.stem}.before-{current}-{stamp}{path.suffix}")
    source = sqlite3.connect(path)
    try:
        copy = sqlite3.connect(target)
        try:
            source.backup(copy)
        finally:
            copy.close()
    finally:
        source.close()
    return target
