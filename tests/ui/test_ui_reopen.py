"""Issue 23, item 1: a mistake found after closing is fixed where it happened.

Through the real window, by keys: Close round asks first and names the tables missing hands
(Esc keeps the round open); on a closed round Seating's button reads "Reopen round" and
reopens it; Edit → Reopen round… / Reopen session… do the same; F2 on a hand of a closed round
asks to reopen it and Enter (Yes) opens the correction. Each is one undo step, audited."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from test_ui_round_in_play import HANDS, fill, open_window
from ui_helpers import answer_box, make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.screens.seating_screen import SeatingScreen
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def focused() -> QWidget:
    """What holds the keyboard; after a question closes the window is active again (the
    offscreen platform does not give it back by itself)."""
    active = QApplication.activeWindow()
    if active is None:
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
        window.activateWindow()
        QApplication.processEvents()
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def press(qtbot: QtBot, button: QPushButton) -> None:
    """A button pressed from the keyboard: focus it, Space."""
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)


def when_picking(qtbot: QtBot, act: Callable[[QInputDialog], None], seen: list[str]) -> None:
    def run() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog):
            QTimer.singleShot(20, run)
            return
        seen.append(f"{dialog.windowTitle()}: {dialog.labelText()} {dialog.comboBoxItems()} "
                    f"[{dialog.textValue()}]")
        act(dialog)
    QTimer.singleShot(0, run)


def status(backend: Backend, event_id: int) -> list[str]:
    return [r.status for r in backend.rounds(event_id)]


def audit_actions(backend: Backend, round_id: int) -> list[str]:
    from sqlalchemy import select
    from sqlalchemy.orm import Session

    from sheepshead_scorer.store.models import AuditEntry

    with Session(backend._ctx.engine) as session:
        return list(session.scalars(
            select(AuditEntry.action).where(
                AuditEntry.entity == "round", AuditEntry.entity_id == round_id
            ).order_by(AuditEntry.id)
        ))


def seating_of(qtbot: QtBot, window: MainWindow) -> SeatingScreen:
    qtbot.keyClick(window, Qt.Key.Key_4, ALT)
    screen = window.screens["Seating"]
    assert isinstance(screen, SeatingScreen)
    return screen


def test_close_round_asks_first_then_reopen_round_and_undo(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10, hands=HANDS)
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    seating = seating_of(qtbot, window)

    asked: list[str] = []
    answer_box(qtbot, Qt.Key.Key_Escape, asked)  # hands are missing: Esc keeps it open
    press(qtbot, seating.close_button)
    assert asked == [
        "Close round: Close round 1 of session 1? Tables 1 and 2 do not have all their hands "
        "yet. Closed, the round takes no more hands until it is reopened (Seating → Reopen "
        "round; Ctrl+Z)."
    ]
    assert status(backend, ready.event_id) == ["published"]

    fill(backend, ready.round_id)
    asked.clear()
    answer_box(qtbot, Qt.Key.Key_Return, asked)  # complete: Enter closes
    press(qtbot, seating.close_button)
    assert asked[0].startswith("Close round: Close round 1 of session 1? Every table has all")
    assert status(backend, ready.event_id) == ["closed"]
    assert seating.close_button.text() == "Reopen round"

    press(qtbot, seating.close_button)  # Reopen round: at once, nothing asked
    assert status(backend, ready.event_id) == ["published"]
    assert seating.close_button.text() == "Close round"
    assert seating.message.text().startswith("Reopened round 1 of session 1")

    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)  # undo the reopen: closed again
    assert status(backend, ready.event_id) == ["closed"]
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)  # undo the close: open again
    assert status(backend, ready.event_id) == ["published"]
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL | SHIFT)  # redo: closed
    assert status(backend, ready.event_id) == ["closed"]
    assert audit_actions(backend, ready.round_id)[-5:] == [
        "close", "reopen", "close", "reopen", "close"
    ]


def test_session_closes_and_reopens_from_seating_and_the_edit_menu(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10, hands=HANDS)
    fill(backend, ready.round_id)
    backend.close_round(ready.round_id)
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    seating = seating_of(qtbot, window)
    answer_box(qtbot, Qt.Key.Key_Return)  # "Close session 1?": Enter closes
    press(qtbot, seating.close_session_button)
    assert [s.status for s in backend.sessions(ready.event_id)] == ["closed"]
    assert seating.close_session_button.text() == "Reopen session"

    # Edit → Reopen session…: the closed session offered, Enter reopens it
    seen: list[str] = []
    when_picking(qtbot, lambda d: qtbot.keyClick(d, Qt.Key.Key_Return), seen)
    window.findChild(type(window.undo_action), "reopenSessionAction").trigger()
    assert seen == ["Reopen session: Reopen which session? ['Session 1'] [Session 1]"]
    assert [s.status for s in backend.sessions(ready.event_id)] == ["open"]
    assert seating.close_session_button.text() == "Close session"

    # Edit → Reopen round…: the round Seating shows is offered first
    seen.clear()
    when_picking(qtbot, lambda d: qtbot.keyClick(d, Qt.Key.Key_Return), seen)
    window.findChild(type(window.undo_action), "reopenRoundAction").trigger()
    assert seen == [
        "Reopen round: Reopen which round? ['Round 1 of session 1'] [Round 1 of session 1]"
    ]
    assert status(backend, ready.event_id) == ["published"]
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)  # one undo step each
    assert status(backend, ready.event_id) == ["closed"]
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert [s.status for s in backend.sessions(ready.event_id)] == ["closed"]


def test_the_edit_menu_is_reached_by_keys(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10, hands=HANDS)
    fill(backend, ready.round_id)
    backend.close_round(ready.round_id)
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    seen: list[str] = []
    when_picking(qtbot, lambda d: qtbot.keyClick(d, Qt.Key.Key_Return), seen)
    qtbot.keyClick(window, Qt.Key.Key_E, ALT)  # Alt+E opens Edit, O is "Reopen rOund…"
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_O)
    qtbot.waitUntil(lambda: status(backend, ready.event_id) == ["published"])
    assert seen and seen[0].startswith("Reopen round: ")


def test_f2_in_a_closed_round_offers_to_reopen_it(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10, hands=HANDS)
    fill(backend, ready.round_id)
    backend.close_round(ready.round_id)
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    qtbot.keyClick(window, Qt.Key.Key_5, ALT)
    screen = window.screens["Hand entry"]
    assert isinstance(screen, HandEntryScreen)
    table = screen.table_box.currentData().id

    # No (Esc): nothing changes, the line is not in correction mode
    asked: list[str] = []
    answer_box(qtbot, Qt.Key.Key_Escape, asked)
    qtbot.keyClick(focused(), Qt.Key.Key_Up, CTRL)
    qtbot.keyClick(focused(), Qt.Key.Key_F2)
    assert asked == [
        "Round closed: Round 1 is closed. Reopen it to correct hand 2? Reopening is recorded "
        "in the audit log; close the round again on Seating when the corrections are done "
        "(Ctrl+Z closes it again at once)."
    ]
    assert status(backend, ready.event_id) == ["closed"]
    assert screen.entry.mode_label.text() == "Hand 3"

    # Yes (Enter): the round reopens and the line corrects hand 2
    answer_box(qtbot, Qt.Key.Key_Return)
    qtbot.keyClick(focused(), Qt.Key.Key_F2)  # hand 2 is still picked
    assert status(backend, ready.event_id) == ["published"]
    assert screen.entry.mode_label.text() == "Correct 2"
    assert focused() is screen.entry.edit
    qtbot.keyClicks(screen.entry.edit, "2495")
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)
    assert screen.entry.message.text() == ""
    assert backend.hands(table)[1].points == 95

    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)  # undo the correction
    assert backend.hands(table)[1].points == 75
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)  # undo the reopen
    assert status(backend, ready.event_id) == ["closed"]
