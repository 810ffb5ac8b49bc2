"""Table entry from phones: a table's sheet, a hand entered, a hand confirmed or disputed,
and the director's view of every table's progress.

One write path: ``enter_hand`` runs ``hands.record_in`` — the body of the desktop's
``record_hand`` — in a transaction that takes the event's write lock first and checks the
seat's code under it (a code revoked or a table locked a moment earlier is refused, never
half-honoured). ``expected_number`` makes a second phone's copy of the same hand a no-op (the
same hand) or a recorded disagreement (a different one), never a second hand. Every write is
audited at a "station" naming the table, seat and device (``device_station``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.entry.reading import EntryReader
from sheepshead_scorer.rules import (
    HandOutcome,
    PickedHand,
    Ruleset,
    TableOutcome,
    outcome_from_dict,
)
from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import StaleEditError
from sheepshead_scorer.services.hands import hand_edits as hands
from sheepshead_scorer.services.hands.outcome_input import parse_outcome
from sheepshead_scorer.services.hands.table_state import load_table
from sheepshead_scorer.services.standings import tallies
from sheepshead_scorer.services.tables.round_clock import RoundClockView, clock_in
from sheepshead_scorer.services.tables.table_codes import (
    TableAccess,
    check_code,
    normalize,
)
from sheepshead_scorer.store.models import (
    GameTable,
    Hand,
    MarkKind,
    Round,
    RoundClock,
    RoundStatus,
    TableCode,
    TableEntryMark,
)
from sheepshead_scorer.text import Text

STATION_LENGTH = 120  # AuditEntry.station


@dataclass(frozen=True)
class SheetHand:
    """One hand on a table's sheet, with what the players said about its current version."""

    id: int
    number: int
    version: int
    outcome: Mapping[str, Any]
    payouts: tuple[Fraction, ...]
    explanation: str
    entered_by: int | None  # seat that entered this version from a phone (None: the desk)
    confirmed_by: tuple[int, ...]
    disputed_by: tuple[int, ...]


@dataclass(frozen=True)
class TableSheet:
    """What a phone at the table shows: who sits where, the hands so far, the rules to read
    the next line with (``reader``: the table's own hands and whether they end the session,
    ``services.session_hands``)."""

    access: TableAccess
    locked: bool
    ruleset: Ruleset
    hands: tuple[SheetHand, ...]
    outcomes: tuple[HandOutcome, ...]
    stamp: tuple[int, ...] = ()  # ``table_stamps``'s fingerprint, read before the sheet
    signed_by: tuple[int, ...] = ()  # seats that signed this very sheet (every hand as is)
    clock: RoundClockView | None = None  # the round's clock when the sheet was read

    @property
    def next_number(self) -> int:
        return len(self.hands) + 1

    def reader(self, previous: Sequence[HandOutcome]) -> EntryReader:
        """The entry line's reader after the hands ``previous`` (the last round and last hand
        are the session's: ``access.planned``)."""
        planned = self.access.planned
        return EntryReader(self.ruleset, previous, hands_total=planned.hands,
                           ends_session=planned.ends_session)

    @property
    def complete(self) -> bool:
        """Every hand of the round is entered: the sheet can be signed."""
        return bool(self.hands) and len(self.hands) >= self.access.hands_planned

    @property
    def checked(self) -> bool:
        """Every hand is confirmed by a player and none is disputed: the sheet may be signed
        (``table_corrections.sign_sheet`` decides the same)."""
        return all(h.confirmed_by and not h.disputed_by for h in self.hands)

    @property
    def fingerprint(self) -> str:
        return sheet_fingerprint(self.hands)

    @property
    def totals(self) -> tuple[Fraction, ...]:
        """Each seat's total of the round so far (the sheet's bottom line)."""
        return tuple(
            sum((h.payouts[seat] for h in self.hands), Fraction(0))
            for seat in range(len(self.access.names))
        )

    @property
    def signed(self) -> bool:
        """Every seat signed the sheet as it stands."""
        return len(set(self.signed_by)) >= len(self.access.names) > 0


def sheet_fingerprint(hands: Sequence[SheetHand]) -> str:
    """Which hands, in which versions, a signature covers (short: it goes into a form)."""
    text = ",".join(f"{h.id}:{h.version}" for h in hands)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def signatures(marks: Sequence[TableEntryMark], fingerprint: str) -> tuple[int, ...]:
    """The seats whose signature is of the sheet ``fingerprint`` (in the order they signed)."""
    return tuple(dict.fromkeys(
        m.seat for m in marks
        if m.kind == MarkKind.SIGNED and isinstance(m.proposed, dict)
        and m.proposed.get("sheet") == fingerprint
    ))


@dataclass(frozen=True)
class EnteredHand:
    """``enter_hand``'s answer: the hand's number, and whether it was already stored as sent
    (a second phone, or the same phone again after the Wi-Fi dropped)."""

    number: int
    already: bool
    changes: Changes


