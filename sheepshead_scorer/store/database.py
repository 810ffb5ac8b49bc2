"""``open_database``: the one way the program gets at its data."""

from __future__ import annotations

import logging
import os
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from sheepshead_scorer.store import clean_mark, holders, migration_journal
from sheepshead_scorer.store.engine import default_database_path, make_engine, sqlite_file, to_url
from sheepshead_scorer.store.integrity import DamagedDatabaseFile, check_sqlite_file
from sheepshead_scorer.store.migrate import upgrade
from sheepshead_scorer.store.sqlite_paths import check_length
from sheepshead_scorer.store.sqlite_restore import finish_interrupted, journal_path
from sheepshead_scorer.text import Text, TextError

log = logging.getLogger(__name__)

ServerBackup = Callable[[Engine, str], Path]
"""Backs up a database server before a migration from the given revision; returns the file."""


@dataclass(frozen=True)
class Database:
    """An open, migrated database: the engine, its URL and the backup made at start-up.

    ``holder`` is this process's entry in the file's holder registry (``store.holders``):
    while it is there, no restore can replace the file under this program.
    """

    engine: Engine
    url: str
    backup: Path | None = None
    holder: holders.Holder | None = field(default=None, compare=False, repr=False)
    notices: tuple[Text, ...] = ()
    """What the director must be told about this open: an interrupted restore finished
    or undone (``store.sqlite_restore.finish_interrupted``)."""

    def session(self) -> Session:
        """A new ORM session; use it as ``with db.session() as s, s.begin(): ...``."""
        return Session(self.engine, expire_on_commit=False)

    def close(self) -> None:
        """Release every pooled connection and the holder entry (call on exit; the data is
        already committed)."""
        self.engine.dispose()
        if self.holder is not None:
            _released(self.holder)


def _released(holder: holders.Holder) -> None:
    """This program no longer holds the file: let go of it, and mark it checked as it is
    now (it was checked, or found so marked, when it was opened)."""
    if holder.released:
        return
    holder.release()
    clean_mark.remember(holder.database_file)


class ReadOnlyDatabaseFile(TextError, RuntimeError):
    """The file or its folder cannot be written: read-only, which is not damage."""


def _refuse_read_only(path: Path) -> None:
    """A file (or its folder: SQLite writes its -wal and -shm there) that cannot be written
    is read-only — a write-protected file, folder or disk — not damaged: say so."""
    folder = path.parent if path.parent.exists() else None
    targets = [p for p in (path if path.exists() else None, folder) if p is not None]
    if any(not os.access(target, os.W_OK) for target in targets):
        raise ReadOnlyDatabaseFile(
            Text("{file} is read-only (a write-protected file, folder or disk)", file=path)
        )


def open_database(
    url_or_path: str | Path | None = None,
    *,
    migrate: bool = True,
    server_backup: ServerBackup | None = None,
) -> Database:
    """Open (creating if need be) and migrate to the newest schema.

    ``url_or_path``: a SQLite file path, any SQLAlchemy URL (``postgresql+psycopg://...``), or
    ``None`` for the default file in the user's data directory. A SQLite file with an older
    schema is copied before the upgrade; ``Database.backup`` says where (a database server is
    backed up by ``server_backup`` first). A SQLite file that is not a database, is truncated
    or fails ``PRAGMA quick_check`` raises ``DamagedDatabaseFile``
    (``services.backups.open_checked`` adds the latest good backup); one of a newer schema
    raises ``MigrationError`` before anything is copied or written; one being restored raises
    ``holders.FileHeldError``; one that cannot be written (file, folder or disk read-only)
    raises ``ReadOnlyDatabaseFile``.
    """
    url = to_url(default_database_path() if url_or_path is None else url_or_path)
    path = sqlite_file(url)
    if path is not None:
        check_length(path)  # before anything is created beside it
        _refuse_read_only(path)
    notices = _interrupted_restore(path) if path is not None else ()
    holder = holders.register(path) if path is not None else None
    try:
        # a damaged file is refused before anything writes to it; one exactly as this
        # program left it after checking it needs no check (``clean_mark``)
        found = clean_mark.status(path) if path is not None else clean_mark.CLEAN
        if path is not None and found != clean_mark.CLEAN:
            # content changed under the same size, time and inode: a page gone bad on the
            # disk; an index page passes the quick check, so check the whole file
            report = check_sqlite_file(path, quick=found == clean_mark.CHANGED)
            if not report.ok:
                clean_mark.forget(path)
                raise DamagedDatabaseFile(report)
            clean_mark.checked(path)
        engine = make_engine(url, station=holders.identity_station())
        cut_short = migration_journal.interrupted(path) if path is not None else None
        if cut_short is not None:
            notices = (*notices, cut_short)
        try:
            backup = upgrade(engine, server_backup=server_backup) if migrate else None
        except BaseException:
            engine.dispose()
            raise
    except BaseException:
        if holder is not None:
            holder.release()
        raise
    if holder is not None:  # registered as long as the engine lives (or until close)
        weakref.finalize(engine, _released, holder)
    return Database(engine=engine, url=url, backup=backup, holder=holder, notices=notices)


def _interrupted_restore(path: Path) -> tuple[Text, ...]:
    """Finish or undo a restore of ``path`` that a crash interrupted, before anything reads
    the file (the file is held as a restore holds it); the director is told which."""
    if not journal_path(path).exists():
        return ()
    with holders.exclusive(path):
        notice = finish_interrupted(path)
    if notice is None:
        return ()
    log.warning("%s", notice)
    return (notice,)
