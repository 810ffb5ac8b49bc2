"""What went wrong with the database, in the director's words: one classification for every
fault the driver raises, used by every transaction (``context.transaction``), by opening a
database (``backups.open_checked``) and by the backup commands.

| fault | error | says |
|---|---|---|
| disk full | ``StorageError`` | free space; nothing entered was lost |
| read-only file, folder, disk or login | ``StorageError`` | read-only, not damaged |
| SQLite busy past its timeout | ``DatabaseBusyError`` | busy in another program (who); try again |
| PostgreSQL connection lost / server unreachable | ``ConnectionLostError`` | offline; retry |
| ... lost while committing | ``ReplyLostError`` | may have been saved — checking… |
| a uniqueness collision | ``CollisionError`` | what collided |
| a damaged page met by a read | ``DamagedFileError`` | damaged; reopen to get the backup |

A serialization failure or deadlock (SQLSTATE class 40) is left as it is: the transaction
that raised it is retried by whoever runs it. ``hide_password`` is the one function that
masks a password in any text a person or a log sees.
"""

from __future__ import annotations

import errno
import os
import re
import socket
import sqlite3
from pathlib import Path

from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError

from sheepshead_scorer.services.core.errors import ServiceError
from sheepshead_scorer.store import holders
from sheepshead_scorer.store.engine import sqlite_file
from sheepshead_scorer.text import Text, hide_password


class StorageError(ServiceError):
    """The disk is full or the file is read-only: the last action was not saved, earlier
    ones are safe."""


class ReadOnlyError(StorageError):
    """The file, its folder or disk, or the login is read-only (never "damaged")."""


class DatabaseBusyError(ServiceError):
    """Another program kept the SQLite file locked past the busy timeout."""


class ConnectionLostError(ServiceError):
    """The database server cannot be reached (now); the action was not saved — unless
    ``maybe_saved``: the connection was lost while committing, so the commit may have taken
    effect (:func:`lost_reply`); a door that knows the action's identity checks."""

    maybe_saved = False


class ReplyLostError(ConnectionLostError):
    """The reply to a commit was lost: the action may have been saved."""

    maybe_saved = True


class CollisionError(ServiceError):
    """A row with the same unique value is already there."""


class DamagedFileError(ServiceError):
    """SQLite met a damaged page of the file (the open-time check was skipped for a file
    marked clean, ``store.clean_mark``, or the damage came later)."""


class DatabaseUnavailableError(ServiceError):
    """The database cannot be opened: the message says why (newer schema, unreachable)."""


class DatabaseHeldError(ServiceError):
    """The file is open in another program (or being restored); ``holders`` says who."""

    def __init__(
        self, message: str | Text, holders_: tuple[holders.HolderInfo, ...] = ()
    ) -> None:
        super().__init__(message)
        self.holders = holders_


def location_of(url: str) -> str:
    """Where the data lives, for messages: the SQLite file, or ``server host/database``."""
    return str(location_text(url))


def location_text(url: str) -> Text:
    """:func:`location_of` as translatable Text (a file path is shown as it is)."""
    path = sqlite_file(url)
    if path is not None:
        return Text.verbatim(str(path))
    parsed = make_url(url)
    return Text(
        "the database server {host}/{database}",
        host=parsed.host or "localhost", database=parsed.database or "",
    )


def _first_line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return hide_password(lines[0] if lines else type(error).__name__)


def _who(location: str | Text) -> Text:
    """Who holds the SQLite file at ``location`` (a path), as far as the holders say."""
    path = Path(str(location))
    found = tuple(
        holder for holder in (holders.live_holders(path) if path.is_file() else ())
        if (holder.pid, holder.host) != (os.getpid(), socket.gethostname())
    )
    if not found:
        return Text("another program or station")
    listed = found[-1].text
    for holder in reversed(found[:-1]):
        listed = Text("{first}; {rest}", first=holder.text, rest=listed)
    return listed


WINDOW_PROGRAM = "Sheepshead Scorer window"
"""How the desktop window names itself in the holder files (``holders.set_identity``)."""


def other_windows(location: str) -> tuple[Text, ...]:
    """The other copies of the window that have the SQLite file at ``location`` open now,
    each described ("Sheepshead Scorer window (station Desk 2) on vm, process 4242, open
    since …"); none for a database server."""
    path = sqlite_file(location)
    if path is None or not path.is_file():
        return ()
    return tuple(
        holder.text for holder in holders.live_holders(path)
        if holder.program == WINDOW_PROGRAM
        and (holder.pid, holder.host) != (os.getpid(), socket.gethostname())
    )


