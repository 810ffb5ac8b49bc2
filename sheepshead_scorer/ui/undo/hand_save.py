"""Enter on a new hand across a lost reply (issue 25 item 5).

The hand is sent with the number the screen gave it (``HandDoor.record_hand``, idempotent for
this station's own writes). When the connection drops while the hand is being committed, the
server may have stored it and lost only its answer. The window then says "may have been
saved — checking…", asks again by the hand's number (``HandDoor.saved_hand``, which writes
nothing) and says which it was:

* saved — the hand is shown on the sheet and the line cleared, as after any Enter;
* not saved — "press Enter again" (the line keeps what was typed);
* no answer after a few seconds — not known; the line is kept and Enter again is safe: a hand
  stored meanwhile is answered "already saved", never stored twice.

The check runs on the window's thread (the screen decides on the line when the command
returns); while it waits the status bar is repainted, keys are not taken.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop

from sheepshead_scorer.ids import TableId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.errors import ServiceError
from sheepshead_scorer.services.core.faults import ConnectionLostError, ReplyLostError
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.words.error_text import error_text

CHECK_WAITS = (0.25, 0.5, 1.0, 2.0)
"""Seconds before each check after a lost reply (under 4 s in all: the window waits)."""


class CheckedError(ServiceError):
    """The check's answer when the hand is not shown as saved: its message says whether it
    was saved (never a bare "not saved" prefix)."""

    says_whether_saved = True


def _tr(text: str) -> str:
    return QCoreApplication.translate("HandSave", text)


class HandSave:
    """One Enter's save of hand ``number`` at a table, checked after a lost reply; ``message``
    is what the status bar says once it is saved."""

    def __init__(self, backend: Backend, bus: AppBus, table_id: int,
                 outcome: dict[str, Any], number: int, label: str, last: int | None = None
                 ) -> None:
        self.backend, self.bus, self.last = backend, bus, last
        self.table_id, self.outcome, self.number, self.label = table_id, outcome, number, label
        self.checked = False

    def record(self) -> Changes:
        try:
            return self.backend.record_hand(
                TableId(self.table_id), self.outcome, expected_number=self.number,
                expected_last=self.last,
            )
        except ReplyLostError as lost:
            return self._check(lost)

    def message(self, change: Changes, saved: str) -> str:
        """The status line for ``change``: ``saved``, or what the check or the retry found."""
        if self.checked:
            return _tr("Checked: {what} was saved — the connection dropped before its answer "
                       "came back; it is stored once").format(what=self.label)
        if change.already_saved:
            return _tr("Already saved: {what} (stored before; not stored twice)").format(
                what=self.label)
        return saved

    def _check(self, lost: ReplyLostError) -> Changes:
        self.bus.status.emit(_tr("{what} may have been saved — checking… ({why})").format(
            what=self.label, why=error_text(lost)))
        last: ConnectionLostError = lost
        for wait in CHECK_WAITS:
            _wait(wait)
            try:
                found = self.backend.saved_hand(TableId(self.table_id), self.outcome, self.number)
            except ConnectionLostError as again:  # still no answer: ask again
                last = again
                continue
            if found is None:
                raise CheckedError(_tr(
                    "Checked: {what} was not saved (the connection dropped before it was "
                    "stored) — press Enter again to save it"
                ).format(what=self.label))
            self.checked = True
            return found
        raise CheckedError(_tr(
            "Whether {what} was saved is not known: the database still does not answer "
            "({why}). The line is kept: press Enter again when it is back — a hand already "
            "stored is answered 'already saved', never stored twice"
        ).format(what=self.label, why=error_text(last)))


def _wait(seconds: float) -> None:
    """Wait on the window's thread, repainting (the status says "checking…") but taking no
    keys: an Enter now would save the line a second time while it is being checked."""
    until = time.monotonic() + seconds
    while True:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        left = until - time.monotonic()
        if left <= 0:
            return
        time.sleep(min(left, 0.05))
