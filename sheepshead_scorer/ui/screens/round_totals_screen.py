"""Round totals: for events that only collect each score sheet's totals.

One block per table: each player's total (exact: `12`, `-7`, `8/3`), a live zero-sum indicator
and Save. With "second entry" on, another volunteer types the same sheet blind into the check
column; every difference is flagged and the table cannot be saved until both agree.
Keys: Tab moves between fields; Enter in a table's fields saves that table.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.exports.formatting import parse_points
from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.door.reads import HandRow, TableRow
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.theme import colours
from sheepshead_scorer.ui.screens.season_nights import mark_night_sheets
from sheepshead_scorer.ui.widgets.enter_presses import enter_presses
from sheepshead_scorer.ui.widgets.focus import first_focus
from sheepshead_scorer.ui.widgets.screen_parts import fill_round_box
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.formatting import MINUS, format_points


def _style(good: bool) -> str:
    """The zero-sum light's text style, readable in the light and the dark theme."""
    c = colours()
    return f"color: {c.ok if good else c.bad}; font-weight: bold;"


def parse_total(text: str) -> Fraction | None:
    """`12`, `-7`, `+3`, `8/3`, `2 2/3`, `32½`, `−2⅔` → exact; None when empty; ValueError
    when unreadable (``exports.formatting.parse_points`` reads what ``points_text`` shows)."""
    cleaned = " ".join(text.strip().replace(MINUS, "-").replace("+", "").split())
    if not cleaned:
        return None
    try:
        return parse_points(cleaned)
    except ValueError:
        raise ValueError(QCoreApplication.translate(
            "RoundTotalsScreen", "{text} is not a number; type e.g. 12, -7 or 8/3"
        ).format(text=repr(text))) from None


#: Tables side by side: two blocks of a six-seat table fit a 1366 px laptop in German too
#: (three needed sideways scrolling).
PER_ROW = 2


