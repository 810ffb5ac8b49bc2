"""Issue 14 item 1: Ctrl+Z in the entry line undoes the last saved hand (the line has nothing of
its own to undo once a hand is saved), and a line repeating the hand just saved warns first."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = CTRL | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def window(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> Iterator[MainWindow]:
    make_event(backend, 10)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    yield window


def entry_screen(window: MainWindow) -> HandEntryScreen:
    screen = window.show_screen("Hand entry")
    assert isinstance(screen, HandEntryScreen)
    return screen


def enter(qtbot: QtBot, screen: HandEntryScreen, keys: str) -> None:
    qtbot.keyClicks(screen.entry.edit, keys)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)


def test_ctrl_z_on_the_empty_line_undoes_the_saved_hand(
    qtbot: QtBot, window: MainWindow
) -> None:
    screen = entry_screen(window)
    enter(qtbot, screen, "1374")
    enter(qtbot, screen, "2361")
    assert screen.model.hand_count() == 2
    assert screen.entry.edit.text() == ""
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Z, CTRL)
    assert screen.model.hand_count() == 1  # the saved hand is undone ...
    assert screen.entry.edit.text() == ""  # ... and its text is not put back
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)
    assert screen.model.hand_count() == 1  # so Enter records nothing twice
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Z, CTRL_SHIFT)
    assert screen.model.hand_count() == 2  # redo from the line too
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Z, CTRL)
    assert screen.model.hand_count() == 0


def test_typed_text_is_undone_first_then_the_saved_hand(
    qtbot: QtBot, window: MainWindow
) -> None:
    screen = entry_screen(window)
    enter(qtbot, screen, "1374")
    qtbot.keyClicks(screen.entry.edit, "25")
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Z, CTRL)
    assert screen.entry.edit.text() == ""  # the line's own typing first
    assert screen.model.hand_count() == 1
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Z, CTRL)
    assert screen.model.hand_count() == 0  # then the last saved change


def test_repeating_the_hand_just_saved_warns_before_saving_it_again(
    qtbot: QtBot, window: MainWindow
) -> None:
    screen = entry_screen(window)
    enter(qtbot, screen, "1374")
    enter(qtbot, screen, "13 74")  # the same hand, spaced differently
    assert screen.model.hand_count() == 1
    assert "same as hand 1" in screen.entry.message.text()
    assert screen.entry.edit.text() == "13 74"  # nothing typed is lost
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)  # a second Enter saves it anyway
    assert screen.model.hand_count() == 2
    enter(qtbot, screen, "2361")  # a different hand: no warning
    assert screen.model.hand_count() == 3
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Z, CTRL)
    enter(qtbot, screen, "2361")  # typed again after the undo: nothing to warn about
    assert screen.model.hand_count() == 3
    assert screen.entry.message.text() == ""


def test_a_character_outside_the_keys_is_named_not_a_traceback(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Issue 14 item 12 (part): "²" typed into the line gets a message; nothing is saved."""
    screen = entry_screen(window)
    screen.entry.edit.setText("13²4")  # QTest cannot type "²"; the text arrives as pasted
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)
    assert "“²” cannot be typed here" in screen.entry.message.text()
    assert screen.model.hand_count() == 0 and screen.entry.edit.text() == "13²4"
