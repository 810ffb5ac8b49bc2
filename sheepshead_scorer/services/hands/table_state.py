"""Loading one table with everything a hand entry needs: round, session, event, seats, rules."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from sheepshead_scorer.rules import RuleError, Ruleset, TableGame
from sheepshead_scorer.rules.sheep_head import SEATS as SHEEP_HEAD_SEATS
from sheepshead_scorer.rules.sheep_head import FoxRules, fox_rules_from_dict
from sheepshead_scorer.services.core.errors import (
    NotFoundError,
    RuleViolationError,
    WrongStateError,
)
from sheepshead_scorer.services.hands.session_hands import TableHands, earlier_hands_of, plan
from sheepshead_scorer.services.standings.tallies import Scope
from sheepshead_scorer.store.models import (
    Event,
    EventSession,
    GameTable,
    Round,
    RoundStatus,
    SeatAssignment,
    SessionStatus,
)
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import smallest_table


@dataclass(frozen=True)
class TableState:
    """A table as loaded in one transaction; ``players[seat]`` is the player id in that seat."""

    table: GameTable
    round: Round
    ev_session: EventSession
    event: Event
    players: tuple[int, ...]
    ruleset: Ruleset
    game: TableGame
    """What the table plays: ``ruleset`` (the picker game), or Sheep Head's ``FoxRules``."""
    planned: TableHands
    """The hands this table plays in its round and whether they end the session (the one
    place that decides it: ``services.session_hands``)."""

    @property
    def scope(self) -> Scope:
        return Scope(self.event.id, self.ev_session.id, self.round.id)

    @property
    def label(self) -> Text:
        """How a director names it: "table 4 of round 2 (session 1)" (``str()`` of it)."""
        return table_label(self.table.number, self.round.number, self.ev_session.number)


# Built once (issue 26: a statement made per call costs more CPU than SQLite takes to run
# it): the table with its round, session and event, and the hands of the session's seating
# rounds before this one (``session_hands.earlier_hands``, as a subquery of the same read).
_TABLE_AT = (
    select(GameTable, Round, EventSession, Event, earlier_hands_of(Round))
    .join(Round, Round.id == GameTable.round_id)
    .join(EventSession, EventSession.id == Round.session_id)
    .join(Event, Event.id == Round.event_id)
    .where(GameTable.id == bindparam("table_id"))
)
_SEATED_AT = (
    select(SeatAssignment.player_id)
    .where(SeatAssignment.table_id == bindparam("table_id"))
    .order_by(SeatAssignment.position)
)


def load_table(session: Session, table_id: int) -> TableState:
    """The table, its round, session, event, seated players and its ruleset."""
    found = session.execute(_TABLE_AT, {"table_id": table_id}).one_or_none()
    if found is None:
        raise NotFoundError("table", table_id)
    table, rnd, ev_session, event, earlier = found
    players = tuple(session.scalars(_SEATED_AT, {"table_id": table.id}))
    where = table_label(table.number, rnd.number, ev_session.number)
    ruleset, game = table_rules(event, table.seats, where)
    planned = plan(event.hands_per_session, int(earlier or 0), rnd.hands, table.hands)
    return TableState(table, rnd, ev_session, event, players, ruleset, game, planned)


def table_label(table: int, round_number: int, session_number: int) -> Text:
    """How a director names a table: "table 4 of round 2 (session 1)"."""
    return Text(
        "table {table} of round {round} (session {session})",
        table=table, round=round_number, session=session_number,
    )


def table_rules(
    event: Event, seats: int, where: Text, ruleset: Ruleset | None = None
) -> tuple[Ruleset, TableGame]:
    """The one place a table's game is decided: the event's game (``ruleset``, default the
    event's own rules) at a table of ``seats``, as ``(picker-game rules, the game played)``.

    The game follows the event, never the seat count by accident: a table the event's game
    cannot seat is refused (``unplayable_table``), so a two-seat table of a 5-hand event is
    never scored as the two-handed game.
    """
    problem = unplayable_table(event, seats, where)
    if problem is not None:
        raise WrongStateError(problem)
    try:
        rules = (ruleset or Ruleset.from_dict(event.ruleset)).for_table(seats)
        return rules, table_game(event, rules)
    except RuleError as exc:
        raise RuleViolationError(exc.text, exc.field) from exc


def unplayable_table(event: Event, seats: int, where: Text) -> Text | None:
    """Why the event's game cannot be played at a table of ``seats`` (``None``: it can).

    Sheep Head seats four (000: "Sheep Head is when there are four players"). The two-handed
    game (002 "Two player rules") is its own game: only an event of two-seat tables plays it;
    every other event's tables seat three or more (002 "Three player rules"), as its draw
    does (``tournament.smallest_table``) — a director running a 5-hand event expects every
    table to play the event's game, not two players a different one.
    """
    fix = Text(
        "delete the draft round and draw it again (the draw seats every table for the "
        "event's game), or seat these players at other tables"
    )
    if event.table_game is not None:
        if seats == SHEEP_HEAD_SEATS:
            return None
        return Text(
            "{where} seats {seats} players, but event {event} plays Sheep Head, which four "
            "play (000: \"Sheep Head is when there are four players\"); {fix}",
            where=where, seats=seats, event=event.name, fix=fix,
        )
    if seats >= smallest_table(event.table_size):
        return None
    return Text(
        "{where} seats {seats} players, but event {event} plays {size}-hand tables: two "
        "players would play the two-handed game (002 \"Two player rules\"), not the "
        "event's; {fix} (only an event of Players per table 2 plays two-handed)",
        where=where, seats=seats, event=event.name, size=event.table_size, fix=fix,
    )


def event_game(event: Event) -> FoxRules | None:
    """The event's Sheep Head rules, or ``None`` for the picker game (``events.table_game``)."""
    return None if event.table_game is None else fox_rules_from_dict(event.table_game)


def table_game(event: Event, ruleset: Ruleset) -> TableGame:
    """The game a table of ``event`` plays: Sheep Head's rules, or the table's ``ruleset``."""
    fox = event_game(event)
    return ruleset if fox is None else fox


def require_scoring_open(state: TableState, action: str | Text) -> None:
    """Results go in only while the round is published and its session open.

    ``action`` is what the director tried, as an instruction ("enter a hand": pass it as
    ``Text`` so the window translates it).
    """
    if state.ev_session.status != SessionStatus.OPEN:
        raise WrongStateError(
            Text(
                "session {session} is closed, so you cannot {action} at {where}",
                session=state.ev_session.number, action=action, where=state.label,
            )
        )
    if state.round.status == RoundStatus.DRAFT:
        raise WrongStateError(
            Text(
                "round {round} is still a draft; publish its seating before you {action}",
                round=state.round.number, action=action,
            )
        )
    if state.round.status == RoundStatus.CLOSED:
        raise WrongStateError(
            Text(
                "round {round} is closed; reopen it before you {action} at {where}",
                round=state.round.number, action=action, where=state.label,
            )
        )
