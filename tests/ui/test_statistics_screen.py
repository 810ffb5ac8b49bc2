"""The Statistics screen: player and table figures, the embedded chart, refresh and export."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.models.row_table_model import ROW_ROLE, SORT_ROLE
from sheepshead_scorer.ui.screens.statistics_screen import StatisticsScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

WON = {"type": "picked", "dealer": 0, "picker": 1, "partners": [2], "points": 70, "tricks": 3}
LOST = {"type": "picked", "dealer": 1, "picker": 1, "partners": [3], "points": 40, "tricks": 2}


def make_screen(qtbot: QtBot, backend: Backend, bus: AppBus, hands: int = 2) -> tuple[
        StatisticsScreen, Any]:
    ready = make_event(backend, 10)
    table = backend.tables(ready.round_id)[0]
    for number, outcome in enumerate((WON, LOST)[:hands], start=1):
        bus.publish(backend.record_hand(table.id, outcome, expected_number=number))
    screen = StatisticsScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.resize(1200, 800)
    screen.set_event(ready.event_id)
    screen.show()
    qtbot.waitExposed(screen)
    loaded(qtbot, screen)
    return screen, table


def loaded(qtbot: QtBot, screen: StatisticsScreen) -> None:
    """Wait for the figures (computed off the UI thread)."""
    qtbot.waitUntil(lambda: not screen.loading, timeout=10000)


def test_player_figures_match_the_services(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    screen, table = make_screen(qtbot, backend, bus)
    picker = table.seats[1]
    lines = {line.name: line for line in screen.players.rows()}
    assert len(lines) == 5  # the players of table 1: only they have results yet
    mine = lines[picker.name].stats
    # won +2, then lost as picker with seat 4 as partner: -2  → 0 points, 2 picks, 1 won
    assert (mine.points, mine.hands, mine.picks, mine.picker_wins) == (0, 2, 2, 1)
    row = [line.name for line in screen.players.rows()].index(picker.name)
    texts = [screen.players.index(row, c).data() for c in range(screen.players.columnCount())]
    # the name, the rating right beside it (walk 29), then the figures
    assert texts[0] == picker.name and texts[1].endswith("(2 hands)")
    assert texts[2:7] == ["0", "2", "2", "100.0%", "50.0%"]
    assert screen.players.index(row, 5).data(SORT_ROLE) == 720720  # exact 1 on the sort scale
    summary = screen.summary.rows()
    assert [s.table for s in summary] == [1, None]  # table 1, then the event total
    assert summary[-1].hands == 2 and summary[-1].picks == 2
    assert screen.summary.index(1, 0).data() == "Event"
    assert screen.summary.index(0, 0).data(ROW_ROLE) == summary[0]


def test_chart_is_the_running_score_in_a_qt_canvas(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    screen, table = make_screen(qtbot, backend, bus)
    assert isinstance(screen.canvas, FigureCanvasQTAgg)
    assert screen.canvas.figure is screen.figure
    (axes,) = screen.figure.axes
    assert axes.get_title() == "Running score — session 1"
    drawn = {line.get_label(): list(line.get_ydata()) for line in axes.get_lines()[1:]}
    assert drawn[table.seats[1].name] == [2.0, 0.0]
    assert drawn[table.seats[3].name] == [-1.0, -2.0]  # defender, then partner of the loss
    assert screen.session_box.currentText() == "Session 1"


def test_refreshes_on_a_standings_change_only_while_visible(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    screen, table = make_screen(qtbot, backend, bus, hands=1)
    count = screen.refresh_count
    bus.publish(backend.record_hand(table.id, LOST, expected_number=2))
    assert screen.refresh_count == count + 1
    loaded(qtbot, screen)
    assert sum(s.picks for s in (line.stats for line in screen.players.rows())) == 2
    screen.hide()
    bus.publish(backend.record_hand(table.id, WON, expected_number=3))
    assert screen.refresh_count == count + 1  # hidden: nothing read yet
    screen.show()
    qtbot.waitUntil(lambda: screen.refresh_count == count + 2)
    loaded(qtbot, screen)
    assert sum(s.picks for s in (line.stats for line in screen.players.rows())) == 3


def test_models_pass_the_model_tester(qtmodeltester: Any, qtbot: QtBot, backend: Backend,
                                      bus: AppBus) -> None:
    screen, _ = make_screen(qtbot, backend, bus)
    qtmodeltester.check(screen.players)
    qtmodeltester.check(screen.players_proxy)
    qtmodeltester.check(screen.summary)


def test_export_writes_the_statistics_pdf(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    screen, _ = make_screen(qtbot, backend, bus)
    target = tmp_path / "stats.pdf"
    with qtbot.waitSignal(bus.status) as signal:
        screen.export_pdf(target)
    assert target.read_bytes().startswith(b"%PDF")
    assert signal.args == [f"Statistics written to {target}"]
    screen.grab().save(str(tmp_path / "statistics.png"))


def test_no_event_and_unknown_event(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    screen = StatisticsScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.set_event(None)
    assert screen.players.rowCount() == 0 and screen.info.text() == "No event yet."
    screen.set_event(4242)
    assert "event 4242 does not exist" in screen.info.text()
    assert screen.scope_box.count() == 0


def test_score_sheet_totals_show_points_but_no_hand_counts(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 10, totals_only=True)
    table = backend.tables(ready.round_id)[0]
    sheet = dict(zip([s.player_id for s in table.seats], (7, -3, -2, 0, -2), strict=True))
    bus.publish(backend.record_round_totals(table.id, {p: Fraction(v) for p, v in sheet.items()}))
    screen = StatisticsScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    assert screen.players.rowCount() == 0  # hidden: nothing counted yet
    screen.show()
    loaded(qtbot, screen)
    first = screen.players.rows()[0]
    assert first.stats.points == 7 and not first.stats.hand_stats
    texts = [screen.players.index(0, c).data() for c in range(screen.players.columnCount())]
    assert texts[1] == "—"  # no rated hand (score-sheet totals only)
    assert texts[2:7] == ["+7", "–", "–", "–", "–"]
    assert screen.summary.rows()[-1].hands == 0  # no hands entered, only the sheet
