"""A league night typed wrong is fixed where it happened, by key presses in the real window:
a night kept on two sheets (7 + 6) opens as one sheet that balances as a whole, a total is
corrected in place although the night is closed, and Ctrl+Z puts it back (audited both ways);
a night entered twice is deleted after a question and counted once by the season table and
the player's history, and Ctrl+Z brings it back; the night sheet takes a registered club
member by the first letters of the name, Tab goes from total to total, Down scrolls the sheet
to the cursor, and Esc asks before throwing typed totals away."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from sheepshead_scorer.services import PlayerFields
from sheepshead_scorer.services.door.reads import history
from sheepshead_scorer.ui.actions.delete_actions import DeleteMenu
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.season_screen import SeasonScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow
from sheepshead_scorer.ui.widgets.night_sheet import NightSheet

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

THIRTEEN = (12, -7, -5, 3, 3, -6, 0, 4, -4, 2, -2, 1, -1)


def _season(backend: Backend, members: int = 14, roster: int = 13) -> tuple[int, list[int]]:
    services = backend
    league = services.create_league("Tuesday League").created
    assert league is not None
    season = services.create_season(league, "2026").created
    assert season is not None
    players = []
    for n in range(1, members + 1):
        created = services.create_player(PlayerFields(name=f"Member {n:02d}")).created
        assert created is not None
        players.append(created)
    services.add_to_roster(season, players[:roster])
    return season, players


def _night(backend: Backend, season: int, players: list[int], name: str) -> int:
    created = backend.record_night(
        season, dt.date(2026, 9, 22), dict(zip(players, THIRTEEN, strict=False)), name=name
    ).created
    assert created is not None
    return created


def _window(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> tuple[MainWindow, SeasonScreen]:
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_9, Qt.KeyboardModifier.AltModifier)  # League season
    screen = window.screens["League season"]
    assert isinstance(screen, SeasonScreen) and window.stack.currentWidget() is screen
    return window, screen


def _keys(window: MainWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    """A key to the window as the director presses it (its shortcuts answer)."""
    window.activateWindow()
    for _ in range(100):
        if QApplication.activeWindow() is window:
            break
        QTest.qWait(10)
    handle = window.windowHandle()
    assert handle is not None
    QTest.keyClick(handle, key, modifiers)


def _points(backend: Backend, season: int) -> dict[str, Fraction]:
    return {line.player: line.total for line in backend.season_table(season).lines}


def when_asked(answer: Qt.Key, seen: list[str]) -> None:
    """Answer the next question box with a key press."""

    def run() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, run)
            return
        seen.append(box.text())
        QTest.keyClick(box, answer)

    QTimer.singleShot(0, run)


def test_a_night_on_two_sheets_is_corrected_in_place_and_undone(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    season, players = _season(backend)
    night = _night(backend, season, players, "Night 4")
    assert [len(t.seats) for t in backend.tables(backend.rounds(night)[0].id)] == [7, 6]
    window, screen = _window(qtbot, backend, bus, settings)
    _keys(window, Qt.Key.Key_N,
          Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    sheet = screen.findChild(NightSheet)
    assert sheet is not None and sheet.isVisible()
    assert sheet.windowTitle() == "Correct Night 4 — 2026-09-22"
    assert sheet.light.property("state") == "ok"  # the night balances as a whole
    assert "Sum 0 — players: 13" in sheet.light.text()
    first = sheet.fields[players[0]]
    assert QApplication.focusWidget() is first and first.text() == "+12"
    QTest.keyClicks(first, "+10")  # typed over
    QTest.keyClick(first, Qt.Key.Key_Down)
    QTest.keyClicks(QApplication.focusWidget(), "-5")
    assert sheet.light.property("state") == "ok"
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert not sheet.isVisible(), sheet.message.text()
    assert _points(backend, season)["Member 01"] == 10
    assert _points(backend, season)["Member 02"] == -5
    assert "Night 4 — 2026-09-22 corrected; Ctrl+Z" in screen.moved.text()
    assert window.undo_stack.count() == 1 and window.undo_stack.canUndo()

    with qtbot.waitSignal(bus.changed):
        _keys(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _points(backend, season)["Member 01"] == 12
    actions = [row.action for row in history(backend._ctx, "event", night)]
    assert actions.count("night-correct") == 2
    with qtbot.waitSignal(bus.changed):
        _keys(window, Qt.Key.Key_Z,
              Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert _points(backend, season)["Member 01"] == 10


def test_a_night_entered_twice_is_deleted_and_comes_back(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    season, players = _season(backend)
    _night(backend, season, players, "Night 4")
    copy = _night(backend, season, players, "Night 4 again")
    window, screen = _window(qtbot, backend, bus, settings)
    assert _points(backend, season)["Member 01"] == 24
    assert screen.saved_nights.box.currentData() == copy  # the latest is picked
    seen: list[str] = []
    when_asked(Qt.Key.Key_Y, seen)
    with qtbot.waitSignal(bus.changed, timeout=5000):
        qtbot.mouseClick(screen.saved_nights.buttons["delete"], Qt.MouseButton.LeftButton)
    assert seen and seen[0].startswith("Delete 09-22 Night 4 again with every total in it?")
    assert _points(backend, season)["Member 01"] == 12
    assert [e.id for e in backend.events()] == [copy - 1]
    assert window.event_box.count() == 1
    assert screen.saved_nights.box.count() == 1

    with qtbot.waitSignal(bus.changed):
        _keys(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _points(backend, season)["Member 01"] == 24
    assert window.event_box.count() == 2


def test_a_stray_player_is_deleted_from_the_edit_menu_one_with_results_refused(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    season, players = _season(backend)
    _night(backend, season, players, "Night 4")
    window, _screen = _window(qtbot, backend, bus, settings)
    deletes = window.findChild(DeleteMenu)
    assert deletes is not None
    statuses: list[str] = []
    bus.status.connect(statuses.append)
    deletes.delete_player("Member 01 (#1)")
    assert statuses[-1].startswith("Not saved: Member 01 (#1) played in Night 4 — 2026-09-22")
    assert "merge it into the right player" in statuses[-1]
    deletes.delete_player(f"Member 14 (#{players[13]})")
    assert "Member 14" not in [p.name for p in backend.players()]
    _keys(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Member 14" in [p.name for p in backend.players()]


def _focused() -> QLineEdit:
    widget = QApplication.focusWidget()
    assert isinstance(widget, QLineEdit)
    return widget


def test_the_night_sheet_takes_a_club_member_and_follows_the_keys(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    season, players = _season(backend, members=24, roster=22)  # 23, 24: members only
    backend.update_player(
        players[23], PlayerFields(name="Frieda Gans"), expected_version=1
    )
    window, screen = _window(qtbot, backend, bus, settings)
    _keys(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    sheet = screen.findChild(NightSheet)
    assert sheet is not None and sheet.isVisible()
    sheet.resize(460, 500)
    QTest.keyClicks(_focused(), "+3")
    QTest.keyClick(_focused(), Qt.Key.Key_Tab)  # the next player's total, not "paid"
    assert _focused() is sheet.fields[players[1]]
    QTest.keyClicks(_focused(), "-3")
    assert (sheet.fields[players[0]].text(), sheet.fields[players[1]].text()) == ("+3", "-3")
    QTest.keyClick(_focused(), Qt.Key.Key_Backtab)
    assert _focused() is sheet.fields[players[0]]
    for _ in range(19):
        QTest.keyClick(_focused(), Qt.Key.Key_Down)
    low = sheet.fields[players[19]]
    assert _focused() is low
    assert sheet.scroller.verticalScrollBar().value() > 0  # scrolled with the cursor
    top = low.mapTo(sheet.scroller.viewport(), low.rect().topLeft()).y()
    assert 0 <= top <= sheet.scroller.viewport().height() - low.height()

    sheet.new_player.setFocus()
    QTest.keyClicks(sheet.new_player, "fri")  # a club member not on the roster
    popup = sheet.completer.popup()
    qtbot.waitUntil(popup.isVisible)
    QTest.keyClick(popup, Qt.Key.Key_Down)
    QTest.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: players[23] in sheet.fields)
    assert _focused() is sheet.fields[players[23]]
    assert len(sheet.fields) == 23 and "Frieda Gans" not in [
        p.name for p in backend.players() if p.id != players[23]
    ]
    QTest.keyClicks(_focused(), "0")

    QTest.keyClick(_focused(), Qt.Key.Key_Escape)  # typed totals: asked first
    assert sheet.isVisible()
    assert "Press Esc again to throw them away" in sheet.message.text()
    QTest.keyClick(_focused(), Qt.Key.Key_Escape)
    assert not sheet.isVisible()
    assert backend.season_table(season).columns == ()



def test_round_totals_show_a_night_as_one_balanced_sheet(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    season, players = _season(backend)
    night = _night(backend, season, players, "Night 4")
    window, _screen = _window(qtbot, backend, bus, settings)
    assert window.current_event_id() == night
    qtbot.keyClick(window, Qt.Key.Key_6, Qt.KeyboardModifier.AltModifier)  # Round totals
    totals = window.screens["Round totals"]
    blocks = totals.blocks  # type: ignore[attr-defined]
    assert len(blocks) == 2  # kept on two sheets of 7 and 6 ...
    for block in blocks:  # ... shown as one night that balances, not two that do not
        assert block.indicator.text() == "✓ Σ 0 — the night balances as one sheet"
        assert "does not balance" not in block.indicator.text()
        assert "Correct night… (Ctrl+Shift+N)" in block.message.text()
