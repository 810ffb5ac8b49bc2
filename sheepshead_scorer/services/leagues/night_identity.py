"""A league night's identity: its season, date and name, unique in the database.

Revision 0019 keeps one league night per (season, date, name) with a unique index
(``uq_league_night``), so two stations saving the same sheet cannot both store it. Before the
insert, :func:`same_night` looks for the night the sheet is: the night of that name on that
date, or — for a sheet saved under the default name ("Night N") — any night of the season on
that date. A night holding exactly the sheet's totals answers "already saved" (a retry after a
lost reply, a double click, a second station); one holding other totals is refused, naming it.
The season's row is locked first (:func:`lock_season`), so a second station waits for the first
and then finds its night; the unique index is what holds if anything slips past.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core.errors import ServiceError
from sheepshead_scorer.store.models import Event, EventKind, Round, RoundTotal
from sheepshead_scorer.text import Text

INDEX = "uq_league_night"


class NightTakenError(ServiceError):
    """A night with the sheet's identity is saved already, with other totals."""


@dataclass(frozen=True)
class SavedNight:
    event_id: int
    name: str
    totals: dict[int, Fraction]


def lock_season(session: Session, season_id: int) -> None:
    """Take the season's row lock as the transaction's first write (a no-op update): the
    night saves of one season run one after another, each seeing the ones before."""
    session.execute(text("UPDATE seasons SET id = id WHERE id = :id"), {"id": season_id})


def _nights_on(session: Session, season_id: int, held_on: dt.date) -> list[SavedNight]:
    rows = session.execute(
        select(Event.id, Event.name).where(
            Event.season_id == season_id, Event.held_on == held_on,
            Event.kind == EventKind.LEAGUE_NIGHT,
        ).order_by(Event.id)
    ).all()
    nights = []
    for event_id, name in rows:
        totals = session.execute(
            select(RoundTotal.player_id, RoundTotal.points)
            .join(Round, Round.id == RoundTotal.round_id)
            .where(Round.event_id == event_id)
        ).all()
        nights.append(SavedNight(event_id, name, {p: Fraction(v) for p, v in totals}))
    return nights


def same_night(
    session: Session, season_id: int, held_on: dt.date, name: str,
    points: Mapping[int, Fraction],
) -> int | None:
    """The event that already holds this sheet (``None``: not saved yet). ``name`` empty is
    the default name: any night of the season on that date is this sheet's night. A night of
    the same identity holding other totals raises :class:`NightTakenError`."""
    nights = _nights_on(session, season_id, held_on)
    candidates = [n for n in nights if not name or n.name == name]
    for night in candidates:
        if night.totals == dict(points):
            return night.event_id
    if not candidates:
        return None
    listed = ", ".join(f"{n.name} (event {n.event_id})" for n in candidates)
    raise NightTakenError(
        Text(
            "{nights} on {date} is already saved with other totals, so this sheet was not "
            "saved; open that night and correct it there, or give this sheet a name of its "
            "own if it is another night on the same date",
            nights=listed, date=held_on.isoformat(),
        )
    )
