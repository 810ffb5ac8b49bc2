"""Read-only queries the desktop screens need, as plain frozen rows (one session per call).

Nothing here writes; every function takes the services' `Context`. Each read runs in the
services' `transaction`, so a database fault arrives classified, as for a write. The rows
carry exactly what a screen shows, so widgets never see ORM objects.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports.rows import HandRow as HandRow  # the one row of a hand
from sheepshead_scorer.exports.rows import PlayerRow as PlayerRow  # the one row of a player
from sheepshead_scorer.ids import EventId, PlayerId, RoundId, SeasonId, SessionId, TableId
from sheepshead_scorer.rules import Ruleset
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.player_names import event_names, names_in_event
from sheepshead_scorer.services.hand_log.hand_log_rows import table_hands
from sheepshead_scorer.services.hands.session_hands import TableHands, round_table_hands
from sheepshead_scorer.services.hands.table_state import load_table
from sheepshead_scorer.store.models import (
    AuditEntry,
    Event,
    EventSession,
    GameTable,
    Hand,
    League,
    Player,
    Registration,
    RegistrationStatus,
    Round,
    RoundTotal,
    Season,
    SeatAssignment,
)
from sheepshead_scorer.store.models import ScoringMode as ScoringMode  # for the event form


@dataclass(frozen=True)
class EventRow:
    id: EventId
    name: str
    held_on: dt.date
    venue: str
    ruleset: Mapping[str, Any]
    table_size: int
    sessions: int
    hands_per_session: int
    entry_fee_cents: int
    totals_only: bool
    season_id: SeasonId | None
    prize_scheme: Mapping[str, Any] = field(default_factory=dict)
    version: int = 0  # what an edit of the event checks (a stale one is refused)
    counts_toward_league: bool = True
    table_entry: bool = False  # players may enter hands from their phones
    table_game: Mapping[str, Any] | None = None  # None: the picker game; else Sheep Head's


@dataclass(frozen=True)
class RegistrationRow:
    player_id: PlayerId
    name: str
    status: str  # registered / checked_in / withdrawn
    paid_cents: int
    registered_at: dt.datetime
    late: bool = False  # registered after the event's first round was published
    id: int = 0
    version: int = 0  # what fixing the player's seat checks (a stale one is refused)
    flight: str = ""  # the prize flight fixed when the event started ("" none)

    @property
    def checked_in(self) -> bool:
        return self.status == RegistrationStatus.CHECKED_IN

    @property
    def withdrawn(self) -> bool:
        return self.status == RegistrationStatus.WITHDRAWN


@dataclass(frozen=True)
class RoundRow:
    id: RoundId
    session_number: int
    number: int
    hands: int
    status: str  # draft / published / closed
    version: int = 0  # what a seat swap checks (a stale one is refused)


@dataclass(frozen=True)
class SessionRow:
    id: SessionId
    number: int
    status: str  # open / closed
    version: int  # what closing or reopening it checks


@dataclass(frozen=True)
class SeatRow:
    position: int  # 0-based dealer order
    player_id: PlayerId
    name: str


@dataclass(frozen=True)
class TableRow:
    id: TableId
    round_id: RoundId
    number: int
    seats: tuple[SeatRow, ...]
    planned: TableHands | None = None
    """The table's hands in its round and whether they end the session (what its entry line
    scores with, ``services.session_hands``)."""

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)


@dataclass(frozen=True)
class AuditRow:
    at: dt.datetime
    station: str
    action: str
    before: Any
    after: Any


def _session(ctx: Context) -> AbstractContextManager[Session]:
    """One read, with the faults of a write: a lost server, a locked file or a read-only disk
    raise the services' ``ConnectionLostError`` / ``DatabaseBusyError`` / ``StorageError``
    (``services.faults``), never a driver's ``OperationalError``."""
    return transaction(ctx)


