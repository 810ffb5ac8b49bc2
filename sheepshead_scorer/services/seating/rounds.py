"""Round and session life: publish, close and reopen rounds; close and reopen a session.

Closing and reopening take the version of the round (or session) the director saw
(``expected_version``; ``None`` skips the check, as a script that just read it does) and
return the version they left it at, so an undo expects exactly that.

Drawing, swapping and deleting a draft seating live in ``services.seating`` (re-exported
here, so ``services.rounds.draw_round`` keeps working).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.rules import score_table_hands, table_outcome_from_dict
from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import WrongStateError
from sheepshead_scorer.services.core.lookup import check_version, get, session_by_number
from sheepshead_scorer.services.core.status_text import round_state
from sheepshead_scorer.services.hands.hand_scoring import is_played
from sheepshead_scorer.services.hands.session_hands import round_table_hands
from sheepshead_scorer.services.hands.table_state import table_label, table_rules, unplayable_table
from sheepshead_scorer.services.seating.draw import delete_round, draw_round, swap_seats
from sheepshead_scorer.services.standings import flight_fixing, tallies
from sheepshead_scorer.store.models import (
    Event,
    EventSession,
    GameTable,
    Hand,
    Round,
    RoundStatus,
    RoundTotal,
    SeatAssignment,
    SessionStatus,
)
from sheepshead_scorer.text import Plural, Text, translatable

__all__ = [
    "close_round",
    "close_session",
    "delete_round",
    "draw_round",
    "incomplete_tables",
    "publish_round",
    "reopen_round",
    "reopen_session",
    "swap_seats",
]


def publish_round(ctx: Context, round_id: int) -> Changes:
    """Make a draft round's seating final: hands can now be entered at its tables."""
    with transaction(ctx) as session:
        tallies.lock_event_of_round(session, round_id)  # no hand slips past the change
        rnd = get(session, Round, round_id, "round")
        if rnd.status != RoundStatus.DRAFT:
            raise WrongStateError(
                Text(
                    "round {round} is already {status}",
                    round=rnd.number, status=round_state(rnd.status),
                )
            )
        _refuse_unplayable(session, rnd)
        _move(session, ctx, rnd, RoundStatus.PUBLISHED, "publish")
        flighted = flight_fixing.fix_at_start(session, ctx, rnd)  # the event's start
        seated = session.scalars(
            select(SeatAssignment.player_id).where(SeatAssignment.round_id == rnd.id)
        ).all()
        entered = tallies.seat_players(session, rnd.event_id, rnd.session_id, seated)
        return Changes(rounds=(rnd.id,), seating=True, standings=bool(entered or flighted),
                       registrations=flighted, life_steps=("round-published",))


def _refuse_unplayable(session: Session, rnd: Round) -> None:
    """A seating becomes final only if every table can play the event's game (a table the
    draw never makes, e.g. two seats at a 5-hand event, is refused, naming it)."""
    event = get(session, Event, rnd.event_id, "event")
    ev_session = get(session, EventSession, rnd.session_id, "session")
    tables = session.execute(
        select(GameTable.number, GameTable.seats)
        .where(GameTable.round_id == rnd.id).order_by(GameTable.number)
    ).all()
    for number, seats in tables:
        where = table_label(number, rnd.number, ev_session.number)
        problem = unplayable_table(event, seats, where)
        if problem is not None:
            raise WrongStateError(problem)


def close_round(
    ctx: Context, round_id: int, *, allow_incomplete: bool = False,
    expected_version: int | None = None,
) -> Changes:
    """Close a published round once every table has all its hands (or score-sheet totals).

    ``allow_incomplete`` closes it anyway (time was called); the message otherwise lists the
    tables still missing hands.
    """
    with transaction(ctx) as session:
        tallies.lock_event_of_round(session, round_id)  # no hand slips past the change
        rnd = get(session, Round, round_id, "round")
        check_version(rnd, expected_version, Text("round {round}", round=rnd.number),
                      Text("close it again"))
        if rnd.status != RoundStatus.PUBLISHED:
            raise WrongStateError(
                Text(
                    "round {round} is {status}; only a published round can be closed",
                    round=rnd.number, status=round_state(rnd.status),
                )
            )
        if not allow_incomplete:
            missing = _incomplete_tables(session, rnd)
            if missing:
                raise WrongStateError(
                    Text(
                        "round {round} is not finished: these tables have fewer than "
                        "{hands} and no score-sheet totals: {tables}. Enter their hands, "
                        "or type their sheets' totals on Round totals, then close the round",
                        round=rnd.number, tables=", ".join(str(n) for n in missing),
                        hands=Plural(rnd.hands, translatable("{count} hand"),
                                     translatable("{count} hands")),
                    )
                )
        moved = _move(session, ctx, rnd, RoundStatus.CLOSED, "close")
        return Changes(rounds=(rnd.id,), standings=True, versions=(moved,),
                       life_steps=("round-closed",))


