"""Alembic, driven from code: migrate a database to head, backing up a SQLite file first.

Opening a database that is already at the newest revision does not load Alembic at all
(about 0.2 s at every start): its revision is read with one query and the newest revision
from the revision files themselves (``shipped_head``, which a test checks against
Alembic's own answer). Only an actual upgrade or downgrade imports Alembic.

The revisions live in ``sheepshead_scorer/migrations`` (shipped inside the package). On SQLite,
batch migrations re-create tables, which fails with foreign keys enforced, so the upgrade runs
with ``PRAGMA foreign_keys=OFF`` (set outside a transaction), then checks
``PRAGMA foreign_key_check`` and turns enforcement back on.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, Engine, inspect, text

if TYPE_CHECKING:
    from alembic.config import Config

from sheepshead_scorer import atomic_files
from sheepshead_scorer.store import migration_journal, sqlite_paths
from sheepshead_scorer.store.engine import sqlite_file
from sheepshead_scorer.text import Text, TextError

SCRIPT_LOCATION = "sheepshead_scorer:migrations"


class MigrationError(TextError, RuntimeError):
    """The database could not be brought to the current schema; the message (``text``,
    translatable) says why and what to do."""


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic ``Config`` built in code (no alembic.ini), optionally bound to a connection."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", SCRIPT_LOCATION)
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    """The newest revision this version of the program knows."""
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    if head is None:  # pragma: no cover - the package always ships revisions
        raise MigrationError(Text("no Alembic revisions found in sheepshead_scorer/migrations"))
    return head


def current_revision(engine: Engine) -> str | None:
    """The revision the database is at, ``None`` for an empty database."""
    with engine.connect() as connection:
        if not inspect(connection).has_table("alembic_version"):
            return None
        versions = connection.execute(text("SELECT version_num FROM alembic_version")).all()
    if len(versions) > 1:  # pragma: no cover - this program keeps one branch
        raise MigrationError(Text("the database has several schema heads; report this"))
    return str(versions[0][0]) if versions else None


_REVISION = re.compile(r"^revision(?:\s*:\s*str)?\s*=\s*[\"'](\w+)[\"']", re.MULTILINE)
_DOWN = re.compile(
    r"^down_revision(?:\s*:[^=]+)?\s*=\s*(?:[\"'](\w+)[\"']|None)", re.MULTILINE
)


@cache
def shipped_head() -> str | None:
    """The newest revision as the revision files say (the one no other revision follows),
    read without Alembic; ``None`` if the files cannot be read that way."""
    revisions: set[str] = set()
    followed: set[str] = set()
    folder = files("sheepshead_scorer.migrations").joinpath("versions")
    for entry in folder.iterdir():
        if not entry.name.endswith(".py") or entry.name.startswith("_"):
            continue
        source = entry.read_text(encoding="utf-8")
        revision, down = _REVISION.search(source), _DOWN.search(source)
        if revision is None or down is None:
            return None
        revisions.add(revision.group(1))
        if down.group(1):
            followed.add(down.group(1))
    heads = revisions - followed
    return heads.pop() if len(heads) == 1 else None


def known_revisions() -> frozenset[str]:
    """Every schema revision this version of the program can migrate from (or is at)."""
    from alembic.script import ScriptDirectory

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
    if revision == "head" and current is not None and current == shipped_head():
        return None  # at the newest revision already: no need to load Alembic
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
        from alembic import command

        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), revision)
    return backup


def downgrade(engine: Engine, revision: str) -> None:
    """Go back to an older ``revision`` (tests and emergencies; the director never needs it)."""
    if engine.dialect.name == "sqlite":
        _upgrade_sqlite(engine, revision, down=True)
        return
    from alembic import command

    with engine.begin() as connection:
        command.downgrade(alembic_config(connection), revision)


def _upgrade_sqlite(engine: Engine, revision: str, *, down: bool = False) -> None:
    """Every revision in ONE SQLite transaction, begun by us: Python's sqlite3 module begins
    a transaction only before an INSERT, UPDATE or DELETE, so the first ``CREATE TABLE
    _alembic_tmp_…`` of a batch migration used to commit alone, and a kill after it left a
    file that never opened again ("table _alembic_tmp_players already exists"). Now a kill
    at any instant leaves the file as it was; ``migration_journal`` says one was cut short."""
    from alembic import command

    path = sqlite_file(str(engine.url))
    with engine.connect() as connection:
        connection.commit()  # make sure no transaction is open: the pragma is ignored inside one
        connection.exec_driver_sql("PRAGMA foreign_keys=OFF")
        connection.commit()
        raw = connection.connection.driver_connection
        assert raw is not None
        legacy = raw.isolation_level
        raw.isolation_level = None  # the module begins nothing; BEGIN below covers every DDL
        try:
            target = head_revision() if revision == "head" else revision
            with migration_journal.running(path, target):
                connection.exec_driver_sql("BEGIN IMMEDIATE")
                try:
                    migration_journal.drop_leftovers(connection)
                    config = alembic_config(connection)
                    if down:
                        command.downgrade(config, revision)
                    else:
                        command.upgrade(config, revision)
                    problems = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                    if problems:
                        raise MigrationError(_broken_references(revision, problems))
                except BaseException:
                    connection.rollback()
                    raise
                connection.commit()
        finally:
            raw.isolation_level = legacy
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
    with atomic_files.replacing(target, private=True) as partial:
        source = sqlite_paths.connect(path)
        try:
            copy = sqlite_paths.connect(partial)
            try:
                source.backup(copy)
            finally:
                copy.close()
        finally:
            source.close()
    return target