def players(ctx: Context, search: str = "", *, include_inactive: bool = True) -> list[PlayerRow]:
    """Players whose name, nickname, member number or club contains `search` (merged ones
    never show), sorted by name."""
    query = select(Player).where(Player.merged_into_id.is_(None))
    text = search.strip()
    if text:
        like = f"%{text}%"
        query = query.where(
            or_(
                Player.name.ilike(like),
                Player.nickname.ilike(like),
                Player.member_number.ilike(like),
                Player.club.ilike(like),
            )
        )
    if not include_inactive:
        query = query.where(Player.active.is_(True))
    with _session(ctx) as session:
        rows = session.scalars(query.order_by(Player.name, Player.id)).all()
        return [
            PlayerRow(
                p.name, member_number=p.member_number or "", club=p.club, contact=p.contact,
                nickname=p.nickname, active=p.active, id=PlayerId(p.id), version=p.version,
            )
            for p in rows
        ]


def _event_row(event: Event) -> EventRow:
    return EventRow(
        id=EventId(event.id),
        name=event.name,
        held_on=event.held_on,
        venue=event.venue,
        ruleset=dict(event.ruleset),
        table_size=event.table_size,
        sessions=event.sessions_planned,
        hands_per_session=event.hands_per_session,
        entry_fee_cents=event.entry_fee_cents,
        totals_only=event.scoring_mode == ScoringMode.TOTALS,
        season_id=None if event.season_id is None else SeasonId(event.season_id),
        prize_scheme=dict(event.prize_scheme or {}),
        version=event.version,
        counts_toward_league=event.counts_toward_league,
        table_entry=event.table_entry,
        table_game=None if event.table_game is None else dict(event.table_game),
    )


def events(ctx: Context) -> list[EventRow]:
    """Every event, newest first."""
    with _session(ctx) as session:
        rows = session.scalars(select(Event).order_by(Event.held_on.desc(), Event.id.desc()))
        return [_event_row(e) for e in rows]


def registrations(ctx: Context, event_id: int) -> list[RegistrationRow]:
    """An event's entries with the player names, in order of registration; an entry made
    after the first round was published is marked late."""
    query = (
        select(Registration, Player.name)
        .join(Player, Player.id == Registration.player_id)
        .where(Registration.event_id == event_id)
        .order_by(Registration.registered_at, Registration.id)
    )
    first_publish = (
        select(func.min(AuditEntry.at))
        .join(Round, Round.id == AuditEntry.entity_id)
        .where(
            AuditEntry.entity == "round", AuditEntry.action == "publish",
            Round.event_id == event_id,
        )
    )
    with _session(ctx) as session:
        started = session.scalar(first_publish)
        if started is not None and started.tzinfo is None:
            started = started.replace(tzinfo=dt.UTC)
        shown = event_names(session, event_id)
        return [
            RegistrationRow(
                PlayerId(r.player_id), shown.get(r.player_id, name), r.status, r.paid_cents,
                r.registered_at, late=started is not None and r.registered_at > started,
                id=r.id, version=r.version, flight=r.flight or "",
            )
            for r, name in session.execute(query).all()
        ]


def rounds(ctx: Context, event_id: int) -> list[RoundRow]:
    """An event's rounds in play order."""
    query = (
        select(Round, EventSession.number)
        .join(EventSession, EventSession.id == Round.session_id)
        .where(Round.event_id == event_id)
        .order_by(EventSession.number, Round.number)
    )
    with _session(ctx) as session:
        return [
            RoundRow(RoundId(r.id), number, r.number, r.hands, r.status, r.version)
            for r, number in session.execute(query).all()
        ]


def sessions(ctx: Context, event_id: int) -> list[SessionRow]:
    """An event's sessions, first to last (each open or closed, with its version)."""
    query = (
        select(EventSession).where(EventSession.event_id == event_id)
        .order_by(EventSession.number)
    )
    with _session(ctx) as session:
        return [
            SessionRow(SessionId(s.id), s.number, s.status, s.version)
            for s in session.scalars(query)
        ]


