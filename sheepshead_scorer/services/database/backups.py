"""Backups, restores, damaged files and full disks: the director actions that keep data safe.

* ``take_backup(database, reason)`` copies the open database (SQLite: online backup API;
  PostgreSQL: ``pg_dump`` or a JSON dump) into the backup folder and rotates old automatic
  copies (the newest ``keep``, default 20, stay).
* ``AutoBackup`` decides when: after a round is closed, and every few minutes (default 5)
  while hands are being entered. The UI and CLI call ``after_action(changes)``.
* ``restore(database_file, backup)`` is refused while any program has the file open
  (naming each); it backs up the current file first (reason ``before-restore``) — or keeps
  a damaged one beside it with its write-ahead log and tries SQLite's recovery on it — then
  puts the backup in its place atomically.
* ``backups_of(url)`` lists the backups of a SQLite file or a server database (no
  connection needed); ``services.server_restore`` puts a server's ``.dump``/``.json`` back.
* ``check_database_file(path)`` is run before opening: a damaged file (not a database,
  truncated, failing its integrity check) raises ``DamagedDatabaseError`` naming the latest
  good backup and the command that restores it.
* ``storage_error(exc, location)`` (``services.faults``) turns a full disk, a read-only
  file, a busy file, a lost server and a uniqueness collision into a ``ServiceError`` the
  director can act on; the transaction was rolled back, so everything committed before is
  still there.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Engine
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, SQLAlchemyError

from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.errors import ServiceError
from sheepshead_scorer.services.core.faults import (
    DatabaseHeldError,
    DatabaseUnavailableError,
    StorageError,
    location_of,
    location_text,
    read_only_error,
    storage_error,
)
from sheepshead_scorer.services.database.damaged_files import (
    DamagedDatabaseError,
    check_database_file,
    latest_good_backup,
)
from sheepshead_scorer.store import Database, MigrationError, open_database
from sheepshead_scorer.store.backup import (
    AUTOMATIC_REASONS,
    DEFAULT_KEEP,
    BackupError,
    BackupFile,
    backup_folder_for,
    backup_name,
    backup_postgres,
    backup_sqlite,
    list_backups,
    rotate,
    url_schema,
)
from sheepshead_scorer.store.backup_names import change_marker, file_marker, next_sequence
from sheepshead_scorer.store.database import ReadOnlyDatabaseFile
from sheepshead_scorer.store.engine import (
    default_database_path,
    open_in_this_process,
    sqlite_file,
    to_url,
)
from sheepshead_scorer.store.holders import FileHeldError, set_identity
from sheepshead_scorer.store.integrity import (
    DamagedDatabaseFile,
)
from sheepshead_scorer.store.recovery import Recovery
from sheepshead_scorer.store.sqlite_paths import PathTooLongError
from sheepshead_scorer.store.sqlite_restore import restore_file
from sheepshead_scorer.text import Text, hide_password, text_of

DEFAULT_INTERVAL_SECONDS = 300

__all__ = [
    "AutoBackup",
    "BackupFailedError",
    "BackupFile",
    "DamagedDatabaseError",
    "DatabaseHeldError",
    "DatabaseUnavailableError",
    "Restore",
    "StorageError",
    "backups_of",
    "check_database_file",
    "database_file",
    "default_backup_folder",
    "default_database_file",
    "latest_good_backup",
    "location_of",
    "location_text",
    "open_checked",
    "restore",
    "restore_backup",
    "set_identity",
    "storage_error",
    "take_backup",
]


class BackupFailedError(ServiceError):
    """A backup or restore could not be made; nothing already entered was touched."""


def default_database_file() -> Path:
    """The SQLite file the app uses when no other database is named."""
    return default_database_path()


def database_file(url: str) -> Path | None:
    """The SQLite file behind ``url``; ``None`` for a database server."""
    return sqlite_file(url)


def default_backup_folder(url: str) -> Path:
    """Where backups of ``url`` go: ``backups/`` beside the SQLite file (or beside the
    default file, for a server's dumps)."""
    path = sqlite_file(url)
    if path is not None:
        return backup_folder_for(path)
    return backup_folder_for(default_database_path())


def backup_stem(url: str) -> str:
    """The name every backup of ``url`` starts with: the SQLite file's name without its
    suffix; for a server, the database name plus ``.<schema>`` when the URL names a schema
    (so two events in two schemas of one database never share or rotate each other's)."""
    path = sqlite_file(url)
    if path is not None:
        return path.stem
    database = make_url(url).database or "postgres"
    schema = url_schema(url)
    return f"{database}.{schema}" if schema else database


def backups_of(url: str, folder: Path | None = None) -> list[BackupFile]:
    """The backups of the database at ``url`` (a SQLite file or a server database), oldest
    first: the ``.sqlite3`` copies, or the ``.dump``/``.json`` dumps, in ``folder`` (default:
    where ``take_backup`` writes them). Needs no connection (and no password)."""
    return list_backups(folder or default_backup_folder(url), backup_stem(url))


def _target(
    engine: Engine, url: str, reason: str, to: Path | None
) -> tuple[Path, Path | None]:
    """Where a backup goes, and the folder to rotate (``None``: an explicit file). In a
    folder it is named by what it holds: the next sequence number and the data's change
    marker (``store.backup_names``), never by the clock alone."""
    if to is not None and to.suffix and not to.is_dir():
        return to, None
    folder = to if to is not None else default_backup_folder(url)
    ext = "sqlite3" if sqlite_file(url) is not None else "json"
    stem = backup_stem(url)
    name = backup_name(stem, reason, ext, sequence=next_sequence(folder, stem),
                       marker=change_marker(engine))
    return folder / name, folder


def take_backup(
    engine: Engine,
    url: str,
    *,
    reason: str = "manual",
    to: Path | None = None,
    keep: int = DEFAULT_KEEP,
) -> BackupFile:
    """Back up the database now. ``to`` is a file or a folder (default: the backup folder).

    Automatic reasons (``auto``, ``round-closed``, ``round-published``, ...:
    ``AUTOMATIC_REASONS``) are rotated to the newest ``keep``.
    """
    target, folder = _target(engine, url, reason, to)
    path = sqlite_file(url)
    try:
        written = backup_sqlite(path, target) if path else backup_postgres(engine, target)
    except BackupError as exc:
        raise BackupFailedError(text_of(exc)) from exc
    except (OSError, sqlite3.Error, DBAPIError) as exc:
        problem = storage_error(exc, str(target.parent))
        raise BackupFailedError(
            Text(
                "the backup to {target} failed: {problem}. Nothing in the database changed",
                target=target, problem=_reason(problem, exc),
            )
        ) from exc
    if folder is not None and reason in AUTOMATIC_REASONS:
        rotate(folder, backup_stem(url), keep)
    listed = [b for b in list_backups(written.parent) if b.path == written]
    return listed[0] if listed else BackupFile(written, datetime.now(UTC), reason)


def _reason(problem: ServiceError | None, exc: BaseException) -> Text | str:
    """Why a backup or restore failed: the full-disk/read-only explanation, else the
    system's own message (shown as it is)."""
    return problem.text if problem is not None else str(exc)


def open_checked(url_or_path: str | Path | None = None) -> Database:
    """``open_database``, with every failure to open as a ``ServiceError`` a director can
    act on: a damaged SQLite file raises ``DamagedDatabaseError`` naming the latest good
    backup and the restore command; a file being restored ``DatabaseHeldError``; a newer
    schema or an unreachable server ``DatabaseUnavailableError`` / ``ConnectionLostError``;
    a read-only or busy file ``StorageError`` / ``DatabaseBusyError``. A database server is
    backed up (reason ``before-migration``) before its schema is upgraded."""
    url = to_url(default_database_path() if url_or_path is None else url_or_path)
    location = location_text(url)
    try:
        return open_database(url, server_backup=_server_backup(url))
    except DamagedDatabaseFile as exc:
        check_database_file(exc.report.path)
        raise  # pragma: no cover - check_database_file raises for the same report
    except FileHeldError as exc:
        raise DatabaseHeldError(exc.text, exc.holders) from exc
    except ReadOnlyDatabaseFile as exc:
        raise read_only_error(location) from exc
    except PathTooLongError as exc:
        raise DatabaseUnavailableError(exc.text) from exc
    except MigrationError as exc:
        raise DatabaseUnavailableError(
            Text("{location} cannot be opened: {reason}", location=location, reason=exc.text)
        ) from exc
    except (SQLAlchemyError, sqlite3.Error, OSError) as exc:
        problem = storage_error(exc, location)
        if problem is not None:
            raise problem from exc
        reason = str(getattr(exc, "orig", None) or exc).strip().splitlines() or ["?"]
        raise DatabaseUnavailableError(
            Text(
                "{location} cannot be opened: {reason}",
                location=location, reason=hide_password(reason[0]),
            )
        ) from exc


def _server_backup(url: str) -> Callable[[Engine, str], Path]:
    def back_up(engine: Engine, _revision: str) -> Path:
        return take_backup(engine, url, reason="before-migration").path

    return back_up


@dataclass(frozen=True)
class Restore:
    """What a SQLite restore did: ``safety`` (the copy of the file it replaced), or for a
    damaged file ``damaged_kept`` (the file itself, with its -wal/-shm beside it) and
    ``recovery`` (what SQLite read back from it, into a file of its own)."""

    backup: Path
    safety: Path | None
    damaged_kept: Path | None = None
    recovery: Recovery | None = None
    earlier: Text | None = None

    @property
    def note(self) -> Text:
        """What happened to the replaced file (and to an earlier restore found
        interrupted), as one sentence."""
        if self.earlier is not None:
            return Text("{now}; before that, {earlier}", now=self.replaced, earlier=self.earlier)
        return self.replaced

    @property
    def replaced(self) -> Text:
        if self.safety is not None:
            return Text("the file it replaced was backed up to {safety}", safety=self.safety)
        if self.damaged_kept is None:
            return Text("there was no database file to replace")
        return Text(
            "the damaged file is kept as {kept} (with its -wal and -shm); {recovered}",
            kept=self.damaged_kept,
            recovered=self.recovery.text if self.recovery is not None else Text.verbatim(""),
        )


def restore_backup(
    database_file: Path, backup: Path, *, folder: Path | None = None
) -> Path | None:
    """:func:`restore`, returning only the safety copy (``None`` for a damaged file)."""
    return restore(database_file, backup, folder=folder).safety


def restore(database_file: Path, backup: Path, *, folder: Path | None = None) -> Restore:
    """Replace ``database_file`` with ``backup``, keeping what it replaces
    (``store.sqlite_restore``); refused with ``DatabaseHeldError`` naming every program
    that has the file open. A readable file is backed up first (reason
    ``before-restore``); a damaged one is kept beside it with its write-ahead log, and
    SQLite's recovery is tried on it."""
    folder = folder or backup_folder_for(database_file)
    stem = database_file.stem
    safety = folder / backup_name(
        stem, "before-restore", "sqlite3", sequence=next_sequence(folder, stem),
        marker=None if open_in_this_process(database_file) else file_marker(database_file),
    )
    try:
        done = restore_file(backup, database_file, safety)
    except FileHeldError as exc:
        raise DatabaseHeldError(exc.text, exc.holders) from exc
    except (BackupError, PathTooLongError) as exc:
        raise BackupFailedError(text_of(exc)) from exc
    except (OSError, sqlite3.Error) as exc:
        problem = storage_error(exc, str(database_file.parent))
        raise BackupFailedError(
            Text(
                "restoring {backup} over {database} failed: {problem}",
                backup=backup, database=database_file, problem=_reason(problem, exc),
            )
        ) from exc
    return Restore(backup, done.safety, done.damaged_kept, done.recovery, done.earlier)


@dataclass
class AutoBackup:
    """When to back up on its own: after a round closes, and every ``interval_seconds``
    while entries are being made. ``after_action(changes)`` returns the backup taken, if any.

    ``clock`` is injectable for tests; failures are reported through ``on_error`` (a full
    backup disk must not stop hand entry) and never raised.
    """

    engine: Engine
    url: str
    keep: int = DEFAULT_KEEP
    interval_seconds: float = DEFAULT_INTERVAL_SECONDS
    folder: Path | None = None
    clock: Callable[[], float] = time.monotonic
    on_error: Callable[[Text], None] = lambda _message: None
    _last: float | None = field(default=None, init=False)

    def after_action(self, changes: Changes, *, round_closed: bool = False) -> BackupFile | None:
        """Call after every service call; backs up if a round closed or the interval passed."""
        now = self.clock()
        if changes.life_steps:  # what happened: round-published, round-reopened, ...
            return self._take(changes.life_steps[-1], now)
        if round_closed:
            return self._take("round-closed", now)
        if changes.empty:
            return None
        if self._last is None:
            self._last = now
            return None
        if now - self._last >= self.interval_seconds:
            return self._take("auto", now)
        return None

    def _take(self, reason: str, now: float) -> BackupFile | None:
        try:
            backup = take_backup(
                self.engine, self.url, reason=reason, to=self.folder, keep=self.keep
            )
        except BackupFailedError as exc:
            self.on_error(Text("automatic backup failed: {error}", error=exc.text))
            return None
        self._last = now
        return backup
