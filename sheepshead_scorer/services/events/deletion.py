"""Deleting an event (a tournament or a league night) or a stray player, and the undo of it.

``delete_event`` takes the event out whole — its registrations, sessions, rounds, tables,
seats, hands, penalties, score-sheet totals, kept tallies and phone codes — at the version
the director saw; every season table, player history and the website read the database, so
they follow at once (a deleted night no longer counts anywhere). ``delete_player`` removes a
player record that has no results (a typing mistake, a stray duplicate); one with results is
refused, saying where they played and that the record is merged instead. Each delete is
audited with everything it removed, and returns a ``Deleted`` whose ``snapshot`` puts it
back (``restore_event``, ``restore_player``: the window's Ctrl+Z), with the same ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from sqlalchemy import Table, or_, select, union, update
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import WrongStateError
from sheepshead_scorer.services.core.lookup import check_version, get
from sheepshead_scorer.services.core.row_snapshot import Part, RowSnapshot, put_back, take
from sheepshead_scorer.services.standings import tallies
from sheepshead_scorer.services.standings.standings_cache import names_changed
from sheepshead_scorer.store.models import (
    Base,
    Event,
    EventSession,
    GameTable,
    Hand,
    HandResult,
    Penalty,
    Player,
    Registration,
    Round,
    RoundTotal,
    SeasonMember,
    SeatAssignment,
    TableCode,
    TableEntryMark,
    TallyRow,
)
from sheepshead_scorer.text import Text


@dataclass(frozen=True)
class Deleted:
    """What a delete removed: the change to publish and the rows that put it back."""

    changes: Changes
    snapshot: RowSnapshot
    label: str
    """The deleted row in words ("Night 4 — 2026-09-22", "Ben Kruger")."""


def _table(model: type[Base]) -> Table:
    return cast(Table, model.__table__)


def _event_parts(event_id: int) -> list[Part]:
    """The rows of one event, parents first."""
    rounds = select(Round.id).where(Round.event_id == event_id).scalar_subquery()
    tables = select(GameTable.id).where(GameTable.round_id.in_(rounds)).scalar_subquery()
    hands = select(Hand.id).where(Hand.round_id.in_(rounds)).scalar_subquery()
    return [
        (_table(Event), _table(Event).c.id == event_id),
        (_table(Registration), _table(Registration).c.event_id == event_id),
        (_table(EventSession), _table(EventSession).c.event_id == event_id),
        (_table(Round), _table(Round).c.event_id == event_id),
        (_table(GameTable), _table(GameTable).c.id.in_(tables)),
        (_table(SeatAssignment), _table(SeatAssignment).c.round_id.in_(rounds)),
        (_table(TableCode), _table(TableCode).c.table_id.in_(tables)),
        (_table(TableEntryMark), _table(TableEntryMark).c.table_id.in_(tables)),
        (_table(Hand), _table(Hand).c.round_id.in_(rounds)),
        (_table(HandResult), _table(HandResult).c.hand_id.in_(hands)),
        (_table(Penalty), _table(Penalty).c.event_id == event_id),
        (_table(RoundTotal), _table(RoundTotal).c.round_id.in_(rounds)),
        (_table(TallyRow), _table(TallyRow).c.event_id == event_id),
    ]


_TABLES = {
    _table(model).name: _table(model)
    for model in (Event, Registration, EventSession, Round, GameTable, SeatAssignment, TableCode,
                  TableEntryMark, Hand, HandResult, Penalty, RoundTotal, TallyRow, Player,
                  SeasonMember)
}


def _event_label(event: Event) -> str:
    return f"{event.name} — {event.held_on.isoformat()}"


def delete_event(ctx: Context, event_id: int, *, expected_version: int) -> Deleted:
    """Delete an event with everything it holds; ``expected_version`` is the event's version
    the director saw (a stale one is refused)."""
    with transaction(ctx) as session:
        tallies.lock_event(session, event_id)  # nobody writes a hand into it meanwhile
        event = get(session, Event, event_id, "event")
        check_version(
            event, expected_version, Text("event {name}", name=event.name),
            Text("look at the event again before you delete it"),
        )
        label, season, version = _event_label(event), event.season_id, event.version
        players = tuple(session.scalars(
            select(Registration.player_id).where(Registration.event_id == event_id)
        ))
        session.expunge(event)
        snapshot = take(session, _event_parts(event_id))
        audit.record(
            session, ctx, entity="event", entity_id=event_id, action="delete",
            before=snapshot.as_json(),
        )
        changes = Changes(
            events=(event_id,), seasons=() if season is None else (season,), players=players,
            standings=True, seating=True, versions=(("event", event_id, version, 0),),
        )
        return Deleted(changes, snapshot, label)


def restore_event(ctx: Context, snapshot: RowSnapshot) -> Changes:
    """Put a deleted event back as it was (the undo of ``delete_event``)."""
    (row,) = snapshot.rows("events")
    event_id = int(row["id"])
    with transaction(ctx) as session:
        if session.get(Event, event_id) is not None:
            raise WrongStateError(Text("event {event} is there already", event=event_id))
        put_back(session, snapshot, _TABLES)
        # the event's version moves on; caches holding its old tallies read them afresh
        session.execute(
            update(Event).where(Event.id == event_id).values(
                version=Event.version + 1, tally_resets=Event.tally_resets + 1,
                changed_station=ctx.station,
            )
        )
        event = get(session, Event, event_id, "event")
        audit.record(
            session, ctx, entity="event", entity_id=event_id, action="restore",
            after=audit.snapshot(event),
        )
        season = event.season_id
        return Changes(
            events=(event_id,), seasons=() if season is None else (season,),
            players=tuple(int(r["player_id"]) for r in snapshot.rows("registrations")),
            standings=True, seating=True, created=event_id,
            versions=(("event", event_id, 0, event.version),),
        )


def _events_played(session: Session, player_id: int, *, entries: bool = True) -> list[str]:
    """The events where the player has an entry, a seat or a result ("Open — 2026-03-01");
    empty when the record has none (``entries=False``: a registration alone does not count)."""
    rounds = union(
        select(SeatAssignment.round_id).where(SeatAssignment.player_id == player_id),
        select(RoundTotal.round_id).where(RoundTotal.player_id == player_id),
        select(Hand.round_id).join(HandResult, HandResult.hand_id == Hand.id)
        .where(HandResult.player_id == player_id),
    )
    played = [
        select(Round.event_id).where(Round.id.in_(rounds)),
        select(Penalty.event_id).where(Penalty.player_id == player_id),
        select(TallyRow.event_id).where(TallyRow.player_id == player_id),
    ]
    if entries:
        played.append(select(Registration.event_id).where(Registration.player_id == player_id))
    events = union(*played)
    rows = session.scalars(
        select(Event).where(Event.id.in_(events)).order_by(Event.held_on, Event.id)
    )
    return [_event_label(e) for e in rows]


def delete_player(ctx: Context, player_id: int, *, expected_version: int) -> Deleted:
    """Delete a player record with no results (taken off every season roster too);
    ``expected_version`` is the player's version the director saw. A player with results is
    refused: their record is merged into the right one instead."""
    with transaction(ctx) as session:
        player = get(session, Player, player_id, "player")
        check_version(
            player, expected_version, Text("player {name}", name=player.name),
            Text("look at the player again before you delete them"),
        )
        label, version = player.name, player.version
        events = _events_played(session, player_id)
        if events:
            raise WrongStateError(Text(
                "{name} (#{id}) played in {events}: a player with results cannot be deleted "
                "(the standings and histories keep them). If the record is a duplicate, merge "
                "it into the right player (Players screen: Merge…)",
                name=label, id=player_id, events=", ".join(events),
            ))
        merged = session.scalar(
            select(Player.name).where(Player.merged_into_id == player_id).limit(1)
        )
        if merged is not None:
            raise WrongStateError(Text(
                "{name} (#{id}) is the record {merged} was merged into; it cannot be deleted",
                name=label, id=player_id, merged=merged,
            ))
        session.expunge(player)
        snapshot = take(session, [
            (_table(Player), _table(Player).c.id == player_id),
            (_table(SeasonMember), _table(SeasonMember).c.player_id == player_id),
        ])
        names_changed(session)
        audit.record(
            session, ctx, entity="player", entity_id=player_id, action="delete",
            before=snapshot.as_json(),
        )
        seasons = tuple(int(r["season_id"]) for r in snapshot.rows("season_members"))
        changes = Changes(
            players=(player_id,), seasons=seasons,
            versions=(("player", player_id, version, 0),),
        )
        return Deleted(changes, snapshot, label)


def restore_player(ctx: Context, snapshot: RowSnapshot) -> Changes:
    """Put a deleted player back (the undo of ``delete_player``), on the same rosters."""
    (row,) = snapshot.rows("players")
    player_id = int(row["id"])
    with transaction(ctx) as session:
        clash = session.scalar(
            select(Player.id).where(or_(
                Player.id == player_id,
                Player.member_number == row["member_number"]
                if row["member_number"] is not None else Player.id == player_id,
            ))
        )
        if clash is not None:
            raise WrongStateError(Text(
                "player {name} cannot come back: the record or member number {number} is "
                "there already", name=row["name"], number=row["member_number"] or player_id,
            ))
        put_back(session, snapshot, _TABLES)
        session.execute(
            update(Player).where(Player.id == player_id).values(
                version=Player.version + 1, changed_station=ctx.station,
            )
        )
        names_changed(session)
        player = get(session, Player, player_id, "player")
        audit.record(
            session, ctx, entity="player", entity_id=player_id, action="restore",
            after=audit.snapshot(player),
        )
        return Changes(
            players=(player_id,),
            seasons=tuple(int(r["season_id"]) for r in snapshot.rows("season_members")),
            created=player_id, versions=(("player", player_id, 0, player.version),),
        )
