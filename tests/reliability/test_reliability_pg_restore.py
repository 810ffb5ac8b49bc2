"""PostgreSQL backups put back: ``.dump`` through pg_restore, ``.json`` through the loader.

Every test runs on the real server named by ``SHEEPSHEAD_TEST_PG_URL`` (a fresh schema each).
"""

from __future__ import annotations

import json
import re
import shutil
from datetime import UTC, date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import (
    Boolean,
    Column,
    Date,
    DateTime,
    Integer,
    LargeBinary,
    MetaData,
    Numeric,
    String,
    select,
)
from sqlalchemy.sql.sqltypes import NullType

from sheepshead_scorer.cli import main
from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, PlayerFields, Services
from sheepshead_scorer.services.database.backups import BackupFailedError, take_backup
from sheepshead_scorer.services.database.server_restore import restore_server_backup
from sheepshead_scorer.store import Database
from sheepshead_scorer.store import backup as backup_module
from sheepshead_scorer.store.backup import backup_postgres, list_backups
from sheepshead_scorer.store.models import GameTable, Hand, Player

Snapshot = dict[str, list[tuple[Any, ...]]]


def snapshot(database: Database) -> Snapshot:
    """Every row of every table, ordered by primary key (the exact state of the data)."""
    metadata = MetaData()
    with database.engine.connect() as connection:
        metadata.reflect(connection)
        return {
            table.name: [
                tuple(row)
                for row in connection.execute(
                    select(table).order_by(*table.primary_key.columns)
                )
            ]
            for table in metadata.sorted_tables
        }


def fill(services: Services, database: Database) -> int:
    """Five checked-in players, one published round and three hands; returns the event."""
    event = services.create_event(
        EventSpec(
            name="Fall Classic", held_on=date(2026, 11, 28), ruleset=preset("000-encyclopedia"),
            venue="VFW Hall", sessions=1, hands_per_session=6, entry_fee_cents=2500,
        )
    ).created
    assert event is not None
    for n in range(1, 6):
        player = services.create_player(PlayerFields(name=f"Player {n}", club="Kiel")).created
        assert player is not None
        services.register(event, player)
        services.check_in(event, player)
    round_id = services.draw_round(event, 1, 6, seed=7).created
    assert round_id is not None
    services.publish_round(round_id)
    table_id = _first_table(database, round_id)
    for dealer, points in ((0, 70), (1, 45), (2, 91)):
        services.record_hand(table_id, {
            "type": "picked", "dealer": dealer, "picker": (dealer + 1) % 5,
            "partners": [(dealer + 2) % 5], "points": points, "tricks": 3,
        })
    return event


def _first_table(database: Database, round_id: int) -> int:
    with database.session() as session:
        found = session.scalars(
            select(GameTable.id).where(GameTable.round_id == round_id).order_by(GameTable.number)
        ).first()
    assert found is not None
    return found


def spoil(services: Services, database: Database) -> None:
    """Change and delete data after the backup: a new player, a deleted hand."""
    services.create_player(PlayerFields(name="Came later"))
    with database.session() as session:
        hand = session.scalars(select(Hand).order_by(Hand.id.desc())).first()
        assert hand is not None
        hand_id, version = hand.id, hand.version
    services.delete_hand(hand_id, expected_version=version)


