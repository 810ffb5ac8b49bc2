"""League season: set up a season, enter its nights, see its table and its money.

The screen shows one season's table exactly as its PDF, CSV and workbook print it (the
``SeasonTable`` rows of the services), the rules in words and the legend under it, and the
treasurer's money list on a second tab. Buttons lead to a new league season, its rules
(saving says who moved), copying it to a new season, the night sheet (Ctrl+N), the history
import, putting the current event into the season or taking it out, and the exports; a
saved night is corrected in place (Ctrl+Shift+N) or deleted from ``season_nights``.
A hidden screen does nothing: it refreshes when shown or, when visible, when a change
touches seasons or standings.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.exports.season_table import MONEY_COLUMNS, money_text_rows
from sheepshead_scorer.ids import EventId, SeasonId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.ui.actions.export_actions import FILES, PREVIEWS, file_name
from sheepshead_scorer.ui.actions.file_dialogs import FolderMemory, open_file_name, save_file_name
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.models.season_table_model import SeasonTableModel
from sheepshead_scorer.ui.screens.season_nights import SavedNights
from sheepshead_scorer.ui.widgets.history_import_dialog import HistoryImportDialog
from sheepshead_scorer.ui.widgets.night_sheet import NightSheet
from sheepshead_scorer.ui.widgets.season_rules_dialog import NewSeasonDialog, SeasonRulesDialog
from sheepshead_scorer.ui.words.error_text import error_text, message_text
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP, document_language

#: The money list's column titles (``season_table.MONEY_COLUMNS``), for lupdate.
MONEY_WORDS = (
    QT_TRANSLATE_NOOP("SeasonScreen", "Night"),
    QT_TRANSLATE_NOOP("SeasonScreen", "Players"),
    QT_TRANSLATE_NOOP("SeasonScreen", "Fees due"),
    QT_TRANSLATE_NOOP("SeasonScreen", "Fees paid"),
    QT_TRANSLATE_NOOP("SeasonScreen", "Fees owed"),
    QT_TRANSLATE_NOOP("SeasonScreen", "Prizes paid"),
    QT_TRANSLATE_NOOP("SeasonScreen", "Balance"),
    QT_TRANSLATE_NOOP("SeasonScreen", "Not paid"),
)


class SeasonScreen(QWidget):
    def __init__(
        self, backend: Backend, bus: AppBus, parent: QWidget | None = None,
        folders: FolderMemory | None = None, undo_stack: QUndoStack | None = None,
    ) -> None:
        super().__init__(parent)
        self.folders = folders
        self.undo_stack = undo_stack if undo_stack is not None else QUndoStack(self)
        self.backend = backend
        self.bus = bus
        self.event_id: EventId | None = None
        self.event_version = 0
        """The current event's version as this screen loaded it (what putting it into a
        season or taking it out passes; a stale one is refused)."""
        self.refresh_count = 0
        self._shape: tuple[int, int, int] | None = None
        self.season_box = QComboBox()
        self.season_box.setObjectName("seasonBox")
        self.model = SeasonTableModel(self)
        self.view = QTableView()
        self.view.setObjectName("seasonTable")
        self.view.setModel(self.model)
        self.view.verticalHeader().setVisible(False)
        self.notes = QLabel()
        self.notes.setObjectName("seasonNotes")
        self.notes.setWordWrap(True)
        self.notes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.moved = QLabel()
        self.moved.setObjectName("seasonMoved")
        self.moved.setWordWrap(True)
        self.money = QTableWidget(0, len(MONEY_COLUMNS))
        self.money.setObjectName("seasonMoney")
        self.money.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.money.verticalHeader().setVisible(False)
        tabs = QTabWidget()
        tabs.setObjectName("seasonTabs")
        table_page = QWidget()
        page = QVBoxLayout(table_page)
        page.addWidget(self.view, 1)
        page.addWidget(self.notes)
        tabs.addTab(table_page, self.tr("Table"))
        tabs.addTab(self.money, self.tr("Money"))
        # two rows — the season's own actions and its history, then the nights and the
        # toolbar's event — so the screen fits a 1366 px laptop in German too, at font size
        # 15 as well (one row needed 1,360 px at the default font)
        buttons, nights = QHBoxLayout(), QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key, text, slot in (
            ("new", self.tr("New season…"), self.new_season),
            ("rules", self.tr("Rules…"), self.edit_rules),
            ("copy", self.tr("Copy to a new season…"), self.copy_season),
            ("night", self.tr("Enter a night… (Ctrl+N)"), self.enter_night),
            ("history", self.tr("Import history…"), self.import_history),
            ("join", self.tr("Put current event in"), self.put_event_in),
            ("leave", self.tr("Take current event out"), self.take_event_out),
        ):
            button = QPushButton(text)
            button.setObjectName(f"season_{key}")
            button.clicked.connect(slot)
            (buttons if key in ("new", "rules", "copy", "history") else nights).addWidget(button)
            self.buttons[key] = button
        buttons.addStretch(1)
        nights.addStretch(1)
        self.saved_nights = SavedNights(
            backend, bus, self.undo_stack, self, self.season_id, self.moved.setText
        )
        exports = QHBoxLayout()
        for key, text, kind, fmt in (
            ("pdf", self.tr("Table PDF…"), ExportKind.STANDINGS, ExportFormat.PDF),
            ("csv", self.tr("Table CSV…"), ExportKind.STANDINGS, ExportFormat.CSV),
            ("xlsx", self.tr("Workbook…"), ExportKind.WORKBOOK, ExportFormat.XLSX),
            ("money", self.tr("Money PDF…"), ExportKind.MONEY, ExportFormat.PDF),
        ):
            button = QPushButton(text)
            button.setObjectName(f"export_{key}")
            button.clicked.connect(
                lambda _c=False, k=kind, f=fmt: self.export(k, f, self._ask_path(f, k))
            )
            exports.addWidget(button)
        exports.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Season")))
        top.addWidget(self.season_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(buttons)
        layout.addLayout(nights)
        layout.addLayout(self.saved_nights.row)
        layout.addWidget(self.moved)
        layout.addWidget(tabs, 1)
        layout.addLayout(exports)
        QShortcut(QKeySequence("Ctrl+N"), self, self.enter_night)
        QShortcut(QKeySequence("Ctrl+Shift+N"), self, self.saved_nights.correct)
        self.season_box.currentIndexChanged.connect(self.refresh)
        self.bus.changed.connect(self._on_changed)

    # -- data ----------------------------------------------------------------------------
    def season_id(self) -> int | None:
        data = self.season_box.currentData()
        return int(data) if data is not None else None

    def load_seasons(self, select: int | None = None) -> None:
        current = select if select is not None else self.season_id()
        self.season_box.blockSignals(True)
        self.season_box.clear()
        for listing in self.backend.list_leagues():
            for sid, name in listing.seasons:
                self.season_box.addItem(f"{listing.name} — {name}", sid)
        index = self.season_box.findData(current) if current is not None else -1
        self.season_box.setCurrentIndex(index if index >= 0 else self.season_box.count() - 1)
        self.season_box.blockSignals(False)
        self.refresh()

    def set_event(self, event_id: EventId | None) -> None:
        self.event_id = event_id
        season = self._load_event()
        if event_id is not None and self.season_box.count():
            index = self.season_box.findData(season) if season is not None else -1
            if index >= 0 and index != self.season_box.currentIndex():
                self.season_box.setCurrentIndex(index)

    def _load_event(self) -> int | None:
        """Read the current event (its version: what the director sees); its season."""
        if self.event_id is None:
            return None
        try:
            row = self.backend.event(self.event_id)
        except ActionError as exc:
            self.moved.setText(error_text(exc))
            return None
        self.event_version = row.version
        return row.season_id

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._load_event()
        self.load_seasons()

    def _on_changed(self, change: Changes, initiator: object = None) -> None:
        touched = bool(change.seasons) or bool(
            change.standings
        )
        if self.isVisible() and touched:
            self.refresh()

    def refresh(self, *_: Any) -> None:
        self.refresh_count += 1
        season = self.season_id()
        for key in ("rules", "copy", "night", "history", "join", "leave"):
            self.buttons[key].setEnabled(season is not None)
        if season is None:
            self.saved_nights.fill(())
            self.model.set_rows([])
            self.notes.setText(self.tr("No league season yet: press “New season…”."))
            return
        try:
            table = self.backend.season_table(SeasonId(season))
            money = self.backend.season_money(SeasonId(season))
        except ActionError as exc:
            self.notes.setText(error_text(exc))
            return
        self.saved_nights.fill(table.columns)
        shape = (table.season_id, len(table.columns), len(table.lines))
        self.model.set_table(table)
        if shape != self._shape:  # a new season, night or player: fit the columns once
            self._shape = shape
            self.view.resizeColumnsToContents()
        self.notes.setText("\n".join(message_text(n) for n in (*table.rules, *table.legend)))
        language = document_language()
        rows = money_text_rows(money, language)
        self.money.setRowCount(len(rows))
        self.money.setHorizontalHeaderLabels([self.tr(w) for w in MONEY_COLUMNS])
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                self.money.setItem(r, c, QTableWidgetItem(value))

    # -- actions -------------------------------------------------------------------------
    def _published(self, change: Changes, message: str) -> None:
        if self.event_id is not None:  # an own write of the event: its new version
            self.event_version = change.version("event", self.event_id) or self.event_version
        self.bus.publish(change, message)
        self.refresh()

    def new_season(self) -> NewSeasonDialog:
        dialog = NewSeasonDialog(self.backend, self)
        dialog.accepted.connect(lambda: self._season_created(dialog))
        dialog.open()
        return dialog

    def _season_created(self, dialog: NewSeasonDialog) -> None:
        self.load_seasons(select=dialog.created)
        self.bus.status.emit(self.tr("Season created; set its rules next."))
        self.edit_rules()

    def edit_rules(self) -> SeasonRulesDialog | None:
        season = self.season_id()
        if season is None:
            return None
        dialog = SeasonRulesDialog(self.backend, SeasonId(season), self)
        dialog.accepted.connect(lambda: self._rules_saved(dialog))
        dialog.open()
        return dialog

    def _rules_saved(self, dialog: SeasonRulesDialog) -> None:
        change = dialog.result_change
        if change is None:
            return
        self.moved.setText(message_text(change.summary))
        self._published(change.changes, self.tr("Season rules saved"))

    def copy_season(self) -> None:
        season = self.season_id()
        if season is None:
            return
        name, ok = QInputDialog.getText(
            self, self.tr("Copy to a new season"),
            self.tr("Name of the new season (it gets these rules and this roster):"),
        )
        if ok:
            self.copy_to(name)

    def copy_to(self, name: str) -> None:
        season = self.season_id()
        try:
            assert season is not None
            change = self.backend.copy_season(SeasonId(season), name)
        except ActionError as exc:
            self.moved.setText(error_text(exc))
            return
        self.load_seasons(select=change.created)
        self._published(change, self.tr("Season {name} created").format(name=name.strip()))

    def enter_night(self) -> NightSheet | None:
        season = self.season_id()
        if season is None:
            return None
        sheet = NightSheet(self.backend, SeasonId(season), self)
        sheet.accepted.connect(lambda: self._night_saved(sheet))
        sheet.open()
        return sheet

    def _night_saved(self, sheet: NightSheet) -> None:
        if sheet.saved is not None:
            self._published(sheet.saved, self.tr("Night saved"))
            if sheet.saved.created is not None:
                self.bus.event_created.emit(sheet.saved.created)

    def import_history(self) -> HistoryImportDialog | None:
        season = self.season_id()
        if season is None:
            return None
        path = open_file_name(
            self, self.tr("Import league history"), self.tr("Event totals (*.csv *.xlsx)"),
            self.folders,
        )
        return self.preview_history(Path(path)) if path else None

    def preview_history(self, path: Path) -> HistoryImportDialog | None:
        season = self.season_id()
        if season is None:
            return None
        dialog = HistoryImportDialog(self.backend, SeasonId(season), path.read_bytes(), self)
        dialog.accepted.connect(lambda: self._published(dialog.imported, self.tr("Imported")))
        dialog.open()
        return dialog

    def put_event_in(self) -> None:
        self._move_event(self.season_id())

    def take_event_out(self) -> None:
        self._move_event(None)

    def _move_event(self, season: int | None) -> None:
        if self.event_id is None:
            self.moved.setText(self.tr("Pick an event in the toolbar first."))
            return
        try:
            change = self.backend.set_event_season(
                self.event_id, None if season is None else SeasonId(season),
                expected_version=self.event_version
            )
        except ActionError as exc:
            self.moved.setText(error_text(exc))
            self._load_event()  # the director has read what changed: the next press may go
            return
        self.moved.setText(
            self.tr("The event is now a night of this season.") if season is not None
            else self.tr("The event is no longer in a season.")
        )
        self._published(change, self.tr("Event moved"))

    def default_name(self, kind: ExportKind, fmt: ExportFormat) -> str:
        """The file name offered: the league and season, then the document, as the Export
        menu names it ("Tuesday League — 2026 season standings.pdf"; walk 29: "season.pdf")."""
        season = self.season_id()
        label = next((r.label for r in self.backend.seasons() if r.id == season), "")
        stem = next((d.file_stem for d in (*PREVIEWS, *FILES)
                     if d.season and d.kind == kind and d.fmt == fmt), "season")
        return file_name(label, stem, fmt.value)

    def _ask_path(self, fmt: ExportFormat, kind: ExportKind) -> str:
        return save_file_name(
            self, self.tr("Export"), self.default_name(kind, fmt), f"*.{fmt.value}", self.folders
        )

    def export(self, kind: ExportKind, fmt: ExportFormat, path: str) -> None:
        season = self.season_id()
        if not path or season is None:
            return
        try:
            self.backend.export_document(
                ExportRequest(kind, fmt, season_id=season, language=document_language()),
                Path(path),
            )
        except ActionError as exc:
            self.moved.setText(error_text(exc))
            return
        self.bus.status.emit(self.tr("Saved {path}").format(path=path))