def reopen_round(ctx: Context, round_id: int, *, expected_version: int | None = None) -> Changes:
    """Open a closed round again for corrections (its session must still be open)."""
    with transaction(ctx) as session:
        tallies.lock_event_of_round(session, round_id)  # no hand slips past the change
        rnd = get(session, Round, round_id, "round")
        check_version(rnd, expected_version, Text("round {round}", round=rnd.number),
                      Text("reopen it again"))
        ev_session = get(session, EventSession, rnd.session_id, "session")
        if rnd.status != RoundStatus.CLOSED:
            raise WrongStateError(
                Text(
                    "round {round} is {status}, not closed",
                    round=rnd.number, status=round_state(rnd.status),
                )
            )
        if ev_session.status != SessionStatus.OPEN:
            raise WrongStateError(
                Text(
                    "session {session} is closed; reopen the session first, then round "
                    "{round}",
                    session=ev_session.number, round=rnd.number,
                )
            )
        moved = _move(session, ctx, rnd, RoundStatus.PUBLISHED, "reopen")
        return Changes(rounds=(rnd.id,), standings=True, versions=(moved,),
                       life_steps=("round-reopened",))


def _move(session: Session, ctx: Context, row: Round | EventSession, to: str, action: str
          ) -> tuple[str, int, int, int]:
    """Set the round's (or session's) status, audited; returns its version change."""
    before = audit.snapshot(row)
    version = row.version
    row.status = to
    audit.stamp(row, ctx)
    session.flush()
    entity = "round" if isinstance(row, Round) else "session"
    audit.record(
        session, ctx, entity=entity, entity_id=row.id, action=action,
        before=before, after=audit.snapshot(row),
    )
    return (entity, row.id, version, row.version)


def _incomplete_tables(session: Session, rnd: Round) -> list[int]:
    """Numbers of the tables with fewer played hands than they play (and no totals).

    Played hands are counted as ``record_hand`` counts them (a redealt leaster or a misdeal
    does not count), by scoring each table's hands again: this runs once per close. Each
    table is compared with its own count (``services.session_hands``: a 6-seat table may
    play more hands than the round's).
    """
    tables = list(session.scalars(select(GameTable).where(GameTable.round_id == rnd.id)))
    outcomes: dict[int, list[dict[str, Any]]] = {}
    for table_id, outcome in session.execute(
        select(Hand.table_id, Hand.outcome).where(Hand.round_id == rnd.id).order_by(Hand.number)
    ):
        outcomes.setdefault(table_id, []).append(outcome)
    totalled = set(
        session.scalars(select(RoundTotal.table_id).where(RoundTotal.round_id == rnd.id))
    )
    event = get(session, Event, rnd.event_id, "event")
    session_number = get(session, EventSession, rnd.session_id, "session").number
    planned = round_table_hands(session, rnd, event, tables)
    missing: list[int] = []
    for table in tables:
        if table.id in totalled:
            continue
        entered = [table_outcome_from_dict(dict(o)) for o in outcomes.get(table.id, [])]
        where = table_label(table.number, rnd.number, session_number)
        _, game = table_rules(event, table.seats, where)  # Sheep Head or the picker game
        plan = planned[table.id]
        scores = score_table_hands(
            game, entered, hands_total=plan.hands, ends_session=plan.ends_session
        )
        if sum(1 for score in scores if is_played(score)) < plan.hands:
            missing.append(table.number)
    return sorted(missing)


def close_session(
    ctx: Context, event_id: int, session_number: int, *, expected_version: int | None = None
) -> Changes:
    """Close a session once all its rounds are closed; no more results go in."""
    with transaction(ctx) as session:
        tallies.lock_event(session, event_id)
        ev_session = session_by_number(session, event_id, session_number)
        check_version(ev_session, expected_version,
                      Text("session {session}", session=session_number), Text("close it again"))
        if ev_session.status == SessionStatus.CLOSED:
            raise WrongStateError(
                Text("session {session} is already closed", session=session_number)
            )
        open_rounds = list(
            session.scalars(
                select(Round.number).where(
                    Round.session_id == ev_session.id, Round.status != RoundStatus.CLOSED
                )
            )
        )
        if open_rounds:
            raise WrongStateError(
                Text(
                    "session {session} still has open {rounds}; close them first",
                    session=session_number,
                    rounds=Plural(len(open_rounds), translatable("round {numbers}"),
                                  translatable("rounds {numbers}"),
                                  numbers=", ".join(str(n) for n in open_rounds)),
                )
            )
        moved = _move(session, ctx, ev_session, SessionStatus.CLOSED, "close")
        return Changes(sessions=(ev_session.id,), events=(event_id,), standings=True,
                       versions=(moved,), life_steps=("session-closed",))


def reopen_session(
    ctx: Context, event_id: int, session_number: int, *, expected_version: int | None = None
) -> Changes:
    """Open a closed session again: its rounds stay closed (reopen the one to correct), the
    standings are provisional again."""
    with transaction(ctx) as session:
        tallies.lock_event(session, event_id)
        ev_session = session_by_number(session, event_id, session_number)
        check_version(ev_session, expected_version,
                      Text("session {session}", session=session_number),
                      Text("reopen it again"))
        if ev_session.status != SessionStatus.CLOSED:
            raise WrongStateError(
                Text("session {session} is open, not closed", session=session_number)
            )
        moved = _move(session, ctx, ev_session, SessionStatus.OPEN, "reopen")
        return Changes(sessions=(ev_session.id,), events=(event_id,), standings=True,
                       versions=(moved,), life_steps=("session-reopened",))


def incomplete_tables(ctx: Context, round_id: int) -> list[int]:
    """The numbers of a round's tables still missing hands (and without score-sheet
    totals): what closing it would name. A read; the window asks with it before closing."""
    with transaction(ctx) as session:
        return _incomplete_tables(session, get(session, Round, round_id, "round"))
