"""Adding a player whose name is already registered asks first.

`ask_about_namesakes(parent, name, matches)` shows who is already there — "Jörg Müller
(member #1234, Bavaria Club, last event: Fall Classic, 2026-11-29)" — and offers to use that
player (the default: Enter), to add a second player of that name anyway, or to cancel.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from sheepshead_scorer.services.people.player_matches import PlayerMatch
from sheepshead_scorer.ui.words.formatting import format_date

ADD_NEW = "add"
CANCEL = "cancel"


def describe_match(match: PlayerMatch) -> str:
    parts = []
    if match.member_number:
        parts.append(QCoreApplication.translate("DuplicatePlayer", "member #{number}").format(
            number=match.member_number))
    if match.club:
        parts.append(match.club)
    if match.last_event and match.last_played is not None:
        parts.append(QCoreApplication.translate(
            "DuplicatePlayer", "last event: {event}, {date}").format(
                event=match.last_event, date=format_date(match.last_played)))
    else:
        parts.append(QCoreApplication.translate("DuplicatePlayer", "no event yet"))
    return f"{match.name} ({', '.join(parts)})"


def ask_about_namesakes(
    parent: QWidget, name: str, matches: Sequence[PlayerMatch]
) -> PlayerMatch | str:
    """The player to use instead, or ``ADD_NEW`` / ``CANCEL``."""
    box = QMessageBox(parent)
    box.setObjectName("duplicatePlayer")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("DuplicatePlayer", "Already registered?"))
    box.setText(QCoreApplication.translate(
        "DuplicatePlayer", "A player named {name} is already in the registry:").format(
            name=name.strip()) + "\n" + "\n".join(describe_match(m) for m in matches))
    box.setInformativeText(QCoreApplication.translate(
        "DuplicatePlayer", "Use that player, or add a second player of this name?"))
    uses = {
        box.addButton(
            QCoreApplication.translate("DuplicatePlayer", "Use {name}").format(
                name=describe_match(m).split(" (")[0]
                + (f" #{m.member_number}" if m.member_number else "")),
            QMessageBox.ButtonRole.AcceptRole,
        ): m
        for m in matches
    }
    add = box.addButton(
        QCoreApplication.translate("DuplicatePlayer", "Add a new player"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(next(iter(uses)))
    box.exec()
    clicked = box.clickedButton()
    if clicked in uses:
        return uses[clicked]
    return ADD_NEW if clicked is add else CANCEL
