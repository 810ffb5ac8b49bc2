"""The one application signal: every service call's "what changed" value goes through here.

Views connect to `AppBus.changed` and refresh only what the value says they show (Anki's
`operation_did_execute` pattern). Widgets get the bus passed in; nothing reaches it globally.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class AppBus(QObject):
    """Carries the services' change values (`changed`) and status-bar messages (`status`)."""

    changed = Signal(object)
    status = Signal(str)
    event_created = Signal(int)  # the new event's id: the main window selects it
    event_edited = Signal(int)  # an event's name or rules changed: every screen reloads it
    reloaded = Signal()  # the database answers again after a fault: the window reads anew
    unsaved = Signal(str)  # typing not yet saved ("" once saved or cleared): the status bar

    def publish(self, change: object, message: str = "") -> None:
        """Tell every view what changed, and the status bar what was saved."""
        self.changed.emit(change)
        if message:
            self.status.emit(message)
