"""Answering the desk's namesake question ("Add another player named …") in key-press tests."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ui.widgets.namesake_dialog import NamesakeDialog


def answer_namesake(qtbot: QtBot, word: str = "", seen: list[str] | None = None) -> None:
    """When the question shows, type ``word`` and Enter (no word: Esc, the director says no).
    The button's text goes into ``seen``. Call it before the key that asks."""
    tries = [0]

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NamesakeDialog):
            tries[0] += 1
            if tries[0] < 150:  # 3 s, then the test's own assertion says what is missing
                QTimer.singleShot(20, run)
            return
        if seen is not None:
            seen.append(dialog.add.text())
        if word:
            qtbot.keyClicks(dialog.word, word)
            qtbot.keyClick(dialog.word, Qt.Key.Key_Return)
        else:
            qtbot.keyClick(dialog.word, Qt.Key.Key_Escape)

    QTimer.singleShot(0, run)
