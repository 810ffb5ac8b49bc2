"""Undoable director edits: QUndoCommands whose redo/undo call the services.

Every hand recorded, corrected or deleted goes through one of these on the app's QUndoStack,
so Ctrl+Z / Ctrl+Shift+Z work for every edit. The services keep the audit trail, so an undo is
itself a recorded change (nothing silently rewrites history). If the services refuse (say, the
round was closed meanwhile), the command reports the message on the bus and marks itself
obsolete so the stack stays consistent.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from sheepshead_scorer.ids import EventId, HandId, PlayerId, RoundId, TableId
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.undo.hand_save import HandSave
from sheepshead_scorer.ui.words.error_text import error_text

log = logging.getLogger(__name__)


class _ServiceCommand(QUndoCommand):
    """Common plumbing: run a service call, publish its change, remember a refusal."""

    def __init__(self, backend: Backend, bus: AppBus, text: str) -> None:
        super().__init__(text)
        self.backend = backend
        self.bus = bus
        self.error = ""

    def _run(self, action: Callable[[], Any], message: str | Callable[[Any], str]) -> Any:
        try:
            change = action()
        except ActionError as exc:
            log.info("refused: %s: %s", self.text(), exc)
            self.error = error_text(exc)
            self.setObsolete(True)
            self.bus.status.emit(
                self.error if getattr(exc, "says_whether_saved", False)  # a checked save
                else QCoreApplication.translate("Undo", "Not saved: {error}").format(
                    error=self.error
                )
            )
            return None
        self.error = ""
        self.bus.publish(change, message if isinstance(message, str) else message(change))
        return change


class RecordHandCommand(_ServiceCommand):
    """Record a new hand; undo deletes exactly that hand (at the version this station's last
    write left it), redo records it again under the same number.

    ``number`` is the hand number the screen showed (the hands on its sheet + 1): if another
    station stored that hand meanwhile, the services refuse (the same hand is stored once).
    """

    def __init__(
        self, backend: Backend, bus: AppBus, table_id: int, outcome: Mapping[str, Any],
        label: str, number: int, last: int | None = None,
    ) -> None:
        super().__init__(
            backend, bus, QCoreApplication.translate("Undo", "record {what}").format(what=label)
        )
        self.table_id = table_id
        self.outcome = dict(outcome)
        self.number = number
        self.label = label
        self.last = last  # the id of the table's last hand the screen showed (0: none)
        self.hand_id: int | None = None
        self.version = 0

    def redo(self) -> None:
        # sent with its number; a lost reply is checked by it (ui/undo/hand_save.py)
        save = HandSave(
            self.backend, self.bus, self.table_id, self.outcome, self.number, self.label,
            self.last and self.backend.versions.current_id("hand", self.last),
        )
        saved = QCoreApplication.translate("Undo", "Saved: {what}").format(what=self.text())
        change = self._run(save.record, lambda change: save.message(change, saved))
        if change is not None and change.created is not None:
            if self.hand_id is not None:
                self.backend.versions.moved("hand", self.hand_id, change.created)
            self.hand_id = change.created
            self.version = change.version("hand", change.created) or 0

    def undo(self) -> None:
        if self.hand_id is not None:
            hand_id = self.backend.versions.current_id("hand", self.hand_id)
            expected = self.backend.versions.version("hand", hand_id, self.version)
            self._run(
                lambda: self.backend.delete_hand(HandId(hand_id), expected_version=expected),
                QCoreApplication.translate("Undo", "Undone: {what}").format(what=self.text()),
            )


class CorrectHandCommand(_ServiceCommand):
    """Replace a hand's outcome; undo puts the old outcome back (both are audited).

    The first save expects ``seen_version`` (the version on screen); undo and later redos
    expect the version this station's own last write left the hand at."""

    def __init__(
        self,
        backend: Backend,
        bus: AppBus,
        hand_id: int,
        before: Mapping[str, Any],
        after: Mapping[str, Any],
        label: str,
        seen_version: int,
    ) -> None:
        super().__init__(
            backend, bus, QCoreApplication.translate("Undo", "correct {what}").format(what=label)
        )
        self.hand_id = hand_id
        self.before = dict(before)
        self.after = dict(after)
        self.seen_version: int | None = seen_version  # the first save checks the screen's
        self.version = seen_version

    def _correct(self, outcome: dict[str, Any], message: str) -> None:
        hand_id = self.backend.versions.current_id("hand", self.hand_id)
        seen, self.seen_version = self.seen_version, None
        expected = seen if seen is not None else self.backend.versions.version(
            "hand", hand_id, self.version
        )
        change = self._run(
            lambda: self.backend.correct_hand(HandId(hand_id), outcome, expected_version=expected),
            message,
        )
        if change is not None:
            self.version = change.version("hand", hand_id) or self.version

    def redo(self) -> None:
        self._correct(
            self.after, QCoreApplication.translate("Undo", "Saved: {what}").format(what=self.text())
        )

    def undo(self) -> None:
        self._correct(
            self.before,
            QCoreApplication.translate("Undo", "Undone: {what}").format(what=self.text()),
        )


