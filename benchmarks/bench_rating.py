"""The Sheepshead rating at Nationals scale: 5,000 players, 143,760 hands (the cached
``scale_cache`` event; 1,000 players and 28,560 hands with ``--quick``), on SQLite.

Timed through the door (``Services.player_ratings``), from the database: a full recompute
(a fresh station: the hands and their rated lines read in two statements, then the engine's
direct BradleyTerryFull update over them; its target is 2 s of CPU), the flight's question at
the start of the next event (``before_event`` of an event with no hands yet, answered from the
kept ratings), and the kept update after each new hand recorded at the event's empty tables
(the recording station's call after its ``record_hand``: one update; target 10 ms). Wall time
and the CPU time of the same calls (``time.process_time``: this process, so a busy machine
does not inflate it) are both figures, with the 1-minute load.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from datetime import date
from pathlib import Path

from benchmarks.common import Figure, load_now, note, peak_rss_mb
from benchmarks.scale_cache import HANDS, copy_of, describe
from sheepshead_scorer.ids import EventId
from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.demo.scale_data import random_picked
from sheepshead_scorer.services.standings import ratings
from sheepshead_scorer.store import open_database

NEW_HANDS = 48


def figures(quick: bool) -> list[Figure]:
    players = 1_000 if quick else 5_000
    with tempfile.TemporaryDirectory() as tmp:
        db = open_database(copy_of(players, Path(tmp)))
        event = describe(db)
        fulls: list[float] = []
        full_cpu: list[float] = []
        for _ in range(1 if quick else 3):
            fresh = Services(db, station="bench-fresh")
            ratings._KEPT.pop(db.engine, None)  # a fresh station keeps nothing yet
            t0, c0 = time.perf_counter(), time.process_time()
            rated = fresh.player_ratings()
            fulls.append(time.perf_counter() - t0)
            full_cpu.append(time.process_time() - c0)
        assert len(rated) == players
        full_load = load_now()
        services = Services(db, station="bench")
        services.player_ratings()
        next_event = services.create_event(EventSpec(
            name="Next night", held_on=date(2100, 1, 1), ruleset=preset("000-encyclopedia"),
        )).created
        assert next_event is not None
        before: list[float] = []
        for _ in range(5):
            t0 = time.perf_counter()
            assert len(services.player_ratings(before_event=EventId(next_event))) == players
            before.append(time.perf_counter() - t0)
        rng = random.Random(7)
        ruleset = preset("000-encyclopedia")
        walls: list[float] = []
        cpus: list[float] = []
        count = 0
        for table_id in event.empty_tables:
            for number in range(HANDS):
                services.record_hand(table_id, random_picked(rng, ruleset, number % 5))
                t0, c0 = time.perf_counter(), time.process_time()
                services.player_ratings()
                walls.append(time.perf_counter() - t0)
                cpus.append(time.process_time() - c0)
                count += 1
                if count >= NEW_HANDS:
                    break
            if count >= NEW_HANDS:
                break
        assert dict(services.player_ratings()) == ratings.recompute_ratings(services._ctx)
        hand_load = load_now()
        db.close()
    note(
        f"rating: full recompute of {event.hands:,} hands, CPU {statistics.median(full_cpu):.2f} s"
        f" (load {full_load:.2f}); after one new hand, CPU median"
        f" {statistics.median(cpus) * 1000:.2f} ms (load {hand_load:.2f})"
    )
    return [
        Figure.of_samples(
            f"rating: full recompute, {players:,} players, {event.hands:,} hands", fulls,
            None,
        ),
        Figure.of_samples(
            f"rating: full recompute, CPU, {players:,} players", full_cpu, 2000,
        ),
        Figure.of_samples(
            f"rating: before_event of the next event (kept), {players:,} players", before, None,
        ),
        Figure.of_samples(
            f"rating: after one new hand (kept, through the door), {players:,} players", walls,
            10,
        ),
        Figure.of_samples(
            f"rating: after one new hand, CPU, {players:,} players", cpus, 10,
        ),
        Figure("rating: peak memory of the process", peak_rss_mb(), "MB", None),
    ]


if __name__ == "__main__":
    import sys

    from benchmarks.common import print_table

    print_table(figures("--quick" in sys.argv))