class TableTotals(QGroupBox):
    """The totals of one table, with the zero-sum light and the optional blind check."""

    def __init__(self, table: TableRow, saved: dict[int, Fraction], parent: Any = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Table {n}").format(n=table.number))
        self.table = table
        self.entries: dict[int, QLineEdit] = {}
        self.checks: dict[int, QLineEdit] = {}
        self.indicator = QLabel()
        self.indicator.setObjectName(f"zeroSum{table.number}")
        self.save_button = QPushButton(self.tr("Save table"))
        enter_presses(self.save_button)  # Tab to it, Enter saves
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.saved_texts: dict[int, str] = {}  # what the fields held when last saved
        self.refused = False
        grid = QGridLayout(self)
        grid.addWidget(QLabel(self.tr("<b>Player</b>")), 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Sheet total</b>")), 0, 1)
        self.check_title = QLabel(self.tr("<b>Second entry</b>"))
        grid.addWidget(self.check_title, 0, 2)
        for row, seat in enumerate(table.seats, start=1):
            grid.addWidget(QLabel(f"{seat.position + 1}. {seat.name}"), row, 0)
            entry = QLineEdit()
            entry.setObjectName(f"total_{table.number}_{seat.position}")
            if seat.player_id in saved:
                entry.setText(format_points(saved[seat.player_id]).replace(MINUS, "-"))
            self.saved_texts[seat.player_id] = entry.text()
            check = QLineEdit()
            check.setObjectName(f"check_{table.number}_{seat.position}")
            grid.addWidget(entry, row, 1)
            grid.addWidget(check, row, 2)
            self.entries[seat.player_id] = entry
            self.checks[seat.player_id] = check
            entry.textChanged.connect(self.update_indicator)
            check.textChanged.connect(self.update_indicator)
        last = len(table.seats) + 1
        grid.addWidget(self.indicator, last, 0, 1, 2)
        grid.addWidget(self.save_button, last, 2)
        grid.addWidget(self.message, last + 1, 0, 1, 3)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.set_verifying(False)

    def order_tabs(self) -> None:
        """Tab follows the form: each total (and its check), then Save (called once the block
        is in the window: a chain set before the block is placed does not survive it)."""
        chain: list[QWidget] = []
        for player, entry in self.entries.items():
            chain += [entry, self.checks[player]]
        chain.append(self.save_button)
        for before, after in itertools.pairwise(chain):
            QWidget.setTabOrder(before, after)

    def refuse(self, hands: Sequence[HandRow]) -> None:
        """This table's hands were entered one by one: its totals come from them, shown here
        read-only (the sum of each seat's payouts, as Hand entry's sheet adds them up), and
        none can be typed (said on arrival, before anything is typed)."""
        self.refused = True
        computed = {
            seat.player_id: sum((h.payouts[i] for h in hands if i < len(h.payouts)), Fraction(0))
            for i, seat in enumerate(self.table.seats)
        }
        for player, entry in self.entries.items():
            entry.setText(format_points(computed[PlayerId(player)]).replace(MINUS, "-"))
            entry.setReadOnly(True)  # readable, not greyed out; Tab passes it by
            entry.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            entry.setToolTip(self.tr("Computed from the hands entered on Hand entry"))
        for check in self.checks.values():
            check.setEnabled(False)
        self.save_button.setEnabled(False)
        self.indicator.setStyleSheet("")
        self.indicator.setText(
            self.tr("Computed from %n hand(s) on Hand entry", "", len(hands))
        )
        self.message.setText(
            self.tr(
                "Table {n} already has %n hand(s) entered on Hand entry; these totals come from "
                "them. To type the sheet's totals instead, delete those hands first.", "",
                len(hands),
            ).format(n=self.table.number)
        )

    def unsaved(self) -> bool:
        """Typed totals that differ from what was last saved (or loaded)."""
        return not self.refused and any(
            entry.text().strip() != self.saved_texts.get(player, "").strip()
            for player, entry in self.entries.items()
        )

    def mark_saved(self) -> None:
        self.saved_texts = {player: entry.text() for player, entry in self.entries.items()}

    def set_verifying(self, on: bool) -> None:
        self.check_title.setVisible(on)
        for check in self.checks.values():
            check.setVisible(on)
        self.verifying = on
        self.update_indicator()

    def totals(self) -> dict[int, Fraction]:
        """Every player's total; ValueError naming the player if one is missing or bad."""
        result: dict[int, Fraction] = {}
        names = {s.player_id: s.name for s in self.table.seats}
        for player, entry in self.entries.items():
            try:
                value = parse_total(entry.text())
            except ValueError as exc:
                raise ValueError(f"{names[PlayerId(player)]}: {exc}") from None
            if value is None:
                raise ValueError(
                    self.tr("{name}'s total is missing; type 0 if they broke even").format(
                        name=names[PlayerId(player)]
                    )
                )
            result[player] = value
        return result

    def differences(self) -> list[str]:
        """Every player whose second entry differs from the first (with verification on)."""
        if not self.verifying:
            return []
        found = []
        for seat in self.table.seats:
            try:
                first = parse_total(self.entries[seat.player_id].text())
                second = parse_total(self.checks[seat.player_id].text())
            except ValueError:
                found.append(seat.name)
                continue
            if first != second:
                found.append(seat.name)
        return found

    def update_indicator(self) -> None:
        if self.refused:
            return  # the computed totals' own line (``refuse``)
        try:
            values = [parse_total(e.text()) for e in self.entries.values()]
        except ValueError as exc:
            self.indicator.setText(f"✗ {exc}")
            self.indicator.setStyleSheet(_style(False))
            return
        total = sum((v for v in values if v is not None), Fraction(0))
        missing = sum(1 for v in values if v is None)
        differences = self.differences()
        if differences:
            self.indicator.setText(
                self.tr("✗ second entry differs: {names}").format(names=", ".join(differences))
            )
            self.indicator.setStyleSheet(_style(False))
        elif missing:
            self.indicator.setText(
                self.tr("Σ {total} · {missing} to go").format(
                    total=format_points(total), missing=missing
                )
            )
            self.indicator.setStyleSheet("")
        elif total == 0:
            self.indicator.setText(self.tr("✓ Σ 0 — balanced"))
            self.indicator.setStyleSheet(_style(True))
        else:
            self.indicator.setText(
                self.tr("✗ Σ {total} — the sheet does not balance").format(
                    total=format_points(total)
                )
            )
            self.indicator.setStyleSheet(_style(False))


class RoundTotalsScreen(QWidget):
    def __init__(self, backend: Backend, bus: AppBus, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.backend = backend
        self.bus = bus
        self.event_id: EventId | None = None
        self.blocks: list[TableTotals] = []
        self.round_box = QComboBox()
        self.round_box.setObjectName("totalsRoundBox")
        self.verify = QCheckBox(self.tr("Second entry (blind check by another volunteer)"))
        self.verify.setObjectName("verifyTotals")
        self.body = QWidget()
        self.body_layout = QGridLayout(self.body)
        self.body_layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.body)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round")))
        top.addWidget(self.round_box, 1)
        top.addWidget(self.verify)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        self.round_box.currentIndexChanged.connect(self._load_tables)
        self.verify.toggled.connect(self._on_verify)
        self.bus.changed.connect(self._on_changed)
        first_focus(self, self.first_field)

    def first_field(self) -> QWidget | None:
        """The first total still to type (else the round picker)."""
        for block in self.blocks:
            for entry in block.entries.values():
                if entry.isEnabled() and not entry.isReadOnly():
                    return entry
        return self.round_box

    def set_event(self, event_id: EventId | None) -> None:
        self.event_id = event_id
        self._load_rounds()

    def _load_rounds(self) -> None:
        rounds = self.backend.rounds(self.event_id) if self.event_id is not None else []
        fill_round_box(self.round_box, rounds)
        self.round_box.setCurrentIndex(self.round_box.count() - 1)  # the round in play
        self.round_box.blockSignals(False)
        self._load_tables()

    def _load_tables(self, *_: Any) -> None:
        for block in self.blocks:
            block.setParent(None)
            block.deleteLater()
        self.blocks = []
        round_id = self.round_box.currentData()
        if round_id is None:
            return
        for position, table in enumerate(self.backend.tables(round_id)):
            block = TableTotals(table, self.backend.round_totals(table.id))
            block.set_verifying(self.verify.isChecked())
            hands = self.backend.hands(table.id)
            if hands:
                block.refuse(hands)
            block.save_button.clicked.connect(lambda _c=False, b=block: self.save(b))
            for entry in (*block.entries.values(), *block.checks.values()):
                entry.returnPressed.connect(lambda b=block: self.save(b))
                entry.textEdited.connect(self.report_unsaved)
            self.body_layout.addWidget(
                block, position // PER_ROW, position % PER_ROW, alignment=Qt.AlignmentFlag.AlignTop
            )
            block.order_tabs()
            self.blocks.append(block)
        mark_night_sheets(self.backend, self.event_id, self.blocks)  # a night: one sheet
        self.report_unsaved()
        focus = QApplication.focusWidget()
        if self.isVisible() and (
            focus is None or focus is self.round_box or not self.isAncestorOf(focus)
        ):
            field = self.first_field()  # the tables arrived after the screen was shown
            if field is not None:
                field.setFocus(Qt.FocusReason.OtherFocusReason)

    def report_unsaved(self, *_: Any) -> None:
        """Tell the status bar which tables hold typed totals that are not saved yet."""
        tables = [str(b.table.number) for b in self.blocks if b.unsaved()]
        self.bus.unsaved.emit(
            self.tr(
                "Not saved yet: the totals typed for %n table(s) ({tables}) — Enter saves",
                "", len(tables),
            ).format(tables=", ".join(tables)) if tables else ""
        )

    def _on_verify(self, on: bool) -> None:
        for block in self.blocks:
            block.set_verifying(on)

    def _on_changed(self, change: Changes, initiator: object = None) -> None:
        if change.seating:
            self._load_rounds()
            return
        tables = set(change.tables or ())
        if change.hands and any(b.table.id in tables for b in self.blocks) and (
            not any(b.unsaved() for b in self.blocks)  # never throw typed totals away
        ):
            self._load_tables()  # a table's hands changed: its computed totals follow

    def save(self, block: TableTotals) -> bool:
        differences = block.differences()
        if differences:
            block.message.setText(
                self.tr(
                    "Not saved: the two entries differ for {names}. Check the sheet and "
                    "correct one of them."
                ).format(names=", ".join(differences))
            )
            return False
        try:
            totals = block.totals()
            change = self.backend.record_round_totals(block.table.id, totals)
        except (ValueError, *ActionError) as exc:
            block.message.setText(self.tr("Not saved: {error}").format(error=error_text(exc)))
            return False
        block.message.setText(self.tr("Saved."))
        block.mark_saved()
        self.bus.publish(
            change, self.tr("Saved the totals of table {n}").format(n=block.table.number)
        )
        self.report_unsaved()  # after the "saved" status: another table may still hold typing
        return True
