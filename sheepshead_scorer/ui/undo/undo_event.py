"""Editing an event is undoable: `EditEventCommand` applies the new details (and rules) through
`Services.update_event`; undo puts the previous ones back the same way (a rules change rescores
every hand again, so Ctrl+Z restores the old payouts too). Both directions are audited."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.undo.undo_stack import _ServiceCommand


class EditEventCommand(_ServiceCommand):
    """Apply ``after`` to the event; undo applies ``before`` (its values as the director saw
    them). ``rescore`` is the director's confirmation that scored hands may be rescored."""

    def __init__(
        self, backend: Backend, bus: AppBus, event_id: int, before: EventEdit, after: EventEdit,
        *, rescore: bool, seen_version: int, label: str,
    ) -> None:
        super().__init__(
            backend, bus, QCoreApplication.translate("Undo", "edit {what}").format(what=label)
        )
        self.event_id = event_id
        self.before = before
        self.after = after
        self.rescore = rescore
        self.seen_version: int | None = seen_version  # the first save checks what was on screen
        self.version = seen_version

    def _apply(self, edit: EventEdit, message: str) -> None:
        seen, self.seen_version = self.seen_version, None
        expected = seen if seen is not None else self.backend.versions.version(
            "event", self.event_id, self.version
        )
        change = self._run(
            lambda: self.backend.update_event(
                EventId(self.event_id), edit, expected_version=expected, rescore=self.rescore
            ),
            message,
        )
        if change is not None:
            self.version = change.version("event", self.event_id) or self.version
            self.bus.event_edited.emit(self.event_id)

    def redo(self) -> None:
        self._apply(self.after, QCoreApplication.translate("Undo", "Saved: {what}").format(
            what=self.text()
        ))

    def undo(self) -> None:
        self._apply(self.before, QCoreApplication.translate(
            "Undo", "Undone: {what}").format(what=self.text()))
