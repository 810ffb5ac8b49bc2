"""A table model over a list of plain row objects, described by a tuple of `Column`s.

Every table on screen is one of these (or a subclass): `set_rows()` resets, `update_rows()` and
`replace_row()` emit a targeted `dataChanged` for the rows that changed (a visible table is never
reset after one hand); `SORT_ROLE` gives a sortable key (numbers sort as numbers, exact
Fractions included) and `ROW_ROLE` the row object itself, for a `QSortFilterProxyModel` on top.

A big table can sort itself (`sort_rows()`, reached through `SourceSortProxy`): then a change of a
few rows costs those rows, not a re-sort of the proxy's whole mapping through Python `data()`.

Rows that report their own changes (`ReportsChanges`, e.g. the standings' `StandingLinesView`,
a sequence made when read) are kept as given while the table is in their order: the model
asks a row by its index when a view shows it, and `update_rows()` repaints the stretches the
rows say moved, so a refresh reads the rows on screen, not the list. A sort by another column
(or a filter in the proxy) reads every row, as it must.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

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


@runtime_checkable
class ReportsChanges(Protocol):
    """Rows that tell which of them may differ from an earlier list of the same kind: the
    stretches (first, last position), or ``None`` for "any of them"."""

    def changes_since(self, older: object) -> Sequence[tuple[int, int]] | None: ...


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
        self._rows: Sequence[R] = []
        self._given: Sequence[R] = []  # the rows in the order they were given
        self._read: dict[int, R] = {}  # rows read by position from rows made when read
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._header_texts: dict[int, str] = {}

    # -- feeding -------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[R]) -> None:
        """Replace every row (a model reset: views keep their sort and filter)."""
        self.beginResetModel()
        self._rows = self._ordered(rows)
        self._read.clear()
        self.endResetModel()

    def update_rows(self, rows: Sequence[R]) -> None:
        """Replace every row, repainting only the rows that changed: one `dataChanged` per
        stretch of changed rows (rows that are the same object count as unchanged). A change
        of the row count resets. Rows that report their changes (`ReportsChanges`), shown in
        their own order, are not read: the stretches they name are repainted."""
        old = self._rows
        if (
            self._sort is None and isinstance(rows, ReportsChanges) and old is self._given
            and old and len(rows) == len(old)
        ):
            spans = rows.changes_since(old)
            self._rows = self._given = rows
            self._read.clear()
            last_column = len(self._columns) - 1
            for first, last in ((0, len(rows) - 1),) if spans is None else spans:
                self.dataChanged.emit(self.index(first, 0), self.index(last, last_column))
            return
        new = self._ordered(rows)
        self._read.clear()
        if len(new) != len(old) or not old:
            self.beginResetModel()
            self._rows = new
            self.endResetModel()
            return
        self._rows = new
        last_column = len(self._columns) - 1
        start = -1
        for position, (before, after) in enumerate(zip(old, new, strict=True)):
            same = before is after or before == after
            if not same and start < 0:
                start = position
            elif same and start >= 0:
                self.dataChanged.emit(self.index(start, 0), self.index(position - 1, last_column))
                start = -1
        if start >= 0:
            self.dataChanged.emit(self.index(start, 0), self.index(len(new) - 1, last_column))

    def sort_rows(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Keep the rows ordered by ``column`` from now on (column 0 ascending: as given);
        what `SourceSortProxy` asks for when a header is clicked."""
        self._sort = None if column < 0 or (column == 0 and order == Qt.SortOrder.AscendingOrder) \
            else (column, order)
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        rows_before = [self.row_at(index.row()) for index in before]
        self._rows = self._ordered(self._given)
        self._read.clear()
        if before:
            where = {id(row): position for position, row in enumerate(self._rows)}
            self.changePersistentIndexList(
                before,
                [self.index(where[id(row)], index.column()) for row, index in
                 zip(rows_before, before, strict=True)],
            )
        self.layoutChanged.emit()

    def _ordered(self, rows: Sequence[R]) -> Sequence[R]:
        if isinstance(rows, ReportsChanges):  # made when read, never changed: kept as given
            self._given = rows
            if self._sort is None:
                return rows
        else:
            self._given = list(rows)
            if self._sort is None:
                return list(rows)
        column, order = self._sort
        spec = self._columns[column]
        key = spec.sort_key or spec.check or spec.text
        return sorted(rows, key=key, reverse=order == Qt.SortOrder.DescendingOrder)

    def replace_row(self, position: int, row: R) -> None:
        """Change one row and repaint only that row."""
        old = self._rows[position]
        rows = self._rows if isinstance(self._rows, list) else list(self._rows)
        rows[position] = row
        self._rows = rows
        self._given = [row if given is old else given for given in self._given]
        self._read.pop(position, None)
        self.dataChanged.emit(
            self.index(position, 0), self.index(position, len(self._columns) - 1)
        )

    def append_row(self, row: R) -> None:
        position = len(self._rows)
        self.beginInsertRows(QModelIndex(), position, position)
        rows = self._rows if isinstance(self._rows, list) else list(self._rows)
        rows.append(row)
        self._rows = rows
        self._given = [*self._given, row]
        self.endInsertRows()

    def rows(self) -> tuple[R, ...]:
        return tuple(self._rows)

    def row_at(self, position: int) -> R:
        """The row at ``position`` (a row made when read is read once until the rows change:
        a view asks each cell's roles one at a time)."""
        rows = self._rows
        if isinstance(rows, list):  # a plain list: nothing to keep
            listed: R = rows[position]
            return listed
        row = self._read.get(position)
        if row is None:
            row = self._read[position] = rows[position]
        return row

    def columns(self) -> tuple[Column[R], ...]:
        return self._columns

    def set_header_text(self, column: int, text: str | None) -> None:
        """Show ``text`` (already translated) over ``column`` instead of its title; ``None``
        puts the title back. The standings' "Prize if the event ended now" uses it."""
        if text is None:
            self._header_texts.pop(column, None)
        else:
            self._header_texts[column] = text
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, column, column)

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
                if section in self._header_texts:
                    return self._header_texts[section]
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
        row = self.row_at(index.row())
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


class SourceSortProxy(RowFilterProxy):
    """Filters like `RowFilterProxy` but leaves sorting to the `RowTableModel` below (the
    view's header clicks reach its `sort`), so updates of a few rows stay a few rows."""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        if isinstance(source, RowTableModel):
            source.sort_rows(column, order)
