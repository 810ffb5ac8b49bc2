"""The seating of one round as a grid: tables as rows, seats (dealer order) as columns.

Drag a name onto another to swap the two players (the model never moves anyone itself: it
emits `swap_requested(first, second)` and the screen asks the services, then reloads).
A locked (fixed) player shows a lock.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from sheepshead_scorer.services.door.reads import SeatRow, TableRow
from sheepshead_scorer.ui.models.row_table_model import ROW_ROLE

MIME = "application/x-sheepshead-player"
AnyIndex = QModelIndex | QPersistentModelIndex


class SeatingModel(QAbstractTableModel):
    swap_requested = Signal(int, int)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._tables: list[TableRow] = []
        self._width = 0
        self.locked: set[int] = set()
        self.editable = True

    def set_tables(self, tables: Sequence[TableRow]) -> None:
        self.beginResetModel()
        self._tables = list(tables)
        self._width = max((len(t.seats) for t in self._tables), default=0)
        self.endResetModel()

    def tables(self) -> tuple[TableRow, ...]:
        return tuple(self._tables)

    def seat_at(self, index: AnyIndex) -> SeatRow | None:
        if not index.isValid() or index.row() >= len(self._tables):
            return None
        seats = self._tables[index.row()].seats
        return seats[index.column()] if index.column() < len(seats) else None

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._tables)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._width

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if section == 0:
                return self.tr("Seat 1 (deals first)")
            return self.tr("Seat {n}").format(n=section + 1)
        if 0 <= section < len(self._tables):
            return self.tr("Table {n}").format(n=self._tables[section].number)
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        seat = self.seat_at(index)
        if seat is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return ("🔒 " if seat.player_id in self.locked else "") + seat.name
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("{name} (player #{id})").format(name=seat.name, id=seat.player_id)
        if role == ROW_ROLE:
            return seat
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        if self.seat_at(index) is None:
            return base
        if self.editable:
            return base | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled
        return base

    def mimeTypes(self) -> list[str]:
        return [MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        seat = self.seat_at(indexes[0]) if indexes else None
        if seat is not None:
            data.setData(MIME, QByteArray(str(seat.player_id).encode()))
        return data

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: AnyIndex
    ) -> bool:
        return self.editable and data.hasFormat(MIME) and self.seat_at(parent) is not None

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: AnyIndex
    ) -> bool:
        target = self.seat_at(parent)
        if not self.canDropMimeData(data, action, row, column, parent) or target is None:
            return False
        first = int(bytes(data.data(MIME).data()).decode())
        if first != target.player_id:
            self.swap_requested.emit(first, target.player_id)
        return False  # the screen reloads from the services; nothing moves here
