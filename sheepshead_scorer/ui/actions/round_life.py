"""Closing and reopening rounds and sessions from the window, asking first where it matters.

- **Close round** asks "Close round 2 of session 1?" and names every table still missing
  hands ("Tables 3 and 5 do not have all their hands yet"); Enter closes a complete round,
  Esc cancels (with tables missing hands the default is Cancel, "Close anyway" closes).
- **Close session** asks the same way ("Close session 1?"), naming the rounds whose tables
  are short of hands; a session with a round still open is refused naming it.
- **Reopen round** / **Reopen session** (Seating's buttons, Edit → Reopen round… / Reopen
  session…) reopen at once: nothing is lost, and Ctrl+Z closes it again.
- **Correcting a hand (F2) in a closed round** asks "Round 1 is closed. Reopen it to correct
  hand 3?" — Yes (Enter) reopens the round and opens the correction, No (Esc) leaves it.

Each change is one undo step (``ui/undo/undo_rounds.py``) carrying the version the screen showed;
the services audit it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QInputDialog, QMenu, QMessageBox, QWidget

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.services.door.reads import RoundRow, SessionRow
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.undo.undo_rounds import RoundLifeCommand, SessionLifeCommand
from sheepshead_scorer.ui.words.error_text import error_text, message_text

translate = QCoreApplication.translate


def round_label(row: RoundRow) -> str:
    """How a question and the undo menu name a round: "round 2 of session 1"."""
    return translate("RoundLife", "round {round} of session {session}").format(
        round=row.number, session=row.session_number
    )


def tables_words(numbers: list[int]) -> str:
    """ "table 3" / "tables 3, 5 and 6"."""
    if len(numbers) == 1:
        return translate("RoundLife", "table {n}").format(n=numbers[0])
    return translate("RoundLife", "tables {first} and {last}").format(
        first=", ".join(str(n) for n in numbers[:-1]), last=numbers[-1]
    )


def _round_short(row: RoundRow, short: dict[int, list[int]]) -> str:
    """ "round 2 is still open (tables 1 and 3 do not have all their hands yet)"."""
    tables = short.get(row.number, [])
    if not tables:
        return translate("RoundLife", "round {round} is still open").format(round=row.number)
    return translate(
        "RoundLife", "round {round} is still open ({tables} short of hands)"
    ).format(round=row.number, tables=tables_words(tables))


class RoundLife:
    """Close and reopen rounds and sessions of the window's events; ``message`` receives what
    happened or why it was refused (a screen's message line, the status bar)."""

    def __init__(
        self,
        backend: Backend,
        bus: AppBus,
        undo_stack: QUndoStack,
        parent: QWidget,
        message: Callable[[str], None],
    ) -> None:
        self.backend = backend
        self.bus = bus
        self.undo_stack = undo_stack
        self.parent = parent
        self.message = message

    # -- rounds --------------------------------------------------------------------------
    def close_round(self, row: RoundRow) -> bool:
        """Ask, then close the round (an undo step); ``True`` once it is closed."""
        try:
            missing = self.backend.incomplete_tables(row.id)
        except ActionError as exc:
            self.message(error_text(exc))
            return False
        if not self.ask_close(row, missing):
            self.message(translate("RoundLife", "Nothing closed."))
            return False
        return self._push(
            RoundLifeCommand(
                self.backend,
                self.bus,
                row.id,
                round_label(row),
                close=True,
                seen_version=row.version,
                allow_incomplete=bool(missing),
            )
        )

    def ask_close(self, row: RoundRow, missing: list[int]) -> bool:
        box = QMessageBox(self.parent)
        box.setObjectName("confirmCloseRound")
        box.setWindowTitle(translate("RoundLife", "Close round"))
        box.setText(translate("RoundLife", "Close {round}?").format(round=round_label(row)))
        if missing:
            box.setIcon(QMessageBox.Icon.Warning)
            box.setInformativeText(
                translate(
                    "RoundLife",
                    "{tables} do not have all their hands yet. Closed, the round takes no more "
                    "hands until it is reopened (Seating → Reopen round; Ctrl+Z).",
                ).format(tables=tables_words(missing).capitalize())
            )
            go = box.addButton(
                translate("RoundLife", "Close anyway"), QMessageBox.ButtonRole.AcceptRole
            )
        else:
            box.setIcon(QMessageBox.Icon.Question)
            box.setInformativeText(
                translate(
                    "RoundLife",
                    "Every table has all its hands. Closed, the round takes no more hands until it "
                    "is reopened (Seating → Reopen round; Ctrl+Z).",
                )
            )
            go = box.addButton(
                translate("RoundLife", "Close round"), QMessageBox.ButtonRole.AcceptRole
            )
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setEscapeButton(cancel)
        box.setDefaultButton(cancel if missing else go)
        box.exec()
        return box.clickedButton() is go

    def reopen_round(self, row: RoundRow) -> bool:
        """Reopen a closed round at once (an undo step)."""
        return self._push(
            RoundLifeCommand(
                self.backend,
                self.bus,
                row.id,
                round_label(row),
                close=False,
                seen_version=row.version,
            )
        )

    def offer_reopen(self, row: RoundRow, hand: int) -> bool:
        """F2 on a hand of a closed round: ask, and reopen the round on Yes."""
        box = QMessageBox(self.parent)
        box.setObjectName("offerReopenRound")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("RoundLife", "Round closed"))
        box.setText(
            translate(
                "RoundLife", "Round {round} is closed. Reopen it to correct hand {hand}?"
            ).format(round=row.number, hand=hand)
        )
        box.setInformativeText(
            translate(
                "RoundLife",
                "Reopening is recorded in the audit log; close the round again on Seating when the "
                "corrections are done (Ctrl+Z closes it again at once).",
            )
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        if box.exec() != QMessageBox.StandardButton.Yes:
            self.message(
                translate("RoundLife", "Round {round} stays closed; nothing was changed.").format(
                    round=row.number
                )
            )
            return False
        return self.reopen_round(row)

    # -- sessions ------------------------------------------------------------------------
    def close_session(self, event_id: EventId, row: SessionRow) -> bool:
        """Ask as Close round does (Enter closes, Esc cancels; Cancel is the default when a
        table of the session is short of hands), then close the session (an undo step). A
        session with a round still open is refused naming the round and its short tables."""
        try:
            rounds = [r for r in self.backend.rounds(event_id) if r.session_number == row.number]
            short = {r.number: self.backend.incomplete_tables(r.id) for r in rounds}
            others_open = any(
                s.status != "closed" and s.number != row.number
                for s in self.backend.sessions(event_id)
            )
        except ActionError as exc:
            self.message(error_text(exc))
            return False
        still_open = [r for r in rounds if r.status != "closed"]
        if still_open:
            self.message(translate(
                "RoundLife",
                "Session {n} cannot close yet: {rounds}. Close its rounds first (Close round).",
            ).format(n=row.number, rounds="; ".join(_round_short(r, short) for r in still_open)))
            return False
        missing = {number: tables for number, tables in short.items() if tables}
        if not self.ask_close_session(row, missing, last=not others_open):
            self.message(translate("RoundLife", "Nothing closed."))
            return False
        if not self._push(SessionLifeCommand(
            self.backend, self.bus, event_id, row.number, row.id,
            translate("RoundLife", "session {n}").format(n=row.number),
            close=True, seen_version=row.version,
        )):
            return False
        phase = self.backend.event_phase(event_id)
        self.message(
            translate("SeatingScreen", "Closed session {n}. The standings are final.").format(
                n=row.number
            ) if phase.final else
            translate("SeatingScreen", "Closed session {n}. Standings: {status}.").format(
                n=row.number, status=message_text(phase.status())
            )
        )
        return True

    def ask_close_session(
        self, row: SessionRow, missing: dict[int, list[int]], *, last: bool
    ) -> bool:
        box = QMessageBox(self.parent)
        box.setObjectName("confirmCloseSession")
        box.setWindowTitle(translate("RoundLife", "Close session"))
        box.setText(translate("RoundLife", "Close session {n}?").format(n=row.number))
        after = (
            translate("RoundLife", "It is the last open session: closed, the standings, the "
                      "prizes and every printout are final.")
            if last else
            translate("RoundLife", "Closed, the session takes no more results.")
        ) + " " + translate("RoundLife", "(Seating → Reopen session; Ctrl+Z.)")
        if missing:
            box.setIcon(QMessageBox.Icon.Warning)
            short = "; ".join(
                translate("RoundLife", "round {round}: {tables}").format(
                    round=number, tables=tables_words(tables)
                ) for number, tables in missing.items()
            )
            box.setInformativeText(translate(
                "RoundLife", "Not every table has all its hands ({short}). {after}"
            ).format(short=short, after=after))
            go = box.addButton(
                translate("RoundLife", "Close anyway"), QMessageBox.ButtonRole.AcceptRole
            )
        else:
            box.setIcon(QMessageBox.Icon.Question)
            box.setInformativeText(translate(
                "RoundLife", "Every round is closed with all its hands. {after}"
            ).format(after=after))
            go = box.addButton(
                translate("RoundLife", "Close session"), QMessageBox.ButtonRole.AcceptRole
            )
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setEscapeButton(cancel)
        box.setDefaultButton(cancel if missing else go)
        box.exec()
        return box.clickedButton() is go

    def reopen_session(self, event_id: EventId, row: SessionRow) -> bool:
        return self._push(
            SessionLifeCommand(
                self.backend,
                self.bus,
                event_id,
                row.number,
                row.id,
                translate("RoundLife", "session {n}").format(n=row.number),
                close=False,
                seen_version=row.version,
            )
        )

    def _push(self, command: RoundLifeCommand | SessionLifeCommand) -> bool:
        self.undo_stack.push(command)
        if command.error:
            self.message(command.error)
            return False
        done = (
            translate("RoundLife", "Closed {what}.")
            if command.close
            else translate(
                "RoundLife",
                "Reopened {what}: it takes hands and corrections again (Ctrl+Z closes it again).",
            )
        )
        self.message(done.format(what=command.label))
        return True


class RoundMenu(QObject):
    """Edit → Reopen round… and Reopen session…: pick one of the event's closed rounds
    (sessions) — the one the screen shows is offered first — and Enter reopens it. A child of
    the window (``life.parent``), so it lives as long as the menu."""

    def __init__(
        self,
        life: RoundLife,
        event_id: Callable[[], int | None],
        shown_round: Callable[[], int | None],
    ) -> None:
        super().__init__(life.parent)
        self.life = life
        self.event_id = event_id
        self.shown_round = shown_round

    def install(self, menu: QMenu) -> None:
        menu.addSeparator()
        reopen = menu.addAction(translate("RoundLife", "Reopen r&ound…"))
        reopen.setObjectName("reopenRoundAction")
        reopen.triggered.connect(self.reopen_round)
        session = menu.addAction(translate("RoundLife", "Reopen &session…"))
        session.setObjectName("reopenSessionAction")
        session.triggered.connect(self.reopen_session)

    def reopen_round(self) -> None:
        event_id = self.event_id()
        if event_id is None:
            self.life.message(translate("RoundLife", "Pick an event first."))
            return
        closed = [r for r in self.life.backend.rounds(EventId(event_id)) if r.status == "closed"]
        if not closed:
            self.life.message(translate("RoundLife", "No round of this event is closed."))
            return
        shown = self.shown_round()
        first = next((i for i, r in enumerate(closed) if r.id == shown), len(closed) - 1)
        labels = [round_label(r).capitalize() for r in closed]
        picked, ok = QInputDialog.getItem(
            self.life.parent,
            translate("RoundLife", "Reopen round"),
            translate("RoundLife", "Reopen which round?"),
            labels,
            first,
            False,
        )
        if ok and picked in labels:
            self.life.reopen_round(closed[labels.index(picked)])

    def reopen_session(self) -> None:
        event_id = self.event_id()
        if event_id is None:
            self.life.message(translate("RoundLife", "Pick an event first."))
            return
        closed = [s for s in self.life.backend.sessions(EventId(event_id)) if s.status == "closed"]
        if not closed:
            self.life.message(translate("RoundLife", "No session of this event is closed."))
            return
        labels = [translate("RoundLife", "Session {n}").format(n=s.number) for s in closed]
        picked, ok = QInputDialog.getItem(
            self.life.parent,
            translate("RoundLife", "Reopen session"),
            translate("RoundLife", "Reopen which session?"),
            labels,
            len(labels) - 1,
            False,
        )
        if ok and picked in labels:
            self.life.reopen_session(EventId(event_id), closed[labels.index(picked)])
