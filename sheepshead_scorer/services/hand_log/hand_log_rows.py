"""The one builder of hand rows (``exports.HandRow``): an event's stored hands, read inside
an open session, as the hand log (PDF, workbook, CSV), the hand-entry screen and the command
line show them.

One query reads the columns a row needs (no ORM objects); each table's players are looked up
and checked once; each distinct payout list and stored outcome is parsed once, the outcome
with the store's trusted read (``rules.stored_outcome_from_dict``); and each row is built
once with ``HandRow.stored``, which skips the checks the store's own data cannot fail. An
outcome's columns come from ``hand_log_outcome.log_fields`` (Sheepshead) or
``fox_log.fox_log_fields`` (Sheep Head): a new column is added there, not here.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any, Generic, TypeVar

from sqlalchemy import ColumnElement, String, bindparam, select, type_coerce
from sqlalchemy.orm import Session

from sheepshead_scorer.exports import HandKind, HandRow
from sheepshead_scorer.rules import stored_outcome_from_dict
from sheepshead_scorer.rules.sheep_head import fox_hand_from_dict
from sheepshead_scorer.services.core.player_names import names_in_event
from sheepshead_scorer.services.hand_log.fox_log import fox_games, fox_log_fields
from sheepshead_scorer.services.hand_log.hand_log_outcome import log_fields
from sheepshead_scorer.store.models import EventSession, GameTable, Hand, Round, SeatAssignment

#: A JSON column as read: SQLite hands over the text (read as text on purpose: parsed once
#: per distinct value below), a driver that decodes JSON itself (psycopg) the value.
Stored = str | list[Any] | dict[str, Any]
T = TypeVar("T")
#: The shown names of some players of an event: ``names_in_event`` or a station's kept
#: ``EventNameCache.names`` (the same names, read once per change of the names token).
Names = Callable[[Session, int, Collection[int]], Mapping[int, str]]
#: The kinds by their stored text (a dictionary look-up: ``HandKind(text)`` costs more).
KINDS: dict[str, HandKind] = {kind.value: kind for kind in HandKind}


def hand_rows(
    session: Session,
    event_id: int,
    *,
    session_number: int | None = None,
    round_number: int | None = None,
    table_number: int | None = None,
) -> tuple[HandRow, ...]:
    """Every entered hand of the event in session/round/table/hand order, narrowed by the
    numbers given. Score-sheet totals are not hands and do not appear."""
    conditions: list[ColumnElement[bool]] = [Round.event_id == event_id]
    if session_number is not None:
        conditions.append(EventSession.number == session_number)
    if round_number is not None:
        conditions.append(Round.number == round_number)
    if table_number is not None:
        conditions.append(GameTable.number == table_number)
    return _hand_rows(session, conditions)


def table_hands(
    session: Session, table_id: int, *, hand_id: int | None = None,
    names: Names = names_in_event,
) -> tuple[HandRow, ...]:
    """One table's hands in order: the rows the hand-entry screen shows (the same rows the
    hand log prints); with ``hand_id`` only that hand of the table (the row a screen adds
    after saving it), none when it is not there."""
    if hand_id is None:
        return _rows_of(session, session.execute(_TABLE_HANDS, {"table_id": table_id}), names)
    found = session.execute(_TABLE_HAND, {"table_id": table_id, "hand_id": hand_id})
    return _rows_of(session, found, names)


#: The columns a hand row needs, with its table's, round's and session's numbers.
_HANDS = (
    select(
        Hand.table_id, Hand.number, Hand.kind, Hand.multiplier,
        type_coerce(Hand.payouts, String), type_coerce(Hand.outcome, String),
        GameTable.number, Round.number, EventSession.number, Hand.id, Hand.version,
        Hand.explanation,
    )
    .join(GameTable, GameTable.id == Hand.table_id)
    .join(Round, Round.id == Hand.round_id)
    .join(EventSession, EventSession.id == Round.session_id)
)
_ORDER = (EventSession.number, Round.number, GameTable.number, Hand.number)
# a table's reads, built once: the screen reads its new row after every Enter and building
# the statement cost about as much as running it (issue 26)
_TABLE_HANDS = _HANDS.where(Hand.table_id == bindparam("table_id")).order_by(*_ORDER)
_TABLE_HAND = _HANDS.where(
    Hand.table_id == bindparam("table_id"), Hand.id == bindparam("hand_id")
).order_by(*_ORDER)
_SEATS = (
    select(
        SeatAssignment.table_id, SeatAssignment.position, SeatAssignment.player_id,
        Round.event_id,
    )
    .join(Round, Round.id == SeatAssignment.round_id)
    .where(SeatAssignment.table_id.in_(bindparam("tables", expanding=True)))
)


def _hand_rows(
    session: Session, conditions: Sequence[ColumnElement[bool]],
    names: Names = names_in_event,
) -> tuple[HandRow, ...]:
    """The hands matching ``conditions``, in order."""
    query = _HANDS.where(*conditions).order_by(*_ORDER)
    return _rows_of(session, session.execute(query), names)


def _rows_of(
    session: Session, result: Iterable[Sequence[Any]], names: Names = names_in_event
) -> tuple[HandRow, ...]:
    """The one builder of hand rows: each found hand (``_HANDS``' columns) as a row."""
    found = list(result)
    players_of = table_players(session, {row[0] for row in found}, names)
    payouts_of, outcome_of = _Parsed(_fractions), _Parsed(stored_outcome_from_dict)
    games = fox_games(session, {row[0] for row in found if row[2] == HandKind.FOX})
    rows: list[HandRow] = []
    for (table_id, number, kind, multiplier, payouts, stored, table_no, round_no, session_no,
         hand_id, version, explanation) in found:
        players = players_of[table_id]
        if kind == HandKind.FOX:
            fox = fox_hand_from_dict(_value(stored))
            dealer, fields = fox.dealer, fox_log_fields(fox, players, games[table_id][number])
        else:
            outcome = outcome_of(stored)
            dealer, fields = outcome.dealer, log_fields(outcome, players)
        fields.update(
            session=session_no, round=round_no, table=table_no, hand=number,
            dealer=players[dealer], kind=KINDS[kind], players=players,
            payouts=payouts_of(payouts), multiplier=multiplier,
            id=hand_id, version=version, explanation=explanation,
        )
        rows.append(HandRow.stored(fields))
    return tuple(rows)


def table_players(
    session: Session, table_ids: Collection[int], names: Names = names_in_event,
) -> dict[int, tuple[str, ...]]:
    """Each table's players in seat order (seat 1 deals first), checked as a hand row lists
    them (``HandRow.check_players``: the rows of ``HandRow.stored`` rely on it); ``names``
    gives their shown names."""
    seats: dict[int, list[tuple[int, int]]] = {}
    events: dict[int, int] = {}  # table → its event (whose names the players go by)
    if table_ids:
        for table_id, position, player, event_id in session.execute(
            _SEATS, {"tables": list(table_ids)}
        ):
            seats.setdefault(table_id, []).append((position, player))
            events[table_id] = event_id
    by_table = {t: tuple(p for _, p in sorted(s)) for t, s in seats.items()}
    who = {
        event: names(
            session, event, {p for t, ps in by_table.items() if events[t] == event for p in ps}
        )
        for event in set(events.values())
    }
    players_of = {t: tuple(who[events[t]][p] for p in ps) for t, ps in by_table.items()}
    for players in players_of.values():
        HandRow.check_players(players)
    return players_of


class _Parsed(Generic[T]):
    """A stored JSON value parsed once per distinct value (payout lists repeat a lot:
    "[2, -1, -1, 0, 0]"; so do whole hands, from table to table)."""

    def __init__(self, parse: Callable[[Any], T]) -> None:
        self._parse = parse
        self._seen: dict[object, T] = {}

    def __call__(self, raw: Stored) -> T:
        key = raw if isinstance(raw, str) else tuple(raw) if isinstance(raw, list) else None
        if key is None:  # a decoded object (psycopg): not hashable, parsed each time
            return self._parse(raw)
        found = self._seen.get(key)
        if found is None:
            found = self._seen[key] = self._parse(_value(raw))
        return found


def _fractions(values: list[int | str]) -> tuple[Fraction, ...]:
    return tuple(Fraction(str(p)) for p in values)


def _value(raw: Stored) -> Any:
    return json.loads(raw) if isinstance(raw, str) else raw
