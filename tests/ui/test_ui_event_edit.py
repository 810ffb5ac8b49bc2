"""Issue 14 item 3: the current event is edited from Event setup (Ctrl+E): name, venue, fee,
prize places; new rules after hands were scored only with a confirmation naming how many hands
and totals change; one undoable step. Source 000: 91 points is a schneider win (picker +4)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QSpinBox, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import ReadyEvent, make_event

from sheepshead_scorer.rules import outcome_to_dict
from sheepshead_scorer.rules.outcomes import PickedHand
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_edit_dialog import EventEditDialog
from sheepshead_scorer.ui.screens.event_screen import EventScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

CTRL = Qt.KeyboardModifier.ControlModifier


@dataclass
class Setup:
    window: MainWindow
    screen: EventScreen
    ready: ReadyEvent
    backend: Backend


@pytest.fixture
def setup(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> Iterator[Setup]:
    ready = make_event(backend, 5)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    screen = window.show_screen("Event setup")
    assert isinstance(screen, EventScreen)
    yield Setup(window, screen, ready, backend)


def when_modal(qtbot: QtBot, act: Callable[[QWidget], None]) -> None:
    """Run ``act`` on the next modal window once it is open (dialogs block in exec())."""
    def run() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(20, run)
            return
        act(modal)
    QTimer.singleShot(0, run)


def back_to(qtbot: QtBot, window: MainWindow) -> None:
    """The window is active again once the dialog closed (offscreen has no window manager
    to hand the activation back)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def retype(qtbot: QtBot, widget: QWidget, text: str) -> None:
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(widget, text)


def test_details_are_edited_and_undone(qtbot: QtBot, setup: Setup) -> None:
    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, EventEditDialog)
        retype(qtbot, dialog.name, "Oktoberfest Open")
        retype(qtbot, dialog.venue, "Town Hall")
        retype(qtbot, dialog.places, "60, 40")
        qtbot.keyClick(dialog.places, Qt.Key.Key_Return)

    when_modal(qtbot, fill)
    qtbot.keyClick(setup.screen, Qt.Key.Key_E, CTRL)
    row = setup.backend.event(setup.ready.event_id)
    assert (row.name, row.venue) == ("Oktoberfest Open", "Town Hall")
    assert row.prize_scheme["place_percents"] == ["60", "40"]
    assert "Oktoberfest Open" in setup.window.event_box.currentText()
    back_to(qtbot, setup.window)
    qtbot.keyClick(setup.screen, Qt.Key.Key_Z, CTRL)
    assert setup.backend.event(setup.ready.event_id).name == "Test Open"


def test_new_rules_after_hands_rescore_only_when_confirmed(
    qtbot: QtBot, setup: Setup
) -> None:
    table = setup.backend.tables(setup.ready.round_id)[0]
    hand = PickedHand(dealer=0, picker=1, partners=(2,), points=91, tricks=3)
    setup.backend.record_hand(table.id, outcome_to_dict(hand), expected_number=1)
    assert setup.backend.hands(table.id)[0].payouts[1] == 4
    seen: list[str] = []

    def change_rules(dialog: QWidget, answer: Qt.Key) -> None:
        assert isinstance(dialog, EventEditDialog)
        spin = dialog.rules.editors["schneider_win_at"]
        assert isinstance(spin, QSpinBox)
        retype(qtbot, spin, "95")

        def confirm(box: QWidget) -> None:
            assert isinstance(box, QMessageBox)
            seen.append(box.text())
            qtbot.keyClick(box, answer)
        when_modal_after(confirm, dialog)
        qtbot.keyClick(spin, Qt.Key.Key_Return)
        if answer == Qt.Key.Key_Escape:  # back in the dialog: nothing saved; leave it
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    def when_modal_after(act: Callable[[QWidget], None], under: QWidget) -> None:
        def run() -> None:
            modal = QApplication.activeModalWidget()
            if modal is None or modal is under:
                QTimer.singleShot(20, run)
                return
            act(modal)
        QTimer.singleShot(0, run)

    when_modal(qtbot, lambda d: change_rules(d, Qt.Key.Key_Escape))
    qtbot.keyClick(setup.screen, Qt.Key.Key_E, CTRL)
    assert "Hands scored: 1 · paying differently: 1 · players whose total changes: 5" in seen[0]
    assert setup.backend.hands(table.id)[0].payouts[1] == 4  # cancelled: nothing rescored

    when_modal(qtbot, lambda d: change_rules(d, Qt.Key.Key_Return))
    back_to(qtbot, setup.window)
    qtbot.keyClick(setup.screen, Qt.Key.Key_E, CTRL)
    assert setup.backend.hands(table.id)[0].payouts[1] == 2  # a plain win now
    assert setup.backend.event(setup.ready.event_id).ruleset["schneider_win_at"] == 95
    assert setup.window.undo_action.text().endswith("edit Test Open")
    back_to(qtbot, setup.window)
    qtbot.keyClick(setup.screen, Qt.Key.Key_Z, CTRL)
    assert setup.backend.hands(table.id)[0].payouts[1] == 4  # old rules, old payouts
