"""The round clock's arithmetic, in whole seconds, at an instant the caller passes.

A round's clock has a length (``minutes``), a warning before the end (``warning_minutes``),
and what happened to it: when it was started, paused (``paused_at`` while it is paused), how
long it stood paused before (``paused_seconds``) and what the director added or took off
(``added_seconds``). Instants are whole seconds since 1970 (UTC); nothing here reads a clock:
the services pass the database's ``now``, the window and the phones their own ``now`` moved by
the difference they saw between their clock and the database's.

Time left at ``now`` (``RoundClock``'s docstring in ``store/models_event.py``)::

    left = minutes × 60 + added_seconds − elapsed
    elapsed = (paused_at if paused else now) − started_at − paused_seconds

``left`` below zero is the time over; the phase is then ``time_up``: "last hand" is called
(the hand being played is finished, none is started after it).

A **closed** round's clock is over: ``reading(now, closed=True)`` is ``closed`` whatever the
state says, and every reader (the status bar, the projector, the phones) shows no running
time then. Closing stores nothing in the clock: its time keeps counting while the round is
closed, so a round reopened to correct a hand shows its clock as the wall's time says (more
over time, or the same time left if it was paused).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament.errors import TournamentError

#: The longest round a clock takes (ten hours).
MAX_MINUTES = 600

#: The default length a hand is given when a round has no earlier clock to copy: German Fest's
#: mini-tournaments play "15 hands a round, a round every half hour" (rules-sources README,
#: "Tournament practice"), two minutes a hand. The director changes it when starting.
MINUTES_PER_HAND = 2

#: The default warning before the end (at most half the round).
WARNING_MINUTES = 5


class ClockPhase(StrEnum):
    """Where a round's clock stands."""

    NOT_STARTED = "not_started"
    RUNNING = "running"
    WARNING = "warning"  # running, the warning time or less left
    PAUSED = "paused"
    TIME_UP = "time_up"  # no time left: "last hand"
    CLOSED = "closed"  # the round is closed: its clock is over, nothing is shown running


def default_minutes(hands: int) -> int:
    """A round's length when nothing earlier says otherwise: ``MINUTES_PER_HAND`` a hand
    (15 hands: 30 minutes), within 1 and ``MAX_MINUTES``."""
    return min(max(hands * MINUTES_PER_HAND, 1), MAX_MINUTES)


def most_warning(minutes: int) -> int:
    """The longest warning a round of ``minutes`` takes: half the round, in whole minutes
    (a 3-minute round: 1 minute; a 1-minute round: none)."""
    return max(minutes, 0) // 2


def default_warning(minutes: int) -> int:
    """The warning before the end: ``WARNING_MINUTES``, at most half the round."""
    return min(WARNING_MINUTES, most_warning(minutes))


def length_problem(minutes: int, warning_minutes: int) -> Text | None:
    """What is wrong with a round length and warning, in the director's words (``None``:
    nothing). The one rule the dialog, the services and ``ClockState`` keep: a round of 1 to
    ``MAX_MINUTES`` minutes, a warning of 0 (none) to half the round."""
    if not 1 <= minutes <= MAX_MINUTES:
        return Text("The round's length must be 1 to {most} minutes.", most=MAX_MINUTES)
    most = most_warning(minutes)
    if not 0 <= warning_minutes <= most:
        if most == 0:
            return Text("A {minutes}-minute round takes no warning: set the warning to 0 "
                        "(no warning) or make the round at least 2 minutes long.",
                        minutes=minutes)
        return Text("The warning can be at most half the round: 0 (no warning) to {most} "
                    "minutes for a {minutes}-minute round.", most=most, minutes=minutes)
    return None


