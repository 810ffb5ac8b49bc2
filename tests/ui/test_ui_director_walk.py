"""A first-time director's evening under Xvfb, by keys in the real window: what stumbled.

1. An event created in a database opened with File → Open database file… (Ctrl+O) no longer
   meets the previous window's deleted event picker ("Internal C++ object (QComboBox)
   already deleted"): a closed window hears nothing more from the app bus.
2. Ctrl+Enter creates the event once: the name is cleared and the window shows the new
   event; the same name and date again asks first (Enter and Esc keep the one there is).
3. Close session asks as Close round does, naming the tables short of hands; a session with
   a round still open is refused naming it.
4. Seating follows a round reopened on Hand entry (F2): no stale "Closed round 1 …".
5. The draw defaults to what is left of the session and says when a session's hands are all
   drawn, moving the draw to the next session.
6. File → Export / Print: every entry its own accelerator (E: Event workbook), and files
   named after the event ("Fall Classic 2026-10-03 standings.pdf").
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot
from test_ui_round_in_play import HANDS, fill, open_window
from ui_helpers import answer_box, make_event

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services.events.event_edits import EventSpec
from sheepshead_scorer.ui.actions import export_actions
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_screen import EventScreen
from sheepshead_scorer.ui.screens.seating_screen import SeatingScreen
from sheepshead_scorer.ui.shell import database_actions
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.database_actions import DatabaseActions
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def _activate(qtbot: QtBot, window: QWidget) -> None:
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def focused() -> QWidget:
    if QApplication.activeWindow() is None:
        window = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, MainWindow) and w.isVisible())
        window.activateWindow()
        QApplication.processEvents()
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def _event_setup(qtbot: QtBot, window: MainWindow) -> EventScreen:
    qtbot.keyClick(window, Qt.Key.Key_2, ALT)
    screen = window.screens["Event setup"]
    assert isinstance(screen, EventScreen)
    return screen


def _seating(qtbot: QtBot, window: MainWindow) -> SeatingScreen:
    qtbot.keyClick(window, Qt.Key.Key_4, ALT)
    screen = window.screens["Seating"]
    assert isinstance(screen, SeatingScreen)
    return screen


def _press(qtbot: QtBot, widget: QWidget) -> None:
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_Space)


def test_an_event_created_after_file_open_database_does_not_crash(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    actions = DatabaseActions(settings, bus, lambda b: build_window(b, bus, settings))
    first = actions.start(backend)
    _activate(qtbot, first)
    _event_setup(qtbot, first)  # the first window's screens are built and listening
    target = tmp_path / "Club #3" / "club3.sqlite"
    target.parent.mkdir()
    monkeypatch.setattr(database_actions, "save_file_name", lambda *_a, **_k: str(target))
    qtbot.keyClick(first, Qt.Key.Key_O, CTRL)  # File → Open database file…
    second = actions.window
    assert second is not None and second is not first
    qtbot.addWidget(second)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: not shiboken6.isValid(first))  # the old window is gone
    _activate(qtbot, second)
    screen = _event_setup(qtbot, second)
    qtbot.keyClicks(screen.name, "Club 3 Friday Night")
    qtbot.keyClick(screen.name, Qt.Key.Key_Return, CTRL)
    assert actions.backend is not None
    assert [e.name for e in actions.backend.events()] == ["Club 3 Friday Night"]
    assert second.event_box.currentText().startswith("Club 3 Friday Night")
    actions.shutdown()


def test_ctrl_enter_creates_the_event_once_and_a_namesake_asks_first(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window = open_window(qtbot, backend, bus, settings)
    screen = _event_setup(qtbot, window)
    qtbot.keyClicks(screen.name, "Fall Classic")
    qtbot.keyClick(screen.name, Qt.Key.Key_Return, CTRL)
    [event] = backend.events()
    assert screen.name.text() == "" and window.current_event_id() == event.id
    qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)  # a second press creates nothing
    assert len(backend.events()) == 1

    for key in (Qt.Key.Key_Escape, Qt.Key.Key_Return):  # the same again: asked, kept to one
        asked: list[str] = []
        focused()  # the window active again after the last question
        screen.name.setText("fall classic ")
        answer_box(qtbot, key, asked)
        qtbot.keyClick(screen.name, Qt.Key.Key_Return, CTRL)
        assert asked == [
            f"Create event: An event “fall classic” on {event.held_on.isoformat()} already "
            "exists. Create a second event with the same name and date? Pick the one there "
            "is in the toolbar to go on with it."
        ]
        assert len(backend.events()) == 1
        assert screen.message.text() == "Nothing created."


def test_close_session_asks_like_close_round(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10, hands=HANDS, sessions=2)
    backend.close_round(ready.round_id, allow_incomplete=True)  # tables 1 and 2 short
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    seating = _seating(qtbot, window)

    asked: list[str] = []
    answer_box(qtbot, Qt.Key.Key_Return, asked)  # short of hands: Enter is Cancel
    _press(qtbot, seating.close_session_button)
    assert asked == [
        "Close session: Close session 1? Not every table has all its hands (round 1: tables 1 "
        "and 2). Closed, the session takes no more results. (Seating → Reopen session; Ctrl+Z.)"
    ]
    assert [s.status for s in backend.sessions(ready.event_id)] == ["open", "open"]
    assert seating.message.text() == "Nothing closed."

    backend.reopen_round(ready.round_id)
    fill(backend, ready.round_id)
    backend.close_round(ready.round_id)
    backend.draw_round(ready.event_id, 1, HANDS, seed=8)
    second = backend.rounds(ready.event_id)[-1]
    backend.publish_round(second.id)
    _press(qtbot, seating.close_session_button)  # a round open: refused, nothing asked
    assert seating.message.text() == (
        "Session 1 cannot close yet: round 2 is still open (tables 1 and 2 short of hands). "
        "Close its rounds first (Close round)."
    )
    fill(backend, second.id)
    backend.close_round(second.id)

    asked.clear()
    answer_box(qtbot, Qt.Key.Key_Escape, asked)  # complete: Esc cancels …
    _press(qtbot, seating.close_session_button)
    assert asked[0].startswith("Close session: Close session 1? Every round is closed")
    assert [s.status for s in backend.sessions(ready.event_id)] == ["open", "open"]
    answer_box(qtbot, Qt.Key.Key_Return)  # … and Enter closes
    _press(qtbot, seating.close_session_button)
    assert [s.status for s in backend.sessions(ready.event_id)] == ["closed", "open"]
    assert seating.close_session_button.text() == "Reopen session"
    assert seating.message.text().startswith("Closed session 1. Standings: ")


def test_seating_follows_a_round_reopened_by_f2(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10, hands=HANDS)
    fill(backend, ready.round_id)
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    seating = _seating(qtbot, window)
    answer_box(qtbot, Qt.Key.Key_Return)
    _press(qtbot, seating.close_button)
    assert seating.message.text() == "Closed round 1 of session 1."

    qtbot.keyClick(focused(), Qt.Key.Key_5, ALT)  # Hand entry: F2 reopens and corrects
    answer_box(qtbot, Qt.Key.Key_Return)
    qtbot.keyClick(focused(), Qt.Key.Key_Up, CTRL)
    qtbot.keyClick(focused(), Qt.Key.Key_F2)
    assert [r.status for r in backend.rounds(ready.event_id)] == ["published"]
    qtbot.keyClick(focused(), Qt.Key.Key_4, ALT)
    assert seating.message.text() == (
        "Round 1 of session 1 was reopened: it takes hands and corrections again."
    )
    assert seating.close_button.text() == "Close round"


def _event_of_20_hands(backend: Backend, players: int = 10) -> int:
    event_id = backend.create_event(EventSpec(
        name="Club 3 Friday Night", held_on=dt.date(2026, 12, 5),
        ruleset=preset("000-encyclopedia"), sessions=2, hands_per_session=20,
    )).created
    assert event_id is not None
    for number in range(players):
        player = backend.add_player(f"Player {number + 1:02d}").created
        assert player is not None
        backend.register(event_id, player)
        backend.check_in(event_id, player)
    return event_id


def test_the_draw_defaults_to_what_is_left_and_moves_to_the_next_session(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    event_id = _event_of_20_hands(backend)
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=event_id)
    seating = _seating(qtbot, window)
    assert (seating.session_box.value(), seating.hands_box.value()) == (1, 20)

    seating.hands_box.setFocus()  # the director splits the session into two rounds
    qtbot.keyClick(seating.hands_box, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(seating.hands_box, "10")
    qtbot.keyClick(focused(), Qt.Key.Key_D, CTRL)
    qtbot.keyClick(focused(), Qt.Key.Key_P, CTRL | SHIFT)
    assert [(r.session_number, r.hands) for r in backend.rounds(event_id)] == [(1, 10)]
    assert (seating.session_box.value(), seating.hands_box.value()) == (1, 10)
    qtbot.keyClick(focused(), Qt.Key.Key_D, CTRL)
    qtbot.keyClick(focused(), Qt.Key.Key_P, CTRL | SHIFT)
    assert [(r.session_number, r.hands) for r in backend.rounds(event_id)] == [(1, 10), (1, 10)]
    assert (seating.session_box.value(), seating.hands_box.value()) == (2, 20)

    seating.session_box.setValue(1)  # back to the used-up session: said, and moved on
    qtbot.keyClick(focused(), Qt.Key.Key_D, CTRL)
    assert seating.message.text() == (
        "Session 1 has all its 20 hands drawn — close the session (Close session, once its "
        "rounds are closed) and draw session 2."
    )
    assert len(backend.rounds(event_id)) == 2
    assert (seating.session_box.value(), seating.hands_box.value()) == (2, 20)
    assert seating.session_box.isEnabled() and seating.hands_box.isEnabled()

    qtbot.keyClick(focused(), Qt.Key.Key_D, CTRL)  # the last session: nothing is left after it
    qtbot.keyClick(focused(), Qt.Key.Key_P, CTRL | SHIFT)
    assert [(r.session_number, r.hands) for r in backend.rounds(event_id)][-1] == (2, 20)
    # greyed out, not offering "session 2, 20 hands" as if they were left (a director's walk)
    assert not seating.session_box.isEnabled() and not seating.hands_box.isEnabled()
    assert "nothing is left" in seating.hands_box.toolTip()


def test_export_menu_accelerators_are_unique_and_files_are_named_after_the_event(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    event_id = backend.create_event(EventSpec(
        name="Fall Classic", held_on=dt.date(2026, 10, 3), ruleset=preset("000-encyclopedia"),
    )).created
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=event_id)
    file_menu = window.file_menu
    export = next(a.menu() for a in file_menu.actions() if a.text() == "&Export / Print")
    assert isinstance(export, QMenu)
    letters = [
        a.text()[a.text().index("&") + 1].lower()
        for a in export.actions() if not a.isSeparator()
    ]
    assert len(letters) == len(set(letters)) == 16, letters

    offered: list[str] = []

    def save_name(_parent: object, _title: str, name: str, *_rest: object) -> str:
        offered.append(name)
        return ""  # the director cancels the dialog

    monkeypatch.setattr(export_actions, "save_file_name", save_name)
    export.popup(window.mapToGlobal(QPoint(40, 40)))
    qtbot.waitExposed(export)
    qtbot.keyClick(export, Qt.Key.Key_E)  # E: Event workbook, nothing else
    qtbot.waitUntil(lambda: offered != [])
    assert offered == ["Fall Classic 2026-10-03 workbook.xlsx"]

    request = window.export_actions.request_for(export_actions.PREVIEWS[0])
    assert request is not None
    assert window.export_actions.default_name(export_actions.PREVIEWS[0], request) == (
        "Fall Classic 2026-10-03 standings.pdf"
    )
    assert export_actions.file_name('Club: "A/B"', "hand log", "pdf") == "Club A B hand log.pdf"
