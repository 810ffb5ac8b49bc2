"""The one application signal: every service call's "what changed" value goes through here.

Views connect to `AppBus.changed` and refresh only what the value says they show (Anki's
`operation_did_execute` with its `OpChanges` and handler): a handler receives the `Changes`
and the initiator, the object that asked for the action (a screen, a dialog, an undo step) or
``None`` for another station's change, so a screen can tell its own change from the others'.
Widgets get the bus passed in; nothing reaches it globally.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from sheepshead_scorer.services.core.changes import Changes


class AppBus(QObject):
    """Carries the services' change values (`changed`) and status-bar messages (`status`)."""

    changed = Signal(Changes, object)  # what moved; who asked (None: another station)
    status = Signal(str)
    event_created = Signal(int)  # the new event's id: the main window selects it
    event_edited = Signal(int)  # an event's name or rules changed: every screen reloads it
    reloaded = Signal()  # the database answers again after a fault: the window reads anew
    unsaved = Signal(str)  # typing not yet saved ("" once saved or cleared): the status bar

    def publish(self, change: Changes, message: str = "", *, initiator: object = None) -> None:
        """Tell every view what changed and who asked for it, and the status bar what was
        saved."""
        self.changed.emit(change, initiator)
        if message:
            self.status.emit(message)
