"""What the hand-entry keys do with a table's stored hands: Enter saves a new hand or the
correction F2 started (an undo command each), Ctrl+Delete removes the last hand, Ctrl+H shows a
hand's history, F9 opens the blind second entry. Each acts on the sheet the screen shows
(``hand_sheet.TableSheet``); the screen pushes the commands and keeps the entry line."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from sheepshead_scorer.rules import table_outcome_to_dict
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.verification import VerificationLog
from sheepshead_scorer.ui.screens.hand_sheet import DeskSheet
from sheepshead_scorer.ui.undo.undo_stack import (
    CorrectHandCommand,
    DeleteHandCommand,
    RecordHandCommand,
)
from sheepshead_scorer.ui.widgets.history_dialog import HistoryDialog
from sheepshead_scorer.ui.widgets.verify_dialog import VerifyDialog
from sheepshead_scorer.ui.words.error_text import error_text

SaveCommand = RecordHandCommand | CorrectHandCommand


def hand_label(sheet: DeskSheet, number: int) -> str:
    """How the undo menu names a hand: "hand 3 at table 2"."""
    return QCoreApplication.translate("HandEntryScreen", "hand {hand} at table {table}").format(
        hand=number, table=sheet.table.number
    )


def save_command(
    backend: Backend, bus: AppBus, sheet: DeskSheet, correcting: int | None,
    outcome: Mapping[str, Any],
) -> SaveCommand:
    """The command Enter pushes: record ``outcome`` as the next hand, or (``correcting``, an
    index into the sheet's rows) correct that hand to it, at the version the sheet shows."""
    if correcting is None:
        number = sheet.next_number
        return RecordHandCommand(  # with the last hand the sheet shows (0: none)
            backend, bus, sheet.table.id, outcome, hand_label(sheet, number), number,
            sheet.rows[-1].id if sheet.rows else 0,
        )
    row = sheet.rows[correcting]
    before = table_outcome_to_dict(sheet.outcomes[correcting])
    return CorrectHandCommand(
        backend, bus, row.id, before, outcome, hand_label(sheet, row.hand), row.version
    )


def delete_last_command(backend: Backend, bus: AppBus, sheet: DeskSheet
                        ) -> DeleteHandCommand | None:
    """Ctrl+Delete: remove the table's last hand (``None`` on an empty sheet)."""
    if not sheet.rows:
        return None
    row = sheet.rows[-1]
    return DeleteHandCommand(
        backend, bus, sheet.table.id, row.id, table_outcome_to_dict(sheet.outcomes[-1]),
        hand_label(sheet, row.hand), row.version, row.hand,
    )


def confirm_delete(sheet: DeskSheet, parent: QWidget) -> bool:
    """Ctrl+Delete asks first, naming the hand: Enter deletes it, Esc keeps it."""
    if not sheet.rows:
        return False
    translate = QCoreApplication.translate
    box = QMessageBox(parent)
    box.setObjectName("confirmDeleteHand")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("HandEntryScreen", "Delete hand"))
    box.setText(translate("HandEntryScreen", "Delete {hand}?").format(
        hand=hand_label(sheet, sheet.rows[-1].hand)))
    box.setInformativeText(translate("HandEntryScreen", "Ctrl+Z brings it back."))
    delete = box.addButton(translate("HandEntryScreen", "Delete hand"),
                           QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(delete)
    box.setEscapeButton(keep)
    box.exec()
    parent.activateWindow()  # the keys (Ctrl+Z) go on to the entry window
    return box.clickedButton() is delete


def show_history(
    backend: Backend, bus: AppBus, sheet: DeskSheet, index: int, parent: QWidget
) -> None:
    """Ctrl+H: the audit history of the hand at ``index``, as sentences."""
    row = sheet.rows[index]
    try:
        entries = backend.hand_history(row.id)
    except ActionError as exc:
        bus.status.emit(error_text(exc))
        return
    title = QCoreApplication.translate("HandEntryScreen", "History of hand {n}").format(
        n=row.hand)
    HistoryDialog(title, entries, parent).exec()


def verify_dialog(sheet: DeskSheet, log: VerificationLog, parent: QWidget) -> VerifyDialog:
    """F9: the blind second entry of the sheet, read in the table's game."""
    label = QCoreApplication.translate("HandEntryScreen", "table {n}").format(
        n=sheet.table.number)
    return VerifyDialog(
        sheet.table.id, label, sheet.rules, sheet.table.names,
        [table_outcome_to_dict(o) for o in sheet.outcomes], log,
        planned=sheet.planned, parent=parent, fox=sheet.fox,
    )
