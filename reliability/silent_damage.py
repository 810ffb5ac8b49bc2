"""Damage is never silent (issue 25, item 4): a page of a closed event file goes bad on the
disk — same size, same time, same first page — and the director prints the standings.

Each trial copies one event file (two tables, hands entered, closed by the program so it is
marked clean), spoils one page other than the first — an index page emptied, or any page
overwritten with noise — puts the file's time back, and runs ``sheepshead-scorer standings``
as a new process. Passes when every run either prints exactly the standings of before or
refuses with the damaged-file message; a run that prints other standings with exit 0 is
*silent damage*.

    .venv/bin/python -m reliability.silent_damage --trials 40
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from reliability import workload
from reliability.workload import HarnessReport
from sheepshead_scorer.services import Services
from sheepshead_scorer.store import open_database


@dataclass
class DamageReport(HarnessReport):
    trials: int = 0
    same: int = 0
    refused: int = 0
    silent: int = 0
    seconds: float = 0.0

    def summary(self) -> str:
        return (
            f"{self.verdict}: {self.trials} pages spoilt on the disk; standings the same as "
            f"before {self.same}, refused as damaged {self.refused}, silently different "
            f"{self.silent}; {self.seconds:.1f} s"
        )


def build(path: Path, hands: int = 40) -> int:
    database = open_database(path)
    services = Services(database, station="desk")
    setup = workload.create_event(services, 2)
    round_id = workload.start_round(services, setup.event_id, 1, seed=1)
    rng = random.Random(1)
    tables = [t for t, _ in workload.table_fill(database, round_id)]
    for number in range(hands):
        services.record_hand(tables[number % 2], workload.random_hand(rng, number // 2))
    database.close()
    return setup.event_id


def spoil(path: Path, rng: random.Random) -> str:
    """One page spoilt, the time put back; what was done, in words."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as reader:
        indexes = [(n, r) for n, r in reader.execute(
            "SELECT name, rootpage FROM sqlite_master WHERE type = 'index' AND rootpage > 1"
        )]
        size = reader.execute("PRAGMA page_size").fetchone()[0]
        pages = reader.execute("PRAGMA page_count").fetchone()[0]
    status = path.stat()
    if rng.random() < 0.5:
        name, number = rng.choice(indexes)
        page = bytearray(size)
        page[0], page[5:7] = 0x0A, (size % 65536).to_bytes(2, "big")  # an empty index leaf
        done = f"index {name} emptied"
    else:
        number = rng.randrange(2, pages + 1)
        page = bytearray(rng.randbytes(size))
        done = f"page {number} of {pages} overwritten"
    with path.open("r+b") as handle:
        handle.seek((number - 1) * size)
        handle.write(bytes(page))
    os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns))
    return done


def standings(path: Path, event: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", "standings", "--event", str(event),
         "--database", str(path)], capture_output=True, text=True, check=False, timeout=120,
    )


def run(trials: int = 20, seed: int = 1) -> DamageReport:
    report = DamageReport()
    started = time.monotonic()
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="silent-damage-") as folder:
        template = Path(folder) / "template.sqlite3"
        event = build(template)
        expected = standings(template, event)
        if expected.returncode != 0:
            report.problems.append(f"standings of the healthy file failed: {expected.stderr}")
            return report
        for trial in range(trials):
            path = Path(folder) / f"trial-{trial}" / "event.sqlite3"
            path.parent.mkdir()
            shutil.copytree(template.with_name("template.sqlite3.holders"),
                            path.with_name("event.sqlite3.holders"))
            shutil.copy2(template, path)
            open_database(path).close()  # marked clean by the program, as after an evening
            done = spoil(path, rng)
            got = standings(path, event)
            report.trials += 1
            if got.returncode == 0 and got.stdout == expected.stdout:
                report.same += 1
            elif got.returncode != 0 and "is damaged" in got.stderr:
                report.refused += 1
            else:
                report.silent += 1
                report.problems.append(
                    f"trial {trial} ({done}): exit {got.returncode}, "
                    f"{got.stdout.count(chr(10))} lines, {got.stderr.strip()[:200]}"
                )
    report.seconds = time.monotonic() - started
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--trials", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    report = run(args.trials, args.seed)
    print(report.summary())
    for problem in report.problems:
        print(f"  {problem}")
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
