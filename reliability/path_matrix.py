"""Every folder name a director may choose opens the same file through every door.

    .venv/bin/python -m reliability.path_matrix [--hands 60]

For each folder name of :data:`FOLDERS` (``Club #3``, ``a?b``, ``100%``, ``Turnier Café
2026``, spaces, a long path) an event is built in ``<folder>/event.sqlite3`` and every door
the issue named is run as a new process: ``db check``, ``standings``, ``backup``,
``backups``, then more hands, ``restore`` of the backup and ``standings`` again. Checked:
each command succeeds and reads the right data (the standings' rows, the backup's hands),
no file appears anywhere but in the folder (a URI cut at ``#`` or ``?`` creates a stray
empty ``Club `` beside it), and every acknowledged hand is in the restored file or in the
safety copy the restore made. A path longer than SQLite opens is refused with a message
saying so, and nothing is created.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from reliability import workload
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.database.backups import open_checked
from sheepshead_scorer.store.sqlite_paths import MAX_PATH_BYTES

ROOT = Path(__file__).resolve().parents[1]
LONG = "a long folder name of a club that keeps every season apart"
FOLDERS: tuple[str, ...] = (
    "Club #3", "a?b", "100%", "Turnier Café 2026", "  two  spaces  ", "#?%&=;'\" mixed",
    "/".join([LONG] * 6),  # about 370 bytes of path: longer than Windows' 260
)
KNOWN = {"event.sqlite3", "event.sqlite3-wal", "event.sqlite3-shm", "event.sqlite3.holders",
         "backups"}


@dataclass
class PathReport(workload.HarnessReport):
    """What the matrix found: folders and commands run, hands acknowledged and lost."""

    folders: int = 0
    commands: int = 0
    acknowledged: int = 0
    lost: int = 0
    stray: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return super().ok and self.lost == 0 and not self.stray

    def summary(self) -> str:
        return (
            f"{self.verdict}: {self.folders} folder names x {self.commands // max(1, self.folders)}"
            f" commands as new processes; {self.acknowledged} hands acknowledged, {self.lost} "
            f"lost; {len(self.stray)} stray files; {len(self.problems)} problems; "
            f"{self.seconds:.1f} s"
        )


def cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run ``sheepshead-scorer ARGS`` as a new process."""
    return subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", *args], cwd=cwd, capture_output=True,
        text=True, check=False, timeout=120,
    )


def _entries(base: Path) -> set[str]:
    return {str(p.relative_to(base)) for p in base.rglob("*")}


def run_folder(base: Path, name: str, report: PathReport, *, hands: int = 30) -> None:
    """The whole matrix row of one folder name under ``base`` (see the module doc)."""
    folder = base / name
    folder.mkdir(parents=True)
    database = folder / "event.sqlite3"
    before = _entries(base)
    opened = open_checked(database)
    event = workload.play_hands(Services(opened, station="path-matrix"), hands, seed=len(name))
    opened.close()
    report.folders += 1
    report.acknowledged += hands
    problems: list[str] = []

    def run(*args: str) -> str:
        report.commands += 1
        done = cli(*args, "--database", str(database), cwd=base)
        if done.returncode != 0:
            problems.append(f"{name!r}: {' '.join(args[:2])} exit {done.returncode}: "
                            f"{done.stderr.strip()[-300:]}")
        return done.stdout

    if "full integrity check passed" not in run("db", "check"):
        problems.append(f"{name!r}: db check did not pass the file")
    first = run("standings", "--event", str(event), "--format", "csv")
    if len(first.strip().splitlines()) != 1 + workload.TABLE_SIZE:
        problems.append(f"{name!r}: standings printed {first!r}")
    taken = run("backup")
    backup = Path(taken.strip().split(" to ", 1)[-1]) if " to " in taken else None
    if backup is None or not backup.is_file() or workload.count_hands(backup) != hands:
        problems.append(f"{name!r}: backup printed {taken!r}, which does not hold {hands} hands")
    if backup is not None and str(backup) not in run("backups"):
        problems.append(f"{name!r}: backups does not list {backup}")
    opened = open_checked(database)
    workload.play_hands(Services(opened, station="path-matrix"), 5, seed=2, name="Later Open")
    opened.close()
    report.acknowledged += 5
    restored = run("restore", str(backup or "missing"))
    safety = re.search(r"backed up to (.+\.sqlite3)", restored)
    kept = workload.count_hands(Path(safety.group(1))) if safety else 0
    now = workload.count_hands(database)
    if now != hands:
        problems.append(f"{name!r}: the restored file holds {now} hands, not {hands}")
    report.lost += max(0, hands + 5 - max(now, kept))
    if run("standings", "--event", str(event), "--format", "csv") != first:
        problems.append(f"{name!r}: the standings after the restore differ")
    stray = sorted(
        e for e in _entries(base) - before
        if not e.startswith(name + "/") or e[len(name) + 1:].split("/")[0] not in KNOWN
    )
    report.stray.extend(stray)
    report.problems.extend(problems)


def refuse_too_long(base: Path, report: PathReport) -> None:
    """A path past SQLite's limit: every door says so, and nothing is created."""
    folder = base / "/".join([LONG] * (MAX_PATH_BYTES // len(LONG) + 1))
    folder.mkdir(parents=True)
    database = folder / "event.sqlite3"
    for args in (("backup",), ("db", "check"), ("import-players", "--help")):
        if args[-1] == "--help":
            continue
        report.commands += 1
        done = cli(*args, "--database", str(database), cwd=base)
        if done.returncode != 2 or "shorter path" not in done.stderr:
            report.problems.append(f"a too long path: {args[0]} said {done.stderr!r}")
    if any(folder.iterdir()):
        report.stray.extend(str(p) for p in folder.iterdir())


def run(hands: int = 30, folder: Path | None = None) -> PathReport:
    started = time.monotonic()
    report = PathReport()
    base = Path(tempfile.mkdtemp(prefix="paths-", dir=folder))
    for n, name in enumerate(FOLDERS):
        run_folder(base / str(n), name, report, hands=hands)
    refuse_too_long(base / "long", report)
    report.seconds = time.monotonic() - started
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=60)
    args = parser.parse_args(argv)
    report = run(args.hands)
    for problem in report.problems:
        print(problem)
    print(report.summary())
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
