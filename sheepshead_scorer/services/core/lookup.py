"""Loading rows by id with clear errors, and the optimistic version check."""

from __future__ import annotations

from typing import TypeVar

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core.errors import InvalidInputError, NotFoundError, StaleEditError
from sheepshead_scorer.store.models import Base, Editable, EventSession
from sheepshead_scorer.text import Text

RowT = TypeVar("RowT", bound=Base)

#: The entity words ``get`` is called with, translatable (``NotFoundError.entity`` stays the
#: English word; the window shows "Turnier 7 existiert nicht").
ENTITY_WORDS: dict[str, Text] = {
    "event": Text("event"),
    "hand": Text("hand"),
    "league": Text("league"),
    "player": Text("player"),
    "round": Text("round"),
    "season": Text("season"),
    "session": Text("session"),
    "table": Text("table"),
    "registration": Text("registration"),
}


def get(session: Session, model: type[RowT], row_id: int, entity: str | Text) -> RowT:
    """The row with ``row_id``; ``NotFoundError`` naming the ``entity`` otherwise."""
    row = session.get(model, row_id)
    if row is None:
        word = ENTITY_WORDS.get(entity, entity) if isinstance(entity, str) else entity
        raise NotFoundError(word, row_id)
    return row


def check_version(
    row: Editable, expected: int | None, what: str | Text, redo: str | Text
) -> None:
    """Refuse an edit made on a stale copy.

    ``what`` names the row for the director ("hand 17 at table 4"), ``redo`` says what to do
    again ("re-enter your correction"). ``expected`` None skips the check (no copy loaded).
    """
    if expected is None or row.version == expected:
        return
    when = row.changed_at.astimezone().strftime("%H:%M")
    raise StaleEditError(
        Text(
            "{what} was changed at station {station} at {time}; reload and {redo}",
            what=what, station=row.changed_station or Text("(unknown)"), time=when, redo=redo,
        )
    )


def session_by_number(session: Session, event_id: int, number: int) -> EventSession:
    """Session ``number`` (from 1) of an event; ``InvalidInputError`` if there is none."""
    found = session.scalar(
        select(EventSession).where(
            EventSession.event_id == event_id, EventSession.number == number
        )
    )
    if found is None:
        count = session.scalar(
            select(func.count()).select_from(EventSession)
            .where(EventSession.event_id == event_id)
        )
        raise InvalidInputError(
            "session", number,
            Text("a session of event {event_id}: 1 to {last}", event_id=event_id, last=count),
            Text("sessions are numbered from 1 as set when the event was created"),
        )
    return found
