"""A table corrects a hand from a phone, and signs the round's whole sheet at the end.

A correction runs ``hands.correct_in`` — the body of the desktop's ``correct_hand`` — under the
event's write lock with the version the phone saw: a hand changed meanwhile (at the desk, by
another phone) is refused with the desk's reload message, never overwritten. The corrected
version is marked as entered by the correcting seat, so an opponent confirms it like a new
hand (the old version's confirmations stay with the old version). The same correction sent
twice is stored once; later hands rescored by it (a doubler moved) keep the seat that
entered them, and need confirming again only if their scores moved.

Signing the sheet: when every hand of the round is entered, each seat signs the sheet — every
hand as it stands, with each seat's total — with its own code. A signature is of one sheet
(``TableSheet.fingerprint``: the hands and their versions): any later change leaves it stale
and the sheet is signed again. Every write is audited at the phone's station.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from sheepshead_scorer.rules import TableOutcome
from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import StaleEditError
from sheepshead_scorer.services.hands import hand_edits as hands
from sheepshead_scorer.services.hands.outcome_input import parse_outcome
from sheepshead_scorer.services.tables.table_codes import TableAccess
from sheepshead_scorer.services.tables.table_entry import (
    STATION_LENGTH,
    device_station,
    locked_access,
    sheet_fingerprint,
    sheet_hands,
    signatures,
    table_marks,
)
from sheepshead_scorer.store.models import Hand, MarkKind, TableEntryMark
from sheepshead_scorer.text import Text


def _hand_of_table(session: Any, access: TableAccess, hand_id: int) -> Hand:
    hand = session.get(Hand, hand_id)
    if hand is None or hand.table_id != access.table_id:
        raise StaleEditError(Text(
            "that hand is no longer on table {table}'s sheet; reload the page",
            table=access.table_number,
        ))
    assert isinstance(hand, Hand)
    return hand


def correct_hand(
    ctx: Context, code: str, hand_id: int, outcome: TableOutcome | Mapping[str, Any], *,
    expected_version: int, device: str,
) -> Changes:
    """Replace a hand of the code's table with ``outcome``; ``expected_version`` is the
    version the phone showed. Returns what changed (nothing if the hand already is exactly
    this correction: the same form sent twice)."""
    _parsed, data = parse_outcome(outcome)
    with transaction(ctx) as session:
        access = locked_access(session, code)
        hand = _hand_of_table(session, access, hand_id)
        if dict(hand.outcome) == dict(data):
            return Changes()  # already so (this very correction was stored a moment ago)
        phone = replace(ctx, station=device_station(access, device))
        entered = {
            h.id: h.entered_by for h in sheet_hands(session, access.table_id)
            if h.entered_by is not None
        }
        changes = hands.correct_in(
            session, phone, hand_id, data, expected_version=expected_version
        )
        for _kind, changed_id, _before, after in changes.versions:
            seat = access.seat if changed_id == hand_id else entered.get(changed_id)
            if seat is None:
                continue  # a later hand the desk entered: it stays the desk's
            row = session.get(Hand, changed_id)
            assert row is not None
            session.add(TableEntryMark(
                table_id=access.table_id, hand_id=changed_id, hand_number=row.number,
                hand_version=after, seat=seat, kind=MarkKind.ENTERED,
                device=device[:STATION_LENGTH],
            ))
        return changes


def sign_sheet(ctx: Context, code: str, *, fingerprint: str, device: str) -> Changes:
    """The code's seat signs its table's whole sheet for the round, as the phone showed it
    (``fingerprint``); refused before every hand is entered or if the sheet changed since."""
    with transaction(ctx) as session:
        access = locked_access(session, code)
        sheet = sheet_hands(session, access.table_id)
        if len(sheet) < access.hands_planned:
            raise StaleEditError(Text(
                "table {table} has {count} of its {planned} hands; the sheet is signed when "
                "every hand is entered", table=access.table_number, count=len(sheet),
                planned=access.hands_planned,
            ))
        now = sheet_fingerprint(sheet)
        if now != fingerprint:
            raise StaleEditError(Text(
                "table {table}'s sheet was changed since you loaded the page; reload the "
                "page, check the totals again and sign again", table=access.table_number,
            ))
        unchecked = [h.number for h in sheet if not h.confirmed_by or h.disputed_by]  # .checked
        if unchecked:
            raise StaleEditError(Text(
                "hand {hand} at table {table} is not checked yet (or is disputed); the sheet "
                "is signed when a player of the other side has confirmed every hand and no "
                "hand is disputed", hand=unchecked[0], table=access.table_number,
            ))
        if access.seat in signatures(table_marks(session, access.table_id), now):
            return Changes()
        last = session.get(Hand, sheet[-1].id)
        assert last is not None
        session.add(TableEntryMark(
            table_id=access.table_id, hand_id=last.id, hand_number=last.number,
            hand_version=last.version, seat=access.seat, kind=MarkKind.SIGNED,
            device=device[:STATION_LENGTH], proposed={"sheet": now},
        ))
        phone = replace(ctx, station=device_station(access, device))
        audit.record(
            session, phone, entity="table", entity_id=access.table_id, action="sign_sheet",
            after={"seat": access.seat, "sheet": now, "hands": len(sheet)},
        )
        return Changes(tables=(access.table_id,))
