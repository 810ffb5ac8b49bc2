"""Damage is never silent (issue 25, item 4): an index page gone bad on the disk while the
file was closed — same size, time, inode and first page — made `standings` print 0 rows with
exit 0, because the clean mark skipped the check and the quick check does not compare an
index with its table. The mark now hashes the whole file, and content changed under the same
size and time brings the full check: the damaged-file message, never empty standings."""

from __future__ import annotations

import os
import random
import sqlite3
from pathlib import Path

import pytest

from reliability import workload
from sheepshead_scorer.cli import main
from sheepshead_scorer.services import Services
from sheepshead_scorer.store import clean_mark, open_database


def made(path: Path, hands: int = 30) -> int:
    database = open_database(path)
    services = Services(database, station="desk")
    setup = workload.create_event(services, 2)
    round_id = workload.start_round(services, setup.event_id, 1, seed=1)
    rng = random.Random(1)
    tables = [t for t, _ in workload.table_fill(database, round_id)]
    for number in range(hands):
        services.record_hand(tables[number % 2], workload.random_hand(rng, number // 2))
    database.close()
    return setup.event_id


def empty_index_pages(path: Path, table: str) -> int:
    """Every index of ``table`` made a valid, empty index page (what a bad sector rewritten
    by the disk looks like to SQLite: nothing to read there), the file's time put back."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as reader:
        roots = [r for (r,) in reader.execute(
            "SELECT rootpage FROM sqlite_master WHERE type = 'index' AND tbl_name = ?", (table,)
        )]
        size = reader.execute("PRAGMA page_size").fetchone()[0]
    status = path.stat()
    with path.open("r+b") as handle:
        for root in roots:
            page = bytearray(size)
            page[0] = 0x0A  # an index leaf with no cells
            page[5:7] = (size % 65536).to_bytes(2, "big")
            handle.seek((root - 1) * size)
            handle.write(bytes(page))
    os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns))
    return len(roots)


def standings(capsys: pytest.CaptureFixture[str], path: Path, event: int) -> tuple[int, str, str]:
    capsys.readouterr()
    status = main(["standings", "--event", str(event), "--database", str(path)])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_a_bad_index_page_is_the_damaged_file_message_not_empty_standings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "club.sqlite3"
    event = made(path)
    status, before, _err = standings(capsys, path, event)
    assert status == 0 and before.count("\n") > 10
    assert empty_index_pages(path, "player_tallies") > 0
    assert clean_mark.status(path) == clean_mark.ALTERED_UNSEEN
    status, out, err = standings(capsys, path, event)
    assert status != 0 and out == ""
    assert "is damaged" in err and "index" in err


def test_a_file_changed_by_another_program_gets_the_quick_check_only(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    made(path, hands=2)
    other = sqlite3.connect(path)
    with other:
        other.execute("UPDATE players SET name = upper(name)")
    other.close()
    assert clean_mark.status(path) == clean_mark.CHANGED
    open_database(path).close()
    assert clean_mark.status(path) == clean_mark.CLEAN
