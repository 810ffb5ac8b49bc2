"""Undoable registration-desk edits: register, mark paid, check in and withdraw.

A `RegistrationCommand` reads the player's desk state just before its action and just after
it; undo puts the state from before back (the services audit it as a "restore"), refused if
the registration no longer stands where this action left it (another station changed it
meanwhile), so nothing entered elsewhere is overwritten. Redo runs the action again. Batches
(several selected rows, "check in all paid") go on the stack as one macro, so one Ctrl+Z
undoes the whole batch: `push_desk_actions`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand, QUndoStack

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.events.registrations import RegistrationState
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.words.error_text import error_text
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP

Report = Callable[[str], None]
"""Where a command shows its refusal (the desk's message line); called with "" on success."""


class DeskAction(StrEnum):
    """The desk's undoable actions; the value is the Backend method that does it."""

    REGISTER = "register"
    MARK_PAID = "mark_paid"
    CHECK_IN = "check_in"
    WITHDRAW = "withdraw"


#: The command's text (the Edit menu shows "Undo check in Anna Schmidt"), by action.
_ONE = {
    DeskAction.REGISTER: QT_TRANSLATE_NOOP("Undo", "register {name}"),
    DeskAction.MARK_PAID: QT_TRANSLATE_NOOP("Undo", "mark {name} paid"),
    DeskAction.CHECK_IN: QT_TRANSLATE_NOOP("Undo", "check in {name}"),
    DeskAction.WITHDRAW: QT_TRANSLATE_NOOP("Undo", "withdraw {name}"),
}
#: A batch's text, by action ("check in all paid" has its own).
_MANY = {
    DeskAction.REGISTER: QT_TRANSLATE_NOOP("Undo", "register {count} players"),
    DeskAction.MARK_PAID: QT_TRANSLATE_NOOP("Undo", "mark {count} players paid"),
    DeskAction.CHECK_IN: QT_TRANSLATE_NOOP("Undo", "check in {count} players"),
    DeskAction.WITHDRAW: QT_TRANSLATE_NOOP("Undo", "withdraw {count} players"),
}
ALL_PAID = QT_TRANSLATE_NOOP("Undo", "check in all paid ({count})")


def _tr(source: str) -> str:
    return QCoreApplication.translate("Undo", source)


class RegistrationCommand(QUndoCommand):
    """One desk action for one player; undo restores the player's state from before it.

    ``error`` holds the last refusal ("" if the last step worked); a refused step is also
    shown through ``report`` and on the status bar, and marks the command obsolete (the
    stack drops it; inside a batch it does nothing more).
    """

    def __init__(
        self, backend: Backend, bus: AppBus, report: Report, event_id: int, player_id: int,
        name: str, action: DeskAction, parent: QUndoCommand | None = None,
    ) -> None:
        super().__init__(_tr(_ONE[action]).format(name=name), parent)
        self.name = name
        self.backend = backend
        self.bus = bus
        self.report = report
        self.event_id = event_id
        self.player_id = player_id
        self.action = action
        self.error = ""
        self.before: RegistrationState | None = None
        self.after: RegistrationState | None = None

    def _state(self) -> RegistrationState | None:
        return self.backend.registration_state(EventId(self.event_id), PlayerId(self.player_id))

    def _step(self, call: Callable[[], Changes], done: str) -> bool:
        try:
            change = call()
        except ActionError as exc:
            self.error = error_text(exc)
            self.setObsolete(True)
            self.report(self.error)
            self.bus.status.emit(_tr("Not saved: {error}").format(error=self.error))
            return False
        self.error = ""
        self.report("")
        self.bus.publish(change, done.format(what=self.text()))
        return True

    def redo(self) -> None:
        if self.isObsolete():
            return
        method: Callable[[int, int], Changes] = getattr(self.backend, self.action.value)
        self.before = self._state()
        if self._step(lambda: method(self.event_id, self.player_id), _tr("Saved: {what}")):
            self.after = self._state()

    def undo(self) -> None:
        if self.isObsolete():
            return
        self._step(
            lambda: self.backend.put_registration_back(
                EventId(self.event_id), PlayerId(self.player_id), self.before, expected=self.after
            ),
            _tr("Undone: {what}"),
        )


#: Up to this many players a batch's status message names them all; more are counted.
NAMED_IN_A_BATCH = 8


def batch_text(commands: Sequence[RegistrationCommand]) -> str:
    """What a batch did, naming every player ("check in Ann Berg, Ben Hall, Cleo Diaz") or,
    past ``NAMED_IN_A_BATCH``, counting them ("check in 23 players")."""
    action = commands[0].action
    if len(commands) > NAMED_IN_A_BATCH:
        return _tr(_MANY[action]).format(count=len(commands))
    return _tr(_ONE[action]).format(name=", ".join(c.name for c in commands))


def push_desk_actions(
    stack: QUndoStack, commands: Sequence[RegistrationCommand], batch_title: str = ""
) -> str:
    """Run ``commands`` through ``stack``: one alone, several as one macro (one Ctrl+Z undoes
    them all). ``batch_title`` is the macro's translated title with a ``{count}`` field
    (default: "check in {count} players" and the like). Stops at the first refusal, keeping
    what was done before it (the title counts those, or names the one); returns that refusal
    ("" if none)."""
    if not commands:
        return ""
    if len(commands) == 1:
        stack.push(commands[0])
        return commands[0].error
    title = batch_title or _tr(_MANY[commands[0].action])
    stack.beginMacro(title.format(count=len(commands)))
    macro = stack.command(stack.index())  # the macro being filled sits at the current index
    error, done = "", 0
    for command in commands:
        stack.push(command)  # a refused command is dropped by the stack
        if command.error:
            error = command.error
            break
        done += 1
    macro.setText(commands[0].text() if done == 1 else title.format(count=done))
    stack.endMacro()
    if done > 1:  # each step told the status bar its own player: now say who they all were
        commands[0].bus.status.emit(_tr("Saved: {what}").format(what=batch_text(commands[:done])))
    if done == 0:  # nothing happened: take the empty macro off the stack again
        macro.setObsolete(True)
        stack.undo()  # an obsolete command is removed, not undone
    return error
