"""The benchmarks' bulk generator writes what the services would: consistent tallies, hands
that `record_hand` can continue from."""

from __future__ import annotations

import random
from collections import defaultdict
from datetime import date
from fractions import Fraction

from sqlalchemy import func, select

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.demo.scale_data import bulk_players, fill_event, random_picked
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import Hand, HandResult, Round, TallyRow, TallyScope


def test_bulk_event_tallies_match_its_hands(services: Services, db: Database) -> None:
    event = services.create_event(
        EventSpec(
            name="Bulk", held_on=date(2026, 1, 1), ruleset=preset("000-encyclopedia"),
            sessions=2, hands_per_session=8,
        )
    ).created
    assert event is not None
    players = bulk_players(services, 15)
    assert len(players) == 15
    empty = fill_event(services, event, players, rounds=2, hands=4, seed=1, leave_empty=1)
    assert len(empty) == 1
    with db.session() as session:
        hands = session.scalar(select(func.count()).select_from(Hand))
        rounds = session.scalar(select(func.count()).select_from(Round))
        by_player: dict[int, Fraction] = defaultdict(Fraction)
        for player, points in session.execute(select(HandResult.player_id, HandResult.points)):
            by_player[player] += points
        tallies = {
            player: Fraction(num, den)
            for player, num, den in session.execute(
                select(TallyRow.player_id, TallyRow.points_num, TallyRow.points_den)
                .where(TallyRow.scope == TallyScope.EVENT)
            )
        }
    assert rounds == 4
    assert hands == (4 * 3 - 1) * 4  # 3 tables x 4 rounds, one table left empty, 4 hands each
    assert tallies == dict(by_player)
    ruleset = preset("000-encyclopedia")
    rng = random.Random(3)
    for number in range(4):
        services.record_hand(empty[0], random_picked(rng, ruleset, number % 5))
    standings = services.event_standings(event)
    assert len(standings.rows) == 15
    assert sum(row.total for row in standings.rows) == 0
    assert {row.tally.hands_played for row in standings.rows} == {16}
