"""Fixed seats: a player keeps a table (and optionally a seat) in every later draw of an event.

A director fixes a seat for a player who cannot move, e.g. a wheelchair place at table 1. The
seat is stored on the player's registration (``fixed_table``, ``fixed_seat``), so it survives a
restart and is honoured by every ``draw_round`` of the event until it is cleared.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import (
    InvalidInputError,
    NotFoundError,
    TournamentRuleError,
    WrongStateError,
)
from sheepshead_scorer.services.core.lookup import check_version
from sheepshead_scorer.store.models import Player, Registration, RegistrationStatus
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import (
    MAX_TABLE,
    FixedSeat,
    SizePolicy,
    TournamentError,
    plan_table_sizes,
)


def _check_table(table: int | None) -> None:
    if table is not None and (isinstance(table, bool) or not isinstance(table, int) or table < 1):
        raise InvalidInputError(
            "table", table, Text("a table number from 1, or None to clear the fixed seat"),
            Text("use the number printed on the table card"),
        )


def _check_seat(table: int | None, seat: int | None) -> None:
    if seat is None:
        return
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < MAX_TABLE:
        raise InvalidInputError(
            "seat", seat, Text("None (any seat at the table) or 0 to {last}", last=MAX_TABLE - 1),
            Text("seat 0 is the first dealer"),
        )
    if table is None:
        raise InvalidInputError(
            "seat", seat, Text("None when the table is None"),
            Text("give a table too, or clear both to let the draw seat the player freely"),
        )


def set_fixed_seat(
    ctx: Context,
    event_id: int,
    player_id: int,
    table: int | None,
    seat: int | None,
    *,
    expected_version: int,
) -> Changes:
    """Keep a player at ``table`` (from 1) and ``seat`` (0-based; None = any seat there) in
    every later draw of the event; ``table=None`` (and ``seat=None``) clears it.

    Refused for a withdrawn player, or for a seat already fixed for another player.
    ``expected_version`` is the registration's version the director saw (a stale one is
    refused).
    """
    _check_table(table)
    _check_seat(table, seat)
    with transaction(ctx) as session:
        row = session.scalar(
            select(Registration).where(
                Registration.event_id == event_id, Registration.player_id == player_id
            )
        )
        if row is None:
            raise NotFoundError(
                Text("registration of player"), player_id,
                Text("register the player in event {event_id} first", event_id=event_id),
            )
        who = _who(session, player_id)
        check_version(
            row, expected_version, Text("the registration of {who}", who=who),
            Text("fix the seat again"),
        )
        if row.status == RegistrationStatus.WITHDRAWN and table is not None:
            raise WrongStateError(
                Text(
                    "{who} has withdrawn from event {event_id}; register them again before "
                    "fixing their seat",
                    who=who, event_id=event_id,
                )
            )
        if table is not None and seat is not None:
            _refuse_taken_seat(session, event_id, player_id, table, seat)
        before = audit.snapshot(row)
        version_before = row.version
        row.fixed_table = table
        row.fixed_seat = seat
        audit.stamp(row, ctx)
        session.flush()
        audit.record(
            session, ctx, entity="registration", entity_id=row.id,
            action="clear_fixed_seat" if table is None else "set_fixed_seat",
            before=before, after=audit.snapshot(row),
        )
        return Changes(
            registrations=(row.id,), events=(event_id,), seating=True,
            versions=(("registration", row.id, version_before, row.version),),
        )


def _who(session: Session, player_id: int) -> str | Text:
    """The player's name for a message ("player 7" if the row is gone)."""
    player = session.get(Player, player_id)
    if player is not None:
        return player.name
    return Text("player {player_id}", player_id=player_id)


def _refuse_taken_seat(
    session: Session, event_id: int, player_id: int, table: int, seat: int
) -> None:
    other = session.execute(
        select(Player.name)
        .join(Registration, Registration.player_id == Player.id)
        .where(
            Registration.event_id == event_id,
            Registration.player_id != player_id,
            Registration.fixed_table == table,
            Registration.fixed_seat == seat,
            Registration.status != RegistrationStatus.WITHDRAWN,
        )
    ).scalar()
    if other is not None:
        raise InvalidInputError(
            "seat", seat,
            Text("a seat at table {table} not already fixed for another player", table=table),
            Text(
                "{other} keeps seat {seat} of table {table}; choose another seat or clear theirs",
                other=other, seat=seat, table=table,
            ),
        )


def fixed_seats(ctx: Context, event_id: int) -> dict[int, FixedSeat]:
    """Every stored fixed seat of the event (withdrawn players left out), by player id."""
    with transaction(ctx) as session:
        return {spot.player_id: spot for spot in stored_fixed_seats(session, event_id)}


def stored_fixed_seats(
    session: Session, event_id: int, players: Iterable[int] | None = None
) -> list[FixedSeat]:
    """The stored fixed seats of the event, only for ``players`` when given (those drawn)."""
    query = select(Registration.player_id, Registration.fixed_table, Registration.fixed_seat).where(
        Registration.event_id == event_id,
        Registration.fixed_table.is_not(None),
        Registration.status != RegistrationStatus.WITHDRAWN,
    )
    wanted = None if players is None else set(players)
    return [
        FixedSeat(player, table, seat)
        for player, table, seat in session.execute(query.order_by(Registration.player_id))
        if table is not None and (wanted is None or player in wanted)
    ]


def seats_for_draw(
    session: Session,
    event_id: int,
    players: Sequence[int],
    table_size: int,
    policy: SizePolicy,
    explicit: Sequence[FixedSeat],
) -> list[FixedSeat]:
    """The fixed seats a draw must honour: the stored ones of the players being drawn, with
    ``explicit`` ones (given for this draw only) taking a player's place.

    A stored seat the draw cannot honour (a table or seat that this round does not have)
    raises ``TournamentRuleError`` naming the player and how to fix it.
    """
    override = {spot.player_id for spot in explicit}
    stored = [
        spot for spot in stored_fixed_seats(session, event_id, players)
        if spot.player_id not in override
    ]
    try:
        sizes = plan_table_sizes(len(players), table_size, policy)
    except TournamentError:
        return [*stored, *explicit]  # the draw itself reports the player count
    for spot in stored:
        who = _who(session, spot.player_id)
        fix = Text(
            "change or clear {who}'s fixed seat (L on the Seating screen), "
            "or check in more players, then draw again",
            who=who,
        )
        if spot.table > len(sizes):
            raise TournamentRuleError(_too_few_tables(who, spot.table, len(players), sizes, fix))
        size = sizes[spot.table - 1]
        if spot.seat is not None and spot.seat >= size:
            raise TournamentRuleError(
                Text(
                    "{who} has fixed seat {seat} at table {table}, but that table has only "
                    "{size} seats this round; {fix}",
                    who=who, seat=spot.seat + 1, table=spot.table, size=size, fix=fix,
                )
            )
    return [*stored, *explicit]


def _too_few_tables(
    who: str | Text, table: int, players: int, sizes: Sequence[int], fix: Text
) -> Text:
    """Why a stored fixed table is beyond the tables this round's players fill."""
    if len(sizes) == 1:
        return Text(
            "{who} has a fixed seat at table {table}, but the {players} checked-in players "
            "fill only 1 table this round; {fix}",
            who=who, table=table, players=players, fix=fix,
        )
    return Text(
        "{who} has a fixed seat at table {table}, but the {players} checked-in players fill "
        "only {tables} tables this round; {fix}",
        who=who, table=table, players=players, tables=len(sizes), fix=fix,
    )
