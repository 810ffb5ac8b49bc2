"""Store and services at Nationals scale and beyond, on SQLite and PostgreSQL.

The events (1,000 players at 200 tables of 5 and 5,000 players at 1,000 tables; 3 sessions x
4 rounds x 12 hands, 28,560 and 143,760 hands) come from ``scale_cache``: built once by
``services.scale_data`` and kept, so this module only copies them. Then hands go in through
``services.record_hand`` (SQLite: WAL, synchronous=FULL) at the last round's empty tables and
the event standings are read after each one by the same station, as the window does: its
cache re-reads the tallies of the hand's players and re-places only them. The first read at
a fresh station (every tally read and ranked) is timed too. PostgreSQL (``--pg-url URL`` or
SHEEPSHEAD_TEST_PG_URL) runs the same at 1,000 players in a schema kept between runs.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import Figure, peak_rss_mb
from benchmarks.scale_cache import copy_of, describe, pg_event_database, pg_url
from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.demo.scale_data import random_picked
from sheepshead_scorer.store import open_database

HANDS_TIMED = 24
STANDINGS_TARGET_MS = {40: 5.0, 1000: 5.0, 5000: 10.0}


def _run(location: str, label: str, players: int) -> list[Figure]:
    db = open_database(location)
    services = Services(db, station="bench")
    event = describe(db)
    services.event_standings(event.event_id)  # the station has read the standings once
    rng = random.Random(7)
    ruleset = preset("000-encyclopedia")
    commits: list[float] = []
    reads: list[float] = []
    for table_id in event.empty_tables[:2]:
        for number in range(HANDS_TIMED // 2):
            outcome = random_picked(rng, ruleset, number % 5)
            t0 = time.perf_counter()
            services.record_hand(table_id, outcome)
            t1 = time.perf_counter()
            report = services.event_standings(event.event_id)
            t2 = time.perf_counter()
            commits.append(t1 - t0)
            reads.append(t2 - t1)
    assert len(report.rows) == players
    assert sum(row.total for row in report.rows) == 0
    cold: list[float] = []
    for _ in range(3):
        fresh = Services(db, station="bench")  # a station that has no standings in memory
        t0 = time.perf_counter()
        fresh.event_standings(event.event_id)
        cold.append(time.perf_counter() - t0)
    db.close()
    size = f"{players:,} players, {event.hands:,} hands"
    return [
        Figure.of_samples(
            f"store: hand commit ({label}, {size})",
            commits,
            10 if label == "SQLite" else 15,
        ),
        Figure.of_samples(
            f"store: standings after one hand ({label}, {players:,} players)",
            reads,
            STANDINGS_TARGET_MS[players],
        ),
        Figure.of_samples(
            f"store: standings, first read at a station ({label}, {players:,} players)",
            cold,
        ),
    ]


def figures(quick: bool) -> list[Figure]:
    out: list[Figure] = []
    with tempfile.TemporaryDirectory() as tmp:
        for players in (40,) if quick else (1000, 5000):
            out += _run(str(copy_of(players, Path(tmp))), "SQLite", players)
    url = pg_url()
    if url and not quick:
        out += _run(pg_event_database(url, 1000), "PostgreSQL", 1000)
    out.append(Figure("store: peak memory of the process", peak_rss_mb(), "MB", 400))
    return out


if __name__ == "__main__":
    from benchmarks.common import print_table

    print_table(figures("--quick" in sys.argv))
