"""Hand entry, the heart of the app: one table's score sheet and the keyboard entry line.

Keys (the focus stays in the entry line): type a hand and Enter; Ctrl+PgDown / Ctrl+PgUp next
or previous table; Ctrl+Up / Ctrl+Down pick a past hand on the sheet, F2 corrects it (the line
then edits that hand; Esc goes back to new hands), Ctrl+H shows its history, Ctrl+Delete removes
the last hand, F9 opens the blind second entry of the table, F5 reloads the sheet (hands another
station entered), Alt+Up / Alt+Down the previous or next round. Ctrl+Z / Ctrl+Shift+Z undo and
redo any of these. A digit typed while the focus is in the round or table box or the sheet goes
to the entry line. In a closed round the line says so; F2 offers to reopen the round.

The screen wires three parts together: which table (``table_chooser``), what its sheet holds
and shows (``hand_sheet``), and what the keys do with its hands (``hand_commands``); it keeps
the entry line: its reader, the correction in progress and the warning about a repeated hand.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.rules import table_outcome_to_dict
from sheepshead_scorer.rules.sheep_head import FoxRules
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.ui.actions.round_life import RoundLife
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry import fox as fox_entry
from sheepshead_scorer.ui.entry.preview import (
    LineReader,
    LineReading,
    WindowEntryReader,
    WindowFoxEntryReader,
)
from sheepshead_scorer.ui.entry.table_game import correction_text, event_fox_rules
from sheepshead_scorer.ui.entry.verification import VerificationLog
from sheepshead_scorer.ui.models.score_sheet_model import FIRST_SEAT_COLUMN, ScoreSheetModel
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens import hand_commands
from sheepshead_scorer.ui.screens.closed_round import ClosedRoundReader
from sheepshead_scorer.ui.screens.hand_sheet import (
    DeskSheet,
    preview_line,
    repeats_saved,
    sheet_view,
    step_hand,
)
from sheepshead_scorer.ui.screens.table_chooser import TableChooser
from sheepshead_scorer.ui.undo.undo_stack import RecordHandCommand
from sheepshead_scorer.ui.widgets.entry_line import EntryLine
from sheepshead_scorer.ui.widgets.focus import ALT, CTRL, NO_MODIFIER, CommandKeys, first_focus
from sheepshead_scorer.ui.widgets.typing_router import TypingRouter
from sheepshead_scorer.ui.widgets.verify_dialog import VerifyDialog
from sheepshead_scorer.ui.words.error_text import error_text

COMMAND_KEYS = {
    (Qt.Key.Key_Up, CTRL): "previous_hand",
    (Qt.Key.Key_Down, CTRL): "next_hand",
    (Qt.Key.Key_PageUp, CTRL): "previous_table",
    (Qt.Key.Key_PageDown, CTRL): "next_table",
    (Qt.Key.Key_Up, ALT): "previous_round",
    (Qt.Key.Key_Down, ALT): "next_round",
    (Qt.Key.Key_H, CTRL): "history",
    (Qt.Key.Key_Delete, CTRL): "delete_last",
    (Qt.Key.Key_F2, NO_MODIFIER): "correct",
    (Qt.Key.Key_F9, NO_MODIFIER): "verify",
    (Qt.Key.Key_F5, NO_MODIFIER): "reload",
}
"""The screen's keys: they mean this wherever the focus is on the screen, and nothing else."""


