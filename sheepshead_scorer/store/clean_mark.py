"""Which SQLite files need no integrity check at open: the state a file was left in when this
program last closed it, checked.

``open_database`` checks a file before anything writes to it (``integrity.check_sqlite_file``:
``PRAGMA quick_check`` and ``foreign_key_check``). Both read every page: 0.13 s for a
Nationals event (35 MB), 0.65 s for a file five times that, at every start of the window and
every command. So the check is skipped for a file exactly as a Sheepshead Scorer left it: when
a program that had checked the file (or found it so marked) closes it with no write-ahead log
pending, it writes ``checked.mark`` in the file's holder folder (``<file>.holders/``) with the
file's size, modification time, inode and a hash of its first page. Any later change by
anything else — a copy over it, a restore, a crash while writing (the log is then not empty),
a disk tool, a bit of the header zeroed — changes one of these, and the next open checks the
whole file again.

What the mark cannot see is a page going bad on the disk later without anything writing the
file. SQLite then fails the read that meets the page ("database disk image is malformed"); the
services say the file is damaged (``faults.DamagedFileError``) and :func:`forget` the mark, so
the next open checks the file and offers the latest good backup.
"""

from __future__ import annotations

import hashlib
import json
import os
from contextlib import suppress
from pathlib import Path
from typing import Any

from sheepshead_scorer.store.engine import open_in_this_process
from sheepshead_scorer.store.holders import holders_folder

MARK = "checked.mark"  # not *.json: those are the holders (holders.live_holders)
_FIRST_PAGE = 4096


def _state(path: Path) -> dict[str, Any] | None:
    """The file's identity now, or ``None`` when it cannot be marked (missing, unreadable,
    or a write-ahead log still pending: the file on disk is not the whole database). Not
    read while this process has an SQLite connection on it: closing the descriptor the
    first page is read with would drop SQLite's locks (see ``integrity.py``)."""
    if open_in_this_process(path):
        return None
    try:
        wal = Path(f"{path}-wal")
        if wal.exists() and wal.stat().st_size > 0:
            return None
        status = path.stat()
        with path.open("rb") as handle:
            first = handle.read(_FIRST_PAGE)
    except OSError:
        return None
    return {
        "size": status.st_size,
        "mtime_ns": status.st_mtime_ns,
        "inode": status.st_ino,
        "device": status.st_dev,
        "first_page": hashlib.blake2b(first, digest_size=16).hexdigest(),
    }


def _mark(path: Path) -> Path:
    return holders_folder(path) / MARK


def known_clean(path: Path) -> bool:
    """True when ``path`` is as a Sheepshead Scorer left it after checking it."""
    try:
        kept = json.loads(_mark(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    state = _state(path)
    return state is not None and kept == state


def remember(path: Path) -> None:
    """Mark ``path`` as checked in its current state (on close, after a clean check at
    open). Nothing is marked while a log is pending, where the folder cannot be written, or
    after a read met damage (:func:`forget`: only a whole check at open clears that)."""
    state = _state(path)
    folder = holders_folder(path)
    if state is None or not folder.is_dir() or _suspect(path):
        return
    temporary = folder / f"{MARK}.{os.getpid()}"
    with suppress(OSError):
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            json.dump(state, handle)
        os.replace(temporary, _mark(path))


def forget(path: Path) -> None:
    """The file may be damaged: check it whole at the next open (and mark nothing before)."""
    with suppress(OSError):
        descriptor = os.open(_mark(path), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            json.dump({"suspect": True}, handle)


def checked(path: Path) -> None:
    """The whole check at open passed: what :func:`forget` said no longer holds."""
    if _suspect(path):
        with suppress(OSError):
            _mark(path).unlink(missing_ok=True)


def _suspect(path: Path) -> bool:
    try:
        kept = json.loads(_mark(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(kept, dict) and kept.get("suspect") is True
