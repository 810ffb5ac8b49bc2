"""Nothing slow on the window's thread (issue 26): the automatic backup that falls due on a
hand is taken on a worker thread, one at a time; the Enter returns before it is written,
the status bar says when it is, and the copy is whole."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.store.backup import backup_folder_for, list_backups
from sheepshead_scorer.ui.actions.backup_actions import install_backup_actions
from sheepshead_scorer.ui.actions.backup_worker import BackupRunner
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.shell.app import build_window

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def test_the_hand_on_which_the_backup_falls_due_returns_before_the_backup_is_taken(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    make_event(backend, 10)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    actions = install_backup_actions(window, backend, bus)
    actions.schedule.interval_seconds = 0  # due on the second hand
    entry: Any = window.show_screen("Hand entry")
    threads: list[int] = []
    release = threading.Event()
    real = backend.take_backup  # the worker backs up through the door

    def take_backup(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.get_ident())
        assert release.wait(20), "the test never let the backup go on"
        return real(*args, **kwargs)

    monkeypatch.setattr(backend, "take_backup", take_backup)
    said: list[str] = []
    bus.status.connect(said.append)
    for keys in ("1270", "2340"):  # the first starts the interval, the second falls due
        qtbot.keyClicks(entry.entry.edit, keys)
        qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Return)
        assert entry.entry.edit.text() == "", entry.entry.message.text()
    # Enter returned while the backup is held on its thread: it cannot be on this one
    qtbot.waitUntil(lambda: bool(threads), timeout=5000)
    assert threads[0] != threading.get_ident()
    assert actions.backups.busy
    qtbot.keyClicks(entry.entry.edit, "3450")  # typing goes on meanwhile
    qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Return)
    assert entry.entry.edit.text() == ""
    release.set()
    # the first one's report comes before the queued one (the third hand's) starts: wait
    # for both reports, not the first
    qtbot.waitUntil(
        lambda: sum(s.startswith("Automatic backup: ") for s in said) == 2, timeout=20000
    )
    assert len(threads) == 2 and not actions.backups.busy  # the third hand's one followed
    assert all(t != threading.get_ident() for t in threads)
    database = backend.database_file
    assert database is not None
    backups = list_backups(backup_folder_for(database))
    assert len(backups) == 2 and {b.reason for b in backups} == {"auto"}
    newest = max(backups, key=lambda b: b.path.stat().st_mtime).path
    with sqlite3.connect(newest) as copy:  # whole: it checks and holds the hands
        assert copy.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert copy.execute("SELECT count(*) FROM hands").fetchone()[0] >= 2


def test_a_second_backup_waits_for_the_first_and_wait_delivers_both(
    qtbot: QtBot, tmp_path: Path
) -> None:
    running = threading.Lock()
    overlaps: list[bool] = []
    go = threading.Event()

    def take(reason: str) -> str:
        overlaps.append(not running.acquire(blocking=False))
        try:
            go.wait(10)
            if reason == "bad":
                raise OSError("disk full")
            return reason
        finally:
            running.release()

    runner = BackupRunner(take)
    done: list[tuple[str, object]] = []
    failed: list[str] = []
    runner.done.connect(lambda reason, result: done.append((reason, result)))
    runner.failed.connect(lambda reason, _error: failed.append(reason))
    assert runner.start("auto")
    assert not runner.start("bad") and not runner.start("round-closed")  # the latest waits
    go.set()
    runner.wait()  # as on quit: both ended and reported, none running
    assert done == [("auto", "auto"), ("round-closed", "round-closed")]
    assert failed == [] and overlaps == [False, False] and not runner.busy
    go.clear()
    runner.start("bad")
    go.set()
    qtbot.waitUntil(lambda: failed == ["bad"], timeout=5000)
