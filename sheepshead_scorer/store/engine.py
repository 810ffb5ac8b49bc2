"""Engines: SQLite in the user's data directory by default, PostgreSQL through a URL.

SQLite connections get ``foreign_keys=ON``, ``journal_mode=WAL``, ``synchronous=FULL`` (a
confirmed hand survives a power cut) and a ``busy_timeout``. Several stations sharing one
database means PostgreSQL (``postgresql+psycopg://user:password@host/dbname``): never put a
WAL database on a network share.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import platformdirs
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url

APP_NAME = "sheepshead-scorer"
DEFAULT_FILE_NAME = "sheepshead.sqlite3"
BUSY_TIMEOUT_MS = 10_000


def default_database_path() -> Path:
    """Where the single-station database lives: ``<user data dir>/sheepshead.sqlite3``."""
    return platformdirs.user_data_path(APP_NAME) / DEFAULT_FILE_NAME


def to_url(url_or_path: str | Path) -> str:
    """A database URL for a URL (kept as is) or a file path (made absolute, SQLite)."""
    text = str(url_or_path)
    if "://" in text:
        return text
    return f"sqlite:///{Path(text).expanduser().resolve()}"


def sqlite_file(url: str) -> Path | None:
    """The file behind a SQLite URL, or ``None`` for other databases and in-memory SQLite."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database)


def make_engine(url: str) -> Engine:
    """An engine for ``url`` with the SQLite pragmas set on every new connection."""
    if make_url(url).get_backend_name() != "sqlite":
        return create_engine(url, pool_pre_ping=True)
    path = sqlite_file(url)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url)
    event.listen(engine, "connect", _set_sqlite_pragmas)
    return engine


def _set_sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    if not isinstance(dbapi_connection, sqlite3.Connection):
        return
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    finally:
        cursor.close()