def _collision(original: BaseException) -> Text:
    message = str(original)
    sqlite_names = re.search(r"UNIQUE constraint failed: ([\w., ]+)", message)
    if sqlite_names:
        what = sqlite_names.group(1)
    else:
        key = re.search(r"Key \(([^)]*)\)=\(([^)]*)\)", message)
        constraint = re.search(r'unique constraint "([^"]+)"', message)
        what = f"{key.group(1)} = {key.group(2)}" if key else (
            constraint.group(1) if constraint else _first_line(original)
        )
    return Text(
        "another entry already has the same {what}; reload the screen (another station may "
        "have entered it just now) and change the value that must be unique",
        what=what,
    )


def read_only_error(location: str | Text) -> StorageError:
    """The database cannot be written: read-only, never "damaged"."""
    return ReadOnlyError(
        Text(
            "{location} is read-only (a write-protected file, folder or disk, or a "
            "read-only login); open a copy on a writable disk or ask for write access — "
            "nothing you entered was lost (the last entry was not saved)",
            location=location,
        )
    )


def storage_error(exc: BaseException, location: str | Text) -> ServiceError | None:
    """The ``ServiceError`` a database fault means (table above), else ``None`` (not a
    fault of the storage: let it through)."""
    original: BaseException = exc
    if isinstance(exc, DBAPIError) and exc.orig is not None:
        original = exc.orig
    if str(getattr(original, "sqlstate", "") or "").startswith("40"):
        return None  # serialization failure / deadlock: retried by the caller
    text = str(original).lower()
    full = "disk is full" in text or "no space left" in text or (
        isinstance(original, OSError) and original.errno in (errno.ENOSPC, errno.EDQUOT)
    )
    if full:
        return StorageError(
            Text(
                "the disk holding {location} is full; free space or save to another disk — "
                "nothing you entered was lost (the last entry was not saved: enter it again "
                "once there is room)",
                location=location,
            )
        )
    read_only = "readonly" in text or "read-only" in text or (
        isinstance(original, OSError) and original.errno in (errno.EROFS, errno.EACCES)
    )
    if read_only:
        return read_only_error(location)
    if isinstance(original, sqlite3.OperationalError) and (
        "locked" in text or "busy" in text
    ):
        return DatabaseBusyError(
            Text(
                "the database {location} is busy in another program ({who}); try again in a "
                "moment — the last entry was not saved, nothing else is lost",
                location=location, who=_who(location),
            )
        )
    if isinstance(original, sqlite3.DatabaseError) and (
        "malformed" in text or "not a database" in text
    ):
        return DamagedFileError(
            Text(
                "{location} is damaged ({reason}); close the program and open the file again: "
                "it is then checked whole and the latest good backup is offered — what was "
                "saved before is in that backup",
                location=location, reason=_first_line(original),
            )
        )
    if isinstance(exc, IntegrityError) and ("unique" in text or "duplicate key" in text):
        return CollisionError(_collision(original))
    server = not isinstance(original, sqlite3.Error)
    if isinstance(exc, OperationalError) and (server or exc.connection_invalidated):
        return ConnectionLostError(
            Text(
                "{location} cannot be reached ({reason}); check the network and that the "
                "server is running — the last entry was not saved, enter it again when the "
                "connection is back",
                location=location, reason=_first_line(original),
            )
        )
    return None


def lost_reply(exc: BaseException, location: str | Text) -> ReplyLostError:
    """The connection was lost while committing: whether the commit took effect is not known
    (the server may have committed and lost only its answer) — never "not saved"."""
    original = exc.orig if isinstance(exc, DBAPIError) and exc.orig is not None else exc
    return ReplyLostError(
        Text(
            "{location} stopped answering while the last entry was being saved ({reason}): "
            "it may have been saved — checking… (reload to see it; entered again under the "
            "same hand number it is answered 'already saved', never stored twice)",
            location=location, reason=_first_line(original),
        )
    )


FAULT_ERRORS = (StorageError, DatabaseBusyError, ConnectionLostError)
"""The faults of the database itself (disk full or read-only, file locked, server lost): an
action or a read that meets one may succeed once the database answers again."""


def database_fault(exc: BaseException, location: str | Text) -> ServiceError | None:
    """``exc`` as one of :data:`FAULT_ERRORS` if it is a database fault (already classified, or
    a driver or file error that :func:`storage_error` reads as one); ``None`` for anything
    else, a bug included (its message may well say "readonly" without being a fault)."""
    if isinstance(exc, FAULT_ERRORS):
        return exc
    if not isinstance(exc, DBAPIError | OSError | sqlite3.Error):
        return None
    problem = storage_error(exc, location)
    return problem if isinstance(problem, FAULT_ERRORS) else None
