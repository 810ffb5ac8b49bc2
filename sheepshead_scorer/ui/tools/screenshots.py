"""Save a PNG of every main screen on the sample event:
`python -m sheepshead_scorer.ui.tools.screenshots [FOLDER] [--theme light|dark|system] [--scale 2]
[--language en|de]` (default /tmp/sheepshead-screens, light, 1, en). `scripts/screenshots`
runs it under Xvfb; ``--scale`` sets QT_SCALE_FACTOR before Qt starts (high-DPI check)."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings, Theme
from sheepshead_scorer.ui.preferences.theme import apply_theme
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.screens.round_totals_screen import RoundTotalsScreen
from sheepshead_scorer.ui.screens.statistics_screen import StatisticsScreen
from sheepshead_scorer.ui.shell.app import application, build_window
from sheepshead_scorer.ui.tools.sample_event import build_sample_event
from sheepshead_scorer.ui.widgets.screen_fit import fit_to_screen
from sheepshead_scorer.ui.words.translation import install_language

SHOTS = (
    ("01-players", "Players"),
    ("02-event-setup", "Event setup"),
    ("03-registration", "Registration"),
    ("04-seating", "Seating"),
    ("05-hand-entry", "Hand entry"),
    ("05b-hand-entry-six-seats", "Hand entry"),
    ("06-round-totals", "Round totals"),
    ("07-standings", "Standings"),
    ("08-statistics", "Statistics"),
    ("08b-league-season", "League season"),
)


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def take(folder: Path, theme: Theme = Theme.LIGHT, language: str = "en") -> list[Path]:
    app = application()
    install_language(app, language)
    work = Path(tempfile.mkdtemp(prefix="sheepshead-shots-"))
    settings = AppSettings(QSettings(str(work / "settings.ini"), QSettings.Format.IniFormat))
    settings.theme = theme
    apply_theme(app, settings.theme, settings.font_size)
    backend = Backend.open_database(work / "sample.sqlite", "screenshots")
    build_sample_event(backend)
    bus = AppBus()
    window = build_window(backend, bus, settings)
    fit_to_screen(window, 1560, 940)  # on a 1366×768 Xvfb: what a laptop shows
    window.show()
    settle(app)
    folder.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    for filename, title in SHOTS:
        screen = window.show_screen(title)
        prepare(filename, screen)
        settle(app)
        path = folder / f"{filename}.png"
        window.grab().save(str(path))
        saved.append(path)
    projector = ProjectorWindow(backend, bus, window.current_event_id(), None)
    projector.resize(1280, 720)
    projector.show()
    settle(app)
    path = folder / "09-projector.png"
    projector.grab().save(str(path))
    saved.append(path)
    projector.close()
    backend.close()
    return saved


def prepare(shot: str, screen: QWidget) -> None:
    """Put each screen in the state a director would see mid-event."""
    if isinstance(screen, HandEntryScreen):
        six = shot.endswith("six-seats")
        screen.table_box.setCurrentIndex(1 if six else 0)
        screen.entry.edit.setText("2 9 45" if six else "24 78")  # six: seat 9 is no seat
        screen.entry.edit.setFocus()
    elif isinstance(screen, StatisticsScreen):
        screen.refresh()
    elif isinstance(screen, RoundTotalsScreen) and screen.blocks:
        values = ["12", "-4", "+3", "-11", "0", "0", "0"]
        for entry, value in zip(screen.blocks[0].entries.values(), values, strict=False):
            entry.setText(value)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="screenshots")
    parser.add_argument("folder", nargs="?", default="/tmp/sheepshead-screens")
    parser.add_argument("--theme", choices=[t.value for t in Theme], default=Theme.LIGHT.value)
    parser.add_argument("--scale", type=int, choices=(1, 2, 3), default=1)
    parser.add_argument("--language", choices=("en", "de"), default="en")
    args = parser.parse_args(argv)
    if args.scale != 1:  # must be set before the QApplication exists
        os.environ["QT_SCALE_FACTOR"] = str(args.scale)
    for path in take(Path(args.folder), Theme(args.theme), args.language):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
