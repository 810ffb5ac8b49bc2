"""What the floor pages and the league website show, read through the services.

Every function takes the ``Services`` facade and returns frozen rows ready for a template:
names and scores only — never contact data, nor a member number except where it tells two
players of one name apart, as every list of the event does. The rows come from the
services' own read model (standings, prizes, rounds, tables, hands); nothing is computed here
that the services already compute, only picked out (one player's seat, one round's points).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from sheepshead_scorer.exports.formatting import Currency, points_text, rank_words
from sheepshead_scorer.ids import EventId, PlayerId, RoundId
from sheepshead_scorer.services import (
    InvalidInputError,
    NotFoundError,
    Services,
    TournamentRuleError,
)
from sheepshead_scorer.services.door import reads as q
from sheepshead_scorer.text import Text


@dataclass(frozen=True)
class EventLink:
    id: int
    name: str
    held_on: dt.date
    venue: str


@dataclass(frozen=True)
class Line:
    """One standings line."""

    label: str | Text  # "3", or a shared place (``rank_words``): the templates render it
    player_id: PlayerId
    name: str
    points: Fraction
    hands: int
    flight: str = ""  # the player's prize flight at an event that pays flights


@dataclass(frozen=True)
class RoundRef:
    id: int
    session: int
    number: int
    status: str


@dataclass(frozen=True)
class Prize:
    place: str | Text
    name: str
    cents: int
    currency: Currency = Currency.DOLLAR
    flight: str = ""  # a flight's prize names it ("B"); "" overall
    finished: str | Text = ""  # the winner's place in the event ("4", "T-3")
    points: str = ""  # and points there, as printed ("52", "32½")


@dataclass(frozen=True)
class TableLine:
    """One table of the round in play on the phones' event page: hands entered of its hands,
    ``finished`` as the projector says it (``TableHandsEntered.done``: all hands, or its
    score-sheet totals, entered)."""

    table: int
    entered: int
    hands: int
    finished: bool


@dataclass(frozen=True)
class EventView:
    """An event's live page: its current round and the standings of one scope."""

    id: int
    name: str
    held_on: dt.date
    venue: str
    current: RoundRef | None
    scope: str  # event / session / round
    lines: tuple[Line, ...]  # the top LIVE_LINES unless every line was asked for
    count: int  # lines in the whole standings
    entered: int = 0  # hands entered in the current round so far
    planned: int = 0  # hands the current round's tables play in all
    table_entry: bool = False  # players enter their tables' hands on their phones
    tables: tuple[TableLine, ...] = ()  # the round in play's tables (round_progress's read)

    @property
    def finished(self) -> int:
        """Tables of the round in play that have finished."""
        return sum(1 for line in self.tables if line.finished)


@dataclass(frozen=True)
class HandLine:
    round: RoundRef
    table: int
    number: int
    score: Fraction
    running: Fraction


@dataclass(frozen=True)
class Seat:
    round: RoundRef
    table: int
    seat: int  # 1-based, as printed on the slip


@dataclass(frozen=True)
class PlayerView:
    event: EventView
    player_id: PlayerId
    name: str
    line: Line | None
    count: int
    seat: Seat | None
    hands: tuple[HandLine, ...]


SCOPES = ("event", "session", "round")

#: Lines of the live standings a phone is sent on every change (a phone shows ~15; a player
#: finds their own line on their own page, every line is on the "all players" page).
LIVE_LINES = 50


def events(services: Services) -> tuple[EventLink, ...]:
    """Every event, newest first."""
    return tuple(
        EventLink(e.id, e.name, e.held_on, e.venue) for e in services.events()
    )


def _event(services: Services, event_id: EventId) -> q.EventRow:
    for row in services.events():
        if row.id == event_id:
            return row
    raise NotFoundError("event", event_id)


def require_event(services: Services, event_id: EventId) -> None:
    """Raise ``NotFoundError`` unless the event exists."""
    _event(services, event_id)


def rounds(services: Services, event_id: EventId) -> tuple[RoundRef, ...]:
    """The event's rounds that players may see (published or closed), in play order."""
    return tuple(
        RoundRef(r.id, r.session_number, r.number, r.status)
        for r in services.rounds(event_id)
        if r.status != "draft"
    )


def current_round(refs: tuple[RoundRef, ...]) -> RoundRef | None:
    """The round in play: the last published one, else the last closed one."""
    open_rounds = [r for r in refs if r.status == "published"]
    if open_rounds:
        return open_rounds[-1]
    return refs[-1] if refs else None


