"""A migration killed at any statement (issue 25, item 6).

A file with an event and its hands is taken back to an old schema (revision ``--from``,
0004 by default: the next revision rebuilds every table in batch mode), then opened by a
child process that upgrades it and is killed (SIGKILL, by itself, from a cursor hook) just
before its k-th SQL statement — for every k, or ``--every`` n-th. The parent then opens the
file as the director would: it must open, be at the newest revision, pass the full
integrity check, hold every hand, and the director must be told that an upgrade was cut
short and rolled back. On the old code a kill after the first ``CREATE TABLE
_alembic_tmp_…`` left a file that never opened again.

    .venv/bin/python -m reliability.migration_faults --every 5
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, event, func, select

from reliability import workload
from reliability.workload import HarnessReport
from sheepshead_scorer.services import Services
from sheepshead_scorer.store import current_revision, open_database
from sheepshead_scorer.store.integrity import check_sqlite_file
from sheepshead_scorer.store.migrate import downgrade, head_revision
from sheepshead_scorer.store.models import Hand


@dataclass
class MigrationReport(HarnessReport):
    statements: int = 0
    kills: int = 0
    hands: int = 0
    acknowledged: int = 0
    lost: int = 0
    notices: int = 0
    seconds: float = 0.0

    def summary(self) -> str:
        return (
            f"{self.verdict}: an upgrade of {self.statements} statements killed before "
            f"{self.kills} different ones, each over {self.hands} acknowledged hands: "
            f"{self.acknowledged} acknowledged in all, {self.lost} lost; every file opened "
            f"again at the newest revision; {self.notices} notices of a rolled-back "
            f"upgrade; {len(self.problems)} problems; {self.seconds:.1f} s"
        )


def template(folder: Path, hands: int, old: str) -> Path:
    path = folder / "template.sqlite3"
    database = open_database(path)
    services = Services(database, station="desk")
    setup = workload.create_event(services, 2)
    round_id = workload.start_round(services, setup.event_id, 1, seed=1)
    tables = [t for t, _ in workload.table_fill(database, round_id)]
    rng = random.Random(1)
    for number in range(hands):
        services.record_hand(tables[number % 2], workload.random_hand(rng, number // 2))
    downgrade(database.engine, old)
    database.close()
    return path


def child(path: Path, kill_at: int) -> None:
    """Open (and so upgrade) ``path``; SIGKILL this process before statement ``kill_at``
    (0: never; print how many statements there were)."""
    seen = [0]

    def hook(*_args: Any) -> None:
        seen[0] += 1
        if seen[0] == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)

    event.listen(Engine, "before_cursor_execute", hook)
    open_database(path).close()
    print(seen[0], flush=True)


def _child(path: Path, kill_at: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "reliability.migration_faults", "--child", str(path),
         "--kill-at", str(kill_at)],
        capture_output=True, text=True, check=False, timeout=300,
        cwd=Path(__file__).resolve().parents[1],
    )


def trial(tmpl: Path, folder: Path, kill_at: int, hands: int, report: MigrationReport) -> None:
    path = folder / f"kill-{kill_at}" / "event.sqlite3"
    path.parent.mkdir(parents=True)
    shutil.copy2(tmpl, path)
    done = _child(path, kill_at)
    if done.returncode != -signal.SIGKILL:
        report.problems.append(f"kill {kill_at}: the child ended with {done.returncode}")
        return
    report.kills += 1
    report.acknowledged += hands
    try:
        database = open_database(path)
    except Exception as exc:
        report.problems.append(f"kill before statement {kill_at}: the file does not open: {exc}")
        report.lost += hands
        return
    try:
        report.notices += any("interrupted" in str(n) for n in database.notices)
        if current_revision(database.engine) != head_revision():
            report.problems.append(f"kill {kill_at}: not at the newest revision")
        with database.session() as session:
            stored = int(session.scalar(select(func.count()).select_from(Hand)) or 0)
    finally:
        database.close()
    report.lost += max(0, hands - stored)
    if stored != hands:
        report.problems.append(f"kill {kill_at}: {stored} of {hands} hands")
    checked = check_sqlite_file(path)
    if not checked.ok:
        report.problems.append(f"kill {kill_at}: {checked.summary()}")


def run(hands: int = 30, old: str = "0004", every: int = 1, seed: int | None = None
        ) -> MigrationReport:
    report = MigrationReport(hands=hands)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="migration-faults-") as name:
        folder = Path(name)
        tmpl = template(folder, hands, old)
        counting = folder / "count.sqlite3"
        shutil.copy2(tmpl, counting)
        report.statements = int(_child(counting, 0).stdout.split()[-1])
        points = list(range(1, report.statements + 1, every))
        if seed is not None:
            points = sorted(random.Random(seed).sample(points, min(len(points), 12)))
        for kill_at in points:
            trial(tmpl, folder, kill_at, hands, report)
    report.seconds = time.monotonic() - started
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--hands", type=int, default=30)
    parser.add_argument("--from", dest="old", default="0004")
    parser.add_argument("--every", type=int, default=1, help="kill before every n-th statement")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--kill-at", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        child(args.child, args.kill_at)
        return 0
    report = run(args.hands, args.old, args.every)
    print(report.summary())
    for problem in report.problems[:20]:
        print(f"  {problem}")
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
