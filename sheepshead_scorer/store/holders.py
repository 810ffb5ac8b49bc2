"""Who has a SQLite file open: one small holder file per process, beside the database.

Every process that opens a database file through ``open_database`` registers itself in the
folder ``<file>.holders/`` (created 0700): a file ``<host>-<pid>-<n>.json`` saying which
program, station and host, and since when. Two kernel locks (``flock``, released by the
kernel when the process ends, however it ends) make the registry exact:

* each holder keeps its own file locked (``LOCK_EX``) while it is open, so a file nobody
  holds locked is left over from a killed process and is removed when next listed;
* each holder also holds the folder's ``gate`` file shared (``LOCK_SH``). A restore takes the
  gate exclusively (:func:`exclusive`): it gets it only when no program has the file open,
  and while it holds it every new open waits (up to ``GATE_WAIT_SECONDS``) and is then
  refused with a message naming the restore.

``flock`` locks live on their own files, never on the database: SQLite's POSIX locks on the
database file are not touched (closing any descriptor of the database file in a process
would drop them all, see ``integrity.py``). Where ``fcntl`` is missing (Windows) the gate is
skipped; there the operating system itself refuses to replace an open database file.
"""

from __future__ import annotations

import errno
import itertools
import json
import os
import socket
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from sheepshead_scorer.text import Text, TextError

if sys.platform != "win32":
    import fcntl

    SHARED: int = fcntl.LOCK_SH
    EXCLUSIVE: int = fcntl.LOCK_EX
else:  # pragma: no cover - Windows: no flock; the gate is skipped
    SHARED = EXCLUSIVE = 0

GATE_WAIT_SECONDS = 10.0
_counter = itertools.count(1)
_identity: dict[str, str] = {"program": "", "station": ""}


def set_identity(*, program: str | None = None, station: str | None = None) -> None:
    """Name this process in the holder files: the program (``Sheepshead Scorer window``,
    ``sheepshead-scorer backup``) and the station."""
    if program is not None:
        _identity["program"] = program
    if station is not None:
        _identity["station"] = station


def identity_station() -> str:
    """The station this process named with :func:`set_identity` (empty: none)."""
    return _identity["station"]


def holders_folder(database_file: Path) -> Path:
    return database_file.with_name(database_file.name + ".holders")


@dataclass(frozen=True)
class HolderInfo:
    """One process that has the file open."""

    pid: int
    program: str
    station: str
    host: str
    since: datetime

    @property
    def text(self) -> Text:
        station = Text.verbatim("")
        if self.station:
            station = Text(" (station {station})", station=self.station)
        return Text(
            "{program}{station} on {host}, process {pid}, open since {since}",
            program=self.program or Text("a Sheepshead Scorer program"),
            station=station, host=self.host, pid=self.pid,
            since=self.since.astimezone().strftime("%Y-%m-%d %H:%M"),
        )


class FileHeldError(TextError, RuntimeError):
    """The file is open elsewhere (or being restored); ``holders`` says by whom."""

    def __init__(self, message: Text, holders: tuple[HolderInfo, ...] = ()) -> None:
        super().__init__(message)
        self.holders = holders


def _info() -> dict[str, Any]:
    program = _identity["program"] or Path(sys.argv[0] if sys.argv else "python").name
    return {
        "pid": os.getpid(), "program": program, "station": _identity["station"],
        "host": socket.gethostname(), "since": datetime.now(UTC).isoformat(),
    }


