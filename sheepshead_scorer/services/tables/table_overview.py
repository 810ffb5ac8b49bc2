"""The director's view of table entry: every table's progress in a round (its seats' codes,
hands entered, confirmed, disputed, the round's sheet signed, locked, the last device) and the
seats' codes for the seat cards; codes a published round still lacks are issued first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.ids import TableId
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.player_names import event_names
from sheepshead_scorer.services.standings import tallies
from sheepshead_scorer.services.tables.table_codes import issue_codes
from sheepshead_scorer.services.tables.table_entry import (
    sheet_fingerprint,
    sheet_hands,
    signatures,
    table_marks,
)
from sheepshead_scorer.store.models import (
    Event,
    GameTable,
    Player,
    Round,
    RoundStatus,
    SeatAssignment,
    TableCode,
)


@dataclass(frozen=True)
class SeatCodeRow:
    seat: int
    name: str
    code: str


@dataclass(frozen=True)
class TableProgress:
    """One table on the director's Table entry screen."""

    table_id: TableId
    number: int
    seats: tuple[SeatCodeRow, ...]
    hands: int
    planned: int
    confirmed: int  # hands whose current version an opponent confirmed
    disputed: tuple[int, ...]  # numbers of hands a player disputes (current version)
    locked: bool
    last_device: str
    signed_by: tuple[int, ...] = ()  # seats that signed the round's sheet as it stands


def table_progress(ctx: Context, round_id: int) -> tuple[TableProgress, ...]:
    """Every table of a round for the director: codes (issued first if the event has table
    entry on, the round is published and a seat has none), hands entered, confirmed,
    disputed, locked. A read unless codes are missing."""
    ensure_codes(ctx, round_id)
    with transaction(ctx) as session:
        rnd = session.get(Round, round_id)
        if rnd is None:
            return ()
        tables = session.scalars(
            select(GameTable).where(GameTable.round_id == round_id).order_by(GameTable.number)
        ).all()
        shown = event_names(session, rnd.event_id)
        return tuple(_progress(session, rnd, table, shown) for table in tables)


def ensure_codes(ctx: Context, round_id: int) -> None:
    """Issue the codes a published round of an event with table entry on still lacks (a read
    when none is missing; else one transaction that takes the event's lock first)."""
    with transaction(ctx) as session:
        rnd = session.get(Round, round_id)
        wanted = rnd is not None and rnd.status == RoundStatus.PUBLISHED and bool(
            session.scalar(select(Event.table_entry).where(Event.id == rnd.event_id))
        ) and _seats_without_code(session, round_id)
    if wanted:
        with transaction(ctx) as session:
            tallies.lock_event_of_round(session, round_id)
            issue_codes(session, ctx, round_id)


def _seats_without_code(session: Session, round_id: int) -> bool:
    seats = session.scalar(
        select(func.count()).select_from(SeatAssignment)
        .where(SeatAssignment.round_id == round_id)
    ) or 0
    codes = session.scalar(
        select(func.count()).select_from(TableCode)
        .join(GameTable, GameTable.id == TableCode.table_id)
        .where(GameTable.round_id == round_id, TableCode.revoked_at.is_(None))
    ) or 0
    return codes < seats


def _progress(
    session: Session, rnd: Round, table: GameTable, shown: Mapping[int, str]
) -> TableProgress:
    seats = [
        (seat, shown.get(player, name)) for seat, player, name in session.execute(
            select(SeatAssignment.position, Player.id, Player.name)
            .join(Player, Player.id == SeatAssignment.player_id)
            .where(SeatAssignment.table_id == table.id).order_by(SeatAssignment.position)
        ).all()
    ]
    codes = dict(session.execute(
        select(TableCode.seat, TableCode.code)
        .where(TableCode.table_id == table.id, TableCode.revoked_at.is_(None))
    ).all())
    sheet = sheet_hands(session, table.id)
    marks = table_marks(session, table.id)
    return TableProgress(
        table_id=TableId(table.id), number=table.number,
        seats=tuple(SeatCodeRow(seat, name, codes.get(seat, "")) for seat, name in seats),
        hands=len(sheet), planned=rnd.hands if table.hands is None else table.hands,
        confirmed=sum(1 for h in sheet if h.confirmed_by),
        disputed=tuple(h.number for h in sheet if h.disputed_by),
        locked=table.entry_locked,
        last_device=marks[-1].device if marks else "",
        signed_by=signatures(marks, sheet_fingerprint(sheet)) if sheet else (),
    )


def seat_codes(ctx: Context, round_id: int) -> Mapping[tuple[int, int], str]:
    """``(table number, seat) -> code`` of a round's live codes (for the seat cards)."""
    with transaction(ctx) as session:
        rows: Sequence[Any] = session.execute(
            select(GameTable.number, TableCode.seat, TableCode.code)
            .join(GameTable, GameTable.id == TableCode.table_id)
            .where(GameTable.round_id == round_id, TableCode.revoked_at.is_(None))
        ).all()
        return {(number, seat): code for number, seat, code in rows}