@pytest.mark.postgres
@pytest.mark.parametrize("use_pg_dump", [True, False], ids=["pg_restore", "json"])
def test_a_restored_backup_brings_every_row_back_and_new_rows_still_fit(
    pg_db: Database, tmp_path: Path, use_pg_dump: bool
) -> None:
    services = Services(pg_db, station="desk")
    event = fill(services, pg_db)
    before, standings = snapshot(pg_db), services.event_standings(event, lot_seed=1)
    dumped = backup_postgres(pg_db.engine, tmp_path / "kept.x", use_pg_dump=use_pg_dump)
    assert dumped.suffix == (".dump" if use_pg_dump else ".json")
    spoil(services, pg_db)
    assert snapshot(pg_db) != before

    safety = restore_server_backup(pg_db.engine, pg_db.url, dumped, folder=tmp_path / "safe")

    assert snapshot(pg_db) == before  # players, hands, results, tallies, audit: all of it
    assert services.event_standings(event, lot_seed=1) == standings
    assert [b.reason for b in list_backups(tmp_path / "safe")] == ["before-restore"]
    assert safety.exists() and safety.stat().st_size > 0
    highest = max(row[0] for row in before["players"])
    created = services.create_player(PlayerFields(name="After the restore")).created
    assert created == highest + 1  # the id sequence was reset past the restored rows
    with pg_db.session() as session:
        assert session.scalar(select(Player.name).where(Player.id == created)) == \
            "After the restore"


@pytest.mark.postgres
def test_the_safety_copy_puts_back_what_a_restore_replaced(
    pg_db: Database, tmp_path: Path
) -> None:
    services = Services(pg_db, station="desk")
    fill(services, pg_db)
    old = backup_postgres(pg_db.engine, tmp_path / "old.json", use_pg_dump=False)
    spoil(services, pg_db)
    spoiled = snapshot(pg_db)
    safety = restore_server_backup(pg_db.engine, pg_db.url, old, folder=tmp_path / "safe")
    restore_server_backup(pg_db.engine, pg_db.url, safety, folder=tmp_path / "safe")
    assert snapshot(pg_db) == spoiled


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("revision", "shown"), [("0000_older", "0000_older"), (None, "(none)")]
)
def test_a_json_dump_of_another_revision_is_refused_and_writes_nothing(
    pg_db: Database, tmp_path: Path, revision: str | None, shown: str
) -> None:
    services = Services(pg_db, station="desk")
    fill(services, pg_db)
    dumped = backup_postgres(pg_db.engine, tmp_path / "d.json", use_pg_dump=False)
    document = json.loads(dumped.read_text(encoding="utf-8"))
    document["tables"]["alembic_version"]["rows"] = [] if revision is None else [[revision]]
    document["tables"]["players"]["rows"] = []
    dumped.write_text(json.dumps(document), encoding="utf-8")
    spoil(services, pg_db)
    before = snapshot(pg_db)
    refused = re.escape(f"taken at database version {shown} but")
    with pytest.raises(BackupFailedError, match=refused):
        restore_server_backup(pg_db.engine, pg_db.url, dumped, folder=tmp_path / "safe")
    assert snapshot(pg_db) == before
    assert not (tmp_path / "safe").exists()  # not even the safety copy


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("notes.txt", "hello", "is not a server backup"),
        ("broken.json", "{not json", "cannot be read as a JSON backup"),
        ("other.json", '{"format": "x"}', "is not a Sheepshead Scorer JSON backup"),
        ("broken.dump", "not a dump", "pg_restore could not restore"),
    ],
)
def test_a_file_that_is_not_a_good_server_backup_is_refused_with_the_reason(
    pg_db: Database, tmp_path: Path, name: str, content: str, message: str
) -> None:
    Services(pg_db, station="desk").create_player(PlayerFields(name="Ada"))
    before = snapshot(pg_db)
    bad = tmp_path / name
    bad.write_text(content, encoding="utf-8")
    with pytest.raises(BackupFailedError, match=message):
        restore_server_backup(pg_db.engine, pg_db.url, bad, folder=tmp_path / "safe")
    assert snapshot(pg_db) == before


