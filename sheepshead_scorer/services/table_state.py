"""Loading one table with everything a hand entry needs: round, session, event, seats, rules."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.rules import RuleError, Ruleset, TableGame
from sheepshead_scorer.rules.sheep_head import FoxRules, fox_rules_from_dict
from sheepshead_scorer.services.errors import (
    NotFoundError,
    RuleViolationError,
    WrongStateError,
)
from sheepshead_scorer.services.tallies import Scope
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

    @property
    def scope(self) -> Scope:
        return Scope(self.event.id, self.ev_session.id, self.round.id)

    @property
    def label(self) -> Text:
        """How a director names it: "table 4 of round 2 (session 1)" (``str()`` of it)."""
        return Text(
            "table {table} of round {round} (session {session})",
            table=self.table.number, round=self.round.number, session=self.ev_session.number,
        )


def load_table(session: Session, table_id: int) -> TableState:
    """The table, its round, session, event, seated players and its ruleset."""
    found = session.execute(
        select(GameTable, Round, EventSession, Event)
        .join(Round, Round.id == GameTable.round_id)
        .join(EventSession, EventSession.id == Round.session_id)
        .join(Event, Event.id == Round.event_id)
        .where(GameTable.id == table_id)
    ).one_or_none()
    if found is None:
        raise NotFoundError("table", table_id)
    table, rnd, ev_session, event = found
    players = tuple(
        session.scalars(
            select(SeatAssignment.player_id)
            .where(SeatAssignment.table_id == table.id)
            .order_by(SeatAssignment.position)
        )
    )
    try:
        ruleset = Ruleset.from_dict(event.ruleset).for_table(table.seats)
        game = table_game(event, ruleset)
    except RuleError as exc:
        raise RuleViolationError(exc.text, exc.field) from exc
    return TableState(table, rnd, ev_session, event, players, ruleset, game)


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
