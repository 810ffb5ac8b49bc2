"""Round totals (issue 14, item 10): a table that already has hands is refused when the screen
shows it, before anything is typed; typed totals not yet saved show in the status bar; Tab to
"Save table" and Enter saves."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.round_totals_screen import RoundTotalsScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow
from sheepshead_scorer.ui.words.formatting import MINUS, format_points

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

PICKED = {"type": "picked", "dealer": 0, "picker": 1, "partners": [2], "points": 70,
          "tricks": 3}


@pytest.fixture
def window(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> Iterator[MainWindow]:
    ready = make_event(backend, 10)
    table = backend.tables(ready.round_id)[0]
    backend.record_hand(table.id, PICKED, expected_number=1)  # table 1 is played hand by hand
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    yield window


def test_refused_on_arrival_unsaved_shown_and_enter_on_save_saves(
    qtbot: QtBot, window: MainWindow, backend: Backend
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_6, Qt.KeyboardModifier.AltModifier)  # Round totals
    screen = window.screens["Round totals"]
    assert isinstance(screen, RoundTotalsScreen)
    played, other = screen.blocks
    assert played.message.text() == (
        "Table 1 already has 1 hand entered on Hand entry; these totals come from it. "
        "To type the sheet's totals instead, delete that hand first."
    )
    # the computed totals, read-only (issue 23 item 6: not empty grey fields, "Σ 0 · 5 to go")
    payouts = backend.hands(played.table.id)[0].payouts
    assert [e.text() for e in played.entries.values()] == [
        format_points(p).replace(MINUS, "-") for p in payouts
    ]
    assert any(e.text() != "0" for e in played.entries.values())
    assert all(e.isReadOnly() for e in played.entries.values())
    assert played.indicator.text() == "Computed from 1 hand on Hand entry"
    assert not played.save_button.isEnabled()
    entries = list(other.entries.values())
    assert QApplication.focusWidget() is entries[0]  # the first total still to type
    assert window.saved_label.text() == "All changes saved"
    qtbot.waitUntil(lambda: entries[-1].isVisible())  # the layout shows the new block

    for text in ["5", "-2", "1", "-1", "-3"]:
        qtbot.keyClicks(QApplication.focusWidget(), text)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert window.saved_label.text() == (
        "Not saved yet: the totals typed for 1 table (2) — Enter saves"
    )
    visited = []
    for _ in range(12):  # Tab on to "Save table"
        focus = QApplication.focusWidget()
        if focus is other.save_button:
            break
        visited.append(focus.objectName() or type(focus).__name__)
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is other.save_button, visited
    qtbot.keyClick(other.save_button, Qt.Key.Key_Return)
    assert other.message.text() == "Saved."
    assert sorted(backend.round_totals(other.table.id).values()) == [-3, -2, -1, 1, 5]
    assert window.saved_label.text() == "All changes saved"
    qtbot.keyClicks(entries[0], "0")  # "50": typed, not saved again
    assert "Not saved yet" in window.saved_label.text()


def test_computed_totals_follow_a_hand_typed_meanwhile(
    qtbot: QtBot, window: MainWindow, backend: Backend
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_6, Qt.KeyboardModifier.AltModifier)  # Round totals
    screen = window.screens["Round totals"]
    assert isinstance(screen, RoundTotalsScreen)
    played = screen.blocks[0]
    before = [e.text() for e in played.entries.values()]
    qtbot.keyClick(window, Qt.Key.Key_5, Qt.KeyboardModifier.AltModifier)  # Hand entry
    entry = window.screens["Hand entry"]
    edit = entry.entry.edit  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is edit)
    qtbot.keyClicks(edit, "1374")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(backend.hands(played.table.id)) == 2)
    qtbot.keyClick(window, Qt.Key.Key_6, Qt.KeyboardModifier.AltModifier)  # back
    played = screen.blocks[0]
    assert played.indicator.text() == "Computed from 2 hands on Hand entry"
    sums = [sum(h.payouts[i] for h in backend.hands(played.table.id)) for i in range(5)]
    assert [e.text() for e in played.entries.values()] == [
        format_points(p).replace(MINUS, "-") for p in sums
    ]
    assert [e.text() for e in played.entries.values()] != before
