"""The hand-entry screen's score sheet: one table's sheet as loaded (``DeskSheet``: its rules,
hands and outcomes, the reader of its next line), its view, the line of each stored hand and
the preview line of what is typed now, for either table game (``ui.entry.table_game``
decides how a game's hands are read and described). The table is chosen in
``table_chooser``; the keys' commands live in ``hand_commands``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from sheepshead_scorer.ids import HandId
from sheepshead_scorer.rules import Ruleset, TableOutcome
from sheepshead_scorer.rules.sheep_head import FoxRules
from sheepshead_scorer.services.door.reads import HandRow, TableRow
from sheepshead_scorer.services.hands.session_hands import TableHands
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.entry.preview import LineReading, WindowEntryReader, WindowFoxEntryReader
from sheepshead_scorer.ui.entry.table_game import (
    describe_reading,
    make_reader,
    sheet_descriptions,
)
from sheepshead_scorer.ui.models.score_sheet_model import (
    COL_HAND,
    FIRST_SEAT_COLUMN,
    ScoreSheetModel,
    SheetLine,
)
from sheepshead_scorer.ui.widgets.eliding_header import ElidingHeader
from sheepshead_scorer.ui.widgets.fitted_columns import FittedColumns


@dataclass(frozen=True)
class DeskSheet:
    """One table's sheet as the services have it: the rules its hands are read and scored
    under (``Backend.table_rules``; ``fox`` when the event plays Sheep Head), its hand rows and
    each row's outcome (``Backend.outcome``), and the table's planned hands (its own count and
    whether they end the session: ``TableRow.planned``, ``services.session_hands``)."""

    table: TableRow
    rules: Ruleset
    fox: FoxRules | None
    rows: tuple[HandRow, ...]
    outcomes: tuple[TableOutcome, ...]
    planned: TableHands | None

    @classmethod
    def load(cls, backend: Backend, table: TableRow, fox: FoxRules | None) -> DeskSheet:
        """Read the table; a table the event's game cannot seat raises the services'
        refusal (``ActionError``)."""
        rules = backend.table_rules(table.id)
        rows = tuple(backend.hands(table.id))
        outcomes = tuple(backend.outcome(r, rules) for r in rows)
        return cls(table, rules, fox, rows, outcomes, table.planned)

    def with_hand(self, backend: Backend, hand_id: int) -> DeskSheet | None:
        """This sheet with the table's new hand ``hand_id`` added at the end (its one row
        read), or ``None`` when that hand is not the next one on this sheet (then the sheet
        is read again whole)."""
        found = backend.hands(self.table.id, HandId(hand_id))
        if len(found) != 1 or found[0].hand != self.next_number:
            return None
        row = found[0]
        return DeskSheet(self.table, self.rules, self.fox, (*self.rows, row),
                          (*self.outcomes, backend.outcome(row, self.rules)), self.planned)

    @property
    def next_number(self) -> int:
        """The number the next hand gets, as this sheet shows it (what the services check)."""
        return (self.rows[-1].hand if self.rows else 0) + 1

    def lines(self) -> list[SheetLine]:
        return sheet_lines(self.fox, self.rules, self.rows, self.outcomes, self.planned)

    def reader(self, replacing: int | None) -> WindowEntryReader | WindowFoxEntryReader:
        """The entry line's reader for the next hand, or for hand ``replacing`` (an index
        into ``rows``) being corrected."""
        return make_reader(self.fox, self.rules, self.outcomes, planned=self.planned,
                           replacing=replacing)


def sheet_view(model: ScoreSheetModel) -> QTableView:
    """The sheet: whole rows selected one at a time, never edited in place, focused only by a
    click (the keys stay with the entry line); the number, dealer and hand columns fit their
    text (``FittedColumns``: a hand entered measures its own row, not the whole sheet), the
    seats share the rest."""
    view = QTableView()
    view.setObjectName("scoreSheet")
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
    view.verticalHeader().setVisible(False)
    view.setAlternatingRowColors(True)
    view.setHorizontalHeader(ElidingHeader(view))  # a long name ends in "…", not cut
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    header.setMinimumSectionSize(60)
    FittedColumns(view, range(FIRST_SEAT_COLUMN))
    return view


def step_hand(view: QTableView, hands: int, step: int) -> None:
    """Select the stored hand ``step`` rows up or down (from the bottom when none is)."""
    if not hands:
        return
    current = view.currentIndex().row()
    if current < 0 or current >= hands:
        current = hands if step < 0 else -1
    target = max(0, min(hands - 1, current + step))
    view.selectRow(target)
    view.scrollTo(view.model().index(target, COL_HAND))


def sheet_lines(
    fox: FoxRules | None, table_rules: Ruleset, rows: Sequence[HandRow],
    outcomes: Sequence[TableOutcome], planned: TableHands | None,
) -> list[SheetLine]:
    """The sheet's line of each stored hand: its number, dealer, description and payouts
    (``outcomes`` are the rows' own, ``Backend.outcome`` of each)."""
    described = sheet_descriptions(fox, table_rules, outcomes, planned)
    return [
        SheetLine(
            number=row.hand,
            dealer=outcome.dealer,
            description=description,
            payouts=row.payouts,
            sitting_out=score.sitting_out,
            hand_id=row.id,
        )
        for row, outcome, (description, score) in zip(rows, outcomes, described, strict=True)
    ]


def preview_line(
    reader: WindowEntryReader | WindowFoxEntryReader | None, reading: LineReading, number: int
) -> SheetLine | None:
    """The grey line under the sheet showing the hand the line would save as ``number``, or
    ``None`` while the line says nothing whole."""
    if (not reading.ok or reading.score is None or reading.outcome is None
            or reader is None):
        return None
    return SheetLine(
        number=number,
        dealer=reading.outcome.dealer,
        description=describe_reading(reader, reading),
        payouts=reading.score.payouts,
        sitting_out=reading.score.sitting_out,
        preview=True,
    )


def repeats_saved(
    saved: tuple[int, int, dict[str, Any]] | None, table_id: int, rows: Sequence[HandRow],
    outcome: dict[str, Any],
) -> bool:
    """Whether ``outcome`` says again what the hand ``saved`` (table id, hand id, outcome
    without dealer) said and that hand is still the table's last."""
    if saved is None or not rows:
        return False
    saved_table, hand_id, said = saved
    if saved_table != table_id or rows[-1].id != hand_id:
        return False
    return {k: v for k, v in outcome.items() if k != "dealer"} == said