def clock_text(seconds: int) -> str:
    """Digits for a wall: ``"25:00"``, ``"0:07"``, ``"1:05:00"`` (a negative ``seconds``
    is written without its sign: the caller says "over")."""
    seconds = abs(seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


@dataclass(frozen=True)
class ClockReading:
    """A clock read at one instant: its phase and the seconds left (negative: over)."""

    phase: ClockPhase
    left: int
    length: int  # seconds, with what was added or taken off
    warning: int  # seconds before the end the warning starts

    @property
    def over(self) -> int:
        """Seconds past the end (0 while time is left)."""
        return max(0, -self.left)

    @property
    def running(self) -> bool:
        """The clock moves (started and not paused; also past the end)."""
        return self.phase in (ClockPhase.RUNNING, ClockPhase.WARNING, ClockPhase.TIME_UP)

    @property
    def digits(self) -> str:
        """The time left as a wall shows it (``"0:00"`` once time is up)."""
        return clock_text(max(self.left, 0))


def _refuse(field: str, value: object, allowed: str | Text, fix: str | Text = "") -> None:
    raise TournamentError(field, value, allowed, fix)


@dataclass(frozen=True)
class ClockState:
    """A round's clock as stored; every change returns a new state."""

    minutes: int
    warning_minutes: int = WARNING_MINUTES
    started_at: int | None = None
    paused_at: int | None = None
    paused_seconds: int = 0
    added_seconds: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.minutes <= MAX_MINUTES:
            _refuse("minutes", self.minutes,
                    Text("a round length of 1 to {most} minutes", most=MAX_MINUTES))
        if not 0 <= self.warning_minutes <= most_warning(self.minutes):
            _refuse("warning_minutes", self.warning_minutes,
                    Text("0 (no warning) to {most} minutes, at most half the round",
                         most=most_warning(self.minutes)))
        if self.paused_at is not None and self.started_at is None:
            _refuse("paused_at", self.paused_at, Text("empty while the clock is not started"))
        if self.paused_seconds < 0:
            _refuse("paused_seconds", self.paused_seconds, Text("0 or more seconds"))
        if self.minutes * 60 + self.added_seconds < 0:
            _refuse("added_seconds", self.added_seconds,
                    Text("no more taken off than the round's length"))

    # -- reading -------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.started_at is not None

    @property
    def paused(self) -> bool:
        return self.paused_at is not None

    @property
    def length(self) -> int:
        """The round's seconds with what was added or taken off."""
        return self.minutes * 60 + self.added_seconds

    def elapsed(self, now: int) -> int:
        """Seconds the clock has run by ``now`` (pauses left out; never below 0: a station
        whose clock is behind the one that started it reads the full length)."""
        if self.started_at is None:
            return 0
        until = self.paused_at if self.paused_at is not None else now
        return max(until - self.started_at - self.paused_seconds, 0)

    def left(self, now: int) -> int:
        """Seconds left at ``now`` (negative: over time)."""
        return self.length - self.elapsed(now)

    def reading(self, now: int, *, closed: bool = False) -> ClockReading:
        """The clock at ``now``; ``closed``: its round is closed, the clock is over (the
        phase ``closed`` whatever it stood at: no time is shown running)."""
        left = self.left(now)
        warning = self.warning_minutes * 60
        if closed:
            phase = ClockPhase.CLOSED
        elif not self.started:
            phase = ClockPhase.NOT_STARTED
        elif self.paused:
            phase = ClockPhase.PAUSED
        elif left <= 0:
            phase = ClockPhase.TIME_UP
        elif left <= warning:
            phase = ClockPhase.WARNING
        else:
            phase = ClockPhase.RUNNING
        return ClockReading(phase, left, self.length, warning)

    # -- changes -------------------------------------------------------------------------
    def start(self, now: int) -> ClockState:
        """Started at ``now`` with the full length (a reset clock starts afresh)."""
        if self.started:
            _refuse("started_at", self.started_at, Text("a clock not started yet"),
                    Text("reset the clock first to start it again"))
        return replace(self, started_at=now, paused_at=None, paused_seconds=0)

    def pause(self, now: int) -> ClockState:
        if not self.started or self.paused:
            _refuse("paused_at", self.paused_at, Text("a running clock"))
        return replace(self, paused_at=max(now, self._floor()))

    def resume(self, now: int) -> ClockState:
        """Running again: the pause's seconds are added to ``paused_seconds``."""
        if self.paused_at is None:
            _refuse("paused_at", self.paused_at, Text("a paused clock"))
            raise AssertionError  # unreachable: for the type checker
        stood = max(now - self.paused_at, 0)
        return replace(self, paused_at=None, paused_seconds=self.paused_seconds + stood)

    def add(self, seconds: int, now: int) -> ClockState:
        """``seconds`` more (fewer when negative) on the clock; refused when it would leave
        less than no time (``most_off`` says how much may be taken off)."""
        if seconds < 0 and -seconds > self.most_off(now):
            _refuse("seconds", seconds,
                    Text("at most {most} taken off (the time left)",
                         most=clock_text(self.most_off(now))))
        return replace(self, added_seconds=self.added_seconds + seconds)

    def most_off(self, now: int) -> int:
        """The most seconds that can be taken off at ``now``: the time left (none once time
        is up), and never the whole length of a clock not started."""
        if not self.started:
            return self.length - 60
        return max(self.left(now), 0)

    def reset(self) -> ClockState:
        """Back to not started, its length as set (what was added is dropped)."""
        return replace(self, started_at=None, paused_at=None, paused_seconds=0,
                       added_seconds=0)

    def with_length(self, minutes: int, warning_minutes: int) -> ClockState:
        """Another length and warning; a started clock keeps its elapsed time."""
        return replace(self, minutes=minutes, warning_minutes=warning_minutes)

    def _floor(self) -> int:
        return self.started_at if self.started_at is not None else 0
