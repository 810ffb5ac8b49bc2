"""The first-run welcome: create the first event, or open the demo event to look around.

"Open the demo event" builds the demo tournament and league (``Services.build_demo``, about
5 s) on the thread pool behind a progress dialog, then selects the demo event and shows its
hand entry, so a new director sees a real event with every kind of hand in it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMessageBox

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.jobs import Job, Report, run_with_progress
from sheepshead_scorer.ui.shell.main_window import MainWindow

translate = QCoreApplication.translate  # the welcome's words live in "DatabaseActions"


class Welcome(QObject):
    """The welcome box of ``window``; ``demo_opened(event_id)`` fires once the demo is shown."""

    demo_opened = Signal(int)

    def __init__(self, window: MainWindow, backend: Backend) -> None:
        super().__init__(window)
        self.window = window
        self.backend = backend
        self.job: Job | None = None
        self.box = QMessageBox(window)
        self.box.setObjectName("welcomeBox")
        self.box.setWindowTitle(translate("DatabaseActions", "Welcome to Sheepshead Scorer"))
        self.box.setText(
            translate(
                "DatabaseActions",
                "Your data is kept in\n{location}\n\n"
                "Start by creating an event: name, date, rules and format. A league organizer "
                "starts a league season instead: its scoring, then one sheet per night. Or open "
                "the demo event, a finished tournament with every kind of hand, to look around "
                "first.",
            ).format(location=backend.display_location)
        )
        self.new_button = self.box.addButton(
            translate("DatabaseActions", "New event"), QMessageBox.ButtonRole.AcceptRole
        )
        self.season_button = self.box.addButton(
            translate("DatabaseActions", "New league season"), QMessageBox.ButtonRole.ActionRole
        )
        self.demo_button = self.box.addButton(
            translate("DatabaseActions", "Open the demo event"), QMessageBox.ButtonRole.ActionRole
        )
        self.box.addButton(translate("DatabaseActions", "Later"), QMessageBox.ButtonRole.RejectRole)
        self.box.buttonClicked.connect(self._clicked)

    def show(self) -> None:
        """Open the box (window-modal, returns at once)."""
        self.box.open()

    def _clicked(self, button: Any) -> None:
        if button is self.new_button:
            self.window.show_screen("Event setup")
        elif button is self.season_button:
            screen = self.window.show_screen("League season")
            new_season = getattr(screen, "new_season", None)
            if callable(new_season):
                new_season()
        elif button is self.demo_button:
            self.open_demo()

    def open_demo(self) -> Job:
        """Build the demo off the UI thread, then select its event on the hand entry screen."""
        backend = self.backend

        def work(report: Report) -> int:
            return backend.build_demo(progress=report).event_id

        self.job = run_with_progress(
            self.window,
            translate("DatabaseActions", "Building the demo event…"),
            work,
            self._shown,
            self._failed,
        )
        return self.job

    def _shown(self, event_id: Any) -> None:
        self.window.reload_events(select=int(event_id))
        self.window.show_screen("Hand entry")
        self.demo_opened.emit(int(event_id))

    def _failed(self, message: str) -> None:
        QMessageBox.warning(
            self.window,
            translate("DatabaseActions", "Open the demo event"),
            translate("DatabaseActions", "The demo event could not be built:\n{error}").format(
                error=message
            ),
        )
