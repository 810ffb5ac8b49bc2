"""Players → Import: map the file's columns, preview the players, see every bad row, then import.

The dialog reads the chosen CSV/XLSX once. Each column of the file gets a drop-down with the
importer's own fields (``exports.importers.players.PLAYER_FIELDS``: name, first name, last name,
member number, club, email) or "ignore", starting from the importer's auto-detected mapping
(English or German headers: "Spieler", "Verein", ...). Every change of a drop-down parses the
file again at once: the preview shows the first rows as they would be saved, the problem list
shows every bad row ("Row 4, column 'Email': ...") and every duplicate of a registered player
or of another row. **Import N players** is enabled only when the file has no problem; it runs
the services' all-or-nothing import off the UI thread behind the progress dialog of
``ui/door/jobs.py``. Cancel closes the dialog and writes nothing.

The drop-downs always show the columns the importer really used: choosing a field for one
column takes it from the column that had it; "ignore" leaves a column out even when its header
is one the importer recognises.

Keys: Tab moves through the drop-downs, Enter imports (when allowed), Esc cancels.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QListWidget,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.exports.importers.players import PLAYER_FIELDS, read_players
from sheepshead_scorer.exports.importers.reading import read_table
from sheepshead_scorer.exports.importers.result import PREVIEW_ROWS, ImportResult
from sheepshead_scorer.exports.rows import PlayerRow
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.door.jobs import Job, Report, run_with_progress
from sheepshead_scorer.ui.models.row_table_model import Column, RowTableModel
from sheepshead_scorer.ui.words.error_text import message_text
from sheepshead_scorer.ui.words.translation import QT_TR_NOOP

# The combo entry that leaves a column out of the import.
IGNORE = ""

# English labels of the importer's fields, as the drop-downs show them (translated).
FIELD_LABELS: Mapping[str, str] = {
    "name": QT_TR_NOOP("Name"),
    "first_name": QT_TR_NOOP("First name"),
    "last_name": QT_TR_NOOP("Last name"),
    "member_number": QT_TR_NOOP("Member #"),
    "club": QT_TR_NOOP("Club"),
    "email": QT_TR_NOOP("Email / contact"),
}

PREVIEW_COLUMNS: tuple[Column[PlayerRow], ...] = (
    Column("Name", lambda p: p.name),
    Column("Member #", lambda p: p.member_number),
    Column("Club", lambda p: p.club),
    Column("Email / contact", lambda p: p.contact),
)


def preview_model(parent: Any = None) -> RowTableModel[PlayerRow]:
    """The preview table's model: one row per parsed player, as it would be saved."""
    return RowTableModel(PREVIEW_COLUMNS, parent)


