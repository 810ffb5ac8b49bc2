"""Put a SQLite backup in place of the database file, without losing what is in it.

``restore_file(backup, database_file, safety)``:

1. the backup must pass its full check before anything else happens;
2. the file is taken for the restore (``holders.exclusive``): refused, naming each program,
   while any Sheepshead Scorer program has it open, and every new open waits meanwhile;
3. SQLite's own locks are asked whether any other program (one that does not register, a
   ``sqlite3`` shell, an older version of this one) has it open: refused if so;
4. a file SQLite reads whole (its copy passes the full check) is copied, write-ahead log
   included, to ``safety`` first; a damaged one is not touched by SQLite at all;
5. the swap, journalled so that a crash at any instant is finished or undone at the next
   open (:func:`finish_interrupted`, called by ``open_database``; the director is told):
   the backup is copied beside the database (``<name>.restoring``) and synced; the journal
   ``<name>.restore.json`` says "swapping"; the database file is renamed aside **with** its
   ``-wal`` and ``-shm`` (``<name>.replaced-<time>`` or, damaged, ``<name>.damaged-<time>``,
   ``...-wal``, ``...-shm``: SQLite still pairs them, no acknowledged hand is ever in a file
   without its log); the copy is renamed into place; the journal is removed. Nothing is
   deleted before the swap: a crash leaves the old file with its log, or the new one.
6. then a replaced healthy file is deleted (its content is in ``safety``); a damaged one is
   kept, and :mod:`store.recovery` tries to get its data back into a file beside it.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sheepshead_scorer import atomic_files
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
    earlier: Text | None = None
    """What became of an earlier restore found interrupted (finished or undone)."""


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
        earlier = finish_interrupted(database_file)
        if sqlite_users_elsewhere(database_file):
            raise holders.FileHeldError(
                Text(
                    "{file} is open in another program that uses SQLite (a second copy of "
                    "Sheepshead Scorer, an SQLite tool); close it there, then try again — "
                    "nothing was changed",
                    file=database_file,
                )
            )
        copied = _safety_copy(database_file, safety)
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        kind = "replaced" if copied is not None else "damaged"
        aside = database_file.with_name(f"{database_file.name}.{kind}-{stamp}")
        moved = _swap(backup, database_file, aside, copied)
        if copied is not None or not moved:
            for path in _with_sides(aside):  # its content is in the safety copy
                path.unlink(missing_ok=True)
            done = Restored(copied, earlier=earlier)
        else:
            recovered = database_file.with_name(
                f"{database_file.stem}.recovered-{stamp}{database_file.suffix}"
            )
            done = Restored(None, aside, recover(aside, recovered), earlier)
        _close_journal(database_file)  # only now: an interruption before this is reported
    return done


def _safety_copy(database_file: Path, safety: Path) -> Path | None:
    """A checked copy of a file SQLite reads whole; ``None`` for a missing, empty or
    damaged one (which the swap keeps aside, with its log, instead)."""
    if not database_file.exists() or database_file.stat().st_size == 0:
        return None
    if not check_sqlite_file(database_file, quick=True).ok:
        return None
    try:
        return backup_sqlite(database_file, safety)
    except BackupError:  # the copy fails the full check: the file is damaged
        return None


def _with_sides(path: Path) -> tuple[Path, ...]:
    return (path, *(Path(f"{path}{suffix}") for suffix in SIDE_FILES))


def journal_path(database_file: Path) -> Path:
    return database_file.with_name(database_file.name + ".restore.json")


def _staging(database_file: Path) -> Path:
    return database_file.with_name(database_file.name + ".restoring")


def _journal(database_file: Path, **state: str) -> None:
    atomic_files.write_text(journal_path(database_file), json.dumps(state), private=True)


def _swap(backup: Path, database_file: Path, aside: Path, safety: Path | None) -> bool:
    """Copy, journal, move the old file aside with its log, rename the copy in (module doc,
    step 5). Returns whether there was a file to move aside."""
    staging = _staging(database_file)
    plan = {"backup": str(backup), "aside": str(aside), "safety": str(safety or "")}
    _journal(database_file, state="staging", **plan)
    try:
        staging.unlink(missing_ok=True)
        create_private_file(staging)
        shutil.copyfile(backup, staging)
        fsync_file(staging)
    except BaseException:
        staging.unlink(missing_ok=True)
        journal_path(database_file).unlink(missing_ok=True)
        raise
    _journal(database_file, state="swapping", **plan)
    try:
        moved = _finish_swap(database_file, aside)
    except PermissionError as exc:
        if sys.platform == "win32":  # pragma: no cover - Windows: the file is open elsewhere
            _undo(database_file, aside)
            raise holders.FileHeldError(holders.held_text(database_file, ())) from exc
        raise
    return moved


def _finish_swap(database_file: Path, aside: Path) -> bool:
    """Move whatever of the old file is still in place aside (file, then its log), rename
    the staged copy in and close the journal. Safe to run again after a crash in it."""
    moved = aside.exists()
    for old, kept in zip(_with_sides(database_file), _with_sides(aside), strict=True):
        if not old.exists() or (old == database_file and moved):
            continue  # a file in place though the old one is aside: the copy replaces it
        # a log already kept aside is the old file's own: a later one goes beside it
        os.replace(old, kept if not kept.exists() else Path(f"{kept}.later"))
        moved = moved or old == database_file
    fsync_dir(database_file.parent)
    os.replace(_staging(database_file), database_file)
    fsync_dir(database_file.parent)
    return moved


def _close_journal(database_file: Path) -> None:
    journal_path(database_file).unlink(missing_ok=True)
    fsync_dir(database_file.parent)


def _undo(database_file: Path, aside: Path) -> None:
    """Put the old file and its log back, drop the staged copy and the journal."""
    for old, kept in zip(_with_sides(database_file), _with_sides(aside), strict=True):
        if kept.exists():
            os.replace(kept, old)
    _staging(database_file).unlink(missing_ok=True)
    _close_journal(database_file)


def finish_interrupted(database_file: Path) -> Text | None:
    """Finish or undo a restore that was interrupted (a crash, a kill, a power cut) and say
    which; ``None`` when there was none. Call with the file held (``holders.exclusive``).

    Before the journal said "swapping" nothing of the old file had moved: the staged copy is
    dropped (undone). After it, the staged copy is whole and synced: the swap is finished,
    and the file it replaced is kept aside with its log (nothing is deleted here)."""
    journal = journal_path(database_file)
    try:
        plan = json.loads(journal.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        plan = {}
    backup, aside = plan.get("backup", "?"), Path(plan.get("aside", ""))
    staging = _staging(database_file)
    if plan.get("state") == "swapping" and aside.name:
        if staging.exists():
            _finish_swap(database_file, aside)
        _close_journal(database_file)
        kept = aside if aside.exists() else Path(plan.get("safety") or aside)
        return Text(
            "a restore of {backup} was interrupted; it has now been finished: {file} holds "
            "the backup, and what it replaced is kept as {kept}",
            backup=backup, file=database_file, kept=kept,
        )
    staging.unlink(missing_ok=True)
    _close_journal(database_file)
    return Text(
        "a restore of {backup} was interrupted before it changed anything; it has been undone: "
        "{file} is as it was before",
        backup=backup, file=database_file,
    )
