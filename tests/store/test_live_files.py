"""A file this process has open through SQLite is never opened with a plain descriptor here,
whichever connection holds it: closing such a descriptor drops every POSIX lock the process
holds on the file (SQLite's included), and another program then deletes the -wal and -shm
under it. The engine's connections were counted before; a backup's or a check's own
connection (``sqlite_paths.connect``) was not, and the clean mark written when the engine
closed read the whole file under it."""

from __future__ import annotations

import gc
import os
from pathlib import Path

from sheepshead_scorer.store import clean_mark, live_files, open_database, sqlite_paths
from sheepshead_scorer.store.engine import open_in_this_process
from sheepshead_scorer.store.holders import holders_folder


def my_locks(path: Path) -> list[str]:
    inode = path.stat().st_ino
    held = []
    for line in Path("/proc/locks").read_text().splitlines():
        fields = line.split()  # 2: POSIX ADVISORY READ <pid> <major>:<minor>:<inode> ...
        if "->" not in fields and fields[4] == str(os.getpid()) and fields[5].endswith(
            f":{inode}"
        ):
            held.append(line)
    return held


def test_a_connection_outside_the_engine_keeps_its_locks_through_a_clean_mark(
    tmp_path: Path,
) -> None:
    path = tmp_path / "Club #7" / "club.db"
    open_database(path).close()  # made, checked, closed: no -wal left
    holders_folder(path).mkdir(exist_ok=True)
    backup_reader = sqlite_paths.connect(path)  # as a backup's source connection
    try:
        assert backup_reader.execute("SELECT count(*) FROM players").fetchone() == (0,)
        assert my_locks(path)
        assert open_in_this_process(path)
        assert open_in_this_process(Path(f"{path}-wal"))  # its log counts as the file
        clean_mark.remember(path)  # what Database.close does once its engine is gone
        assert my_locks(path), "the clean mark's read dropped SQLite's locks"
    finally:
        backup_reader.close()
    assert not open_in_this_process(path)
    clean_mark.remember(path)  # closed now: marked
    assert clean_mark.known_clean(path)


def test_the_count_follows_close_and_collection(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite3"
    first = sqlite_paths.connect(path)
    second = sqlite_paths.connect(path, read_only=True)
    assert live_files.open_here(path)
    first.close()
    assert live_files.open_here(path)
    del second  # never closed: counted off when collected
    gc.collect()
    assert not live_files.open_here(path)
    assert live_files.database_of(Path("/x/club.db-shm")) == Path("/x/club.db")
