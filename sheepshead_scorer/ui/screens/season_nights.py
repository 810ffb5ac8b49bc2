"""The League season screen's row for a saved night: correct it in place or delete it.

The Night box lists the season's nights (the latest picked). "Correct night…"
(Ctrl+Shift+N) opens the picked night on its own sheet, its totals filled in — the whole
night balances as one sheet, and Enter saves the correction as one step of the window's undo.
"Delete night…" asks first, then deletes the night whole (the season table and every
player's history stop counting it); Ctrl+Z brings it back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from sheepshead_scorer.exports.season_rows import NightColumn
from sheepshead_scorer.ids import EventId, SeasonId
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.undo.undo_night import DeleteEventCommand
from sheepshead_scorer.ui.widgets.night_sheet import NightSheet
from sheepshead_scorer.ui.words.error_text import error_text, message_text


class SavedNights(QObject):
    """The Night box and its two buttons; ``say`` shows a result line on the screen."""

    def __init__(
        self, backend: Backend, bus: AppBus, undo_stack: QUndoStack, screen: QWidget,
        season: Callable[[], int | None], say: Callable[[str], None],
    ) -> None:
        super().__init__(screen)
        self.backend, self.bus, self.undo_stack = backend, bus, undo_stack
        self.screen, self.season, self.say = screen, season, say
        self.box = QComboBox()
        self.box.setObjectName("nightBox")
        self.row = QHBoxLayout()
        self.row.addWidget(QLabel(self.tr("Saved night")))
        self.row.addWidget(self.box, 1)
        self.buttons: dict[str, QPushButton] = {}
        for key, text, slot in (
            ("correct", self.tr("Correct night… (Ctrl+Shift+N)"), self.correct),
            ("delete", self.tr("Delete night…"), self.delete),
        ):
            button = QPushButton(text)
            button.setObjectName(f"season_{key}")
            button.clicked.connect(slot)
            self.row.addWidget(button)
            self.buttons[key] = button
        self.fill(())

    def fill(self, columns: Sequence[NightColumn]) -> None:
        """The season's nights, the one picked kept (else the latest)."""
        current = self.box.currentData()
        self.box.blockSignals(True)
        self.box.clear()
        for column in columns:
            self.box.addItem(message_text(column.label), column.event_id)
        index = self.box.findData(current) if current is not None else -1
        self.box.setCurrentIndex(index if index >= 0 else self.box.count() - 1)
        self.box.blockSignals(False)
        for button in self.buttons.values():
            button.setEnabled(self.box.count() > 0)

    def correct(self, *_: Any) -> NightSheet | None:
        """The picked night on its own sheet, to be corrected in place."""
        season, event_id = self.season(), self.box.currentData()
        if season is None or event_id is None:
            return None
        try:
            night = self.backend.night_sheet(EventId(int(event_id)))
        except ActionError as exc:
            self.say(error_text(exc))
            return None
        sheet = NightSheet(
            self.backend, SeasonId(season), self.screen, night=night, undo_stack=self.undo_stack,
            bus=self.bus,
        )
        sheet.accepted.connect(lambda: self.say(
            self.tr("{night} corrected; Ctrl+Z puts the totals before back.").format(
                night=night.label)
        ))
        sheet.open()
        return sheet

    def delete(self, *_: Any, confirm: bool = True) -> None:
        """Delete the picked night (after a question); Ctrl+Z brings it back."""
        event_id = self.box.currentData()
        if event_id is None:
            return
        label = self.box.currentText()
        try:
            version = self.backend.event(EventId(int(event_id))).version
        except ActionError as exc:
            self.say(error_text(exc))
            return
        if confirm and QMessageBox.question(
            self.screen, self.tr("Delete night"),
            self.tr("Delete {night} with every total in it? The season table and the "
                    "players' histories will no longer count it; Ctrl+Z brings it back.")
            .format(night=label),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        ) != QMessageBox.StandardButton.Yes:
            return
        command = DeleteEventCommand(self.backend, self.bus, int(event_id), label, version)
        self.undo_stack.push(command)
        self.say(command.error or self.tr(
            "{night} deleted; Ctrl+Z brings it back.").format(night=label))


def mark_night_sheets(backend: Backend, event_id: EventId | None, blocks: Sequence[Any]) -> bool:
    """On Round totals, a league night's score sheets (``TableTotals`` blocks): one sheet to
    the director, balanced as a whole — each block says so instead of "does not balance",
    and points to the night's own sheet for a correction. False for any other event."""
    if event_id is None or not blocks:
        return False
    try:
        night = backend.night_sheet(event_id)
    except ActionError:
        return False  # not a night of net totals: the tables balance one by one
    total = sum(night.totals.values())
    for block in blocks:
        block.refused = True  # nothing to type here
        for entry in (*block.entries.values(), *block.checks.values()):
            entry.setEnabled(False)
        block.save_button.setEnabled(False)
        block.indicator.setText(
            QCoreApplication.translate("SavedNights", "✓ Σ 0 — the night balances as one sheet")
            if total == 0 else
            QCoreApplication.translate("SavedNights", "✗ the night does not balance")
        )
        block.message.setText(QCoreApplication.translate(
            "SavedNights",
            "A league night is one sheet ({players} players). Correct it on League season: "
            "Correct night… (Ctrl+Shift+N).",
        ).format(players=len(night.players)))
    return True
