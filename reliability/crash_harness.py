"""Crash safety: enter hands in a child process, SIGKILL it at a random moment, check, repeat.

    .venv/bin/python -m reliability.crash_harness --kills 200

The child enters hands through ``Services`` on a SQLite file (``synchronous=FULL``, WAL),
drawing, publishing and closing rounds as they fill, and prints ``ACK <hand id> <table id>
<number>`` (flushed) after each ``record_hand`` returns. The parent kills it with SIGKILL
after a random delay, then checks that the file passes ``PRAGMA integrity_check`` and
``foreign_key_check``, that every acknowledged hand is there (same table, same number) and
that every kept round tally equals a recount. Each kill starts a new child on the same file.
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
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from reliability import workload
from sheepshead_scorer.services import ServiceError, Services
from sheepshead_scorer.services.tally_recount import tally_drift
from sheepshead_scorer.store import open_database
from sheepshead_scorer.store.integrity import check_sqlite_file
from sheepshead_scorer.store.models import Hand, Round, RoundStatus

ROOT = Path(__file__).resolve().parents[1]
TABLES = 4
ROUNDS_PER_SESSION = workload.HANDS_PER_SESSION // workload.HANDS_PER_ROUND


@dataclass
class CrashReport(workload.HarnessReport):
    """What the run found: kills survived and hands acknowledged vs found."""

    kills: int = 0
    acknowledged: int = 0
    found: int = 0
    hands_in_database: int = 0
    integrity_failures: int = 0
    tally_mismatches: int = 0
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return super().ok and self.found == self.acknowledged

    def summary(self) -> str:
        return (
            f"{self.verdict}: {self.kills} SIGKILLs; {self.acknowledged} hands acknowledged, "
            f"{self.found} found ({self.hands_in_database} in the database); "
            f"{self.integrity_failures} integrity failures, {self.tally_mismatches} tally "
            f"mismatches; {self.seconds:.1f} s"
        )


# -- the child: scripted hand entry ---------------------------------------------------------
def _latest_round(services: Services, event_id: int) -> tuple[int, str, int] | None:
    with Session(services.ctx.engine) as session:
        rounds = session.scalar(select(func.count()).where(Round.event_id == event_id))
        row = session.execute(
            select(Round.id, Round.status).where(Round.event_id == event_id)
            .order_by(Round.id.desc())
        ).first()
    return (int(row[0]), str(row[1]), int(rounds or 0)) if row else None


def child(path: Path, event_id: int, seed: int) -> None:
    """Enter hands until killed; one ACK line per committed hand."""
    database = open_database(path, migrate=False)
    services = Services(database, station=f"crash-child-{seed}")
    rng = random.Random(seed)
    print("READY", flush=True)
    while True:
        latest = _latest_round(services, event_id)
        if latest is None or latest[1] == RoundStatus.CLOSED:
            count = latest[2] if latest else 0
            session_number = count // ROUNDS_PER_SESSION + 1
            drawn = services.draw_round(
                event_id, session_number, workload.HANDS_PER_ROUND, seed=rng.randrange(10**6)
            )
            print(f"ROUND {drawn.created}", flush=True)
            continue
        round_id, status, _count = latest
        if status == RoundStatus.DRAFT:
            services.publish_round(round_id)
            continue
        table_id, entered = workload.table_fill(database, round_id)[0]
        if entered >= workload.HANDS_PER_ROUND:
            services.close_round(round_id)
            continue
        try:
            changes = services.record_hand(table_id, workload.random_hand(rng, entered))
        except ServiceError as exc:
            print(f"REFUSED {exc}", flush=True)
            continue
        print(f"ACK {changes.created} {table_id} {entered + 1}", flush=True)


# -- the parent: kill and check -------------------------------------------------------------
def _read_lines(stream: object, lines: list[bytes]) -> None:
    for line in iter(stream.readline, b""):  # type: ignore[attr-defined]
        lines.append(line)


def kill_once(path: Path, event_id: int, seed: int, delay: float) -> list[tuple[int, int, int]]:
    """Start a child, SIGKILL it ``delay`` seconds after it is ready; its complete ACKs."""
    process = subprocess.Popen(
        [sys.executable, "-m", "reliability.crash_harness", "--child", str(path),
         "--event", str(event_id), "--seed", str(seed)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    assert process.stdout is not None
    first = process.stdout.readline()
    if first.strip() != b"READY":
        process.kill()
        _out, failure = process.communicate()
        raise RuntimeError(f"the child did not start: {first!r} {failure.decode()[-2000:]}")
    lines: list[bytes] = []
    reader = threading.Thread(target=_read_lines, args=(process.stdout, lines))
    reader.start()
    time.sleep(delay)
    early = process.poll()
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    reader.join()
    assert process.stderr is not None
    err = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    if early is not None:
        raise RuntimeError(f"the child stopped on its own before the kill: {err[-2000:]}")
    acks = []
    for line in lines:
        if line.endswith(b"\n") and line.startswith(b"ACK "):
            _tag, hand, table, number = line.split()
            acks.append((int(hand), int(table), int(number)))
    return acks


def verify(path: Path, acked: dict[int, tuple[int, int]], report: CrashReport) -> None:
    """Integrity, every acknowledged hand in place, tallies equal to a recount."""
    integrity = check_sqlite_file(path)
    if not integrity.ok:
        report.integrity_failures += 1
        report.problems.append(integrity.summary())
        return
    database = open_database(path, migrate=False)
    try:
        with database.session() as session:
            stored = {
                hand_id: (table_id, number)
                for hand_id, table_id, number in session.execute(
                    select(Hand.id, Hand.table_id, Hand.number)
                )
            }
            mismatches = tally_drift(session)
    finally:
        database.close()
    report.hands_in_database = len(stored)
    report.found = sum(1 for hand, where in acked.items() if stored.get(hand) == where)
    missing = [hand for hand, where in acked.items() if stored.get(hand) != where]
    if missing:
        report.problems.append(f"acknowledged hands missing after kill {report.kills}: {missing}")
    if mismatches:
        report.tally_mismatches += len(mismatches)
        report.problems.extend(str(m) for m in mismatches[:5])


def _keep(path: Path) -> Path:
    """Copy the database and its WAL files somewhere that outlives the run, for a look."""
    kept = Path(tempfile.mkdtemp(prefix="crash-failed-"))
    for suffix in ("", "-wal", "-shm"):
        source = Path(f"{path}{suffix}")
        if source.exists():
            shutil.copy2(source, kept / source.name)
    return kept


def run(
    kills: int, *, seed: int = 1, folder: Path | None = None,
    min_delay: float = 0.02, max_delay: float = 0.5, progress: bool = False,
) -> CrashReport:
    """Kill a hand-entering child ``kills`` times and check the file after each kill."""
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="crash-") as scratch:
        path = (folder or Path(scratch)) / "crash.sqlite3"
        database = open_database(path)
        setup = workload.create_event(Services(database, station="crash-setup"), TABLES)
        database.close()
        rng = random.Random(seed)
        report = CrashReport()
        acked: dict[int, tuple[int, int]] = {}
        for number in range(1, kills + 1):
            delay = rng.uniform(min_delay, max_delay)
            for hand, table, count in kill_once(path, setup.event_id, seed * 100_000 + number,
                                                delay):
                acked[hand] = (table, count)
            report.kills = number
            report.acknowledged = len(acked)
            report.seconds = time.perf_counter() - start
            verify(path, acked, report)
            if progress and number % 10 == 0:
                print(report.summary(), flush=True)
            if report.problems:
                report.problems.append(f"the files are kept in {_keep(path)}")
                break
    report.seconds = time.perf_counter() - start
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=200, help="how many SIGKILLs (200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-delay", type=float, default=0.5,
                        help="longest time a child enters hands before it is killed (s)")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--event", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        child(args.child, args.event, args.seed)
        return 0
    report = run(args.kills, seed=args.seed, max_delay=args.max_delay, progress=True)
    print(report.summary())
    for problem in report.problems:
        print("  ", problem)
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
