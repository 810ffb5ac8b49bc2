"""A screen's own view of the app bus: changes reach it only while it is the screen shown.

Each screen of the main window is handed a ``ScreenBus`` instead of the app bus. While the
screen is not the current one, the changes published meanwhile are merged (``Changes | ...``)
and held; when it is shown, they arrive in one go. So a hidden screen does no refresh work
at all (a hand typed on the entry screen costs the Standings and Statistics screens
nothing), and a screen that was hidden is current as soon as it is looked at.

Everything a screen sends goes straight to the app bus: ``publish``, ``status`` and
``event_created``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.ui.door.bus import AppBus


class ScreenBus(AppBus):
    """The app bus as one screen sees it: ``changed`` only while ``is_shown()``."""

    def __init__(
        self, app_bus: AppBus, is_shown: Callable[[], bool], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.app_bus = app_bus
        self.is_shown = is_shown
        self.held: Changes | None = None  # what was published while hidden, merged
        self.held_from: object = None  # who asked, when one initiator asked for all of it
        self.delivered = 0  # changes handed to the screen (tests count them)
        app_bus.changed.connect(self._relay)
        self.status.connect(app_bus.status)
        self.event_created.connect(app_bus.event_created)
        self.event_edited.connect(app_bus.event_edited)  # the main window reloads the event
        self.unsaved.connect(app_bus.unsaved)  # the status bar says what is not saved yet

    def detach(self) -> None:
        """Relay nothing more (the window is closing for another database's)."""
        self.app_bus.changed.disconnect(self._relay)
        self.held = None

    def publish(self, change: Changes, message: str = "", *, initiator: object = None) -> None:
        """Publish on the app bus: every screen (this one included) hears of it."""
        self.app_bus.publish(change, message, initiator=initiator)

    def _relay(self, change: Changes, initiator: object) -> None:
        if self.is_shown():
            self.delivered += 1
            self.changed.emit(change, initiator)
            return
        if self.held is None:
            self.held, self.held_from = change, initiator
        else:
            self.held = self.held | change
            if initiator is not self.held_from:
                self.held_from = None  # several asked: nobody's own change alone

    def release(self) -> None:
        """The screen is shown: hand over what was held, merged."""
        held, initiator = self.held, self.held_from
        self.held, self.held_from = None, None
        if held is not None:
            self.delivered += 1
            self.changed.emit(held, initiator)
