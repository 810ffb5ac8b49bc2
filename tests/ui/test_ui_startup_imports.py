"""The window starts on the modules its first screen needs: the other screens, the projector,
the preferences, the print preview (QtPrintSupport) and the document writers load when first
used, and the collector is back on (with start-up's objects frozen) once the window is up."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from sheepshead_scorer.store import Database
from tests.demo_snapshot import DemoSnapshot, load_snapshot

#: Modules a start on the Players screen has no use for.
NOT_AT_START = (
    "sheepshead_scorer.ui.screens.hand_entry_screen",
    "sheepshead_scorer.ui.screens.event_screen",
    "sheepshead_scorer.ui.screens.seating_screen",
    "sheepshead_scorer.ui.screens.standings_screen",
    "sheepshead_scorer.ui.screens.statistics_screen",
    "sheepshead_scorer.ui.screens.season_screen",
    "sheepshead_scorer.ui.projector.projector_window",
    "sheepshead_scorer.ui.shell.settings_dialog",
    "sheepshead_scorer.ui.actions.print_preview",
    "PySide6.QtPrintSupport",
    "alembic",
    "reportlab",
    "openpyxl",
    "matplotlib",
)


def _isolated(folder: Path) -> dict[str, str]:
    """Offscreen, with the settings and data folders in ``folder`` (never the user's)."""
    return {
        **os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(folder),
        "XDG_CONFIG_HOME": str(folder / "config"), "XDG_DATA_HOME": str(folder / "data"),
        "XDG_CACHE_HOME": str(folder / "cache"),
    }


def test_the_window_starts_without_the_screens_it_does_not_show(
    tmp_path: Path, sqlite_db: Database, demo_snapshots: Callable[[str], DemoSnapshot]
) -> None:
    load_snapshot(demo_snapshots("sqlite"), sqlite_db)
    sqlite_db.close()
    database = sqlite_db.url.removeprefix("sqlite:///")
    probe = (
        "import gc, sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from sheepshead_scorer.ui.shell import app\n"
        "qt = app.application()\n"
        "QTimer.singleShot(0, qt.quit)  # as soon as the event loop runs: the window is up\n"
        f"app.main(['--database', {database!r}])\n"
        f"print('LOADED', [m for m in {NOT_AT_START!r} if m in sys.modules])\n"
        "print('SHOWN', app.QApplication.instance() is not None)\n"
        "print('GC', gc.isenabled(), gc.get_freeze_count() > 0)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=False,
        env=_isolated(tmp_path), timeout=120,
    )
    shown = done.stdout + done.stderr
    assert "LOADED []" in shown, shown
    assert "GC True True" in shown, shown


def test_the_program_imports_its_data_half_before_qt(
    tmp_path: Path, sqlite_db: Database, demo_snapshots: Callable[[str], DemoSnapshot]
) -> None:
    """PySide6 reads the source of every module imported after it (its ``__feature__``
    hook): the program (``sheepshead-scorer`` with no command) imports SQLAlchemy and the
    services first."""
    load_snapshot(demo_snapshots("sqlite"), sqlite_db)
    sqlite_db.close()
    database = sqlite_db.url.removeprefix("sqlite:///")
    probe = (
        "import sys, runpy\n"
        f"sys.argv = ['sheepshead-scorer', '--smoke', '--database', {database!r}]\n"
        "try:\n    runpy.run_module('sheepshead_scorer', run_name='__main__')\n"
        "except SystemExit:\n    pass\n"
        "wanted = ('sqlalchemy.orm', 'sheepshead_scorer.services.door.services', 'PySide6')\n"
        "print('ORDER', [m for m in sys.modules if m in wanted] == list(wanted))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=False,
        env=_isolated(tmp_path), timeout=120,
    )
    assert "ORDER True" in done.stdout, done.stdout + done.stderr
