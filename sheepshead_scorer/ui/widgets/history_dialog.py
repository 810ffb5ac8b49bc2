"""The audit trail of one hand in words: when, which station, what was done and what changed
("corrected: picker 2, partner 4, 74 points → picker 2, partner 3, 74 points; pays seat 3 +1
instead of −1"). Seats are 1-based, numbers as people write them; never the stored JSON."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.rules import RuleError, table_outcome_from_dict
from sheepshead_scorer.rules.sheep_head import FoxHand
from sheepshead_scorer.services.door.reads import AuditRow
from sheepshead_scorer.ui.entry.describe import describe_outcome
from sheepshead_scorer.ui.entry.fox import describe_fox_outcome
from sheepshead_scorer.ui.models.row_table_model import Column, RowTableModel
from sheepshead_scorer.ui.words.formatting import format_date_time, format_points
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP

ACTION_WORDS = {
    "create": QT_TRANSLATE_NOOP("History", "recorded"),
    "correct": QT_TRANSLATE_NOOP("History", "corrected"),
    "rescore": QT_TRANSLATE_NOOP("History", "rescored (an earlier hand or the rules changed)"),
    "delete": QT_TRANSLATE_NOOP("History", "deleted"),
    "restore": QT_TRANSLATE_NOOP("History", "restored"),
    "update": QT_TRANSLATE_NOOP("History", "changed"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("History", text)


def _outcome(snapshot: Mapping[str, Any] | None) -> str:
    if not snapshot or not isinstance(snapshot.get("outcome"), Mapping):
        return ""
    try:
        outcome = table_outcome_from_dict(dict(snapshot["outcome"]))
        if isinstance(outcome, FoxHand):
            return describe_fox_outcome(outcome)
        return describe_outcome(outcome)
    except RuleError:
        return QCoreApplication.translate("History", "(a hand this version cannot read)")


def _payouts(snapshot: Mapping[str, Any] | None) -> list[Fraction]:
    if not snapshot:
        return []
    return [Fraction(str(p)) for p in snapshot.get("payouts") or []]


def _pays(payouts: Sequence[Fraction]) -> str:
    return "  ".join(f"{seat + 1}: {format_points(p)}" for seat, p in enumerate(payouts))


def what_changed(row: AuditRow) -> str:
    """The change in one sentence."""
    before, after = row.before, row.after
    old, new = _outcome(before), _outcome(after)
    if before is None:
        return QCoreApplication.translate("History", "{hand}; pays {pays}").format(
            hand=new, pays=_pays(_payouts(after))
        )
    if after is None:
        return old
    parts = []
    if old != new:
        parts.append(f"{old} → {new}")
    paid_before, paid_after = _payouts(before), _payouts(after)
    moved = [
        QCoreApplication.translate("History", "seat {seat} {after} instead of {before}").format(
            seat=seat + 1, after=format_points(b), before=format_points(a)
        )
        for seat, (a, b) in enumerate(zip(paid_before, paid_after, strict=False)) if a != b
    ]
    if moved:
        changes = ", ".join(moved)
        parts.append(QCoreApplication.translate("History", "pays {changes}").format(
            changes=changes
        ))
    nothing = QCoreApplication.translate("History", "nothing a player sees changed")
    return "; ".join(parts) or nothing


HISTORY_COLUMNS: tuple[Column[AuditRow], ...] = (
    Column("When", lambda r: format_date_time(r.at),
           sort_key=lambda r: r.at.isoformat()),
    Column("Station", lambda r: r.station),
    Column("Action", lambda r: _tr(ACTION_WORDS.get(
        r.action, r.action))),
    Column("What changed", what_changed),
)


class HistoryDialog(QDialog):
    def __init__(self, title: str, rows: Sequence[AuditRow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        # no Qt parent: the model outlives the view (a model deleted with the dialog while a
        # model tester or a queued event still held it crashed the app)
        self.model: RowTableModel[AuditRow] = RowTableModel(HISTORY_COLUMNS)
        self.model.set_rows(rows)
        view = QTableView()
        view.setObjectName("historyView")
        view.setModel(self.model)
        view.setWordWrap(True)
        view.resizeColumnsToContents()
        view.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(view)
        layout.addWidget(buttons)
        self.resize(1000, 360)
