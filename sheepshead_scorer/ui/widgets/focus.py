"""Keyboard focus: every screen's natural first field, a date field Tab leaves, and a screen's
command keys that mean one thing wherever the focus is inside the screen.

- `first_focus(screen, field)`: whenever the screen is shown (picked in the screen list, by
  Alt+N, or when the window opens on it) the cursor is in ``field`` — the first "1374" typed
  on arriving at Hand entry goes into the entry line.
- `DateField`: a QDateEdit whose Tab moves to the next field (a plain one moves between its
  year, month and day, so the venue typed after it was lost); ←/→ still move between parts.
- `CommandKeys`: a screen's keys (Ctrl+PgDown, F2, ...) routed to its commands from every
  widget of the screen that can hold the focus; the key is claimed before anything else sees
  it (a list or a drop-down never reads Ctrl+PgDown as "next page").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDateEdit, QWidget

KeyChord = tuple[Qt.Key, Qt.KeyboardModifier]


class _FocusOnShow(QObject):
    def __init__(self, screen: QWidget, field: Callable[[], QWidget | None]) -> None:
        super().__init__(screen)
        self._field = field

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            target = self._field()
            if target is not None and target.isEnabled():
                target.setFocus(Qt.FocusReason.OtherFocusReason)
        return False


def first_focus(screen: QWidget, field: QWidget | Callable[[], QWidget | None]) -> None:
    """Put the cursor in ``field`` (or what the callable returns) each time ``screen`` shows."""
    target = field if callable(field) and not isinstance(field, QWidget) else (lambda: field)
    screen.installEventFilter(_FocusOnShow(screen, target))


class DateField(QDateEdit):
    """A date edit that Tab leaves (the year/month/day parts are reached with ←/→)."""

    def focusNextPrevChild(self, next: bool) -> bool:
        return QWidget.focusNextPrevChild(self, next)


NO_MODIFIER = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


class CommandKeys(QObject):
    """Event filter: (key, modifiers) → command; installed on every focusable widget of a
    screen. ``run(name)`` is called on the key press; the key goes nowhere else."""

    def __init__(
        self, parent: QObject, keys: Mapping[KeyChord, str], run: Callable[[str], None]
    ) -> None:
        super().__init__(parent)
        self._keys = dict(keys)
        self._run = run

    def command_for(self, event: QKeyEvent) -> str | None:
        modifiers = event.modifiers() & (CTRL | Qt.KeyboardModifier.ShiftModifier
                                         | Qt.KeyboardModifier.AltModifier)
        return self._keys.get((Qt.Key(event.key()), Qt.KeyboardModifier(modifiers)))

    def install(self, *widgets: QWidget) -> None:
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if not isinstance(event, QKeyEvent):
            return False
        name = self.command_for(event)
        if name is None:
            return False
        event.accept()  # ShortcutOverride accepted: no window shortcut takes the key
        if kind == QEvent.Type.KeyPress:
            self._run(name)
        return True