def tables(ctx: Context, round_id: int) -> list[TableRow]:
    """A round's tables with their seats in dealer order."""
    with _session(ctx) as session:
        table_rows = session.scalars(
            select(GameTable).where(GameTable.round_id == round_id).order_by(GameTable.number)
        ).all()
        seats: dict[int, list[SeatRow]] = defaultdict(list)
        query = (
            select(SeatAssignment, Player.name)
            .join(Player, Player.id == SeatAssignment.player_id)
            .where(SeatAssignment.round_id == round_id)
            .order_by(SeatAssignment.table_id, SeatAssignment.position)
        )
        rnd = session.get(Round, round_id)
        shown = event_names(session, rnd.event_id) if rnd is not None else {}
        for seat, name in session.execute(query).all():
            who = shown.get(seat.player_id, name)
            seats[seat.table_id].append(SeatRow(seat.position, PlayerId(seat.player_id), who))
        planned: dict[int, TableHands] = {}
        if rnd is not None and table_rows:
            event = session.get(Event, rnd.event_id)
            assert event is not None
            planned = round_table_hands(session, rnd, event, table_rows)
        return [
            TableRow(
                TableId(t.id), RoundId(t.round_id), t.number, tuple(seats[t.id]),
                planned.get(t.id),
            )
            for t in table_rows
        ]


def table_rules(ctx: Context, table_id: int) -> Ruleset:
    """The picker-game rules a table plays (``table_state.table_rules``, the one place a
    table's game is decided); a table the event's game cannot seat raises its refusal."""
    with _session(ctx) as session:
        return load_table(session, table_id).ruleset


def hands(ctx: Context, table_id: int, hand_id: int | None = None) -> list[HandRow]:
    """A table's hands in order, with their exact payouts (seat order): the one hand row
    (``exports.HandRow``) the hand log prints, with the stored id and version; with
    ``hand_id`` only that hand (empty when it is not the table's). The players' names come
    from the station's kept names (read again only when they may have changed)."""
    names = ctx.cache.event_names.names if ctx.cache is not None else names_in_event
    with _session(ctx) as session:
        return list(table_hands(session, table_id, hand_id=hand_id, names=names))


@dataclass(frozen=True)
class LastHand:
    """The hand saved last in an event: its number at its table, in its round."""

    number: int
    table: int
    round: int
    session: int


def last_hand(ctx: Context, event_id: int) -> LastHand | None:
    """The event's most recently saved hand (by when it was stored), or None before the first
    (what the window says after a crash: "everything up to hand 7 at table 3 was saved")."""
    with _session(ctx) as session:
        found = session.execute(
            select(Hand.number, GameTable.number, Round.number, EventSession.number)
            .join(GameTable, GameTable.id == Hand.table_id)
            .join(Round, Round.id == Hand.round_id)
            .join(EventSession, EventSession.id == Round.session_id)
            .where(Round.event_id == event_id)
            .order_by(Hand.changed_at.desc(), Hand.id.desc())
            .limit(1)
        ).first()
        return None if found is None else LastHand(*found)


def round_totals(ctx: Context, table_id: int) -> dict[int, Fraction]:
    """The score-sheet totals recorded for a table, by player id (empty if none yet)."""
    with _session(ctx) as session:
        rows = session.scalars(select(RoundTotal).where(RoundTotal.table_id == table_id))
        return {r.player_id: r.points for r in rows}


def history(ctx: Context, entity: str, entity_id: int) -> list[AuditRow]:
    """The audit trail of one row (e.g. entity "hand"), oldest first."""
    query = (
        select(AuditEntry)
        .where(AuditEntry.entity == entity, AuditEntry.entity_id == entity_id)
        .order_by(AuditEntry.at, AuditEntry.id)
    )
    with _session(ctx) as session:
        return [
            AuditRow(a.at, a.station, a.action, a.before, a.after)
            for a in session.scalars(query).all()
        ]


@dataclass(frozen=True)
class SeasonRow:
    id: SeasonId
    league: str
    name: str

    @property
    def label(self) -> str:
        return f"{self.league} — {self.name}"


def seasons(ctx: Context) -> list[SeasonRow]:
    """Every league season, by league then season name."""
    query = (
        select(Season.id, League.name, Season.name)
        .join(League, League.id == Season.league_id)
        .order_by(League.name, Season.name)
    )
    with _session(ctx) as session:
        return [
            SeasonRow(SeasonId(i), league, name)
            for i, league, name in session.execute(query).all()
        ]
