"""A damaged database file: the check before opening, and the latest good backup to offer.

``check_database_file(path)`` runs the full check; a damaged file raises
``DamagedDatabaseError`` naming the newest backup that passes its own check (by what the
backups hold, ``store.backup_names``) and the command that restores it.
"""

from __future__ import annotations

import os
from pathlib import Path

from sheepshead_scorer.services.core.errors import ServiceError
from sheepshead_scorer.services.core.faults import DatabaseUnavailableError, ReadOnlyError
from sheepshead_scorer.store.backup import backup_folder_for, list_backups
from sheepshead_scorer.store.integrity import IntegrityReport, check_sqlite_file
from sheepshead_scorer.store.sqlite_paths import PathTooLongError, check_length
from sheepshead_scorer.text import Text


class DamagedDatabaseError(ServiceError):
    """The database file is damaged; ``latest_backup`` is the newest backup that passes its
    check (``None`` if there is none)."""

    def __init__(
        self, message: str | Text, report: IntegrityReport, latest_backup: Path | None
    ) -> None:
        super().__init__(message)
        self.report = report
        self.latest_backup = latest_backup


def latest_good_backup(database_file: Path, folder: Path | None = None) -> Path | None:
    """The newest backup of ``database_file`` by what it holds (``store.backup_names``:
    sequence, then change marker; never the clock) that passes its integrity check."""
    folder = folder or backup_folder_for(database_file)
    for backup in reversed(list_backups(folder, database_file.stem)):
        if backup.path.suffix == ".sqlite3" and check_sqlite_file(backup.path).ok:
            return backup.path
    return None


def check_database_file(database_file: Path, *, folder: Path | None = None) -> IntegrityReport:
    """Check ``database_file`` before opening it; raise ``DamagedDatabaseError`` if damaged.

    The message names the latest good backup and the command that restores it.
    """
    try:
        check_length(database_file)
    except PathTooLongError as exc:
        raise DatabaseUnavailableError(exc.text) from exc
    report = check_sqlite_file(database_file)
    if report.ok:
        return report
    if _unopenable_read_only(database_file, report):
        raise ReadOnlyError(
            Text(
                "{file} cannot be checked where it is: it is read-only (a write-protected "
                "folder or disk) and SQLite must write beside it to read it (its write-ahead "
                "log, -wal, is there) — this is not damage; copy the file with its -wal and "
                "-shm to a writable disk and check it there",
                file=database_file,
            )
        )
    latest = latest_good_backup(database_file, folder)
    if latest is None:
        advice = Text(
            "no good backup was found in {folder}; keep the damaged file and ask for help, "
            "or start a new database file",
            folder=folder or backup_folder_for(database_file),
        )
    else:
        advice = Text(
            'the latest good backup is {backup}; restore it with: '
            'sheepshead-scorer restore "{backup}" --database "{database}"',
            backup=latest, database=database_file,
        )
    raise DamagedDatabaseError(
        Text("{message}. {fix}", message=report.text, fix=advice), report, latest
    )


def _unopenable_read_only(database_file: Path, report: IntegrityReport) -> bool:
    """SQLite could not open the file only because nothing may be written beside it."""
    folder = database_file.parent
    return not os.access(folder, os.W_OK) and all(
        "unable to open" in problem or "readonly" in problem or "read-only" in problem
        for problem in report.problems
    )
