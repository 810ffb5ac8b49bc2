"""Issue 25, fault 7: backups are ordered by what they hold, never by the clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from reliability import workload
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.database.backups import backups_of, latest_good_backup, take_backup
from sheepshead_scorer.store import Database, backup_names
from sheepshead_scorer.store.backup_names import BackupFile, list_backups, rotate


class _Clock:
    """What ``datetime.now`` answers: set by the test (a laptop's clock put back)."""

    moment = datetime(2026, 12, 5, 20, 0, tzinfo=UTC)


class _FakeDatetime(datetime):
    @classmethod
    def now(cls, tz: object = None) -> _FakeDatetime:  # type: ignore[override]
        return cls.fromtimestamp(_Clock.moment.timestamp(), tz=UTC)


def test_a_clock_put_back_deletes_no_new_backup_and_latest_is_newest_by_content(
    sqlite_db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(backup_names, "datetime", _FakeDatetime)
    services = Services(sqlite_db, station="desk")
    taken: list[Path] = []
    for n in range(4):  # each an hour earlier by the clock, each holding more hands
        workload.play_hands(services, 3, seed=n, name=f"Night {n}")
        _Clock.moment -= timedelta(hours=1)
        taken.append(take_backup(sqlite_db.engine, sqlite_db.url, reason="auto", keep=2).path)

    kept = [b.path for b in backups_of(sqlite_db.url)]
    assert kept == taken[-2:]  # the newest two taken, though the clock says they are oldest
    database = Path(sqlite_db.engine.url.database or "")
    assert latest_good_backup(database) == taken[-1]
    assert workload.count_hands(taken[-1]) == 12


def test_names_carry_sequence_and_marker_and_old_names_count_as_older(tmp_path: Path) -> None:
    old = tmp_path / "event-20271231T235959000000Z-auto.sqlite3"  # a clock far ahead
    new = tmp_path / "event-20200101T000000000000Z-auto-n1-c40.sqlite3"
    later = tmp_path / "event-20200101T000000000000Z-round-closed-n1-c41.sqlite3"
    for path in (later, old, new):
        path.write_bytes(b"")
    found = list_backups(tmp_path, "event")
    assert [b.path for b in found] == [old, new, later]
    assert (found[2].reason, found[2].sequence, found[2].marker) == ("round-closed", 1, 41)


def test_rotation_never_deletes_the_newest(tmp_path: Path) -> None:
    for n in range(1, 4):
        (tmp_path / f"event-2026120{n}T000000000000Z-auto-n{n}-c{n}.sqlite3").write_bytes(b"")
    rotate(tmp_path, "event", keep=0)
    assert [b.sequence for b in list_backups(tmp_path, "event")] == [3]
    assert BackupFile(tmp_path / "x", datetime.now(UTC), "auto", 3, None).order[0] == 3
