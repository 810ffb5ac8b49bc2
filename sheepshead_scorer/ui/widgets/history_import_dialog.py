"""Importing a league's history into a season, from the app: check first, then import.

The file is checked without writing (``import_event_totals(dry_run=True)``): the dialog lists
every night it holds, every player it would create and each near-duplicate warning ("Ben
Kruger" would be new, but "Ben Krüger" is registered). A refused file (a night that does not
add up to zero, a player twice in a night, a night already in the season) lists its problems
and cannot be imported. "Import" writes it all in one transaction.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.ids import SeasonId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.import_rejected import ImportRejected
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.words.error_text import error_text, message_text


class HistoryImportDialog(QDialog):
    def __init__(
        self, backend: Backend, season_id: SeasonId, data: bytes, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("historyImportDialog")
        self.setWindowTitle(self.tr("Import league history"))
        self.backend = backend
        self.season_id = season_id
        self.data = data
        self.imported = Changes()
        self.summary = QLabel()
        self.summary.setObjectName("historySummary")
        self.summary.setWordWrap(True)
        self.details = QPlainTextEdit()
        self.details.setObjectName("historyDetails")
        self.details.setReadOnly(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = self.buttons.addButton(
            self.tr("Import"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.import_button.setObjectName("historyImport")
        self.buttons.accepted.connect(self.run_import)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.details, 1)
        layout.addWidget(self.buttons)
        self.resize(560, 420)
        self.check()

    def check(self) -> None:
        try:
            report = self.backend.import_event_totals(self.season_id, self.data, dry_run=True)
        except ImportRejected as exc:
            self.summary.setText(error_text(exc))
            self.details.setPlainText("\n".join(message_text(p) for p in exc.problem_texts))
            self.import_button.setEnabled(False)
            return
        except ActionError as exc:
            self.summary.setText(error_text(exc))
            self.import_button.setEnabled(False)
            return
        lines = [message_text(n) for n in report.nights]
        if report.creates:
            lines += ["", self.tr("New players ({count}):").format(count=len(report.creates))]
            lines += [f"  {name}" for name in report.creates]
        if report.warnings:
            lines += ["", self.tr("Check before importing:")]
            lines += [f"  {message_text(w)}" for w in report.warnings]
        self.summary.setText(
            self.tr("{nights} nights, {rows} results; {new} new players.").format(
                nights=len(report.nights), rows=report.rows, new=len(report.creates)
            )
        )
        self.details.setPlainText("\n".join(lines))

    def run_import(self) -> None:
        try:
            self.imported = self.backend.import_event_totals(self.season_id, self.data).changes
        except ActionError as exc:
            self.summary.setText(error_text(exc))
            return
        self.accept()
