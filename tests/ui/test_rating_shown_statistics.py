"""The Sheepshead rating on the Statistics screen (issue 29): a Rating column in the players'
table, for an event and for its league season, whose numbers are the door's
``player_ratings()``, sorted by the number; "—" for a player with no rated hand; and the
direction checked on two hands worked out by hand from the rule documents."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.models.row_table_model import SORT_ROLE
from sheepshead_scorer.ui.screens.statistics_screen import StatisticsScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

# 001 "The picker's side needs 61 of the 120 points in the deck": 70 and 80 points win.
WON = {"type": "picked", "dealer": 0, "picker": 1, "partners": [2], "points": 70, "tricks": 3}
WON_AGAIN = {"type": "picked", "dealer": 1, "picker": 1, "partners": [2], "points": 80,
             "tricks": 4}
LOST = {"type": "picked", "dealer": 2, "picker": 3, "partners": [4], "points": 40, "tricks": 2}


def _screen(qtbot: QtBot, backend: Backend, bus: AppBus, event_id: int) -> StatisticsScreen:
    screen = StatisticsScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.resize(1400, 800)
    screen.set_event(EventId(event_id))
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.waitUntil(lambda: not screen.loading, timeout=10000)
    return screen


def _column(screen: StatisticsScreen) -> int:
    model = screen.players
    titles = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    return titles.index("Rating")


def _shown(screen: StatisticsScreen) -> dict[str, Any]:
    """Each player's Rating cell as the table shows it."""
    model, column = screen.players, _column(screen)
    return {line.name: model.index(row, column).data()
            for row, line in enumerate(model.rows())}


def _expected(backend: Backend, player_id: int) -> str:
    rating = backend.player_ratings().get(PlayerId(player_id))
    if rating is None:
        return "—"
    return f"{rating.rating:,} ({rating.hands} {'hand' if rating.hands == 1 else 'hands'})"


def test_the_rating_column_is_the_doors_ratings_for_the_event_and_its_season(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 10)
    table = backend.tables(ready.round_id)[0]
    for number, outcome in enumerate((WON, LOST, WON_AGAIN), start=1):
        backend.record_hand(table.id, outcome, expected_number=number)
    league = backend.create_league("Tuesday League").created
    assert league is not None
    season = backend.create_season(league, "2026").created
    assert season is not None
    backend.set_event_season(EventId(ready.event_id), season,
                             expected_version=backend.event(ready.event_id).version)
    # a totals night in the same season: Newcomer plays no hand there, so has no rating
    newcomer = backend.add_player("Newcomer").created
    assert newcomer is not None
    one, two = table.seats[0].player_id, table.seats[1].player_id
    backend.record_night(season, dt.date(2026, 12, 8),
                         {one: Fraction(4), two: Fraction(1), newcomer: Fraction(-5)})

    screen = _screen(qtbot, backend, bus, ready.event_id)
    shown = _shown(screen)
    assert len(shown) == 5  # the players of table 1: the only ones with results
    for seat in table.seats:
        assert shown[seat.name] == _expected(backend, seat.player_id)
        assert shown[seat.name].endswith("(3 hands)")
    header_tip = screen.players.headerData(
        _column(screen), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "recomputed from all the hands" in header_tip

    screen.scope_box.setCurrentIndex(screen.scope_box.findData("season"))
    qtbot.waitUntil(lambda: not screen.loading and screen.season_stats is not None,
                    timeout=10000)
    shown = _shown(screen)
    assert shown["Newcomer"] == "—"  # no rated hand: a dash, never 0
    for seat in table.seats:
        assert shown[seat.name] == _expected(backend, seat.player_id)
    screen.grab().save("/tmp/rating-shown-statistics-season.png")


def test_two_hands_by_hand_the_winning_side_ranks_above_the_defenders(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    """Two hands, worked out from the rule documents: seat 2 picks with seat 3 as partner and
    their side takes 70, then 80 card points — it wins both (001: the picker's side needs 61
    of 120). Seats 1, 4 and 5 defend both and lose both. Every hand is a match of the picker's
    side against the defenders, so the two winners share the top ratings, above a new
    player's (a surer and better estimate), and the three defenders share the bottom."""
    ready = make_event(backend, 10)
    table = backend.tables(ready.round_id)[0]
    backend.record_hand(table.id, WON, expected_number=1)
    backend.record_hand(table.id, WON_AGAIN, expected_number=2)
    screen = _screen(qtbot, backend, bus, ready.event_id)
    column = _column(screen)
    screen.player_view.sortByColumn(column, Qt.SortOrder.DescendingOrder)
    proxy = screen.players_proxy
    order = [proxy.index(row, 0).data() for row in range(proxy.rowCount())]
    winners = {table.seats[1].name, table.seats[2].name}
    defenders = {table.seats[0].name, table.seats[3].name, table.seats[4].name}
    assert set(order[:2]) == winners and set(order[2:]) == defenders
    numbers = [proxy.index(row, column).data(SORT_ROLE) for row in range(proxy.rowCount())]
    assert numbers[0] == numbers[1] > 1000  # a new player shows 1000
    assert numbers[2] == numbers[3] == numbers[4] < numbers[1]
    texts = [proxy.index(row, column).data() for row in range(proxy.rowCount())]
    assert all(text.endswith("(2 hands)") for text in texts)
    assert texts[0] == f"{numbers[0]:,} (2 hands)"


def test_on_a_narrow_window_the_rating_sits_beside_the_name_and_points_still_sort(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    """Walk 29, shot 89: with Rating as the last column a narrow window scrolled the names out
    of view to read it. Rating now follows Player, and both are in view unscrolled; the table
    still opens sorted by Points, highest first."""
    ready = make_event(backend, 10)
    table = backend.tables(ready.round_id)[0]
    backend.record_hand(table.id, WON, expected_number=1)
    screen = _screen(qtbot, backend, bus, ready.event_id)
    screen.resize(700, 600)
    qtbot.wait(50)
    assert _column(screen) == 1
    view = screen.player_view
    assert view.horizontalScrollBar().value() == 0
    width = view.viewport().width()
    for column in (0, 1):
        assert view.columnViewportPosition(column) >= 0
        assert view.columnViewportPosition(column) + view.columnWidth(column) <= width
    header = view.horizontalHeader()
    assert screen.players.headerData(header.sortIndicatorSection(),
                                     Qt.Orientation.Horizontal) == "Points"
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    proxy = screen.players_proxy
    points = [proxy.index(row, 2).data(SORT_ROLE) for row in range(proxy.rowCount())]
    assert points == sorted(points, reverse=True) and points[0] > points[-1]
