"""Ctrl+Z / Ctrl+Shift+Z in a text field mean one thing: undo the last change.

A QLineEdit takes Ctrl+Z for itself (its ShortcutOverride accepts the key), so in the entry
line Ctrl+Z after a saved hand put the typed "2361" back instead of undoing the hand, and
Enter then recorded it twice. `route_undo_keys(edit)` fixes that for a field: while the field
holds typed text with an edit of its own to undo (or redo), the key stays with the field; an
empty field has nothing of its own to undo, so the key goes on to the window's Undo / Redo
actions (the app's QUndoStack: the last saved hand, player, seating or desk change).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLineEdit

REDO = "Ctrl+Shift+Z"
"""The window's Redo key (main_window), besides the platform's standard one."""


def is_undo_key(event: QKeyEvent) -> bool:
    return event.matches(QKeySequence.StandardKey.Undo)


def is_redo_key(event: QKeyEvent) -> bool:
    pressed = QKeySequence(event.keyCombination())
    return event.matches(QKeySequence.StandardKey.Redo) or (
        pressed.matches(QKeySequence(REDO)) == QKeySequence.SequenceMatch.ExactMatch
    )


def field_owns(edit: QLineEdit, event: QKeyEvent) -> bool:
    """Whether the field itself has something to undo / redo for this key."""
    if is_undo_key(event):
        return bool(edit.text()) and edit.isUndoAvailable()
    if is_redo_key(event):
        return edit.isRedoAvailable()
    return True


class UndoKeyRouter(QObject):
    """Event filter: lets Ctrl+Z / Ctrl+Shift+Z through to the window's actions when the
    field has nothing of its own to undo or redo."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(watched, QLineEdit)
            and isinstance(event, QKeyEvent)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
            and not field_owns(watched, event)
        ):
            event.ignore()  # not the field's: the window's Undo / Redo shortcut fires
            return True
        return False


def route_undo_keys(*edits: QLineEdit) -> UndoKeyRouter:
    """Install one router on each field (it is parented to the first, so it lives as long)."""
    router = UndoKeyRouter(edits[0] if edits else None)
    for edit in edits:
        edit.installEventFilter(router)
    return router
