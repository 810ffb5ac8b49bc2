"""Closing and reopening a round or a session as undoable edits (Ctrl+Z / Ctrl+Shift+Z).

Each command moves one round (session) between two states: redo goes to ``after``, undo back
to ``before``. The first move expects the version the director saw on screen; undo and every
later redo the version this station's own last write left the row at (``Backend.versions``),
so a round another station closed or reopened meanwhile is refused, not overwritten. Closing a
round again on undo uses ``allow_incomplete``: it was closed before, whatever its tables hold.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.ids import EventId, RoundId
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.undo.undo_stack import _ServiceCommand

translate = QCoreApplication.translate


class _MoveCommand(_ServiceCommand):
    """Move a round or a session to ``closed`` (redo of a close) or back (its undo)."""

    entity = "round"

    def __init__(
        self,
        backend: Backend,
        bus: AppBus,
        row_id: int,
        label: str,
        *,
        close: bool,
        seen_version: int,
        allow_incomplete: bool = False,
    ) -> None:
        verb = (
            translate("RoundLife", "close {what}")
            if close
            else translate("RoundLife", "reopen {what}")
        )
        super().__init__(backend, bus, verb.format(what=label))
        self.label = label
        self.row_id = row_id
        self.close = close
        self.allow_incomplete = allow_incomplete
        self.seen_version: int | None = seen_version
        self.version = seen_version

    def _expected(self) -> int:
        seen, self.seen_version = self.seen_version, None
        if seen is not None:
            return seen
        return self.backend.versions.version(self.entity, self.row_id, self.version)

    def _move(self, to_closed: bool, message: str) -> None:
        expected = self._expected()
        change = self._run(lambda: self._call(to_closed, expected), message)
        if change is not None:
            self.version = change.version(self.entity, self.row_id) or self.version

    def _call(self, to_closed: bool, expected: int) -> object:
        raise NotImplementedError

    def redo(self) -> None:
        done = (
            translate("RoundLife", "Closed {what}")
            if self.close
            else translate("RoundLife", "Reopened {what}")
        )
        self._move(self.close, done.format(what=self.label))

    def undo(self) -> None:
        self._move(
            not self.close, translate("RoundLife", "Undone: {what}").format(what=self.text())
        )


class RoundLifeCommand(_MoveCommand):
    """Close (``close=True``) or reopen a round; undo does the opposite."""

    def _call(self, to_closed: bool, expected: int) -> object:
        if to_closed:
            return self.backend.close_round(
                RoundId(self.row_id),
                expected_version=expected,
                allow_incomplete=self.allow_incomplete or not self.close,
            )
        return self.backend.reopen_round(RoundId(self.row_id), expected_version=expected)


class SessionLifeCommand(_MoveCommand):
    """Close (``close=True``) or reopen session ``number`` of an event; undo does the
    opposite. ``row_id`` is the session's id (its version is kept by that id)."""

    entity = "session"

    def __init__(
        self,
        backend: Backend,
        bus: AppBus,
        event_id: int,
        number: int,
        row_id: int,
        label: str,
        *,
        close: bool,
        seen_version: int,
    ) -> None:
        super().__init__(backend, bus, row_id, label, close=close, seen_version=seen_version)
        self.event_id = event_id
        self.number = number

    def _call(self, to_closed: bool, expected: int) -> object:
        event = EventId(self.event_id)
        if to_closed:
            return self.backend.close_session(event, self.number, expected_version=expected)
        return self.backend.reopen_session(event, self.number, expected_version=expected)
