"""Standings refresh on every entry (and only then), and the blind second entry of hands."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.verification import VerificationLog, compare_sheets
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen
from sheepshead_scorer.ui.words.formatting import format_points

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def screens(qtbot: QtBot, backend: Backend, bus: AppBus) -> tuple[HandEntryScreen,
                                                                   StandingsScreen]:
    ready = make_event(backend, 10)
    entry = HandEntryScreen(backend, bus, QUndoStack(), VerificationLog())
    standings = StandingsScreen(backend, bus)
    for widget in (entry, standings):
        qtbot.addWidget(widget)
        widget.set_event(ready.event_id)
    return entry, standings


def type_hand(qtbot: QtBot, screen: HandEntryScreen, keys: str) -> None:
    qtbot.keyClicks(screen.entry.edit, keys)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)


def test_standings_follow_every_entry(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    entry, standings = screens(qtbot, backend, bus)
    assert all(line.total == 0 for line in standings.model.rows())
    type_hand(qtbot, entry, "1391")  # schneider: picker +4
    picker = entry.table_box.currentData().seats[0].player_id
    top = standings.model.rows()[0]
    assert (top.player_id, top.total, top.label) == (picker, 4, "1")
    refreshes = standings.refresh_count
    bus.changed.emit(Changes(players=()), None)  # a change that moves no standings
    assert standings.refresh_count == refreshes
    bus.changed.emit(Changes(standings=True), None)
    assert standings.refresh_count == refreshes + 1


def test_standings_sort_filter_and_scopes(
    qtbot: QtBot, qtmodeltester: object, backend: Backend, bus: AppBus
) -> None:
    entry, standings = screens(qtbot, backend, bus)
    for keys in ("1374", "2a50", "3591"):
        type_hand(qtbot, entry, keys)
    standings.view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
    shown = [standings.proxy.index(r, 2).data() for r in range(standings.proxy.rowCount())]
    values = sorted((line.total for line in standings.model.rows()), reverse=True)
    assert shown == [format_points(v) for v in values]
    # every seated player: the five at the table that has not played yet are in at 0
    assert len(shown) == 10
    waiting = [line for line in standings.model.rows() if line.played == 0]
    assert len(waiting) == 5 and {line.total for line in waiting} == {0}
    names = [line.player for line in standings.model.rows()]
    qtbot.keyClicks(standings.filter, names[0])
    assert standings.proxy.rowCount() == 1
    assert [standings.scope_box.itemText(i) for i in range(standings.scope_box.count())] == [
        "Event", "Session 1", "Session 1, round 1"]
    standings.scope_box.setCurrentIndex(1)
    assert "Session 1 standings" in standings.info.text()
    qtmodeltester.check(standings.model)  # type: ignore[attr-defined]


def test_compare_sheets_names_every_difference() -> None:
    a = {"type": "picked", "dealer": 0, "picker": 0, "partners": [2], "points": 74, "tricks": 4}
    b = {**a, "points": 47, "tricks": 3}
    assert compare_sheets([a, a], [a, a]) == ()
    found = compare_sheets([a, a], [a, b, a])
    assert found == (
        "hand 2: first P1+3 74 pts, 4 tricks; second P1+3 47 pts, 3 tricks",
        "hand 3: only in the second entry (P1+3 74 pts, 4 tricks)",
    )
    assert compare_sheets([a], []) == (
        "hand 1: missing from the second entry (first: P1+3 74 pts, 4 tricks)",)


def test_blind_second_entry_by_keyboard(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    entry, _ = screens(qtbot, backend, bus)
    for keys in ("1374", "2450", "l3"):
        type_hand(qtbot, entry, keys)
    dialog = entry.verify_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    for keys in ("1374", "2405", "l3"):  # one typo in hand 2
        qtbot.keyClicks(dialog.entry.edit, keys)
        qtbot.keyClick(dialog.entry.edit, Qt.Key.Key_Return)
    check = dialog.compare()
    assert len(check.differences) == 1 and check.differences[0].startswith("hand 2:")
    assert entry.verification.check_for(entry.table_box.currentData().id) == check
    assert dialog.difference_list.count() == 1


def test_season_view_lists_the_league_table(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    import datetime as dt

    from sheepshead_scorer.rules import preset
    from sheepshead_scorer.services.events.event_edits import EventSpec
    from sheepshead_scorer.services.leagues import seasons as leagues

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
    entry = HandEntryScreen(backend, bus, QUndoStack())
    standings = StandingsScreen(backend, bus)
    for widget in (entry, standings):
        qtbot.addWidget(widget)
        widget.set_event(event_id)
    type_hand(qtbot, entry, "1391")
    standings.scope_box.setCurrentIndex(standings.scope_box.findText("League season"))
    assert standings.proxy.sourceModel() is standings.season
    assert standings.season.rowCount() == 5
    assert "League season table" in standings.info.text()
