"""Hand entry, the heart of the app: one table's score sheet and the keyboard entry line.

Keys (the focus stays in the entry line): type a hand and Enter; Ctrl+PgDown / Ctrl+PgUp next
or previous table; Ctrl+Up / Ctrl+Down pick a past hand on the sheet, F2 corrects it (the line
then edits that hand; Esc goes back to new hands), Ctrl+H shows its history, Ctrl+Delete removes
the last hand, F9 opens the blind second entry of the table, F5 reloads the sheet (hands another
station entered). Ctrl+Z / Ctrl+Shift+Z undo and redo
any of these.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.rules import (
    Ruleset,
    TableOutcome,
    table_outcome_to_dict,
)
from sheepshead_scorer.rules.sheep_head import FoxRules
from sheepshead_scorer.services.ui_queries import HandRow, TableRow
from sheepshead_scorer.ui.backend import ActionError, Backend
from sheepshead_scorer.ui.bus import AppBus
from sheepshead_scorer.ui.entry import fox as fox_entry
from sheepshead_scorer.ui.entry.preview import EntryReader, EntryReading, FoxEntryReader
from sheepshead_scorer.ui.entry.table_game import (
    correction_text,
    event_fox_rules,
    make_reader,
)
from sheepshead_scorer.ui.error_text import error_text
from sheepshead_scorer.ui.models.score_sheet_model import (
    FIRST_SEAT_COLUMN,
    ScoreSheetModel,
)
from sheepshead_scorer.ui.screens.hand_sheet import (
    preview_line,
    repeats_saved,
    sheet_lines,
    sheet_view,
    step_hand,
)
from sheepshead_scorer.ui.translation import status_word
from sheepshead_scorer.ui.undo import CorrectHandCommand, DeleteHandCommand, RecordHandCommand
from sheepshead_scorer.ui.verification import VerificationLog
from sheepshead_scorer.ui.widgets.entry_line import EntryLine
from sheepshead_scorer.ui.widgets.focus import CTRL, NO_MODIFIER, CommandKeys, first_focus
from sheepshead_scorer.ui.widgets.history_dialog import HistoryDialog
from sheepshead_scorer.ui.widgets.verify_dialog import VerifyDialog

COMMAND_KEYS = {
    (Qt.Key.Key_Up, CTRL): "previous_hand",
    (Qt.Key.Key_Down, CTRL): "next_hand",
    (Qt.Key.Key_PageUp, CTRL): "previous_table",
    (Qt.Key.Key_PageDown, CTRL): "next_table",
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
    ) -> None:
        super().__init__(parent)
        self.verification = verification or VerificationLog(self)
        self.backend = backend
        self.bus = bus
        self.undo_stack = undo_stack
        self.event_id: int | None = None
        self._ruleset: Ruleset | None = None
        self._fox: FoxRules | None = None  # a Sheep Head event's game, else None
        self._reader: EntryReader | FoxEntryReader | None = None
        self._table: TableRow | None = None
        self._table_rules: Ruleset | None = None  # the rules the services score it under
        self._hand_rows: list[HandRow] = []
        self._outcomes: list[TableOutcome] = []
        self._round_hands: int | None = None
        self._hands_per_round: dict[int, int] = {}
        self._correcting: int | None = None  # index into _hand_rows
        # (table id, hand id, outcome without dealer) of the hand this line saved last, and
        # the line text already warned about (a second Enter saves it anyway)
        self._last_saved: tuple[int, int, dict[str, Any]] | None = None
        self._warned_text: str | None = None

        self.round_box = QComboBox()
        self.round_box.setObjectName("roundBox")
        self.table_box = QComboBox()
        self.table_box.setObjectName("tableBox")
        self.status_label = QLabel()
        self.status_label.setObjectName("sheetStatus")
        self.model = ScoreSheetModel(self)
        self.view = sheet_view(self.model)
        self.entry = EntryLine()
        self._picker_placeholder = self.entry.edit.placeholderText()
        self._picker_help = self.entry.help.text()

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round")))
        top.addWidget(self.round_box)
        top.addWidget(QLabel(self.tr("Table")))
        top.addWidget(self.table_box)
        top.addWidget(self.status_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.entry)

        self.round_box.currentIndexChanged.connect(self._load_tables)
        self.table_box.currentIndexChanged.connect(self._load_sheet)
        self.entry.submitted.connect(self._on_submitted)
        self.entry.edit.textChanged.connect(self._update_preview_row)
        self.entry.cancelled.connect(self.stop_correcting)
        self.bus.changed.connect(self._on_changed)
        self._commands = {
            "next_table": lambda: self._step_table(1),
            "previous_table": lambda: self._step_table(-1),
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
        first_focus(self, self.entry.edit)  # arriving here, the first "1374" goes in the line
        self.setTabOrder(self.entry.edit, self.round_box)
        self.setTabOrder(self.round_box, self.table_box)

    # -- what is shown -------------------------------------------------------------------
    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self._ruleset = None
        self._fox = None
        if event_id is not None:
            event = self.backend.event(event_id)
            self._ruleset = Ruleset.from_dict(dict(event.ruleset))
            self._fox = event_fox_rules(event.table_game)
        self._show_keys()
        self._load_rounds()

    def _show_keys(self) -> None:
        """The entry line's hint and help for this event's game (Sheep Head has its own)."""
        if self._fox is not None:
            self.entry.edit.setPlaceholderText(
                self.tr("e.g. 1 9 — seats 1+3 took the fox and 9 counters"))
            self.entry.help.setText(QCoreApplication.translate("FoxEntry", fox_entry.HELP))
        else:
            self.entry.edit.setPlaceholderText(self._picker_placeholder)
            self.entry.help.setText(self._picker_help)

    def _load_rounds(self) -> None:
        """Fill the round chooser, keeping the round the director chose (by its id: the item
        data is the plain round id, so ``findData`` finds it again after a reload)."""
        keep = self.round_box.currentData()
        self.round_box.blockSignals(True)
        self.round_box.clear()
        self._hands_per_round = {}
        if self.event_id is not None:
            for row in self.backend.rounds(self.event_id):
                if row.status != "draft":
                    label = self.tr("S{session} R{round} ({hands} hands, {status})").format(
                        session=row.session_number, round=row.number, hands=row.hands,
                        status=status_word(row.status),
                    )
                    self.round_box.addItem(label, row.id)
                    self._hands_per_round[row.id] = row.hands
        index = self.round_box.findData(keep) if keep is not None else -1
        if self.round_box.count():
            self.round_box.setCurrentIndex(max(0, index))
        self.round_box.blockSignals(False)
        self._load_tables()

    def _load_tables(self) -> None:
        keep = self.table_box.currentData()
        self.table_box.blockSignals(True)
        self.table_box.clear()
        round_id = self.round_box.currentData()
        if round_id is not None:
            self._round_hands = self._hands_per_round.get(round_id)
            for table in self.backend.tables(round_id):
                self.table_box.addItem(self.tr("Table {n}").format(n=table.number), table)
        self.table_box.blockSignals(False)
        if self.table_box.count():
            found = -1
            if keep is not None:
                found = next(
                    (i for i in range(self.table_box.count())
                     if self.table_box.itemData(i).id == keep.id),
                    -1,
                )
            self.table_box.setCurrentIndex(max(0, found))
        self._load_sheet()

    def _load_sheet(self) -> None:
        self._table = self.table_box.currentData()
        self._correcting = None
        self._table_rules = None
        if self._table is None or self._ruleset is None:
            self.model.set_sheet((), ())
            self._hand_rows, self._outcomes = [], []
            self.entry.set_reader(None, (), self.tr("New hand"))
            self.status_label.setText(
                self.tr("No published round yet: draw and publish one first.")
            )
            return
        try:
            table_rules = self.backend.table_rules(self._table.id)
        except ActionError as exc:  # a table the event's game cannot seat: say why
            self.model.set_sheet(self._table.names, ())
            self._hand_rows, self._outcomes = [], []
            self.entry.set_reader(None, self._table.names, self.tr("New hand"))
            self.status_label.setText(error_text(exc))
            return
        self._table_rules = table_rules
        self._hand_rows = list(self.backend.hands(self._table.id))
        self._outcomes = [self.backend.outcome(h) for h in self._hand_rows]
        lines = sheet_lines(
            self._fox, table_rules, self._hand_rows, self._outcomes, self._round_hands
        )
        self.model.set_sheet(self._table.names, lines)
        self.view.scrollToBottom()
        self._set_reader(table_rules)

    def _set_reader(self, table_rules: Ruleset) -> None:
        assert self._table is not None
        reader = make_reader(
            self._fox, table_rules, self._outcomes, hands_total=self._round_hands,
            replacing=self._correcting,
        )
        self._reader = reader
        if self._correcting is None:
            number = len(self._hand_rows) + 1
            mode = self.tr("Hand {n}").format(n=number)
        else:
            number = self._hand_rows[self._correcting].hand
            mode = self.tr("Correct {n}").format(n=number)
        self.entry.set_reader(reader, self._table.names, mode)
        dealer = reader.dealer
        total = self.tr(" of {n}").format(n=self._round_hands) if self._round_hands else ""
        name = self._table.names[dealer] if dealer < len(self._table.names) else ""
        self.status_label.setText(
            self.tr("Table {table}: hand {hand}{total} · dealer {seat} {name}").format(
                table=self._table.number, hand=number, total=total, seat=dealer + 1, name=name
            )
        )

    def _next_number(self) -> int:
        """The number the next hand gets, as this sheet shows it (what the services check)."""
        return (self._hand_rows[-1].hand if self._hand_rows else 0) + 1

    def _update_preview_row(self) -> None:
        line = None
        if self._correcting is None:  # a correction shows in its own row, once saved
            line = preview_line(self._reader, self.entry.reading, len(self._hand_rows) + 1)
        self.model.set_preview(line)

    # -- saving --------------------------------------------------------------------------
    def _repeats_last_saved(self, reading: EntryReading, outcome: dict[str, Any]) -> bool:
        """Whether the line says again what the hand just saved said (the same picker,
        partner, points...), that hand is still the table's last, and no warning was shown
        for this text yet. Identical hands in a row happen, so this warns, never refuses."""
        if self._table is None:
            return False
        same = repeats_saved(self._last_saved, self._table.id, self._hand_rows, outcome)
        return same and self._warned_text != reading.text

    def _on_submitted(self, reading: EntryReading) -> None:
        if self._table is None or reading.outcome is None:
            return
        outcome = table_outcome_to_dict(reading.outcome)
        if self._correcting is None and self._repeats_last_saved(reading, outcome):
            self._warned_text = reading.text
            self.entry.warn(
                self.tr(
                    "This is the same as hand {hand}, just saved. Press Enter again to save "
                    "it as hand {next} too, or Esc to clear the line."
                ).format(hand=self._hand_rows[-1].hand, next=len(self._hand_rows) + 1)
            )
            return
        self._warned_text = None
        if self._correcting is None:
            number = self._next_number()
            label = self.tr("hand {hand} at table {table}").format(
                hand=number, table=self._table.number
            )
            command: Any = RecordHandCommand(
                self.backend, self.bus, self._table.id, outcome, label, number
            )
        else:
            row = self._hand_rows[self._correcting]
            label = self.tr("hand {hand} at table {table}").format(
                hand=row.hand, table=self._table.number
            )
            before = table_outcome_to_dict(self._outcomes[self._correcting])
            command = CorrectHandCommand(
                self.backend, self.bus, row.id, before, outcome, label, row.version
            )
        self.undo_stack.push(command)
        if command.error:
            self.entry.show_error(command.error)  # the line keeps what was typed
            return
        if isinstance(command, RecordHandCommand) and command.hand_id is not None:
            said = {k: v for k, v in outcome.items() if k != "dealer"}
            self._last_saved = (self._table.id, command.hand_id, said)
        self.entry.clear()
        self.stop_correcting()

    def _on_changed(self, change: Any) -> None:
        if self.event_id is None:
            return
        tables = getattr(change, "tables", ())
        hands = getattr(change, "hands", ())
        # a saved hand names its round too; only a change of the rounds themselves (drawn,
        # published, closed) or of the seating refills the chooser, which keeps its choice
        round_moved = getattr(change, "rounds", ()) and not hands and not tables
        if getattr(change, "seating", False) or round_moved:
            self._load_rounds()
            return
        if self._table is not None and (self._table.id in tables or hands):
            text = self.entry.edit.text()
            self._load_sheet()
            self.entry.edit.setText(text)

    # -- keyboard actions ----------------------------------------------------------------
    def reload(self) -> None:
        """F5: read the sheet again (another station may have entered or corrected hands);
        the line keeps what is typed."""
        text = self.entry.edit.text()
        self._load_sheet()
        self.entry.edit.setText(text)

    def _step_table(self, step: int) -> None:
        count = self.table_box.count()
        if count:
            self.table_box.setCurrentIndex((self.table_box.currentIndex() + step) % count)
        self.entry.edit.setFocus()

    def _step_hand(self, step: int) -> None:
        step_hand(self.view, len(self._hand_rows), step)

    def selected_hand(self) -> int | None:
        row = self.view.currentIndex().row()
        return row if 0 <= row < len(self._hand_rows) else None

    def start_correcting(self) -> None:
        """Edit the selected hand in the entry line (Enter saves the correction)."""
        index = self.selected_hand()
        table_rules = self._table_rules
        if index is None or table_rules is None:
            self.bus.status.emit(self.tr("Pick a hand with Ctrl+Up first, then F2 to correct it"))
            return
        self._correcting = index
        self.model.set_preview(None)
        self._set_reader(table_rules)
        # the line shows the hand as it would be typed ("13 74"), selected: type a whole new
        # line over it, or End / ← and change only what was wrong; Enter saves
        typed = correction_text(table_rules, self._outcomes[index])
        self.entry.edit.setText(typed or "")
        self.entry.edit.selectAll()
        self.entry.edit.setFocus()

    def stop_correcting(self) -> None:
        if self._correcting is not None and self._table_rules is not None:
            self._correcting = None
            self._set_reader(self._table_rules)

    def show_history(self) -> None:
        index = self.selected_hand()
        if index is None:
            self.bus.status.emit(
                self.tr("Pick a hand with Ctrl+Up first, then Ctrl+H for its history")
            )
            return
        row = self._hand_rows[index]
        try:
            entries = self.backend.hand_history(row.id)
        except ActionError as exc:
            self.bus.status.emit(error_text(exc))
            return
        HistoryDialog(self.tr("History of hand {n}").format(n=row.hand), entries, self).exec()

    def delete_last_hand(self) -> None:
        if not self._hand_rows or self._table is None:
            return
        row = self._hand_rows[-1]
        label = self.tr("hand {hand} at table {table}").format(
            hand=row.hand, table=self._table.number
        )
        self.undo_stack.push(
            DeleteHandCommand(
                self.backend, self.bus, self._table.id, row.id,
                table_outcome_to_dict(self._outcomes[-1]), label, row.version, row.hand,
            )
        )

    def seat_column(self, seat: int) -> int:
        return FIRST_SEAT_COLUMN + seat

    def verify_dialog(self) -> VerifyDialog | None:
        """The blind second entry for the current table (F9)."""
        if self._table is None or self._table_rules is None:
            return None
        return VerifyDialog(
            self._table.id, self.tr("table {n}").format(n=self._table.number),
            self._table_rules, self._table.names,
            [table_outcome_to_dict(o) for o in self._outcomes], self.verification,
            hands_total=self._round_hands, parent=self, fox=self._fox,
        )

    def verify_table(self) -> None:
        dialog = self.verify_dialog()
        if dialog is not None:
            dialog.exec()
