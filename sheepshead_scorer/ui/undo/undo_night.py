"""Undoable fixes of a league evening: correcting a night, deleting an event or a player.

``CorrectNightCommand`` writes a night's corrected totals through ``correct_night``; undo
writes the totals before the same way (both audited). ``DeleteEventCommand`` and
``DeletePlayerCommand`` delete through the services, keep the rows the delete returned, and
undo puts them back (``restore_event``/``restore_player``: the same ids, so every other
undo step naming them still works). The first step checks the version on screen, later ones
the version this station's own last step left.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.row_snapshot import RowSnapshot
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.undo.undo_stack import _ServiceCommand


def _tr(text: str) -> str:
    return QCoreApplication.translate("Undo", text)


class CorrectNightCommand(_ServiceCommand):
    """Put ``after`` into the night; undo puts ``before`` back."""

    def __init__(
        self, backend: Backend, bus: AppBus, event_id: int, label: str, *,
        before: Mapping[int, Fraction], after: Mapping[int, Fraction],
        unpaid_before: Sequence[int], unpaid_after: Sequence[int], seen_version: int,
    ) -> None:
        super().__init__(backend, bus, _tr("correct {what}").format(what=label))
        self.event_id = event_id
        self.before, self.after = dict(before), dict(after)
        self.unpaid_before, self.unpaid_after = list(unpaid_before), list(unpaid_after)
        self.version = seen_version

    def _write(self, totals: dict[int, Fraction], unpaid: list[int], message: str) -> None:
        change = self._run(
            lambda: self.backend.correct_night(
                EventId(self.event_id), totals, expected_version=self.version, unpaid=unpaid
            ),
            message,
        )
        if change is not None:
            self.version = change.version("event", self.event_id) or self.version

    def redo(self) -> None:
        self._write(self.after, self.unpaid_after,
                    _tr("Saved: {what}").format(what=self.text()))

    def undo(self) -> None:
        self._write(self.before, self.unpaid_before,
                    _tr("Undone: {what}").format(what=self.text()))


class DeleteEventCommand(_ServiceCommand):
    """Delete an event or night whole; undo puts it back with its id."""

    def __init__(
        self, backend: Backend, bus: AppBus, event_id: int, label: str, seen_version: int
    ) -> None:
        super().__init__(backend, bus, _tr("delete {what}").format(what=label))
        self.event_id = event_id
        self.version = seen_version
        self.snapshot: RowSnapshot | None = None

    def _delete(self) -> Changes:
        deleted = self.backend.delete_event(EventId(self.event_id), expected_version=self.version)
        self.snapshot = deleted.snapshot
        return deleted.changes

    def redo(self) -> None:
        if self._run(self._delete, _tr("Deleted: {what}").format(what=self.text())) is not None:
            self.bus.event_edited.emit(self.event_id)  # the event list reads again

    def undo(self) -> None:
        snapshot = self.snapshot
        if snapshot is None:
            return
        change = self._run(
            lambda: self.backend.restore_event(snapshot),
            _tr("Undone: {what}").format(what=self.text()),
        )
        if change is not None:
            self.version = change.version("event", self.event_id) or self.version
            self.bus.event_created.emit(self.event_id)


class DeletePlayerCommand(_ServiceCommand):
    """Delete a player record with no results; undo puts it back with its id."""

    def __init__(
        self, backend: Backend, bus: AppBus, player_id: int, label: str, seen_version: int
    ) -> None:
        super().__init__(backend, bus, _tr("delete {what}").format(what=label))
        self.player_id = player_id
        self.version = seen_version
        self.snapshot: RowSnapshot | None = None

    def _delete(self) -> Changes:
        deleted = self.backend.delete_player(
            PlayerId(self.player_id), expected_version=self.version
        )
        self.snapshot = deleted.snapshot
        return deleted.changes

    def redo(self) -> None:
        self._run(self._delete, _tr("Deleted: {what}").format(what=self.text()))

    def undo(self) -> None:
        snapshot = self.snapshot
        if snapshot is None:
            return
        change = self._run(
            lambda: self.backend.restore_player(snapshot),
            _tr("Undone: {what}").format(what=self.text()),
        )
        if change is not None:
            self.version = change.version("player", self.player_id) or self.version
