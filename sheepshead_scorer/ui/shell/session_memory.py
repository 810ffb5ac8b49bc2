"""Where the director was, kept on every screen switch, and a word after a crash.

``SessionMemory`` writes the screen shown and the event picked into the settings each time
either changes (``session/screen``, ``session/event``) and marks the run as going
(``session/running``); a clean quit clears the mark. When the app starts and the mark is still
set, the last run was killed (kill -9, a power cut, a crash): :func:`resume` then says so —
"The app was not closed properly last time; everything up to hand 7 at table 3 (session 1,
round 2) was saved." — and reopens on that screen and event. A clean start reopens there too,
without the message (docs/ui.md, "After a crash").

A second copy of the app on the same file (:func:`begin_run`) says "this file is open in
another copy of Sheepshead Scorer" instead, and leaves the mark alone: the mark is the first
copy's, so neither a false crash message nor a quit that clears it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.words.error_text import message_text

if TYPE_CHECKING:
    from sheepshead_scorer.ui.shell.main_window import MainWindow

log = logging.getLogger(__name__)

_SCREEN, _EVENT, _RUNNING = "session/screen", "session/event", "session/running"


class SessionMemory:
    """The screen and event last shown, and whether the last run ended cleanly."""

    def __init__(self, settings: AppSettings) -> None:
        self._q = settings.qsettings
        # the last run as it was when this memory was made (before a new window records
        # its own first screen): what resume() goes back to
        self.last_screen, self.last_event_id = self.screen, self.event_id
        self.crashed = self.crashed_last_time()

    def remember(self, screen: str, event_id: EventId | None) -> None:
        self._q.setValue(_SCREEN, screen)
        self._q.setValue(_EVENT, "" if event_id is None else str(event_id))
        self._q.sync()  # on disk at once: a kill -9 a second later must not lose it

    @property
    def screen(self) -> str:
        return str(self._q.value(_SCREEN, "") or "")

    @property
    def event_id(self) -> EventId | None:
        value = str(self._q.value(_EVENT, "") or "")
        return EventId(int(value)) if value.isdigit() else None

    def crashed_last_time(self) -> bool:
        """The last run started and never ended cleanly."""
        return str(self._q.value(_RUNNING, "false")).lower() == "true"

    def start_run(self) -> None:
        self._q.setValue(_RUNNING, "true")
        self._q.sync()

    def end_run(self) -> None:
        self._q.setValue(_RUNNING, "false")
        self._q.sync()


def crash_message(backend: Backend, event_id: EventId | None) -> str:
    """What was safe: "everything up to hand 7 at table 3 (session 1, round 2) was saved"."""
    last = None
    if event_id is not None:
        try:
            last = backend.last_hand(event_id)
        except ActionError:
            log.warning("could not read the last hand of event %s", event_id, exc_info=True)
    if last is None:
        return QCoreApplication.translate(
            "SessionMemory", "The app was not closed properly last time. Everything entered "
            "was saved (no hand had been entered in this event yet)."
        )
    return QCoreApplication.translate(
        "SessionMemory",
        "The app was not closed properly last time; everything up to hand {hand} at table "
        "{table} (session {session}, round {round}) was saved. It opens where you were.",
    ).format(hand=last.number, table=last.table, session=last.session, round=last.round)


def resume(window: MainWindow, memory: SessionMemory, backend: Backend) -> QMessageBox | None:
    """Reopen on the screen and event of the last run; after a crash, say what was saved
    (a message box, Enter closes it; returned so a caller can wait on it)."""
    crashed = memory.crashed
    event_id, screen = memory.last_event_id, memory.last_screen
    if event_id is not None:
        window.reload_events(select=event_id)
    if screen in window.pages:
        window.show_screen(screen)
    memory.start_run()
    if not crashed:
        return None
    box = QMessageBox(
        QMessageBox.Icon.Information,
        QCoreApplication.translate("SessionMemory", "Sheepshead Scorer"),
        crash_message(backend, event_id), QMessageBox.StandardButton.Ok, window,
    )
    box.setObjectName("crashMessage")
    box.open()
    return box


def begin_run(
    window: MainWindow, memory: SessionMemory, backend: Backend,
    on_quit: Callable[[Callable[[], None]], object],
) -> QMessageBox | None:
    """Start the window's run: :func:`resume` and mark the run (``on_quit`` gets the clean
    end, e.g. ``app.aboutToQuit.connect``) — or, when another copy of the window has this
    file open, say so and touch neither the crash mark nor its message."""
    others = backend.other_windows()
    if not others:
        box = resume(window, memory, backend)
        # a closure, not the bound method: a connection keeps a bound method's object only
        # weakly, and nothing else keeps ``memory`` once the start is done (the mark stayed
        # set after every clean quit: "not closed properly" at each start)
        on_quit(lambda: memory.end_run())
        return box
    translate = QCoreApplication.translate
    box = QMessageBox(
        QMessageBox.Icon.Information, translate("SessionMemory", "Sheepshead Scorer"),
        translate("SessionMemory", "This file is open in another copy of Sheepshead Scorer."),
        QMessageBox.StandardButton.Ok, window,
    )
    box.setInformativeText(
        translate("SessionMemory", "{who}. Both copies can enter results (each is a station of its "
           "own); to work in one window, close this one.").format(
            who="; ".join(message_text(text) for text in others))
    )
    box.setObjectName("secondCopy")
    box.open()
    return box
