"""Table entry: the director's view of the tables entering their own hands on phones.

The event's switch ("Players enter hands from their phones"), then one line per table of the
chosen round: its seats' codes (each also on its player's seat card), hands entered of the round's,
hands an opponent confirmed, hands a player disputes, how many seats signed the round's sheet
as it stands (the phones sign it when every hand is in), whether the table is locked, and the
last device. Lock (take over: its phones may read but not write; the director enters or
corrects at Hand entry as usual) and Revoke codes (a slip was lost: new codes, the old ones
refused at once) act on the selected table. The screen re-reads when shown and after any
change the app hears of (the phones' writes arrive through the same change feed).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.tables.table_overview import TableProgress
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.models.row_table_model import CENTER, RIGHT, Column, RowTableModel
from sheepshead_scorer.ui.widgets.focus import first_focus
from sheepshead_scorer.ui.widgets.screen_parts import fill_round_box
from sheepshead_scorer.ui.words.error_text import error_text


def _codes(row: TableProgress) -> str:
    return "  ".join(f"{seat.seat + 1}: {seat.code or '—'}" for seat in row.seats)


def _disputed(row: TableProgress) -> str:
    if not row.disputed:
        return ""
    return QCoreApplication.translate("TableEntryScreen", "hands {hands}").format(
        hands=", ".join(str(n) for n in row.disputed)
    )


def _signed(row: TableProgress) -> str:
    """The round's sheet: signed by every seat, or how many signed it as it stands."""
    if not row.signed_by:
        return ""
    if len(set(row.signed_by)) >= len(row.seats):
        return QCoreApplication.translate("TableEntryScreen", "signed by all")
    return QCoreApplication.translate("TableEntryScreen", "{signed} of {seats} signed").format(
        signed=len(set(row.signed_by)), seats=len(row.seats)
    )


def _locked(row: TableProgress) -> str:
    return QCoreApplication.translate("TableEntryScreen", "locked") if row.locked else ""


COLUMNS: tuple[Column[TableProgress], ...] = (
    Column("Table", lambda r: str(r.number), lambda r: r.number, RIGHT),
    Column("Seat codes", _codes),
    Column("Hands", lambda r: f"{r.hands} / {r.planned}", lambda r: r.hands, RIGHT),
    Column("Confirmed", lambda r: str(r.confirmed), lambda r: r.confirmed, RIGHT),
    Column("Disputed", _disputed, lambda r: len(r.disputed), CENTER),
    Column("Sheet", _signed, lambda r: len(set(r.signed_by)), CENTER),
    Column("Lock", _locked, lambda r: r.locked, CENTER),
    Column("Last device", lambda r: r.last_device),
)


class TableEntryScreen(QWidget):
    def __init__(self, backend: Backend, bus: AppBus, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.backend = backend
        self.bus = bus
        self.event_id: EventId | None = None
        self.switch = QCheckBox(self.tr("Players enter hands from their phones (table entry)"))
        self.switch.setObjectName("tableEntrySwitch")
        self.round_box = QComboBox()
        self.round_box.setObjectName("tableEntryRound")
        self.model: RowTableModel[TableProgress] = RowTableModel(COLUMNS, self)
        self.view = QTableView()
        self.view.setObjectName("tableEntryTables")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.lock_button = QPushButton(self.tr("&Lock / take over table"))
        self.lock_button.setObjectName("tableEntryLock")
        self.revoke_button = QPushButton(self.tr("&Revoke the table's codes"))
        self.revoke_button.setObjectName("tableEntryRevoke")
        self.message = QLabel()
        self.message.setObjectName("tableEntryMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round")))
        top.addWidget(self.round_box, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.lock_button)
        buttons.addWidget(self.revoke_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.switch)
        how = QLabel(self.tr(
            "Each seat's code opens its table for this round on a phone (start File → Floor "
            "network; players open /t). Print the seat cards (File → Export / Print) and give "
            "each player their own: an opponent confirms each hand with their own code, and "
            "every seat signs the round's sheet at the end."
        ))
        how.setWordWrap(True)  # the screen must fit 1,366 px in German too
        layout.addWidget(how)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        self.switch.clicked.connect(self.set_switch)
        self.round_box.currentIndexChanged.connect(self.reload_tables)
        self.lock_button.clicked.connect(self.toggle_lock)
        self.revoke_button.clicked.connect(self.revoke)
        self.bus.changed.connect(self._on_changed)
        first_focus(self, lambda: self.view)

    def set_event(self, event_id: EventId | None) -> None:
        self.event_id = event_id
        self.reload()

    def reload(self) -> None:
        event = self.backend.event(self.event_id) if self.event_id is not None else None
        self.switch.setEnabled(event is not None)
        self.switch.setChecked(bool(event and event.table_entry))
        current = self.round_box.currentData()
        rounds = self.backend.rounds(self.event_id) if self.event_id is not None else []
        fill_round_box(self.round_box, rounds)
        found = self.round_box.findData(current) if current is not None else -1
        self.round_box.setCurrentIndex(found if found >= 0 else self.round_box.count() - 1)
        self.round_box.blockSignals(False)
        self.reload_tables()

    def reload_tables(self, *_: Any) -> None:
        round_id = self.round_box.currentData()
        rows = self.backend.table_progress(round_id) if round_id is not None else ()
        if [r.table_id for r in rows] == [r.table_id for r in self.model.rows()]:
            self.model.update_rows(rows)  # only the tables that moved repaint
        else:
            self.model.set_rows(rows)
            self.view.resizeColumnsToContents()

    def selected(self) -> TableProgress | None:
        chosen = self.view.selectionModel().selectedRows()
        return self.model.row_at(chosen[0].row()) if chosen else None

    def set_switch(self, on: bool) -> None:
        if self.event_id is None:
            return
        self._act(lambda: self.backend.set_table_entry(EventId(self.event_id or 0), on))

    def toggle_lock(self) -> None:
        row = self.selected()
        if row is None:
            self.message.setText(self.tr("Pick a table first."))
            return
        self._act(lambda: self.backend.set_table_locked(row.table_id, not row.locked))

    def revoke(self) -> None:
        row = self.selected()
        if row is None:
            self.message.setText(self.tr("Pick a table first."))
            return
        self._act(lambda: self.backend.revoke_table_codes(row.table_id))

    def _act(self, action: Any) -> None:
        chosen = self.selected()
        try:
            changes = action()
        except ActionError as exc:
            self.message.setText(error_text(exc))
            return
        self.message.setText("")
        self.reload()
        self.bus.publish(changes, initiator=self)  # the other screens; this one is current
        if chosen is not None:
            for position, row in enumerate(self.model.rows()):
                if row.table_id == chosen.table_id:
                    self.view.selectRow(position)

    def _on_changed(self, change: Changes, initiator: object = None) -> None:
        if initiator is self:
            return  # its own switch, lock or revoke: reloaded when it was made
        self.reload()
