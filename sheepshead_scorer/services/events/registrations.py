"""Registration, check-in, payment and withdrawal of players in an event, and putting a
registration back as it was (what the desk's Ctrl+Z does)."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import exists, select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports.formatting import format_money
from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import (
    InvalidInputError,
    NotFoundError,
    StaleEditError,
    WrongStateError,
)
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.core.player_names import has_namesake
from sheepshead_scorer.services.standings import flight_fixing
from sheepshead_scorer.services.standings.money_settings import currency_in
from sheepshead_scorer.services.standings.standings_cache import names_changed
from sheepshead_scorer.store.models import (
    Event,
    EventSession,
    Player,
    Registration,
    RegistrationStatus,
    Round,
    SeatAssignment,
)
from sheepshead_scorer.text import Text


def _registration(session: Session, event_id: int, player_id: int) -> Registration:
    row = _find(session, event_id, player_id)
    if row is None:
        raise NotFoundError(
            Text("registration of player"), player_id,
            Text("register the player in event {event_id} first", event_id=event_id),
        )
    return row


def register(ctx: Context, event_id: int, player_id: int) -> Changes:
    """Enter a player in an event (again, if they had withdrawn)."""
    with transaction(ctx) as session:
        event = get(session, Event, event_id, "event")
        player = get(session, Player, player_id, "player")
        if player.merged_into_id is not None:
            raise InvalidInputError(
                "player_id", player_id, Text("a player record that was not merged away"),
                Text(
                    "register player {player_id}, the record it was merged into",
                    player_id=player.merged_into_id,
                ),
            )
        if not player.active:
            raise InvalidInputError(
                "player_id", player_id, Text("an active player"),
                Text("mark {name} active again first", name=player.name),
            )
        row = _find(session, event.id, player.id)
        if row is not None and row.status != RegistrationStatus.WITHDRAWN:
            raise WrongStateError(
                Text("{player} is already registered in {event}",
                     player=player.name, event=event.name)
            )
        before = None if row is None else audit.snapshot(row)
        if row is None:
            row = Registration(
                event_id=event.id, player_id=player.id, changed_station=ctx.station
            )
            session.add(row)
            if has_namesake(session, event.id, player.id):
                names_changed(session)  # the namesake already there is now told apart
        else:
            row.status = RegistrationStatus.REGISTERED
            audit.stamp(row, ctx)
        session.flush()
        audit.record(
            session, ctx, entity="registration", entity_id=row.id,
            action="register" if before is None else "re-register",
            before=before, after=audit.snapshot(row),
        )
        return Changes(registrations=(row.id,), events=(event.id,), created=row.id)


#: What the refusal of an action on a withdrawn player says the director was about to do.
_VERBS = {"check_in": Text("check in"), "mark_paid": Text("mark paid")}


def _change(
    ctx: Context, event_id: int, player_id: int, action: str, status: str | None,
    paid_cents: int | None = None, *, pay_fee: bool = False,
) -> Changes:
    with transaction(ctx) as session:
        row = _registration(session, event_id, player_id)
        if row.status == RegistrationStatus.WITHDRAWN and action != "withdraw":
            raise WrongStateError(
                Text(
                    "player {player_id} has withdrawn from event {event_id}; register them "
                    "again before you {action}",
                    player_id=player_id, event_id=event_id, action=_VERBS[action],
                )
            )
        if action == "withdraw" and row.status == RegistrationStatus.WITHDRAWN:
            raise WrongStateError(
                Text("player {player_id} has already withdrawn", player_id=player_id)
            )
        before = audit.snapshot(row)
        if status is not None:
            row.status = status
        if action == "check_in":  # after the start: a flight by the fixed bounds
            flight_fixing.place_late(session, ctx, row)
        if pay_fee:
            row.paid_cents = get(session, Event, event_id, "event").entry_fee_cents
        elif paid_cents is not None:
            row.paid_cents = paid_cents
        audit.stamp(row, ctx)
        session.flush()
        audit.record(
            session, ctx, entity="registration", entity_id=row.id, action=action,
            before=before, after=audit.snapshot(row),
        )
        return Changes(registrations=(row.id,), events=(event_id,))


def check_in(ctx: Context, event_id: int, player_id: int) -> Changes:
    """The player is here: only checked-in players are seated by the draw."""
    return _change(ctx, event_id, player_id, "check_in", RegistrationStatus.CHECKED_IN)


def mark_paid(ctx: Context, event_id: int, player_id: int, cents: int | None = None) -> Changes:
    """Record the entry fee as paid (``cents`` defaults to the event's entry fee; 0 = unpaid)."""
    if cents is not None and (isinstance(cents, bool) or not isinstance(cents, int) or cents < 0):
        raise InvalidInputError("cents", cents, Text("a whole number of cents, 0 or more"))
    return _change(
        ctx, event_id, player_id, "mark_paid", None, paid_cents=cents, pay_fee=cents is None
    )


def withdraw(ctx: Context, event_id: int, player_id: int) -> Changes:
    """The player leaves the event: not seated in later draws; results so far are kept."""
    return _change(ctx, event_id, player_id, "withdraw", RegistrationStatus.WITHDRAWN)


# -- putting a registration back (the desk's undo) ---------------------------------------


@dataclass(frozen=True)
class RegistrationState:
    """Where a player stands at an event's desk: the status and the fee paid, in cents."""

    status: RegistrationStatus
    paid_cents: int


def registration_state(ctx: Context, event_id: int, player_id: int) -> RegistrationState | None:
    """The player's desk state at the event, or ``None`` if they were never registered
    (what an undo needs to read just before a desk action)."""
    with transaction(ctx) as session:
        row = _find(session, event_id, player_id)
        return None if row is None else _state_of(row)


def restore_registration(
    ctx: Context, event_id: int, player_id: int, status: RegistrationStatus | None,
    paid_cents: int = 0, *, expected: RegistrationState | None = None,
) -> Changes:
    """Put a registration back to an earlier ``status`` and ``paid_cents`` (an undo at the
    desk), audited as action ``"restore"``; the fixed seat and registration time are kept.

    ``expected`` is the state the action being undone left behind. If the row no longer
    stands there, someone else (another station, another screen) changed it since, and the
    restore is refused with a ``StaleEditError`` naming that station and time, so nothing
    they entered is overwritten. (The row's version counter cannot serve here: this
    station's own undo and redo of later desk actions bump it too. It still guards the
    moment between this check and the write.) ``None`` skips the check.

    ``status=None`` undoes a brand-new registration. The row is deleted when nothing
    depends on it, so the player is simply not entered (not listed as withdrawn, not in
    their event history), while the audit log keeps the deleted row. If the player has
    meanwhile been seated in a round of the event (or given a fixed seat), the row is set
    to withdrawn instead: the results already played and the seat stay attached to a
    registration, and the draw still leaves the player out.
    """
    if status is not None and status not in set(RegistrationStatus):
        allowed = ", ".join(RegistrationStatus)
        raise InvalidInputError("status", status, Text("one of {allowed}", allowed=allowed))
    if isinstance(paid_cents, bool) or not isinstance(paid_cents, int) or paid_cents < 0:
        raise InvalidInputError(
            "paid_cents", paid_cents, Text("a whole number of cents, 0 or more")
        )
    with transaction(ctx) as session:
        get(session, Event, event_id, "event")
        row = _find(session, event_id, player_id)
        if row is None:
            if status is None:  # already not registered: nothing to undo
                return Changes(events=(event_id,))
            raise NotFoundError(
                Text("registration of player"), player_id,
                Text("another station removed it; reload the registration list"),
            )
        if expected is not None and _state_of(row) != expected:
            raise _changed_elsewhere(session, row)
        before = audit.snapshot(row)
        if status is None and not _has_history(session, row):
            session.delete(row)
            session.flush()
            if has_namesake(session, event_id, player_id):
                names_changed(session)  # the namesake left is shown by name alone again
            audit.record(
                session, ctx, entity="registration", entity_id=row.id, action="restore",
                before=before,
            )
            return Changes(registrations=(row.id,), events=(event_id,))
        row.status = RegistrationStatus.WITHDRAWN if status is None else status
        row.paid_cents = paid_cents
        audit.stamp(row, ctx)
        session.flush()
        audit.record(
            session, ctx, entity="registration", entity_id=row.id, action="restore",
            before=before, after=audit.snapshot(row),
        )
        return Changes(registrations=(row.id,), events=(event_id,))


def _find(session: Session, event_id: int, player_id: int) -> Registration | None:
    return session.scalar(
        select(Registration).where(
            Registration.event_id == event_id, Registration.player_id == player_id
        )
    )


def _state_of(row: Registration) -> RegistrationState:
    return RegistrationState(RegistrationStatus(row.status), row.paid_cents)


def _has_history(session: Session, row: Registration) -> bool:
    """Whether something hangs on the registration: a seat in a round of the event (and so
    results) or a fixed seat for later draws."""
    if row.fixed_table is not None:
        return True
    seated = exists().where(
        SeatAssignment.player_id == row.player_id,
        SeatAssignment.round_id == Round.id,
        Round.session_id == EventSession.id,
        EventSession.event_id == row.event_id,
    )
    return bool(session.scalar(select(seated)))


#: The statuses as a director reads them in a message.
_STATUS_WORDS = {
    RegistrationStatus.REGISTERED: Text("registered"),
    RegistrationStatus.CHECKED_IN: Text("checked in"),
    RegistrationStatus.WITHDRAWN: Text("withdrawn"),
}


def _changed_elsewhere(session: Session, row: Registration) -> StaleEditError:
    when = row.changed_at.astimezone().strftime("%H:%M")
    return StaleEditError(
        Text(
            "the registration of {player} was changed at station {station} at {when} "
            "(now {status}, paid {paid}); reload, check it and change it by hand if needed",
            player=get(session, Player, row.player_id, "player").name,
            station=row.changed_station or Text("(unknown)"), when=when,
            status=_STATUS_WORDS[RegistrationStatus(row.status)],
            paid=format_money(row.paid_cents, currency_in(session)),
        )
    )
