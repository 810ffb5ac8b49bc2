"""Fixed seats stored on the registration: set, clear, audited, version-checked, and honoured
by every later draw (or refused with a message naming the player)."""

from __future__ import annotations

from typing import Any

import pytest
from seen_versions import registration_version
from service_helpers import assert_writes_nothing, make_event, make_players, seat_players
from sqlalchemy import select

from sheepshead_scorer.services import (
    Changes,
    InvalidInputError,
    NotFoundError,
    ServiceError,
    Services,
    StaleEditError,
    TournamentRuleError,
    WrongStateError,
)
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry, Registration
from sheepshead_scorer.tournament import DrawMethod, FixedSeat


def checked_in_event(services: Services, count: int) -> tuple[int, tuple[int, ...]]:
    event_id = make_event(services)
    players = make_players(services, count)
    for player in players:
        services.register(event_id, player)
        services.check_in(event_id, player)
    return event_id, players


def fix(
    services: Services, event_id: int, player_id: int, table: int | None, seat: int | None
) -> Changes:
    """Set the fixed seat with the registration's version as the seating screen shows it."""
    return services.set_fixed_seat(
        event_id, player_id, table, seat,
        expected_version=registration_version(services, event_id, player_id),
    )


def stored(db: Database, event_id: int, player_id: int) -> tuple[Any, ...]:
    with db.session() as session:
        row = session.scalars(
            select(Registration).where(
                Registration.event_id == event_id, Registration.player_id == player_id
            )
        ).one()
        return row.fixed_table, row.fixed_seat, row.version


def test_set_and_clear_are_stored_and_audited(services: Services, db: Database) -> None:
    event_id, players = checked_in_event(services, 10)
    changes = fix(services, event_id, players[3], 2, 4)
    assert changes.seating and changes.events == (event_id,) and len(changes.registrations) == 1
    assert stored(db, event_id, players[3])[:2] == (2, 4)
    assert services.fixed_seats(event_id) == {players[3]: FixedSeat(players[3], 2, 4)}
    fix(services, event_id, players[3], None, None)
    assert stored(db, event_id, players[3])[:2] == (None, None)
    assert services.fixed_seats(event_id) == {}
    with db.session() as session:
        entries = session.scalars(
            select(AuditEntry)
            .where(AuditEntry.entity == "registration")
            .where(AuditEntry.action.in_(("set_fixed_seat", "clear_fixed_seat")))
            .order_by(AuditEntry.id)
        ).all()
    assert [e.action for e in entries] == ["set_fixed_seat", "clear_fixed_seat"]
    assert entries[0].before["fixed_table"] is None and entries[0].after["fixed_table"] == 2
    assert entries[1].before["fixed_seat"] == 4 and entries[1].after["fixed_seat"] is None


def test_any_seat_at_a_table(services: Services) -> None:
    event_id, players = checked_in_event(services, 10)
    fix(services, event_id, players[0], 1, None)
    assert services.fixed_seats(event_id) == {players[0]: FixedSeat(players[0], 1, None)}


@pytest.mark.parametrize(
    ("table", "seat", "error", "match"),
    [
        (0, 1, InvalidInputError, r"table=0 is not allowed: a table number from 1"),
        (-3, None, InvalidInputError, r"table=-3 is not allowed"),
        (True, None, InvalidInputError, r"table=True is not allowed"),
        (1, 8, InvalidInputError, r"seat=8 is not allowed: None \(any seat.*\) or 0 to 7"),
        (1, -1, InvalidInputError, r"seat=-1 is not allowed"),
        (None, 2, InvalidInputError, r"seat=2 is not allowed: None when the table is None"),
    ],
)
def test_bad_values_write_nothing(
    services: Services, db: Database, table: Any, seat: Any, error: type[ServiceError],
    match: str,
) -> None:
    event_id, players = checked_in_event(services, 5)
    fix(services, event_id, players[0], 1, 0)
    before = stored(db, event_id, players[0])
    assert_writes_nothing(
        db, lambda: fix(services, event_id, players[0], table, seat), error, match
    )
    assert stored(db, event_id, players[0]) == before


