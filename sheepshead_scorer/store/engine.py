"""Engines: SQLite in the user's data directory by default, PostgreSQL through a URL.

SQLite connections get ``foreign_keys=ON``, ``journal_mode=WAL``, ``synchronous=FULL`` (a
confirmed hand survives a power cut) and a ``busy_timeout``. Several stations sharing one
database means PostgreSQL (``postgresql+psycopg://user:password@host/dbname``): never put a
WAL database on a network share.
"""

from __future__ import annotations

import os
import re
import select
import socket
import sqlite3
import threading
from collections import Counter
from pathlib import Path
from typing import Any

import platformdirs
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.pool import NullPool

from sheepshead_scorer.store import live_files, sqlite_paths
from sheepshead_scorer.store.sqlite_paths import check_length, sqlite_url
from sheepshead_scorer.store.sqlite_paths import sqlite_file as sqlite_file  # its home

APP_NAME = "sheepshead-scorer"
DEFAULT_FILE_NAME = "sheepshead.sqlite3"
BUSY_TIMEOUT_MS = 10_000

# Live SQLite connections of this process, per file (device, inode). A process with one must
# never open that file with a plain descriptor: closing any descriptor of a file drops every
# POSIX lock the process holds on it, SQLite's included, and another program would then
# take the file for its own (checkpoint, delete the -wal and -shm under this one).
_live: Counter[tuple[int, int]] = Counter()
_live_lock = threading.Lock()


def _file_key(path: Path) -> tuple[int, int] | None:
    try:
        status = path.stat()
    except OSError:
        return None
    return (status.st_dev, status.st_ino)


def open_in_this_process(path: Path) -> bool:
    """Whether this process holds an SQLite connection on ``path`` (an engine's, or any other
    :func:`sqlite_paths.connect` made: ``live_files``), or on the database whose ``-wal``,
    ``-shm`` or ``-journal`` ``path`` is."""
    key = _file_key(path)
    with _live_lock:
        if key is not None and _live[key] > 0:
            return True
    return live_files.open_here(path)


def create_private_file(path: Path) -> None:
    """Create ``path`` empty and readable by its owner only (0600), unless it exists.

    A new SQLite database starts as this empty file; SQLite gives its ``-wal`` and ``-shm``
    the database file's permissions, so they are private too.
    """
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    os.close(descriptor)


def default_database_path() -> Path:
    """Where the single-station database lives: ``<user data dir>/sheepshead.sqlite3``."""
    return platformdirs.user_data_path(APP_NAME) / DEFAULT_FILE_NAME


def to_url(url_or_path: str | Path) -> str:
    """A database URL for a URL (kept as is) or a file path (made absolute, SQLite:
    :func:`sqlite_paths.sqlite_url`, which any character of a folder name survives)."""
    text = str(url_or_path)
    if "://" in text:
        return text
    return sqlite_url(text)


def url_schema(url: str) -> str | None:
    """The schema a PostgreSQL URL works in (``options=-csearch_path=NAME``), else ``None``.

    ``pg_dump`` dumps just that schema, and its backups are named after it, so the events
    kept in separate schemas of one database never share (or rotate away) each other's
    backups.
    """
    options = str(make_url(url).query.get("options", ""))
    schema = re.search(r"search_path=(\w+)", options.replace("%3D", "="))
    return schema.group(1) if schema else None


APPLICATION_PREFIX = "sheepshead-scorer|"


def application_name(url: str, station: str) -> str:
    """How this program's connections are named on the server (``pg_stat_activity``):
    ``sheepshead-scorer|<schema>|<pid>|<station>``, so a restore can tell who else works in
    the same schema (and leave out the restoring process's own connections)."""
    return f"{APPLICATION_PREFIX}{url_schema(url) or ''}|{os.getpid()}|{station}"[:63]


def make_engine(url: str, *, station: str = "") -> Engine:
    """An engine for ``url`` with the SQLite pragmas set on every new connection; a server's
    connections are checked before use without a round trip (:func:`_check_server_connection`:
    a dropped connection is replaced instead of failing the next action) and named
    (:func:`application_name`)."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        arguments: dict[str, Any] = {}
        if "application_name" not in parsed.query:
            arguments["application_name"] = application_name(url, station or socket.gethostname())
        if parsed.get_driver_name() != "psycopg":  # no socket to look at: ask the server
            return create_engine(url, pool_pre_ping=True, connect_args=arguments)
        engine = create_engine(url, connect_args=arguments)
        event.listen(engine, "checkout", _check_server_connection)
        return engine
    path = sqlite_file(url)
    if path is None:  # in-memory
        engine = create_engine(url)
        event.listen(engine, "connect", _set_sqlite_pragmas)
        return engine
    check_length(path)
    create_private_file(path)
    file = path  # every connection opens exactly this file (sqlite_paths.connect)
    # a full disk: each connection holds the file's lock while open (no -shm can be made,
    # ``sqlite_paths.no_room_for_shm``), so none is kept in a pool to block the next one
    pooling: dict[str, Any] = {"poolclass": NullPool} if sqlite_paths.no_room_for_shm(path) else {}
    engine = create_engine(
        url, creator=lambda: sqlite_paths.connect(file, check_same_thread=False), **pooling
    )
    event.listen(engine, "connect", _set_sqlite_pragmas)
    _count_connections(engine, path)
    return engine


def _check_server_connection(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
    """Before a pooled server connection is used: is it still open? Without a round trip.

    An idle connection's socket has nothing to read unless the server spoke: when it closed
    the connection (restart, ``pg_terminate_backend``, a proxy or network that dropped it)
    reading finds the end and psycopg raises; a notification or a notice is read and the
    connection stays. A dropped one raises ``DisconnectionError``, and the pool replaces it
    with a new connection, as ``pool_pre_ping`` did by sending an empty query on every checkout:
    one round trip more per read or write, each waiting for the server's process to be
    scheduled (2-3 of an Enter's ~23 round trips; issue 26). A connection the server is
    closing at that very moment is found by the statement that follows, as a drop during
    any statement is: the caller's fault handling says offline and retries.
    """
    pgconn = dbapi_connection.pgconn
    try:
        if dbapi_connection.closed or dbapi_connection.broken:
            raise DisconnectionError("the server connection is closed")
        for _ in range(8):  # a few notifications at most, then the end or nothing
            readable, _, _ = select.select([pgconn.socket], [], [], 0)
            if not readable:
                return
            pgconn.consume_input()
    except DisconnectionError:
        raise
    except Exception as error:  # psycopg.OperationalError, OSError: the connection is gone
        raise DisconnectionError(str(error)) from error


def _count_connections(engine: Engine, path: Path) -> None:
    """Keep :data:`_live` up to date for ``engine``'s connections to ``path``."""
    keys: dict[int, tuple[int, int]] = {}

    def opened(connection: Any, _record: Any) -> None:
        key = _file_key(path)
        if key is not None:
            with _live_lock:
                keys[id(connection)] = key
                _live[key] += 1

    def closed(connection: Any, _record: Any = None) -> None:
        with _live_lock:
            key = keys.pop(id(connection), None)
            if key is not None:
                _live[key] -= 1

    event.listen(engine, "connect", opened)
    event.listen(engine, "close", closed)
    event.listen(engine, "close_detached", closed)


def _set_sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    if not isinstance(dbapi_connection, sqlite3.Connection):
        return
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")  # first: the others may wait
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
    finally:
        cursor.close()
