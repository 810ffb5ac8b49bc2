"""Issue 22: the last round and the last hand are the *session's* last deals, never every seating
round's; a 6-seat table may play its own number of hands (Kohler Falls: 20 at a 5-table, 24 at
a 6-table, the dealer sitting out) and its last round is its own last six deals.

The expected multipliers are written out from the rule (000 "last round doubled": the last
round of the session, one deal by each seat, at double stakes; last hand doubled: the last
deal of the session), not from the code.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest
from service_helpers import picked
from sqlalchemy import update

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, PlayerFields, ServiceError, Services
from sheepshead_scorer.services.door.reads import hands, tables
from sheepshead_scorer.services.hands.session_hands import (
    HandsPerTable,
    TableHands,
    hands_each_plays,
    plan,
)
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import GameTable


def event_of(services: Services, players: int, per_session: int, **rules: Any) -> int:
    ruleset = preset("000-encyclopedia", **rules)
    event = services.create_event(EventSpec(
        name="Kohler Falls", held_on=date(2026, 10, 3), ruleset=ruleset,
        hands_per_session=per_session,
    )).created
    assert event is not None
    for n in range(players):
        player = services.create_player(PlayerFields(name=f"Player {n:02d}")).created
        assert player is not None
        services.register(event, player)
        services.check_in(event, player)
    return event


def drawn(services: Services, event: int, hands: int, per_table: str = "same") -> int:
    round_id = services.draw_round(event, 1, hands, seed=3, hands_per_table=per_table).created
    assert round_id is not None
    return round_id


def hand(number: int, seats: int) -> dict[str, Any]:
    """A plain picked hand, the deal going round the table (the seat after the dealer picks,
    which Schiller's last round asks too; at a 6-table the dealer sits out)."""
    dealer = number % seats
    return picked(dealer=dealer, picker=(dealer + 1) % seats,
                  partners=((dealer + 2) % seats,), points=75, tricks=3)


def play_round(services: Services, round_id: int) -> dict[int, list[int]]:
    """Publish the round, play every table's hands; each table's multipliers by its seats."""
    services.publish_round(round_id)
    played: dict[int, list[int]] = {}
    for table in tables(services._ctx, round_id):
        assert table.planned is not None
        for number in range(table.planned.hands):
            services.record_hand(table.id, hand(number, len(table.seats)))
        played[len(table.seats)] = [h.multiplier for h in hands(services._ctx, table.id)]
    return played


def test_the_rule_itself() -> None:
    assert plan(24, 0, 12) == TableHands(12, ends_session=False)
    assert plan(24, 12, 12) == TableHands(12, ends_session=True)
    assert plan(20, 10, 10, 12) == TableHands(12, ends_session=True)
    # the dealer sits out: 24 hands at six seats, each plays 20; 14 is uneven (11 or 12)
    assert hands_each_plays(24, 6, 5) == (20,) * 6
    assert sorted(hands_each_plays(14, 6, 5)) == [11, 11, 12, 12, 12, 12]


def test_last_round_doubled_only_at_the_end_of_the_session(sqlite_db: Database) -> None:
    """A 20-hand session as two seating rounds of 10 at a 5- and a 6-table, every player
    playing the same number: 10 hands at the 5-table, 12 at the 6-table."""
    services = Services(sqlite_db)
    event = event_of(services, 11, 20, last_round_doubled=True)
    first_id = drawn(services, event, 10, "equal")
    first = play_round(services, first_id)
    services.close_round(first_id)
    second = play_round(services, drawn(services, event, 10, "equal"))
    assert first == {5: [1] * 10, 6: [1] * 12}  # round 1 does not end the session
    assert second == {5: [1] * 5 + [2] * 5, 6: [1] * 6 + [2] * 6}


def test_last_hand_doubled_is_the_session_s_last_deal(sqlite_db: Database) -> None:
    services = Services(sqlite_db)
    event = event_of(services, 11, 20, last_hand_doubled=True)
    first_id = drawn(services, event, 10, "equal")
    first = play_round(services, first_id)
    services.close_round(first_id)
    second = play_round(services, drawn(services, event, 10, "equal"))
    assert first == {5: [1] * 10, 6: [1] * 12}
    assert second == {5: [1] * 9 + [2], 6: [1] * 11 + [2]}


def test_schiller_only_in_the_session_s_last_round(sqlite_db: Database) -> None:
    """Schiller (000: one round of forced pick at the end): a pass among a first seating
    round's last five deals is a pass like any other; in the session's last round it is
    refused."""
    services = Services(sqlite_db)
    event = event_of(services, 10, 16, schiller_last_round=True, nobody_picks="doubler")
    first = drawn(services, event, 8)
    services.publish_round(first)
    table = tables(services._ctx, first)[0]
    for number in range(6):
        services.record_hand(table.id, hand(number, 5))
    services.record_hand(table.id, {"type": "all_pass", "dealer": 1})  # deal 7: passed in
    services.close_round(first, allow_incomplete=True)
    second = drawn(services, event, 8)
    services.publish_round(second)
    later = tables(services._ctx, second)[0]
    for number in range(6):
        services.record_hand(later.id, hand(number, 5))
    with pytest.raises(ServiceError, match="Schiller"):
        services.record_hand(later.id, {"type": "all_pass", "dealer": 1})


def test_a_table_of_fewer_hands_has_its_own_last_round_and_count(sqlite_db: Database) -> None:
    """A table playing 8 where the round has 10: its last five deals are the last round, and
    a ninth hand is refused as one too many."""
    services = Services(sqlite_db)
    event = event_of(services, 10, 10, last_round_doubled=True)
    round_id = drawn(services, event, 10)
    short = tables(services._ctx, round_id)[0]
    with sqlite_db.session() as session, session.begin():
        session.execute(update(GameTable).where(GameTable.id == short.id).values(hands=8))
    services.publish_round(round_id)
    for number in range(8):
        services.record_hand(short.id, hand(number, 5))
    assert [h.multiplier for h in hands(services._ctx, short.id)] == [1, 1, 1, 2, 2, 2, 2, 2]
    with pytest.raises(ServiceError, match="already has all 8 hands"):
        services.record_hand(short.id, hand(8, 5))


def test_the_draw_gives_a_six_table_its_own_count(sqlite_db: Database) -> None:
    services = Services(sqlite_db)
    event = event_of(services, 11, 20)
    equal = drawn(services, event, 20, str(HandsPerTable.EQUAL))
    by_seats = {len(t.seats): t.planned for t in tables(services._ctx, equal)}
    assert by_seats == {5: TableHands(20, True), 6: TableHands(24, True)}
    review = services_review(services, equal)
    assert [t.each_plays for t in review.tables] == [(20,) * len(t.each_plays)
                                                     for t in review.tables]
    assert review.warning() is None
    services.delete_round(equal)
    same = drawn(services, event, 20)
    assert {len(t.seats): t.planned for t in tables(services._ctx, same)} == {
        5: TableHands(20, True), 6: TableHands(20, True)}
    uneven = services_review(services, same)
    assert uneven.uneven and uneven.warning() is not None  # 6-table players play 16 or 17


def services_review(services: Services, round_id: int) -> Any:
    from sheepshead_scorer.services.hands.session_hands import round_play

    return round_play(services._ctx, round_id)
