"""A table model over a list of plain row objects, described by a tuple of `Column`s.

Every table on screen is one of these (or a subclass): `set_rows()` resets, `replace_row()` emits
a targeted `dataChanged`; `SORT_ROLE` gives a sortable key (numbers sort as numbers, exact
Fractions included) and `ROW_ROLE` the row object itself, for a `QSortFilterProxyModel` on top.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

R = TypeVar("R")

SORT_ROLE = int(Qt.ItemDataRole.UserRole) + 1
ROW_ROLE = int(Qt.ItemDataRole.UserRole) + 2

AnyIndex = QModelIndex | QPersistentModelIndex

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignCenter


#: The translation context of column titles and tooltips. Titles are written in English in the
#: ``Column(...)`` calls at module level; ``scripts/update-translations`` collects them (lupdate
#: reads ``Column``, ``_count`` and ``_rate_column`` like ``QT_TR_NOOP``), tooltips are wrapped
#: in ``QT_TR_NOOP``; the header shows them translated.
COLUMN_CONTEXT = ""


@dataclass(frozen=True)
class Column(Generic[R]):
    """One column: its header, how a row shows in it, and how it sorts.

    ``title`` and ``tooltip`` are English; the header translates them (``COLUMN_CONTEXT``).
    """

    title: str
    text: Callable[[R], str]
    sort_key: Callable[[R], Any] | None = None
    align: Qt.AlignmentFlag = LEFT
    tooltip: str = ""
    check: Callable[[R], bool] | None = None  # a check box column (e.g. "paid")


class RowTableModel(QAbstractTableModel, Generic[R]):
    """Rows are plain frozen objects; columns say how to show them."""

    def __init__(self, columns: Sequence[Column[R]], parent: Any = None) -> None:
        super().__init__(parent)
        self._columns = tuple(columns)
        self._rows: list[R] = []

    # -- feeding -------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[R]) -> None:
        """Replace every row (a model reset: views keep their sort and filter)."""
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def replace_row(self, position: int, row: R) -> None:
        """Change one row and repaint only that row."""
        self._rows[position] = row
        self.dataChanged.emit(
            self.index(position, 0), self.index(position, len(self._columns) - 1)
        )

    def append_row(self, row: R) -> None:
        position = len(self._rows)
        self.beginInsertRows(QModelIndex(), position, position)
        self._rows.append(row)
        self.endInsertRows()

    def rows(self) -> tuple[R, ...]:
        return tuple(self._rows)

    def row_at(self, position: int) -> R:
        return self._rows[position]

    def columns(self) -> tuple[Column[R], ...]:
        return self._columns

    # -- Qt model interface --------------------------------------------------------------
    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self._columns):
            column = self._columns[section]
            if role == Qt.ItemDataRole.DisplayRole:
                return QCoreApplication.translate(COLUMN_CONTEXT, column.title)
            if role == Qt.ItemDataRole.ToolTipRole and column.tooltip:
                return QCoreApplication.translate(COLUMN_CONTEXT, column.tooltip)
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(column.align)
        if orientation == Qt.Orientation.Vertical and role == Qt.ItemDataRole.DisplayRole:
            return section + 1
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        if not (0 <= index.column() < len(self._columns)):
            return None
        row = self._rows[index.row()]
        column = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return "" if column.check is not None else column.text(row)
        if role == Qt.ItemDataRole.CheckStateRole and column.check is not None:
            return Qt.CheckState.Checked if column.check(row) else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(column.align)
        if role == SORT_ROLE:
            if column.sort_key is not None:
                return _qt_sortable(column.sort_key(row))
            if column.check is not None:
                return int(column.check(row))
            return column.text(row)
        if role == ROW_ROLE:
            return row
        return self.extra_data(row, index.column(), role)

    def extra_data(self, row: R, column: int, role: int) -> Any:
        """Subclasses add colours, fonts or tool tips here."""
        return None


def _qt_sortable(value: Any) -> Any:
    """Qt compares variants: give it ints and strings; a Fraction becomes an int on a fine scale.

    720720 is the least common multiple of 1..16, so every share a table can produce (thirds,
    fifths, sevenths...) keeps its exact order.
    """
    if isinstance(value, Fraction):
        return (value * 720720).__floor__()
    return value


class RowFilterProxy(QSortFilterProxyModel):
    """Sorts by SORT_ROLE and filters on every column's text, case-insensitively."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
