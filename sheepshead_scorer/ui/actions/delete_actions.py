"""Edit → Delete event… and Delete player…: a mistake taken out, one step of the undo.

"Delete event…" deletes the event picked in the toolbar (a tournament or a league night)
with everything it holds, after a question; "Delete player…" offers every player (type the
first letters) and deletes a record with no results — one with results is refused, saying
where they played and that the record is merged instead (Players screen). Both are
``undo_night`` commands on the window's undo stack: Ctrl+Z brings the row back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QInputDialog, QMenu, QMessageBox, QWidget

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.undo.undo_night import DeleteEventCommand, DeletePlayerCommand
from sheepshead_scorer.ui.widgets.night_sheet import picked_id
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.formatting import format_date


class DeleteMenu(QObject):
    """The two delete actions of the Edit menu."""

    def __init__(
        self, backend: Backend, bus: AppBus, undo_stack: QUndoStack, window: QWidget,
        current_event: Callable[[], int | None],
    ) -> None:
        super().__init__(window)
        self.backend, self.bus, self.undo_stack = backend, bus, undo_stack
        self.window, self.current_event = window, current_event

    def install(self, menu: QMenu) -> None:
        menu.addSeparator()
        menu.addAction(self.tr("Delete event…")).triggered.connect(lambda: self.delete_event())
        menu.addAction(self.tr("Delete player…")).triggered.connect(lambda: self.ask_player())

    def _said(self, text: str) -> None:
        self.bus.status.emit(text)

    def delete_event(self, *, confirm: bool = True) -> DeleteEventCommand | None:
        """Delete the toolbar's event (after a question)."""
        event_id = self.current_event()
        if event_id is None:
            self._said(self.tr("Pick the event to delete in the toolbar first."))
            return None
        try:
            row = self.backend.event(EventId(event_id))
        except ActionError as exc:
            self._said(error_text(exc))
            return None
        label = f"{row.name} — {format_date(row.held_on)}"
        if confirm and QMessageBox.question(
            self.window, self.tr("Delete event"),
            self.tr("Delete {event} with all its players, hands and results? Every standing, "
                    "season table and history stops counting it; Ctrl+Z brings it back.")
            .format(event=label),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        ) != QMessageBox.StandardButton.Yes:
            return None
        command = DeleteEventCommand(self.backend, self.bus, event_id, label, row.version)
        self.undo_stack.push(command)
        return command

    def ask_player(self) -> None:
        names = [f"{p.name} (#{p.id})" for p in self.backend.players()]
        text, ok = QInputDialog.getItem(
            self.window, self.tr("Delete player"),
            self.tr("A player with no results (a typing mistake, a stray record):"),
            names, 0, True,
        )
        if ok and text:
            self.delete_player(text)

    def delete_player(self, text: str) -> DeletePlayerCommand | None:
        """Delete the player ``text`` names ("Ann Berg (#4)" or "#4")."""
        ref = picked_id(text)
        if not (ref.startswith("#") and ref[1:].isdigit()):
            self._said(self.tr("Pick the player from the list (their number shows after the "
                               "name)."))
            return None
        player_id = int(ref[1:])
        row = next((p for p in self.backend.players() if p.id == player_id), None)
        if row is None:
            self._said(self.tr("There is no player #{id}.").format(id=player_id))
            return None
        command = DeletePlayerCommand(self.backend, self.bus, player_id, row.name, row.version)
        self.undo_stack.push(command)
        return command
