"""Issue 14 item 4: every screen has a natural first focus, Tab follows the form (the date
field lets go of Tab), and no key means two things — Ctrl+PgDown on Hand entry switches the
table wherever the focus is on the screen, never the screen."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QShortcut
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_screen import EventScreen
from sheepshead_scorer.ui.screens.hand_entry_screen import COMMAND_KEYS, HandEntryScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


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
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    yield window


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def type_into_focus(qtbot: QtBot, keys: str) -> None:
    widget = focused()
    assert widget is not None
    qtbot.keyClicks(widget, keys)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


@pytest.mark.parametrize(
    ("number", "title", "field"),
    [(1, "Players", "search"), (2, "Event setup", "name"), (3, "Registration", "add_box"),
     (5, "Hand entry", "entry.edit")],
)
def test_each_screen_starts_in_its_first_field(
    qtbot: QtBot, window: MainWindow, number: int, title: str, field: str
) -> None:
    qtbot.keyClick(window, Qt.Key(Qt.Key.Key_0 + number), ALT)  # Alt+N, as the director does
    screen = window.screens[title]
    assert window.stack.currentWidget() is screen
    target: object = screen
    for part in field.split("."):
        target = getattr(target, part)
    assert focused() is target


def test_arriving_at_hand_entry_the_first_hand_goes_in(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_5, ALT)
    screen = window.screens["Hand entry"]
    assert isinstance(screen, HandEntryScreen)
    type_into_focus(qtbot, "1374")
    assert screen.model.hand_count() == 1


def test_ctrl_pgdown_switches_the_table_wherever_the_focus_is(
    qtbot: QtBot, window: MainWindow
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_5, ALT)
    screen = window.screens["Hand entry"]
    assert isinstance(screen, HandEntryScreen)
    first = screen.table_box.currentData().id
    screen.round_box.setFocus()  # the focus is elsewhere on the screen
    qtbot.keyClick(screen.round_box, Qt.Key.Key_PageDown, CTRL)
    assert window.stack.currentWidget() is screen, "still on Hand entry"
    assert screen.table_box.currentData().id != first
    assert focused() is screen.entry.edit
    type_into_focus(qtbot, "5174")  # the digits land in the entry line of the next table
    assert len(window.backend.hands(screen.table_box.currentData().id)) == 1
    assert window.backend.hands(first) == []
    assert window.nav.focusPolicy() == Qt.FocusPolicy.NoFocus  # the screen list never reads it


def test_tab_leaves_the_date_field_for_the_venue(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_2, ALT)
    screen = window.screens["Event setup"]
    assert isinstance(screen, EventScreen)
    qtbot.keyClicks(screen.name, "Open")
    qtbot.keyClick(screen.name, Qt.Key.Key_Tab)
    assert focused() is screen.date
    qtbot.keyClick(screen.date, Qt.Key.Key_Tab)
    assert focused() is screen.venue
    qtbot.keyClicks(screen.venue, "Club hall")
    assert screen.venue.text() == "Club hall"


def test_no_key_means_two_things(qtbot: QtBot, window: MainWindow) -> None:
    window_keys = [
        action.shortcut().toString()
        for action in window.findChildren(QAction)
        if not action.shortcut().isEmpty()
    ]
    assert len(window_keys) == len(set(window_keys)), Counter(window_keys)
    for title, screen in window.screens.items():
        mine = [s.key().toString() for s in screen.findChildren(QShortcut)]
        if isinstance(screen, HandEntryScreen):
            from PySide6.QtGui import QKeySequence

            mine += [
                QKeySequence(key.value | int(mods.value)).toString()
                for key, mods in COMMAND_KEYS
            ]
        clashes = [k for k in mine if k in window_keys or mine.count(k) > 1]
        assert clashes == [], f"{title}: {clashes}"
