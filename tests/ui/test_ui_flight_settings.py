"""Prize flights set up in the event dialog (Ctrl+E) with key presses: three flights, their
shares and places typed; saved after the start, the flights are fixed at once (nobody has
a history yet: all in the lowest flight) and the dialog then greys out the split."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from test_ui_event_edit import Setup, back_to, retype, when_modal
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


def test_three_flights_are_typed_saved_and_fixed(qtbot: QtBot, setup: Setup) -> None:
    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, EventEditDialog)
        form = dialog.flights
        assert not form.shares[0].isVisibleTo(dialog)  # no flights: no rows
        form.count.setFocus()
        qtbot.keyClick(form.count, Qt.Key.Key_Down)  # 2 flights
        qtbot.keyClick(form.count, Qt.Key.Key_Down)  # 3 flights
        assert form.count.currentData() == 3
        assert form.shares[2].isVisibleTo(dialog) and not form.shares[3].isVisibleTo(dialog)
        form.basis.setFocus()
        qtbot.keyClick(form.basis, Qt.Key.Key_Down)  # earlier results
        retype(qtbot, dialog.places, "20, 10")
        for share, places, text in zip(form.shares, form.places,
                                       ("20", "15", "10"), strict=False):
            retype(qtbot, share, text)
            retype(qtbot, places, "60, 40")
        qtbot.keyClick(form.places[2], Qt.Key.Key_Return)

    when_modal(qtbot, fill)
    qtbot.keyClick(setup.screen, Qt.Key.Key_E, CTRL)
    scheme = setup.backend.event(setup.ready.event_id).prize_scheme
    assert scheme["flights"]["count"] == 3 and scheme["flights"]["basis"] == "results"
    assert [p["share_percent"] for p in scheme["flights"]["prizes"]] == ["20", "15", "10"]
    assert scheme["flights"]["prizes"][0]["place_percents"] == ["60", "40"]
    assert scheme["flights"]["one_prize"] is True
    flights = setup.backend.event_flights(setup.ready.event_id)
    assert flights.fixed and set(flights.by_player.values()) == {"C"}  # no history: lowest
    assert len(flights.by_player) == 10
    back_to(qtbot, setup.window)
    seen: list[bool] = []

    def look(dialog: QWidget) -> None:
        assert isinstance(dialog, EventEditDialog)
        seen.append(dialog.flights.count.isEnabled())
        assert "fixed when the first round was published" in dialog.flights.note.text()
        assert dialog.flights.shares[0].isEnabled()  # the prizes may still change
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_modal(qtbot, look)
    qtbot.keyClick(setup.screen, Qt.Key.Key_E, CTRL)
    assert seen == [False]


def test_a_bad_cutoff_is_named_and_nothing_typed_is_lost(qtbot: QtBot, setup: Setup) -> None:
    said: list[str] = []

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, EventEditDialog)
        form = dialog.flights
        form.count.setFocus()
        qtbot.keyClick(form.count, Qt.Key.Key_Down)
        qtbot.keyClick(form.count, Qt.Key.Key_Down)
        retype(qtbot, form.cutoffs, "1600")
        qtbot.keyClick(form.cutoffs, Qt.Key.Key_Return)
        said.append(dialog.message.text())
        assert QApplication.activeModalWidget() is dialog and form.cutoffs.text() == "1600"
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_modal(qtbot, fill)
    qtbot.keyClick(setup.screen, Qt.Key.Key_E, CTRL)
    assert said == ["Cutoffs: 3 flights need 2 cutoffs, the highest first (e.g. 1600, 1400), "
                    "or none for equal flights"]
    assert "flights" not in setup.backend.event(setup.ready.event_id).prize_scheme
