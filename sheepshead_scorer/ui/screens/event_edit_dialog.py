"""Edit an event after it was created: name, date, venue, fee, prize places and flights
(``FlightForm``), league flag and the rules (Event setup → "Edit this event…", Ctrl+E).

Until the first hand the rules change like any other field. Once hands are scored, new rules
rescore every hand: Save first asks the services what would move (`Backend.rules_impact`) and
says it — "Rescore all 37 hands? 12 of them pay differently and 9 players' totals change." —
and goes ahead only when the director confirms. The screen then pushes one undoable command.
A refused field is named under the form and nothing typed is lost.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.rules import RuleError, Ruleset
from sheepshead_scorer.services.door.reads import EventRow
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.preferences.theme import colours
from sheepshead_scorer.ui.widgets.flight_form import FlightForm
from sheepshead_scorer.ui.widgets.focus import DateField
from sheepshead_scorer.ui.widgets.ruleset_form import RulesetForm
from sheepshead_scorer.ui.widgets.screen_fit import fit_to_screen
from sheepshead_scorer.ui.widgets.wheel_guard import guard_wheel
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.formatting import localize_decimal, parse_money


def edit_of(row: EventRow) -> EventEdit:
    """Everything the dialog edits, as the event is now (what undo puts back)."""
    return EventEdit(
        name=row.name, held_on=row.held_on, venue=row.venue,
        entry_fee_cents=row.entry_fee_cents, prize_scheme=dict(row.prize_scheme),
        counts_toward_league=row.counts_toward_league,
        ruleset=Ruleset.from_dict(dict(row.ruleset)),
    )


class EventEditDialog(QDialog):
    """The event's details in a form; `edit` and `rescore` are set when Save is accepted."""

    def __init__(self, backend: Backend, row: EventRow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from sheepshead_scorer.ui.screens.event_screen import parse_percents

        self._parse_percents = parse_percents
        self.backend = backend
        self.row = row
        self.edit: EventEdit | None = None
        self.rescore = False
        self.setWindowTitle(self.tr("Edit event {name}").format(name=row.name))
        scheme = row.prize_scheme
        self.name = QLineEdit(row.name)
        self.name.setObjectName("editEventName")
        self.date = DateField(QDate(row.held_on.year, row.held_on.month, row.held_on.day))
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat(self.tr("yyyy-MM-dd", "date format of the event date"))
        self.venue = QLineEdit(row.venue)
        self.venue.setObjectName("editEventVenue")
        self.fee = QLineEdit(localize_decimal(f"{row.entry_fee_cents / 100:.2f}"))
        self.fee.setObjectName("editEventFee")
        self.house = QSpinBox()
        self.house.setRange(0, 100)
        self.house.setSuffix(" %")
        self.house.setValue(int(float(str(scheme.get("house_percent", "0")))))
        self.places = QLineEdit(", ".join(str(p) for p in scheme.get("place_percents", [])))
        self.places.setObjectName("editEventPlaces")
        self.session_top = QSpinBox()
        self.session_top.setRange(0, 100)
        self.session_top.setSuffix(" %")
        self.session_top.setValue(int(float(str(scheme.get("session_top_percent", "0")))))
        self.flights = FlightForm(scheme.get("flights"), "flights_fixed" in scheme)
        self.counts = QCheckBox(self.tr("Counts toward the league"))
        self.counts.setChecked(row.counts_toward_league)
        self.rules = RulesetForm()
        self.rules.hide_option("players")  # the table size is fixed with the event
        self.rules.set_ruleset(Ruleset.from_dict(dict(row.ruleset)))
        guard_wheel(self.date, self.house, self.session_top)
        self.message = QLabel()
        self.message.setObjectName("editEventMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"color: {colours().bad};")

        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Date"), self.date)
        form.addRow(self.tr("Venue"), self.venue)
        form.addRow(self.tr("Entry fee"), self.fee)
        form.addRow(self.tr("House share"), self.house)
        form.addRow(self.tr("Prize places (% of pool)"), self.places)
        form.addRow(self.tr("Each session's top scorer"), self.session_top)
        form.addRow("", self.counts)
        side = QVBoxLayout()
        side.addLayout(form)
        side.addWidget(self.flights)
        side.addStretch(1)
        body = QHBoxLayout()
        body.addLayout(side)
        body.addWidget(self.rules, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.save_button = QPushButton(self.tr("Save changes"))
        self.save_button.setObjectName("saveEvent")
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.message)  # the full width: a refusal is read whole
        layout.addWidget(buttons)
        self.save_button.setDefault(True)  # Enter saves (set once the dialog is its parent)
        self.setTabOrder(self.name, self.date)
        self.setTabOrder(self.date, self.venue)
        self.setTabOrder(self.venue, self.fee)
        fit_to_screen(self, 1200, 680)
        self.name.setFocus()

    def typed(self) -> EventEdit:
        """The event as typed; ValueError / RuleError naming the field if something is off."""
        ruleset = self.rules.ruleset()
        fee = parse_money(self.fee.text())
        places = self._parse_percents(self.places.text())
        flights = self.flights.flights()
        qdate = self.date.date()
        scheme = {k: v for k, v in self.row.prize_scheme.items() if k != "flights"}
        if flights is not None:
            scheme["flights"] = flights
        return EventEdit(
            name=self.name.text(), held_on=dt.date(qdate.year(), qdate.month(), qdate.day()),
            venue=self.venue.text().strip(), entry_fee_cents=fee,
            prize_scheme={
                **scheme,
                "house_percent": str(self.house.value()),
                "place_percents": [str(p) for p in places],
                "session_top_percent": str(self.session_top.value()),
            },
            counts_toward_league=self.counts.isChecked(), ruleset=ruleset,
        )

    def save(self) -> None:
        try:
            edit = self.typed()
            assert edit.prize_scheme is not None
            # what saving checks (over 100 % of the pool): said here, the typing kept
            self.backend.check_prize_scheme(edit.prize_scheme, self.row.sessions)
        except (ValueError, RuleError, *ActionError) as exc:
            self.message.setText(error_text(exc))
            return
        self.rescore = False
        assert edit.ruleset is not None
        if edit.ruleset.to_dict() != Ruleset.from_dict(dict(self.row.ruleset)).to_dict():
            try:
                impact = self.backend.rules_impact(self.row.id, edit.ruleset)
            except ActionError as exc:
                self.message.setText(error_text(exc))
                return
            if impact.rescores:
                if not self.confirm_rescore(impact.hands, impact.hands_changed,
                                            impact.players_changed):
                    return
                self.rescore = True
        self.edit = edit
        self.accept()

    def confirm_rescore(self, hands: int, changed: int, players: int) -> bool:
        box = QMessageBox(self)
        box.setObjectName("confirmRescore")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Rescore the event?"))
        box.setText(self.tr(
            "Rescore every hand under the new rules?\n"
            "Hands scored: {hands} · paying differently: {changed} · "
            "players whose total changes: {players}"
        ).format(hands=hands, changed=changed, players=players))
        box.setInformativeText(self.tr(
            "Every rescored hand is recorded in the audit log; Ctrl+Z puts the old rules and "
            "payouts back."
        ))
        rescore = box.addButton(self.tr("Rescore"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(rescore)
        box.exec()
        return box.clickedButton() is rescore
