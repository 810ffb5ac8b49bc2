"""The undo of adding a player (the desk's "add and register", the Players screen's New).

``unadd_player`` takes the new record out again with every registration it has (the desk's
registration of it, whatever its state now) and any season roster entry, at the version this
station's add left it; a player who has a seat or a result by then is refused (the standings
keep them: withdraw them at the desk instead). It is audited as a delete with everything it
removed and returns a ``Deleted`` whose snapshot ``readd_player`` puts back — the same id, so
every other undo step naming the player still works (the redo).
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import select

from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import WrongStateError
from sheepshead_scorer.services.core.lookup import check_version, get
from sheepshead_scorer.services.core.row_snapshot import RowSnapshot, take
from sheepshead_scorer.services.events.deletion import (
    Deleted,
    _events_played,
    _table,
    restore_player,
)
from sheepshead_scorer.services.standings.standings_cache import names_changed
from sheepshead_scorer.store.models import Player, Registration, SeasonMember
from sheepshead_scorer.text import Text


def unadd_player(ctx: Context, player_id: int, *, expected_version: int) -> Deleted:
    """Remove a just-added player with their registrations (refused once they have a seat or
    a result, or another record was merged into them)."""
    with transaction(ctx) as session:
        player = get(session, Player, player_id, "player")
        check_version(
            player, expected_version, Text("player {name}", name=player.name),
            Text("look at the player again before you undo adding them"),
        )
        label, version = player.name, player.version
        played = _events_played(session, player_id, entries=False)
        if played:
            raise WrongStateError(Text(
                "{name} has played in {events} since they were added: adding them cannot be "
                "undone any more (the standings keep their results; withdraw them at the "
                "desk instead)", name=label, events=", ".join(played),
            ))
        merged = session.scalar(
            select(Player.name).where(Player.merged_into_id == player_id).limit(1)
        )
        if merged is not None:
            raise WrongStateError(Text(
                "{merged} was merged into {name} since they were added: adding them cannot "
                "be undone any more", name=label, merged=merged,
            ))
        session.expunge(player)
        snapshot = take(session, [
            (_table(Player), _table(Player).c.id == player_id),
            (_table(Registration), _table(Registration).c.player_id == player_id),
            (_table(SeasonMember), _table(SeasonMember).c.player_id == player_id),
        ])
        names_changed(session)
        audit.record(
            session, ctx, entity="player", entity_id=player_id, action="delete",
            before=snapshot.as_json(),
        )
        events = _events(snapshot)
        changes = Changes(
            events=events, players=(player_id,),
            seasons=tuple(int(r["season_id"]) for r in snapshot.rows("season_members")),
            standings=bool(events), seating=bool(events),
            versions=(("player", player_id, version, 0),),
        )
        return Deleted(changes, snapshot, label)


def _events(snapshot: RowSnapshot) -> tuple[int, ...]:
    return tuple(sorted({int(r["event_id"]) for r in snapshot.rows("registrations")}))


def readd_player(ctx: Context, snapshot: RowSnapshot) -> Changes:
    """Put an un-added player back with their registrations, under the same id (the redo)."""
    changes = restore_player(ctx, snapshot)
    events = _events(snapshot)
    return replace(changes, events=events, standings=bool(events), seating=bool(events))
