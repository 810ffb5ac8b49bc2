"""The round clock as the window keeps it: read from the services when it changed, counted on
locally every half second (``ClockTicker``), and said in the director's words (``clock_words``).

The ticker reads the round in play's clock (``Backend.round_clock_board``) when the event is
picked and when a change names a clock or a round (the desk's own, or another station's through
the change poll); between reads it counts with this computer's clock, moved by the difference
it saw to the database's clock at the read. Nothing is read every second.

A closed round's clock is over: its reading says ``closed`` (``RoundClockView.reading_at``, the
one answer every reader takes) and the ticker then shows no clock (``view`` is ``None``, the
status bar and the projector hide it; ``closed`` names the round for the menu's message).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.tables.round_clock import RoundClockBoard, RoundClockView
from sheepshead_scorer.tournament.round_clock import ClockPhase, ClockReading, clock_text
from sheepshead_scorer.ui.door.backend import ActionError, Backend
from sheepshead_scorer.ui.door.bus import AppBus

translate = QCoreApplication.translate

#: Milliseconds between two looks at the local clock (a second's change is shown within half a
#: second).
TICK_MS = 500


def phase_words(reading: ClockReading) -> str:
    """What the clock says besides its digits: "warning", "LAST HAND", "paused"…"""
    if reading.phase == ClockPhase.TIME_UP:
        return translate("RoundClock", "LAST HAND")
    if reading.phase == ClockPhase.PAUSED:
        return translate("RoundClock", "paused")
    if reading.phase == ClockPhase.NOT_STARTED:
        return translate("RoundClock", "not started")
    if reading.phase == ClockPhase.WARNING:
        return translate("RoundClock", "warning: {left} left").format(left=reading.digits)
    return ""


def clock_words(view: RoundClockView, reading: ClockReading) -> str:
    """The status bar's line: "Round 2 clock: 17:26", "Round 2 clock: 4:59 · warning…",
    "Round 2 clock: LAST HAND (1:10 over)", "Round 2 clock: 30:00 · not started"."""
    where = translate("RoundClock", "Round {round} clock").format(round=view.round)
    if reading.phase == ClockPhase.TIME_UP:
        return translate("RoundClock", "{where}: LAST HAND ({over} over)").format(
            where=where, over=clock_text(reading.over))
    extra = phase_words(reading)
    if reading.phase == ClockPhase.WARNING:
        extra = translate("RoundClock", "warning")
    return f"{where}: {reading.digits}" + (f" · {extra}" if extra else "")


class ClockTicker(QObject):
    """The round in play's clock of one event, counted on between reads; ``ticked`` every
    half second while an event is shown, ``loaded`` after each read."""

    ticked = Signal()
    loaded = Signal()

    def __init__(self, backend: Backend, bus: AppBus, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.backend = backend
        self.bus = bus
        self.event_id: EventId | None = None
        self.board: RoundClockBoard | None = None
        self.offset = 0  # the database's clock minus this computer's, at the last read
        self.loads = 0
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.ticked.emit)
        bus.changed.connect(self._on_changed)

    @property
    def view(self) -> RoundClockView | None:
        """The round in play's clock to show; ``None`` without one or once its round is
        closed (its reading says ``closed``: nothing runs, nothing is shown)."""
        clock = self.board.clock if self.board is not None else None
        if clock is None or clock.reading_at(self.now()).phase == ClockPhase.CLOSED:
            return None
        return clock

    @property
    def closed(self) -> RoundClockView | None:
        """The closed round's clock the board read (``None`` while its round is open)."""
        clock = self.board.clock if self.board is not None else None
        if clock is not None and clock.reading_at(self.now()).phase == ClockPhase.CLOSED:
            return clock
        return None

    def now(self) -> int:
        """The database's time now, as this computer counts it."""
        return int(time.time()) + self.offset

    def reading(self) -> ClockReading | None:
        view = self.view
        return view.reading_at(self.now()) if view is not None else None

    def set_event(self, event_id: int | None) -> None:
        self.event_id = EventId(event_id) if event_id is not None else None
        self.reload()

    def reload(self) -> None:
        """Read the round in play's clock again (``None`` without an event or round)."""
        self.loads += 1
        self.board = None
        if self.event_id is not None:
            try:
                self.board = self.backend.round_clock_board(self.event_id)
            except ActionError:
                self.board = None
        if self.board is not None:
            self.offset = self.board.clock.now - int(time.time())
        if self.view is not None:
            self.timer.start()
        else:
            self.timer.stop()
        self.loaded.emit()
        self.ticked.emit()

    def _on_changed(self, change: Changes, initiator: object = None) -> None:
        if self.event_id is not None and (change.clocks or change.rounds or change.events):
            self.reload()

    def stop(self) -> None:
        """Hear no more changes (the window or projector closes)."""
        self.timer.stop()
        self.bus.changed.disconnect(self._on_changed)
