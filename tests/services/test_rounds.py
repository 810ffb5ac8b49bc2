"""Drawing rounds, swapping seats, publishing, closing rounds and sessions."""

from __future__ import annotations

from collections import Counter

import pytest
from service_helpers import (
    assert_writes_nothing,
    make_event,
    make_players,
    make_setup,
    picked,
    seat_players,
)
from sqlalchemy import select

from sheepshead_scorer.services import (
    InvalidInputError,
    Services,
    StaleEditError,
    WrongStateError,
)
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry, GameTable, Round
from sheepshead_scorer.tournament import DrawMethod, FixedSeat


def _round(db: Database, round_id: int) -> Round:
    with db.session() as session:
        rnd = session.get(Round, round_id)
        assert rnd is not None
        return rnd


def _checked_in_event(
    services: Services, players: int, **kwargs: object
) -> tuple[int, tuple[int, ...]]:
    event_id = make_event(services, **kwargs)  # type: ignore[arg-type]
    ids = make_players(services, players)
    for player in ids:
        services.register(event_id, player)
        services.check_in(event_id, player)
    return event_id, ids


def test_draw_seats_every_checked_in_player_once_and_records_the_seed(
    services: Services, db: Database
) -> None:
    event_id, ids = _checked_in_event(services, 17)
    late = make_players(services, 1, prefix="Late")[0]
    services.register(event_id, late)  # registered, not checked in: not seated
    changes = services.draw_round(event_id, 1, 12, seed=42)
    assert changes.seating and changes.created is not None and len(changes.tables) == 3
    seating = seat_players(db, changes.created)
    seated = [p for _, players in seating for p in players]
    assert sorted(seated) == sorted(ids) and late not in seated
    assert sorted(len(players) for _, players in seating) == [5, 6, 6]
    rnd = _round(db, changes.created)
    assert (rnd.number, rnd.hands, rnd.status, rnd.seating_seed) == (1, 12, "draft", 42)
    with db.session() as session:
        draw = session.scalars(select(AuditEntry).where(AuditEntry.action == "draw")).one()
        sizes = session.scalars(
            select(GameTable.seats).where(GameTable.round_id == rnd.id).order_by(GameTable.number)
        ).all()
    assert draw.after["seating_seed"] == 42 and len(draw.after["tables"]) == 3
    assert sum(sizes) == 17


def test_same_seed_same_draw(services: Services, db: Database) -> None:
    first, _ = _checked_in_event(services, 10, name="A")
    a = services.draw_round(first, 1, 4, seed=5).created
    assert a is not None
    services.publish_round(a)
    b = services.draw_round(first, 1, 4, seed=5, method=DrawMethod.RANDOM).created
    assert b is not None
    assert [p for _, p in seat_players(db, a)] == [p for _, p in seat_players(db, b)]
    assert _round(db, b).number == 2


def test_avoid_repeats_and_by_standings_draws(services: Services, db: Database) -> None:
    event_id, ids = _checked_in_event(services, 10)
    first = services.draw_round(event_id, 1, 2, seed=1).created
    assert first is not None
    services.publish_round(first)
    for table_id, _ in seat_players(db, first):
        services.record_hand(table_id, picked(dealer=0))
        services.record_hand(
            table_id, picked(dealer=1, picker=3, partners=(4,), points=20, tricks=1)
        )
    services.close_round(first)
    second = services.draw_round(event_id, 1, 2, seed=2, method=DrawMethod.AVOID_REPEATS).created
    assert second is not None
    assert _round(db, second).seating_method == "avoid_repeats"
    seating = seat_players(db, second)
    assert sorted(p for _, players in seating for p in players) == sorted(ids)
    first_tables = [set(players) for _, players in seat_players(db, first)]
    for _, players in seating:  # 10 players, 2 tables of 5: the best split is 3 + 2
        assert sorted(len(set(players) & old) for old in first_tables) == [2, 3]
    services.publish_round(second)
    third = services.draw_round(event_id, 1, 2, seed=3, method=DrawMethod.BY_STANDINGS).created
    assert third is not None
    leaders = services.event_standings(event_id).ranked_ids()[:5]
    assert set(seat_players(db, third)[0][1]) == set(leaders)


def test_fixed_seat_is_honoured(services: Services, db: Database) -> None:
    event_id, ids = _checked_in_event(services, 10)
    changes = services.draw_round(
        event_id, 1, 4, seed=9, fixed=[FixedSeat(player_id=ids[3], table=2, seat=0)]
    )
    assert changes.created is not None
    assert seat_players(db, changes.created)[1][1][0] == ids[3]


