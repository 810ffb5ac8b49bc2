"""A player onto a season's roster (and the night sheet) by what the organizer types.

``#5`` is player 5 (the number every list shows after a name), a member number ("M1042") is
that member, a registered name (case and spacing ignored) is that player: each is put on the
roster, nobody new is made. Anything else is a new player, with the near-duplicate check of
``league_nights.add_night_player`` ("Ben Krüger" when "Ben Kruger" is registered).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import InvalidInputError
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.leagues.league_nights import add_night_player
from sheepshead_scorer.services.leagues.seasons import add_members
from sheepshead_scorer.store.models import Player, Season
from sheepshead_scorer.text import Text


@dataclass(frozen=True)
class RosterAdd:
    """Who is on the roster now: the player, their name, whether the record is new."""

    changes: Changes
    player_id: int
    name: str
    new: bool


def _registered(session: Session, text: str) -> Player | None:
    """The registered player ``text`` names (``#id``, member number or name), if any."""
    if text.startswith("#") and text[1:].strip().isdigit():
        player = get(session, Player, int(text[1:]), "player")
        while player.merged_into_id is not None:  # a merged record: the one it became
            player = get(session, Player, player.merged_into_id, "player")
        return player
    member = session.scalar(select(Player).where(Player.member_number == text))
    if member is not None:
        return member
    key = text.casefold()
    same = [
        p for p in session.scalars(select(Player).where(Player.merged_into_id.is_(None)))
        if " ".join(p.name.split()).casefold() == key
    ]
    if len(same) > 1:
        raise InvalidInputError(
            "name", text,
            Text("one registered player: {names} share the name",
                 names=", ".join(f"{p.name} (#{p.id})" for p in same)),
            Text("give the player's number, e.g. #{id}", id=same[0].id),
        )
    return same[0] if same else None


def put_on_roster(
    ctx: Context, season_id: int, text: str, *, allow_similar: bool = False
) -> RosterAdd:
    """Put the player ``text`` names on the season's roster; a new one if nobody matches."""
    clean = " ".join(text.split())
    if not clean:
        raise InvalidInputError("name", text, Text("a non-empty player name"))
    with transaction(ctx) as session:
        get(session, Season, season_id, "season")
        player = _registered(session, clean)
        if player is not None:
            added = add_members(session, ctx, season_id, [player.id])
            return RosterAdd(
                Changes(seasons=(season_id,), players=tuple(added)), player.id, player.name,
                new=False,
            )
    change = add_night_player(ctx, season_id, clean, allow_similar=allow_similar)
    assert change.created is not None
    return RosterAdd(change, change.created, clean, new=True)
