"""Backup copies of the database: take one, keep the last N, put one back.

SQLite: ``sqlite3.Connection.backup`` copies a consistent snapshot while the program (or
another process) has the file open; the copy is written to ``<name>.partial`` and renamed, so
a half-written backup never looks like a good one. Each copy is checked
(``PRAGMA integrity_check``) before it counts.

PostgreSQL: ``pg_dump --format=custom`` when the ``pg_dump`` program is on the PATH, else a
JSON document with every row of every table of the schema (see ``docs/reliability.md``).
Both are put back: ``store.pg_restore.restore_pg_dump`` (pg_restore's script run by psql in
one transaction, after reading the dump's schema revision) and ``load_json`` (delete, insert,
reset the sequences, in one transaction).

Backups live in a folder (by default ``backups/`` next to the SQLite file) and are named,
ordered and rotated by what they hold (``store.backup_names``: a sequence number and the
data's change marker, never the clock) — ``.sqlite3``, or ``.dump`` / ``.json`` for
PostgreSQL, whose stem is the database name, plus ``.<schema>`` when the URL names one.
``rotate`` keeps the newest ``keep`` automatic ones; copies taken by hand (reason ``manual``)
and the safety copy made before a restore are never rotated away.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, MetaData, select, text
from sqlalchemy.engine import make_url

from sheepshead_scorer import atomic_files
from sheepshead_scorer.store import sqlite_paths
from sheepshead_scorer.store.backup_names import (  # their home; kept here too
    AUTOMATIC_REASONS as AUTOMATIC_REASONS,
)
from sheepshead_scorer.store.backup_names import DEFAULT_KEEP as DEFAULT_KEEP
from sheepshead_scorer.store.backup_names import BackupFile as BackupFile
from sheepshead_scorer.store.backup_names import backup_name as backup_name
from sheepshead_scorer.store.backup_names import list_backups as list_backups
from sheepshead_scorer.store.backup_names import rotate as rotate
from sheepshead_scorer.store.backup_names import stamp
from sheepshead_scorer.store.engine import url_schema as url_schema  # its home; kept here too
from sheepshead_scorer.store.integrity import check_sqlite_file
from sheepshead_scorer.text import Text, TextError

JSON_FORMAT = "sheepshead-scorer-json-dump/1"


class BackupError(TextError, RuntimeError):
    """A backup or restore failed; the message (``text``, translatable) names the file and
    how to fix it."""


def backup_folder_for(database_file: Path) -> Path:
    """The default backup folder of a SQLite file: ``backups/`` beside it."""
    return database_file.parent / "backups"


def backup_sqlite(source: Path, target: Path) -> Path:
    """Copy the SQLite file ``source`` to ``target`` (online, consistent), then check it.

    Raises ``OSError`` / ``sqlite3.OperationalError`` from a full disk as is (the caller
    turns them into a message); the partial file is removed.
    """
    # 0600 from the start (backups hold contact data); renamed only once whole and checked
    with atomic_files.replacing(target, private=True) as partial:
        src = sqlite_paths.connect(source, read_only=True, timeout=30)
        try:
            dst = sqlite_paths.connect(partial)
            try:
                src.backup(dst)
                dst.execute("PRAGMA journal_mode=DELETE")
            finally:
                dst.close()
        finally:
            src.close()
        report = check_sqlite_file(partial)
        if not report.ok:
            raise BackupError(
                Text("the backup copy failed its check: {summary}", summary=report.text)
            )
    return target


fsync_file = atomic_files.sync_file
fsync_dir = atomic_files.sync_folder


# -- PostgreSQL ---------------------------------------------------------------------------
def pg_dump_available() -> bool:
    return shutil.which("pg_dump") is not None


def backup_postgres(engine: Engine, target: Path, *, use_pg_dump: bool | None = None) -> Path:
    """Dump a PostgreSQL database to ``target`` (``.dump`` with pg_dump, else ``.json``)."""
    target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    use = pg_dump_available() if use_pg_dump is None else use_pg_dump
    if use:
        return _pg_dump(engine, target.with_suffix(".dump"))
    return dump_json(engine, target.with_suffix(".json"))


def libpq_target(url: str) -> tuple[str, dict[str, str]]:
    """How the PostgreSQL programs (pg_dump, psql) reach the database at ``url``: a
    ``postgresql://`` connection URI without the password — it keeps every setting of the
    URL (``sslmode``, ``sslrootcert``, ``options``, port, ...) — and the environment with the
    password in ``PGPASSWORD`` (never on a command line) and a connect timeout."""
    parsed = make_url(url)
    env = dict(os.environ)
    if parsed.password:
        env["PGPASSWORD"] = str(parsed.password)
    env.setdefault("PGCONNECT_TIMEOUT", "10")
    plain = parsed._replace(password=None).set(drivername="postgresql")
    return plain.render_as_string(hide_password=False), env


def _pg_dump(engine: Engine, target: Path) -> Path:
    uri, env = libpq_target(engine.url.render_as_string(hide_password=False))
    args = ["pg_dump", "--format=custom", f"--file={target}", "--no-owner", f"--dbname={uri}"]
    schema = url_schema(engine.url.render_as_string(hide_password=True))
    if schema:
        args.append(f"--schema={schema}")
    with atomic_files.replacing(target, private=True) as partial:  # pg_dump keeps the mode
        args[2] = f"--file={partial}"
        done = subprocess.run(args, env=env, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise BackupError(Text("pg_dump failed: {reply}", reply=done.stderr.strip()))
    return target


def _plain(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, bytes):
        return base64.b64encode(value).decode("ascii")
    return value


def dump_json(engine: Engine, target: Path) -> Path:
    """Every row of every table, as ``{"format": ..., "tables": {name: {columns, rows}}}``.

    One REPEATABLE READ transaction, so the dump is a consistent snapshot.
    """
    metadata = MetaData()
    with engine.connect().execution_options(isolation_level="REPEATABLE READ") as connection:
        metadata.reflect(connection)
        tables: dict[str, Any] = {}
        for table in metadata.sorted_tables:
            rows = connection.execute(select(table).order_by(*table.primary_key.columns)).all()
            tables[table.name] = {
                "columns": [c.name for c in table.columns],
                "rows": [[_plain(v) for v in row] for row in rows],
            }
    document = {"format": JSON_FORMAT, "taken_at": stamp(), "tables": tables}
    atomic_files.write_text(target, json.dumps(document, default=str), private=True)
    return target


# -- PostgreSQL restore (pg_restore: store/pg_restore.py) -------------------------------
def json_dump_revision(backup: Path) -> tuple[dict[str, Any], str | None]:
    """The parsed JSON dump and its Alembic revision (``None`` if it has none)."""
    try:
        document = json.loads(backup.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BackupError(
            Text("{file} cannot be read as a JSON backup: {reason}", file=backup, reason=exc)
        ) from exc
    if not isinstance(document, dict) or document.get("format") != JSON_FORMAT:
        raise BackupError(
            Text(
                "{file} is not a Sheepshead Scorer JSON backup (format must be {format!r})",
                file=backup,
                format=JSON_FORMAT,
            )
        )
    rows = document.get("tables", {}).get("alembic_version", {}).get("rows", [])
    return document, (str(rows[0][0]) if rows else None)


def _typed(column: Any, value: Any) -> Any:
    """A JSON value back as the Python value the column type wants."""
    if value is None:
        return None
    try:
        wanted = column.type.python_type
    except NotImplementedError:
        return value
    if wanted is datetime and isinstance(value, str):
        return datetime.fromisoformat(value)
    if wanted is date and isinstance(value, str):
        return date.fromisoformat(value)
    if wanted is Decimal:
        return Decimal(str(value))
    if wanted is bytes and isinstance(value, str):
        return base64.b64decode(value)
    if wanted is int and isinstance(value, str):
        return int(value)
    return value


def _is_integer(column: Any) -> bool:
    try:
        return column.type.python_type is int
    except NotImplementedError:
        return False


def load_json(engine: Engine, document: dict[str, Any]) -> dict[str, int]:
    """Replace every row of every table with the dump's rows, in ONE transaction.

    Deletes in reverse foreign-key order, inserts in foreign-key order, then sets each
    serial/identity sequence to ``max(id) + 1``. Returns the rows inserted per table.
    Check the revision first (``json_dump_revision``).
    """
    dumped: dict[str, Any] = document["tables"]
    metadata = MetaData()
    counts: dict[str, int] = {}
    with engine.begin() as connection:
        metadata.reflect(connection)
        missing = sorted(set(dumped) - set(metadata.tables))
        if missing:
            raise BackupError(
                Text(
                    "the backup has tables this database does not: {tables}; "
                    "restore it into a database of the same version",
                    tables=", ".join(missing),
                )
            )
        for table in reversed(metadata.sorted_tables):
            connection.execute(table.delete())
        for table in metadata.sorted_tables:
            part = dumped.get(table.name, {"columns": [], "rows": []})
            columns = [table.columns[name] for name in part["columns"]]
            rows = [
                {c.name: _typed(c, v) for c, v in zip(columns, row, strict=True)}
                for row in part["rows"]
            ]
            if rows:
                connection.execute(table.insert(), rows)
            counts[table.name] = len(rows)
            for key in table.primary_key.columns:
                if not _is_integer(key):
                    continue
                connection.execute(
                    text(
                        "SELECT setval(pg_get_serial_sequence(:table, :column), "
                        f'COALESCE((SELECT max("{key.name}") FROM "{table.name}"), 0) + 1, '
                        "false)"
                    ),
                    {"table": f'"{table.name}"', "column": key.name},
                )
    return counts
