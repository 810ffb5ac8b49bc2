"""Several stations on the *same* tables at once: what can go wrong when helpers share a floor.

    SHEEPSHEAD_TEST_PG_URL=$(scripts/start-postgres) \\
        .venv/bin/python -m reliability.shared_tables --stations 8 --tables 2 --ops 150

``stations`` processes share ``tables`` tables (station k works at table k mod tables) of one
published round, all at once, each doing a random mix of what a director and helpers do:
enter the next hand with the number its screen shows (``expected_number``; one time in ten it
types the same sheet line twice, as a second screen would), add a penalty to a player of the
table, correct a hand or delete the last one with the version it read, and undo its own last
hand (delete at the version it was created with). Every station prints one line per
acknowledged (or refused) action. Checked at the end:

* no hand lost: every acknowledged hand not acknowledged as deleted is stored, at its table;
  every acknowledged deletion is gone;
* no hand doubled: no sheet line acknowledged twice, each table's hands numbered 1..n with no
  gap and no number twice;
* nothing overwritten: each surviving hand's audit trail is a chain of versions (every write
  saw the version the previous one left) and holds exactly the acknowledged corrections; the
  stored outcome is the last acknowledged one;
* penalties: every acknowledged penalty is stored, none more;
* standings: every kept tally (round, session and event) equals a recount of the hands.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
import uuid
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, select, text

from reliability import workload
from reliability.stations import schema_url
from sheepshead_scorer.rules import outcome_from_dict, outcome_to_dict
from sheepshead_scorer.services import ServiceError, Services, StaleEditError
from sheepshead_scorer.services.standings.tally_recount import tally_drift
from sheepshead_scorer.store import Database, open_database
from sheepshead_scorer.store.models import AuditEntry, GameTable, Hand, Penalty, SeatAssignment

ROOT = Path(__file__).resolve().parents[1]
PG_ENV = "SHEEPSHEAD_TEST_PG_URL"
ROUND_HANDS = workload.HANDS_PER_SESSION  # the round stays open for the whole run


@dataclass
class SharedReport(workload.HarnessReport):
    """Stations × shared tables × actions, and what the checks found."""

    stations: int = 0
    tables: int = 0
    actions: int = 0
    hands_acknowledged: int = 0
    hands_stored: int = 0
    deletes: int = 0
    corrections: int = 0
    penalties: int = 0
    refused: int = 0
    doubles_tried: int = 0
    doubles_refused: int = 0
    lost: int = 0
    doubled: int = 0
    gaps: int = 0
    overwritten: int = 0
    tally_drift: int = 0
    seconds: float = 0.0
    messages: Counter[str] = field(default_factory=Counter)

    def summary(self) -> str:
        return (
            f"{self.verdict}: {self.stations} stations on {self.tables} shared tables, "
            f"{self.actions} actions in {self.seconds:.1f} s: {self.hands_acknowledged} hands "
            f"acknowledged ({self.hands_stored} stored after {self.deletes} deletions), "
            f"{self.corrections} corrections, {self.penalties} penalties, {self.refused} "
            f"stale actions refused; the same line typed twice {self.doubles_tried} times, "
            f"refused {self.doubles_refused}; {self.lost} lost, {self.doubled} doubled, "
            f"{self.gaps} numbering gaps, {self.overwritten} overwritten, {self.tally_drift} "
            "tallies off a recount"
        )


# -- a station ------------------------------------------------------------------------------
def _table_view(db: Database, table_id: int) -> list[tuple[int, int, int]]:
    """What a station's screen shows: the table's hands as (id, number, version)."""
    with db.session() as session:
        return [
            (int(a), int(b), int(c))
            for a, b, c in session.execute(
                select(Hand.id, Hand.number, Hand.version)
                .where(Hand.table_id == table_id).order_by(Hand.number)
            )
        ]


def _say(tag: str, *parts: object) -> None:
    print(tag, json.dumps(list(parts)), flush=True)


def station(url: str, number: int, table_id: int, round_id: int, ops: int) -> None:
    """One station's random mix of actions at ``table_id``; one line per action."""
    database = open_database(url, migrate=False)
    services = Services(database, station=f"desk-{number}")
    rng = random.Random(number)
    with database.session() as session:
        players = list(session.scalars(
            select(SeatAssignment.player_id).where(SeatAssignment.table_id == table_id)
        ))
    mine: list[tuple[int, int]] = []  # (hand id, version it was created with)
    for step in range(ops):
        view = _table_view(database, table_id)
        roll = rng.random()
        try:
            if roll < 0.45:
                outcome = workload.random_hand(rng, len(view))
                attempt = f"{number}-{step}"
                last = view[-1][0] if view else 0  # the last hand the screen shows
                changes = services.record_hand(table_id, outcome,
                                               expected_number=len(view) + 1,
                                               expected_last=last)
                assert changes.created is not None
                _say("HAND", attempt, changes.created, table_id, len(view) + 1, outcome)
                mine.append((changes.created, 1))
                if rng.random() < 0.1:  # the same sheet line typed again on a second screen
                    _say("DOUBLE-TRY", attempt)
                    again = services.record_hand(table_id, outcome,
                                                 expected_number=len(view) + 1,
                                                 expected_last=last)
                    _say("HAND", attempt, again.created, table_id, len(view) + 1, outcome)
            elif roll < 0.60:
                player = rng.choice(players)
                changes = services.add_penalty(round_id, player, -rng.randint(1, 3), "slow")
                _say("PENALTY", changes.created)
            elif roll < 0.80 and view:
                hand_id, _n, version = rng.choice(view)
                with database.session() as session:
                    hand = session.get(Hand, hand_id)
                    outcome = dict(hand.outcome) if hand is not None else {}
                if not outcome or outcome.get("type") != "picked":
                    continue
                outcome["points"] = rng.randint(0, 119)
                services.correct_hand(hand_id, outcome, expected_version=version)
                _say("CORRECT", hand_id, outcome)
            elif roll < 0.90 and view:
                hand_id, _n, version = view[-1]
                services.delete_hand(hand_id, expected_version=version)
                _say("DELETE", hand_id)
            elif mine:
                hand_id, version = mine.pop()
                services.delete_hand(hand_id, expected_version=version)
                _say("DELETE", hand_id)
        except StaleEditError as exc:
            _say("STALE", str(exc))
        except ServiceError as exc:
            _say("REFUSED", str(exc))
    _say("DONE")


