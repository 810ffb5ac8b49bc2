"""Backups: online copies, rotation, restore, damaged files at open, PostgreSQL dumps."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import func, select

from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.database.backups import (
    AutoBackup,
    BackupFailedError,
    DamagedDatabaseError,
    check_database_file,
    latest_good_backup,
    open_checked,
    restore_backup,
    take_backup,
)
from sheepshead_scorer.store import Database, open_database
from sheepshead_scorer.store.backup import (
    backup_folder_for,
    backup_name,
    dump_json,
    list_backups,
    rotate,
)
from sheepshead_scorer.store.integrity import DamagedDatabaseFile, check_sqlite_file
from sheepshead_scorer.store.models import Player
from sheepshead_scorer.text import Text


def _players(path: Path) -> list[str]:
    database = open_database(path, migrate=False)
    try:
        with database.session() as session:
            return list(session.scalars(select(Player.name).order_by(Player.id)))
    finally:
        database.close()


@pytest.fixture
def filled(sqlite_db: Database) -> tuple[Database, Services, Path]:
    services = Services(sqlite_db, station="desk")
    for name in ("Ada", "Bob", "Cy"):
        services.create_player(PlayerFields(name=name))
    path = Path(sqlite_db.engine.url.database or "")
    return sqlite_db, services, path


def test_a_backup_of_an_open_file_holds_everything_committed(
    filled: tuple[Database, Services, Path],
) -> None:
    database, services, path = filled
    taken = take_backup(database.engine, database.url)  # the database stays open
    services.create_player(PlayerFields(name="After the backup"))

    assert taken.path.parent == backup_folder_for(path)
    assert taken.reason == "manual"
    assert check_sqlite_file(taken.path).ok
    assert _players(taken.path) == ["Ada", "Bob", "Cy"]


def test_backup_to_an_explicit_file_and_folder(
    filled: tuple[Database, Services, Path], tmp_path: Path
) -> None:
    database, _services, _path = filled
    one = take_backup(database.engine, database.url, to=tmp_path / "usb" / "copy.sqlite3")
    assert one.path == tmp_path / "usb" / "copy.sqlite3"
    (tmp_path / "folder").mkdir()
    two = take_backup(database.engine, database.url, to=tmp_path / "folder")
    assert two.path.parent == tmp_path / "folder"
    assert _players(one.path) == _players(two.path) == ["Ada", "Bob", "Cy"]


def test_rotation_keeps_the_newest_automatic_backups_and_every_manual_one(
    tmp_path: Path,
) -> None:
    start = datetime(2026, 11, 29, 12, tzinfo=UTC)
    for minute in range(25):
        name = backup_name("event", "auto", "sqlite3", start + timedelta(minutes=minute))
        (tmp_path / name).write_bytes(b"")
    (tmp_path / backup_name("event", "manual", "sqlite3", start)).write_bytes(b"")
    (tmp_path / backup_name("other", "auto", "sqlite3", start)).write_bytes(b"")

    removed = rotate(tmp_path, "event", keep=20)

    assert len(removed) == 5
    left = list_backups(tmp_path, "event")
    assert [b.reason for b in left].count("auto") == 20
    assert [b.reason for b in left].count("manual") == 1
    assert left[0].taken_at == start  # the manual one, the oldest, stayed
    assert len(list_backups(tmp_path, "other")) == 1


def test_auto_backup_after_a_round_closes_and_every_interval(
    filled: tuple[Database, Services, Path],
) -> None:
    database, _services, path = filled
    now = [0.0]
    auto = AutoBackup(database.engine, database.url, keep=3, interval_seconds=300,
                      clock=lambda: now[0])
    entered = Changes(hands=(1,))
    assert auto.after_action(entered) is None  # starts the clock
    now[0] = 299
    assert auto.after_action(entered) is None
    assert auto.after_action(Changes()) is None  # nothing changed: no backup
    now[0] = 300
    first = auto.after_action(entered)
    assert first is not None and first.reason == "auto"
    assert auto.after_action(entered) is None  # the interval starts again
    closed = auto.after_action(Changes(rounds=(1,)), round_closed=True)
    assert closed is not None and closed.reason == "round-closed"
    for step in range(1, 6):
        now[0] = 300 + 300 * step
        auto.after_action(entered)
    assert len(list_backups(backup_folder_for(path), path.stem)) == 3


def test_auto_backup_reports_a_failure_instead_of_stopping_entry(
    filled: tuple[Database, Services, Path], tmp_path: Path
) -> None:
    database, _services, _path = filled
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the backup folder should be")
    errors: list[Text] = []
    auto = AutoBackup(database.engine, database.url, folder=blocker / "sub",
                      on_error=errors.append)
    assert auto.after_action(Changes(), round_closed=True) is None
    assert errors and str(errors[0]).startswith("automatic backup failed: ")
    assert errors[0].template == "automatic backup failed: {error}"  # translated in the window


def test_restore_backs_up_the_current_file_then_replaces_it(
    filled: tuple[Database, Services, Path],
) -> None:
    database, services, path = filled
    taken = take_backup(database.engine, database.url)
    services.create_player(PlayerFields(name="Entered by mistake"))
    database.close()

    safety = restore_backup(path, taken.path)

    assert _players(path) == ["Ada", "Bob", "Cy"]
    assert safety is not None and "-before-restore-n" in safety.name
    assert _players(safety)[-1] == "Entered by mistake"


def test_restore_refuses_a_damaged_backup_and_leaves_the_file_alone(
    filled: tuple[Database, Services, Path], tmp_path: Path
) -> None:
    database, _services, path = filled
    database.close()
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"%PDF-1.7 not a database at all" * 10)
    with pytest.raises(BackupFailedError, match=r"cannot be restored.*not an SQLite file"):
        restore_backup(path, bad)
    assert _players(path) == ["Ada", "Bob", "Cy"]


def _damage(path: Path, how: str) -> None:
    data = path.read_bytes()
    if how == "not a database":
        path.write_bytes(b"Name;Club\nAda;Kegel\n" * 50)
    elif how == "truncated":
        path.write_bytes(data[:5000])
    elif how == "page damage":
        page = int.from_bytes(data[16:18], "big")
        broken = bytearray(data)
        for offset in range(page * 2, len(data), page):  # scribble over every b-tree page
            broken[offset:offset + 40] = b"\xff" * 40
        path.write_bytes(bytes(broken))


@pytest.mark.parametrize(
    ("how", "says"),
    [
        ("not a database", "not an SQLite file"),
        ("truncated", "truncated"),
        ("page damage", "damaged"),
    ],
)
def test_a_damaged_file_is_refused_at_open_and_the_latest_good_backup_offered(
    filled: tuple[Database, Services, Path], how: str, says: str
) -> None:
    database, _services, path = filled
    take_backup(database.engine, database.url)
    latest = take_backup(database.engine, database.url)
    database.close()
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    _damage(path, how)

    with pytest.raises(DamagedDatabaseFile):
        open_database(path)
    with pytest.raises(DamagedDatabaseError, match=says) as caught:
        Services.open(path)
    assert caught.value.latest_backup == latest.path
    assert f'sheepshead-scorer restore "{latest.path}"' in str(caught.value)

    restore_backup(path, latest.path)
    assert _players(path) == ["Ada", "Bob", "Cy"]
    assert open_checked(path).url.endswith(path.name)


def test_a_damaged_file_without_backups_says_so(tmp_path: Path) -> None:
    path = tmp_path / "lost.sqlite3"
    path.write_bytes(b"\x00" * 4096)
    with pytest.raises(DamagedDatabaseError, match="no good backup was found"):
        check_database_file(path)
    assert latest_good_backup(path) is None


def test_a_new_or_empty_file_is_fine(tmp_path: Path) -> None:
    assert check_sqlite_file(tmp_path / "new.sqlite3").ok
    (tmp_path / "empty.sqlite3").write_bytes(b"")
    assert check_sqlite_file(tmp_path / "empty.sqlite3").ok


def test_a_broken_foreign_key_fails_the_check(
    filled: tuple[Database, Services, Path],
) -> None:
    database, _services, path = filled
    database.close()
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA foreign_keys=OFF")
    connection.execute(
        "INSERT INTO registrations (event_id, player_id, status, paid_cents, registered_at,"
        " version, changed_at, changed_station) VALUES (999, 1, 'registered', 0, "
        "'2026-11-29 12:00:00', 1, '2026-11-29 12:00:00', 'x')"
    )
    connection.commit()
    connection.close()
    report = check_sqlite_file(path)
    assert not report.ok
    assert "registrations" in report.summary() and "events" in report.summary()


@pytest.mark.postgres
def test_postgresql_backup_with_pg_dump_and_as_json(pg_db: Database, tmp_path: Path) -> None:
    services = Services(pg_db, station="desk")
    services.create_player(PlayerFields(name="Ada"))
    dumped = take_backup(pg_db.engine, pg_db.url, to=tmp_path)
    assert dumped.path.suffix in (".dump", ".json") and dumped.path.stat().st_size > 0

    document = json.loads(dump_json(pg_db.engine, tmp_path / "all.json").read_text())
    assert document["format"] == "sheepshead-scorer-json-dump/1"
    players = document["tables"]["players"]
    assert players["rows"][0][players["columns"].index("name")] == "Ada"
    with pg_db.session() as session:
        tables = {t for t in document["tables"] if t != "alembic_version"}
        assert "hands" in tables and "audit_log" in tables
        assert len(players["rows"]) == session.scalar(select(func.count()).select_from(Player))