def device_station(access: TableAccess, device: str) -> str:
    """The audit log's "station" of a phone write: table, seat (1-based) and the device."""
    label = f"phone at table {access.table_number}, seat {access.seat + 1}: {device}"
    return label[:STATION_LENGTH]


def table_marks(session: Session, table_id: int) -> list[TableEntryMark]:
    return list(session.scalars(
        select(TableEntryMark).where(TableEntryMark.table_id == table_id)
        .order_by(TableEntryMark.id)
    ))


def sheet_hands(session: Session, table_id: int) -> list[SheetHand]:
    rows = session.scalars(
        select(Hand).where(Hand.table_id == table_id).order_by(Hand.number)
    ).all()
    marks = table_marks(session, table_id)
    found = []
    for hand in rows:
        mine = [m for m in marks if m.hand_id == hand.id and m.hand_version == hand.version]
        entered = next((m.seat for m in mine if m.kind == MarkKind.ENTERED), None)
        found.append(SheetHand(
            id=hand.id, number=hand.number, version=hand.version, outcome=dict(hand.outcome),
            payouts=tuple(Fraction(p) for p in hand.payouts), explanation=hand.explanation,
            entered_by=entered,
            confirmed_by=tuple(dict.fromkeys(
                m.seat for m in mine if m.kind == MarkKind.CONFIRMED)),
            disputed_by=tuple(dict.fromkeys(
                m.seat for m in mine if m.kind == MarkKind.DISPUTED)),
        ))
    return found


def table_sheet(ctx: Context, code: str) -> TableSheet:
    """The sheet of the table ``code`` opens (``TableCodeError`` if it opens nothing)."""
    with transaction(ctx) as session:
        access = check_code(session, code)
        stamp = _stamps(session, [access.table_id]).get(access.table_id, ())
        state = load_table(session, access.table_id)
        sheet = sheet_hands(session, access.table_id)
        outcomes = tuple(outcome_from_dict(dict(h.outcome)) for h in sheet)
        signed = signatures(table_marks(session, access.table_id), sheet_fingerprint(sheet))
        return TableSheet(access, state.table.entry_locked, state.ruleset, tuple(sheet),
                          outcomes, stamp, signed, clock_in(session, access.round_id))


def enter_hand(
    ctx: Context, code: str, outcome: TableOutcome | Mapping[str, Any], *,
    expected_number: int, device: str,
) -> EnteredHand:
    """Store the next hand of the code's table, as the desktop's ``record_hand`` does.

    The same hand sent twice (two phones, or one phone retrying) is stored once: the second
    answer is ``already=True``. A different hand under a number already taken is refused with
    the desktop's reload message, and recorded as that seat's disagreement for the director.
    """
    _parsed, data = parse_outcome(outcome)
    try:
        with transaction(ctx) as session:
            access = locked_access(session, code)
            phone = replace(ctx, station=device_station(access, device))
            changes = hands.record_in(
                session, phone, access.table_id, data, expected_number=expected_number
            )
            hand = session.get(Hand, changes.created)
            assert hand is not None
            session.add(TableEntryMark(
                table_id=access.table_id, hand_id=hand.id, hand_number=hand.number,
                hand_version=hand.version, seat=access.seat, kind=MarkKind.ENTERED,
                device=device[:STATION_LENGTH],
            ))
            return EnteredHand(hand.number, False, changes)
    except StaleEditError as refused:
        stale = refused
    return _second_copy(ctx, code, data, expected_number, device, stale)


def locked_access(session: Session, code: str) -> TableAccess:
    """Take the event's write lock (the first statement), then check the code under it."""
    tallies.lock_event_of_code(session, normalize(code)[:16])
    return check_code(session, code, writing=True)


def _second_copy(
    ctx: Context, code: str, data: Mapping[str, Any], number: int, device: str,
    refused: StaleEditError,
) -> EnteredHand:
    """A hand sent under a number already stored: the same hand is fine; a different one is
    a disagreement, kept for the director, and the sender is told to reload."""
    with transaction(ctx) as session:
        access = locked_access(session, code)
        hand = session.scalar(
            select(Hand).where(Hand.table_id == access.table_id, Hand.number == number)
        )
        if hand is None:
            raise refused
        if dict(hand.outcome) == dict(data):
            return EnteredHand(number, True, Changes())
        if not _disputed_by(session, access, hand):  # one open dispute per seat and hand
            phone = replace(ctx, station=device_station(access, device))
            add_mark(session, phone, access, hand, MarkKind.DISPUTED, device,
                     proposed=dict(data))
    raise refused


def _disputed_by(session: Session, access: TableAccess, hand: Hand) -> bool:
    """The code's seat already disputes this version of ``hand`` (its dispute is open)."""
    return session.scalar(select(TableEntryMark.id).where(
        TableEntryMark.hand_id == hand.id, TableEntryMark.hand_version == hand.version,
        TableEntryMark.seat == access.seat, TableEntryMark.kind == MarkKind.DISPUTED,
    ).limit(1)) is not None