def _parse(path: Path) -> HolderInfo | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return HolderInfo(
            int(data["pid"]), str(data["program"]), str(data.get("station", "")),
            str(data["host"]), datetime.fromisoformat(str(data["since"])),
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _lock(handle: IO[Any], mode: int) -> bool:
    """Try ``flock(mode | LOCK_NB)``; True when taken."""
    if sys.platform == "win32":  # pragma: no cover
        return True
    try:
        fcntl.flock(handle.fileno(), mode | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _open_private(path: Path, mode: str = "a+") -> IO[Any]:
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    return os.fdopen(descriptor, mode, encoding="utf-8")


def _folder(database_file: Path) -> Path:
    database_file.parent.mkdir(mode=0o700, parents=True, exist_ok=True)  # the data folder
    folder = holders_folder(database_file)
    folder.mkdir(mode=0o700, exist_ok=True)
    return folder


class Holder:
    """This process's registration on one file; :meth:`release` ends it."""

    def __init__(self, database_file: Path, *, wait: float = GATE_WAIT_SECONDS) -> None:
        self.database_file = database_file
        folder = _folder(database_file)
        self._gate = _open_private(folder / "gate")
        deadline = time.monotonic() + wait
        while not _lock(self._gate, SHARED):
            if time.monotonic() >= deadline:
                self._gate.close()
                restorer = _parse(folder / "restoring.json")
                raise FileHeldError(
                    Text(
                        "{file} is being restored by {who}; open it again when the restore "
                        "has finished",
                        file=database_file,
                        who=restorer.text if restorer else Text("another program"),
                    ),
                    (restorer,) if restorer else (),
                )
            time.sleep(0.05)
        name = f"{socket.gethostname()}-{os.getpid()}-{next(_counter)}.json"
        self.path = folder / name
        self._own = _open_private(self.path, "w")
        _lock(self._own, EXCLUSIVE)
        try:  # unbuffered: a full disk must not fail the close later
            os.write(self._own.fileno(), json.dumps(_info()).encode("utf-8"))
        except OSError as exc:
            if exc.errno not in (errno.ENOSPC, errno.EDQUOT):
                raise
            # a full disk: the locked (empty) file and the gate still keep a restore out;
            # the holder is only not named. Reading needs no free disk.

    @property
    def released(self) -> bool:
        return self._own.closed

    def release(self) -> None:
        if self._own.closed:
            return
        with suppress(OSError):  # a read-only folder: the released lock still tells
            self.path.unlink(missing_ok=True)
        self._own.close()
        self._gate.close()


def register(database_file: Path, *, wait: float = GATE_WAIT_SECONDS) -> Holder | None:
    """Register this process as a holder of ``database_file``; ``None`` where the folder
    beside it cannot be written (a read-only disk: nothing can be restored over it either)."""
    try:
        return Holder(database_file, wait=wait)
    except PermissionError:
        return None
    except OSError as exc:
        if exc.errno in (errno.EROFS, errno.EACCES, errno.ENOSPC, errno.EDQUOT):
            return None  # read-only, or so full not even an empty file fits: read anyway
        raise


def live_holders(database_file: Path) -> tuple[HolderInfo, ...]:
    """Every process that has the file open now; files left by killed processes are
    removed (their lock went with them)."""
    folder = holders_folder(database_file)
    if not folder.is_dir():
        return ()
    found: list[HolderInfo] = []
    for path in sorted(folder.glob("*.json")):
        if path.name == "restoring.json":
            continue
        try:
            handle = path.open("r", encoding="utf-8")
        except OSError:
            continue
        with handle:
            stale = _lock(handle, SHARED)
            if stale and sys.platform != "win32":
                path.unlink(missing_ok=True)
                continue
        info = _parse(path)
        if info is not None:
            found.append(info)
    return tuple(found)


def held_text(database_file: Path, holders: tuple[HolderInfo, ...]) -> Text:
    """"{file} is open in: ...; close it there first" for a refused restore."""
    if not holders:
        return Text(
            "{file} is open in another program; close every window and command using it, "
            "then try again",
            file=database_file,
        )
    listed = holders[-1].text
    for holder in reversed(holders[:-1]):
        listed = Text("{first}; {rest}", first=holder.text, rest=listed)
    return Text(
        "{file} is open in {holders}; close it there (or wait for that command to end), "
        "then try again — nothing was changed",
        file=database_file, holders=listed,
    )


@contextmanager
def exclusive(database_file: Path) -> Iterator[None]:
    """Hold ``database_file`` for a restore: refused (``FileHeldError`` naming the holders)
    while any program has it open; while held, every new open waits."""
    folder = _folder(database_file)
    gate = _open_private(folder / "gate")
    try:
        if not _lock(gate, EXCLUSIVE):
            holders = live_holders(database_file)
            raise FileHeldError(held_text(database_file, holders), holders)
        for path in folder.glob("*.json"):  # the gate is ours: every entry is stale
            path.unlink(missing_ok=True)
        marker = folder / "restoring.json"
        info = _info()
        info["program"] = f"{info['program']} (restore)"
        with _open_private(marker, "w") as handle:
            handle.write(json.dumps(info))
        try:
            yield
        finally:
            marker.unlink(missing_ok=True)
    finally:
        gate.close()
