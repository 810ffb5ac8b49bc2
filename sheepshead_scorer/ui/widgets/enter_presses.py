"""Enter on a focused button presses it, as Space does.

Qt presses a focused push button with Space only (Enter goes to a dialog's default button), so
a director who tabbed to "Save table" and pressed Enter saw nothing happen. ``enter_presses``
makes Return and Enter press the given buttons too; the screens call it for their action
buttons (docs/ui.md, "Keys").
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class _EnterPresses(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in _ENTER
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            and isinstance(watched, QAbstractButton)
            and watched.isEnabled()
        ):
            watched.click()
            return True
        return False


def enter_presses(*buttons: QAbstractButton) -> None:
    """Return and Enter press each of ``buttons`` while it has the focus."""
    for button in buttons:
        press = _EnterPresses(button)
        button.installEventFilter(press)
