"""Events, leagues, seasons and the registration desk."""

from __future__ import annotations

from datetime import date

import pytest
from service_helpers import assert_writes_nothing, make_event, make_players
from sqlalchemy import select

from sheepshead_scorer.rules import Ruleset, preset
from sheepshead_scorer.services import (
    EventEdit,
    EventSpec,
    InvalidInputError,
    NotFoundError,
    PlayerFields,
    Services,
    StaleEditError,
    WrongStateError,
    set_station_name,
)
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry, Event, EventSession, Registration


def test_create_event_freezes_the_ruleset_and_makes_sessions(
    services: Services, db: Database
) -> None:
    ruleset = preset("000-encyclopedia")
    changes = services.create_event(
        EventSpec(
            name="Spring Open",
            held_on=date(2027, 3, 6),
            ruleset=ruleset,
            sessions=3,
            hands_per_session=36,
            entry_fee_cents=3000,
            prize_scheme={"top": [30, 15]},
        )
    )
    assert changes.created is not None and len(changes.sessions) == 3
    with db.session() as session:
        event = session.get(Event, changes.created)
        assert event is not None
        numbers = session.scalars(
            select(EventSession.number).where(EventSession.event_id == event.id)
        ).all()
    assert sorted(numbers) == [1, 2, 3]
    assert Ruleset.from_dict(event.ruleset) == ruleset
    assert (event.table_size, event.hands_per_session, event.entry_fee_cents) == (5, 36, 3000)
    assert event.prize_scheme == {"top": [30, 15]} and event.ruleset_name == ruleset.name


@pytest.mark.parametrize(
    ("overrides", "error", "match"),
    [
        ({"name": " "}, InvalidInputError, "name=' ' is not allowed"),
        (
            {"table_size": 9},
            InvalidInputError,
            "table_size=9 is not allowed: a whole number from 2 to 8",
        ),
        ({"sessions": 0}, InvalidInputError, "sessions=0"),
        ({"entry_fee_cents": -5}, InvalidInputError, "entry_fee_cents=-5"),
        ({"season_id": 404}, NotFoundError, "season 404 does not exist"),
    ],
)
def test_bad_event_input_writes_nothing(
    services: Services,
    db: Database,
    overrides: dict[str, object],
    error: type[Exception],
    match: str,
) -> None:
    spec = {"name": "X", "held_on": date(2027, 1, 1), "ruleset": preset("000-encyclopedia")}
    spec.update(overrides)
    assert_writes_nothing(
        db,
        lambda: services.create_event(EventSpec(**spec)),
        error,
        match,  # type: ignore[arg-type]
    )


def test_league_and_season(services: Services, db: Database) -> None:
    league = services.create_league("Tuesday League").created
    assert league is not None
    season = services.create_season(
        league,
        "2026-27",
        starts_on=date(2026, 9, 1),
        ends_on=date(2027, 5, 31),
        scoring={"scoring": "total_points", "best_of": 10},
    )
    assert season.leagues == (league,) and season.created is not None
    assert_writes_nothing(
        db,
        lambda: services.create_league("Tuesday League"),
        InvalidInputError,
        "a name no other league has",
    )
    assert_writes_nothing(
        db,
        lambda: services.create_season(league, "2026-27"),
        InvalidInputError,
        "a season name not yet used in league Tuesday League",
    )
    assert_writes_nothing(
        db,
        lambda: services.create_season(
            league, "bad", starts_on=date(2027, 1, 2), ends_on=date(2027, 1, 1)
        ),
        InvalidInputError,
        "on or after starts_on",
    )


