"""Issue 23 items 6, 7 and 9 on the Standings screen, through the keys a director presses in
the real window: "by round" next to Event and Session, the League season view with its League
points and Decided-by columns, and Ctrl+Z with the focus in the name filter."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import ReadyEvent, make_event

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services.events.event_edits import EventSpec
from sheepshead_scorer.services.leagues import seasons as leagues
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.standings_columns import PRIZE_COLUMN
from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier
HANDS = 2


def _hand(n: int, points: int) -> dict[str, object]:
    return {"type": "picked", "dealer": n, "picker": (n + 1) % 5, "partners": [(n + 3) % 5],
            "points": points, "tricks": 4}


def _open(qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings) -> MainWindow:
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def _standings(qtbot: QtBot, window: MainWindow) -> StandingsScreen:
    qtbot.keyClick(window, Qt.Key.Key_7, ALT)
    screen = window.screens["Standings"]
    assert isinstance(screen, StandingsScreen)
    return screen


def _pick_scope(qtbot: QtBot, screen: StandingsScreen, text: str) -> None:
    """Arrow down the scope box (as the keyboard does) until it shows ``text``."""
    screen.scope_box.setFocus()
    qtbot.keyClick(screen.scope_box, Qt.Key.Key_Home)
    for _ in range(screen.scope_box.count()):
        if screen.scope_box.currentText() == text:
            return
        qtbot.keyClick(screen.scope_box, Qt.Key.Key_Down)
    assert screen.scope_box.currentText() == text


def _two_rounds(backend: Backend) -> tuple[ReadyEvent, int]:
    """Round 1 played (75 points) and closed; round 2 drawn, one hand played (40 points)."""
    ready = make_event(backend, 10, hands=HANDS)
    for table in backend.tables(ready.round_id):
        for n in range(HANDS):
            backend.record_hand(table.id, _hand(n, 75), expected_number=n + 1)
    backend.close_round(ready.round_id)
    backend.draw_round(ready.event_id, 1, HANDS, seed=8)
    round_two = backend.rounds(ready.event_id)[-1].id
    backend.publish_round(round_two)
    backend.record_hand(backend.tables(round_two)[0].id, _hand(0, 40), expected_number=1)
    return ready, round_two


def test_by_round_shows_each_players_points_in_that_round(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready, round_two = _two_rounds(backend)
    window = _open(qtbot, backend, bus, settings)
    screen = _standings(qtbot, window)
    scopes = [screen.scope_box.itemText(i) for i in range(screen.scope_box.count())]
    assert scopes == ["Event", "Session 1", "Session 1, round 1", "Session 1, round 2"]

    _pick_scope(qtbot, screen, "Session 1, round 2")
    expected: dict[str, Fraction] = {}
    for table in backend.tables(round_two):
        for hand in backend.hands(table.id):
            for name, paid in zip(hand.players, hand.payouts, strict=True):
                expected[name] = expected.get(name, Fraction(0)) + paid
    shown = {row.player: row.total for row in screen.model.rows()}
    assert {n: p for n, p in shown.items() if p} == {n: p for n, p in expected.items() if p}
    assert len(shown) == 10 and any(shown.values())
    event = backend.event_standings(ready.event_id)
    assert shown != {row.player: row.total for row in event.rows}  # not the event's totals
    assert screen.view.isColumnHidden(PRIZE_COLUMN)
    assert screen.status.text() == "Session 1, round 2: each player's points in that round"

    # a hand typed meanwhile reaches the round's standings; the scope stays picked
    table = backend.tables(round_two)[1]
    bus.publish(backend.record_hand(table.id, _hand(0, 90), expected_number=1))
    assert screen.scope_box.currentText() == "Session 1, round 2"
    assert len([r for r in screen.model.rows() if r.total]) == 10

    _pick_scope(qtbot, screen, "Session 1, round 1")
    assert any(row.total for row in screen.model.rows())


def test_league_season_view_shows_league_points_and_decided_by(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    league = leagues.create_league(backend._ctx, "Tuesday League").created
    assert league is not None
    season = leagues.create_season(backend._ctx, league, "2026").created
    assert season is not None
    event_id = backend.create_event(EventSpec(
        name="Night 1", held_on=dt.date(2026, 11, 3), ruleset=preset("000-encyclopedia"),
        season_id=season,
    )).created
    assert event_id is not None
    for number in range(5):
        player = backend.add_player(f"Member {number}").created
        assert player is not None
        backend.register(event_id, player)
        backend.check_in(event_id, player)
    backend.draw_round(event_id, 1, 4, seed=3)
    backend.publish_round(backend.rounds(event_id)[0].id)
    backend.record_hand(backend.tables(backend.rounds(event_id)[0].id)[0].id, _hand(0, 80),
                        expected_number=1)
    window = _open(qtbot, backend, bus, settings)
    screen = _standings(qtbot, window)
    assert screen.scope_box.currentText() == "Event"  # the event view hides its own columns
    _pick_scope(qtbot, screen, "League season")
    assert screen.proxy.sourceModel() is screen.season
    titles = {
        str(screen.season.headerData(c, Qt.Orientation.Horizontal)): c
        for c in range(screen.season.columnCount())
    }
    for title in ("Rank", "Player", "Nights", "League points", "Decided by"):
        assert not screen.view.isColumnHidden(titles[title]), title
    _pick_scope(qtbot, screen, "Event")  # and back: the event's own columns hidden again
    games = next(c for c, col in enumerate(screen.model.columns()) if col.title == "Games")
    assert screen.view.isColumnHidden(games)


@pytest.fixture
def played(qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
           ) -> Iterator[tuple[MainWindow, ReadyEvent]]:
    ready = make_event(backend, 10)
    yield _open(qtbot, backend, bus, settings), ready


def test_ctrl_z_in_the_standings_filter_undoes_the_last_change(
    qtbot: QtBot, played: tuple[MainWindow, ReadyEvent], backend: Backend
) -> None:
    window, ready = played
    qtbot.keyClick(window, Qt.Key.Key_5, ALT)  # Hand entry
    edit = window.screens["Hand entry"].entry.edit  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is edit)
    qtbot.keyClicks(edit, "1374")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    table = backend.tables(ready.round_id)[0]
    assert len(backend.hands(table.id)) == 1
    screen = _standings(qtbot, window)
    screen.filter.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.filter)
    qtbot.keyClicks(screen.filter, "Pl")
    qtbot.keyClick(screen.filter, Qt.Key.Key_Z, CTRL)  # the filter's own typing first
    assert screen.filter.text() == "" and len(backend.hands(table.id)) == 1
    qtbot.keyClick(screen.filter, Qt.Key.Key_Z, CTRL)  # nothing typed: the window's Undo
    assert backend.hands(table.id) == []
