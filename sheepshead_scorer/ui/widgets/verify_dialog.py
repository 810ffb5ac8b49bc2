"""The blind second entry of one table's sheet: type every hand again without seeing the first
entry, then compare. Differences are listed hand by hand and recorded in the log.

The line is read in the table's game (``ui.entry.table_game.make_reader``): the picker game's
`1374`, or Sheep Head's `1 9` / `b2` / `a3` (000 "Sheep Head variant")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.ids import TableId
from sheepshead_scorer.rules import Ruleset, TableOutcome, table_outcome_to_dict
from sheepshead_scorer.rules.sheep_head import FoxRules
from sheepshead_scorer.services.hands.session_hands import TableHands
from sheepshead_scorer.ui.entry.preview import LineReading
from sheepshead_scorer.ui.entry.table_game import make_reader
from sheepshead_scorer.ui.entry.verification import TableCheck, VerificationLog, compare_sheets
from sheepshead_scorer.ui.widgets.entry_line import EntryLine


class VerifyDialog(QDialog):
    def __init__(
        self,
        table_id: TableId,
        table_label: str,
        ruleset: Ruleset,
        names: Sequence[str],
        first_entry: Sequence[Mapping[str, Any]],
        log: VerificationLog,
        planned: TableHands | None = None,
        parent: QWidget | None = None,
        fox: FoxRules | None = None,
    ) -> None:
        """``fox``: the table plays Sheep Head under these rules (``ruleset`` is then not
        read); ``None``: the picker game of ``ruleset``. ``planned``: the table's hands and
        whether they end the session (``services.session_hands``)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Second entry — {table}").format(table=table_label))
        self.table_id = table_id
        self.ruleset = ruleset
        self.fox = fox
        self.names = tuple(names)
        self.first = [dict(o) for o in first_entry]
        self.log = log
        self.planned = planned
        self.typed: list[TableOutcome] = []
        self.entry = EntryLine()
        self.typed_list = QListWidget()
        self.difference_list = QListWidget()
        self.difference_list.setObjectName("differences")
        self.summary = QLabel(self.tr("Type the sheet again, hand by hand; then Compare."))
        self.summary.setWordWrap(True)
        compare = QPushButton(self.tr("Compare with the first entry"))
        compare.clicked.connect(self.compare)
        lists = QHBoxLayout()
        lists.addWidget(self.typed_list)
        lists.addWidget(self.difference_list, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(lists, 1)
        layout.addWidget(self.entry)
        layout.addWidget(compare)
        self.entry.submitted.connect(self._add)
        self._reset_reader()
        self.resize(900, 520)

    def _reset_reader(self) -> None:
        reader = make_reader(self.fox, self.ruleset, self.typed,
                             planned=self.planned, replacing=None)
        self.entry.set_reader(
            reader, self.names, self.tr("Hand {n}").format(n=len(self.typed) + 1)
        )

    def _add(self, reading: LineReading) -> None:
        if reading.outcome is None:
            return
        self.typed.append(reading.outcome)
        self.typed_list.addItem(f"{len(self.typed)}: {reading.text}")
        self.entry.clear()
        self._reset_reader()

    def compare(self) -> TableCheck:
        second = [table_outcome_to_dict(o) for o in self.typed]
        check = TableCheck(self.table_id, compare_sheets(self.first, second))
        self.log.record(check)
        self.difference_list.clear()
        if check.ok:
            self.summary.setText(
                self.tr("✓ Both entries agree on all {count} hands.").format(count=len(second))
            )
        else:
            self.summary.setText(
                self.tr(
                    "✗ %n difference(s): check the paper sheet and correct "
                    "the hand on the score sheet (F2), then enter it again here.", "",
                    len(check.differences),
                )
            )
            self.difference_list.addItems(list(check.differences))
        return check
