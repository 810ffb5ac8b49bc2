"""Several stations on one PostgreSQL database, at once, plus deliberate conflicting edits.

    SHEEPSHEAD_TEST_PG_URL=$(scripts/start-postgres) \\
        .venv/bin/python -m reliability.stations --stations 8 --hands 1000

Phase 1: ``stations`` processes each enter ``hands`` hands at their own table (table k of
each round), all at once, while a display station — logged in as a read-only role made by
``create_readonly_role`` — polls ``changes_since`` every ``poll`` seconds and counts hands.
Phase 2: every station tries to correct the same ``conflicts`` hands, all holding the version
read before the phase started: exactly one correction per hand may win; the rest must get a
``StaleEditError`` with a clear message, and the stored hand must be the winner's.
Checked at the end: 0 hands lost or doubled (every acknowledged hand stored once, numbers
1..n per table without gaps), tallies equal a recount, and the display saw every hand.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import create_engine, func, select, text
from sqlalchemy.engine import make_url

from reliability import workload
from sheepshead_scorer.services import Services, StaleEditError
from sheepshead_scorer.services.core.change_feed import ChangeMarker
from sheepshead_scorer.services.database.credentials import create_readonly_role
from sheepshead_scorer.services.standings.tally_recount import tally_drift
from sheepshead_scorer.store import open_database
from sheepshead_scorer.store.models import GameTable, Hand

ROOT = Path(__file__).resolve().parents[1]
PG_ENV = "SHEEPSHEAD_TEST_PG_URL"


@dataclass
class StationsReport(workload.HarnessReport):
    """Stations × hands, what was acknowledged and found, conflicts, display lag."""

    stations: int = 0
    hands_each: int = 0
    acknowledged: int = 0
    stored: int = 0
    doubled: int = 0
    lost: int = 0
    conflicts: int = 0
    conflicts_won: int = 0
    stale_refused: int = 0
    overwritten: int = 0
    tally_mismatches: int = 0
    display_lag_seconds: float = 0.0
    display_polls: int = 0
    entry_seconds: float = 0.0

    def summary(self) -> str:
        rate = self.acknowledged / self.entry_seconds if self.entry_seconds else 0.0
        return (
            f"{self.verdict}: {self.stations} stations × {self.hands_each} hands in "
            f"{self.entry_seconds:.1f} s ({rate:.0f} hands/s); {self.acknowledged} "
            f"acknowledged, {self.stored} stored, {self.lost} lost, {self.doubled} doubled; "
            f"{self.conflicts} conflicting hands: {self.conflicts_won} won once, "
            f"{self.stale_refused} stale edits refused, {self.overwritten} overwritten; "
            f"{self.tally_mismatches} tally mismatches; the read-only display saw every hand "
            f"{self.display_lag_seconds:.2f} s after the last commit ({self.display_polls} polls)"
        )


def schema_url(base: str, schema: str) -> str:
    joiner = "&" if "?" in base else "?"
    return f"{base}{joiner}options=-csearch_path%3D{schema}"


def with_login(url: str, user: str, password: str) -> str:
    parsed = make_url(url).set(username=user, password=password)
    return parsed.render_as_string(hide_password=False)


# -- station processes ----------------------------------------------------------------------
def station_entry(url: str, event_id: int, table_number: int, hands: int, seed: int) -> None:
    """Enter ``hands`` hands at table ``table_number`` of each published round, in turn."""
    import random

    database = open_database(url, migrate=False)
    services = Services(database, station=f"station-{table_number}")
    rng = random.Random(seed)
    with database.session() as session:
        tables = list(session.scalars(
            select(GameTable.id).where(GameTable.number == table_number)
            .order_by(GameTable.round_id)
        ))
    entered = 0
    for table_id in tables:
        for number in range(1, workload.HANDS_PER_SESSION + 1):
            if entered == hands:
                break
            changes = services.record_hand(table_id, workload.random_hand(rng, number - 1))
            entered += 1
            print(f"ACK {changes.created} {table_id} {number} {time.time():.3f}", flush=True)
    print("DONE", flush=True)


def station_conflicts(url: str, number: int, targets: dict[str, int]) -> None:
    """Try to correct every target hand (id → version read before) with this station's own
    points; print WON or STALE (with the message) per hand."""
    database = open_database(url, migrate=False)
    services = Services(database, station=f"station-{number}")
    for hand_id, version in targets.items():
        with database.session() as session:
            hand = session.get(Hand, int(hand_id))
            assert hand is not None
            outcome = dict(hand.outcome)
        outcome["points"] = 60 + number  # each station's correction is recognisable
        try:
            services.correct_hand(int(hand_id), outcome, expected_version=version)
        except StaleEditError as exc:
            print(f"STALE {hand_id} {json.dumps(str(exc))}", flush=True)
            continue
        print(f"WON {hand_id} {60 + number}", flush=True)


# -- the parent -------------------------------------------------------------------------------
def _spawn(args: list[str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "reliability.stations", *args], cwd=ROOT,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


def _display(url: str, stop: threading.Event, poll: float, seen: list[tuple[float, int]]) -> None:
    """The read-only display station: poll the change marker, count hands when it moves."""
    database = open_database(url, migrate=False)
    services = Services(database, station="display")
    marker: ChangeMarker | None = None
    try:
        while not stop.is_set():
            feed = services.changes_since(marker)
            if marker is None or feed.changed:
                with database.session() as session:
                    count = int(session.scalar(select(func.count()).select_from(Hand)) or 0)
                seen.append((time.time(), count))
            marker = feed.marker
            stop.wait(poll)
    finally:
        database.close()


def prepare(base: str, stations: int, hands: int) -> tuple[str, str, int, str, str]:
    """A fresh schema with the event, its rounds drawn and published, and a read-only role.
    Returns (url, schema, event id, display user, display password)."""
    schema = f"st_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    admin.dispose()
    url = schema_url(base, schema)
    database = open_database(url)
    services = Services(database, station="director")
    setup = workload.create_event(services, stations)
    rounds = -(-hands // workload.HANDS_PER_SESSION)
    for session_number in range(1, rounds + 1):
        round_id = services.draw_round(
            setup.event_id, session_number, workload.HANDS_PER_SESSION, seed=session_number
        ).created
        assert round_id is not None
        services.publish_round(round_id)
    user, password = f"display_{schema}", uuid.uuid4().hex
    create_readonly_role(database.engine, user, password)
    database.close()
    return url, schema, setup.event_id, user, password


def drop(base: str, schema: str, user: str) -> None:
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        database = connection.execute(text("SELECT current_database()")).scalar_one()
        connection.execute(text(f'REVOKE CONNECT ON DATABASE "{database}" FROM "{user}"'))
        connection.execute(text(f'DROP ROLE "{user}"'))
    admin.dispose()


def run(base: str, stations: int, hands: int, *, conflicts: int = 5,
        poll: float = 0.5, keep: bool = False) -> StationsReport:
    report = StationsReport(stations=stations, hands_each=hands)
    url, schema, event_id, user, password = prepare(base, stations, hands)
    try:
        _entry_phase(url, with_login(url, user, password), event_id, report, poll)
        _conflict_phase(url, stations, conflicts, report)
        _final_checks(url, report)
    finally:
        if not keep:
            drop(base, schema, user)
    return report


def _entry_phase(url: str, display_url: str, event_id: int, report: StationsReport,
                 poll: float) -> None:
    seen: list[tuple[float, int]] = []
    stop = threading.Event()
    display = threading.Thread(target=_display, args=(display_url, stop, poll, seen))
    display.start()
    start = time.perf_counter()
    procs = [
        _spawn(["--entry", url, "--event", str(event_id), "--table", str(k),
                "--hands", str(report.hands_each)])
        for k in range(1, report.stations + 1)
    ]
    acks: list[tuple[int, int, int, float]] = []
    for proc in procs:
        out, err = proc.communicate()
        if proc.returncode != 0:
            report.problems.append(f"a station failed: {err.strip()[-1500:]}")
        for line in out.splitlines():
            if line.startswith("ACK "):
                _t, hand, table, number, at = line.split()
                acks.append((int(hand), int(table), int(number), float(at)))
    report.entry_seconds = time.perf_counter() - start
    last_commit = max((a[3] for a in acks), default=time.time())
    deadline = time.time() + 30
    while time.time() < deadline and (not seen or seen[-1][1] < len(acks)):
        time.sleep(poll / 2)
    stop.set()
    display.join()
    report.display_polls = len(seen)
    complete = [at for at, count in seen if count >= len(acks)]
    if not complete:
        report.problems.append(f"the display never saw all {len(acks)} hands")
    else:
        report.display_lag_seconds = max(0.0, complete[0] - last_commit)
    report.acknowledged = len(acks)
    database = open_database(url, migrate=False)
    try:
        with database.session() as session:
            stored = session.execute(select(Hand.id, Hand.table_id, Hand.number)).all()
    finally:
        database.close()
    by_id = {row[0]: (row[1], row[2]) for row in stored}
    places = Counter((row[1], row[2]) for row in stored)
    report.stored = len(stored)
    report.doubled = sum(n - 1 for n in places.values() if n > 1)
    report.lost = sum(1 for hand, table, number, _ in acks if by_id.get(hand) != (table, number))
    if report.lost or report.doubled or report.stored != report.acknowledged:
        report.problems.append(
            f"{report.lost} lost, {report.doubled} doubled, {report.stored} stored "
            f"for {report.acknowledged} acknowledged"
        )


def _conflict_phase(url: str, stations: int, conflicts: int, report: StationsReport) -> None:
    database = open_database(url, migrate=False)
    with database.session() as session:
        rows = session.execute(
            select(Hand.id, Hand.version).order_by(Hand.id).limit(conflicts)
        ).all()
    database.close()
    targets = {str(hand): int(version) for hand, version in rows}
    procs = [_spawn(["--conflicts-url", url, "--table", str(k), "--targets", json.dumps(targets)])
             for k in range(1, stations + 1)]
    winners: dict[int, list[int]] = {int(h): [] for h in targets}
    for proc in procs:
        out, failure = proc.communicate()
        if proc.returncode != 0:
            report.problems.append(f"a conflicting station failed: {failure.strip()[-1500:]}")
        for line in out.splitlines():
            tag, hand, rest = line.split(" ", 2)
            if tag == "WON":
                winners[int(hand)].append(int(rest))
            elif tag == "STALE":
                report.stale_refused += 1
                message = json.loads(rest)
                if "reload" not in message:
                    report.problems.append(f"unclear stale-edit message: {message}")
    report.conflicts = len(targets)
    database = open_database(url, migrate=False)
    with database.session() as session:
        for hand_id, won in winners.items():
            stored = session.get(Hand, hand_id)
            assert stored is not None
            if len(won) == 1:
                report.conflicts_won += 1
                if dict(stored.outcome)["points"] != won[0]:
                    report.overwritten += 1
            else:
                report.problems.append(f"hand {hand_id}: {len(won)} corrections won, not 1")
    database.close()
    if report.overwritten:
        report.problems.append(f"{report.overwritten} winning corrections were overwritten")


def _final_checks(url: str, report: StationsReport) -> None:
    database = open_database(url, migrate=False)
    with database.session() as session:
        mismatches = tally_drift(session)
    database.close()
    report.tally_mismatches = len(mismatches)
    report.problems.extend(str(m) for m in mismatches[:5])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stations", type=int, default=8)
    parser.add_argument("--hands", type=int, default=1000, help="hands per station")
    parser.add_argument("--conflicts", type=int, default=10, help="hands edited by all at once")
    parser.add_argument("--url", default=os.environ.get(PG_ENV, ""),
                        help=f"PostgreSQL URL (default ${PG_ENV})")
    parser.add_argument("--entry", help=argparse.SUPPRESS)
    parser.add_argument("--conflicts-url", dest="conflicts_url", help=argparse.SUPPRESS)
    parser.add_argument("--event", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--table", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--targets", help=argparse.SUPPRESS)
    args, _rest = parser.parse_known_args(argv)
    if args.entry:
        station_entry(args.entry, args.event, args.table, args.hands, seed=args.table)
        return 0
    if args.targets:
        station_conflicts(args.conflicts_url, args.table, json.loads(args.targets))
        return 0
    if not args.url:
        parser.error(f"give --url or set {PG_ENV} (e.g. $(scripts/start-postgres))")
    report = run(args.url, args.stations, args.hands, conflicts=args.conflicts)
    print(report.summary())
    for problem in report.problems[:20]:
        print("  ", problem)
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
