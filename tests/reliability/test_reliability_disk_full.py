"""A full disk or a read-only file: a clear message, and nothing already entered is lost.

The full disk is real, not simulated: ``PRAGMA max_page_count`` caps the file so SQLite
itself fails with SQLITE_FULL ("database or disk is full") part-way through a write.
"""

from __future__ import annotations

import errno
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, func, select

from reliability import workload
from sheepshead_scorer import atomic_files
from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.database.backups import (
    BackupFailedError,
    StorageError,
    storage_error,
    take_backup,
)
from sheepshead_scorer.services.standings.tally_recount import tally_drift
from sheepshead_scorer.store import Database, open_database
from sheepshead_scorer.store.integrity import check_sqlite_file
from sheepshead_scorer.store.models import Hand, Player


def _cap_file(database: Database, extra_pages: int) -> None:
    """Let the file grow by at most ``extra_pages`` pages, on every new connection."""
    database.engine.dispose()

    def cap(connection: Any, _record: Any) -> None:
        pages = connection.execute("PRAGMA page_count").fetchone()[0]
        connection.execute(f"PRAGMA max_page_count={pages + extra_pages}")

    event.listen(database.engine, "connect", cap)


def test_a_full_disk_refuses_the_new_hand_clearly_and_keeps_every_earlier_one(
    tmp_path: Path,
) -> None:
    path = tmp_path / "event.sqlite3"
    database = open_database(path)
    services = Services(database, station="desk")
    setup = workload.create_event(services, 1)
    round_id = workload.start_round(services, setup.event_id, 1, seed=1)
    table_id = workload.table_fill(database, round_id)[0][0]
    _cap_file(database, extra_pages=3)

    rng = random.Random(7)
    entered = 0
    with pytest.raises(StorageError) as caught:
        for number in range(workload.HANDS_PER_ROUND):
            services.record_hand(table_id, workload.random_hand(rng, number))
            entered += 1
    message = str(caught.value)
    assert f"the disk holding {path} is full" in message
    assert "free space or save to another disk" in message
    assert "nothing you entered was lost" in message

    database.close()
    assert check_sqlite_file(path).ok
    reopened = open_database(path)
    with reopened.session() as session:
        assert session.scalar(select(func.count()).select_from(Hand)) == entered
        assert tally_drift(session) == []
    # once there is room again, entry carries on where it stopped
    Services(reopened, station="desk").record_hand(table_id, workload.random_hand(rng, entered))
    reopened.close()


def test_a_read_only_file_refuses_writes_clearly(sqlite_db: Database) -> None:
    services = Services(sqlite_db, station="desk")
    services.create_player(PlayerFields(name="Ada"))
    sqlite_db.engine.dispose()
    event.listen(sqlite_db.engine, "connect",
                 lambda c, _r: c.execute("PRAGMA query_only=ON"))

    with pytest.raises(StorageError, match=r"is read-only.*nothing you entered was lost"):
        services.create_player(PlayerFields(name="Bob"))
    with sqlite_db.session() as session:
        assert list(session.scalars(select(Player.name))) == ["Ada"]


def test_a_backup_to_a_full_disk_fails_clearly_and_changes_nothing(
    sqlite_db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Services(sqlite_db, station="desk").create_player(PlayerFields(name="Ada"))

    def full(_path: Path) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic_files, "sync_file", full)  # the USB stick fills while flushing
    with pytest.raises(BackupFailedError, match="is full; free space or save to another"):
        take_backup(sqlite_db.engine, sqlite_db.url, to=tmp_path / "stick")
    assert list((tmp_path / "stick").iterdir()) == []  # no half-written copy left behind


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (sqlite3.OperationalError("database or disk is full"), "is full"),
        (OSError(errno.ENOSPC, "No space left on device"), "is full"),
        (OSError(errno.EDQUOT, "Disk quota exceeded"), "is full"),
        (sqlite3.OperationalError("attempt to write a readonly database"), "is read-only"),
        (OSError(errno.EROFS, "Read-only file system"), "is read-only"),
        (sqlite3.OperationalError("no such table: hands"), None),
        (ValueError("unrelated"), None),
    ],
)
def test_storage_errors_are_recognised(error: BaseException, expected: str | None) -> None:
    found = storage_error(error, "/media/stick/event.sqlite3")
    if expected is None:
        assert found is None
    else:
        assert found is not None
        assert expected in str(found) and "/media/stick/event.sqlite3" in str(found)
