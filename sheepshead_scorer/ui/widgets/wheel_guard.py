"""Spin boxes, drop-downs and date fields take the mouse wheel only when they have the focus.

In a scrolled form the wheel meant for the page used to land on whatever number was under the
pointer ("Schneider win at" went from 91 to 71 while scrolling the rules). `guard_wheel(...)`
makes each editor take the focus only by click or Tab (never by the wheel) and passes a wheel
turn over an unfocused editor on to the page behind it, which scrolls.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QWidget


class WheelGuard(QObject):
    """Event filter: a wheel turn over an editor without the focus goes to its parent."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Wheel
            and isinstance(watched, QWidget)
            and not watched.hasFocus()
        ):
            area = scroll_area_of(watched)
            if area is not None:  # the page behind the editor scrolls
                QCoreApplication.sendEvent(area.viewport(), event)
            else:
                event.ignore()  # not taken: Qt hands the wheel to the parent
            return True
        return False


def scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area around ``widget`` (not a drop-down's own list)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def guard_wheel(*editors: QWidget) -> WheelGuard | None:
    """Install one guard on every editor (parented to the first, so it lives as long)."""
    if not editors:
        return None
    guard = WheelGuard(editors[0])
    for editor in editors:
        editor.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel never gives focus
        editor.installEventFilter(guard)
    return guard
