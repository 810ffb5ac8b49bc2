"""The round clock survives a restart of the app: it is kept with the round, not in memory.

The app's own ``main()`` runs as a new process three times on one database file: the first
starts the clock through Edit → Round clock → Start… and quits; the second reads the time left
(less by the seconds that passed) and pauses it with F8's action; the third reads the same time
left as when it was paused, however long the app was closed."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

from ui_helpers import make_event

from sheepshead_scorer.ids import RoundId
from sheepshead_scorer.services import Services
from sheepshead_scorer.store import open_database
from sheepshead_scorer.tournament.round_clock import ClockPhase
from sheepshead_scorer.ui.door.backend import Backend

PROBE = """
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QLabel
from sheepshead_scorer.ui.shell import app
from sheepshead_scorer.ui.widgets.clock_ticker import ClockTicker
qt = app.application()

def window():
    return next(w for w in QApplication.topLevelWidgets() if w.findChild(ClockTicker))

def accept():
    dialog = QApplication.activeModalWidget()
    if isinstance(dialog, QDialog):
        dialog.accept()
    else:
        QTimer.singleShot(20, accept)

def act():
    shown = window()
    ticker = shown.findChild(ClockTicker)
    status = shown.statusBar().findChild(QLabel, "roundClockStatus")
    print("BEFORE", ticker.reading().left, ticker.reading().phase.value, status.text(), flush=True)
    if {action!r}:
        if {action!r} == "clockStartAction":
            QTimer.singleShot(0, accept)
        shown.findChild(QAction, {action!r}).trigger()
        print("AFTER", ticker.reading().left, ticker.reading().phase.value, flush=True)
    qt.quit()

QTimer.singleShot(1500, act)
print('EXIT', app.main(['--database', {database!r}]))
"""


def _run(home: Path, database: Path, action: str) -> str:
    env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
           "QT_QPA_PLATFORM": "offscreen", "SHEEPSHEAD_LOG_DIR": str(home / "logs")}
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(database=str(database), action=action)],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )
    assert "EXIT 0" in done.stdout, done.stdout + done.stderr
    return done.stdout


def _line(out: str, name: str) -> tuple[int, str]:
    found = re.search(rf"^{name} (-?\d+) (\w+)", out, re.MULTILINE)
    assert found is not None, out
    return int(found.group(1)), found.group(2)


def _event(database: Path) -> RoundId:
    """The window tests' event, its first round of 15 hands published."""
    return RoundId(make_event(Backend(open_database(database), "setup"), 10, hands=15).round_id)


def test_the_clock_reads_the_same_after_a_restart(tmp_path: Path) -> None:
    home, database = tmp_path / "home", tmp_path / "club.sqlite3"
    round_id = _event(database)

    first = _run(home, database, "clockStartAction")  # Start… and Enter: 30 minutes
    assert _line(first, "BEFORE") == (1800, "not_started")
    left, phase = _line(first, "AFTER")
    assert phase == "running" and 1798 <= left <= 1800
    started = time.monotonic()

    second = _run(home, database, "clockPauseAction")  # a new process: F8 pauses
    left, phase = _line(second, "BEFORE")
    gone = time.monotonic() - started
    assert phase in ("running", "warning")
    assert 1800 - gone - 3 <= left <= 1800 - gone + 2  # less by the time that passed
    paused_at, phase = _line(second, "AFTER")
    assert phase == "paused"

    time.sleep(2)  # the app closed a while
    third = _run(home, database, "")
    assert _line(third, "BEFORE") == (paused_at, "paused")  # the same time left
    assert "Round 1 clock:" in third and "· paused" in third

    stored = Services(open_database(database), station="check").round_clock(round_id)
    assert stored.reading.phase == ClockPhase.PAUSED and stored.reading.left == paused_at