class ImportPlayersDialog(QDialog):
    """Column mapping, preview and problems for one player file; imports all rows or none."""

    # Emitted on the UI thread after a successful import: the names added.
    imported = Signal(object)

    def __init__(
        self, path: str | Path, backend: Backend, bus: AppBus, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self.backend = backend
        self.bus = bus
        self.job: Job | None = None
        self._data = self.path.read_bytes()
        known = backend.players()
        self._known_names = [p.name for p in known]
        self._known_numbers = [p.member_number for p in known if p.member_number]
        self.setWindowTitle(self.tr("Import players — {file}").format(file=self.path.name))
        self.setObjectName("importPlayersDialog")

        self.header = [h for h in read_table(self._data).header if h]
        self.combos: dict[str, QComboBox] = {}
        mapping_box = QGroupBox(self.tr("Columns of the file → fields"))
        mapping_form = QFormLayout(mapping_box)
        for column in self.header:
            combo = QComboBox()
            combo.setObjectName(f"map:{column}")
            combo.addItem(self.tr("— ignore —"), IGNORE)
            for spec in PLAYER_FIELDS:
                label = FIELD_LABELS.get(spec.name, spec.label)
                combo.addItem(QCoreApplication.translate("", label), spec.name)
            self.combos[column] = combo
            mapping_form.addRow(QLabel(column), combo)

        self.model = preview_model(self)
        self.preview = QTableView()
        self.preview.setObjectName("importPreview")
        self.preview.setModel(self.model)
        self.preview.setTabKeyNavigation(False)
        self.preview.verticalHeader().hide()  # bad rows are left out: numbers would mislead
        self.preview.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.summary = QLabel()
        self.summary.setObjectName("importSummary")
        self.summary.setWordWrap(True)
        self.problems = QListWidget()
        self.problems.setObjectName("importProblems")
        self.problems.setWordWrap(True)  # a problem names the row, column, value and fix
        self.problems.setResizeMode(QListView.ResizeMode.Adjust)
        self.import_button = QPushButton()
        self.import_button.setObjectName("importButton")
        self.import_button.setDefault(True)
        self.import_button.setAutoDefault(True)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setAutoDefault(False)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.import_button)
        layout = QVBoxLayout(self)
        layout.addWidget(mapping_box)
        layout.addWidget(
            QLabel(self.tr("Preview (first {count} players)").format(count=PREVIEW_ROWS))
        )
        layout.addWidget(self.preview, 2)
        layout.addWidget(self.summary)
        layout.addWidget(QLabel(self.tr("Problems (nothing is imported until there are none)")))
        layout.addWidget(self.problems, 1)
        layout.addLayout(buttons)
        self.resize(720, 640)

        self.parsed: ImportResult[PlayerRow] = self._parse(None)
        self._show_mapping(self.parsed.columns)
        self._show(self.parsed)
        for combo in self.combos.values():
            combo.currentIndexChanged.connect(self.reparse)
        self.import_button.clicked.connect(self.start_import)
        self.cancel_button.clicked.connect(self.reject)
        if self.combos:
            next(iter(self.combos.values())).setFocus()

    # -- mapping and preview ---------------------------------------------------------------
    def mapping(self) -> dict[str, str]:
        """Field → header text, as the drop-downs say now (ignored columns left out)."""
        chosen: dict[str, str] = {}
        for column, combo in self.combos.items():
            field_name = combo.currentData()
            if field_name:
                chosen[str(field_name)] = column
        return chosen

    def importer_mapping(self) -> dict[str, str]:
        """``mapping()`` plus every other field mapped to "" (left out, not auto-detected)."""
        chosen = self.mapping()
        return {spec.name: chosen.get(spec.name, "") for spec in PLAYER_FIELDS}

    def set_mapping(self, column: str, field_name: str) -> None:
        """Choose ``field_name`` (or ``IGNORE``) for the file's ``column``; re-parses."""
        combo = self.combos[column]
        combo.setCurrentIndex(combo.findData(field_name))

    def _parse(self, mapping: Mapping[str, str] | None) -> ImportResult[PlayerRow]:
        return read_players(
            self._data,
            mapping=mapping,
            existing_names=self._known_names,
            existing_member_numbers=self._known_numbers,
        )

    def _show_mapping(self, columns: Mapping[str, str]) -> None:
        by_header = {header: field_name for field_name, header in columns.items()}
        for column, combo in self.combos.items():
            combo.blockSignals(True)
            combo.setCurrentIndex(max(0, combo.findData(by_header.get(column, IGNORE))))
            combo.blockSignals(False)

    def reparse(self) -> None:
        """Parse the file again with the drop-downs' mapping and refresh everything shown."""
        self.parsed = self._parse(self.importer_mapping())
        self._show_mapping(self.parsed.columns)  # the drop-downs show what the importer used
        self._show(self.parsed)

    def _show(self, result: ImportResult[PlayerRow]) -> None:
        self.model.set_rows(result.preview())
        self.problems.clear()
        self.problems.addItems([message_text(problem.text) for problem in result.errors])
        self.problems.addItems([message_text(warning) for warning in result.warnings])
        count = len(result.rows)
        can_import = result.ok and count > 0
        self.import_button.setEnabled(can_import)
        self.import_button.setText(self.tr("Import {count} players").format(count=count))
        if result.errors:
            self.summary.setText(
                self.tr("{count} problems: fix the file or the mapping; nothing is imported.")
                .format(count=len(result.errors))
            )
        elif not count:
            self.summary.setText(self.tr("The file has no players to import."))
        else:
            self.summary.setText(
                self.tr("{count} players ready to import; no problems found.").format(count=count)
            )

    # -- importing -------------------------------------------------------------------------
    def start_import(self) -> Job | None:
        """Run the services' all-or-nothing import off the UI thread, with progress."""
        if not (self.parsed.ok and self.parsed.rows) or self.job is not None:
            return None
        backend = self.backend
        source = self._data
        mapping = self.importer_mapping()

        def work(report: Report) -> Any:
            report(0, 1)
            done = backend.import_players(source, mapping=mapping)
            report(1, 1)
            return done

        self.import_button.setEnabled(False)
        self.job = run_with_progress(
            self, self.tr("Importing players"), work, self._finished, self._failed
        )
        return self.job

    def _finished(self, done: Any) -> None:
        names = tuple(done.names)
        message = QCoreApplication.translate(
            "ImportPlayersDialog", "Imported {count} players from {file}"
        ).format(count=len(names), file=self.path.name)
        self.bus.publish(done.changes, message)
        self.imported.emit(names)
        self.accept()

    def _failed(self, message: str) -> None:
        """The services refused (e.g. a player registered meanwhile): show why, parse again."""
        self.job = None
        self.reparse()
        self.summary.setText(message)