# -- the parent -----------------------------------------------------------------------------
def prepare(url: str, tables: int) -> tuple[int, list[int]]:
    """An event of ``tables`` tables with one open round; (round id, table ids)."""
    database = open_database(url)
    try:
        services = Services(database, station="director")
        setup = workload.create_event(services, tables, name="Shared Open")
        round_id = services.draw_round(setup.event_id, 1, ROUND_HANDS, seed=7).created
        assert round_id is not None
        services.publish_round(round_id)
        with database.session() as session:
            ids = list(session.scalars(
                select(GameTable.id).where(GameTable.round_id == round_id)
                .order_by(GameTable.number)
            ))
        return round_id, ids
    finally:
        database.close()


def run_on(url: str, stations: int, tables: int, ops: int) -> SharedReport:
    """Run the stations against the database at ``url`` (migrated here) and check it."""
    report = SharedReport(stations=stations, tables=tables)
    round_id, table_ids = prepare(url, tables)
    start = time.perf_counter()
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "reliability.shared_tables", "--station", url,
             "--number", str(k), "--table-id", str(table_ids[k % tables]),
             "--round-id", str(round_id), "--ops", str(ops)],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for k in range(stations)
    ]
    lines: list[tuple[str, list[Any]]] = []
    for proc in procs:
        out, err = proc.communicate(timeout=600)
        if proc.returncode != 0:
            report.problems.append(f"a station failed: {err.strip()[-1500:]}")
        for line in out.splitlines():
            tag, _, rest = line.partition(" ")
            lines.append((tag, json.loads(rest) if rest else []))
    report.seconds = time.perf_counter() - start
    _check(url, lines, report)
    return report


