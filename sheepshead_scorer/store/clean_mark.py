"""Which SQLite files need no integrity check at open: the state a file was left in when this
program last closed it, checked.

``open_database`` checks a file before anything writes to it (``integrity.check_sqlite_file``:
``PRAGMA quick_check`` and ``foreign_key_check``). Both read every page: 0.13 s for a
Nationals event (35 MB), 0.65 s for a file five times that, at every start of the window and
every command. So the check is skipped for a file exactly as a Sheepshead Scorer left it: when
a program that had checked the file (or found it so marked) closes it with no write-ahead log
pending, it writes ``checked.mark`` in the file's holder folder (``<file>.holders/``) with the
file's size, modification time, inode and a checksum of its whole content (CRC-32: 7 ms for
the 25 MB of a Nationals event, a third of the BLAKE2b it replaced — the mark guards against
accidents, not an attacker, who could rewrite the mark as well; a page gone bad changes it
but for a chance of one in four billion). Any later change by anything else — a copy over it,
a restore, a crash while writing (the log is then not empty), a disk tool, a bit of the header
zeroed, a page gone bad on the disk with the time put back — changes one of these, and the
next open checks the whole file again. (The first page alone was hashed before: an index page
gone bad further on passed, and ``standings`` printed 0 rows with exit 0.)

What the mark cannot see is a page going bad while the file is open. SQLite then fails the
read that meets the page ("database disk image is malformed"); the services say the file is
damaged (``faults.DamagedFileError``) and :func:`forget` the mark, so the next open checks
the file and offers the latest good backup.

Each open reads the whole file once to compare it with the mark; the close reads it again
only if it changed since (its size, time or inode moved, as a write does, or the mark was
made by an older version): a command that only read the file leaves the mark as it found it.
"""

from __future__ import annotations

import hashlib
import json
import os
import zlib
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import Any

from sheepshead_scorer.store.engine import open_in_this_process
from sheepshead_scorer.store.holders import holders_folder

MARK = "checked.mark"  # not *.json: those are the holders (holders.live_holders)
_CHUNK = 1 << 20


def _crc32(path: Path) -> str:
    value = 0
    with path.open("rb") as handle:
        while chunk := handle.read(_CHUNK):
            value = zlib.crc32(chunk, value)
    return f"{value:08x}"


def _blake2b(path: Path) -> str:
    content = hashlib.blake2b(digest_size=16)
    with path.open("rb") as handle:
        while chunk := handle.read(_CHUNK):
            content.update(chunk)
    return content.hexdigest()


#: How a mark's content is summed, by its key: ``crc32`` now; ``content`` (BLAKE2b) in the
#: marks of earlier versions, still read so that an upgrade does not check every file again.
DIGESTS: dict[str, Callable[[Path], str]] = {"crc32": _crc32, "content": _blake2b}
DIGEST = "crc32"
IDENTITY = ("size", "mtime_ns", "inode", "device")

#: The marks found true at an open in this process, by (device, inode): the close leaves
#: such a mark alone while the file's identity has not moved (:func:`remember`).
_verified: dict[tuple[int, int], dict[str, Any]] = {}


def _state(path: Path, digest: str = DIGEST) -> dict[str, Any] | None:
    """The file's identity now, or ``None`` when it cannot be marked (missing, unreadable,
    or a write-ahead log still pending: the file on disk is not the whole database). Not
    read while this process has an SQLite connection on it: closing the descriptor the
    first page is read with would drop SQLite's locks (see ``integrity.py``)."""
    status = _identity(path)
    if status is None:
        return None
    try:
        content = DIGESTS[digest](path)
    except OSError:
        return None
    return {**status, digest: content}


def _identity(path: Path) -> dict[str, Any] | None:
    """Size, time, inode and device of a file that may be marked (see :func:`_state`)."""
    if open_in_this_process(path):
        return None
    try:
        wal = Path(f"{path}-wal")
        if wal.exists() and wal.stat().st_size > 0:
            return None
        status = path.stat()
    except OSError:
        return None
    return {
        "size": status.st_size,
        "mtime_ns": status.st_mtime_ns,
        "inode": status.st_ino,
        "device": status.st_dev,
    }


def _read_mark(path: Path) -> Any:
    try:
        return json.loads(_mark(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _mark(path: Path) -> Path:
    return holders_folder(path) / MARK


CLEAN, CHANGED, ALTERED_UNSEEN = "clean", "changed", "altered unseen"


def status(path: Path) -> str:
    """:data:`CLEAN` (as a Sheepshead Scorer left it after checking it: no check needed),
    :data:`CHANGED` (changed since, or never marked: the quick check), or
    :data:`ALTERED_UNSEEN`: the content changed while size, time and inode did not — a page
    gone bad on the disk, or a tool that put the time back: only the full check (which
    compares every index with its table) may pass it."""
    kept = _read_mark(path)
    if not isinstance(kept, dict):
        return CHANGED
    if kept.get("suspect") is True:
        return ALTERED_UNSEEN  # a read met damage: only the whole check clears it
    digest = next((name for name in DIGESTS if name in kept), DIGEST)
    state = _state(path, digest)
    if state is None:
        return CHANGED
    if kept == state:
        _verified[(state["device"], state["inode"])] = kept
        return CLEAN
    same_file = all(kept.get(key) == state[key] for key in IDENTITY)
    return ALTERED_UNSEEN if same_file and digest in kept else CHANGED


def known_clean(path: Path) -> bool:
    """True when ``path`` is as a Sheepshead Scorer left it after checking it."""
    return status(path) == CLEAN


def remember(path: Path) -> None:
    """Mark ``path`` as checked in its current state (on close, after a clean check at
    open). Nothing is marked while a log is pending, where the folder cannot be written, or
    after a read met damage (:func:`forget`: only a whole check at open clears that). A mark
    found true at this process's open, of this version, whose file has kept its size, time
    and inode, is left as it is: the file was not written, and reading it whole again would
    only take in whatever went bad on the disk meanwhile."""
    folder = holders_folder(path)
    if not folder.is_dir() or _suspect(path):
        return
    identity = _identity(path)
    if identity is None:
        return
    verified = _verified.get((identity["device"], identity["inode"]))
    if (
        verified is not None
        and DIGEST in verified
        and all(verified[key] == identity[key] for key in IDENTITY)
        and _read_mark(path) == verified
    ):
        return
    state = _state(path)
    if state is None:
        return
    temporary = folder / f"{MARK}.{os.getpid()}"
    with suppress(OSError):
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            json.dump(state, handle)
        os.replace(temporary, _mark(path))
        _verified[(state["device"], state["inode"])] = state


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
    kept = _read_mark(path)
    return isinstance(kept, dict) and kept.get("suspect") is True
