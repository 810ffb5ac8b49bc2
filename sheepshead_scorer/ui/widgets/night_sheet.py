"""The night sheet: a league night in minutes — one net total per player, Enter to save.

The season's roster is listed with last night's players first; type each player's net total
("+12", "-7", "2.5", "1/2"; blank = did not play), Down/Up or Tab move between players, and
the zero-sum light says whether the totals add up to zero; a player who has not paid the
night's fee is unticked under "paid" (the money list shows what is owed). Enter saves the
night (closed, counting toward the league; no registration, draw or publish step). A new
player is added from the sheet: a name already registered is refused, a very similar one
("Ben Kruger" for "Ben Krüger") is named and needs a second Enter to add anyway.
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

from PySide6.QtCore import QDate, QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDateEdit,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.exports.formatting import parse_money
from sheepshead_scorer.exports.season_rows import league_points_text
from sheepshead_scorer.services.changes import Changes
from sheepshead_scorer.services.league_nights import SimilarPlayerError
from sheepshead_scorer.ui.backend import ActionError, Backend
from sheepshead_scorer.ui.error_text import error_text


def parse_total(text: str) -> Fraction | None:
    """A typed net total: ``None`` when blank; ``ValueError`` when it is not a number."""
    clean = text.strip().replace(",", ".").replace("½", ".5").lstrip("+")
    if not clean:
        return None
    return Fraction(clean)


class NightSheet(QDialog):
    """One night of a season; ``saved`` is the service's ``Changes`` once Enter saved it."""

    def __init__(self, backend: Backend, season_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("nightSheet")
        self.setWindowTitle(self.tr("Enter a night"))
        self.backend = backend
        self.season_id = season_id
        self.saved: Changes | None = None
        self.added: list[int] = []
        self._similar_ok = ""
        self.date = QDateEdit(QDate.currentDate())
        self.date.setObjectName("nightDate")
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat(QLocale().dateFormat(QLocale.FormatType.ShortFormat))
        self.name = QLineEdit()
        self.name.setObjectName("nightName")
        self.name.setPlaceholderText(self.tr("Night N"))
        self.fee = QLineEdit()
        self.fee.setObjectName("nightFee")
        self.fee.setPlaceholderText(self.tr("entry fee, e.g. 5.00 (optional)"))
        self.light = QLabel()
        self.light.setObjectName("zeroSumLight")
        self.message = QLabel()
        self.message.setObjectName("nightMessage")
        self.message.setWordWrap(True)
        self.new_player = QLineEdit()
        self.new_player.setObjectName("newPlayer")
        self.new_player.setPlaceholderText(self.tr("New player: type the name, Enter"))
        self.new_player.returnPressed.connect(self.add_player)
        self.rows = QFormLayout()
        self.fields: dict[int, QLineEdit] = {}
        self.paid: dict[int, QCheckBox] = {}
        self.labels: dict[int, str] = {}
        holder = QWidget()
        holder.setLayout(self.rows)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        save = QPushButton(self.tr("Save the night (Enter)"))
        save.setObjectName("saveNight")
        save.setAutoDefault(False)
        save.clicked.connect(self.save)
        top = QFormLayout()
        top.addRow(self.tr("Date"), self.date)
        top.addRow(self.tr("Name"), self.name)
        top.addRow(self.tr("Fee"), self.fee)
        bottom = QHBoxLayout()
        bottom.addWidget(self.new_player, 1)
        bottom.addWidget(save)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.light)
        layout.addLayout(bottom)
        layout.addWidget(self.message)
        for player_id, name in backend.season_roster(season_id):
            self._add_row(player_id, name)
        self.update_light()
        self.resize(460, 620)
        first = next(iter(self.fields.values()), self.new_player)
        first.setFocus()

    # -- rows ----------------------------------------------------------------------------
    def _add_row(self, player_id: int, name: str) -> QLineEdit:
        field = QLineEdit()
        field.setObjectName(f"total_{player_id}")
        field.setPlaceholderText(self.tr("did not play"))
        field.setAlignment(Qt.AlignmentFlag.AlignRight)
        field.textChanged.connect(self.update_light)
        field.returnPressed.connect(self.save)
        field.installEventFilter(self)
        paid = QCheckBox(self.tr("paid"))
        paid.setObjectName(f"paid_{player_id}")
        paid.setChecked(True)
        row = QHBoxLayout()
        row.addWidget(field, 1)
        row.addWidget(paid)
        self.rows.addRow(name, row)
        self.fields[player_id] = field
        self.paid[player_id] = paid
        self.labels[player_id] = name
        return field

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            fields = list(self.fields.values())
            if watched in fields and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                step = 1 if event.key() == Qt.Key.Key_Down else -1
                index = fields.index(watched) + step
                if 0 <= index < len(fields):
                    fields[index].setFocus()
                    fields[index].selectAll()
                return True
        return super().eventFilter(watched, event)

    def totals(self) -> dict[int, Fraction]:
        """The typed totals (blank rows left out); ``ValueError`` naming the player."""
        found: dict[int, Fraction] = {}
        for player_id, field in self.fields.items():
            try:
                value = parse_total(field.text())
            except (ValueError, ZeroDivisionError):
                raise ValueError(
                    self.tr("{player}: '{text}' is not a number; type e.g. +12, -7 or 2.5")
                    .format(player=self.labels[player_id], text=field.text())
                ) from None
            if value is not None:
                found[player_id] = value
        return found

    def update_light(self, *_: object) -> None:
        try:
            totals = self.totals()
        except ValueError as exc:
            self.light.setText(str(exc))
            self.light.setProperty("state", "bad")
            return
        total = sum(totals.values(), Fraction(0))
        players = len(totals)
        if total == 0:
            self.light.setText(
                self.tr("● Sum 0 — players: {players}; Enter saves").format(players=players)
            )
            self.light.setStyleSheet("color: #1a7f37; font-weight: bold")
            self.light.setProperty("state", "ok")
        else:
            sign = "+" if total > 0 else ""
            self.light.setText(
                self.tr("● Sum {sum} — must be 0 (players: {players})").format(
                    sum=sign + league_points_text(total), players=players
                )
            )
            self.light.setStyleSheet("color: #b42318; font-weight: bold")
            self.light.setProperty("state", "bad")

    # -- actions -------------------------------------------------------------------------
    def add_player(self) -> None:
        name = " ".join(self.new_player.text().split())
        if not name:
            return
        try:
            change = self.backend.add_night_player(
                self.season_id, name, allow_similar=self._similar_ok == name
            )
        except SimilarPlayerError as exc:
            self.message.setText(error_text(exc))
            if not exc.same:
                self._similar_ok = name
                self.message.setText(
                    error_text(exc) + "\n" + self.tr("Press Enter again to add {name} anyway.")
                    .format(name=name)
                )
            return
        except ActionError as exc:
            self.message.setText(error_text(exc))
            return
        assert change.created is not None
        self._similar_ok = ""
        self.added.append(change.created)
        self.new_player.clear()
        self.message.setText(self.tr("{name} added.").format(name=name))
        field = self._add_row(change.created, name)
        field.show()  # shown now (not at the next layout pass) so it can take the focus
        field.setFocus()

    def save(self) -> None:
        try:
            totals = self.totals()
            fee = parse_money(self.fee.text()) if self.fee.text().strip() else 0
        except ValueError as exc:
            self.message.setText(error_text(exc))
            return
        qdate = self.date.date()
        try:
            self.saved = self.backend.record_night(
                self.season_id, dt.date(qdate.year(), qdate.month(), qdate.day()), totals,
                name=self.name.text(), entry_fee_cents=fee,
                unpaid=[p for p in totals if not self.paid[p].isChecked()],
            )
        except ActionError as exc:
            self.message.setText(error_text(exc))
            return
        self.accept()
