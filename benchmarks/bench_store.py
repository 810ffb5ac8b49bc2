"""Store and services: hand commit and event standings on a 1,000-player, 28,800-hand event.

The event (1,000 players at 200 tables of 5, 3 sessions x 4 rounds x 12 hands) is built
up front, not timed: players, registrations and hands are bulk-inserted with the rows and
tallies the services would write (same scoring, same counting). Then hands go in through
``services.record_hand`` on a SQLite file (WAL, synchronous=FULL) and the event standings
are read after each one, as the UI does.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from collections import defaultdict
from datetime import date
from pathlib import Path
from typing import Any

from sqlalchemy import insert, select

from benchmarks.common import Figure, median_ms
from sheepshead_scorer.rules import PickedHand, outcome_to_dict, preset, score_session
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services import tallies as tally_rules
from sheepshead_scorer.services.hand_scoring import payouts_json
from sheepshead_scorer.store import open_database, utcnow
from sheepshead_scorer.store.models import (
    GameTable,
    Hand,
    HandResult,
    Player,
    PlayerTally,
    Registration,
    Round,
    SeatAssignment,
    TallyScope,
)
from sheepshead_scorer.tournament import HandRow, Role, Tier

SESSIONS, ROUNDS, HANDS = 3, 4, 12


def _outcome(rng: random.Random, dealer: int) -> PickedHand:
    picker = rng.randrange(5)
    partner = rng.choice([s for s in range(5) if s != picker])
    if rng.random() < 0.15:
        points, tricks = rng.randint(91, 119), rng.randint(3, 5)
    else:
        points, tricks = rng.randint(31, 89), rng.randint(1, 5)
    return PickedHand(
        dealer=dealer, picker=picker, points=points, tricks=tricks, partners=(partner,)
    )


def _build(services: Services, players: int, leave_empty: int) -> tuple[int, list[int]]:
    """The event, filled; returns its id and the tables of the last round left without hands."""
    engine = services.ctx.engine
    ruleset = preset("000-encyclopedia")
    event_id = services.create_event(
        EventSpec(
            name="Bench Open",
            held_on=date(2026, 11, 28),
            ruleset=ruleset,
            sessions=SESSIONS,
            hands_per_session=ROUNDS * HANDS,
        )
    ).created
    assert event_id is not None
    now = utcnow()
    with engine.begin() as conn:
        conn.execute(
            insert(Player),
            [
                {
                    "name": f"Player {n}",
                    "nickname": "",
                    "club": "",
                    "contact": "",
                    "active": True,
                    "created_at": now,
                    "version": 1,
                    "changed_at": now,
                    "changed_station": "bench",
                }
                for n in range(1, players + 1)
            ],
        )
        ids = list(conn.scalars(select(Player.id).order_by(Player.id)))
        conn.execute(
            insert(Registration),
            [
                {
                    "event_id": event_id,
                    "player_id": p,
                    "status": "checked_in",
                    "paid_cents": 0,
                    "registered_at": now,
                    "version": 1,
                    "changed_at": now,
                    "changed_station": "bench",
                }
                for p in ids
            ],
        )
    rng = random.Random(2026)
    last_tables: list[int] = []
    hands_rows: list[dict[str, Any]] = []
    results: list[tuple[int, int, int, Any]] = []  # (hand index, seat, player, row)
    deltas: dict[tuple[str, int], dict[int, tally_rules.Delta]] = defaultdict(dict)
    for session_no in range(1, SESSIONS + 1):
        for round_no in range(1, ROUNDS + 1):
            round_id = services.draw_round(event_id, session_no, HANDS, seed=round_no).created
            assert round_id is not None
            services.publish_round(round_id)
            with engine.connect() as conn:
                rnd = conn.execute(select(Round).where(Round.id == round_id)).one()
                tables = conn.execute(
                    select(GameTable.id, GameTable.number).where(GameTable.round_id == round_id)
                ).all()
                seats: dict[int, list[int]] = defaultdict(list)
                for table_id, player in conn.execute(
                    select(SeatAssignment.table_id, SeatAssignment.player_id)
                    .where(SeatAssignment.round_id == round_id)
                    .order_by(SeatAssignment.table_id, SeatAssignment.position)
                ):
                    seats[table_id].append(player)
            last = session_no == SESSIONS and round_no == ROUNDS
            for index, (table_id, table_no) in enumerate(tables):
                if last and index < leave_empty:
                    last_tables.append(table_id)
                    continue
                outcomes = [_outcome(rng, h % 5) for h in range(HANDS)]
                for number, (outcome, score) in enumerate(
                    zip(outcomes, score_session(ruleset, outcomes, hands_total=HANDS), strict=True),
                    start=1,
                ):
                    hands_rows.append(
                        {
                            "table_id": table_id,
                            "round_id": round_id,
                            "number": number,
                            "outcome": outcome_to_dict(outcome),
                            "kind": str(score.kind),
                            "multiplier": score.multiplier,
                            "payouts": payouts_json(score),
                            "explanation": score.explanation,
                            "entered_at": now,
                            "version": 1,
                            "changed_at": now,
                            "changed_station": "bench",
                        }
                    )
                    for seat, player in enumerate(seats[table_id]):
                        role = (
                            Role.PICKER
                            if seat == score.picker
                            else Role.PARTNER
                            if seat in score.partners
                            else Role.DEFENDER
                        )
                        row = HandRow(
                            player,
                            session_no,
                            round_no,
                            table_no,
                            number,
                            score.payouts[seat],
                            role,
                            score.picker_side_won,
                            Tier(str(score.tier)),
                        )
                        results.append((len(hands_rows) - 1, seat, player, row))
                        for key in (
                            (TallyScope.ROUND, round_id),
                            (TallyScope.SESSION, rnd.session_id),
                            (TallyScope.EVENT, event_id),
                        ):
                            tally_rules.add_hand_rows(deltas[key], [row], 1)
    with engine.begin() as conn:
        hand_ids = _insert_hands(conn, hands_rows)
        conn.execute(
            insert(HandResult),
            [
                {
                    "hand_id": hand_ids[i],
                    "player_id": p,
                    "seat": seat,
                    "points": str(r.points),
                    "role": r.role.value,
                    "picker_side_won": r.picker_side_won,
                    "tier": r.tier.value if r.tier else None,
                    "leaster_won": False,
                }
                for i, seat, p, r in results
            ],
        )
        conn.execute(
            insert(PlayerTally),
            [
                {
                    "scope": scope,
                    "scope_id": scope_id,
                    "event_id": event_id,
                    "player_id": player,
                    "points_num": d.points.numerator,
                    "points_den": d.points.denominator,
                    "penalty_num": 0,
                    "penalty_den": 1,
                    "hand_stats": True,
                    **dict(zip(tally_rules.COUNTERS, d.counts, strict=True)),
                }
                for (scope, scope_id), per_player in deltas.items()
                for player, d in per_player.items()
            ],
        )
    return event_id, last_tables


def _insert_hands(conn: Any, rows: list[dict[str, Any]]) -> list[int]:
    conn.execute(insert(Hand), rows)
    return list(conn.scalars(select(Hand.id).order_by(Hand.id)))


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
        commits: list[float] = []
        reads: list[float] = []
        for table_id in tables:
            for number in range(HANDS):
                outcome = _outcome(rng, number % 5)
                t0 = time.perf_counter()
                services.record_hand(table_id, outcome)
                t1 = time.perf_counter()
                report = services.event_standings(event_id)
                t2 = time.perf_counter()
                commits.append(t1 - t0)
                reads.append(t2 - t1)
        assert len(report.standings.rows) == players
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
    ]


if __name__ == "__main__":
    from benchmarks.common import print_table

    print_table(figures("--quick" in sys.argv))
