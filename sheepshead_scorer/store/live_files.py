"""Which SQLite files this process has open: none of them may be opened with a plain
descriptor here.

POSIX advisory locks belong to the process, and closing *any* descriptor of a file drops
every lock the process holds on it, SQLite's included (sqlite.org/howtocorrupt.html §2.2).
Another program then believes itself the file's last user: on close it checkpoints and
deletes the ``-wal`` and ``-shm`` this process still writes into. So every connection
:func:`sqlite_paths.connect` makes (the engine's, and the checks', backups' and recovery's
own) is counted here by the file's device and inode until it is closed, and whatever would
read the file's bytes itself — the header check, the clean mark's checksum, the restore's
lock probe, a file the director picks to import — asks :func:`open_here` first.
"""

from __future__ import annotations

import sqlite3
import threading
from collections import Counter
from pathlib import Path
from typing import Any

SIDE_SUFFIXES = ("-wal", "-shm", "-journal")

_open: Counter[tuple[int, int]] = Counter()
_lock = threading.Lock()


def file_key(path: Path) -> tuple[int, int] | None:
    try:
        status = path.stat()
    except OSError:
        return None
    return (status.st_dev, status.st_ino)


class CountedConnection(sqlite3.Connection):
    """A connection that counts itself open on its file until closed (or collected)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.counted: tuple[int, int] | None = None

    def count(self, path: Path) -> None:
        key = file_key(path)
        if key is not None:
            with _lock:
                _open[key] += 1
            self.counted = key

    def close(self) -> None:
        super().close()
        self._uncount()

    def _uncount(self) -> None:
        key, self.counted = getattr(self, "counted", None), None
        if key is not None:
            with _lock:
                _open[key] -= 1

    def __del__(self) -> None:
        self._uncount()


def database_of(path: Path) -> Path:
    """The database file ``path`` belongs to: itself, or the file its ``-wal``, ``-shm``
    or ``-journal`` goes with."""
    for suffix in SIDE_SUFFIXES:
        if path.name.endswith(suffix):
            return path.with_name(path.name[: -len(suffix)])
    return path


def open_here(path: Path) -> bool:
    """Whether this process holds an SQLite connection on ``path``, or on the database whose
    ``-wal``, ``-shm`` or ``-journal`` ``path`` is."""
    for candidate in {path, database_of(path)}:
        key = file_key(candidate)
        if key is not None:
            with _lock:
                if _open[key] > 0:
                    return True
    return False
