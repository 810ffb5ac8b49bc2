"""The player registry is in name order whatever the case, and sorts itself: the first screen
of a start at a Nationals (1,000 players) no longer waits for a sorting proxy asking the model
for every row's name again and again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.models.row_table_model import RowTableModel
from sheepshead_scorer.ui.screens.players_screen import PlayersScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

PLAYERS = (("zoe Adler", "eagles"), ("Bert", "Aces"), ("de Vries", "Bears"),
           ("Anna", "bears"), ("ben", "Eagles"))


def _shown(screen: PlayersScreen, column: int) -> list[str]:
    proxy = screen.proxy
    return [str(proxy.index(row, column).data()) for row in range(proxy.rowCount())]


def test_the_registry_shows_names_in_order_whatever_their_case(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    for name, club in PLAYERS:
        backend.add_player(name, club=club)
    screen = PlayersScreen(backend, bus)
    qtbot.addWidget(screen)
    assert _shown(screen, 0) == ["Anna", "ben", "Bert", "de Vries", "zoe Adler"]
    screen.view.sortByColumn(3, Qt.SortOrder.AscendingOrder)  # a click on Club
    assert _shown(screen, 3) == ["Aces", "bears", "Bears", "Eagles", "eagles"]
    assert _shown(screen, 0) == ["Bert", "Anna", "de Vries", "ben", "zoe Adler"]
    screen.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    assert _shown(screen, 0) == ["zoe Adler", "de Vries", "Bert", "ben", "Anna"]
    screen.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    qtbot.keyClicks(screen.search, "er")  # the filter still works on top
    assert _shown(screen, 0) == ["Bert", "zoe Adler"]


def test_loading_the_registry_does_not_read_every_row_again_to_sort_it(
    qtbot: QtBot, backend: Backend, bus: AppBus, monkeypatch: pytest.MonkeyPatch
) -> None:
    for n in range(300):
        backend.add_player(f"Player {(n * 7919) % 300:03d}")
    screen = PlayersScreen(backend, bus)
    qtbot.addWidget(screen)
    asked: list[int] = []
    data = RowTableModel.data

    def counting(self: RowTableModel[object], index: object, role: int = 0) -> object:
        asked.append(role)
        return data(self, index, role)  # type: ignore[arg-type]

    monkeypatch.setattr(RowTableModel, "data", counting)
    screen.refresh()
    assert len(asked) < 300  # a sorting proxy asked about 2,500 times
    assert _shown(screen, 0)[:3] == ["Player 000", "Player 001", "Player 002"]
