"""The registration desk: type-ahead add, paid, check-in, late entries, withdrawals.

Keys: type a name in the add box (it completes from the registry) and Enter registers that
player — a name the registry does not know is added as a new player first; the name of a
player already entered asks "Add another player named …" and takes a word that tells the
two apart (or the new player's member number). In the list:
Ctrl+P marks paid (the event's entry fee), Ctrl+I checks in, Ctrl+W withdraws. An entry made
after the first round was drawn shows as "late". Every desk edit goes on the undo stack:
Ctrl+Z undoes it (a batch of selected rows, or "check in all paid", as one step) and
Ctrl+Shift+Z does it again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QStringListModel, Qt
from PySide6.QtGui import QKeySequence, QShortcut, QUndoStack
from PySide6.QtWidgets import (
    QCompleter,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.door.reads import PlayerRow, RegistrationRow
from sheepshead_scorer.services.people.player_matches import PlayerMatch
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.models.player_models import FLIGHT_COLUMN, registration_model
from sheepshead_scorer.ui.models.row_table_model import ROW_ROLE, RowFilterProxy
from sheepshead_scorer.ui.undo.undo_add_player import AddPlayerCommand
from sheepshead_scorer.ui.undo.undo_flight import FlightMoveCommand
from sheepshead_scorer.ui.undo.undo_registration import (
    ALL_PAID,
    DeskAction,
    RegistrationCommand,
    push_desk_actions,
)
from sheepshead_scorer.ui.widgets.duplicate_player import ADD_NEW, CANCEL, ask_about_namesakes
from sheepshead_scorer.ui.widgets.focus import first_focus
from sheepshead_scorer.ui.widgets.namesake_dialog import Namesake, ask_for_namesake
from sheepshead_scorer.ui.widgets.screen_parts import row_table
from sheepshead_scorer.ui.widgets.undo_keys import route_undo_keys
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.formatting import format_money


class RegistrationScreen(QWidget):
    """The desk. ``undo_stack`` is the window's (Ctrl+Z); without one the screen keeps its
    own, so every edit still runs as an undoable command."""

    def __init__(
        self,
        backend: Backend,
        bus: AppBus,
        undo_stack: QUndoStack | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.backend = backend
        self.bus = bus
        self.undo_stack = undo_stack if undo_stack is not None else QUndoStack(self)
        self.event_id: EventId | None = None
        self._players: dict[str, PlayerRow] = {}
        self.add_box = QLineEdit()
        self.add_box.setObjectName("registerName")
        self.add_box.setPlaceholderText(
            self.tr("Type a name and Enter to register (new names are added)")
        )
        self.completer = QCompleter([], self)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.add_box.setCompleter(self.completer)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter the list"))
        route_undo_keys(self.add_box, self.filter)  # empty: Ctrl+Z undoes the last desk edit
        first_focus(self, self.add_box)
        self.counts = QLabel()
        self.counts.setObjectName("registrationCounts")
        self.message = QLabel()
        self.message.setObjectName("registrationMessage")
        self.message.setWordWrap(True)
        self.model = registration_model(self)
        self.proxy = RowFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = row_table("registrationTable", self.proxy)
        buttons = QHBoxLayout()
        for text, keys, slot in (
            (self.tr("Paid (Ctrl+P)"), "Ctrl+P", self.mark_paid),
            (self.tr("Check in (Ctrl+I)"), "Ctrl+I", self.check_in),
            (self.tr("Check in all paid"), "", self.check_in_all_paid),
            (self.tr("Withdraw (Ctrl+W)"), "Ctrl+W", self.withdraw),
            (self.tr("Move to flight… (Ctrl+L)"), "Ctrl+L", self.move_to_flight),
        ):
            button = QPushButton(text)
            button.clicked.connect(slot)
            buttons.addWidget(button)
            if keys:
                QShortcut(QKeySequence(keys), self, slot)
        buttons.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.add_box, 2)
        top.addWidget(self.filter, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.counts)
        self.add_box.returnPressed.connect(self.register_typed)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.bus.changed.connect(self._on_changed)
        self._load_players()

    def set_event(self, event_id: EventId | None) -> None:
        self.event_id = event_id
        self.refresh()

    def _load_players(self) -> None:
        rows = [p for p in self.backend.players() if p.active]
        shown = self.backend.registry_names(rows)  # two namesakes are two entries
        self._players = {shown[p.id]: p for p in rows}
        model = self.completer.model()
        names = list(self._players)
        if isinstance(model, QStringListModel):
            model.setStringList(names)
        else:
            self.completer.setModel(QStringListModel(names, self.completer))

    def refresh(self) -> None:
        rows = self.backend.registrations(self.event_id) if self.event_id is not None else []
        flights = self.backend.event_flights(self.event_id) if self.event_id is not None else None
        # before the start: each checked-in player's flight by the current settings, marked
        self.model.set_provisional(flights.provisional if flights is not None else {})
        chosen = {r.player_id for r in self.selected()}
        current = self.proxy.data(self.view.currentIndex(), ROW_ROLE)
        self.model.set_rows(rows)
        self._reselect(chosen, current.player_id if isinstance(current, RegistrationRow) else None)
        self.view.setColumnHidden(
            FLIGHT_COLUMN, not any(r.flight or self.model.provisional(r) for r in rows)
        )
        entered = [r for r in rows if not r.withdrawn]
        checked = sum(1 for r in entered if r.checked_in)
        paid = sum(r.paid_cents for r in rows)
        self.counts.setText(
            self.tr("{entered} entered · {checked} checked in · {withdrawn} withdrawn · "
                    "{paid} taken").format(
                entered=len(entered), checked=checked,
                withdrawn=sum(1 for r in rows if r.withdrawn), paid=format_money(paid),
            )
        )

    def _reselect(self, chosen: set[PlayerId], current: PlayerId | None) -> None:
        """Select again the rows of ``chosen`` players after a reload (Ctrl+P then Ctrl+I
        work on the same players, walk 29), the cursor back on ``current``'s row."""
        selection = self.view.selectionModel()
        flags = (QItemSelectionModel.SelectionFlag.Select
                 | QItemSelectionModel.SelectionFlag.Rows)
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            line = self.proxy.data(index, ROW_ROLE)
            if not isinstance(line, RegistrationRow):
                continue
            if line.player_id == current:
                selection.setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)
            if line.player_id in chosen:
                selection.select(index, flags)

    def _on_changed(self, change: Changes, initiator: object = None) -> None:
        if change.players:
            self._load_players()
        if (change.registrations or change.players
                or (self.event_id is not None and self.event_id in change.events)):
            self.refresh()  # an event edit may change the flight settings

    def _command(
        self, event_id: EventId, player_id: PlayerId, name: str, action: DeskAction
    ) -> RegistrationCommand:
        return RegistrationCommand(
            self.backend, self.bus, self.message.setText, event_id, player_id, name, action
        )

    def register_typed(self) -> None:
        if self.event_id is None:
            self.message.setText(self.tr("Create or pick an event first (Event setup)."))
            return
        text = self.add_box.text().strip()
        if not text:
            return
        player = self._match(text)
        event_id = self.event_id
        namesake: Namesake | None = None
        existing: PlayerRow | None = None
        if (
            player is not None and self._entered(player.id)
            and self.backend.same_name(text, player.name)  # the name, not a number
        ):  # a second player of that name? (Esc: the desk says the first is registered)
            existing = player
            namesake = ask_for_namesake(
                self, player.name, self._shown(player), ask_existing=_untagged(player)
            )
            if namesake is not None:
                text, player = player.name, None
        elif player is None:
            namesakes = self.backend.players_named(text)  # "Joerg Mueller" is Jörg Müller
            choice = ask_about_namesakes(self, text, namesakes) if namesakes else ADD_NEW
            if choice == CANCEL:
                return
            if isinstance(choice, PlayerMatch):
                player = next((p for p in self._players.values() if p.id == choice.id), None)
            else:
                same = [
                    m for m in namesakes
                    if self.backend.same_name(m.name, text) and self.backend.same_name(text, m.name)
                ]
                if same:
                    existing = self._row(PlayerId(same[0].id))
                    namesake = ask_for_namesake(
                        self, text, same[0].name, in_event=False,
                        ask_existing=existing is not None and _untagged(existing),
                    )
                    if namesake is None:
                        return
        if player is None:
            details = {} if namesake is None else {
                "nickname": namesake.word, "member_number": namesake.member_number or None,
            }
            shown = text if namesake is None else (
                f"{text} ({namesake.word or namesake.member_number})"
            )
            adding = AddPlayerCommand(  # adding and registering: one step of the undo
                self.backend, self.bus, text, details, shown=shown, event_id=event_id,
                done=self.tr("Added new player {name}"), report=self.message.setText,
            )
            self.undo_stack.push(adding)
            if adding.player_id is None:
                return  # refused: the message says why, the box keeps what was typed
            if namesake is not None and existing is not None and namesake.existing_word:
                self._name_existing(existing, namesake.existing_word)
            if not adding.error:
                self.add_box.clear()
            return
        command = self._command(event_id, player.id, player.name, DeskAction.REGISTER)
        if not push_desk_actions(self.undo_stack, [command]):
            self.add_box.clear()

    def _row(self, player_id: PlayerId) -> PlayerRow | None:
        return next((p for p in self._players.values() if p.id == player_id), None)

    def _name_existing(self, player: PlayerRow, word: str) -> None:
        """Give the namesake already there the word the director typed for them."""
        try:
            changes = self.backend.edit_player(
                player.id, player.version, player.name, nickname=word,
                member_number=player.member_number or None, club=player.club,
                contact=player.contact, active=player.active,
            )
        except ActionError as exc:
            self.message.setText(error_text(exc))
            return
        self.bus.publish(changes, self.tr("Saved: {name} ({word})").format(
            name=player.name, word=word))

    def _match(self, text: str) -> PlayerRow | None:
        """The registry's player the typed text names: a listed name (as completed), a
        member number, or the one name that contains it."""
        lower = text.lower()
        player = self._players.get(text) or next(
            (p for label, p in self._players.items() if label.lower() == lower), None
        ) or next(
            (p for p in self._players.values() if p.member_number.lower() == lower), None
        )
        if player is None:
            matches = [p for label, p in self._players.items() if lower in label.lower()]
            if len(matches) == 1:
                player = matches[0]
        return player

    def _entered(self, player_id: PlayerId) -> bool:
        return any(r.player_id == player_id and not r.withdrawn for r in self.model.rows())

    def _shown(self, player: PlayerRow) -> str:
        """How the event's lists show ``player`` (the name alone, or told apart)."""
        return next((r.name for r in self.model.rows() if r.player_id == player.id), player.name)

    def selected(self) -> list[RegistrationRow]:
        rows = self.view.selectionModel().selectedRows()
        found = [self.proxy.data(index, ROW_ROLE) for index in rows]
        return [r for r in found if isinstance(r, RegistrationRow)]

    def _for_selected(self, verb: str, action: DeskAction) -> None:
        """``verb`` fills "Select the players to … first."; several rows are one undo step."""
        chosen = self.selected()
        event_id = self.event_id
        if event_id is None or not chosen:
            self.message.setText(self.tr("Select the players to {verb} first.").format(verb=verb))
            return
        push_desk_actions(
            self.undo_stack, [self._command(event_id, r.player_id, r.name, action) for r in chosen]
        )

    def mark_paid(self) -> None:
        self._for_selected(self.tr("mark paid"), DeskAction.MARK_PAID)

    def check_in(self) -> None:
        self._for_selected(self.tr("check in"), DeskAction.CHECK_IN)

    def withdraw(self) -> None:
        self._for_selected(self.tr("withdraw"), DeskAction.WITHDRAW)

    def move_to_flight(self) -> None:
        """Ctrl+L: put the selected player in another prize flight (one undo step)."""
        chosen, event_id = self.selected(), self.event_id
        names = () if event_id is None else self.backend.event_flights(event_id).names
        if not names or len(chosen) != 1:
            self.message.setText(self.tr(
                "Select one player of an event with prize flights first (the flights are set "
                "up in the event's settings, Ctrl+E on Event setup)."
            ) if not names else self.tr("Select one player to move to another flight."))
            return
        row = chosen[0]
        flight, ok = QInputDialog.getItem(
            self, self.tr("Move to flight"),
            self.tr("Flight for {name}:").format(name=row.name), list(names),
            max(0, names.index(row.flight)) if row.flight in names else 0, False,
        )
        if ok and flight != row.flight and event_id is not None:
            self.undo_stack.push(FlightMoveCommand(
                self.backend, self.bus, self.message.setText, event_id, row.player_id,
                row.name, row.flight, flight, row.version,
            ))

    def check_in_all_paid(self) -> None:
        """Check in every paid player still waiting: one undo step for all of them."""
        event_id = self.event_id
        if event_id is None:
            return
        waiting = [r for r in self.model.rows() if r.paid_cents and r.status == "registered"]
        if not waiting:
            self.message.setText(self.tr("No paid player is waiting to be checked in."))
            return
        push_desk_actions(
            self.undo_stack,
            [self._command(event_id, r.player_id, r.name, DeskAction.CHECK_IN) for r in waiting],
            QCoreApplication.translate("Undo", ALL_PAID),
        )


def _untagged(player: PlayerRow) -> bool:
    """Whether nothing but the record number would tell ``player`` from a namesake."""
    return not (player.nickname.strip() or player.member_number.strip())
