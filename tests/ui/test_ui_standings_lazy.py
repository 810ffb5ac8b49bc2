"""The Standings screen's model reads only what it shows: after a hand it repaints the
stretches the ranking moved, and reads a line only when the table asks for it (issue 26)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt

from sheepshead_scorer.exports import StandingRow
from sheepshead_scorer.services.standings.standing_rows import StandingLines, StandingLinesView
from sheepshead_scorer.tournament import LiveStandings, PlayerTally
from sheepshead_scorer.ui.models.row_table_model import SourceSortProxy
from sheepshead_scorer.ui.models.standings_model import standings_model

FIELD = 2000


def _tally(player: int, points: int) -> PlayerTally:
    return PlayerTally(
        player, Fraction(points), hands_played=12, picker_wins=player % 3, hands_lost=player % 4
    )


def _field() -> tuple[LiveStandings, StandingLines, dict[int, str]]:
    live = LiveStandings(_tally(n, n % 50 - 25) for n in range(1, FIELD + 1))
    return live, StandingLines(), {n: f"Player {n}" for n in range(1, FIELD + 1)}


class _Reads:
    """Counts the lines read out of the standings views, and every whole read."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.lines = 0
        self.whole = 0
        item, every = StandingLinesView.__getitem__, StandingLinesView.all

        def counted_item(view: StandingLinesView, index: Any) -> Any:
            self.lines += 1
            return item(view, index)

        def counted_all(view: StandingLinesView) -> tuple[StandingRow, ...]:
            self.whole += 1
            return every(view)

        monkeypatch.setattr(StandingLinesView, "__getitem__", counted_item)
        monkeypatch.setattr(StandingLinesView, "all", counted_all)


def _changed(model: Any) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda a, b, *_: spans.append((a.row(), b.row())))
    return spans


def test_after_a_hand_the_model_reads_no_line_and_repaints_the_moved_stretch(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    live, lines, names = _field()
    model = standings_model()
    proxy = SourceSortProxy()
    proxy.setSourceModel(model)
    before = lines.rows("event", live.standings, names, {})
    model.set_rows(before)
    old = before.all()
    reads = _Reads(monkeypatch)
    spans = _changed(model)
    resets: list[bool] = []
    model.modelReset.connect(lambda: resets.append(True))
    live.update([_tally(7, -10), _tally(1200, -20)])  # one hand: two players move some way
    after = lines.rows("event", live.standings, names, {})
    model.update_rows(after)
    assert (reads.lines, reads.whole, resets) == (0, 0, [])  # nothing read, no reset
    assert model.rowCount() == proxy.rowCount() == FIELD
    assert spans and sum(last - first + 1 for first, last in spans) < FIELD // 2
    new = StandingLinesView.all(after)  # the test's own whole read (counted: set aside)
    reads.whole = 0
    moved = [n for n in range(FIELD) if new[n] != old[n]]
    assert moved and all(any(a <= n <= b for a, b in spans) for n in moved)
    shown = [model.data(model.index(n, 1)) for n in range(30)]  # the rows a view shows
    assert shown == [line.player for line in new[:30]]
    assert reads.lines == 30 and reads.whole == 0  # each line read once, not per cell
    assert [model.data(model.index(n, 0)) for n in range(30)] == [
        model.data(model.index(n, 0)) for n in range(30)
    ]
    assert reads.lines == 30


def test_a_sort_by_another_column_and_a_filter_still_see_every_line(qtbot: Any) -> None:
    live, lines, names = _field()
    model = standings_model()
    proxy = SourceSortProxy()
    proxy.setSourceModel(model)
    model.set_rows(lines.rows("event", live.standings, names, {}))
    proxy.sort(1, Qt.SortOrder.AscendingOrder)  # by name
    live.update([_tally(7, 40)])
    model.update_rows(lines.rows("event", live.standings, names, {}))
    shown = [proxy.data(proxy.index(n, 1)) for n in range(proxy.rowCount())]
    assert shown == sorted(names.values())
    proxy.setFilterFixedString("Player 7")
    assert proxy.rowCount() == len([n for n in names.values() if n.startswith("Player 7")])
    proxy.setFilterFixedString("")
    proxy.sort(0, Qt.SortOrder.AscendingOrder)  # the ranking's own order again
    top = model.data(model.index(0, 1))
    assert top == "Player 7"
    assert isinstance(proxy, QSortFilterProxyModel) and not model.index(0, 0).parent().isValid()
    assert model.rowCount(QModelIndex()) == FIELD
