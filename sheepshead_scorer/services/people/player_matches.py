"""Players who may already be the person a director is about to add.

"Jörg Müller", "Joerg Mueller" and "jörg  müller" are one name to a director: ``name_key``
folds case, spacing, umlauts (ä → ae, ß → ss) and other accents. ``players_named`` returns the
registered players whose name folds the same, each with what tells two people apart at the
desk — member number, club and the last event they were entered in.
"""

from __future__ import annotations

import datetime as dt
import unicodedata
from dataclasses import dataclass

from sqlalchemy import select

from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.store.models import Event, Player, Registration

_SPELLED_OUT = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})


def name_key(name: str) -> str:
    """The form of a name two spellings of one person share."""
    folded = " ".join(name.casefold().split()).translate(_SPELLED_OUT)
    plain = unicodedata.normalize("NFKD", folded)
    return "".join(c for c in plain if not unicodedata.combining(c))


@dataclass(frozen=True)
class PlayerMatch:
    """A registered player with the same name: who they are and where they last played."""

    id: int
    name: str
    member_number: str
    club: str
    last_event: str = ""
    last_played: dt.date | None = None


def players_named(ctx: Context, name: str) -> list[PlayerMatch]:
    """Active players whose name is ``name`` however it is spelled (see ``name_key``)."""
    key = name_key(name)
    if not key:
        return []
    with transaction(ctx) as session:
        candidates = [
            p for p in session.scalars(select(Player).where(Player.active.is_(True)))
            if name_key(p.name) == key
        ]
        found = []
        for player in candidates:
            last = session.execute(
                select(Event.name, Event.held_on)
                .join(Registration, Registration.event_id == Event.id)
                .where(Registration.player_id == player.id)
                .order_by(Event.held_on.desc(), Event.id.desc())
                .limit(1)
            ).first()
            found.append(PlayerMatch(
                player.id, player.name, player.member_number or "", player.club,
                last[0] if last else "", last[1] if last else None,
            ))
        session.rollback()
        return found
