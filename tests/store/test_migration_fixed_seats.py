"""Revision 0004 (fixed seats on registrations): a 0003 database with an event and its
registrations upgrades in place (SQLite: backed up first), keeps every row, starts with no
fixed seats, and stores them afterwards; downgrading drops the two columns again."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

from seen_versions import registration_version
from sqlalchemy import inspect, text

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, PlayerFields, Services
from sheepshead_scorer.store import Database, current_revision, open_database
from sheepshead_scorer.store.migrate import downgrade, head_revision, upgrade


def registration_columns(database: Database) -> set[str]:
    return {column["name"] for column in inspect(database.engine).get_columns("registrations")}


def fill(services: Services) -> tuple[int, list[int]]:
    """An event with three registered players (one checked in)."""
    event_id = services.create_event(
        EventSpec(name="Winter Open", held_on=date(2026, 12, 5), ruleset=preset("000-encyclopedia"))
    ).created
    assert event_id is not None
    players = []
    for name in ("Ada", "Bea", "Cy"):
        player = services.create_player(PlayerFields(name=name)).created
        assert player is not None
        services.register(event_id, player)
        players.append(player)
    services.check_in(event_id, players[0])
    return event_id, players


def registrations(database: Database) -> list[tuple[object, ...]]:
    with database.engine.connect() as connection:
        return [
            tuple(row)
            for row in connection.execute(
                text("SELECT player_id, status FROM registrations ORDER BY player_id")
            )
        ]


def test_a_0003_database_upgrades_on_both_backends(db: Database) -> None:
    event_id, players = fill(Services(db))
    kept = registrations(db)
    downgrade(db.engine, "0003")
    assert current_revision(db.engine) == "0003"
    assert not {"fixed_table", "fixed_seat"} & registration_columns(db)
    upgrade(db.engine)
    assert current_revision(db.engine) == head_revision()
    assert {"fixed_table", "fixed_seat"} <= registration_columns(db)
    assert registrations(db) == kept
    with db.engine.connect() as connection:
        assert connection.execute(
            text("SELECT fixed_table, fixed_seat FROM registrations")
        ).all() == [(None, None)] * 3
    services = Services(db)
    services.set_fixed_seat(
        event_id, players[1], 1, 2,
        expected_version=registration_version(services, event_id, players[1]),
    )
    assert set(services.fixed_seats(event_id)) == {players[1]}


def test_opening_a_0003_sqlite_file_backs_it_up_and_keeps_registrations(
    tmp_path: Path,
) -> None:
    path = tmp_path / "club.sqlite3"
    first = open_database(path)
    try:
        event_id, players = fill(Services(first))
        kept = registrations(first)
        downgrade(first.engine, "0003")
    finally:
        first.close()

    database = open_database(path)
    try:
        assert current_revision(database.engine) == head_revision()
        assert database.backup is not None and database.backup.name.startswith("club.before-0003-")
        backup = sqlite3.connect(database.backup)
        try:
            assert backup.execute("SELECT version_num FROM alembic_version").fetchall() == [
                ("0003",)
            ]
            assert len(backup.execute("SELECT * FROM registrations").fetchall()) == 3
        finally:
            backup.close()
        assert registrations(database) == kept
        with database.engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA foreign_key_check").all() == []
        services = Services(database)
        services.set_fixed_seat(
            event_id, players[2], 1, None,
            expected_version=registration_version(services, event_id, players[2]),
        )
        assert services.fixed_seats(event_id)[players[2]].table == 1
    finally:
        database.close()