def test_registration_desk_flow(services: Services, db: Database) -> None:
    event_id = make_event(services, entry_fee_cents=2500)
    (player,) = make_players(services, 1)
    registered = services.register(event_id, player)
    services.check_in(event_id, player)
    services.mark_paid(event_id, player)
    with db.session() as session:
        row = session.get(Registration, registered.created)
        assert row is not None
        assert (row.status, row.paid_cents, row.version) == ("checked_in", 2500, 3)
    services.mark_paid(event_id, player, 0)  # refunded
    services.withdraw(event_id, player)
    assert_writes_nothing(
        db,
        lambda: services.check_in(event_id, player),
        WrongStateError,
        "has withdrawn from event .*; register them again before you check in",
    )
    services.register(event_id, player)  # back again
    with db.session() as session:
        row = session.get(Registration, registered.created)
        assert row is not None and (row.status, row.paid_cents) == ("registered", 0)
        actions = session.scalars(
            select(AuditEntry.action)
            .where(AuditEntry.entity == "registration")
            .order_by(AuditEntry.id)
        ).all()
    assert list(actions) == [
        "register",
        "check_in",
        "mark_paid",
        "mark_paid",
        "withdraw",
        "re-register",
    ]


def test_registration_errors(services: Services, db: Database) -> None:
    event_id = make_event(services)
    a, b = make_players(services, 2)
    services.register(event_id, a)
    assert_writes_nothing(
        db, lambda: services.register(event_id, a), WrongStateError, "already registered"
    )
    assert_writes_nothing(
        db,
        lambda: services.check_in(event_id, b),
        NotFoundError,
        f"registration of player {b} does not exist; register the player in event",
    )
    assert_writes_nothing(
        db, lambda: services.mark_paid(event_id, a, -1), InvalidInputError, "cents=-1"
    )
    assert_writes_nothing(
        db, lambda: services.register(404, a), NotFoundError, "event 404 does not exist"
    )
    services.withdraw(event_id, a)
    assert_writes_nothing(
        db, lambda: services.withdraw(event_id, a), WrongStateError, "already withdrawn"
    )


def test_merged_and_inactive_players_cannot_register(services: Services, db: Database) -> None:
    event_id = make_event(services)
    keep, dup, idle = make_players(services, 3)
    services.merge_players(keep, dup)
    assert_writes_nothing(
        db,
        lambda: services.register(event_id, dup),
        InvalidInputError,
        f"register player {keep}, the record it was merged into",
    )
    services.update_player(idle, PlayerFields(name="Idle", active=False), expected_version=1)
    assert_writes_nothing(
        db,
        lambda: services.register(event_id, idle),
        InvalidInputError,
        "mark Idle active again first",
    )


def test_update_event_is_audited_and_keeps_the_ruleset(services: Services, db: Database) -> None:
    event_id = make_event(services)
    changes = services.update_event(
        event_id,
        EventEdit(venue="Elks Lodge", entry_fee_cents=3000, counts_toward_league=False),
        expected_version=1,
    )
    assert changes.events == (event_id,) and changes.standings
    with db.session() as session:
        event = session.get(Event, event_id)
        assert event is not None
        audit = session.scalars(
            select(AuditEntry).where(AuditEntry.entity == "event", AuditEntry.action == "update")
        ).one()
    assert (event.venue, event.entry_fee_cents, event.counts_toward_league) == (
        "Elks Lodge",
        3000,
        False,
    )
    assert Ruleset.from_dict(event.ruleset) == preset("000-encyclopedia")
    assert audit.before["venue"] == "VFW Hall" and audit.after["venue"] == "Elks Lodge"
    assert_writes_nothing(
        db,
        lambda: services.update_event(event_id, EventEdit(name="X"), expected_version=1),
        StaleEditError,
        "event Fall Classic was changed at station test-station",
    )
    assert_writes_nothing(
        db,
        lambda: services.update_event(
            event_id, EventEdit(entry_fee_cents=-1), expected_version=2
        ),
        InvalidInputError,
        "entry_fee_cents=-1",
    )


def test_station_name_setting(services: Services, db: Database) -> None:
    set_station_name(db.engine, " Score desk ")
    assert Services(db).station == "Score desk"
    set_station_name(db.engine, "Desk 2")
    assert Services(db).station == "Desk 2"
    with pytest.raises(InvalidInputError, match="station_name"):
        set_station_name(db.engine, " ")
