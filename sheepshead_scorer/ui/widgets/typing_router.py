"""Typed hands are never swallowed: a printable key pressed while the focus is in another
part of the hand-entry screen (the round or table drop-down after a mouse pick, the sheet)
goes to the entry line, and the focus with it — a drop-down would read "1374" as a search
for an item, a table as a jump to a row, and the hand would vanish without a word."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QWidget

_COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)


class TypingRouter(QObject):
    """Event filter: printable keys on the watched widgets go to ``line`` instead."""

    def __init__(self, parent: QObject, line: QLineEdit) -> None:
        super().__init__(parent)
        self._line = line

    def install(self, *widgets: QWidget) -> None:
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        text = event.text()
        if (
            not text or not text.isprintable() or event.modifiers() & _COMMAND_MODIFIERS
            or not self._line.isEnabled() or watched is self._line
        ):
            return False
        self._line.setFocus(Qt.FocusReason.OtherFocusReason)
        QCoreApplication.sendEvent(self._line, QKeyEvent(
            QEvent.Type.KeyPress, event.key(), event.modifiers(), text,
            event.isAutoRepeat(), event.count(),
        ))
        return True
