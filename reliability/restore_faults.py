"""A restore killed at any instant leaves the old file or the new one, never a third thing.

    .venv/bin/python -m reliability.restore_faults [--hands 40]

Set-up (each trial from the same template): an event with ``hands`` hands, a backup of it,
then ``later`` more hands entered by a process that dies without closing the file, so they
are still only in its write-ahead log (``-wal``) — the state the issue found losing 43 of
400 hands. A child process then restores the backup and is SIGKILLed just before its
``step``-th file operation (a copy, a sync, a rename, a delete), for every step until one
restore runs to the end. Then the file is opened as the director would
(``open_checked``) and checked:

* it holds the hands of the old file (all acknowledged) or of the backup, nothing else;
* every acknowledged hand is in the file, the safety copy or the file kept aside;
* when the file holds something else than before, the director was told (a notice).

``--damaged`` runs the same over a damaged database file (the later hands in
its ``-wal``, a page of the file overwritten): the damaged file and its log must be kept
aside, whole.
"""

from __future__ import annotations

import argparse
import logging
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reliability import workload
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.database.backups import (
    DamagedDatabaseError,
    open_checked,
    take_backup,
)
from sheepshead_scorer.store.integrity import check_sqlite_file

ROOT = Path(__file__).resolve().parents[1]
NAME = "event.sqlite3"
CHECKPOINTED = 3


@dataclass
class RestoreReport(workload.HarnessReport):
    trials: int = 0
    acknowledged: int = 0
    lost: int = 0
    told: int = 0
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return super().ok and self.lost == 0

    def summary(self) -> str:
        return (
            f"{self.verdict}: {self.trials} restores killed at every file operation; "
            f"{self.acknowledged} hands acknowledged, {self.lost} lost; {self.told} times "
            f"the director was told an interrupted restore was finished or undone; "
            f"{len(self.problems)} problems; {self.seconds:.1f} s"
        )


def writer(database: Path, hands: int) -> None:
    """Enter ``hands`` hands, then die without closing: they stay in the -wal."""
    opened = open_checked(database)
    workload.play_hands(Services(opened, station="later"), hands, seed=9, name="Later")
    print("ACK", hands, flush=True)
    os._exit(0)


def template(folder: Path, hands: int, later: int, *, damaged: bool) -> tuple[Path, Path]:
    """The database (``hands`` + ``later`` hands, the later in its -wal) and its backup."""
    folder.mkdir(parents=True)
    database = folder / NAME
    opened = open_checked(database)
    workload.play_hands(Services(opened, station="first"), hands)
    backup = take_backup(opened.engine, opened.url).path
    # hands after the backup in the file itself (checkpointed at close): the file without
    # its log then holds neither the old count nor the backup's (a third thing)
    workload.play_hands(Services(opened, station="first"), CHECKPOINTED, seed=3, name="Second")
    opened.close()
    done = subprocess.run(
        [sys.executable, "-m", "reliability.restore_faults", "--writer", str(database),
         str(later)], cwd=ROOT, capture_output=True, text=True, check=False,
    )
    if f"ACK {later}" not in done.stdout or not Path(f"{database}-wal").exists():
        raise RuntimeError(f"the writer failed: {done.stdout} {done.stderr[-2000:]}")
    if damaged:
        _damage(database, hands + CHECKPOINTED + later)
    return database, backup


