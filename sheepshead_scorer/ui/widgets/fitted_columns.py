"""Columns of a table view that fit their text, measured only where the text changed.

``QHeaderView.ResizeToContents`` measures every row of a column (each cell's delegate asks
the model for seven roles and lays the text out) whenever the header relays its sections:
after every inserted row, every changed cell, every header change. On the score sheet that
was about 1,100 ``data()`` calls for each hand entered (issue 26). ``FittedColumns`` keeps
each row's width per fitted column, measures only the rows a model signal names (inserted,
changed) and sets the section to the widest row — or the header's own size hint, as
``ResizeToContents`` does — when that moved. The result is the same width; the cost is the
changed rows' cells.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex
from PySide6.QtWidgets import QHeaderView, QTableView

_Index = QModelIndex | QPersistentModelIndex


class FittedColumns(QObject):
    """Fit ``columns`` of ``view`` to their contents and its header; the view's model must be
    set first (a new model is not followed)."""

    def __init__(self, view: QTableView, columns: Sequence[int]) -> None:
        super().__init__(view)
        self._view = view
        self._columns = tuple(columns)
        self._widths: dict[int, list[int]] = {column: [] for column in self._columns}
        model = view.model()
        model.modelReset.connect(self.measure_all)
        model.layoutChanged.connect(self.measure_all)
        model.rowsInserted.connect(self._inserted)
        model.rowsRemoved.connect(self._removed)
        model.dataChanged.connect(self._changed)
        model.headerDataChanged.connect(self._header_changed)
        self.measure_all()

    # -- the model's signals -------------------------------------------------------------
    def measure_all(self) -> None:
        """Every row again (a reset also gives the header's sections their default mode
        back: the fitted ones are set, not stretched, again)."""
        header = self._view.horizontalHeader()
        model = self._view.model()
        rows = model.rowCount()
        for column in self._columns:
            if column < model.columnCount():
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            self._widths[column] = [self._cell(row, column) for row in range(rows)]
        self._fit(self._columns)

    def _inserted(self, parent: _Index, first: int, last: int) -> None:
        if parent.isValid():
            return
        if first > len(self._widths[self._columns[0]]):  # not a change this one followed
            self.measure_all()
            return
        for column in self._columns:
            self._widths[column][first:first] = [
                self._cell(row, column) for row in range(first, last + 1)
            ]
        self._fit(self._columns)

    def _removed(self, parent: _Index, first: int, last: int) -> None:
        if parent.isValid():
            return
        for column in self._columns:
            del self._widths[column][first : last + 1]
        self._fit(self._columns)

    def _changed(self, top_left: _Index, bottom_right: _Index, _roles: Any = ()) -> None:
        columns = [c for c in self._columns if top_left.column() <= c <= bottom_right.column()]
        for column in columns:
            widths = self._widths[column]
            for row in range(top_left.row(), bottom_right.row() + 1):
                if row < len(widths):
                    widths[row] = self._cell(row, column)
        self._fit(columns)

    def _header_changed(self, _orientation: Any, first: int, last: int) -> None:
        self._fit([c for c in self._columns if first <= c <= last])

    # -- measuring -----------------------------------------------------------------------
    def _cell(self, row: int, column: int) -> int:
        """What ``QTableView.sizeHintForColumn`` takes of one cell: its delegate's width,
        one pixel more with the grid."""
        index = self._view.model().index(row, column)
        width = self._view.sizeHintForIndex(index).width()
        return width + 1 if self._view.showGrid() else width

    def _fit(self, columns: Sequence[int]) -> None:
        header = self._view.horizontalHeader()
        count = self._view.model().columnCount()
        for column in columns:
            if column >= count:
                continue
            wanted = max([header.sectionSizeHint(column), *self._widths[column]])
            if header.sectionSize(column) != wanted:
                header.resizeSection(column, wanted)
