"""The night sheet: a league night in minutes — one net total per player, Enter to save.

The season's roster is listed with last night's players first; type each player's net total
("+12", "-7", "2.5", "1/2"; blank = did not play), Down/Up or Tab/Shift+Tab move between
players (the sheet scrolls with the cursor), and the zero-sum light says whether the totals
add up to zero; a player who has not paid the night's fee is unticked under "paid" (the
money list shows what is owed). Enter saves the night (closed, counting toward the league;
no registration, draw or publish step). Esc with totals typed asks first: a second Esc
throws them away.

A player comes onto the sheet from the box under it: the first letters of any registered
player's name offer them (Down, Enter), as do "#5" (player 5) and a member number; a name
nobody has is a new player — a very similar one ("Ben Kruger" for "Ben Krüger") is named and
needs a second Enter to add anyway.

Opened on a saved night (``night``), the sheet corrects it in place: the night's totals are
filled in, the whole night must add up to zero, and Enter saves the correction as one step of
the window's undo (Ctrl+Z puts the totals before back).
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

from PySide6.QtCore import QDate, QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QKeyEvent, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QCompleter,
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
from sheepshead_scorer.ids import PlayerId, SeasonId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.leagues.league_nights import SimilarPlayerError
from sheepshead_scorer.services.leagues.night_corrections import NightSheetData
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.undo.undo_night import CorrectNightCommand
from sheepshead_scorer.ui.words.error_text import error_text


def _points(value: Fraction) -> str:
    """A stored total as the field shows it ("+12", "-7", "2.5")."""
    text = str(value) if value.denominator == 1 else str(float(value))
    return ("+" if value > 0 else "") + text


def picked_id(text: str) -> str:
    """"Ann Berg (#4)" picked from the list -> "#4"; anything else as typed."""
    head, sep, tail = text.rstrip().rpartition(" (#")
    if sep and head and tail.endswith(")") and tail[:-1].isdigit():
        return f"#{tail[:-1]}"
    return text


def parse_total(text: str) -> Fraction | None:
    """A typed net total: ``None`` when blank; ``ValueError`` when it is not a number."""
    clean = text.strip().replace(",", ".").replace("½", ".5").lstrip("+")
    if not clean:
        return None
    return Fraction(clean)


class NightSheet(QDialog):
    """One night of a season; ``saved`` is the service's ``Changes`` once Enter saved it."""

    def __init__(
        self, backend: Backend, season_id: SeasonId, parent: QWidget | None = None, *,
        night: NightSheetData | None = None, undo_stack: QUndoStack | None = None,
        bus: AppBus | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("nightSheet")
        self.setWindowTitle(
            self.tr("Enter a night") if night is None
            else self.tr("Correct {night}").format(night=night.label)
        )
        self.backend = backend
        self.season_id = season_id
        self.night = night
        self.undo_stack = undo_stack
        self.bus = bus
        self.saved: Changes | None = None
        self.corrected = False
        self.added: list[int] = []
        self._similar_ok = ""
        self._esc_armed = False
        self._typed_at_start: dict[int, str] = {}
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
        self.new_player.setPlaceholderText(
            self.tr("Add a player: first letters of the name (Down, Enter), #number or a "
                    "new name")
        )
        self.new_player.returnPressed.connect(self.add_player)
        self.completer = QCompleter(
            [f"{p.name} (#{p.id})" for p in backend.players()], self.new_player
        )
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.new_player.setCompleter(self.completer)
        self.completer.activated.connect(self._picked)
        self.rows = QFormLayout()
        self.fields: dict[int, QLineEdit] = {}
        self.paid: dict[int, QCheckBox] = {}
        self.labels: dict[int, str] = {}
        holder = QWidget()
        holder.setLayout(self.rows)
        scroll = self.scroller = QScrollArea()
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
        roster = list(backend.season_roster(season_id))
        if night is not None:
            self._fill_night(night, roster)
        else:
            for player_id, name in roster:
                self._add_row(PlayerId(player_id), name)
        self._typed_at_start = {p: f.text() for p, f in self.fields.items()}
        self.update_light()
        self.resize(460, 620)
        first = next(iter(self.fields.values()), self.new_player)
        first.setFocus()
        first.selectAll()  # a saved night's total: typed over

    def _fill_night(self, night: NightSheetData, roster: list[tuple[int, str]]) -> None:
        """A saved night: its players with their totals first, then the rest of the roster."""
        qdate = QDate(night.held_on.year, night.held_on.month, night.held_on.day)
        self.date.setDate(qdate)
        self.name.setText(night.name)
        for widget in (self.date, self.name, self.fee):
            widget.setEnabled(False)
        for player in night.players:
            self._add_row(PlayerId(player.player_id), player.name).setText(_points(player.total))
            self.paid[player.player_id].setChecked(player.paid)
        for player_id, name in roster:
            if player_id not in self.fields:
                self._add_row(PlayerId(player_id), name)

    # -- rows ----------------------------------------------------------------------------
    def _add_row(self, player_id: PlayerId, name: str) -> QLineEdit:
        field = QLineEdit()
        field.setObjectName(f"total_{player_id}")
        field.setPlaceholderText(self.tr("did not play"))
        field.setAlignment(Qt.AlignmentFlag.AlignRight)
        field.textChanged.connect(self.update_light)
        field.textChanged.connect(self._disarm_esc)
        field.returnPressed.connect(self.save)
        field.installEventFilter(self)
        paid = QCheckBox(self.tr("paid"))
        paid.setObjectName(f"paid_{player_id}")
        paid.setChecked(True)
        paid.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # Tab goes from total to total
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
            keys = (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
            if watched in fields and event.key() in keys:
                back = event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Backtab)
                index = fields.index(watched) + (-1 if back else 1)
                if 0 <= index < len(fields):
                    self.go_to(fields[index])
                elif event.key() == Qt.Key.Key_Tab:  # past the last player: the add box
                    self.new_player.setFocus(Qt.FocusReason.TabFocusReason)
                return True
        return super().eventFilter(watched, event)

    def go_to(self, field: QLineEdit) -> None:
        """Put the cursor on a player's total, the sheet scrolled to show it."""
        field.setFocus(Qt.FocusReason.OtherFocusReason)
        field.selectAll()
        self.scroller.ensureWidgetVisible(field)

    def typed(self) -> bool:
        """Totals typed (or changed) since the sheet opened."""
        return any(
            field.text().strip() != self._typed_at_start.get(player, "").strip()
            for player, field in self.fields.items()
        )

    def _disarm_esc(self, *_: object) -> None:
        self._esc_armed = False

    def reject(self) -> None:
        """Esc: with totals typed, the first press asks, the second throws them away."""
        if self.saved is None and not self.corrected and self.typed() and not self._esc_armed:
            self._esc_armed = True
            self.message.setText(self.tr(
                "The totals typed are not saved. Press Esc again to throw them away, or "
                "Enter to save the night."
            ))
            return
        super().reject()

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
    def _picked(self, text: str) -> None:
        self.new_player.setText(text)
        self.add_player()

    def add_player(self) -> None:
        name = " ".join(self.new_player.text().split())
        if not name:
            return
        try:
            added = self.backend.put_on_roster(
                self.season_id, picked_id(name), allow_similar=self._similar_ok == name
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
        self._similar_ok = ""
        self.new_player.clear()
        self.message.setText(self.tr("{name} is on the sheet.").format(name=added.name))
        field = self.fields.get(added.player_id)
        if field is None:
            self.added.append(added.player_id)
            field = self._add_row(PlayerId(added.player_id), added.name)
            self._typed_at_start[added.player_id] = ""
            field.show()  # shown now (not at the next layout pass) so it can take the focus
        self.go_to(field)

    def save(self) -> None:
        try:
            totals = self.totals()
            fee = parse_money(self.fee.text()) if self.fee.text().strip() else 0
        except ValueError as exc:
            self.message.setText(error_text(exc))
            return
        if self.night is not None:
            self._correct(totals)
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

    def _correct(self, totals: dict[int, Fraction]) -> None:
        """Save the correction of a saved night as one undo step."""
        night = self.night
        assert night is not None and self.undo_stack is not None and self.bus is not None
        if totals == night.totals and all(
            self.paid[p.player_id].isChecked() == p.paid for p in night.players
        ):
            self.message.setText(self.tr("Nothing changed; Esc closes the sheet."))
            return
        command = CorrectNightCommand(
            self.backend, self.bus, night.event_id, night.label, before=night.totals,
            after=totals, unpaid_before=[p.player_id for p in night.players if not p.paid],
            unpaid_after=[p for p in totals if not self.paid[p].isChecked()],
            seen_version=night.version,
        )
        self.undo_stack.push(command)
        if command.error:
            self.message.setText(command.error)
            return
        self.corrected = True
        self.accept()
