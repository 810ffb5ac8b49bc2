"""A clean quit clears the crash mark: the app's own ``main()`` as a new process, quit through
the application's quit, then the settings say the run ended (the next start says nothing).

The mark's end is connected to ``QApplication.aboutToQuit`` by ``session_memory.begin_run``;
a bound method of an object nobody else keeps was dropped with that object, so every start
after a clean quit said "the app was not closed properly"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PROBE = """
from PySide6.QtCore import QTimer
from sheepshead_scorer.ui.shell import app
qt = app.application()
QTimer.singleShot(1500, qt.quit)  # File -> Quit, once the window is up
print('EXIT', app.main(['--database', {database!r}]))
"""


def _start_and_quit(home: Path, database: Path) -> str:
    env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
           "QT_QPA_PLATFORM": "offscreen", "SHEEPSHEAD_LOG_DIR": str(home / "logs")}
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(database=str(database))],
        capture_output=True, text=True, env=env, timeout=120, check=True,
    )
    return done.stdout


def _settings(home: Path) -> str:
    [conf] = (home / ".config").rglob("sheepshead-scorer.conf")
    return conf.read_text(encoding="utf-8")


def test_a_clean_quit_clears_the_crash_mark(tmp_path: Path) -> None:
    home, database = tmp_path / "home", tmp_path / "Club #3" / "club.sqlite3"
    database.parent.mkdir()

    assert "EXIT 0" in _start_and_quit(home, database)
    assert "running=false" in _settings(home)

    assert "EXIT 0" in _start_and_quit(home, database)  # and again: nothing to say
    assert "running=false" in _settings(home)
