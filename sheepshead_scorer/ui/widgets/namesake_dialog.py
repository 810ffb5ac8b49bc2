"""Adding a second player of a name the event already has.

`ask_for_namesake(parent, name, already)` says who is already there ("Anna Berg (M-012) is
already registered in this event") and offers "Add another player named Anna Berg": the
director types a word that tells the two apart (Jr., Sr., the town, a nickname) or the new
player's member number, and Enter adds them. Every screen, printout and phone page of the
event then shows the two as "Anna Berg (word)" or "Anna Berg (M-012)".

When the player already there has neither a word nor a member number (``ask_existing``),
the dialog asks a word for them too ("Word for the Anna Berg already here"): without one
they would be shown by their record number, "Anna Berg (ID 2)".
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)


@dataclass(frozen=True)
class Namesake:
    """What tells the new player apart: a word, a member number, or both."""

    word: str
    member_number: str
    existing_word: str = ""
    """The word for the player already there (asked only when they have none)."""


class NamesakeDialog(QDialog):
    """The question; ``add`` is the "Add another player named …" button (the default)."""

    def __init__(
        self, parent: QWidget | None, name: str, already: str, *, in_event: bool = True,
        ask_existing: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("namesakeDialog")
        self.setWindowTitle(self.tr("Another player with this name?"))
        where = (
            self.tr("{already} is already registered in this event.") if in_event
            else self.tr("{already} is already in the player list.")
        )
        question = QLabel(
            where.format(already=already) + " " + self.tr(
                "Is this another player named {name}? Type a word that tells them apart "
                "(Jr., Sr., the town, a nickname) or the new player's member number."
            ).format(name=name)
        )
        question.setWordWrap(True)
        self.word = QLineEdit()
        self.word.setObjectName("namesakeWord")
        self.member_number = QLineEdit()
        self.member_number.setObjectName("namesakeMember")
        form = QFormLayout()
        form.addRow(self.tr("Word to tell them apart"), self.word)
        form.addRow(self.tr("or member number"), self.member_number)
        self.existing_word = QLineEdit()
        self.existing_word.setObjectName("namesakeExistingWord")
        if ask_existing:  # else they would read "Name (ID 2)" on every list
            form.addRow(
                self.tr("Word for the {name} already here").format(name=name),
                self.existing_word,
            )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.add = buttons.addButton(
            self.tr("Add another player named {name}").format(name=name),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.add.setEnabled(False)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        for edit in (self.word, self.member_number):
            edit.textChanged.connect(self._typed)
        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.add.setDefault(True)  # Enter adds (set once the button is in the dialog)
        self.word.setFocus()

    def _typed(self) -> None:
        self.add.setEnabled(bool(self.answer().word or self.answer().member_number))

    def answer(self) -> Namesake:
        return Namesake(
            self.word.text().strip(), self.member_number.text().strip(),
            self.existing_word.text().strip(),
        )


def ask_for_namesake(
    parent: QWidget | None, name: str, already: str, *, in_event: bool = True,
    ask_existing: bool = False,
) -> Namesake | None:
    """What tells the new player named ``name`` apart from ``already`` (the player of that
    name the event has, as shown; with ``in_event`` False, the registry has), or ``None``
    if the director cancelled; with ``ask_existing`` also a word for ``already``."""
    dialog = NamesakeDialog(parent, name, already, in_event=in_event, ask_existing=ask_existing)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    answer = dialog.answer()
    return answer if answer.word or answer.member_number else None
