"""The season table on screen: the rows of ``exports.SeasonTable`` exactly as the PDF, the CSV
and the workbook print them (``NightCell.text``, ``SeasonLine.label``), one column per night.

The columns follow the table (a season grows a night at a time), so ``set_table`` resets the
columns and the rows together. A dropped or non-counting night is grey; an unranked player's
place is "-" and the tooltip of every cell says why.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor

from sheepshead_scorer.exports.season_rows import (
    NightColumn,
    SeasonLine,
    SeasonTable,
    league_points_text,
)
from sheepshead_scorer.exports.words_rating import rating_with_hands
from sheepshead_scorer.ui.models.row_table_model import CENTER, RIGHT, Column, RowTableModel
from sheepshead_scorer.ui.words.error_text import message_text
from sheepshead_scorer.ui.words.formatting import window_text
from sheepshead_scorer.ui.words.translation import (
    QT_TR_NOOP,
    QT_TRANSLATE_NOOP,
    document_language,
)

CONTEXT = "SeasonTable"
#: The season tiebreaks' names (``services.season_table.TIEBREAK_NAMES``), for lupdate.
TIEBREAK_WORDS = (
    QT_TRANSLATE_NOOP("SeasonTable", "Most nights"),
    QT_TRANSLATE_NOOP("SeasonTable", "Best night"),
    QT_TRANSLATE_NOOP("SeasonTable", "Latest night"),
)
#: The cells' words, for lupdate (shown through ``_tr``).
CELL_WORDS = (
    QT_TRANSLATE_NOOP("SeasonTable", "(not counted)"),
    QT_TRANSLATE_NOOP("SeasonTable", "did not play that night"),
    QT_TRANSLATE_NOOP("SeasonTable", "place {place} that night"),
    QT_TRANSLATE_NOOP("SeasonTable", "not in the league points"),
)
LEFT_OUT = QColor("#7a7a7a")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


FIXED: tuple[Column[SeasonLine], ...] = (
    Column("Rank", lambda r: window_text(r.label), sort_key=lambda r: r.place or 10**9,
           align=CENTER),
    Column("Player", lambda r: r.player),
    Column("Nights", lambda r: str(r.nights), sort_key=lambda r: r.nights, align=RIGHT),
    Column("League points", lambda r: league_points_text(r.total), sort_key=lambda r: r.total,
           align=RIGHT),
    Column("Decided by", lambda r: _tr(str(r.decided_by)) if r.decided_by else ""),
)


#: The season's rating column (a league's option), before the nights.
RATING: Column[SeasonLine] = Column(
    "Rating", lambda r: rating_with_hands(r.rating, r.rated_hands, document_language()),
    sort_key=lambda r: r.rating if r.rating is not None and r.rated_hands else -1, align=RIGHT,
    tooltip=QT_TR_NOOP(
        "the Sheepshead rating (and the hands it rests on), recomputed from every hand played "
        "in this database; — no rated hand yet"
    ),
)


def _night(index: int, column: NightColumn) -> Column[SeasonLine]:
    title = message_text(column.label)
    if not column.counts:
        title += " " + _tr("(not counted)")
    return Column(
        title, lambda r: r.cells[index].text,
        sort_key=lambda r: r.cells[index].score if r.cells[index].score is not None else -10**9,
        align=RIGHT,
    )


class SeasonTableModel(RowTableModel[SeasonLine]):
    """Rows and columns of one ``SeasonTable``."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(FIXED, parent)
        self.table: SeasonTable | None = None

    def set_table(self, table: SeasonTable) -> None:
        self.beginResetModel()
        self.table = table
        fixed = (*FIXED, RATING) if table.rating_column else FIXED
        self._columns = (*fixed, *(_night(i, c) for i, c in enumerate(table.columns)))
        self._rows = list(table.lines)
        self.endResetModel()

    def set_rows(self, rows: Sequence[SeasonLine]) -> None:
        super().set_rows(rows)

    def extra_data(self, row: SeasonLine, column: int, role: int) -> Any:
        night = column - len(FIXED) - (self.table is not None and self.table.rating_column)
        if night < 0:
            return None
        cell = row.cells[night]
        if role == Qt.ItemDataRole.ForegroundRole and cell.attended and not cell.counted:
            return QBrush(LEFT_OUT)
        if role == Qt.ItemDataRole.ToolTipRole:
            if not cell.attended:
                return _tr("did not play that night")
            place = _tr("place {place} that night").format(place=window_text(cell.place))
            if not cell.counted:
                return place + "; " + _tr("not in the league points")
            return place
        return None
