"""Save a PNG of every main screen on the sample event: `python -m sheepshead_scorer.ui.screenshots
[FOLDER]` (default /tmp/sheepshead-screens). `scripts/screenshots` runs it under Xvfb."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from sheepshead_scorer.ui.app import application, build_window
from sheepshead_scorer.ui.backend import Backend
from sheepshead_scorer.ui.bus import AppBus
from sheepshead_scorer.ui.sample_event import build_sample_event
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.screens.round_totals_screen import RoundTotalsScreen
from sheepshead_scorer.ui.settings import AppSettings
from sheepshead_scorer.ui.theme import apply_theme

SHOTS = (
    ("01-players", "Players"),
    ("02-event-setup", "Event setup"),
    ("03-registration", "Registration"),
    ("04-seating", "Seating"),
    ("05-hand-entry", "Hand entry"),
    ("05b-hand-entry-six-seats", "Hand entry"),
    ("06-round-totals", "Round totals"),
    ("07-standings", "Standings"),
)


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def take(folder: Path) -> list[Path]:
    app = application()
    work = Path(tempfile.mkdtemp(prefix="sheepshead-shots-"))
    settings = AppSettings(QSettings(str(work / "settings.ini"), QSettings.Format.IniFormat))
    apply_theme(app, settings.theme, settings.font_size)
    backend = Backend.open(work / "sample.sqlite", "screenshots")
    build_sample_event(backend)
    bus = AppBus()
    window = build_window(backend, bus, settings)
    window.resize(1560, 940)
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
    backend.close()
    return saved


def prepare(shot: str, screen: QWidget) -> None:
    """Put each screen in the state a director would see mid-event."""
    if isinstance(screen, HandEntryScreen):
        six = shot.endswith("six-seats")
        screen.table_box.setCurrentIndex(1 if six else 0)
        screen.entry.edit.setText("2 9 45" if six else "24 78")  # six: seat 9 is no seat
        screen.entry.edit.setFocus()
    elif isinstance(screen, RoundTotalsScreen) and screen.blocks:
        values = ["12", "-4", "+3", "-11", "0", "0", "0"]
        for entry, value in zip(screen.blocks[0].entries.values(), values, strict=False):
            entry.setText(value)


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path("/tmp/sheepshead-screens")
    for path in take(folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