class HandEntryScreen(QWidget):
    """Pick round and table; the sheet fills; type hands."""

    def __init__(
        self,
        backend: Backend,
        bus: AppBus,
        undo_stack: QUndoStack,
        verification: VerificationLog | None = None,
        parent: QWidget | None = None,
        settings: AppSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.verification = verification or VerificationLog(self)
        self.backend = backend
        self.bus = bus
        self.undo_stack = undo_stack
        self.event_id: int | None = None
        self._fox: FoxRules | None = None  # a Sheep Head event's game, else None
        self.sheet: DeskSheet | None = None
        """The table shown, as loaded (``None``: no table, or one its event cannot play)."""
        self._reader: WindowEntryReader | WindowFoxEntryReader | None = None
        self._correcting: int | None = None  # index into sheet.rows
        # (table id, hand id, outcome without dealer) of the hand this line saved last, and
        # the line text already warned about (a second Enter saves it anyway)
        self._last_saved: tuple[int, int, dict[str, Any]] | None = None
        self._warned_text: str | None = None

        self.chooser = TableChooser(backend, settings=settings)  # the table last used
        self.round_box = self.chooser.round_box
        self.table_box = self.chooser.table_box
        self.status_label = QLabel()
        self.status_label.setObjectName("sheetStatus")
        self.model = ScoreSheetModel(self)
        self.view = sheet_view(self.model)
        self.entry = EntryLine()
        self._picker_placeholder = self.entry.edit.placeholderText()
        self._picker_help = self.entry.help.text()

        top = QHBoxLayout()
        top.addWidget(self.chooser)
        top.addWidget(self.status_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.entry)

        self.chooser.changed.connect(self._load_sheet)
        self.entry.submitted.connect(self._on_submitted)
        self.entry.edit.textChanged.connect(self._update_preview_row)
        self.entry.cancelled.connect(self.stop_correcting)
        self.bus.changed.connect(self._on_changed)
        self._commands = {
            "next_table": lambda: self._step_table(1),
            "previous_table": lambda: self._step_table(-1),
            "next_round": lambda: self._step_round(1),
            "previous_round": lambda: self._step_round(-1),
            "previous_hand": lambda: self._step_hand(-1),
            "next_hand": lambda: self._step_hand(1),
            "correct": self.start_correcting,
            "history": self.show_history,
            "delete_last": self.delete_last_hand,
            "verify": self.verify_table,
            "reload": self.reload,
        }
        keys = CommandKeys(self, COMMAND_KEYS, lambda name: self._commands[name]())
        keys.install(self.entry.edit, self.round_box, self.table_box, self.view)
        # typed hands reach the line whatever holds the focus; a round or table picked with
        # the mouse gives the keyboard back to the line
        TypingRouter(self, self.entry.edit).install(self.round_box, self.table_box, self.view)
        self.round_box.activated.connect(lambda _index: self.entry.edit.setFocus())
        self.table_box.activated.connect(lambda _index: self.entry.edit.setFocus())
        self.life = RoundLife(backend, bus, undo_stack, self, self.entry.show_error)
        first_focus(self, self.entry.edit)  # arriving here, the first "1374" goes in the line
        self.setTabOrder(self.entry.edit, self.round_box)
        self.setTabOrder(self.round_box, self.table_box)

    # -- what is shown -------------------------------------------------------------------
    def set_event(self, event_id: EventId | None) -> None:
        self.event_id = event_id
        self._fox = None
        if event_id is not None:
            self._fox = event_fox_rules(self.backend.event(EventId(event_id)).table_game)
        self._show_keys()
        self.chooser.set_event(event_id)

    def _show_keys(self) -> None:
        """The entry line's hint and help for this event's game (Sheep Head has its own)."""
        if self._fox is not None:
            self.entry.edit.setPlaceholderText(
                self.tr("e.g. 1 9 — seats 1+3 took the fox and 9 counters"))
            self.entry.help.setText(QCoreApplication.translate("FoxEntry", fox_entry.HELP))
        else:
            self.entry.edit.setPlaceholderText(self._picker_placeholder)
            self.entry.help.setText(self._picker_help)

    def _load_sheet(self) -> None:
        table = self.chooser.table
        self._correcting = None
        self.sheet = None
        if table is None or self.event_id is None:
            self.model.set_sheet((), ())
            self.entry.set_reader(None, (), self.tr("New hand"))
            self.status_label.setText(
                self.tr("No published round yet: draw and publish one first.")
            )
            return
        try:
            self.sheet = DeskSheet.load(self.backend, table, self._fox)
        except ActionError as exc:  # a table the event's game cannot seat: say why
            self.model.set_sheet(table.names, ())
            self.entry.set_reader(None, table.names, self.tr("New hand"))
            self.status_label.setText(error_text(exc))
            return
        self.model.set_sheet(table.names, self.sheet.lines())
        self.view.scrollToBottom()
        self._set_reader()

    def _set_reader(self) -> None:
        sheet = self.sheet
        assert sheet is not None
        self._reader = reader = sheet.reader(self._correcting)
        if self._correcting is None:
            number = len(sheet.rows) + 1
            mode = self.tr("Hand {n}").format(n=number)
        else:
            number = sheet.rows[self._correcting].hand
            mode = self.tr("Correct {n}").format(n=number)
        names = sheet.table.names
        self.entry.set_reader(self._line_reader(reader), names, mode)
        dealer = reader.dealer
        planned = sheet.planned.hands if sheet.planned else 0
        if self._correcting is None and planned and reader.played >= planned:
            self.status_label.setText(  # not "hand 13 of 12"
                self.tr("Table {table}: all %n hand(s) entered · Ctrl+PgDown: next table", "",
                        planned).format(
                    table=sheet.table.number
                )
            )
            return
        total = self.tr(" of {n}").format(n=planned) if planned else ""
        if planned and number > planned:  # redeals are numbered but not counted
            total = self.tr(", {played} of {n} played").format(played=reader.played, n=planned)
        name = names[dealer] if dealer < len(names) else ""
        self.status_label.setText(
            self.tr("Table {table}: hand {hand}{total} · dealer {seat} {name}").format(
                table=sheet.table.number, hand=number, total=total, seat=dealer + 1, name=name
            )
        )

    def _line_reader(self, reader: LineReader) -> LineReader:
        """What the line reads with: the table's reader, or in a closed round (new hands) one
        that says the round is closed."""
        shown = self.chooser.current_round
        if self._correcting is None and shown is not None and shown.status == "closed":
            return ClosedRoundReader(reader, shown.number)
        return reader

    def shown_round(self) -> int | None:
        """The round chosen (Edit → Reopen round… offers it first)."""
        shown = self.chooser.current_round
        return shown.id if shown is not None else None

    def _update_preview_row(self) -> None:
        line = None
        if self._correcting is None and self.sheet is not None:  # a correction shows in its
            number = len(self.sheet.rows) + 1                    # own row, once saved
            line = preview_line(self._reader, self.entry.reading, number)
        self.model.set_preview(line)

    # -- saving --------------------------------------------------------------------------
    def _repeats_last_saved(self, reading: LineReading, outcome: dict[str, Any]) -> bool:
        """Whether the line says again what the hand just saved said (the same picker,
        partner, points...), that hand is still the table's last, and no warning was shown
        for this text yet. Identical hands in a row happen, so this warns, never refuses."""
        if self.sheet is None:
            return False
        same = repeats_saved(self._last_saved, self.sheet.table.id, self.sheet.rows, outcome)
        return same and self._warned_text != reading.text

    def _on_submitted(self, reading: LineReading) -> None:
        sheet = self.sheet
        if sheet is None or reading.outcome is None:
            return
        outcome = table_outcome_to_dict(reading.outcome)
        if self._correcting is None and self._repeats_last_saved(reading, outcome):
            self._warned_text = reading.text
            self.entry.warn(
                self.tr(
                    "This is the same as hand {hand}, just saved. Press Enter again to save "
                    "it as hand {next} too, or Esc to clear the line."
                ).format(hand=sheet.rows[-1].hand, next=len(sheet.rows) + 1)
            )
            return
        self._warned_text = None
        command = hand_commands.save_command(
            self.backend, self.bus, sheet, self._correcting, outcome
        )
        self.undo_stack.push(command)
        if command.error:
            self.entry.show_error(command.error)  # the line keeps what was typed
            return
        if isinstance(command, RecordHandCommand) and command.hand_id is not None:
            said = {k: v for k, v in outcome.items() if k != "dealer"}
            self._last_saved = (sheet.table.id, command.hand_id, said)
        self.entry.clear()
        self.stop_correcting()

    def _on_changed(self, change: Changes, initiator: object = None) -> None:
        if self.event_id is None:
            return
        tables = change.tables
        hands = change.hands
        # a saved hand names its round too; only a change of the rounds themselves (drawn,
        # published, closed) or of the seating refills the chooser, which keeps its choice
        round_moved = change.rounds and not hands and not tables
        if change.seating or round_moved:
            self.chooser.load_rounds()
            return
        table = self.chooser.table
        if table is not None and (table.id in tables or hands):
            created = change.created
            if not (tables == (table.id,) and hands == (created,) and self._add_hand(created)):
                self.reload()

    def _add_hand(self, hand_id: int | None) -> bool:
        """Show the table's new hand ``hand_id`` (a hand just saved here) by reading its one
        row and adding it to the sheet; False when it is not simply the sheet's next hand."""
        sheet = self.sheet
        if hand_id is None or sheet is None or self._correcting is not None:
            return False
        added = sheet.with_hand(self.backend, hand_id)
        if added is None:
            return False
        self.sheet = added
        self.model.update_lines(added.lines())
        self.view.scrollToBottom()
        self._set_reader()  # the line keeps what is typed
        return True

    # -- keyboard actions ----------------------------------------------------------------
    def reload(self) -> None:
        """F5: read the sheet again (another station may have entered or corrected hands);
        the line keeps what is typed."""
        text = self.entry.edit.text()
        self._load_sheet()
        self.entry.edit.setText(text)

    def _step_table(self, step: int) -> None:
        self.chooser.step(step)
        self.entry.edit.setFocus()

    def _step_round(self, step: int) -> None:
        self.chooser.step_round(step)
        self.entry.edit.setFocus()

    def _step_hand(self, step: int) -> None:
        step_hand(self.view, len(self.sheet.rows) if self.sheet else 0, step)

    def selected_hand(self) -> int | None:
        row = self.view.currentIndex().row()
        hands = len(self.sheet.rows) if self.sheet else 0
        return row if 0 <= row < hands else None

    def start_correcting(self) -> None:
        """Edit the selected hand in the entry line (Enter saves the correction)."""
        index = self.selected_hand()
        if index is None or self.sheet is None:
            self.bus.status.emit(self.tr("Pick a hand with Ctrl+Up first, then F2 to correct it"))
            return
        shown = self.chooser.current_round
        if shown is not None and shown.status == "closed":
            table = self.sheet.table.id
            if not self.life.offer_reopen(shown, self.sheet.rows[index].hand):
                return
            if self.sheet is None or self.sheet.table.id != table or index >= len(self.sheet.rows):
                return  # the reopened round was read again: the same table, the same hand
            self.view.setCurrentIndex(self.model.index(index, 0))
        self._correcting = index
        self.model.set_preview(None)
        self._set_reader()
        # the line shows the hand as it would be typed ("13 74"), selected: type a whole new
        # line over it, or End / ← and change only what was wrong; Enter saves
        typed = correction_text(self.sheet.rules, self.sheet.outcomes[index])
        self.entry.edit.setText(typed or "")
        self.entry.edit.selectAll()
        self.entry.edit.setFocus()

    def stop_correcting(self) -> None:
        if self._correcting is not None and self.sheet is not None:
            self._correcting = None
            self._set_reader()

    def show_history(self) -> None:
        index = self.selected_hand()
        if index is None or self.sheet is None:
            self.bus.status.emit(
                self.tr("Pick a hand with Ctrl+Up first, then Ctrl+H for its history")
            )
            return
        hand_commands.show_history(self.backend, self.bus, self.sheet, index, self)

    def delete_last_hand(self) -> None:
        if self.sheet is None:
            return
        command = hand_commands.delete_last_command(self.backend, self.bus, self.sheet)
        if command is not None and hand_commands.confirm_delete(self.sheet, self):
            self.undo_stack.push(command)

    def seat_column(self, seat: int) -> int:
        return FIRST_SEAT_COLUMN + seat

    def verify_dialog(self) -> VerifyDialog | None:
        """The blind second entry for the current table (F9)."""
        if self.sheet is None:
            return None
        return hand_commands.verify_dialog(self.sheet, self.verification, self)

    def verify_table(self) -> None:
        dialog = self.verify_dialog()
        if dialog is not None:
            dialog.exec()
