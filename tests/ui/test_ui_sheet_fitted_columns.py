"""The score sheet's number, dealer and hand columns fit their text as ``ResizeToContents``
fits it, but a hand added measures its own row only, not the whole sheet again (issue 26:
about 1,100 ``data()`` calls per Enter went to measuring unchanged rows)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QHeaderView, QTableView
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ui.models.score_sheet_model import (
    FIRST_SEAT_COLUMN,
    ScoreSheetModel,
    SheetLine,
)
from sheepshead_scorer.ui.screens.hand_sheet import sheet_view

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

NAMES = ("Anna Berg", "Bob Miller", "Carl Schmidt", "Dora Lange", "Maximilian Alexander Kohl")
SIZE_HINT = int(Qt.ItemDataRole.SizeHintRole)


class Counted(ScoreSheetModel):
    """Counts the size hints asked of each row (a delegate's measure asks it first)."""

    def __init__(self) -> None:
        super().__init__()
        self.measured: list[int] = []

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if int(role) == SIZE_HINT:
            self.measured.append(index.row())
        return super().data(index, role)


def _line(number: int, words: str, dealer: int = 0, preview: bool = False) -> SheetLine:
    payouts = (Fraction(4), Fraction(-1), Fraction(-1), Fraction(-1), Fraction(-1))
    return SheetLine(number, dealer % 5, words, payouts, preview=preview)


def _lines(count: int) -> list[SheetLine]:
    return [_line(n, "picker alone " + "x" * (n % 4), n) for n in range(1, count + 1)]


def _fitted(view: QTableView, qtbot: QtBot | None = None) -> list[int]:
    if qtbot is not None:
        qtbot.wait(10)  # as shown: Qt's own fitting waits for the event loop
    header = view.horizontalHeader()
    return [header.sectionSize(column) for column in range(FIRST_SEAT_COLUMN)]


def _as_resize_to_contents(
    qtbot: QtBot, lines: list[SheetLine], preview: SheetLine | None, names: tuple[str, ...] = NAMES
) -> list[int]:
    """The widths Qt's own ResizeToContents gives the same sheet."""
    model = ScoreSheetModel()
    model.set_sheet(names, lines)
    model.set_preview(preview)
    view = sheet_view(model)
    qtbot.addWidget(view)
    for column in range(FIRST_SEAT_COLUMN):
        view.horizontalHeader().setSectionResizeMode(
            column, QHeaderView.ResizeMode.ResizeToContents
        )
    view.resize(1000, 500)
    view.show()
    qtbot.waitExposed(view)
    return _fitted(view)


def test_a_hand_added_measures_its_own_row_not_the_sheet(qtbot: QtBot) -> None:
    model = Counted()
    view = sheet_view(model)
    qtbot.addWidget(view)
    view.resize(1000, 500)
    view.show()
    qtbot.waitExposed(view)
    model.set_sheet(NAMES, _lines(11))
    qtbot.wait(20)
    model.measured.clear()
    model.update_lines(_lines(12))  # hand 12 saved
    model.set_preview(_line(13, "picker and partner won", preview=True))  # the next one typed
    qtbot.wait(20)
    assert model.measured, "the new rows were measured"
    assert set(model.measured) <= {11, 12}, sorted(set(model.measured))


def test_the_columns_fit_as_resize_to_contents_would(qtbot: QtBot) -> None:
    model = ScoreSheetModel()
    view = sheet_view(model)
    qtbot.addWidget(view)
    view.resize(1000, 500)
    view.show()
    qtbot.waitExposed(view)
    model.set_sheet(NAMES, _lines(3))
    long = _line(4, "picker and partner won schneider, doubled by the last round", 4)
    model.update_lines([*_lines(3), long])  # the widest hand text and dealer widen both
    assert _fitted(view, qtbot) == _as_resize_to_contents(qtbot, [*_lines(3), long], None)
    preview = _line(125, "a preview wider than every stored hand, in italics" * 2, preview=True)
    model.set_preview(preview)
    assert _fitted(view, qtbot) == _as_resize_to_contents(qtbot, [*_lines(3), long], preview)
    model.set_preview(None)  # the line cleared: the columns shrink back
    assert _fitted(view, qtbot) == _as_resize_to_contents(qtbot, [*_lines(3), long], None)
    model.set_sheet(NAMES[:4], _lines(2))  # another table: measured afresh, still fitted
    assert _fitted(view, qtbot) == _as_resize_to_contents(qtbot, _lines(2), None, NAMES[:4])
    header = view.horizontalHeader()
    assert header.sectionResizeMode(FIRST_SEAT_COLUMN) == QHeaderView.ResizeMode.Stretch
    assert header.sectionResizeMode(0) == QHeaderView.ResizeMode.Fixed
