"""Issue 22 on the Seating screen: "Hands per table size" chosen with the keys, Ctrl+D draws,
and the review under the grid says how many hands each player plays — and warns when the
players of one round would play different numbers of hands."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.screens.seating_screen import SeatingScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

CTRL = Qt.KeyboardModifier.ControlModifier


def shown(qtbot: QtBot, backend: Backend, bus: AppBus) -> SeatingScreen:
    # session 1's round 1: 12 hands, the same at every table
    ready = make_event(backend, 11, sessions=2)
    screen = SeatingScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is screen)
    return screen


def test_the_review_warns_of_a_six_table_playing_fewer_each(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    screen = shown(qtbot, backend, bus)
    text = screen.review.text()
    # 12 hands at the 6-table: each seat deals twice and sits out then: 10 each
    assert "12 hands, each player plays 12" in text
    assert "12 hands, each player plays 10" in text
    assert "Warning: players of this round play different numbers of hands (10 to 12)" in text


def test_every_player_plays_the_same_number_by_the_keys(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    screen = shown(qtbot, backend, bus)
    screen.session_box.setValue(2)  # session 2, a round of 10
    screen.hands_box.setValue(10)
    screen.table_hands_box.setFocus()
    qtbot.keyClick(screen.table_hands_box, Qt.Key.Key_Down)
    assert screen.table_hands_box.currentData() == "equal"
    qtbot.keyClick(screen, Qt.Key.Key_D, CTRL)
    by_size = {len(t.seats): t.planned for t in screen.model.tables()}
    assert by_size[5] is not None and by_size[5].hands == 10
    assert by_size[6] is not None and by_size[6].hands == 12  # the dealer sits out: 10 each
    text = screen.review.text()
    assert "10 hands, each player plays 10" in text
    assert "12 hands, each player plays 10" in text
    assert "Warning" not in text
