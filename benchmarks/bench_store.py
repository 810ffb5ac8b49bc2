"""Store and services at Nationals scale: 1,000 players, 200 tables, 28,800 hands on SQLite.

The event (1,000 players at 200 tables of 5, 3 sessions x 4 rounds x 12 hands = 48 hands per
session) is built up front, not timed, by ``services.scale_data``: seatings through
``draw_round``, hands bulk-inserted with the rows and tallies the services would write (same
scoring, same counting). Then hands go in through ``services.record_hand`` on a SQLite file
(WAL, synchronous=FULL) and the event standings are read after each one, as the UI does.
Peak memory is the whole process's (building included).
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

from benchmarks.common import Figure, median_ms, peak_rss_mb
from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.scale_data import bulk_players, fill_event, random_picked
from sheepshead_scorer.store import open_database
from sheepshead_scorer.store.models import Hand

SESSIONS, ROUNDS, HANDS = 3, 4, 12


def _build(services: Services, players: int, leave_empty: int) -> tuple[int, list[int]]:
    """The event, filled; returns its id and the tables of the last round left without hands."""
    event_id = services.create_event(
        EventSpec(
            name="Bench Open",
            held_on=date(2026, 11, 28),
            ruleset=preset("000-encyclopedia"),
            sessions=SESSIONS,
            hands_per_session=ROUNDS * HANDS,
        )
    ).created
    assert event_id is not None
    ids = bulk_players(services, players)
    empty = fill_event(
        services, event_id, ids, rounds=ROUNDS, hands=HANDS, seed=2026, leave_empty=leave_empty
    )
    return event_id, empty


def figures(quick: bool) -> list[Figure]:
    players = 100 if quick else 1_000
    empty_tables = 4 if quick else 20  # x 12 hands recorded through the services
    with tempfile.TemporaryDirectory() as tmp:
        db = open_database(Path(tmp) / "bench.sqlite3")
        services = Services(db, station="bench")
        start = time.perf_counter()
        event_id, tables = _build(services, players, empty_tables)
        built = time.perf_counter() - start
        rng = random.Random(7)
        ruleset = preset("000-encyclopedia")
        commits: list[float] = []
        reads: list[float] = []
        for table_id in tables:
            for number in range(HANDS):
                outcome = random_picked(rng, ruleset, number % 5)
                t0 = time.perf_counter()
                services.record_hand(table_id, outcome)
                t1 = time.perf_counter()
                report = services.event_standings(event_id)
                t2 = time.perf_counter()
                commits.append(t1 - t0)
                reads.append(t2 - t1)
        assert len(report.standings.rows) == players
        assert sum(row.points for row in report.standings.rows) == 0
        cold: list[float] = []
        for _ in range(5):
            fresh = Services(db, station="bench")  # a station that has no standings in memory
            t0 = time.perf_counter()
            fresh.event_standings(event_id)
            cold.append(time.perf_counter() - t0)
        with db.session() as session:
            total = session.query(Hand).count()
        db.close()
    print(f"built {total} hands in {built:.1f} s", file=sys.stderr)
    return [
        Figure(
            f"store: hand commit, median (SQLite, {total:,} hands)", median_ms(commits), "ms", 10
        ),
        Figure(
            f"store: event standings after a hand, median ({players:,} players)",
            median_ms(reads),
            "ms",
            50,
        ),
        Figure(
            f"store: event standings, first read at a station ({players:,} players)",
            median_ms(cold),
            "ms",
        ),
        Figure(f"store: building the {total:,}-hand event (bulk)", built, "s"),
        Figure("store: peak memory of the process", peak_rss_mb(), "MB", 300),
    ]


if __name__ == "__main__":
    from benchmarks.common import print_table

    print_table(figures("--quick" in sys.argv))
