"""The round clock kept with the round: set its length, start, pause, resume, add or take off
minutes, reset; and read it (issue 29).

Every action is one transaction that takes the version of the clock the director saw
(``expected_version``; 0: "I saw no clock yet", ``None`` skips the check as a script that just
read it does): a second station's Pause over a Resume it did not see is refused, naming the
station and the time. Every action is audited (entity ``round_clock``, named by its round's
id, as ``Changes.clocks`` is) so the change feed carries it to the other stations' windows and
to the phones.

A closed round's clock is over: the view carries ``closed`` (its round's status) and its
reading says ``closed``, the one answer the status bar, the projector and the phones show
(nothing running); its changes are refused until the round is reopened. Closing stores nothing
in the clock, so a reopened round's clock reads as the time since says.

The instant is the **database's** clock (``database_now``): stations on several computers
sharing a PostgreSQL server agree on the time left even if their own clocks differ. A reader
counts on from there with its own clock (``RoundClockView.now`` says when it was read).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from sqlalchemy import BigInteger, cast, func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import (
    InvalidInputError,
    TournamentRuleError,
    WrongStateError,
)
from sheepshead_scorer.services.core.lookup import check_version, get
from sheepshead_scorer.services.core.status_text import round_state
from sheepshead_scorer.store.models import EventSession, Round, RoundClock, RoundStatus
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import TournamentError
from sheepshead_scorer.tournament.round_clock import (
    ClockPhase,
    ClockReading,
    ClockState,
    clock_text,
    default_minutes,
    default_warning,
    length_problem,
    most_warning,
)

if TYPE_CHECKING:  # the statistics room is above this one: only the type
    from sheepshead_scorer.services.statistics.event_statistics import RoundProgress

ENTITY = "round_clock"


@dataclass(frozen=True)
class RoundClockView:
    """A round's clock as read at ``now`` (the database's seconds since 1970): ``version`` 0
    when none is stored yet (``state`` is then the length the director would start with)."""

    round_id: int
    event_id: int
    session: int
    round: int
    state: ClockState
    now: int
    version: int = 0
    changed_station: str = ""
    closed: bool = False  # the round is closed: its clock is over

    @property
    def reading(self) -> ClockReading:
        return self.state.reading(self.now, closed=self.closed)

    def reading_at(self, now: int) -> ClockReading:
        """The clock at ``now`` (every reader's one answer: ``closed`` for a closed round)."""
        return self.state.reading(now, closed=self.closed)


@dataclass(frozen=True)
class RoundClockBoard:
    """The round in play's clock with each table's hands (``round_progress``): what the
    projector shows."""

    clock: RoundClockView
    progress: RoundProgress


def database_now(session: Session) -> int:
    """The database server's clock, whole seconds since 1970 (SQLite: this computer's)."""
    if session.get_bind().dialect.name == "postgresql":
        value = session.scalar(select(cast(func.floor(
            func.extract("epoch", func.clock_timestamp())), BigInteger)))
    else:
        value = session.scalar(select(cast(func.strftime("%s", "now"), BigInteger)))
    return int(value or 0)


def _seconds(at: datetime | None) -> int | None:
    return None if at is None else int(at.timestamp())


def _instant(seconds: int | None) -> datetime | None:
    return None if seconds is None else datetime.fromtimestamp(seconds, UTC)


def _state(row: RoundClock) -> ClockState:
    """The stored clock (a warning kept under the older rule, less than the length, is read
    as at most half the round)."""
    return ClockState(
        minutes=row.minutes, warning_minutes=min(row.warning_minutes, most_warning(row.minutes)),
        started_at=_seconds(row.started_at), paused_at=_seconds(row.paused_at),
        paused_seconds=row.paused_seconds, added_seconds=row.added_seconds,
    )


def _store(row: RoundClock, state: ClockState) -> None:
    row.minutes, row.warning_minutes = state.minutes, state.warning_minutes
    row.started_at, row.paused_at = _instant(state.started_at), _instant(state.paused_at)
    row.paused_seconds, row.added_seconds = state.paused_seconds, state.added_seconds


def _find(session: Session, round_id: int) -> RoundClock | None:
    return session.scalar(select(RoundClock).where(RoundClock.round_id == round_id))


def _default(session: Session, rnd: Round) -> ClockState:
    """The length a round's clock starts with: the event's latest earlier round's clock,
    else two minutes a hand (``round_clock.default_minutes``)."""
    this = select(EventSession.number).where(EventSession.id == rnd.session_id).scalar_subquery()
    earlier = session.execute(
        select(RoundClock.minutes, RoundClock.warning_minutes)
        .join(Round, Round.id == RoundClock.round_id)
        .join(EventSession, EventSession.id == Round.session_id)
        .where(Round.event_id == rnd.event_id, Round.id != rnd.id,
               (EventSession.number < this)
               | ((EventSession.number == this) & (Round.number < rnd.number)))
        .order_by(EventSession.number.desc(), Round.number.desc())
        .limit(1)
    ).first()
    if earlier is not None:
        return ClockState(minutes=earlier[0],
                          warning_minutes=min(earlier[1], most_warning(earlier[0])))
    minutes = default_minutes(rnd.hands)
    return ClockState(minutes=minutes, warning_minutes=default_warning(minutes))


def _view(session: Session, rnd: Round, row: RoundClock | None, now: int) -> RoundClockView:
    number = session.scalar(select(EventSession.number).where(EventSession.id == rnd.session_id))
    state = _state(row) if row is not None else _default(session, rnd)
    return RoundClockView(
        round_id=rnd.id, event_id=rnd.event_id, session=int(number or 0), round=rnd.number,
        state=state, now=now, version=row.version if row is not None else 0,
        changed_station=row.changed_station if row is not None else "",
        closed=rnd.status == RoundStatus.CLOSED,
    )


def clock_in(session: Session, round_id: int) -> RoundClockView:
    """A round's clock read inside another read's transaction (the table's sheet)."""
    rnd = get(session, Round, round_id, "round")
    return _view(session, rnd, _find(session, round_id), database_now(session))


def read_clock(ctx: Context, round_id: int) -> RoundClockView:
    """A round's clock now (its default length if none was set yet)."""
    with transaction(ctx) as session:
        return clock_in(session, round_id)


def _what(rnd: Round, session: Session) -> Text:
    number = session.scalar(select(EventSession.number).where(EventSession.id == rnd.session_id))
    return Text("the clock of round {round} of session {session}",
                round=rnd.number, session=number)


def _change(
    ctx: Context, round_id: int, expected_version: int | None, action: str,
    step: Callable[[Session, Round, ClockState, int], ClockState],
) -> Changes:
    """Load the round's clock (its default if none), check the version the director saw,
    apply ``step`` at the database's now, store and audit it: one transaction."""
    with transaction(ctx) as session:
        rnd = get(session, Round, round_id, "round")
        row = _find(session, round_id)
        what = _what(rnd, session)
        if rnd.status == RoundStatus.CLOSED:
            raise WrongStateError(Text(
                "round {round} is closed: its clock is over. Reopen the round on Seating to "
                "change its clock", round=rnd.number))
        if row is not None:
            check_version(row, expected_version, what, Text("look at the clock again"))
        elif expected_version not in (None, 0):
            raise WrongStateError(Text(
                "{what} was reset meanwhile; look at the clock again", what=what))
        now = database_now(session)
        before = _state(row) if row is not None else _default(session, rnd)
        try:
            after = step(session, rnd, before, now)
        except TournamentError as exc:  # the core's own words: field, value, what is allowed
            raise InvalidInputError(exc.field, exc.value, exc.allowed_text, exc.fix) from exc
        snapshot = audit.snapshot(row) if row is not None else None
        old_version = row.version if row is not None else 0
        if row is None:
            row = RoundClock(round_id=round_id, minutes=after.minutes,
                             warning_minutes=after.warning_minutes)
            session.add(row)
        _store(row, after)
        audit.stamp(row, ctx)
        session.flush()
        audit.record(session, ctx, entity=ENTITY, entity_id=round_id, action=action,
                     before=snapshot, after=audit.snapshot(row))
        return Changes(clocks=(round_id,), versions=((ENTITY, round_id, old_version,
                                                      row.version),))


def _checked_length(minutes: int, warning_minutes: int) -> None:
    """The core's one rule (``length_problem``): 1 to ``MAX_MINUTES`` minutes, a warning of
    at most half the round; refused in the director's words."""
    problem = length_problem(minutes, warning_minutes)
    if problem is not None:
        raise TournamentRuleError(problem)


def set_clock(
    ctx: Context, round_id: int, *, minutes: int, warning_minutes: int,
    expected_version: int | None,
) -> Changes:
    """A round's length and warning (a running clock keeps the time it has run; a length
    shorter than that is refused, as it would leave less than no time)."""
    _checked_length(minutes, warning_minutes)

    def step(session: Session, rnd: Round, state: ClockState, now: int) -> ClockState:
        new = state.with_length(minutes, warning_minutes)
        if state.started and new.left(now) < 0:
            raise WrongStateError(Text(
                "{what} has run {run} already: a length of {minutes} minutes would leave less "
                "than no time. Give at least {least} minutes, or let time run out",
                what=_what(rnd, session), run=clock_text(state.elapsed(now)), minutes=minutes,
                least=-(-(state.elapsed(now) - state.added_seconds) // 60)))
        return new

    return _change(ctx, round_id, expected_version, "set", step)


def start_clock(
    ctx: Context, round_id: int, *, minutes: int | None = None,
    warning_minutes: int | None = None, expected_version: int | None,
) -> Changes:
    """Start a published round's clock, with ``minutes`` (the default: the event's previous
    round's length, else two minutes a hand) and ``warning_minutes``."""

    def step(session: Session, rnd: Round, state: ClockState, now: int) -> ClockState:
        if rnd.status != RoundStatus.PUBLISHED:
            raise WrongStateError(Text(
                "round {round} is {status}: only a published round's clock can be started",
                round=rnd.number, status=round_state(rnd.status)))
        if state.started:
            raise WrongStateError(Text(
                "{what} is already running; pause it, add minutes, or reset it to start again",
                what=_what(rnd, session)))
        length = minutes if minutes is not None else state.minutes
        warning = (warning_minutes if warning_minutes is not None
                   else min(state.warning_minutes, default_warning(length)))
        _checked_length(length, warning)
        return state.with_length(length, warning).start(now)

    return _change(ctx, round_id, expected_version, "start", step)


def pause_clock(ctx: Context, round_id: int, *, expected_version: int | None) -> Changes:
    def step(session: Session, rnd: Round, state: ClockState, now: int) -> ClockState:
        if state.reading(now).phase in (ClockPhase.NOT_STARTED, ClockPhase.PAUSED):
            raise WrongStateError(Text("{what} is not running: nothing to pause",
                                       what=_what(rnd, session)))
        return state.pause(now)

    return _change(ctx, round_id, expected_version, "pause", step)


def resume_clock(ctx: Context, round_id: int, *, expected_version: int | None) -> Changes:
    def step(session: Session, rnd: Round, state: ClockState, now: int) -> ClockState:
        if not state.paused:
            raise WrongStateError(Text("{what} is not paused: nothing to resume",
                                       what=_what(rnd, session)))
        return state.resume(now)

    return _change(ctx, round_id, expected_version, "resume", step)


def add_minutes(
    ctx: Context, round_id: int, minutes: int, *, expected_version: int | None
) -> Changes:
    """``minutes`` more on the clock (negative: taken off, to correct a mistake); never so
    many off that less than no time would be left — that is refused, saying how many may go."""
    if minutes == 0:
        raise InvalidInputError("minutes", minutes, Text(
            "a number of minutes other than 0 (negative to take minutes off)"))

    def step(session: Session, rnd: Round, state: ClockState, now: int) -> ClockState:
        if minutes < 0 and -minutes * 60 > state.most_off(now):
            raise WrongStateError(Text(
                "taking {minutes} minutes off {what} would leave less than no time: "
                "at most {most} can be taken off now",
                minutes=-minutes, what=_what(rnd, session),
                most=clock_text(state.most_off(now))))
        return state.add(minutes * 60, now)

    return _change(ctx, round_id, expected_version, "add", step)


def reset_clock(ctx: Context, round_id: int, *, expected_version: int | None) -> Changes:
    """Back to not started, at its length (minutes added are dropped)."""

    def step(session: Session, rnd: Round, state: ClockState, now: int) -> ClockState:
        return state.reset()

    return _change(ctx, round_id, expected_version, "reset", step)
