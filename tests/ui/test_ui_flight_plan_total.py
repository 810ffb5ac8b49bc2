"""A prize plan paying out more than the pool is refused at Save in the event dialog (key
presses), in a director's words, with everything typed kept; nothing is saved. The walk of
issue 29 saved overall 20 % + 10 % and flights 25 % + 50 % + 20 % = 125 % without a word."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from test_ui_event_edit import Setup, retype, when_modal
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_edit_dialog import EventEditDialog
from sheepshead_scorer.ui.screens.event_screen import EventScreen
from sheepshead_scorer.ui.shell.app import build_window

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def setup(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> Iterator[Setup]:
    ready = make_event(backend, 10)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    screen = window.show_screen("Event setup")
    assert isinstance(screen, EventScreen)
    yield Setup(window, screen, ready, backend)


def test_shares_over_the_pool_are_refused_at_save_keeping_what_was_typed(
    qtbot: QtBot, setup: Setup, tmp_path: Path,
) -> None:
    before = dict(setup.backend.event(setup.ready.event_id).prize_scheme)
    said: list[str] = []
    kept: list[list[str]] = []

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, EventEditDialog)
        form = dialog.flights
        form.count.setFocus()
        qtbot.keyClick(form.count, Qt.Key.Key_Down)
        qtbot.keyClick(form.count, Qt.Key.Key_Down)  # 3 flights
        retype(qtbot, dialog.places, "20, 10")
        for share, places, text in zip(form.shares, form.places, ("25", "50", "20"),
                                       strict=False):
            retype(qtbot, share, text)
            retype(qtbot, places, "100")
        qtbot.keyClick(form.places[2], Qt.Key.Key_Return)  # Save
        said.append(dialog.message.text())
        assert QApplication.activeModalWidget() is dialog  # still open
        dialog.grab().save(str(tmp_path / "plan-over-the-pool.png"))
        kept.append([dialog.places.text(), *(s.text() for s in form.shares[:3])])
        qtbot.keyClick(form.places[2], Qt.Key.Key_Return)  # Save again: the same word
        said.append(dialog.message.text())
        assert QApplication.activeModalWidget() is dialog
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_modal(qtbot, fill)
    qtbot.keyClick(setup.screen, Qt.Key.Key_E, CTRL)
    # 20 + 10 overall, no session prize, 25 + 50 + 20 = 95 for the flights: 125, 25 too many
    words = ("the overall places (30 %), session top-score prizes (0 %) and flights' shares "
             "(95 %) add up to 125 % of the pool; at most 100 % can be paid out: lower them "
             "by 25 % in all")
    assert said == [words, words]
    assert kept == [["20, 10", "25", "50", "20"]]
    assert dict(setup.backend.event(setup.ready.event_id).prize_scheme) == before
