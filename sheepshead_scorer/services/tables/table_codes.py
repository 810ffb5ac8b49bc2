"""Table entry's codes and switches: the event's opt-in, a seat's code, the director's lock.

Every seat of every table of a published round gets a short code (printed on that player's
seat card, shown on the director's Table entry screen). A code opens that table for that
round only, and is refused — with a message saying why — when it is unknown, revoked, its
round is closed (the codes expire with it), its table is locked (the director took it over)
or the event has table entry off. ``check_code`` is the one place this is decided; every
phone request calls it.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import ServiceError, WrongStateError
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.core.player_names import names_in_event
from sheepshead_scorer.services.hands.session_hands import TableHands
from sheepshead_scorer.services.hands.table_state import TableState, load_table
from sheepshead_scorer.services.standings import tallies
from sheepshead_scorer.store import utcnow
from sheepshead_scorer.store.models import (
    Event,
    GameTable,
    RoundStatus,
    SeatAssignment,
    SessionStatus,
    TableCode,
)
from sheepshead_scorer.text import Text

# Letters and digits a player cannot misread (no I/1, O/0, L, U/V, 5/S, 2/Z).
ALPHABET = "ABCDEFGHJKMNPQRTWXY346789"
LENGTH = 6  # 25**6 ≈ 244 million codes; the phones' lockout allows a handful of guesses


class TableCodeError(ServiceError):
    """A code that opens nothing; ``reason`` is ``unknown``, ``revoked``, ``expired``,
    ``locked`` or ``off`` (the web counts only ``unknown`` toward its lockout)."""

    def __init__(self, message: Text, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class TableAccess:
    """What a valid code opens: one seat of one table of one round."""

    code_id: int
    event_id: int
    event_name: str
    session_number: int
    round_id: int
    round_number: int
    table_id: int
    table_number: int
    seat: int  # 0-based position (seat 1 is 0)
    names: tuple[str, ...]  # the players in seat order
    planned: TableHands  # the table's hands in its round, and whether they end the session

    @property
    def hands_planned(self) -> int:
        """The hands this table plays in its round (its own count, ``session_hands``)."""
        return self.planned.hands


def normalize(code: str) -> str:
    """What a player typed, as stored: upper case, spaces and dashes dropped."""
    return code.replace(" ", "").replace("-", "").upper()


def new_code(session: Session) -> str:
    """A fresh code no row holds (random from the OS; a clash is drawn again)."""
    while True:
        code = "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))
        if session.scalar(select(TableCode.id).where(TableCode.code == code)) is None:
            return code


def set_table_entry(ctx: Context, event_id: int, on: bool) -> Changes:
    """Turn table entry from phones on or off for an event (off: every code is refused)."""
    with transaction(ctx) as session:
        tallies.lock_event(session, event_id)
        event = get(session, Event, event_id, "event")
        if on and event.table_game is not None:
            raise WrongStateError(Text(
                "the phones read the Sheepshead entry line only; a Sheep Head event's hands "
                "are entered at the desk"
            ))
        if event.table_entry != on:
            audit.record(
                session, ctx, entity="event", entity_id=event.id, action="table_entry",
                before={"table_entry": event.table_entry}, after={"table_entry": on},
            )
            event.table_entry = on
        return Changes(events=(event.id,))


def issue_codes(session: Session, ctx: Context, round_id: int) -> int:
    """Give every seat of the round's tables a live code if it has none (in the caller's
    transaction, under the event's lock); returns how many were issued (audited once)."""
    live = {
        (table_id, seat)
        for table_id, seat in session.execute(
            select(TableCode.table_id, TableCode.seat)
            .join(GameTable, GameTable.id == TableCode.table_id)
            .where(GameTable.round_id == round_id, TableCode.revoked_at.is_(None))
        )
    }
    seats = session.execute(
        select(SeatAssignment.table_id, SeatAssignment.position)
        .where(SeatAssignment.round_id == round_id)
        .order_by(SeatAssignment.table_id, SeatAssignment.position)
    ).all()
    issued = 0
    for table_id, seat in seats:
        if (table_id, seat) not in live:
            session.add(TableCode(table_id=table_id, seat=seat, code=new_code(session)))
            issued += 1
    if issued:
        session.flush()
        audit.record(
            session, ctx, entity="round", entity_id=round_id, action="issue_codes",
            after={"codes": issued},
        )
    return issued


