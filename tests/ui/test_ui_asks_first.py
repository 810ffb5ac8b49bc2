"""Issue 23 item 9: what loses work asks first, through the keys a director presses in the real
window — Ctrl+Delete names the hand it would delete (Esc keeps it), and closing the window with
a half-typed hand asks before the typing is lost (nothing is asked when nothing is typed)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot
from ui_helpers import ReadyEvent, answer_box, make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.close_guard import guard_close
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def opened(qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
           ) -> Iterator[tuple[MainWindow, ReadyEvent]]:
    ready = make_event(backend, 10)
    window = guard_close(build_window(backend, bus, settings))  # as ``main`` makes it
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    yield window, ready


def _entry_line(qtbot: QtBot, window: MainWindow) -> object:
    qtbot.keyClick(window, Qt.Key.Key_5, ALT)  # Hand entry
    edit = window.screens["Hand entry"].entry.edit  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is edit)
    return edit


def test_ctrl_delete_names_the_hand_and_esc_keeps_it(
    qtbot: QtBot, opened: tuple[MainWindow, ReadyEvent], backend: Backend
) -> None:
    window, ready = opened
    edit = _entry_line(qtbot, window)
    for keys in ("1374", "2a50"):
        qtbot.keyClicks(edit, keys)
        qtbot.keyClick(edit, Qt.Key.Key_Return)
    table = backend.tables(ready.round_id)[0]
    assert len(backend.hands(table.id)) == 2
    seen: list[str] = []
    answer_box(qtbot, Qt.Key.Key_Escape, seen)
    qtbot.keyClick(edit, Qt.Key.Key_Delete, CTRL)
    assert seen == ["Delete hand: Delete hand 2 at table 1? Ctrl+Z brings it back."]
    assert len(backend.hands(table.id)) == 2  # Esc: kept
    answer_box(qtbot, Qt.Key.Key_Return)
    qtbot.keyClick(edit, Qt.Key.Key_Delete, CTRL)
    assert [h.hand for h in backend.hands(table.id)] == [1]  # Enter: deleted
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # back from the question
    qtbot.keyClick(edit, Qt.Key.Key_Z, CTRL)  # and Ctrl+Z brings it back
    assert [h.hand for h in backend.hands(table.id)] == [1, 2]


def _click(qtbot: QtBot, text: str, seen: list[str]) -> None:
    """Press the question's button called ``text`` (by its keyboard focus and Space)."""

    def run() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, run)
            return
        seen.append(f"{box.text()} {box.informativeText()}")
        button = next(b for b in box.buttons() if b.text() == text)
        button.setFocus()
        qtbot.keyClick(button, Qt.Key.Key_Space)

    QTimer.singleShot(0, run)


def test_closing_with_a_half_typed_hand_asks_first(
    qtbot: QtBot, opened: tuple[MainWindow, ReadyEvent]
) -> None:
    window, _ready = opened
    edit = _entry_line(qtbot, window)
    qtbot.keyClicks(edit, "23")  # half a hand, not saved
    seen: list[str] = []
    answer_box(qtbot, Qt.Key.Key_Escape, seen)
    qtbot.keyClick(edit, Qt.Key.Key_Q, CTRL)
    assert seen and "the hand typed on Hand entry (“23”)" in seen[0]
    assert window.isVisible() and edit.text() == "23"  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # back to the typing
    answer_box(qtbot, Qt.Key.Key_Return, seen)  # Enter keeps the window open too
    qtbot.keyClick(edit, Qt.Key.Key_Q, CTRL)
    assert len(seen) == 2 and window.isVisible()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    _click(qtbot, "Close anyway", seen)
    qtbot.keyClick(edit, Qt.Key.Key_Q, CTRL)
    assert len(seen) == 3 and not window.isVisible()


def test_closing_with_nothing_typed_asks_nothing(
    qtbot: QtBot, opened: tuple[MainWindow, ReadyEvent]
) -> None:
    window, _ready = opened
    edit = _entry_line(qtbot, window)
    qtbot.keyClick(edit, Qt.Key.Key_Q, CTRL)
    assert QApplication.activeModalWidget() is None
    assert not window.isVisible()
