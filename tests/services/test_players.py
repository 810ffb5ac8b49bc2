"""Players: create, edit (with stale detection), and merge duplicates keeping all history."""

from __future__ import annotations

import pytest
from service_helpers import assert_writes_nothing, make_event, make_setup, picked
from sqlalchemy import func, select

from sheepshead_scorer.services import (
    InvalidInputError,
    MergeConflictError,
    NotFoundError,
    PlayerFields,
    Services,
    StaleEditError,
)
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import (
    AuditEntry,
    HandResult,
    Player,
    Registration,
    SeatAssignment,
    TallyRow,
)


def _player(db: Database, player_id: int) -> Player:
    with db.session() as session:
        player = session.get(Player, player_id)
        assert player is not None
        return player


def test_create_and_update_player_are_audited(services: Services, db: Database) -> None:
    created = services.create_player(
        PlayerFields(name="  Ada Lovelace ", nickname="Ada", member_number=" 17 ", club="Elks")
    )
    assert created.created is not None and created.players == (created.created,)
    player = _player(db, created.created)
    assert (player.name, player.member_number, player.active) == ("Ada Lovelace", "17", True)
    services.update_player(
        player.id,
        PlayerFields(name="Ada King", member_number="17", contact="ada@example.org"),
        expected_version=1,
    )
    player = _player(db, player.id)
    assert (player.name, player.contact, player.version) == ("Ada King", "ada@example.org", 2)
    with db.session() as session:
        entries = session.execute(
            select(AuditEntry.action, AuditEntry.station, AuditEntry.before, AuditEntry.after)
            .where(AuditEntry.entity == "player")
            .order_by(AuditEntry.id)
        ).all()
    assert [(e[0], e[1]) for e in entries] == [
        ("create", "test-station"),
        ("update", "test-station"),
    ]
    assert entries[0][2] is None and entries[0][3]["name"] == "Ada Lovelace"
    assert entries[1][2]["name"] == "Ada Lovelace" and entries[1][3]["name"] == "Ada King"


@pytest.mark.parametrize(
    ("fields", "match"),
    [
        (PlayerFields(name="   "), "name='   ' is not allowed: a non-empty name"),
        (PlayerFields(name="Bob", member_number="17"), "member_number='17' is not allowed"),
    ],
)
def test_bad_player_input_writes_nothing(
    services: Services, db: Database, fields: PlayerFields, match: str
) -> None:
    services.create_player(PlayerFields(name="Ada", member_number="17"))
    assert_writes_nothing(db, lambda: services.create_player(fields), InvalidInputError, match)


def test_stale_player_edit_is_refused(services: Services, db: Database) -> None:
    player_id = services.create_player(PlayerFields(name="Ada")).created
    assert player_id is not None
    Services(db, station="Desk 2").update_player(
        player_id, PlayerFields(name="Ada B"), expected_version=1
    )
    assert_writes_nothing(
        db,
        lambda: services.update_player(player_id, PlayerFields(name="Ada C"), expected_version=1),
        StaleEditError,
        r"player Ada B was changed at station Desk 2 at \d\d:\d\d; reload",
    )


def test_merge_moves_every_reference_and_is_audited(services: Services, db: Database) -> None:
    setup = make_setup(services, db, players=5, hands=4)
    table_id, seated = setup.tables[0]
    services.record_hand(table_id, picked(picker=1, partners=(2,)))
    duplicate = seated[1]
    keep = services.create_player(PlayerFields(name="Player 2 (new card)")).created
    assert keep is not None
    before = services.event_standings(setup.event_id).row_for(duplicate)

    changes = services.merge_players(keep, duplicate)

    assert set(changes.players) == {keep, duplicate} and changes.standings
    with db.session() as session:
        for model in (Registration, SeatAssignment, HandResult, TallyRow):
            assert (
                session.scalar(
                    select(func.count()).select_from(model).where(model.player_id == duplicate)
                )
                == 0
            )
            assert (
                session.scalar(
                    select(func.count()).select_from(model).where(model.player_id == keep)
                )
                >= 1
            )
        audit = session.scalars(select(AuditEntry).where(AuditEntry.action == "merge")).one()
    merged = _player(db, duplicate)
    assert merged.merged_into_id == keep and not merged.active
    assert audit.after["kept"] == keep and audit.after["merged"] == duplicate
    assert len(audit.after["moved"]["hand_results"]) == 1
    after = services.event_standings(setup.event_id).row_for(keep)
    assert after.total == before.total == 2 and after.tally.picks == 1


def test_merge_refuses_two_records_in_the_same_event(services: Services, db: Database) -> None:
    event_id = make_event(services)
    a = services.create_player(PlayerFields(name="Ann")).created
    b = services.create_player(PlayerFields(name="Anne")).created
    assert a is not None and b is not None
    services.register(event_id, a)
    services.register(event_id, b)
    assert_writes_nothing(
        db,
        lambda: services.merge_players(a, b),
        MergeConflictError,
        "Ann .* and Anne .* are both registered in Fall Classic; one person cannot play twice",
    )


def test_merge_errors(services: Services, db: Database) -> None:
    a = services.create_player(PlayerFields(name="Ann")).created
    b = services.create_player(PlayerFields(name="Anne")).created
    assert a is not None and b is not None
    assert_writes_nothing(
        db, lambda: services.merge_players(a, a), InvalidInputError, "a different player"
    )
    assert_writes_nothing(
        db, lambda: services.merge_players(a, 999), NotFoundError, "player 999 does not exist"
    )
    services.merge_players(a, b)
    assert_writes_nothing(
        db, lambda: services.merge_players(a, b), MergeConflictError, "already merged"
    )


@pytest.mark.parametrize("field", ["name", "club", "member_number"])
def test_a_control_character_is_refused_with_a_message(services: Services, field: str) -> None:
    fields = {"name": "Ann Lee", field: "Ann\x01Lee"}
    with pytest.raises(InvalidInputError) as error:
        services.create_player(PlayerFields(**fields))  # type: ignore[arg-type]
    assert error.value.field == field and "U+0001" in str(error.value)


def test_names_of_every_script_are_accepted(services: Services) -> None:
    for name in ("王小明", "محمد", "Łukasz Żółć", "O'Brien", "Smith; Jr.", "Ann 🃏"):
        assert services.create_player(PlayerFields(name=name)).created is not None
