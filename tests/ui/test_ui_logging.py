"""Logging: the rotating file in the data folder; the change poll's failure and an exception
nobody caught in the event loop both reach it (and the latter is shown), never swallowed."""

from __future__ import annotations

import logging
import logging.handlers
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from sheepshead_scorer.logs import BACKUPS, LOG_FILE_NAME, MAX_BYTES, setup_logging, stop_logging
from sheepshead_scorer.services.core.change_feed import ChangeMarker
from sheepshead_scorer.ui.actions.backup_actions import BackupActions
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.shell.error_log import install_exception_hook

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


@pytest.fixture
def log_file(tmp_path: Path) -> Iterator[Path]:
    path = setup_logging(tmp_path / "data")
    assert path == tmp_path / "data" / LOG_FILE_NAME
    yield path
    stop_logging()


def _text(path: Path) -> str:
    for handler in logging.getLogger("sheepshead_scorer").handlers:
        handler.flush()
    return path.read_text(encoding="utf-8") if path.exists() else ""


def test_the_log_file_rotates_and_is_size_limited(log_file: Path) -> None:
    [handler] = [h for h in logging.getLogger("sheepshead_scorer").handlers
                 if isinstance(h, logging.handlers.RotatingFileHandler)]
    assert (handler.maxBytes, handler.backupCount) == (MAX_BYTES, BACKUPS)
    logging.getLogger("sheepshead_scorer.services.hands.hand_edits").info("a line from a module")
    assert "INFO sheepshead_scorer.services.hands.hand_edits" in _text(log_file)


def test_the_poll_timers_failure_reaches_the_log_file(
    qtbot: QtBot, backend: Backend, bus: AppBus, log_file: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    actions = BackupActions(window, backend, bus)

    def lost(marker: ChangeMarker | None) -> None:
        raise ConnectionError("server closed the connection unexpectedly")

    monkeypatch.setattr(backend, "changes_since", lost)
    actions.timer.setInterval(20)
    qtbot.waitUntil(lambda: "server closed the connection" in _text(log_file), timeout=3000)
    text = _text(log_file)
    assert "polling for other stations' changes failed" in text
    assert "Traceback" in text and "ConnectionError" in text
    assert actions.timer.isActive()  # it keeps trying
    qtbot.waitUntil(lambda: _text(log_file).count("polling for other") >= 3, timeout=3000)
    assert _text(log_file).count("Traceback") == 1  # one traceback, then one line each
    monkeypatch.undo()
    qtbot.waitUntil(lambda: "works again" in _text(log_file), timeout=3000)
    actions.timer.stop()


@pytest.mark.qt_no_exception_capture
def test_an_uncaught_exception_in_the_event_loop_is_logged_and_shown(
    qtbot: QtBot, log_file: Path
) -> None:
    shown: list[str] = []
    restore = install_exception_hook(shown.append, log_file)

    def broken_slot() -> None:
        raise ZeroDivisionError("a bug in a slot")

    try:
        QTimer.singleShot(0, broken_slot)
        qtbot.waitUntil(lambda: bool(shown), timeout=2000)
    finally:
        restore()
    assert "ZeroDivisionError: a bug in a slot" in shown[0]
    assert str(log_file) in shown[0] and "What was saved is kept" in shown[0]
    text = _text(log_file)
    assert "CRITICAL sheepshead_scorer.ui.shell.error_log" in text and "broken_slot" in text
