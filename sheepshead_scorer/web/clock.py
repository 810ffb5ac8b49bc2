"""The round clock on the phones: what the pages carry so the browser counts on by itself
(``static/clock.js``), and its German is in ``words_clock.py``.

A page is sent the clock's phase, the seconds left and the server's instant they were read at
(``at``, the database's clock); the browser counts down from there with its own clock moved
by the difference it saw when the page loaded, and takes the new values each time the live
part is pushed (a clock change at the desk moves the event's live part and the table's
fingerprint, as a hand does). A paused or not started clock stands still.
"""

from __future__ import annotations

from dataclasses import dataclass

from sheepshead_scorer.ids import RoundId
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.tables.round_clock import RoundClockView
from sheepshead_scorer.tournament.round_clock import ClockPhase
from sheepshead_scorer.web.reads import EventView


@dataclass(frozen=True)
class PhoneClock:
    """A round's clock as a page carries it (``_clock.html``)."""

    round: int
    phase: str  # ``ClockPhase``'s value
    left: int  # seconds left at ``at`` (negative: over time)
    at: int  # the server's seconds since 1970 when it was read
    warning: int  # seconds before the end the warning starts
    digits: str  # the time left as first shown
    over: str  # the time over as first shown ("" while time is left)


def phone_clock(view: RoundClockView | None) -> PhoneClock | None:
    """The clock as a page carries it; ``None`` (no clock shown) once its round is closed:
    the reading says so, as it does for the desk's status bar and the projector."""
    if view is None:
        return None
    reading = view.reading
    if reading.phase == ClockPhase.CLOSED:
        return None
    over = reading.over
    return PhoneClock(view.round, reading.phase.value, reading.left, view.now, reading.warning,
                      reading.digits, f"{over // 60}:{over % 60:02d}" if over else "")


def event_clock(services: Services, view: EventView) -> PhoneClock | None:
    """The clock of the event's round in play (none once its round is closed: its reading)."""
    if view.current is None:
        return None
    return phone_clock(services.round_clock(RoundId(view.current.id)))