def add_mark(
    session: Session, ctx: Context, access: TableAccess, hand: Hand, kind: MarkKind,
    device: str, proposed: Mapping[str, Any] | None = None,
) -> None:
    session.add(TableEntryMark(
        table_id=access.table_id, hand_id=hand.id, hand_number=hand.number,
        hand_version=hand.version, seat=access.seat, kind=kind,
        device=device[:STATION_LENGTH], proposed=proposed,
    ))
    audit.record(
        session, ctx, entity="hand", entity_id=hand.id, action=str(kind),
        after={"seat": access.seat, "version": hand.version, "proposed": proposed},
    )


def mark_hand(
    ctx: Context, code: str, hand_id: int, *, expected_version: int, kind: MarkKind,
    device: str,
) -> Changes:
    """A player's word on a hand, with their own code: ``CONFIRMED`` (an opponent of the
    player who entered it) or ``DISPUTED``. A hand changed since the phone loaded it is
    refused with a reload message (the confirmation would be of a hand nobody sees)."""
    with transaction(ctx) as session:
        access = locked_access(session, code)
        hand = session.get(Hand, hand_id)
        if hand is None or hand.table_id != access.table_id:
            raise StaleEditError(Text(
                "that hand is no longer on table {table}'s sheet; reload the page",
                table=access.table_number,
            ))
        if hand.version != expected_version:
            raise StaleEditError(Text(
                "hand {hand} was changed since you loaded the page (at {station}); reload "
                "the page and check it again", hand=hand.number,
                station=hand.changed_station or Text("(unknown)"),
            ))
        sheet = {h.id: h for h in sheet_hands(session, access.table_id)}[hand.id]
        if kind is MarkKind.CONFIRMED:
            _check_opponent(access, hand, sheet)
            if access.seat in sheet.confirmed_by:
                return Changes()
        elif access.seat in sheet.disputed_by:
            return Changes()  # one open dispute per seat and hand: a second tap adds nothing
        phone = replace(ctx, station=device_station(access, device))
        add_mark(session, phone, access, hand, kind, device)
        return Changes(hands=(hand.id,), tables=(access.table_id,))


def _check_opponent(access: TableAccess, hand: Hand, sheet: SheetHand) -> None:
    """The confirming seat is not the one who entered the hand, nor on that seat's side."""
    entered = sheet.entered_by
    if entered is None:
        return  # entered at the director's desk: any player at the table may confirm it
    if entered == access.seat:
        raise StaleEditError(Text(
            "you entered hand {hand} yourself; an opponent confirms it with their own code",
            hand=hand.number,
        ))
    outcome = outcome_from_dict(dict(hand.outcome))
    if isinstance(outcome, PickedHand):
        side = {outcome.picker, *outcome.partners}
        if (entered in side) == (access.seat in side):
            raise StaleEditError(Text(
                "seat {seat_number} played on the same side as the player who entered hand "
                "{hand}; a player of the other side confirms it",
                seat_number=access.seat + 1, hand=hand.number,
            ))


def table_stamps(ctx: Context, table_ids: Sequence[int]) -> dict[int, tuple[int, ...]]:
    """A cheap fingerprint of each table's sheet (one query for all of them): its hands and
    their versions, the players' marks, its codes, its lock and its round's state. The live
    sheet on a phone reloads when its table's fingerprint moves."""
    with transaction(ctx) as session:
        return _stamps(session, table_ids)


def _stamps(session: Session, table_ids: Sequence[int]) -> dict[int, tuple[int, ...]]:
    if not table_ids:
        return {}
    hands = select(Hand.table_id, func.count(Hand.id).label("n"),
                   func.coalesce(func.sum(Hand.version), 0).label("v"),
                   func.coalesce(func.max(Hand.id), 0).label("h")).where(
        Hand.table_id.in_(table_ids)).group_by(Hand.table_id).subquery()
    marks = select(TableEntryMark.table_id, func.max(TableEntryMark.id).label("m")).where(
        TableEntryMark.table_id.in_(table_ids)).group_by(TableEntryMark.table_id).subquery()
    codes = select(TableCode.table_id, func.max(TableCode.id).label("c"),
                   func.count(TableCode.revoked_at).label("r")).where(
        TableCode.table_id.in_(table_ids)).group_by(TableCode.table_id).subquery()
    rows = session.execute(
        select(GameTable.id, GameTable.entry_locked, Round.status,
               hands.c.n, hands.c.v, hands.c.h, marks.c.m, codes.c.c, codes.c.r,
               RoundClock.version)  # the round clock moved: the sheet shows it anew
        .join(Round, Round.id == GameTable.round_id)
        .outerjoin(RoundClock, RoundClock.round_id == GameTable.round_id)
        .outerjoin(hands, hands.c.table_id == GameTable.id)
        .outerjoin(marks, marks.c.table_id == GameTable.id)
        .outerjoin(codes, codes.c.table_id == GameTable.id)
        .where(GameTable.id.in_(table_ids))
    ).all()
    return {
        int(row[0]): (
            int(bool(row[1])), int(row[2] == RoundStatus.PUBLISHED),
            *(int(v or 0) for v in row[3:]),
        )
        for row in rows
    }
