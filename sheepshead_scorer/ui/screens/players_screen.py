"""The player registry: search as you type, add, edit, merge two records of one person.

Keys: type in the search box to filter (name, nickname, member number, club); Enter in the
form saves; Ctrl+N clears the form for a new player; Ctrl+M merges the two selected rows
(the first selected is kept).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QKeySequence, QShortcut, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sheepshead_scorer.ids import PlayerId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.door.reads import PlayerRow
from sheepshead_scorer.services.people.player_matches import PlayerMatch
from sheepshead_scorer.ui.actions.file_dialogs import FolderMemory, open_file_name
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.door.jobs import Job
from sheepshead_scorer.ui.models.player_models import by_name, player_model
from sheepshead_scorer.ui.models.row_table_model import ROW_ROLE, SourceSortProxy
from sheepshead_scorer.ui.undo.undo_add_player import AddPlayerCommand
from sheepshead_scorer.ui.undo.undo_stack import EditPlayerCommand
from sheepshead_scorer.ui.widgets.duplicate_player import ADD_NEW, ask_about_namesakes
from sheepshead_scorer.ui.widgets.focus import first_focus
from sheepshead_scorer.ui.widgets.import_players_dialog import ImportPlayersDialog
from sheepshead_scorer.ui.widgets.screen_parts import row_table
from sheepshead_scorer.ui.widgets.undo_keys import route_undo_keys
from sheepshead_scorer.ui.words.error_text import error_text


class PlayersScreen(QWidget):
    def __init__(
        self,
        backend: Backend,
        bus: AppBus,
        undo_stack: QUndoStack | None = None,
        parent: QWidget | None = None,
        folders: FolderMemory | None = None,
    ) -> None:
        super().__init__(parent)
        self.folders = folders
        self.undo_stack = undo_stack
        self.backend = backend
        self.bus = bus
        self._editing: PlayerRow | None = None
        self.search = QLineEdit()
        self.search.setObjectName("playerSearch")
        self.search.setPlaceholderText(
            self.tr("Search players: name, nickname, member number, club")
        )
        self.search.setClearButtonEnabled(True)
        route_undo_keys(self.search)  # an empty search: Ctrl+Z undoes the last edit
        first_focus(self, self.search)
        self.model = player_model(self)
        self.proxy = SourceSortProxy(self)  # sorted below it: no proxy sort through data()
        self.proxy.setSourceModel(self.model)
        self.view = row_table("playerTable", self.proxy)

        self.name = QLineEdit()
        self.name.setObjectName("playerName")
        self.nickname = QLineEdit()
        self.member_number = QLineEdit()
        self.club = QLineEdit()
        self.contact = QLineEdit()
        self.active = QCheckBox(self.tr("Active"))
        self.active.setChecked(True)
        self.form_title = QLabel(self.tr("<b>New player</b>"))
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setObjectName("playerMessage")
        self.save_button = QPushButton(self.tr("Save player"))
        self.new_button = QPushButton(self.tr("New (Ctrl+N)"))
        self.merge_button = QPushButton(self.tr("Merge selected (Ctrl+M)"))
        self.import_button = QPushButton(self.tr("Import CSV / Excel…"))
        form = QFormLayout()
        form.addRow(self.form_title)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Nickname"), self.nickname)
        form.addRow(self.tr("Member #"), self.member_number)
        form.addRow(self.tr("Club"), self.club)
        form.addRow(self.tr("Contact"), self.contact)
        form.addRow("", self.active)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.new_button)
        form.addRow(buttons)
        form.addRow(self.merge_button)
        form.addRow(self.import_button)
        form.addRow(self.message)
        side = QWidget()
        side.setLayout(form)
        side.setMaximumWidth(420)
        left = QVBoxLayout()
        left.addWidget(self.search)
        left.addWidget(self.view)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(side)

        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.view.selectionModel().currentRowChanged.connect(self._on_current)
        for edit in (self.name, self.nickname, self.member_number, self.club, self.contact):
            edit.returnPressed.connect(self.save)
        self.save_button.clicked.connect(self.save)
        self.new_button.clicked.connect(self.new_player)
        self.merge_button.clicked.connect(self.merge_selected)
        self.import_button.clicked.connect(self.choose_import)
        QShortcut(QKeySequence("Ctrl+N"), self, self.new_player)
        QShortcut(QKeySequence("Ctrl+M"), self, self.merge_selected)
        self.bus.changed.connect(self._on_changed)
        self.refresh()

    def refresh(self) -> None:
        # The model sorts (a sorting proxy asked data() 12,000 times to order the 1,000
        # players of a Nationals: 35 ms of the window's start); given by name, any case.
        self.model.set_rows(sorted(self.backend.players(), key=by_name))

    def _on_changed(self, change: Changes, initiator: object = None) -> None:
        if change.players:
            self.refresh()

    def _on_current(self, current: Any, _previous: Any) -> None:
        row = self.proxy.data(current, ROW_ROLE) if current.isValid() else None
        if isinstance(row, PlayerRow):
            self._editing = row
            self.form_title.setText(self.tr("<b>Edit {name}</b>").format(name=row.name))
            self.name.setText(row.name)
            self.nickname.setText(row.nickname)
            self.member_number.setText(row.member_number)
            self.club.setText(row.club)
            self.contact.setText(row.contact)
            self.active.setChecked(row.active)

    def new_player(self) -> None:
        self._editing = None
        self.view.clearSelection()
        self.form_title.setText(self.tr("<b>New player</b>"))
        for edit in (self.name, self.nickname, self.member_number, self.club, self.contact):
            edit.clear()
        self.active.setChecked(True)
        self.message.clear()
        self.name.setFocus()

    def save(self) -> None:
        details: dict[str, Any] = {
            "nickname": self.nickname.text(),
            "member_number": self.member_number.text().strip() or None,
            "club": self.club.text(),
            "contact": self.contact.text(),
            "active": self.active.isChecked(),
        }
        if self._editing is None and not self._no_namesake_or_add_anyway():
            return
        if self._editing is None and self.undo_stack is not None:
            adding = AddPlayerCommand(  # one step of the undo
                self.backend, self.bus, self.name.text(), details,
                done=self.tr("Saved new player {name}"), report=self.message.setText,
            )
            self.undo_stack.push(adding)
            if adding.player_id is not None:
                self.new_player()
            return
        try:
            if self._editing is None:
                change = self.backend.add_player(self.name.text(), **details)
                message = self.tr("Saved new player {name}").format(name=self.name.text().strip())
            elif self.undo_stack is not None:
                before = self._editing
                command = EditPlayerCommand(
                    self.backend, self.bus, before.id,
                    {"name": before.name, "nickname": before.nickname,
                     "member_number": before.member_number or None, "club": before.club,
                     "contact": before.contact, "active": before.active},
                    {"name": self.name.text(), **details},
                    before.version,
                )
                self.undo_stack.push(command)
                if command.error:
                    self.message.setText(command.error)
                    return
                self.message.setText("")
                self.new_player()
                return
            else:
                change = self.backend.edit_player(
                    self._editing.id, self._editing.version, self.name.text(), **details
                )
                message = self.tr("Saved {name}").format(name=self.name.text().strip())
        except ActionError as exc:
            self.message.setText(error_text(exc))  # the form keeps what was typed
            return
        self.message.setText("")
        self.bus.publish(change, message)
        self.new_player()

    def _no_namesake_or_add_anyway(self) -> bool:
        """A new player whose name is registered already: show who (member number, last
        event) and offer them instead. True = go on adding the new player."""
        matches = self.backend.players_named(self.name.text())
        if not matches:
            return True
        choice = ask_about_namesakes(self, self.name.text(), matches)
        if choice == ADD_NEW:
            return True
        if isinstance(choice, PlayerMatch):
            self.show_player(PlayerId(choice.id))
            self.message.setText(self.tr(
                "{name} is already registered: shown here, nothing was added."
            ).format(name=choice.name))
        return False

    def show_player(self, player_id: PlayerId) -> None:
        """Select the player's row (the form shows them for editing)."""
        self.search.clear()
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            found = self.proxy.data(index, ROW_ROLE)
            if isinstance(found, PlayerRow) and found.id == player_id:
                self.view.setCurrentIndex(index)
                self.view.selectRow(row)
                return

    def selected_players(self) -> list[PlayerRow]:
        rows = self.view.selectionModel().selectedRows()
        found = [self.proxy.data(index, ROW_ROLE) for index in rows]
        return [r for r in found if isinstance(r, PlayerRow)]

    def merge_selected(self, confirm: bool = True) -> None:
        chosen = self.selected_players()
        if len(chosen) != 2:
            self.message.setText(
                self.tr("Select exactly two rows of the same person (Ctrl+click), then merge.")
            )
            return
        keep, gone = chosen
        if confirm:
            answer = QMessageBox.question(
                self,
                self.tr("Merge players"),
                self.tr(
                    "Keep {keep} (#{keep_id}) and move all of {gone} (#{gone_id})'s "
                    "history onto it?"
                ).format(keep=keep.name, keep_id=keep.id, gone=gone.name, gone_id=gone.id),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        try:
            change = self.backend.merge_players(keep.id, gone.id)
        except ActionError as exc:
            self.message.setText(error_text(exc))
            return
        self.bus.publish(
            change, self.tr("Merged {gone} into {keep}").format(gone=gone.name, keep=keep.name)
        )

    # -- import: column mapping and preview, then off the UI thread with progress ---------
    def choose_import(self) -> None:
        path = open_file_name(
            self, self.tr("Import players"),
            self.tr("Player lists (*.csv *.xlsx);;All files (*)"), self.folders,
        )
        if not path:
            return
        try:
            dialog = self.import_dialog(path)
        except OSError as exc:
            self.message.setText(
                self.tr("Cannot read {file}: {reason}; check the file and choose it again.")
                .format(file=path, reason=exc.strerror)
            )
            return
        dialog.open()

    def import_dialog(self, path: str) -> ImportPlayersDialog:
        """The mapping / preview dialog for ``path``; its import reports back here."""
        dialog = ImportPlayersDialog(path, self.backend, self.bus, self)
        dialog.imported.connect(self._on_imported)
        self.last_dialog = dialog
        return dialog

    def import_file(self, path: str) -> Job | None:
        """Import ``path`` with the detected columns (the dialog's Import button, unseen)."""
        return self.import_dialog(path).start_import()

    def _on_imported(self, names: tuple[str, ...]) -> None:
        self.message.setText(self.tr("Imported {count} players.").format(count=len(names)))