@pytest.mark.postgres
@pytest.mark.parametrize("use_pg_dump", [True, False], ids=["pg_restore", "json"])
def test_cli_restore_into_a_postgresql_url_end_to_end(
    pg_db: Database, tmp_path: Path, use_pg_dump: bool,
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # the default backup folder
    services = Services(pg_db, station="desk")
    fill(services, pg_db)
    before = snapshot(pg_db)
    if use_pg_dump:
        dumped = take_backup(pg_db.engine, pg_db.url, to=tmp_path / "kept.dump").path
    else:
        dumped = backup_postgres(pg_db.engine, tmp_path / "kept.json", use_pg_dump=False)
    spoil(services, pg_db)
    url = pg_db.engine.url.render_as_string(hide_password=False)

    assert main(["restore", str(dumped), "--database", url]) == 0

    out = capsys.readouterr().out
    assert f"restored {dumped} into the database server" in out
    assert "what it replaced was backed up to" in out
    assert snapshot(pg_db) == before
    # named <stem>-<time>-before-restore-n<sequence>-c<marker>.<ext> (store.backup_names)
    safeties = list((tmp_path / "data").rglob("*-before-restore-n*"))
    assert len(safeties) == 1
    assert [b.reason for b in list_backups(safeties[0].parent)] == ["before-restore"]
    assert str(safeties[0]) in out
    assert "sheepshead:sheepshead@" not in out  # the password is never printed


@pytest.mark.postgres
def test_cli_restore_of_a_missing_file_fails_with_status_2(
    pg_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    url = pg_db.engine.url.render_as_string(hide_password=False)
    assert main(["restore", str(tmp_path / "gone.dump"), "--database", url]) == 2
    assert "the file does not exist" in capsys.readouterr().err


@pytest.mark.postgres
def test_without_pg_restore_a_dump_is_refused_with_how_to_fix_it(
    pg_db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Services(pg_db, station="desk").create_player(PlayerFields(name="Ada"))
    dumped = backup_postgres(pg_db.engine, tmp_path / "kept.dump", use_pg_dump=True)
    monkeypatch.setattr(shutil, "which", lambda _name: None)
    with pytest.raises(BackupFailedError, match=r"pg_restore program is not on the PATH.*"
                       r"postgresql-client"):
        restore_server_backup(pg_db.engine, pg_db.url, dumped, folder=tmp_path / "safe")
    assert [row[1] for row in snapshot(pg_db)["players"]] == ["Ada"]


@pytest.mark.postgres
def test_a_json_dump_with_a_table_this_database_lacks_is_refused_and_rolled_back(
    pg_db: Database, tmp_path: Path
) -> None:
    Services(pg_db, station="desk").create_player(PlayerFields(name="Ada"))
    dumped = backup_postgres(pg_db.engine, tmp_path / "d.json", use_pg_dump=False)
    document = json.loads(dumped.read_text(encoding="utf-8"))
    document["tables"]["scores_of_the_future"] = {"columns": ["id"], "rows": [[1]]}
    dumped.write_text(json.dumps(document), encoding="utf-8")
    before = snapshot(pg_db)
    with pytest.raises(BackupFailedError, match="tables this database does not: "
                       "scores_of_the_future"):
        restore_server_backup(pg_db.engine, pg_db.url, dumped, folder=tmp_path / "safe")
    assert snapshot(pg_db) == before


@pytest.mark.parametrize(
    ("column_type", "dumped", "loaded"),
    [
        (DateTime(), "2026-11-28T19:05:00+00:00", datetime(2026, 11, 28, 19, 5, tzinfo=UTC)),
        (Date(), "2026-11-28", date(2026, 11, 28)),
        (Numeric(10, 2), "12.50", Decimal("12.50")),
        (LargeBinary(), "AAH/", b"\x00\x01\xff"),
        (Integer(), "42", 42),
        (Integer(), 42, 42),
        (String(20), "2026-11-28", "2026-11-28"),
        (Boolean(), True, True),
        (NullType(), {"any": 1}, {"any": 1}),
        (Integer(), None, None),
    ],
)
def test_json_values_come_back_as_the_column_type_wants(
    column_type: Any, dumped: Any, loaded: Any
) -> None:
    value = backup_module._typed(Column("c", column_type), dumped)
    assert value == loaded and type(value) is type(loaded)
