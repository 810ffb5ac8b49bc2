"""Reading needs no free disk (issue 25, item 8): the event's disk fills up, and the director
must still print the standings, check the file and back it up to another disk.

Each trial puts an event (two tables, hands entered, closed as after an evening) on a small
RAM disk of its own (``mount -t tmpfs``: run as root), fills the disk to leave ``free``
bytes (0 B to 256 KiB), then runs as new processes: ``standings``, ``db check``, ``backup
--to`` another disk (the copy opened and counted), and ``record-hand --hand N`` (stored if
it fits, else refused as "disk … is full", nothing lost). Then the filler is deleted and the
command run again ("already saved" if it was). On the old code every command was refused
below about 32 KiB free: each open wrote a holder file beside the database, and SQLite could
not create the ``-shm`` a WAL read needs (``db check`` even called the file damaged).

    sudo .venv/bin/python -m reliability.full_disk
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from reliability import workload
from reliability.workload import HarnessReport
from sheepshead_scorer.services import Services
from sheepshead_scorer.store import open_database

FREE = (0, 4096, 16384, 32768, 65536, 131072, 262144)
HAND = {"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 75, "tricks": 4}


@dataclass
class FullDiskReport(HarnessReport):
    trials: int = 0
    commands: int = 0
    answered: int = 0
    acknowledged: int = 0
    lost: int = 0
    seconds: float = 0.0

    def summary(self) -> str:
        return (
            f"{self.verdict}: {self.trials} full disks (0 B to 256 KiB free) × 4 commands: "
            f"{self.answered} of {self.commands} answered as they should (standings, db "
            f"check, backup to another disk; a hand stored, or refused as disk full); "
            f"{self.acknowledged} hands acknowledged, {self.lost} lost; {self.seconds:.1f} s"
        )


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "sheepshead_scorer", *args],
                          capture_output=True, text=True, check=False, timeout=120)


def _hands(path: Path) -> int:
    reader = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return int(reader.execute("SELECT count(*) FROM hands").fetchone()[0])
    finally:
        reader.close()


def _fill(folder: Path, free: int) -> Path:
    """Fill the disk holding ``folder`` so that about ``free`` bytes are left."""
    filler = folder / "filler"
    descriptor = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        while True:
            os.write(descriptor, b"\0" * 4096)
    except OSError:
        pass
    left = shutil.disk_usage(folder).free
    if left < free:
        os.ftruncate(descriptor, max(0, os.fstat(descriptor).st_size - (free - left)))
    os.close(descriptor)
    return filler


def trial(base: Path, free: int, hands: int, report: FullDiskReport) -> None:
    disk = base / f"disk-{free}"
    disk.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", str(disk)], check=True)
    try:
        path = disk / "event.sqlite3"
        database = open_database(path)
        services = Services(database, station="desk")
        setup = workload.create_event(services, 2)
        round_id = workload.start_round(services, setup.event_id, 1, seed=1)
        tables = [t for t, _ in workload.table_fill(database, round_id)]
        rng = random.Random(free)
        for number in range(hands):
            services.record_hand(tables[number % 2], workload.random_hand(rng, number // 2))
        database.close()
        report.acknowledged += hands
        filler = _fill(disk, free)
        report.trials += 1
        where = ["--database", str(path)]
        Check = Callable[[subprocess.CompletedProcess[str]], bool]
        checks: dict[str, tuple[subprocess.CompletedProcess[str], Check]] = {
            "standings": (cli("standings", "--event", str(setup.event_id), *where),
                          lambda r: r.returncode == 0 and "player" in r.stdout),
            "db check": (cli("db", "check", *where),
                         lambda r: r.returncode == 0 and "passed" in r.stdout),
        }
        other = base / f"other-{free}"
        other.mkdir()
        backed = cli("backup", "--to", str(other), *where)
        copies = list(other.glob("*.sqlite3"))
        checks["backup"] = (backed, lambda r: r.returncode == 0 and len(copies) == 1
                            and _hands(copies[0]) == hands)
        record = ("record-hand", "--event", str(setup.event_id), "--round", "1", "--table",
                  "1", "--hand", str(hands // 2 + 1), json.dumps(HAND), *where)
        refused = cli(*record)
        checks["record-hand"] = (refused, lambda r: r.returncode == 0 or "is full" in r.stderr)
        for name, (run, fine) in checks.items():
            report.commands += 1
            if fine(run):
                report.answered += 1
            else:
                report.problems.append(
                    f"{free} B free, {name}: exit {run.returncode}: {run.stderr.strip()[:200]}"
                )
        filler.unlink()
        again = cli(*record).returncode == 0 or refused.returncode == 0  # "already saved"
        report.acknowledged += again
        stored = _hands(path)
        report.lost += max(0, hands + again - stored)
        if stored != hands + again:
            report.problems.append(f"{free} B free: {stored} hands stored, {hands + again} "
                                   "acknowledged")
    finally:
        subprocess.run(["umount", str(disk)], check=False)


def run(hands: int = 10, free: tuple[int, ...] = FREE) -> FullDiskReport:
    report = FullDiskReport()
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="full-disk-") as name:
        for amount in free:
            trial(Path(name), amount, hands, report)
    report.seconds = time.monotonic() - started
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--hands", type=int, default=10)
    args = parser.parse_args(argv)
    report = run(args.hands)
    print(report.summary())
    for problem in report.problems:
        print(f"  {problem}")
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
