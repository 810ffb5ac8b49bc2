"""The projector's page of standings: one label per cell, only changed cells set again.

At a club night of 40 players the page on the wall changes with every hand. As one
rich-text label the whole page was parsed and laid out again each time (+20 ms of CPU); here
the page is a grid of plain-text labels (rank, player, points, hands), a row of them per
line, and ``show_lines`` sets the text of the cells whose words changed — a hand that moves
two players repaints their rows. Rows are made once for the largest page shown and hidden
when a page has fewer lines.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from sheepshead_scorer.exports import StandingRow
from sheepshead_scorer.ids import PlayerId
from sheepshead_scorer.ui.words.formatting import format_points, rank_text

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
COLUMNS = 4  # rank, player, points, hands
DIM = "color: #b9c7da"


def _cell(parent: QWidget, align: Qt.AlignmentFlag, *, bold: bool = False,
          style: str = "", name: bool = False) -> QLabel:
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    label.setAlignment(align)
    # numbers as wide as they are; a name takes what is left and is cut, never widens
    label.setSizePolicy(QSizePolicy.Policy.Ignored if name else QSizePolicy.Policy.Preferred,
                        QSizePolicy.Policy.Fixed)
    label.setProperty("bold", bold)  # the page's font, bold (set again when the type grows)
    if style:
        label.setStyleSheet(style)
    return label


class StandingsPage(QWidget):
    """The standings lines of one page, as a grid of labels the width of the window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("projectorStandings")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(40)
        self.grid.setColumnStretch(1, 1)  # the names take what is left: the whole width
        self.grid.setRowStretch(1_000, 1)  # lines from the top
        self.message = _cell(self, LEFT)
        self.grid.addWidget(self.message, 0, 0, 1, COLUMNS)
        self.rows: list[tuple[QLabel, ...]] = []
        self.row_sizes: list[int] = []  # the type (points) each row was fitted to
        self.texts: list[tuple[str, ...]] = []  # what each row shows now
        self.shown_rows = 0
        self.show_hands = True
        self.headings: tuple[str, ...] = ("", "", "", "")
        self.sets = 0  # cells set since made (tests and the benchmark count them)
        self._fit_rows()

    # -- what is shown ---------------------------------------------------------------------
    def show_message(self, text: str) -> None:
        """No lines: a message in their place ("No results yet.")."""
        self._show_count(0)
        self.message.setText(text)
        self.message.setVisible(True)

    def show_lines(
        self, lines: Sequence[StandingRow], headings: tuple[str, ...], *,
        show_hands: bool = True, flights: Mapping[PlayerId, str] | None = None,
    ) -> None:
        """Show ``lines`` under ``headings`` (#, Player, Points, Hands); only the cells
        whose text changed are set again. ``flights``: each player's prize flight, shown
        after the name ("Ann Weber · B") at an event that pays flights."""
        self.message.setVisible(False)
        if show_hands != self.show_hands:
            self.show_hands = show_hands
            for row in self.rows:
                row[3].setVisible(show_hands and not row[0].isHidden())
        self._ensure(len(lines) + 1)
        self._set(0, headings)
        for n, line in enumerate(lines, start=1):
            flight = flights.get(line.player_id, "") if flights and line.player_id else ""
            self._set(n, (rank_text(line.rank, line.tied),
                          f"{line.player} · {flight}" if flight else line.player,
                          format_points(line.total), str(line.played)))
        self._show_count(len(lines) + 1)

    def text(self) -> str:
        """The page as plain text, a line per row and a tab between cells (what is shown)."""
        cells = COLUMNS if self.show_hands else COLUMNS - 1
        if not self.message.isHidden():
            return self.message.text()
        return "\n".join("\t".join(t[:cells]) for t in self.texts[: self.shown_rows])

    def line_height(self) -> int:
        """One row's height (the font's line spacing and the gap below it)."""
        return int(QFontMetrics(self.font()).lineSpacing() * 1.08) + 1

    def capacity(self) -> int:
        """Players that fit under the headings in the height this page has now (rows never
        overlap: the projector shows no more than this)."""
        gap = self.line_height() - QFontMetrics(self.font()).lineSpacing()
        return max(0, (self.height() + gap) // self.line_height() - 1)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the type grew with the window
            self._fit_rows()

    # -- the grid --------------------------------------------------------------------------
    def _fit_rows(self) -> None:
        """The rows shown in the page's type; hidden rows when they are shown again (the
        projector tries a few sizes when it fits its window: a font set on every cell made
        for the longest page, each time, was most of that work)."""
        spacing = QFontMetrics(self.font()).lineSpacing()
        self.grid.setVerticalSpacing(self.line_height() - spacing)
        for n, row in enumerate(self.rows[: self.shown_rows]):
            self._fit_row(n, row, spacing)
        self.message.setFixedHeight(spacing)

    def _fit_row(self, n: int, row: tuple[QLabel, ...], spacing: int) -> None:
        if self.row_sizes[n] != self.font().pointSize():
            self.row_sizes[n] = self.font().pointSize()
            for cell in row:
                self._fit(cell, spacing)

    def _fit(self, cell: QLabel, spacing: int) -> None:
        font = QFont(self.font())
        font.setBold(bool(cell.property("bold")))
        cell.setFont(font)
        cell.setFixedHeight(spacing)

    def _ensure(self, count: int) -> None:
        spacing = QFontMetrics(self.font()).lineSpacing()
        while len(self.rows) < count:
            heading = not self.rows
            n = len(self.rows)
            row = (
                _cell(self, RIGHT, style=DIM if heading else ""),
                _cell(self, LEFT, style=DIM if heading else "", name=True),
                _cell(self, RIGHT, bold=not heading, style=DIM if heading else ""),
                _cell(self, RIGHT, style=DIM),
            )
            for column, cell in enumerate(row):
                self._fit(cell, spacing)
                cell.setVisible(False)
                self.grid.addWidget(cell, n + 1, column)
            self.rows.append(row)
            self.row_sizes.append(self.font().pointSize())
            self.texts.append(("", "", "", ""))

    def _set(self, n: int, texts: tuple[str, ...]) -> None:
        shown = self.texts[n]
        if shown == texts:
            return
        row = self.rows[n]
        for column in range(COLUMNS):
            if shown[column] != texts[column]:
                row[column].setText(texts[column])
                self.sets += 1
        self.texts[n] = texts

    def _show_count(self, count: int) -> None:
        if count == self.shown_rows:
            return
        spacing = QFontMetrics(self.font()).lineSpacing()
        for n in range(self.shown_rows, min(count, len(self.rows))):
            self._fit_row(n, self.rows[n], spacing)
        for n in range(min(count, self.shown_rows), max(count, self.shown_rows)):
            visible = n < count  # only the rows that appear or go
            for column, cell in enumerate(self.rows[n]):
                cell.setVisible(visible and (column < 3 or self.show_hands))
        self.shown_rows = count