def revoke_codes(ctx: Context, table_id: int) -> Changes:
    """Revoke a table's codes (a slip was lost or a code shared) and issue new ones: every
    phone signed in with an old code is refused from its next request."""
    with transaction(ctx) as session:
        tallies.lock_event_of_table(session, table_id)
        state = load_table(session, table_id)
        codes = session.scalars(
            select(TableCode).where(TableCode.table_id == table_id, TableCode.revoked_at.is_(None))
        ).all()
        now = utcnow()
        for code in codes:
            code.revoked_at = now
        audit.record(
            session, ctx, entity="table", entity_id=table_id, action="revoke_codes",
            before={"codes": len(codes)},
        )
        session.flush()
        issue_codes(session, ctx, state.round.id)
        return Changes(tables=(table_id,))


def set_table_locked(ctx: Context, table_id: int, locked: bool) -> Changes:
    """Lock a table (the director takes it over: its phones may read but not write) or
    unlock it."""
    with transaction(ctx) as session:
        tallies.lock_event_of_table(session, table_id)
        table = get(session, GameTable, table_id, "table")
        if table.entry_locked != locked:
            audit.record(
                session, ctx, entity="table", entity_id=table_id, action="entry_lock",
                before={"entry_locked": table.entry_locked}, after={"entry_locked": locked},
            )
            table.entry_locked = locked
        return Changes(tables=(table_id,))


def check_code(session: Session, code: str, *, writing: bool = False) -> TableAccess:
    """The seat ``code`` opens, or ``TableCodeError`` saying why not (``writing``: the table
    must also be unlocked)."""
    typed = normalize(code)
    row = None
    if 0 < len(typed) <= 16:
        row = session.scalar(select(TableCode).where(TableCode.code == typed))
    if row is None:
        raise TableCodeError(
            Text("that code is not valid; check the code on your seat card"), "unknown"
        )
    state = load_table(session, row.table_id)
    if not state.event.table_entry:
        raise TableCodeError(
            Text("table entry from phones is off for this event; hand your sheet to the "
                 "director"), "off"
        )
    if row.revoked_at is not None:
        raise TableCodeError(
            Text("this code was revoked by the director; ask the director for the new one"),
            "revoked",
        )
    if state.round.status != RoundStatus.PUBLISHED or (
        state.ev_session.status != SessionStatus.OPEN
    ):
        raise TableCodeError(
            Text("round {round} is closed, so its codes have expired; use the code on the "
                 "next round's seat card", round=state.round.number), "expired"
        )
    if writing and state.table.entry_locked:
        raise TableCodeError(
            Text("the director has taken over table {table}; ask the director to enter or "
                 "correct its hands", table=state.table.number), "locked"
        )
    return _access(session, row, state)


def _access(session: Session, row: TableCode, state: TableState) -> TableAccess:
    names = names_in_event(session, state.event.id, state.players)
    return TableAccess(
        code_id=row.id, event_id=state.event.id, event_name=state.event.name,
        session_number=state.ev_session.number, round_id=state.round.id,
        round_number=state.round.number, table_id=state.table.id,
        table_number=state.table.number, seat=row.seat,
        names=tuple(names.get(pid, "") for pid in state.players),
        planned=state.planned,
    )


def open_code(ctx: Context, code: str) -> TableAccess:
    """``check_code`` in its own read-only transaction (a phone signing in)."""
    with transaction(ctx) as session:
        return check_code(session, code)
