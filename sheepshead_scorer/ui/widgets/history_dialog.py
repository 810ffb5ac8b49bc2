"""The audit trail of one row (a hand): when, which station, what it was before and after."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTableView, QVBoxLayout, QWidget

from sheepshead_scorer.services.ui_queries import AuditRow
from sheepshead_scorer.ui.formatting import format_date_time
from sheepshead_scorer.ui.models.row_table_model import Column, RowTableModel


def _short(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, dict) and "outcome" in value:
        value = value["outcome"]
    return json.dumps(value, sort_keys=True, default=str)[:200]


HISTORY_COLUMNS: tuple[Column[AuditRow], ...] = (
    Column("When", lambda r: format_date_time(r.at),
           sort_key=lambda r: r.at.isoformat()),
    Column("Station", lambda r: r.station),
    Column("Action", lambda r: r.action),
    Column("Before", lambda r: _short(r.before)),
    Column("After", lambda r: _short(r.after)),
)


class HistoryDialog(QDialog):
    def __init__(self, title: str, rows: Sequence[AuditRow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.model: RowTableModel[AuditRow] = RowTableModel(HISTORY_COLUMNS, self)
        self.model.set_rows(rows)
        view = QTableView()
        view.setModel(self.model)
        view.resizeColumnsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(view)
        layout.addWidget(buttons)
        self.resize(900, 320)