@pytest.mark.parametrize(
    ("players", "session_number", "hands", "error", "match"),
    [
        (2, 1, 4, WrongStateError, "only 2 players are checked in .* check players in first"),
        (5, 2, 4, InvalidInputError, r"session=2 is not allowed: a session of event \d+: 1 to 1"),
        (5, 1, 0, InvalidInputError, "hands=0 is not allowed"),
        (5, 1, 49, InvalidInputError, r"hands=49 is not allowed: at most 48 \(session 1 has 48"),
    ],
)
def test_draw_errors_write_nothing(
    services: Services,
    db: Database,
    players: int,
    session_number: int,
    hands: int,
    error: type[Exception],
    match: str,
) -> None:
    event_id, _ = _checked_in_event(services, players)
    assert_writes_nothing(
        db, lambda: services.draw_round(event_id, session_number, hands, seed=1), error, match
    )


def test_one_draft_at_a_time(services: Services, db: Database) -> None:
    event_id, _ = _checked_in_event(services, 5)
    services.draw_round(event_id, 1, 4, seed=1)
    assert_writes_nothing(
        db,
        lambda: services.draw_round(event_id, 1, 4, seed=2),
        WrongStateError,
        "round 1 of session 1 is still a draft; publish it",
    )


def test_swap_seats_in_a_draft_round(services: Services, db: Database) -> None:
    setup = make_setup(services, db, players=10, hands=4, publish=False)
    (t1, p1), (t2, p2) = setup.tables
    changes = services.swap_seats(setup.round_id, p1[0], p2[3], expected_version=1)
    assert changes.seating and set(changes.tables) == {t1, t2}
    after = dict(seat_players(db, setup.round_id))
    assert after[t1][0] == p2[3] and after[t2][3] == p1[0]
    assert Counter(p for players in after.values() for p in players) == Counter(setup.players)
    assert _round(db, setup.round_id).version == 2
    assert_writes_nothing(
        db,
        lambda: services.swap_seats(setup.round_id, p1[1], p1[2], expected_version=1),
        StaleEditError,
        "the seating of round 1 was changed at station test-station",
    )
    assert_writes_nothing(
        db,
        lambda: services.swap_seats(setup.round_id, p1[1], 999, expected_version=2),
        InvalidInputError,
        "second=999 is not allowed: a player seated in round 1",
    )
    services.publish_round(setup.round_id)
    assert_writes_nothing(
        db,
        lambda: services.swap_seats(
            setup.round_id, p1[1], p1[2], expected_version=_round(db, setup.round_id).version
        ),
        WrongStateError,
        "round 1 is published; seats can only be swapped before the round is published",
    )


def test_close_round_needs_every_hand_and_close_session_every_round(
    services: Services, db: Database
) -> None:
    setup = make_setup(services, db, players=5, hands=2, hands_per_session=2)
    table_id, _ = setup.tables[0]
    services.record_hand(table_id, picked(dealer=0))
    assert_writes_nothing(
        db,
        lambda: services.close_round(setup.round_id),
        WrongStateError,
        "round 1 is not finished: these tables have fewer than 2 hands and no score-sheet "
        "totals: 1. Enter their hands",
    )
    assert_writes_nothing(
        db,
        lambda: services.close_session(setup.event_id, 1),
        WrongStateError,
        "session 1 still has open round 1; close them first",
    )
    services.record_hand(table_id, {"type": "misdeal", "dealer": 1})  # does not count
    services.record_hand(table_id, picked(dealer=1))
    assert services.close_round(setup.round_id).standings
    assert_writes_nothing(
        db, lambda: services.publish_round(setup.round_id), WrongStateError, "already closed"
    )
    services.close_session(setup.event_id, 1)
    assert_writes_nothing(
        db,
        lambda: services.record_hand(table_id, picked()),
        WrongStateError,
        "session 1 is closed, so you cannot enter a hand",
    )
    assert_writes_nothing(
        db,
        lambda: services.reopen_round(setup.round_id),
        WrongStateError,
        "session 1 is closed; reopen the session first, then round 1",
    )
    assert_writes_nothing(
        db,
        lambda: services.draw_round(setup.event_id, 1, 1),
        WrongStateError,
        "session 1 of Fall Classic is closed",
    )
    assert_writes_nothing(
        db,
        lambda: services.close_session(setup.event_id, 1),
        WrongStateError,
        "already closed",
    )


def test_delete_a_draft_round_and_draw_again(services: Services, db: Database) -> None:
    setup = make_setup(services, db, players=10, hands=4, publish=False)
    changes = services.delete_round(setup.round_id)
    assert changes.rounds == (setup.round_id,) and len(changes.tables) == 2
    assert seat_players(db, setup.round_id) == ()
    with db.session() as session:
        deleted = session.scalars(
            select(AuditEntry).where(AuditEntry.entity == "round", AuditEntry.action == "delete")
        ).one()
    assert len(deleted.before["tables"]) == 2 and deleted.after is None
    again = services.draw_round(setup.event_id, 1, 4, seed=8).created
    assert again is not None and _round(db, again).number == 1
    services.publish_round(again)
    assert_writes_nothing(
        db, lambda: services.delete_round(again), WrongStateError,
        "round 1 is published; only a draft round can be deleted",
    )