def test_refusals_write_nothing(services: Services, db: Database) -> None:
    event_id, players = checked_in_event(services, 6)
    fix(services, event_id, players[0], 1, 0)
    stranger = make_players(services, 1, "Guest")[0]
    assert_writes_nothing(
        db, lambda: fix(services, event_id, stranger, 1, 1), NotFoundError,
        "register the player",
    )
    assert_writes_nothing(
        db, lambda: fix(services, event_id, players[1], 1, 0), InvalidInputError,
        "Player 1 keeps seat 0 of table 1",
    )
    assert_writes_nothing(
        db, lambda: services.set_fixed_seat(event_id, players[0], 2, 0, expected_version=1),
        StaleEditError, "registration of Player 1 was changed",
    )
    services.withdraw(event_id, players[2])
    assert_writes_nothing(
        db, lambda: fix(services, event_id, players[2], 1, 3), WrongStateError,
        "has withdrawn",
    )
    assert stored(db, event_id, players[0])[:2] == (1, 0)


def test_current_version_is_accepted(services: Services, db: Database) -> None:
    event_id, players = checked_in_event(services, 5)
    version = stored(db, event_id, players[0])[2]
    services.set_fixed_seat(event_id, players[0], 1, 2, expected_version=version)
    assert stored(db, event_id, players[0])[:2] == (1, 2)


@pytest.mark.parametrize("method", list(DrawMethod))
def test_every_later_draw_puts_the_player_there(
    services: Services, db: Database, method: DrawMethod
) -> None:
    event_id, players = checked_in_event(services, 15)
    fix(services, event_id, players[7], 3, 2)
    fix(services, event_id, players[2], 2, None)
    for number, seed in enumerate((1, 2, 3), start=1):
        round_id = services.draw_round(event_id, 1, 4, method=method, seed=seed).created
        assert round_id is not None
        tables = [seats for _, seats in seat_players(db, round_id)]
        assert tables[2][2] == players[7], f"round {number}"
        assert players[2] in tables[1], f"round {number}"
        services.publish_round(round_id)
        services.close_round(round_id, allow_incomplete=True)


def test_withdrawn_or_absent_players_do_not_block_the_draw(
    services: Services, db: Database
) -> None:
    event_id, players = checked_in_event(services, 10)
    fix(services, event_id, players[0], 2, 1)
    services.withdraw(event_id, players[0])
    extra = make_players(services, 1, "Late")[0]
    services.register(event_id, extra)  # registered, not checked in: not drawn
    fix(services, event_id, extra, 1, 1)
    round_id = services.draw_round(event_id, 1, 4, seed=5).created
    assert round_id is not None
    seated = [p for _, seats in seat_players(db, round_id) for p in seats]
    assert sorted(seated) == sorted(players[1:])


def test_a_seat_given_for_this_draw_replaces_the_stored_one(
    services: Services, db: Database
) -> None:
    event_id, players = checked_in_event(services, 10)
    fix(services, event_id, players[4], 1, 0)
    round_id = services.draw_round(
        event_id, 1, 4, seed=9, fixed=(FixedSeat(players[4], 2, 3),)
    ).created
    assert round_id is not None
    assert seat_players(db, round_id)[1][1][3] == players[4]


@pytest.mark.parametrize(
    ("table", "seat", "match"),
    [
        (9, None, r"Player 3 has a fixed seat at table 9, but the 10 checked-in players fill "
                  r"only 2 tables this round; change or clear Player 3's fixed seat"),
        (2, 6, r"Player 3 has fixed seat 7 at table 2, but that table has only 5 seats"),
    ],
)
def test_a_fixed_seat_the_draw_cannot_honour_is_refused(
    services: Services, db: Database, table: int, seat: int | None, match: str
) -> None:
    event_id, players = checked_in_event(services, 10)
    fix(services, event_id, players[2], table, seat)
    assert_writes_nothing(
        db, lambda: services.draw_round(event_id, 1, 4, seed=1), TournamentRuleError, match
    )
