"""A closed round's clock is over (issue 29, the director's walk): once Seating closes the
round, the status bar and the projector show no running clock (before, they went on counting
"LAST HAND (6:40 over)" on a finished event), a restart shows none, and reopening the round
shows the clock again, its time having run on meanwhile (docs/ui.md "Round clock")."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ids import RoundId
from sheepshead_scorer.store import open_database
from sheepshead_scorer.tournament.round_clock import ClockPhase
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow
from sheepshead_scorer.ui.screens.seating_screen import SeatingScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.widgets.clock_ticker import ClockTicker

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def _close_anyway(qtbot: QtBot, seen: list[str]) -> None:
    """Answer Seating's "Close round 1?" with its Close anyway button (tables miss hands)."""

    def run() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, run)
            return
        seen.append(box.text())
        go = next(b for b in box.buttons()
                  if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
        qtbot.mouseClick(go, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, run)


def test_closing_the_round_on_seating_stops_the_clock_on_the_status_bar_and_projector(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10, hands=2)  # two tables, 2 hands: a 4-minute round
    round_id = RoundId(ready.round_id)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    status = window.statusBar().findChild(QLabel, "roundClockStatus")
    ticker = window.findChild(ClockTicker)
    seating = window.show_screen("Seating")
    assert isinstance(seating, SeatingScreen)
    assert isinstance(status, QLabel) and ticker is not None and seating is not None
    projector = ProjectorWindow(backend, bus, ready.event_id, base_size=26)
    qtbot.addWidget(projector)
    projector.show_on(None)
    qtbot.waitExposed(projector)

    bus.publish(backend.start_round_clock(round_id, expected_version=0))
    for shown in (ticker, projector.clock.ticker):
        shown.offset += 6 * 60 + 40 + 4 * 60  # 6:40 past the end, as the walk saw it
    qtbot.waitUntil(lambda: status.text().startswith("Round 1 clock: LAST HAND (6:4"),
                    timeout=2000)
    qtbot.waitUntil(lambda: projector.clock.phase_label.text().startswith("LAST HAND"),
                    timeout=2000)

    seen: list[str] = []
    _close_anyway(qtbot, seen)
    seating.close_or_reopen_round()  # Seating's Close round button
    assert seen == ["Close round 1 of session 1?"]
    assert backend.round_clock(round_id).reading.phase == ClockPhase.CLOSED
    qtbot.waitUntil(lambda: not status.isVisible(), timeout=2000)
    qtbot.waitUntil(lambda: not projector.clock.isVisible(), timeout=2000)
    assert ticker.view is None and not ticker.timer.isActive()  # nothing counts on
    assert ticker.closed is not None and ticker.closed.round == 1

    # the menu's keys say why nothing happens (the service refuses a closed round's clock too)
    said: list[str] = []
    bus.status.connect(said.append)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert said[-1] == ("Round 1 is closed: its clock is over. Reopen the round on Seating "
                        "to change its clock.")

    # reopened: the clock is back as it was, started and running (read afresh: the desk's
    # clock again, a few seconds after the start, without the 10:40 this test moved it on)
    seating.close_or_reopen_round()  # now Reopen round
    qtbot.waitUntil(lambda: status.isVisible(), timeout=2000)
    assert re.fullmatch(r"Round 1 clock: (4:00|3:5\d)", status.text())
    assert backend.round_clock(round_id).reading.phase == ClockPhase.RUNNING
    qtbot.waitUntil(lambda: projector.clock.isVisible(), timeout=2000)
    projector.clock.ticker.stop()


PROBE = """
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel
from sheepshead_scorer.ui.shell import app
from sheepshead_scorer.ui.widgets.clock_ticker import ClockTicker
qt = app.application()

def look():
    shown = next(w for w in QApplication.topLevelWidgets() if w.findChild(ClockTicker))
    status = shown.statusBar().findChild(QLabel, "roundClockStatus")
    ticker = shown.findChild(ClockTicker)
    print("SHOWN", status.isVisible(), repr(status.text()), ticker.view is None,
          ticker.closed is not None, flush=True)
    qt.quit()

QTimer.singleShot(1500, look)
print('EXIT', app.main(['--database', {database!r}]))
"""


def test_a_restart_shows_no_clock_for_a_closed_round(tmp_path: Path) -> None:
    database = tmp_path / "walk.sqlite"
    backend = Backend(open_database(database), "setup")
    ready = make_event(backend, 10, hands=2)
    round_id = RoundId(ready.round_id)
    backend.start_round_clock(round_id, expected_version=0)
    backend.close_round(round_id, allow_incomplete=True)
    backend.close()
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / ".config"),
           "QT_QPA_PLATFORM": "offscreen", "SHEEPSHEAD_LOG_DIR": str(tmp_path / "logs")}
    done = subprocess.run([sys.executable, "-c", PROBE.format(database=str(database))],
                          capture_output=True, text=True, env=env, timeout=120, check=False)
    assert "EXIT 0" in done.stdout, done.stdout + done.stderr
    assert "SHOWN False" in done.stdout and "True True" in done.stdout, done.stdout
