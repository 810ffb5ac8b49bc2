"""Adding a player as one step of the undo (the desk's "add and register", the Players
screen's New player).

``AddPlayerCommand`` adds the player through the services (and, at the desk, registers them
for the event); undo takes the new record out again with every registration it has
(``unadd_player``: audited, at the version this station's own last write left the record),
refused with a clear message once the player has a seat or a result; redo puts the record
and its registrations back with the same id (``readd_player``), so the desk steps above it
on the stack (mark paid, check in) still name the right player.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.row_snapshot import RowSnapshot
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.undo.undo_stack import _ServiceCommand
from sheepshead_scorer.ui.words.error_text import error_text


class AddPlayerCommand(_ServiceCommand):
    """Add ``name`` (with ``details``: nickname, member number, …) and, given an
    ``event_id``, register them; undo removes both, redo brings them back.

    ``shown`` is how the step names the player ("Bob Miller (Jr.)"); ``done`` the message
    of the first add ("Added new player {name}"); ``report`` shows a refusal on the screen
    too (called with "" on success). ``player_id`` is the new record's id once added."""

    def __init__(
        self, backend: Backend, bus: AppBus, name: str, details: Mapping[str, Any], *,
        shown: str = "", event_id: int | None = None, done: str = "",
        report: Callable[[str], None] | None = None,
    ) -> None:
        shown = shown or " ".join(name.split())
        title = (
            QCoreApplication.translate("Undo", "add {name}") if event_id is None
            else QCoreApplication.translate("Undo", "add and register {name}")
        )
        super().__init__(backend, bus, title.format(name=shown))
        self.name, self.details, self.shown = name, dict(details), shown
        self.event_id = event_id
        self.done = done or QCoreApplication.translate("Undo", "Added new player {name}")
        self.report = report or (lambda _text: None)
        self.player_id: int | None = None
        self.snapshot: RowSnapshot | None = None

    def _tell(self, result: Any) -> None:
        self.report(self.error if result is None else "")

    def redo(self) -> None:
        snapshot = self.snapshot
        if snapshot is not None:  # a redo after an undo: the same record comes back
            self._tell(self._run(
                lambda: self.backend.readd_player(snapshot),
                QCoreApplication.translate("Undo", "Redone: {what}").format(what=self.text()),
            ))
            return
        created = self._run(
            lambda: self.backend.add_player(self.name, **self.details),
            self.done.format(name=self.shown),
        )
        if created is None:
            self._tell(None)
            return
        assert isinstance(created, Changes) and created.created is not None
        self.player_id = created.created
        self.report("")
        if self.event_id is not None:
            self._register(self.event_id, self.player_id)

    def _register(self, event_id: int, player_id: int) -> None:
        """Register the new player; a refusal is shown, the player stays added (undo
        removes them)."""
        try:
            change = self.backend.register(EventId(event_id), PlayerId(player_id))
        except ActionError as exc:
            self.error = error_text(exc)
            self.report(self.error)
            self.bus.status.emit(
                QCoreApplication.translate("Undo", "Not saved: {error}").format(error=self.error)
            )
            return
        what = QCoreApplication.translate("Undo", "register {name}").format(name=self.shown)
        self.bus.publish(
            change, QCoreApplication.translate("Undo", "Saved: {what}").format(what=what)
        )

    def _unadd(self, player_id: int) -> Changes:
        deleted = self.backend.unadd_player(PlayerId(player_id))
        self.snapshot = deleted.snapshot
        return deleted.changes

    def undo(self) -> None:
        player_id = self.player_id
        if player_id is None:
            return
        self._tell(self._run(
            lambda: self._unadd(player_id),
            QCoreApplication.translate("Undo", "Undone: {what}").format(what=self.text()),
        ))