def event_view(
    services: Services, event_id: EventId, scope: str = "event", *, every_line: bool = True
) -> EventView:
    """The event's standings for ``scope`` (event, the current session, or round): every
    line, or the top ``LIVE_LINES`` for the live page."""
    event = _event(services, event_id)
    current = current_round(rounds(services, event_id))
    scope = scope if scope in SCOPES and current is not None else "event"
    session_number = current.session if current is not None and scope != "event" else None
    report = services.event_standings(event_id, session_number=session_number)
    flights = services.event_flights(event_id).by_player  # empty without flights
    lines: list[Line] = []
    total = 0
    if scope == "round" and current is not None:
        key = (current.session, current.number)
        scored = [
            (points, row.player_id, row) for row in report.rows
            if row.tally is not None and row.player_id is not None
            for (_e, s, r), points in row.tally.round_points if (s, r) == key
        ]
        scored.sort(key=lambda scored_row: -scored_row[0])  # ties keep the event order
        rank = 0
        for index, (points, player_id, row) in enumerate(scored):
            if index == 0 or scored[index - 1][0] != points:
                rank = index + 1
            tied = (index > 0 and scored[index - 1][0] == points) or (
                index + 1 < len(scored) and scored[index + 1][0] == points
            )
            lines.append(Line(
                rank_words(rank, tied), player_id, row.player, points, 0,
                flights.get(player_id, ""),
            ))
        total = len(lines)
    else:  # the live page shows the top lines only: build just those (1,000 players)
        shown = report.rows if every_line else report.rows[:LIVE_LINES]
        lines = [
            Line(rank_words(row.rank, row.tied), row.player_id, row.player, row.total, row.played,
                 flights.get(row.player_id, ""))
            for row in shown if row.player_id is not None
        ]
        total = len(report.rows)
    progress = services.round_progress(event_id) if current is not None else None
    return EventView(
        event.id, event.name, event.held_on, event.venue, current, scope,
        tuple(lines if every_line else lines[:LIVE_LINES]), total,
        progress.entered if progress is not None else 0,
        sum(t.hands for t in progress.tables) if progress is not None else 0,
        event.table_entry,
        tuple(TableLine(t.table, min(t.entered, t.hands), t.hands, t.done)
              for t in progress.tables) if progress is not None else (),
    )


@dataclass(frozen=True)
class Prizes:
    """The prize places a page lists (iterable as its ``rows``); ``problem`` says why there
    are none when the stored prize plan cannot be paid (a file saved before it was checked):
    the page shows the standings without prizes and this short note, never an error."""

    rows: tuple[Prize, ...] = ()
    problem: Text | None = None

    def __iter__(self) -> Iterator[Prize]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def __bool__(self) -> bool:
        return bool(self.rows)


def prizes(services: Services, event_id: EventId) -> Prizes:
    """The event's prize places as the services compute them (empty without a prize plan)."""
    currency = services.currency()
    try:
        rows = services.event_prizes(event_id).rows()
    except (InvalidInputError, TournamentRuleError) as exc:
        return Prizes((), Text("Prizes not shown — {reason}", reason=exc.text))
    return Prizes(tuple(
        Prize(row.place, row.player, row.amount_cents, currency, row.flight, row.finished,
              "" if row.points is None else points_text(row.points))
        for row in rows
    ))


def player_view(services: Services, event_id: EventId, player_id: PlayerId) -> PlayerView:
    """One player's page: their line, their seat in the round in play, their hands."""
    view = event_view(services, event_id)
    refs = rounds(services, event_id)
    line = next((x for x in view.lines if x.player_id == player_id), None)
    name = line.name if line is not None else ""
    seat: Seat | None = None
    hand_lines: list[HandLine] = []
    running = Fraction(0)
    for ref in refs:
        for table in services.tables(RoundId(ref.id)):
            for position in table.seats:
                if position.player_id != player_id:
                    continue
                name = name or position.name
                if ref == view.current:
                    seat = Seat(ref, table.number, position.position + 1)
                for hand in services.hands(table.id):
                    score = hand.payouts[position.position]
                    running += score
                    hand_lines.append(HandLine(ref, table.number, hand.hand, score, running))
    if not name:  # checked in late and not seated yet: their page, waiting for a seat
        name = next((
            r.name for r in services.registrations(event_id)
            if r.player_id == player_id and r.status != "withdrawn"
        ), "")
    if not name:
        raise NotFoundError("player", player_id)
    return PlayerView(
        view, player_id, name, line, len(view.lines), seat, tuple(hand_lines)
    )