def _damage(database: Path, hands: int) -> None:
    """Overwrite one page of the file that its log does not cover, such that the full
    check fails while every hand can still be read (a bad index page, as a disk makes)."""
    scratch = database.with_name("scratch")
    for page in range(2, database.stat().st_size // 4096):
        for suffix in ("", "-wal", "-shm"):
            shutil.copyfile(f"{database}{suffix}", f"{scratch}{suffix}")
        with scratch.open("r+b") as handle:
            handle.seek(page * 4096)
            handle.write(b"\xa5" * 4096)
        damaged = not check_sqlite_file(scratch).ok
        if damaged and workload.count_hands(scratch) == hands:
            for suffix in ("", "-wal", "-shm"):
                os.replace(f"{scratch}{suffix}", f"{database}{suffix}")
            return
    raise RuntimeError("no page could be damaged without losing hands")


def child(database: Path, backup: Path, step: int) -> None:
    """Restore, SIGKILLing this process just before the ``step``-th file operation."""
    from sheepshead_scorer.services.database import backups

    count = 0

    def killing(real: Any) -> Any:
        def operation(*args: Any, **kwargs: Any) -> Any:
            nonlocal count
            count += 1
            if count == step:
                os.kill(os.getpid(), signal.SIGKILL)
            return real(*args, **kwargs)
        return operation

    os.replace = killing(os.replace)  # type: ignore[assignment]
    os.fsync = killing(os.fsync)
    shutil.copyfile = killing(shutil.copyfile)  # type: ignore[assignment]
    Path.unlink = killing(Path.unlink)  # type: ignore[method-assign]
    Path.rename = killing(Path.rename)  # type: ignore[method-assign]
    backups.restore(database, backup)
    print("DONE", count, flush=True)


def _hands_anywhere(folder: Path) -> list[tuple[str, int]]:
    """Hands in every SQLite file of the folder and its backups (file name, hands)."""
    found = []
    for path in sorted([*folder.iterdir(), *(folder / "backups").iterdir()]):
        if path.is_file() and not path.name.endswith(("-wal", "-shm", ".json")):
            found.append((path.name, workload.count_hands(path)))
    return found


def trial(base: Path, tmpl: Path, step: int, hands: int, later: int,
          report: RestoreReport) -> bool:
    """One restore killed at ``step``; True when the restore ran to its end."""
    folder = base / f"step-{step}"
    shutil.copytree(tmpl, folder)
    database = folder / NAME
    backup = next((folder / "backups").iterdir())
    done = subprocess.run(
        [sys.executable, "-m", "reliability.restore_faults", "--child", str(database),
         str(backup), str(step)], cwd=ROOT, capture_output=True, text=True, check=False,
    )
    finished = "DONE" in done.stdout
    report.trials += 1
    old = hands + CHECKPOINTED + later
    report.acknowledged += old
    # a kill after the journal was closed came after the restore was whole (only its last
    # line was not printed): the director must be told of every other one
    interrupted = Path(f"{database}.restore.json").exists()
    try:
        opened = open_checked(database)
    except DamagedDatabaseError as exc:  # undone over a damaged file: it is as it was
        notices: tuple[object, ...] = (exc.text,)  # and the message offers the restore
    else:
        notices = opened.notices
        opened.close()
    now = workload.count_hands(database)
    if now not in (hands, old):
        report.problems.append(f"step {step}: the file holds {now} hands, a third thing")
    best = max(n for _name, n in _hands_anywhere(folder))
    report.lost += old - best
    if best < old:
        report.problems.append(f"step {step}: {old - best} acknowledged hands lost; "
                               f"files: {_hands_anywhere(folder)}")
    if os.environ.get("RESTORE_FAULTS_DEBUG"):
        print(step, finished, now, notices, done.stdout, done.stderr[-500:])
    if interrupted and not notices:
        report.problems.append(f"step {step}: the file changed and the director was not told")
    report.told += len(notices)
    return finished


def run(hands: int = 40, later: int = 20, *, damaged: bool = False,
        folder: Path | None = None, steps: range | None = None) -> RestoreReport:
    started = time.monotonic()
    logging.getLogger("sheepshead_scorer").setLevel(logging.ERROR)  # the notices are counted
    report = RestoreReport()
    base = Path(tempfile.mkdtemp(prefix="restores-", dir=folder))
    tmpl = base / "template"
    template(tmpl, hands, later, damaged=damaged)
    for step in steps or range(1, 200):
        if trial(base, tmpl, step, hands, later, report) and steps is None:
            break
    report.seconds = time.monotonic() - started
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--later", type=int, default=20)
    parser.add_argument("--damaged", action="store_true")
    parser.add_argument("--writer", nargs=2, metavar=("DB", "HANDS"))
    parser.add_argument("--child", nargs=3, metavar=("DB", "BACKUP", "STEP"))
    args = parser.parse_args(argv)
    if args.writer:
        writer(Path(args.writer[0]), int(args.writer[1]))
        return 0
    if args.child:
        child(Path(args.child[0]), Path(args.child[1]), int(args.child[2]))
        return 0
    report = run(args.hands, args.later, damaged=args.damaged)
    for problem in report.problems:
        print(problem)
    print(report.summary())
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
