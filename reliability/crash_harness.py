"""Crash safety: enter hands in a child process, SIGKILL it at a random moment, check, repeat.

    .venv/bin/python -m reliability.crash_harness --kills 200

The child enters hands through ``Services`` on a SQLite file (``synchronous=FULL``, WAL),
drawing, publishing and closing rounds as they fill, and prints ``ACK <hand id> <table id>
<number> <outcome JSON>`` (flushed) after each ``record_hand`` returns. The parent kills it
with SIGKILL after a random delay, then checks that the file passes ``PRAGMA
integrity_check`` and ``foreign_key_check``, that every acknowledged hand is there (same
table, same number, same outcome), and that every kept tally — round, session and event —
equals a recount (``services.tally_recount``). A child that writes nothing fails the run: a
kill after ``MIN_ACK_DELAY`` seconds must have at least one acknowledged hand, and the run
must average at least one per kill. Each kill starts a new child on the same file.
"""

from __future__ import annotations

import argparse
import json
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
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from reliability import workload
from sheepshead_scorer.rules import outcome_from_dict, outcome_to_dict
from sheepshead_scorer.services import ServiceError, Services
from sheepshead_scorer.services.standings.tally_recount import tally_drift
from sheepshead_scorer.store import open_database
from sheepshead_scorer.store.integrity import check_sqlite_file
from sheepshead_scorer.store.models import Hand, Round, RoundStatus

ROOT = Path(__file__).resolve().parents[1]
TABLES = 4
MIN_ACK_DELAY = 1.0
"""A child killed this long after it was ready has had time to commit at least one hand."""
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
    with Session(services._ctx.engine) as session:
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
            last = workload.random_hand(rng, entered)
            changes = services.record_hand(table_id, last, expected_number=entered + 1)
        except ServiceError as exc:
            print(f"REFUSED {exc}", flush=True)
            continue
        outcome = json.dumps(last, separators=(",", ":"))
        print(f"ACK {changes.created} {table_id} {entered + 1} {outcome}", flush=True)


# -- the parent: kill and check -------------------------------------------------------------
def _read_lines(stream: object, lines: list[bytes]) -> None:
    for line in iter(stream.readline, b""):  # type: ignore[attr-defined]
        lines.append(line)


Ack = tuple[int, int, int, str]
"""(hand id, table id, number, outcome JSON) of one acknowledged hand."""


def kill_once(path: Path, event_id: int, seed: int, delay: float) -> list[Ack]:
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
    acks: list[Ack] = []
    for line in lines:
        if line.endswith(b"\n") and line.startswith(b"ACK "):
            _tag, hand, table, number, outcome = line.decode().split(" ", 4)
            acks.append((int(hand), int(table), int(number), outcome.strip()))
    return acks


def verify(path: Path, acked: dict[int, tuple[int, int, str]], report: CrashReport) -> None:
    """Integrity, every acknowledged hand in place with its outcome, every tally (round,
    session, event) equal to a recount."""
    integrity = check_sqlite_file(path)
    if not integrity.ok:
        report.integrity_failures += 1
        report.problems.append(integrity.summary())
        return
    database = open_database(path, migrate=False)
    try:
        with database.session() as session:
            stored = {
                hand_id: (table_id, number, _normal(outcome))
                for hand_id, table_id, number, outcome in session.execute(
                    select(Hand.id, Hand.table_id, Hand.number, Hand.outcome)
                )
            }
            mismatches = tally_drift(session)
    finally:
        database.close()
    report.hands_in_database = len(stored)
    want = {hand: (t, n, _normal(json.loads(o))) for hand, (t, n, o) in acked.items()}
    report.found = sum(1 for hand, where in want.items() if stored.get(hand) == where)
    missing = [hand for hand, where in want.items() if stored.get(hand) != where]
    if missing:
        report.problems.append(
            f"acknowledged hands missing or changed after kill {report.kills}: {missing}"
        )
    if mismatches:
        report.tally_mismatches += len(mismatches)
        report.problems.extend(str(m) for m in mismatches[:5])


def _normal(outcome: Any) -> dict[str, Any]:
    """An outcome as stored (defaults filled in), so what was sent compares with what is kept."""
    return outcome_to_dict(outcome_from_dict(dict(outcome)))


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
        acked: dict[int, tuple[int, int, str]] = {}
        for number in range(1, kills + 1):
            delay = rng.uniform(min_delay, max_delay)
            acks = kill_once(path, setup.event_id, seed * 100_000 + number, delay)
            if delay >= MIN_ACK_DELAY and not acks:
                report.problems.append(
                    f"kill {number}: the child acknowledged no hand in {delay:.2f} s"
                )
            for hand, table, count, outcome in acks:
                acked[hand] = (table, count, outcome)
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
    if report.kills and report.acknowledged < report.kills:
        report.problems.append(
            f"only {report.acknowledged} hands acknowledged over {report.kills} kills (at "
            "least one per kill expected): the children are not writing"
        )
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
