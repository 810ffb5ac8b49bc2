"""Event setup: name, date, venue; the ruleset (a preset, every option editable); the format
(sessions × hands per session, 48 by default; table size); entry fee and prize scheme; league
season; and whether every hand is entered or only each sheet's round totals.

Ctrl+Enter creates the event; Ctrl+E edits the current one (`event_edit_dialog.py`: details
any time, rules until the first hand or with a confirmed, undoable rescoring after). A refused
field is named in the message under the form and nothing typed is lost.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtGui import QKeySequence, QShortcut, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.rules import PRESETS, RuleError
from sheepshead_scorer.rules.sheep_head import SEATS as SHEEP_HEAD_SEATS
from sheepshead_scorer.rules.sheep_head import FoxRules
from sheepshead_scorer.rules.sheep_head.game import TARGETS as FOX_TARGETS
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.door.reads import ScoringMode
from sheepshead_scorer.services.events.event_edits import EventSpec
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.preferences.theme import colours
from sheepshead_scorer.ui.screens.event_edit_dialog import EventEditDialog, edit_of
from sheepshead_scorer.ui.undo.undo_event import EditEventCommand
from sheepshead_scorer.ui.widgets.focus import CTRL, CommandKeys, DateField, first_focus
from sheepshead_scorer.ui.widgets.ruleset_form import RulesetForm
from sheepshead_scorer.ui.widgets.wheel_guard import guard_wheel
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.formatting import (
    format_date,
    format_money,
    localize_decimal,
    parse_money,
)


def parse_percents(text: str) -> tuple[Fraction, ...]:
    """`30, 15, 10` → exact percentages; ValueError naming the bad entry."""
    values: list[Fraction] = []
    for part in text.replace(";", ",").split(","):
        part = part.strip().rstrip("%")
        if not part:
            continue
        try:
            value = Fraction(part)
        except ValueError:
            raise ValueError(QCoreApplication.translate(
                "EventScreen", "prize places: {value} is not a percentage; type e.g. 30, 15, 10"
            ).format(value=repr(part))) from None
        if value < 0:
            raise ValueError(QCoreApplication.translate(
                "EventScreen", "prize places: {value} is negative; percentages are 0-100"
            ).format(value=part))
        values.append(value)
    if sum(values, Fraction(0)) > 100:
        raise ValueError(QCoreApplication.translate(
            "EventScreen", "prize places add up to more than 100%; lower some places"
        ))
    return tuple(values)


#: The widest the event form beside the rules gets (px); past it the form scrolls sideways.
SIDE_MOST = 540


class EventScreen(QWidget):
    def __init__(
        self, backend: Backend, bus: AppBus, settings: AppSettings, parent: QWidget | None = None,
        undo_stack: QUndoStack | None = None,
    ) -> None:
        super().__init__(parent)
        self.backend = backend
        self.bus = bus
        self.undo_stack = undo_stack if undo_stack is not None else QUndoStack(self)
        self.event_id: EventId | None = None
        self.summary = QLabel()
        self.summary.setObjectName("eventSummary")
        self.summary.setWordWrap(True)
        self.name = QLineEdit()
        self.name.setObjectName("eventName")
        self.name.setPlaceholderText(self.tr("e.g. Oktoberfest Sheepshead 2026"))
        self.date = DateField(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat(self.tr("yyyy-MM-dd", "date format of the event date"))
        self.venue = QLineEdit()
        self.sessions = QSpinBox()
        self.sessions.setRange(1, 20)
        self.hands = QSpinBox()
        self.hands.setObjectName("handsPerSession")
        self.hands.setRange(1, 500)
        self.hands.setValue(48)
        self.table_size = QSpinBox()
        self.table_size.setRange(2, 8)  # 2: the two-handed game (002)
        self.table_size.setValue(5)
        self.game = QComboBox()  # the game every table plays (000: Sheep Head is its own)
        self.game.setObjectName("tableGame")
        self.game.addItem(self.tr("Sheepshead"), None)
        for target in FOX_TARGETS:
            self.game.addItem(self.tr("Sheep Head (fox game), games to {n}").format(n=target),
                              target)
        self.totals_only = QCheckBox(self.tr("Round totals only (no hands)"))
        self.fee = QLineEdit(localize_decimal("0.00"))
        self.fee.setObjectName("entryFee")
        self.house = QSpinBox()
        self.house.setRange(0, 100)
        self.house.setSuffix(" %")
        self.places = QLineEdit("30, 15, 10, 10, 10")
        self.session_top = QSpinBox()
        self.session_top.setRange(0, 100)
        self.session_top.setSuffix(" %")
        self.season = QComboBox()
        self.counts = QCheckBox(self.tr("Counts toward the league"))
        self.counts.setChecked(True)
        self.rules = RulesetForm()
        # the table size is asked once: "Players per table" here is what the draw seats; each
        # table plays the rules adapted to its size, so the rules' own seat count stays unseen
        self.rules.hide_option("players")
        guard_wheel(
            self.date, self.sessions, self.hands, self.game, self.table_size, self.house,
            self.session_top, self.season,
        )
        self.message = QLabel()
        self.message.setObjectName("eventMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"color: {colours().bad};")
        self.create_button = QPushButton(self.tr("Create event (Ctrl+Enter)"))
        self.create_button.setObjectName("createEvent")
        self.edit_button = QPushButton(self.tr("Edit this event… (Ctrl+E)"))
        self.edit_button.setObjectName("editEvent")
        self.edit_button.setEnabled(False)

        basics = QGroupBox(self.tr("Event"))
        form = QFormLayout(basics)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Date"), self.date)
        form.addRow(self.tr("Venue"), self.venue)
        form.addRow(self.tr("Sessions"), self.sessions)
        form.addRow(self.tr("Hands per session"), self.hands)
        self.rounds_hint = QLabel()  # sessions are split into seating rounds on Seating
        self.rounds_hint.setObjectName("seatingRoundsHint")
        self.rounds_hint.setWordWrap(True)
        form.addRow("", self.rounds_hint)
        self.hands.valueChanged.connect(self._explain_rounds)
        self._explain_rounds()
        form.addRow(self.tr("Game"), self.game)
        form.addRow(self.tr("Players per table"), self.table_size)
        form.addRow("", self.totals_only)
        money = QGroupBox(self.tr("Fees, prizes and league"))
        money_form = QFormLayout(money)
        money_form.addRow(self.tr("Entry fee"), self.fee)
        money_form.addRow(self.tr("House share"), self.house)
        money_form.addRow(self.tr("Prize places (% of pool)"), self.places)
        money_form.addRow(self.tr("Each session's top scorer"), self.session_top)
        money_form.addRow(self.tr("League season"), self.season)
        money_form.addRow("", self.counts)
        left = QVBoxLayout()
        left.addWidget(self.summary)
        left.addWidget(self.edit_button)
        left.addWidget(basics)
        left.addWidget(money)
        left.addStretch(1)
        form_widget = QWidget()
        form_widget.setLayout(left)
        side = QScrollArea()  # a small screen or a large font scrolls the form, never grows
        side.setWidget(form_widget)  # the window past the screen (1366×768 at any font)
        side.setWidgetResizable(True)
        side.setFrameShape(QFrame.Shape.NoFrame)
        # German is wider; a large font scrolls the form sideways rather than widening the
        # window past a 1366 px laptop (the rules beside it keep at least half the width)
        side.setFixedWidth(min(max(470, form_widget.sizeHint().width() + 20), SIDE_MOST))
        rules_box = QGroupBox(self.tr("Rules (every option of the engine)"))
        rules_layout = QVBoxLayout(rules_box)
        rules_layout.addWidget(self.rules)
        column = QVBoxLayout()  # "Create event" under the scrolled form: always in sight
        column.addWidget(side, 1)
        column.addWidget(self.message)
        column.addWidget(self.create_button)
        self.message.setMaximumWidth(side.width())
        layout = QHBoxLayout(self)
        layout.addLayout(column)
        layout.addWidget(rules_box, 1)

        default = settings.default_ruleset
        if default in PRESETS:
            self.rules.choose_preset(default)
        self.rules.changed.connect(self._sync_table_size)
        self.game.currentIndexChanged.connect(self._game_chosen)
        self.create_button.clicked.connect(self.create_event)
        QShortcut(QKeySequence("Ctrl+Return"), self, self.create_event)
        self.edit_button.clicked.connect(self.edit_event)
        QShortcut(QKeySequence("Ctrl+E"), self, self.edit_event)
        # a text field takes Ctrl+E as "end of line" under X11: the key is claimed first
        CommandKeys(self, {(Qt.Key.Key_E, CTRL): "edit"}, lambda _name: self.edit_event()
                    ).install(*self.findChildren(QWidget))
        self.bus.changed.connect(self._on_changed)
        first_focus(self, self.name)
        self._load_seasons()

    def _load_seasons(self) -> None:
        self.season.clear()
        self.season.addItem(self.tr("(no league)"), None)
        for row in self.backend_seasons():
            self.season.addItem(row.label, row.id)

    def backend_seasons(self) -> list[Any]:
        return self.backend.seasons()

    def _sync_table_size(self) -> None:
        if self.game.currentData() is not None:
            return  # Sheep Head keeps its four (000)
        with contextlib.suppress(RuleError):
            self.table_size.setValue(self.rules.ruleset().players)

    def _game_chosen(self) -> None:
        """Sheep Head is four players at a table (000 "Sheep Head is when there are four
        players"); the picker game takes its table size from the rules again."""
        if self.game.currentData() is not None:
            self.table_size.setValue(SHEEP_HEAD_SEATS)
        else:
            self._sync_table_size()

    def _on_changed(self, change: Changes, initiator: object = None) -> None:
        if change.seasons:
            self._load_seasons()

    def set_event(self, event_id: EventId | None) -> None:
        self.event_id = event_id
        self.edit_button.setEnabled(event_id is not None)
        if event_id is None:
            self.summary.setText(self.tr("<b>No event yet.</b> Fill in the form to create one."))
            return
        row = self.backend.event(event_id)
        mode = self.tr("round totals only") if row.totals_only else self.tr("every hand")
        self.summary.setText(
            self.tr(
                "<b>Current event:</b> {name}, {date}{venue}<br>"
                "sessions: {sessions}, {hands} hands each, tables of {size}, rules {rules}, "
                "{mode}, entry {fee}.<br>Ctrl+E edits it; fill in the form to create another."
            ).format(
                name=row.name, date=format_date(row.held_on),
                venue=", " + row.venue if row.venue else "", sessions=row.sessions,
                hands=row.hands_per_session, size=row.table_size,
                rules=row.ruleset.get("name", "?") if row.table_game is None
                else self.tr("Sheep Head, games to {n}").format(n=row.table_game.get("target")),
                mode=mode,
                fee=format_money(row.entry_fee_cents),
            )
        )

    def spec(self) -> EventSpec:
        """The event as typed; ValueError / RuleError naming the field if something is off."""
        ruleset = self.rules.ruleset()
        fee = parse_money(self.fee.text())
        places = parse_percents(self.places.text())
        qdate = self.date.date()
        return EventSpec(
            name=self.name.text(),
            held_on=dt.date(qdate.year(), qdate.month(), qdate.day()),
            ruleset=ruleset,
            venue=self.venue.text().strip(),
            table_size=self.table_size.value(),
            table_game=None if self.game.currentData() is None
            else FoxRules(int(self.game.currentData())),
            sessions=self.sessions.value(),
            hands_per_session=self.hands.value(),
            entry_fee_cents=fee,
            prize_scheme={
                "house_percent": str(self.house.value()),
                "place_percents": [str(p) for p in places],
                "session_top_percent": str(self.session_top.value()),
            },
            season_id=self.season.currentData(),
            counts_toward_league=self.counts.isChecked(),
            scoring_mode=ScoringMode.TOTALS if self.totals_only.isChecked() else ScoringMode.HANDS,
        )

    def _explain_rounds(self, *_: object) -> None:
        """The form's word on seating rounds: a session is played in rounds drawn on Seating."""
        hands = self.hands.value()
        self.rounds_hint.setText(
            self.tr(
                "A session of {hands} hands is split into seating rounds when you draw them "
                "on Seating (Draw round: e.g. {rounds} rounds of 12 hands, players moving "
                "between tables after each)."
            ).format(hands=hands, rounds=hands // 12)
            if hands % 12 == 0 and hands > 12 else
            self.tr(
                "A session of {hands} hands is split into seating rounds when you draw them "
                "on Seating (Draw round says how many hands each round has)."
            ).format(hands=hands)
        )

    def create_event(self) -> None:
        """Ctrl+Enter: create the event typed, once. The name and venue are cleared before
        anyone hears of it (a second Ctrl+Enter creates nothing), the window switches to the
        new event, and an event of the same name and date asks first."""
        try:
            spec = self.spec()
            if not self._confirm_duplicate(spec):
                self.message.setText(self.tr("Nothing created."))
                return
            change = self.backend.create_event(spec)
        except (ValueError, *ActionError) as exc:
            self.message.setText(error_text(exc))
            return
        self.message.setText("")
        self.name.clear()
        self.venue.clear()
        self.name.setFocus(Qt.FocusReason.OtherFocusReason)
        self.bus.publish(change, self.tr("Created event {name}").format(name=spec.name.strip()))
        if change.created is not None:
            self.bus.event_created.emit(change.created)

    def _confirm_duplicate(self, spec: EventSpec) -> bool:
        """An event of the same name on the same date exists: ask before a second one
        (Enter and Esc keep to the one there is)."""
        name = spec.name.strip().casefold()
        if not any(
            row.name.strip().casefold() == name and row.held_on == spec.held_on
            for row in self.backend.events()
        ):
            return True
        box = QMessageBox(self)
        box.setObjectName("confirmDuplicateEvent")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Create event"))
        box.setText(self.tr("An event “{name}” on {date} already exists.").format(
            name=spec.name.strip(), date=format_date(spec.held_on)
        ))
        box.setInformativeText(self.tr(
            "Create a second event with the same name and date? Pick the one there is in the "
            "toolbar to go on with it."
        ))
        again = box.addButton(self.tr("Create another"), QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        return box.clickedButton() is again

    def edit_event(self) -> None:
        """Ctrl+E: the current event's details and rules in a dialog; Save is one undoable
        step (a confirmed rules change rescores every hand, and Ctrl+Z scores them back)."""
        if self.event_id is None:
            return
        row = self.backend.event(self.event_id)
        dialog = self.edit_dialog(row)
        if not dialog.exec() or dialog.edit is None:
            return
        command = EditEventCommand(
            self.backend, self.bus, row.id, edit_of(row), dialog.edit, rescore=dialog.rescore,
            seen_version=row.version, label=row.name,
        )
        self.undo_stack.push(command)
        self.message.setText(command.error)

    def edit_dialog(self, row: Any) -> EventEditDialog:
        return EventEditDialog(self.backend, row, self)
