"""Registration, check-in, payment and withdrawal of players in an event."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.services import audit
from sheepshead_scorer.services.changes import Changes
from sheepshead_scorer.services.context import Context, transaction
from sheepshead_scorer.services.errors import InvalidInputError, NotFoundError, WrongStateError
from sheepshead_scorer.services.lookup import get
from sheepshead_scorer.store.models import Event, Player, Registration, RegistrationStatus


def _registration(session: Session, event_id: int, player_id: int) -> Registration:
    row = session.scalar(
        select(Registration).where(
            Registration.event_id == event_id, Registration.player_id == player_id
        )
    )
    if row is None:
        raise NotFoundError(
            "registration of player", player_id, f"register the player in event {event_id} first"
        )
    return row


def register(ctx: Context, event_id: int, player_id: int) -> Changes:
    """Enter a player in an event (again, if they had withdrawn)."""
    with transaction(ctx) as session:
        event = get(session, Event, event_id, "event")
        player = get(session, Player, player_id, "player")
        if player.merged_into_id is not None:
            raise InvalidInputError(
                "player_id", player_id, "a player record that was not merged away",
                f"register player {player.merged_into_id}, the record it was merged into",
            )
        if not player.active:
            raise InvalidInputError(
                "player_id", player_id, "an active player",
                f"mark {player.name} active again first",
            )
        row = session.scalar(
            select(Registration).where(
                Registration.event_id == event.id, Registration.player_id == player.id
            )
        )
        if row is not None and row.status != RegistrationStatus.WITHDRAWN:
            raise WrongStateError(f"{player.name} is already registered in {event.name}")
        before = None if row is None else audit.snapshot(row)
        if row is None:
            row = Registration(
                event_id=event.id, player_id=player.id, changed_station=ctx.station
            )
            session.add(row)
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


def _change(
    ctx: Context, event_id: int, player_id: int, action: str, status: str | None,
    paid_cents: int | None = None, *, pay_fee: bool = False,
) -> Changes:
    with transaction(ctx) as session:
        row = _registration(session, event_id, player_id)
        if row.status == RegistrationStatus.WITHDRAWN and action != "withdraw":
            raise WrongStateError(
                f"player {player_id} has withdrawn from event {event_id}; register them again "
                f"before you {action.replace('_', ' ')}"
            )
        if action == "withdraw" and row.status == RegistrationStatus.WITHDRAWN:
            raise WrongStateError(f"player {player_id} has already withdrawn")
        before = audit.snapshot(row)
        if status is not None:
            row.status = status
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
        raise InvalidInputError("cents", cents, "a whole number of cents, 0 or more")
    return _change(
        ctx, event_id, player_id, "mark_paid", None, paid_cents=cents, pay_fee=cents is None
    )


def withdraw(ctx: Context, event_id: int, player_id: int) -> Changes:
    """The player leaves the event: not seated in later draws; results so far are kept."""
    return _change(ctx, event_id, player_id, "withdraw", RegistrationStatus.WITHDRAWN)
