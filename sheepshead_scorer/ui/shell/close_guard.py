"""Closing the window asks first when typing would be lost.

A hand typed into the entry line but not saved with Enter, or round totals typed but not
saved, is lost when the window closes (Ctrl+Q, the window's close button, the system's own
quit). ``guard_close(window)`` puts a question in the way: "Close anyway" or "Keep the
window open" (the default: Enter or Esc keeps it). Nothing is asked when nothing is typed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QLineEdit, QMessageBox

from sheepshead_scorer.ui.shell.main_window import MainWindow

translate = QCoreApplication.translate


class CloseGuard(QObject):
    """Event filter on the main window: a close with unsaved typing asks first."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.unsaved = ""  # the status bar's "Not saved yet: …" (a screen's own words)
        window.bus.unsaved.connect(self._note)
        window.installEventFilter(self)

    def _note(self, what: str) -> None:
        self.unsaved = what

    def typing(self) -> list[str]:
        """What would be lost, in the director's words (empty: nothing)."""
        lost = []
        if "Hand entry" in self.window.built_screens():
            edit = self.window.screens["Hand entry"].findChild(QLineEdit, "handEntry")
            if edit is not None and edit.text().strip():
                lost.append(translate(
                    "CloseGuard", "the hand typed on Hand entry (“{text}”)"
                ).format(text=edit.text().strip()))
        if self.unsaved:
            lost.append(self.unsaved)
        return lost

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.window or event.type() != QEvent.Type.Close:
            return False
        lost = self.typing()
        if not lost or self.ask(lost):
            return False  # the window closes
        event.ignore()
        return True

    def ask(self, lost: list[str]) -> bool:
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("CloseGuard", "Close Sheepshead Scorer"))
        box.setText(translate("CloseGuard", "Close the window and lose what is not saved?"))
        box.setInformativeText("\n".join(["• " + what for what in lost] + [translate(
            "CloseGuard",
            "Keep the window open, then press Enter where it was typed to save it.",
        )]))
        close = box.addButton(
            translate("CloseGuard", "Close anyway"), QMessageBox.ButtonRole.DestructiveRole
        )
        keep = box.addButton(
            translate("CloseGuard", "Keep the window open"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        if box.clickedButton() is close:
            return True
        self.window.activateWindow()  # back to the typing, keys and all
        return False


def guard_close(window: MainWindow) -> MainWindow:
    """Install the question on ``window`` (returned, for ``DatabaseActions``' factory)."""
    CloseGuard(window)
    return window
