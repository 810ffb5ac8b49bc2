"""``open_database``: the one way the program gets at its data."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from sheepshead_scorer.store.engine import default_database_path, make_engine, sqlite_file, to_url
from sheepshead_scorer.store.integrity import DamagedDatabaseFile, check_sqlite_file
from sheepshead_scorer.store.migrate import upgrade


@dataclass(frozen=True)
class Database:
    """An open, migrated database: the engine, its URL and the backup made at start-up."""

    engine: Engine
    url: str
    backup: Path | None = None

    def session(self) -> Session:
        """A new ORM session; use it as ``with db.session() as s, s.begin(): ...``."""
        return Session(self.engine, expire_on_commit=False)

    def close(self) -> None:
        """Release every pooled connection (call on exit; the data is already committed)."""
        self.engine.dispose()


def open_database(url_or_path: str | Path | None = None, *, migrate: bool = True) -> Database:
    """Open (creating if need be) and migrate to the newest schema.

    ``url_or_path``: a SQLite file path, any SQLAlchemy URL (``postgresql+psycopg://...``), or
    ``None`` for the default file in the user's data directory. A SQLite file with an older
    schema is copied before the upgrade; ``Database.backup`` says where. A SQLite file that
    is not a database, is truncated or fails ``PRAGMA quick_check`` raises
    ``DamagedDatabaseFile`` (``services.backups.open_checked`` adds the latest good backup).
    """
    url = to_url(default_database_path() if url_or_path is None else url_or_path)
    path = sqlite_file(url)
    if path is not None:  # a damaged file is refused before anything writes to it
        report = check_sqlite_file(path, quick=True)
        if not report.ok:
            raise DamagedDatabaseFile(report)
    engine = make_engine(url)
    backup = upgrade(engine) if migrate else None
    return Database(engine=engine, url=url, backup=backup)
