"""A file called damaged keeps its write-ahead log: SQLite reads it first, a restore keeps the
damaged original with its -wal/-shm, and SQLite's recovery says what it got back."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from reliability import workload
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.database.backups import open_checked, restore, take_backup
from sheepshead_scorer.store import Database, open_database
from sheepshead_scorer.store.integrity import check_sqlite_file
from sheepshead_scorer.store.recovery import recover


def _hands(path: Path) -> int:
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return int(connection.execute("SELECT count(*) FROM hands").fetchone()[0])
    finally:
        connection.close()


def _enter(services: Services, table_ids: list[int], count: int, start: int = 0) -> None:
    import random

    rng = random.Random(start)
    for n in range(start, start + count):
        services.record_hand(table_ids[n % len(table_ids)],
                             workload.random_hand(rng, n // len(table_ids)))


def _crash_copy_with_a_zeroed_header(tmp_path: Path) -> tuple[Path, int]:
    """A file and its log as a crash leaves them, whose header on disk was then zeroed; the
    log holds page 1 and the last hands."""
    path = tmp_path / "live.sqlite3"
    database = open_database(path)
    services = Services(database, station="desk")
    event = workload.create_event(services, tables=2)
    round_id = workload.start_round(services, event.event_id, 1, seed=3)
    tables = [t for t, _n in workload.table_fill(database, round_id)]
    _enter(services, tables, 30)
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # the first 30 hands are in the file
    _enter(services, tables, 20, start=30)  # these 20 only in the log
    raw.execute("PRAGMA user_version = 7")  # page 1 (the header) in the log too
    raw.commit()
    crashed = tmp_path / "crashed" / "event.sqlite3"
    crashed.parent.mkdir()
    shutil.copyfile(path, crashed)
    shutil.copyfile(f"{path}-wal", f"{crashed}-wal")
    raw.close()
    database.close()
    with crashed.open("r+b") as handle:
        handle.write(b"\x00" * 100)
    return crashed, 50


def test_a_zeroed_header_with_an_intact_log_is_not_damaged(tmp_path: Path) -> None:
    crashed, hands = _crash_copy_with_a_zeroed_header(tmp_path)
    assert crashed.read_bytes()[:16] == b"\x00" * 16  # no SQLite header on disk

    assert check_sqlite_file(crashed).ok
    database = open_checked(crashed)
    database.close()
    assert _hands(crashed) == hands  # every hand, through the log


def test_restoring_over_a_damaged_file_keeps_it_with_its_log(
    sqlite_db: Database, tmp_path: Path
) -> None:
    services = Services(sqlite_db, station="desk")
    workload.create_event(services, tables=2)
    backup = take_backup(sqlite_db.engine, sqlite_db.url).path
    path = Path(sqlite_db.engine.url.database or "")
    sqlite_db.close()
    # a log holding the last change but not page 1, as a crash leaves it; then page 1 on
    # disk is lost: SQLite cannot read the file, the log still holds the change
    writer = sqlite3.connect(path)
    writer.execute("PRAGMA wal_autocheckpoint=0")
    writer.execute("UPDATE players SET name = upper(name)")  # same size: page 1 untouched
    writer.commit()
    kept_log = Path(f"{path}-wal").read_bytes()
    shutil.copyfile(path, tmp_path / "copy.sqlite3")
    writer.close()  # (its close checkpoints: put the crash state back)
    shutil.copyfile(tmp_path / "copy.sqlite3", path)
    Path(f"{path}-wal").write_bytes(kept_log)
    with path.open("r+b") as handle:
        handle.write(b"\x00" * 100)
    assert not check_sqlite_file(path).ok

    done = restore(path, backup)

    assert done.safety is None and done.damaged_kept is not None
    assert Path(f"{done.damaged_kept}-wal").read_bytes() == kept_log  # the log is kept
    assert done.recovery is not None
    print(done.note)
    assert "damaged file is kept as" in str(done.note)
    assert check_sqlite_file(path).ok  # the backup is in place


def test_recovery_rebuilds_a_broken_index_and_counts_what_it_got(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite3"
    database = open_database(path)
    services = Services(database, station="desk")
    event = workload.create_event(services, tables=2)
    round_id = workload.start_round(services, event.event_id, 1, seed=3)
    _enter(services, [t for t, _n in workload.table_fill(database, round_id)], 12)
    database.close()
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA writable_schema=ON")
    connection.execute(
        "UPDATE sqlite_master SET sql = 'CREATE INDEX ix_audit_log_at ON audit_log (station)'"
        " WHERE name = 'ix_audit_log_at'"
    )
    connection.commit()
    connection.close()
    assert not check_sqlite_file(path).ok

    found = recover(path, tmp_path / "recovered.sqlite3")

    assert found.path is not None and found.whole and found.method == "VACUUM INTO"
    assert found.rows == {"events": 1, "players": 10, "hands": 12}
    assert "read 1 events, 10 players and 12 hands back" in str(found.text)
    assert oct(found.path.stat().st_mode & 0o777) == "0o600"


def test_databases_logs_and_backups_are_readable_by_their_owner_only(tmp_path: Path) -> None:
    path = tmp_path / "new" / "event.sqlite3"
    database = open_database(path)
    workload.create_event(Services(database, station="desk"), tables=1)
    backup = take_backup(database.engine, database.url).path
    modes = {
        name: oct(target.stat().st_mode & 0o777)
        for name, target in {
            "folder": path.parent, "file": path, "wal": Path(f"{path}-wal"),
            "shm": Path(f"{path}-shm"), "backup": backup, "backups": backup.parent,
            "holders": path.with_name(path.name + ".holders"),
        }.items()
    }
    database.close()
    assert modes == {
        "folder": "0o700", "file": "0o600", "wal": "0o600", "shm": "0o600",
        "backup": "0o600", "backups": "0o700", "holders": "0o700",
    }
