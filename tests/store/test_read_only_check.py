"""`db check` on a healthy file on a read-only disk says read-only, never "damaged" (issue
25, item 10b): the file is read as immutable (nobody can be writing it: no -wal, and none can
be made), passes the full check, and the tallies are said not recounted; with a -wal left on
the read-only disk it says it cannot be read there, not damage. Needs a RAM disk (root)."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from reliability.full_disk import cli
from tests.reliability.test_reliability_full_disk_reads import _can_mount
from tests.store.test_index_damage import made


@pytest.fixture
def read_only_disk(tmp_path: Path) -> Iterator[Path]:
    disk = tmp_path / "stick"
    disk.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", str(disk)], check=True)
    try:
        made(disk / "event.sqlite3", hands=4)
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
        yield disk
    finally:
        subprocess.run(["umount", str(disk)], check=False)


@pytest.mark.skipif(not _can_mount(), reason="a read-only disk needs root and mount (tmpfs)")
def test_db_check_of_a_healthy_file_on_a_read_only_disk_says_read_only(
    read_only_disk: Path,
) -> None:
    path = read_only_disk / "event.sqlite3"
    done = cli("db", "check", "--database", str(path))
    assert done.returncode == 0, done.stderr
    assert "full integrity check passed; it is read-only" in done.stdout
    assert "is damaged" not in done.stdout + done.stderr
    subprocess.run(["mount", "-o", "remount,rw", str(read_only_disk)], check=True)
    Path(f"{path}-wal").write_bytes(b"")  # a log left beside it, then write-protected
    Path(f"{path}-wal").write_bytes(b"\0" * 4096)
    subprocess.run(["mount", "-o", "remount,ro", str(read_only_disk)], check=True)
    done = cli("db", "check", "--database", str(path))
    assert done.returncode != 0 and "is damaged" not in done.stderr
    assert "cannot be checked where it is: it is read-only" in done.stderr
