"""Several programs on one SQLite file, in real processes: restores are refused while anyone
holds the file (naming who), no acknowledged hand ends up in no file, and any number of
readers and writers (hand entry, CLI reads and writes, backups) can share the file.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import select

from reliability import workload
from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.database.backups import (
    DatabaseHeldError,
    open_checked,
    restore,
    take_backup,
)
from sheepshead_scorer.services.standings.tally_recount import tally_drift
from sheepshead_scorer.store import holders, open_database
from sheepshead_scorer.store.integrity import check_sqlite_file
from sheepshead_scorer.store.models import Player

ROOT = Path(__file__).resolve().parents[2]
SHARER = Path(__file__).with_name("file_sharers.py")


class Child:
    """A child process of ``file_sharers.py``; its output lines are collected as they come."""

    def __init__(self, *args: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        self.process = subprocess.Popen(
            [sys.executable, str(SHARER), *args], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT,
        )
        assert self.process.stdout is not None
        first = self.process.stdout.readline().strip()
        if first != "READY":
            self.process.kill()
            raise AssertionError(f"child did not start: {first} {self.process.stderr.read()}")  # type: ignore[union-attr]
        self.lines: list[str] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.strip())

    def acks(self) -> list[int]:
        return [int(line.split()[1]) for line in list(self.lines) if line.startswith("ACK ")]

    def wait_for_acks(self, count: int, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while len(self.acks()) < count:
            assert self.process.poll() is None, self.lines[-5:]
            assert time.monotonic() < deadline, f"only {len(self.acks())} acks"
            time.sleep(0.05)

    def stop(self) -> int:
        assert self.process.stdin is not None
        self.process.stdin.close()
        status = self.process.wait(timeout=60)
        self.reader.join(timeout=10)
        return status

    def errors(self) -> list[str]:
        return [line for line in self.lines if line.startswith("ERROR")]


def _hand_ids(path: Path) -> set[int]:
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return {row[0] for row in connection.execute("SELECT id FROM hands")}
    finally:
        connection.close()


@pytest.fixture
def event_file(tmp_path: Path) -> Iterator[tuple[Path, int, Path]]:
    """A file with an event of 4 tables and a published round; a backup taken before any
    hand; the file closed again."""
    path = tmp_path / "event.sqlite3"
    database = open_database(path)
    services = Services(database, station="desk")
    event = workload.create_event(services, tables=4)
    workload.start_round(services, event.event_id, 1, seed=1)
    early = take_backup(database.engine, database.url).path
    database.close()
    yield path, event.event_id, early


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", *args], capture_output=True, text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)), cwd=ROOT, timeout=120, check=False,
    )


def test_restore_is_refused_while_a_writer_holds_the_file_and_no_acknowledged_hand_is_lost(
    event_file: tuple[Path, int, Path],
) -> None:
    path, event_id, early = event_file
    writer = Child("writer", str(path), str(event_id), "0", "1", "120")
    writer.wait_for_acks(5)
    refusals = 0
    for _attempt in range(5):  # while hands keep coming in
        with pytest.raises(DatabaseHeldError) as caught:
            restore(path, early)
        message = str(caught.value)
        assert "test writer (station writer 0)" in message
        assert f"process {writer.process.pid}" in message and "nothing was changed" in message
        refusals += 1
        time.sleep(0.1)
    command = _cli("restore", str(early), "--database", str(path))
    assert command.returncode == 2
    assert command.stderr.count("\n") == 1 and command.stderr.startswith("error: ")
    assert "test writer" in command.stderr
    assert writer.stop() == 0 and not writer.errors()
    acknowledged = set(writer.acks())
    assert len(acknowledged) >= 5
    assert acknowledged <= _hand_ids(path)  # the refused restores changed nothing

    done = restore(path, early)  # nobody holds it now

    assert done.safety is not None
    assert _hand_ids(path) == set()  # the early backup had no hands
    lost = acknowledged - _hand_ids(done.safety)
    assert lost == set()
    print(f"restore under an open writer: {refusals + 1} refused, "
          f"{len(acknowledged)} acknowledged hands, {len(lost)} lost")


def test_a_killed_holder_does_not_block_a_restore(event_file: tuple[Path, int, Path]) -> None:
    path, event_id, early = event_file
    writer = Child("writer", str(path), str(event_id), "0", "1", "120")
    writer.wait_for_acks(2)
    os.kill(writer.process.pid, signal.SIGKILL)
    writer.process.wait()
    writer.reader.join(timeout=10)
    assert len(list(holders.holders_folder(path).glob("*.json"))) == 1  # left behind

    assert holders.live_holders(path) == ()  # its lock went with it
    done = restore(path, early)

    assert done.safety is not None and set(writer.acks()) <= _hand_ids(done.safety)


def test_another_sqlite_program_blocks_a_restore(event_file: tuple[Path, int, Path]) -> None:
    path, _event_id, early = event_file
    shell = subprocess.Popen(
        [sys.executable, "-c",
         "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); "
         "c.execute('select count(*) from players').fetchone(); print('READY', flush=True); "
         "sys.stdin.read()", str(path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    assert shell.stdout is not None and shell.stdout.readline().strip() == "READY"
    try:
        with pytest.raises(DatabaseHeldError, match="open in another program that uses SQLite"):
            restore(path, early)
    finally:
        shell.communicate("")
    assert restore(path, early).safety is not None


def test_an_open_waits_for_a_restore_and_then_says_so(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite3"
    open_database(path).close()
    with holders.exclusive(path):
        started = time.monotonic()
        with pytest.raises(holders.FileHeldError, match="is being restored by"):
            holders.register(path, wait=0.3)
        assert time.monotonic() - started >= 0.3
    holder = holders.register(path, wait=0.3)
    assert holder is not None
    holder.release()


def test_a_second_open_in_one_process_keeps_the_log_of_the_first(tmp_path: Path) -> None:
    """The bug behind "the CLI removed the app's -wal/-shm": opening the file a second time
    in a process read its header through a plain descriptor, whose close dropped every
    SQLite lock of the process; the next program to close the file then took it for its
    own, checkpointed and deleted the -wal and -shm under the first."""
    path = tmp_path / "event.sqlite3"
    first = open_checked(path)
    services = Services(first, station="app")
    services.create_player(PlayerFields(name="Ada"))
    second = open_checked(path)  # File → Open of the same file, a projector, ...
    second.close()

    command = _cli("players", "--database", str(path))

    assert command.returncode == 0, command.stderr
    assert Path(f"{path}-wal").exists() and Path(f"{path}-shm").exists()
    services.create_player(PlayerFields(name="Bob"))  # was "disk I/O error"
    first.close()
    assert "Ada" in command.stdout
    database = open_database(path)
    with database.session() as session:
        assert session.scalars(select(Player.name).order_by(Player.id)).all() == ["Ada", "Bob"]
    database.close()


def test_many_readers_and_writers_share_one_file(event_file: tuple[Path, int, Path]) -> None:
    path, event_id, _early = event_file
    writers = [Child("writer", str(path), str(event_id), str(k), "2", "120") for k in (0, 1)]
    backups = Child("backups", str(path), "120")
    people = path.with_name("people.csv")
    app = open_checked(path)  # this process holds the file the whole time, like the app
    app_services = Services(app, station="app")
    cli_runs = 0
    try:
        for round_number in range(6):
            people.write_text(f"name\nWalk-in {round_number}\n", encoding="utf-8")
            for args in (
                ("players", "--database", str(path)),
                ("standings", "--event", str(event_id), "--database", str(path)),
                ("import-players", str(people), "--database", str(path)),
                ("backup", "--database", str(path)),
            ):
                command = _cli(*args)
                assert command.returncode == 0, (args, command.stderr)
                cli_runs += 1
            again = open_checked(path)  # a second window in this process
            again.close()
            app_services.create_player(PlayerFields(name=f"App {round_number}"))
            assert Path(f"{path}-wal").exists()
    finally:
        statuses = [child.stop() for child in (*writers, backups)]
        app.close()
    assert statuses == [0, 0, 0]
    assert [c.errors() for c in (*writers, backups)] == [[], [], []]
    acknowledged = set(writers[0].acks()) | set(writers[1].acks())
    assert len(acknowledged) >= 20
    assert acknowledged <= _hand_ids(path)
    assert check_sqlite_file(path).ok
    database = open_database(path)
    with database.session() as session:
        assert tally_drift(session) == []
    database.close()
    print(f"one file, 2 writers + backups + {cli_runs} CLI runs + 12 opens in the app "
          f"process: {len(acknowledged)} acknowledged hands, 0 lost, "
          f"{sum(1 for line in backups.lines if line.startswith('BACKUP'))} online backups")
