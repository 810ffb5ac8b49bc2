"""Loading rows by id with clear errors, and the optimistic version check."""

from __future__ import annotations

from typing import TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.errors import InvalidInputError, NotFoundError, StaleEditError
from sheepshead_scorer.store.models import Base, Editable, EventSession

RowT = TypeVar("RowT", bound=Base)


def get(session: Session, model: type[RowT], row_id: int, entity: str) -> RowT:
    """The row with ``row_id``; ``NotFoundError`` naming the ``entity`` otherwise."""
    row = session.get(model, row_id)
    if row is None:
        raise NotFoundError(entity, row_id)
    return row


def check_version(row: Editable, expected: int | None, what: str, redo: str) -> None:
    """Refuse an edit made on a stale copy.

    ``what`` names the row for the director ("hand 17 at table 4"), ``redo`` says what to do
    again ("re-enter your correction"). ``expected`` None skips the check (no copy loaded).
    """
    if expected is None or row.version == expected:
        return
    when = row.changed_at.astimezone().strftime("%H:%M")
    raise StaleEditError(
        f"{what} was changed at station {row.changed_station or '(unknown)'} at {when}; "
        f"reload and {redo}"
    )


def session_by_number(session: Session, event_id: int, number: int) -> EventSession:
    """Session ``number`` (from 1) of an event; ``InvalidInputError`` if there is none."""
    found = session.scalar(
        select(EventSession).where(
            EventSession.event_id == event_id, EventSession.number == number
        )
    )
    if found is None:
        raise InvalidInputError(
            "session_number", number, f"a session of event {event_id}",
            "sessions are numbered from 1 as set when the event was created",
        )
    return found
