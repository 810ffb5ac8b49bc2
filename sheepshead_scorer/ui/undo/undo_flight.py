"""Moving a player to another prize flight by hand, undoable: redo moves them with the
registration's version the director saw, undo moves them back with the version the move
left (another station's change in between is refused, never overwritten)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.undo.undo_registration import Report
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP

MOVE = QT_TRANSLATE_NOOP("Undo", "move {name} to flight {flight}")


def _tr(source: str) -> str:
    return QCoreApplication.translate("Undo", source)


class FlightMoveCommand(QUndoCommand):
    """``name`` from flight ``old`` ("" none) to ``new``; ``error`` the last refusal."""

    def __init__(
        self, backend: Backend, bus: AppBus, report: Report, event_id: EventId,
        player_id: PlayerId, name: str, old: str, new: str, version: int,
    ) -> None:
        super().__init__(_tr(MOVE).format(name=name, flight=new))
        self.backend, self.bus, self.report = backend, bus, report
        self.event_id, self.player_id = event_id, player_id
        self.old, self.new, self.version = old, new, version
        self.error = ""

    def _move(self, flight: str, done: str) -> None:
        try:
            change = self.backend.move_to_flight(
                self.event_id, self.player_id, flight, expected_version=self.version,
            )
        except ActionError as exc:
            self.error = error_text(exc)
            self.setObsolete(True)
            self.report(self.error)
            return
        self.version = _version_after(change, self.version)
        self.error = ""
        self.report("")
        self.bus.publish(change, done.format(what=self.text()))

    def redo(self) -> None:
        if not self.isObsolete():
            self._move(self.new, _tr("Saved: {what}"))

    def undo(self) -> None:
        if not self.isObsolete():
            self._move(self.old, _tr("Undone: {what}"))


def _version_after(change: Changes, before: int) -> int:
    for entity, _row, _old, new in change.versions:
        if entity == "registration":
            return new
    return before
