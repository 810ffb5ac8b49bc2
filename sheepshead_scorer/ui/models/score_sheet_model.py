"""The score sheet of one table: hands as rows, seats as columns, running totals.

Columns: `#`, `Dealer`, `Hand` (what happened), then one column per seat whose header is the
player's name and current total. A seat cell shows the running total after the hand and, in
smaller type in the tool tip and after it, the hand's payout; the dealer's cell is tinted and a
sitter's shows "—". An uncommitted line (the live preview of the entry line) is the last row,
in italics, so the payouts are seen before Enter.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QFont

from sheepshead_scorer.ui.models.row_table_model import LEFT, RIGHT, ROW_ROLE, SORT_ROLE
from sheepshead_scorer.ui.preferences.screen_fonts import screen_text
from sheepshead_scorer.ui.preferences.theme import colours
from sheepshead_scorer.ui.words import bidi
from sheepshead_scorer.ui.words.formatting import format_points

COL_NUMBER, COL_DEALER, COL_HAND = 0, 1, 2
FIRST_SEAT_COLUMN = 3

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_ROLES = frozenset({_DISPLAY, SORT_ROLE, ROW_ROLE, _ALIGNMENT, _TOOLTIP, _BACKGROUND, _FONT})
_LEFT, _RIGHT = int(LEFT), int(RIGHT)


@dataclass(frozen=True)
class SheetLine:
    """One row of the sheet (a recorded hand, or the preview of the one being typed)."""

    number: int
    dealer: int
    description: str
    payouts: tuple[Fraction, ...]
    sitting_out: tuple[int, ...] = ()
    hand_id: int | None = None
    preview: bool = False


class ScoreSheetModel(QAbstractTableModel):
    """Feed with `set_sheet(names, lines)`; `set_preview(line | None)` for the typed line."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._names: tuple[str, ...] = ()
        self._lines: list[SheetLine] = []
        self._totals: list[tuple[Fraction, ...]] = []
        self._preview: SheetLine | None = None

    # -- feeding -------------------------------------------------------------------------
    def set_sheet(self, names: Sequence[str], lines: Sequence[SheetLine]) -> None:
        self.beginResetModel()
        self._names = tuple(names)
        self._lines = list(lines)
        self._preview = None
        self._totals = _running_totals(len(self._names), self._lines)
        self.endResetModel()

    def update_lines(self, lines: Sequence[SheetLine]) -> None:
        """The same seats with ``lines`` (a hand added at the end, say): the stored lines
        that differ repaint (and the running totals below them), new ones are inserted
        before the preview, the header's totals move — no reset (``set_sheet`` is for
        another table or other seats)."""
        lines = list(lines)
        old = self._lines
        if len(lines) < len(old):
            self.set_sheet(self._names, lines)
            return
        changed = next((i for i, line in enumerate(old) if line != lines[i]), None)
        # the totals above the first line that differs stand; counted on from there (a hand
        # added: only its own), not over the whole sheet again
        kept = len(old) if changed is None else changed
        totals = [*self._totals[:kept], *_running_totals(
            len(self._names), lines[kept:], self._totals[kept - 1] if kept else None
        )]
        if len(lines) > len(old):
            self.beginInsertRows(QModelIndex(), len(old), len(lines) - 1)
            self._lines, self._totals = lines, totals
            self.endInsertRows()
        self._lines, self._totals = lines, totals
        last = self.columnCount() - 1
        if changed is not None:  # an earlier line said again: it and the totals below it
            self.dataChanged.emit(self.index(changed, 0), self.index(len(old) - 1, last))
        if self._preview is not None:  # the preview adds to the new totals
            row = len(lines)
            self.dataChanged.emit(self.index(row, 0), self.index(row, last))
        if last >= FIRST_SEAT_COLUMN:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, FIRST_SEAT_COLUMN, last)

    def set_preview(self, line: SheetLine | None) -> None:
        """Show (or clear) the uncommitted line at the bottom."""
        had = self._preview is not None
        row = len(self._lines)
        if line is None:
            if had:
                self.beginRemoveRows(QModelIndex(), row, row)
                self._preview = None
                self.endRemoveRows()
            return
        if had:
            self._preview = line
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))
            return
        self.beginInsertRows(QModelIndex(), row, row)
        self._preview = line
        self.endInsertRows()

    def line_at(self, row: int) -> SheetLine:
        line = self._line(row)
        if line is None:
            raise IndexError(row)
        return line

    def totals(self) -> tuple[Fraction, ...]:
        """Each seat's total over the recorded hands (the preview excluded)."""
        return self._totals[-1] if self._totals else tuple(Fraction(0) for _ in self._names)

    def names(self) -> tuple[str, ...]:
        return self._names

    def hand_count(self) -> int:
        return len(self._lines)

    # -- Qt interface --------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid():
            return 0
        return len(self._lines) + (1 if self._preview is not None else 0)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else FIRST_SEAT_COLUMN + len(self._names)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == COL_NUMBER:
                return "#"
            if section == COL_DEALER:
                return self.tr("Dealer")
            if section == COL_HAND:
                return self.tr("Hand")
            seat = section - FIRST_SEAT_COLUMN
            if 0 <= seat < len(self._names):
                total = self.totals()[seat]
                # isolated: a Hebrew name never turns "−2" into "2−" (words.bidi)
                return (f"{seat + 1} {bidi.name(screen_text(self._names[seat]))}\n"
                        f"{bidi.number(format_points(total))}")
        if role == Qt.ItemDataRole.ToolTipRole and section >= FIRST_SEAT_COLUMN:
            seat = section - FIRST_SEAT_COLUMN
            if 0 <= seat < len(self._names):
                return self.tr("Seat {seat}: {name} — running total after each hand").format(
                    seat=seat + 1, name=self._names[seat]
                )
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        # asked about seven times per cell at every paint and measure: no list is built and
        # the roles are compared as ints (issue 26)
        role = int(role)
        if role not in _ROLES or not index.isValid():
            return None
        row = index.row()
        line = self._line(row)
        if line is None:
            return None
        column = index.column()
        seat = column - FIRST_SEAT_COLUMN
        if role in (_DISPLAY, SORT_ROLE):
            return self._display(row, line, column, seat, role == SORT_ROLE)
        if role == _ALIGNMENT:
            return _LEFT if column in (COL_DEALER, COL_HAND) else _RIGHT
        if role == _BACKGROUND:
            if line.preview:
                return QBrush(colours().preview_tint)
            if seat == line.dealer:
                return QBrush(colours().dealer_tint)
            return None
        if role == _FONT:
            if not line.preview:
                return None
            font = QFont()
            font.setItalic(True)
            return font
        if role == ROW_ROLE:
            return line
        if role == _TOOLTIP and 0 <= seat < len(line.payouts):
            return self.tr("this hand {points}").format(points=format_points(line.payouts[seat]))
        return None

    def _line(self, row: int) -> SheetLine | None:
        """The line of ``row``: a stored hand's, the preview's after them, else None."""
        if 0 <= row < len(self._lines):
            return self._lines[row]
        if row == len(self._lines):
            return self._preview
        return None

    def _display(self, row: int, line: SheetLine, column: int, seat: int, sort: bool) -> Any:
        if column == COL_NUMBER:
            return line.number if sort else ("▸" if line.preview else str(line.number))
        if column == COL_DEALER:
            name = self._names[line.dealer] if line.dealer < len(self._names) else "?"
            return f"{line.dealer + 1} {bidi.name(name)}"  # "1 דוד כהן", seat first
        if column == COL_HAND:
            return line.description
        if not 0 <= seat < len(line.payouts):
            return None
        if seat in line.sitting_out:
            return "—"
        if line.preview:
            after = self.totals()[seat] + line.payouts[seat]
        else:
            after = self._totals[row][seat]
        if sort:
            return int(after * 720720)
        return f"{format_points(line.payouts[seat])}  →  {format_points(after, signed=False)}"


def _running_totals(
    seats: int, lines: Sequence[SheetLine], start: tuple[Fraction, ...] | None = None
) -> list[tuple[Fraction, ...]]:
    """Each line's running totals, counted on from ``start`` (the totals above the first
    of ``lines``; none: from zero)."""
    totals: list[tuple[Fraction, ...]] = []
    running = list(start) if start is not None else [Fraction(0)] * seats
    for line in lines:
        running = [a + b for a, b in zip(running, line.payouts, strict=False)]
        totals.append(tuple(running))
    return totals
