"""A league season at scale: 100 events of 40 players (8 tables of 5) on SQLite.

Each event is one session of 24 hands in two rounds of 12, drawn through the services and
filled in bulk by ``services.scale_data`` (19,200 hands in all); the 40 players of each
night come from a pool of 150 regulars. Timed through the normal services: the season
standings (the league table over all 100 events: placement points plus attendance, best 80
of 100; then the same season switched to plain total points) read cold by a fresh station
(every event's tallies read and ranked), and hands recorded at the last night
(total-points scoring) with the season table read after each by the recording station,
whose cache re-reads only the changed event's tallies.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

from sqlalchemy import update

from benchmarks.common import Figure, peak_rss_mb
from sheepshead_scorer.ids import EventId, LeagueId, SeasonId, TableId
from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.demo.scale_data import bulk_players, fill_event, random_picked
from sheepshead_scorer.store import open_database
from sheepshead_scorer.store.models import Season

POOL, PER_EVENT, ROUNDS, HANDS = 150, 40, 2, 12
SCORING = {
    "scoring": "placement_points",
    "placement_points": [str(p) for p in range(20, 0, -1)],
    "attendance_points": "2",
    "best_of": 80,
}
TOTAL_POINTS = {"scoring": "total_points"}


def _build(services: Services, events: int) -> tuple[SeasonId, list[TableId]]:
    """The season with its events; returns the season id and the empty tables of the last."""
    league = services.create_league("Bench League").created
    assert league is not None
    season = services.create_season(LeagueId(league), "2026", scoring=SCORING).created
    assert season is not None
    pool = bulk_players(services, POOL, "Regular")
    rng = random.Random(2026)
    empty: list[TableId] = []
    for night in range(events):
        event_id = services.create_event(
            EventSpec(
                name=f"Night {night + 1}",
                held_on=date(2026, 1, 6) + timedelta(days=3 * night),
                ruleset=preset("000-encyclopedia"),
                hands_per_session=ROUNDS * HANDS,
                season_id=season,
            )
        ).created
        assert event_id is not None
        last = night == events - 1
        empty = [
            TableId(t)
            for t in fill_event(
                services,
                EventId(event_id),
                rng.sample(pool, PER_EVENT),
                rounds=ROUNDS,
                hands=HANDS,
                seed=night,
                leave_empty=2 if last else 0,
            )
        ]
    return SeasonId(season), empty


def figures(quick: bool) -> list[Figure]:
    events = 10 if quick else 100
    with tempfile.TemporaryDirectory() as tmp:
        db = open_database(Path(tmp) / "season.sqlite3")
        services = Services(db, station="bench")
        start = time.perf_counter()
        season, tables = _build(services, events)
        built = time.perf_counter() - start
        cold: list[float] = []
        for _ in range(5):
            fresh = Services(db, station="bench")
            t0 = time.perf_counter()
            report = fresh.season_standings(season)
            cold.append(time.perf_counter() - t0)
        assert 0 < len(report.rows) <= POOL
        with db.engine.begin() as conn:  # the same season, plain total-points scoring
            conn.execute(update(Season).where(Season.id == season).values(scoring=TOTAL_POINTS))
        plain: list[float] = []
        for _ in range(5):
            t0 = time.perf_counter()
            Services(db, station="bench").season_standings(season)
            plain.append(time.perf_counter() - t0)
        services.season_standings(season)  # the recording station has read the table once
        rng = random.Random(7)
        ruleset = preset("000-encyclopedia")
        commits: list[float] = []
        reads: list[float] = []
        for table_id in tables:
            for number in range(HANDS):
                t0 = time.perf_counter()
                services.record_hand(table_id, random_picked(rng, ruleset, number % 5))
                t1 = time.perf_counter()
                services.season_standings(season)
                t2 = time.perf_counter()
                commits.append(t1 - t0)
                reads.append(t2 - t1)
        db.close()
    print(f"built {events} events in {built:.1f} s", file=sys.stderr)
    return [
        Figure.of_samples(
            f"season: standings, cold, {events} events x {PER_EVENT} players, placement + best 80",
            cold,
            200,
        ),
        Figure.of_samples(
            f"season: standings, cold, {events} events, total-points scoring",
            plain,
            200,
        ),
        Figure.of_samples(
            f"season: standings after one new hand at the last night ({events} events)",
            reads,
            200,
        ),
        Figure.of_samples("season: hand commit", commits, 10),
        Figure(f"season: building {events} events (bulk)", built, "s"),
        Figure("season: peak memory of the process", peak_rss_mb(), "MB", 300),
    ]


if __name__ == "__main__":
    from benchmarks.common import print_table

    print_table(figures("--quick" in sys.argv))
