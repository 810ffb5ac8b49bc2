"""Only the screen shown does work: hidden screens get no refresh, statistics are not counted
at start-up, and a shown table repaints the rows that changed, never a reset."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.services.door.services import Services
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen
from sheepshead_scorer.ui.shell.app import SCREEN_TITLES, build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


class Signals:
    """Counts a model's resets and the rows its ``dataChanged`` named."""

    def __init__(self, model: Any) -> None:
        self.resets = 0
        self.changed_rows: set[int] = set()
        model.modelReset.connect(self._reset)
        model.dataChanged.connect(self._changed)

    def _reset(self) -> None:
        self.resets += 1

    def _changed(self, first: Any, last: Any, _roles: Any = ()) -> None:
        self.changed_rows.update(range(first.row(), last.row() + 1))


def window_at_hand_entry(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> tuple[MainWindow, Any]:
    make_event(backend, 10)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    return window, window.show_screen("Hand entry")


def type_hand(qtbot: QtBot, entry: Any, keys: str) -> None:
    qtbot.keyClicks(entry.entry.edit, keys)
    qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Return)
    assert entry.entry.edit.text() == "", entry.entry.message.text()


def test_start_up_builds_the_first_screen_only_and_counts_no_statistics(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    counted: list[int] = []
    original = Services.event_statistics
    monkeypatch.setattr(
        Services, "event_statistics",
        lambda self, event_id: counted.append(event_id) or original(self, event_id),
    )
    make_event(backend, 10)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.wait(50)
    assert window.built_screens() == (SCREEN_TITLES[0],)
    assert tuple(window.screens) == SCREEN_TITLES  # all listed, built when first shown
    assert counted == []
    window.show_screen("Statistics")
    qtbot.waitUntil(lambda: counted != [], timeout=5000)  # counted once it is looked at
    qtbot.waitUntil(lambda: not window.screens["Statistics"].loading, timeout=10000)


def test_hidden_screens_do_no_work_until_shown(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window, entry = window_at_hand_entry(qtbot, backend, bus, settings)
    standings = window.show_screen("Standings")
    assert isinstance(standings, StandingsScreen)
    statistics = window.show_screen("Statistics")
    qtbot.waitUntil(lambda: not statistics.loading, timeout=10000)
    window.show_screen("Hand entry")
    before = (standings.refresh_count, statistics.refresh_count)
    signals = Signals(standings.model)
    for keys in ("1374", "2a50", "3591"):
        type_hand(qtbot, entry, keys)
    assert (standings.refresh_count, statistics.refresh_count) == before
    assert signals.resets == 0 and signals.changed_rows == set()
    window.show_screen("Standings")  # shown: the three hands arrive as one change
    assert standings.refresh_count == before[0] + 1
    picker = entry.table_box.currentData().seats[2].player_id  # "3591": seat 3 picked alone
    assert standings.model.rows()[0].player_id == picker
    assert statistics.refresh_count == before[1]  # still hidden


def test_a_shown_standings_table_repaints_the_changed_rows_only(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 15)  # three tables of five
    standings = StandingsScreen(backend, bus)
    qtbot.addWidget(standings)
    standings.set_event(ready.event_id)
    standings.show()
    tables = backend.tables(ready.round_id)
    won = {"type": "picked", "dealer": 0, "picker": 1, "partners": [2], "points": 70,
           "tricks": 3}
    for table in tables:  # every player has a line now
        bus.publish(backend.record_hand(table.id, won, expected_number=1))
    signals = Signals(standings.model)
    before = standings.model.rows()
    bus.publish(backend.record_hand(tables[1].id, won, expected_number=2))
    after = standings.model.rows()
    assert signals.resets == 0
    differ = {i for i, (old, new) in enumerate(zip(before, after, strict=True)) if old != new}
    # every row that shows something new is repainted, with at most the neighbours whose rank
    # or tie mark the live ranking reports may have moved (in this field of 15 a hand moves
    # 13 rows; that a hand at 2,000 players repaints only its stretches is
    # tests/ui/test_ui_standings_lazy.py's)
    assert differ <= signals.changed_rows
    seated = {s.player_id for s in tables[1].seats}
    assert seated <= {after[i].player_id for i in differ}
