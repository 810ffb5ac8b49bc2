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
        self.held: list[object] = []
        self.delivered = 0  # changes handed to the screen (tests count them)
        app_bus.changed.connect(self._relay)
        self.status.connect(app_bus.status)
        self.event_created.connect(app_bus.event_created)
        self.event_edited.connect(app_bus.event_edited)  # the main window reloads the event
        self.unsaved.connect(app_bus.unsaved)  # the status bar says what is not saved yet

    def detach(self) -> None:
        """Relay nothing more (the window is closing for another database's)."""
        self.app_bus.changed.disconnect(self._relay)
        self.held.clear()

    def publish(self, change: object, message: str = "") -> None:
        """Publish on the app bus: every screen (this one included) hears of it."""
        self.app_bus.publish(change, message)

    def _relay(self, change: object) -> None:
        if self.is_shown():
            self.delivered += 1
            self.changed.emit(change)
            return
        last = self.held[-1] if self.held else None
        if isinstance(last, Changes) and isinstance(change, Changes):
            self.held[-1] = last | change
        else:
            self.held.append(change)

    def release(self) -> None:
        """The screen is shown: hand over what was held, merged."""
        held, self.held = self.held, []
        for change in held:
            self.delivered += 1
            self.changed.emit(change)
