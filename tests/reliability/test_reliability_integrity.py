"""The damaged-file check must not cry wolf: a checkpoint cut short by a crash is not damage.

With a write-ahead log, a checkpoint copies pages from the log into the file, page 1 (the
header, with the new page count) among the first; killed half-way, the file is shorter than
its header says while the log still holds every page. SQLite recovers from that on its own,
so the check must pass and every row must be readable.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from sheepshead_scorer.store.integrity import check_sqlite_file

WAL_HEADER, FRAME_HEADER = 32, 24


def _interrupted_checkpoint(folder: Path) -> Path:
    """A file + log as a crash in the middle of a checkpoint leaves them."""
    live = folder / "live.sqlite3"
    writer = sqlite3.connect(live)
    writer.execute("PRAGMA journal_mode=WAL")
    writer.execute("PRAGMA wal_autocheckpoint=0")
    writer.execute("CREATE TABLE hands (id INTEGER PRIMARY KEY, outcome TEXT)")
    writer.executemany("INSERT INTO hands (outcome) VALUES (?)", [("x" * 200,)] * 2000)
    writer.commit()
    crashed = folder / "crashed.sqlite3"
    shutil.copyfile(live, crashed)  # copied while the writer still holds the log open
    shutil.copyfile(f"{live}-wal", f"{crashed}-wal")
    writer.close()

    wal = Path(f"{crashed}-wal").read_bytes()
    page_size = int.from_bytes(wal[8:12], "big")
    newest_page_one = b""
    for offset in range(WAL_HEADER, len(wal) - FRAME_HEADER, FRAME_HEADER + page_size):
        if int.from_bytes(wal[offset:offset + 4], "big") == 1:
            start = offset + FRAME_HEADER
            newest_page_one = wal[start:start + page_size]
    assert newest_page_one, "the log holds no copy of page 1"
    with crashed.open("r+b") as handle:  # the checkpoint wrote page 1, then the crash came
        handle.write(newest_page_one)
    return crashed


def test_a_checkpoint_cut_short_is_not_reported_as_damage(tmp_path: Path) -> None:
    crashed = _interrupted_checkpoint(tmp_path)
    header = crashed.read_bytes()[:100]
    claimed = int.from_bytes(header[16:18], "big") * int.from_bytes(header[28:32], "big")
    assert crashed.stat().st_size < claimed  # shorter than its header says

    report = check_sqlite_file(crashed)

    assert report.ok, report.summary()
    connection = sqlite3.connect(crashed)
    assert connection.execute("SELECT count(*) FROM hands").fetchone() == (2000,)
    connection.close()


def test_the_same_file_without_its_log_is_reported_truncated(tmp_path: Path) -> None:
    crashed = _interrupted_checkpoint(tmp_path)
    Path(f"{crashed}-wal").unlink()  # the log was lost: now the file really is short

    report = check_sqlite_file(crashed)

    assert not report.ok
    assert "truncated" in report.summary()
