"""Put a SQLite backup in place of the database file, without losing what is in it.

``restore_file(backup, database_file, safety)``:

1. the backup must pass its full check before anything else happens;
2. the file is taken for the restore (``holders.exclusive``): refused, naming each program,
   while any Sheepshead Scorer program has it open, and every new open waits meanwhile;
3. SQLite's own locks are asked whether any other program (one that does not register, a
   ``sqlite3`` shell, an older version of this one) has it open: refused if so;
4. a file SQLite reads is copied whole (write-ahead log included) to ``safety`` first;
   a damaged one is not touched by SQLite at all: it is renamed aside together with its
   ``-wal`` and ``-shm`` (``<name>.damaged-<time>``, ``...-wal``, ``...-shm``, so SQLite still
   pairs them), and :mod:`store.recovery` tries to get its data back into a file beside it;
5. the backup is copied beside the database (same disk), synced and renamed over it; the
   replaced file's ``-wal``/``-shm`` (their content is in ``safety``) are removed so SQLite
   cannot replay them into the restored file.
"""

from __future__ import annotations

import os
import shutil
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sheepshead_scorer.store import holders
from sheepshead_scorer.store.backup import BackupError, backup_sqlite, fsync_dir, fsync_file
from sheepshead_scorer.store.engine import create_private_file, open_in_this_process
from sheepshead_scorer.store.integrity import check_sqlite_file
from sheepshead_scorer.store.recovery import Recovery, recover
from sheepshead_scorer.text import Text

if sys.platform != "win32":
    import fcntl

# SQLite's lock bytes in the database file and in the -shm (os_unix.c): every connection
# holds a read lock on the SHARED range of the file and on the -shm's "dead man switch".
_SHARED_FIRST, _SHARED_SIZE = 0x40000002, 510
_SHM_DMS = 128
SIDE_FILES = ("-wal", "-shm")


@dataclass(frozen=True)
class Restored:
    """What a restore did: the safety copy of a readable file, or where a damaged one was
    kept (with its ``-wal``/``-shm``) and what SQLite's recovery got back from it."""

    safety: Path | None
    damaged_kept: Path | None = None
    recovery: Recovery | None = None


def sqlite_users_elsewhere(database_file: Path) -> bool:
    """Whether another process holds SQLite's locks on the file (it has it open).

    Reads nothing; opens plain descriptors, so it must not run while this process has an
    SQLite connection on the file (the caller checks).
    """
    if sys.platform == "win32":  # pragma: no cover - Windows refuses to replace an open file
        return False
    for path, start, length in (
        (database_file, _SHARED_FIRST, _SHARED_SIZE),
        (Path(f"{database_file}-shm"), _SHM_DMS, 1),
    ):
        try:
            descriptor = os.open(path, os.O_RDWR)
        except OSError:
            continue
        try:
            fcntl.lockf(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB, length, start, 0)
        except OSError:
            return True
        finally:
            os.close(descriptor)  # releases the probe's lock with it
    return False


def restore_file(backup: Path, database_file: Path, safety: Path) -> Restored:
    """Replace ``database_file`` with a checked copy of ``backup`` (see the module doc).

    Raises ``BackupError`` for a bad backup, ``holders.FileHeldError`` while the file is open
    anywhere; the file is unchanged then.
    """
    report = check_sqlite_file(backup)
    if not backup.is_file() or not report.ok:
        raise BackupError(
            Text(
                "{file} cannot be restored: {problem}. Pick another backup.",
                file=backup,
                problem=report.text if backup.is_file() else Text("the file does not exist"),
            )
        )
    if open_in_this_process(database_file):
        raise holders.FileHeldError(
            Text(
                "{file} is still open in this program; close it (or the other window on it) "
                "before restoring",
                file=database_file,
            )
        )
    with holders.exclusive(database_file):
        if sqlite_users_elsewhere(database_file):
            raise holders.FileHeldError(
                Text(
                    "{file} is open in another program that uses SQLite (a second copy of "
                    "Sheepshead Scorer, an SQLite tool); close it there, then try again — "
                    "nothing was changed",
                    file=database_file,
                )
            )
        done = _set_aside(database_file, safety)
        _put_in_place(backup, database_file)
    return done


def _set_aside(database_file: Path, safety: Path) -> Restored:
    """Keep what the restore replaces: a copy of a readable file, or the damaged file
    itself (renamed with its -wal/-shm) and what SQLite recovered from it."""
    if not database_file.exists() or database_file.stat().st_size == 0:
        return Restored(None)
    if check_sqlite_file(database_file, quick=True).ok:
        return Restored(backup_sqlite(database_file, safety))
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    kept = database_file.with_name(f"{database_file.name}.damaged-{stamp}")
    database_file.rename(kept)
    for suffix in SIDE_FILES:
        side = Path(f"{database_file}{suffix}")
        if side.exists():
            side.rename(f"{kept}{suffix}")
    fsync_dir(database_file.parent)
    recovered = database_file.with_name(
        f"{database_file.stem}.recovered-{stamp}{database_file.suffix}"
    )
    return Restored(None, kept, recover(kept, recovered))


def _put_in_place(backup: Path, database_file: Path) -> None:
    staging = database_file.with_name(database_file.name + ".restoring")
    staging.unlink(missing_ok=True)
    try:
        create_private_file(staging)
        shutil.copyfile(backup, staging)
        fsync_file(staging)
        for suffix in SIDE_FILES:  # the replaced file's log: its content is in the safety copy
            Path(f"{database_file}{suffix}").unlink(missing_ok=True)
        os.replace(staging, database_file)
        fsync_dir(database_file.parent)
    except PermissionError as exc:
        if sys.platform == "win32":  # pragma: no cover - Windows: the file is open elsewhere
            raise holders.FileHeldError(holders.held_text(database_file, ())) from exc
        raise
    finally:
        staging.unlink(missing_ok=True)