def _check(url: str, lines: list[tuple[str, list[Any]]], report: SharedReport) -> None:
    hands: dict[int, tuple[int, dict[str, Any]]] = {}
    attempts: dict[str, list[int]] = defaultdict(list)
    corrections: dict[int, list[dict[str, Any]]] = defaultdict(list)
    deleted: set[int] = set()
    penalties: set[int] = set()
    for tag, parts in lines:
        report.actions += tag != "DONE" and tag != "DOUBLE-TRY"
        if tag == "HAND":
            attempt, hand_id, table_id, _number, outcome = parts
            attempts[attempt].append(hand_id)
            hands[hand_id] = (table_id, _normal(outcome))
        elif tag == "DOUBLE-TRY":
            report.doubles_tried += 1
        elif tag == "CORRECT":
            corrections[parts[0]].append(_normal(parts[1]))
        elif tag == "DELETE":
            deleted.add(parts[0])
        elif tag == "PENALTY":
            penalties.add(parts[0])
        elif tag in ("STALE", "REFUSED"):
            report.refused += 1
            report.messages[_shape(parts[0])] += 1
            if "reload" not in parts[0] and "again" not in parts[0]:
                report.problems.append(f"a refusal that does not say what to do: {parts[0]}")
    report.hands_acknowledged, report.deletes = len(hands), len(deleted)
    report.corrections = sum(len(c) for c in corrections.values())
    report.penalties = len(penalties)
    accepted_twice = sum(len(ids) - 1 for ids in attempts.values())
    report.doubles_refused = report.doubles_tried - accepted_twice
    database = open_database(url, migrate=False)
    try:
        with database.session() as session:
            stored = {h.id: h for h in session.scalars(select(Hand))}
            trail: dict[int, list[AuditEntry]] = defaultdict(list)
            for entry in session.scalars(
                select(AuditEntry).where(AuditEntry.entity == "hand").order_by(AuditEntry.id)
            ):
                trail[entry.entity_id].append(entry)
            stored_penalties = set(session.scalars(select(Penalty.id)))
            drift = tally_drift(session)
            numbers: dict[int, list[int]] = defaultdict(list)
            for hand in stored.values():
                numbers[hand.table_id].append(hand.number)
            report.hands_stored = len(stored)
            # a sheet line stored twice (a second acceptance is fine only if the first
            # was deleted meanwhile: then the table holds it once)
            report.doubled = sum(
                max(0, sum(1 for h in ids if h in stored) - 1) for ids in attempts.values()
            )
            for hand_id, (table_id, _outcome) in hands.items():
                if hand_id in deleted:
                    if hand_id in stored:
                        report.problems.append(f"hand {hand_id} was deleted but is stored")
                elif hand_id not in stored or stored[hand_id].table_id != table_id:
                    report.lost += 1
            for table_id, found in numbers.items():
                if sorted(found) != list(range(1, len(found) + 1)):
                    report.gaps += 1
                    report.problems.append(f"table {table_id} is numbered {sorted(found)}")
            for hand_id, hand in stored.items():
                report.overwritten += _overwritten(hand, hands, corrections, trail[hand_id])
    finally:
        database.close()
    if stored_penalties != penalties:
        report.problems.append(
            f"penalties acknowledged {sorted(penalties)} but stored {sorted(stored_penalties)}"
        )
    report.tally_drift = len(drift)
    report.problems.extend(str(d) for d in drift[:5])
    for name in ("lost", "doubled", "overwritten"):
        if getattr(report, name):
            report.problems.append(f"{getattr(report, name)} hands {name}")


def _overwritten(
    hand: Hand, hands: dict[int, tuple[int, dict[str, Any]]],
    corrections: dict[int, list[dict[str, Any]]], trail: list[AuditEntry],
) -> int:
    """1 if the hand's audit trail is not an unbroken chain of versions holding exactly the
    acknowledged corrections, or its stored outcome is not the last acknowledged one."""
    version = 0
    for entry in trail:
        before = entry.before if isinstance(entry.before, dict) else None
        after = entry.after if isinstance(entry.after, dict) else None
        if before is not None and before.get("version") != version:
            print(f"hand {hand.id}: {entry.action} saw version {before.get('version')}, "
                  f"the trail was at {version}", file=sys.stderr)
            return 1
        version = int(after["version"]) if after is not None else version
    corrected = [e.after for e in trail if e.action == "correct" and isinstance(e.after, dict)]
    if len(corrected) != len(corrections.get(hand.id, [])):
        print(f"hand {hand.id}: {len(corrected)} corrections stored, "
              f"{len(corrections.get(hand.id, []))} acknowledged", file=sys.stderr)
        return 1
    last = corrected[-1]["outcome"] if corrected else hands.get(hand.id, (0, None))[1]
    if last is not None and _normal(dict(hand.outcome)) != _normal(dict(last)):
        print(f"hand {hand.id}: stored {hand.outcome}, last acknowledged {last}",
              file=sys.stderr)
        return 1
    return 0


def _normal(outcome: dict[str, Any]) -> dict[str, Any]:
    """An outcome as stored (defaults filled in), to compare what was sent with what is kept."""
    return outcome_to_dict(outcome_from_dict(outcome))


def _shape(message: str) -> str:
    """A refusal with its numbers taken out, to count refusals by kind."""
    return "".join("#" if c.isdigit() else c for c in message)[:90]


def run(base: str, stations: int, tables: int, ops: int) -> SharedReport:
    """``run_on`` a fresh PostgreSQL schema under ``base`` (dropped afterwards)."""
    schema = f"sh_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    try:
        return run_on(schema_url(base, schema), stations, tables, ops)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stations", type=int, default=8)
    parser.add_argument("--tables", type=int, default=2)
    parser.add_argument("--ops", type=int, default=150, help="actions per station")
    parser.add_argument("--url", default=os.environ.get(PG_ENV, ""),
                        help=f"PostgreSQL URL (default ${PG_ENV}); a SQLite path works too")
    parser.add_argument("--station", help=argparse.SUPPRESS)
    parser.add_argument("--number", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--table-id", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--round-id", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.station:
        station(args.station, args.number, args.table_id, args.round_id, args.ops)
        return 0
    if not args.url:
        parser.error(f"give --url or set {PG_ENV} (e.g. $(scripts/start-postgres))")
    if "://" in args.url:
        report = run(args.url, args.stations, args.tables, args.ops)
    else:
        report = run_on(args.url, args.stations, args.tables, args.ops)
    print(report.summary())
    for shape, count in report.messages.most_common(6):
        print(f"   refused ×{count}: {shape}")
    for problem in report.problems[:20]:
        print("  ", problem)
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