class DeleteHandCommand(_ServiceCommand):
    """Delete the last hand of a table (at the version on screen); undo records it again
    under its number (refused if another station entered a hand there meanwhile)."""

    def __init__(
        self,
        backend: Backend,
        bus: AppBus,
        table_id: int,
        hand_id: int,
        outcome: Mapping[str, Any],
        label: str,
        seen_version: int,
        number: int,
    ) -> None:
        super().__init__(
            backend, bus, QCoreApplication.translate("Undo", "delete {what}").format(what=label)
        )
        self.table_id = table_id
        self.hand_id = hand_id
        self.outcome = dict(outcome)
        self.seen_version: int | None = seen_version
        self.version = seen_version
        self.number = number

    def redo(self) -> None:
        hand_id = self.backend.versions.current_id("hand", self.hand_id)
        seen, self.seen_version = self.seen_version, None
        expected = seen if seen is not None else self.backend.versions.version(
            "hand", hand_id, self.version
        )
        self._run(
            lambda: self.backend.delete_hand(HandId(hand_id), expected_version=expected),
            QCoreApplication.translate("Undo", "Deleted: {what}").format(what=self.text()),
        )

    def undo(self) -> None:
        change = self._run(
            lambda: self.backend.record_hand(
                TableId(self.table_id), self.outcome, expected_number=self.number
            ),
            QCoreApplication.translate("Undo", "Undone: {what}").format(what=self.text()),
        )
        if change is not None and change.created is not None:
            self.backend.versions.moved("hand", self.hand_id, change.created)
            self.hand_id = change.created
            self.version = change.version("hand", change.created) or 0


class SwapSeatsCommand(_ServiceCommand):
    """Swap two players in a draft round; undo swaps them back. The first swap expects
    ``seen_version`` (the round's version on screen), undo and redo this station's own write."""

    def __init__(
        self, backend: Backend, bus: AppBus, round_id: int, first: int, second: int, label: str,
        *, seen_version: int,
    ) -> None:
        super().__init__(
            backend, bus, QCoreApplication.translate("Undo", "swap {what}").format(what=label)
        )
        self._label = label
        self.round_id = round_id
        self.first = first
        self.second = second
        self.seen_version: int | None = seen_version
        self.version = seen_version

    def _swap(self, message: str) -> None:
        seen, self.seen_version = self.seen_version, None
        expected = seen if seen is not None else self.backend.versions.version(
            "round", self.round_id, self.version
        )
        change = self._run(
            lambda: self.backend.swap_seats(
                RoundId(self.round_id), self.first, self.second, expected_version=expected
            ),
            message,
        )
        if change is not None:
            self.version = change.version("round", self.round_id) or self.version

    def redo(self) -> None:
        self._swap(QCoreApplication.translate("Undo", "Swapped {what}").format(what=self._label))

    def undo(self) -> None:
        self._swap(QCoreApplication.translate("Undo", "Undone: {what}").format(what=self.text()))


class SetFixedSeatCommand(_ServiceCommand):
    """Fix a player's table and seat for later draws (or clear it); undo restores the previous
    fixed seat (``None`` = none). The first save expects ``seen_version`` (the registration's
    version on screen), undo and redo this station's own write."""

    def __init__(
        self, backend: Backend, bus: AppBus, event_id: int, player_id: int,
        before: tuple[int, int | None] | None, after: tuple[int, int | None] | None, label: str,
        *, seen_version: int,
    ) -> None:
        super().__init__(
            backend, bus, QCoreApplication.translate("Undo", "fixed seat of {what}").format(
                what=label
            ),
        )
        self.event_id = event_id
        self.player_id = player_id
        self.before = before
        self.after = after
        self.version = seen_version
        self.registration_id: int | None = None  # known after the first save

    def _set(self, spot: tuple[int, int | None] | None, message: str) -> None:
        table, seat = spot if spot is not None else (None, None)
        expected = self.version if self.registration_id is None else (
            self.backend.versions.version("registration", self.registration_id, self.version)
        )
        change = self._run(
            lambda: self.backend.set_fixed_seat(
                EventId(self.event_id), PlayerId(self.player_id), table, seat,
                expected_version=expected,
            ),
            message,
        )
        if change is not None and change.registrations:
            self.registration_id = change.registrations[0]
            self.version = change.version("registration", self.registration_id) or self.version

    def redo(self) -> None:
        self._set(self.after, QCoreApplication.translate("Undo", "Saved: {what}").format(
            what=self.text()
        ))

    def undo(self) -> None:
        self._set(self.before, QCoreApplication.translate("Undo", "Undone: {what}").format(
            what=self.text()
        ))


class EditPlayerCommand(_ServiceCommand):
    """Change a player's details; undo puts the previous details back (both audited). The
    first save expects ``seen_version`` (the form's), undo and redo this station's own write."""

    def __init__(
        self,
        backend: Backend,
        bus: AppBus,
        player_id: int,
        before: Mapping[str, Any],
        after: Mapping[str, Any],
        seen_version: int,
    ) -> None:
        super().__init__(
            backend,
            bus,
            QCoreApplication.translate("Undo", "edit {what}").format(
                what=before.get("name", "player")
            ),
        )
        self.player_id = player_id
        self.before = dict(before)
        self.after = dict(after)
        self.seen_version: int | None = seen_version
        self.version = seen_version

    def _apply(self, fields: dict[str, Any], message: str) -> None:
        details = {k: v for k, v in fields.items() if k != "name"}
        seen, self.seen_version = self.seen_version, None
        expected = seen if seen is not None else self.backend.versions.version(
            "player", self.player_id, self.version
        )
        change = self._run(
            lambda: self.backend.edit_player(
                PlayerId(self.player_id), expected, fields["name"], **details
            ),
            message,
        )
        if change is not None:
            self.version = change.version("player", self.player_id) or self.version

    def redo(self) -> None:
        self._apply(
            self.after,
            QCoreApplication.translate("Undo", "Saved {what}").format(what=self.after["name"]),
        )

    def undo(self) -> None:
        self._apply(
            self.before,
            QCoreApplication.translate("Undo", "Undone: {what}").format(what=self.text()),
        )
