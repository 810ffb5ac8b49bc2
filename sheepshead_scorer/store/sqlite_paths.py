"""The one way a file path becomes what SQLite and SQLAlchemy open.

A director may keep an event in any folder the system allows: ``Club #3``, ``a?b``,
``100%``, ``Turnier Café 2026``, a long path, a network drive letter. Two forms reach SQLite,
and each path character that means something in one of them must be written so that it does
not:

* a ``file:`` URI for ``sqlite3.connect(..., uri=True)`` (read-only opens): ``#`` starts a
  fragment, ``?`` the parameters, ``%`` an escape — SQLite would open ``Club `` for
  ``Club #3/e.sqlite3``, creating a stray empty file. :func:`sqlite_uri` percent-encodes the
  whole path (``Path.as_uri``).
* a SQLAlchemy URL (``sqlite:///...``) in text, kept in settings and handed between layers:
  a ``?`` would start the URL's query. :func:`sqlite_url` lets SQLAlchemy quote the path and
  :func:`sqlite_file` lets it unquote it, so the two always agree.

Every SQLite connection of the program is made by :func:`connect` (the engine's too, as its
``creator``), so the checks, backups, restores, recovery and the app open the same file.
A path longer than SQLite can open (:data:`MAX_PATH_BYTES`) is refused with a message that
says so, before anything is created.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

from sqlalchemy.engine import URL, make_url

from sheepshead_scorer.store.live_files import CountedConnection
from sheepshead_scorer.text import Text, TextError

#: SQLite's longest file name on Unix (``MAX_PATHNAME`` in ``os_unix.c``), less room for the
#: ``-wal``/``-shm``/``-journal`` beside the file.
MAX_PATH_BYTES = 512 - len("-journal") - 1


class PathTooLongError(TextError, ValueError):
    """SQLite cannot open a file whose full path is this long."""


def absolute(path: str | os.PathLike[str]) -> Path:
    """``path`` made absolute (``~`` expanded, links resolved), as every door names it."""
    return Path(path).expanduser().resolve()


def check_length(path: Path) -> None:
    """Refuse a path SQLite cannot open (it would say only "unable to open database file")."""
    size = len(os.fsencode(path))
    if size > MAX_PATH_BYTES:
        raise PathTooLongError(
            Text(
                "{file} cannot be opened: its full path is {size} bytes long, and SQLite "
                "opens files up to {limit}; move it to a folder with a shorter path",
                file=path, size=size, limit=MAX_PATH_BYTES,
            )
        )


def sqlite_url(path: str | os.PathLike[str]) -> str:
    """The SQLAlchemy URL (text) of the SQLite file ``path``; :func:`sqlite_file` gives the
    path back exactly, whatever characters it holds."""
    return URL.create("sqlite", database=str(absolute(path))).render_as_string(
        hide_password=False
    )


def sqlite_file(url: str | URL) -> Path | None:
    """The file behind a SQLite URL, or ``None`` for other databases and in-memory SQLite."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database)


def sqlite_uri(path: Path, *, read_only: bool) -> str:
    """The ``file:`` URI of ``path`` for ``sqlite3.connect(uri=True)``: every character of
    the path percent-encoded (``#``, ``?``, ``%``, spaces, non-ASCII), then the mode."""
    mode = "ro" if read_only else "rwc"
    return f"{absolute(path).as_uri()}?mode={mode}"


def connect(
    path: Path, *, read_only: bool = False, timeout: float = 5.0,
    check_same_thread: bool = True,
) -> sqlite3.Connection:
    """Open the SQLite file ``path`` (read-only: never created or written). The one place
    the program calls ``sqlite3.connect`` for a file; the connection counts itself open on
    the file until closed (``live_files.open_here``: nothing else in this process may then
    open the file with a plain descriptor)."""
    check_length(absolute(path))
    if read_only and unwritable_at_rest(path):
        connection: sqlite3.Connection = sqlite3.connect(  # read it as it is, no -shm
            f"{absolute(path).as_uri()}?mode=ro&immutable=1", uri=True, timeout=timeout,
            check_same_thread=check_same_thread, factory=CountedConnection,
        )
    elif no_room_for_shm(path):
        connection = _connect_without_shm(path, read_only, timeout, check_same_thread)
    else:
        connection = sqlite3.connect(
            sqlite_uri(path, read_only=read_only), uri=True, timeout=timeout,
            check_same_thread=check_same_thread, factory=CountedConnection,
        )
    assert isinstance(connection, CountedConnection)
    connection.count(absolute(path))
    return connection


def unwritable_at_rest(path: Path) -> bool:
    """The file's folder cannot be written (a write-protected folder, a read-only disk) and
    no write-ahead log is beside the file. No program can then be writing it (a WAL writer
    needs its ``-wal`` there), and SQLite cannot create the ``-wal``/``-shm`` a read needs:
    such a file is read as immutable (a healthy file on a read-only disk is read-only, not
    damaged)."""
    full = absolute(path)
    wal = Path(f"{full}-wal")
    try:
        return full.is_file() and not wal.exists() and not os.access(full.parent, os.W_OK)
    except OSError:
        return False


SHM_BYTES = 32_768
"""What SQLite writes into a new ``-shm`` (the WAL index) at the first read of a file."""


def no_room_for_shm(path: Path) -> bool:
    """The disk is too full for the ``-shm`` a WAL read must create (and none is there yet,
    as when no program has the file open). Reading needs no free disk: see
    :func:`_connect_without_shm`."""
    shm = Path(f"{absolute(path)}-shm")
    try:
        if shm.exists() and shm.stat().st_size >= SHM_BYTES:
            return False  # another program keeps the index: reads map it, nothing grows
        return path.exists() and shutil.disk_usage(absolute(path).parent).free < 4 * SHM_BYTES
    except OSError:
        return False


def _connect_without_shm(
    path: Path, read_only: bool, timeout: float, check_same_thread: bool
) -> sqlite3.Connection:
    """A full disk: SQLite keeps the WAL index in memory instead of the ``-shm`` file when
    the connection is in exclusive locking mode from its first access (it then holds the
    file's lock until closed; a read-only open cannot create even the empty ``-wal``, so it
    opens read-write and is made ``query_only``). A write on it fails as disk full."""
    connection = sqlite3.connect(
        f"{absolute(path).as_uri()}?mode=rw", uri=True, timeout=timeout,
        check_same_thread=check_same_thread, factory=CountedConnection,
    )
    connection.execute("PRAGMA locking_mode=EXCLUSIVE")
    if read_only:
        connection.execute("PRAGMA query_only=ON")
    return connection
