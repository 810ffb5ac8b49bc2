"""Rounds: draw a seating, swap two players, publish, close and reopen; close a session."""

from __future__ import annotations

import secrets
from collections.abc import Sequence

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.services import audit
from sheepshead_scorer.services.changes import Changes
from sheepshead_scorer.services.context import Context, transaction
from sheepshead_scorer.services.errors import (
    InvalidInputError,
    TournamentRuleError,
    WrongStateError,
)
from sheepshead_scorer.services.lookup import check_version, get
from sheepshead_scorer.services.standings_load import event_standings_in
from sheepshead_scorer.store.models import (
    Event,
    EventSession,
    GameTable,
    Hand,
    Registration,
    RegistrationStatus,
    Round,
    RoundStatus,
    RoundTotal,
    SeatAssignment,
    SessionStatus,
)
from sheepshead_scorer.tournament import (
    DrawMethod,
    FixedSeat,
    Seating,
    SizePolicy,
    Table,
    TournamentError,
    draw_avoiding_repeats,
    draw_by_standings,
    draw_random,
)


def _session(session: Session, event_id: int, number: int) -> EventSession:
    found = session.scalar(
        select(EventSession).where(
            EventSession.event_id == event_id, EventSession.number == number
        )
    )
    if found is None:
        raise InvalidInputError(
            "session_number", number, f"a session of event {event_id}",
            "sessions are numbered from 1 as set when the event was created",
        )
    return found


def _seatings(session: Session, event_id: int) -> list[Seating]:
    """Every earlier round's seating of the event (for the repeat-avoiding draw)."""
    rows = session.execute(
        select(GameTable.round_id, GameTable.number, SeatAssignment.player_id)
        .join(SeatAssignment, SeatAssignment.table_id == GameTable.id)
        .join(Round, Round.id == GameTable.round_id)
        .where(Round.event_id == event_id)
        .order_by(GameTable.round_id, GameTable.number, SeatAssignment.position)
    ).all()
    grouped: dict[int, dict[int, list[int]]] = {}
    for round_id, table_number, player in rows:
        grouped.setdefault(round_id, {}).setdefault(table_number, []).append(player)
    return [
        Seating(
            tuple(Table(n, tuple(players)) for n, players in sorted(tables.items())),
            seed=0, method=DrawMethod.RANDOM,
        )
        for tables in grouped.values()
    ]


def draw_round(
    ctx: Context,
    event_id: int,
    session_number: int,
    hands: int,
    *,
    method: DrawMethod = DrawMethod.RANDOM,
    seed: int | None = None,
    policy: SizePolicy = SizePolicy.LARGER,
    fixed: Sequence[FixedSeat] = (),
) -> Changes:
    """Draw the next round of a session: every checked-in player gets a seat.

    ``hands`` is the number of hands each table plays this round. The seed is recorded (a new
    random one when ``None``), so the same draw can be reproduced. The round starts as a
    draft: swap players if needed, then publish it.
    """
    if isinstance(hands, bool) or not isinstance(hands, int) or hands < 1:
        raise InvalidInputError("hands", hands, "a whole number of hands, 1 or more")
    seed = secrets.randbelow(2**31) if seed is None else seed
    with transaction(ctx) as session:
        event = get(session, Event, event_id, "event")
        ev_session = _session(session, event.id, session_number)
        if ev_session.status != SessionStatus.OPEN:
            raise WrongStateError(f"session {session_number} of {event.name} is closed")
        rounds = list(
            session.scalars(
                select(Round).where(Round.session_id == ev_session.id).order_by(Round.number)
            )
        )
        pending = [r.number for r in rounds if r.status == RoundStatus.DRAFT]
        if pending:
            raise WrongStateError(
                f"round {pending[0]} of session {session_number} is still a draft; "
                "publish it (or delete it) before drawing another"
            )
        used = sum(r.hands for r in rounds)
        if used + hands > event.hands_per_session:
            raise InvalidInputError(
                "hands", hands,
                f"at most {event.hands_per_session - used} (session {session_number} has "
                f"{event.hands_per_session} hands and its rounds so far use {used})",
                "draw a shorter round",
            )
        players = list(
            session.scalars(
                select(Registration.player_id)
                .where(
                    Registration.event_id == event.id,
                    Registration.status == RegistrationStatus.CHECKED_IN,
                )
                .order_by(Registration.player_id)
            )
        )
        seating = _draw(session, event, players, method, seed, policy, fixed)
        rnd = Round(
            session_id=ev_session.id, event_id=event.id, number=len(rounds) + 1, hands=hands,
            status=RoundStatus.DRAFT, seating_seed=seed, seating_method=str(seating.method),
            changed_station=ctx.station,
        )
        session.add(rnd)
        session.flush()
        table_ids = _store_seating(session, rnd, seating)
        audit.record(
            session, ctx, entity="round", entity_id=rnd.id, action="draw",
            after={**audit.snapshot(rnd), "tables": _seating_json(seating)},
        )
        return Changes(
            rounds=(rnd.id,), tables=tuple(table_ids), events=(event.id,),
            sessions=(ev_session.id,), seating=True, created=rnd.id,
        )


def _draw(
    session: Session, event: Event, players: list[int], method: DrawMethod, seed: int,
    policy: SizePolicy, fixed: Sequence[FixedSeat],
) -> Seating:
    if len(players) < 3:
        raise WrongStateError(
            f"only {len(players)} players are checked in to {event.name}; a table needs at "
            "least 3 — check players in first"
        )
    try:
        if method == DrawMethod.AVOID_REPEATS:
            return draw_avoiding_repeats(
                players, _seatings(session, event.id), seed=seed, table_size=event.table_size,
                policy=policy, fixed=fixed,
            )
        if method == DrawMethod.BY_STANDINGS:
            ranked = event_standings_in(session, event.id).ranked_ids()
            present = set(players)
            order = [p for p in ranked if p in present]
            order += [p for p in players if p not in set(order)]
            return draw_by_standings(
                order, seed=seed, table_size=event.table_size, policy=policy, fixed=fixed
            )
        return draw_random(
            players, seed=seed, table_size=event.table_size, policy=policy, fixed=fixed
        )
    except TournamentError as exc:
        raise TournamentRuleError(str(exc)) from exc


def _store_seating(session: Session, rnd: Round, seating: Seating) -> list[int]:
    ids: list[int] = []
    for table in seating.tables:
        row = GameTable(round_id=rnd.id, number=table.number, seats=len(table.players))
        session.add(row)
        session.flush()
        ids.append(row.id)
        session.add_all(
            SeatAssignment(round_id=rnd.id, table_id=row.id, position=pos, player_id=player)
            for pos, player in enumerate(table.players)
        )
    session.flush()
    return ids


def _seating_json(seating: Seating) -> list[list[int]]:
    return [list(table.players) for table in seating.tables]


def swap_seats(
    ctx: Context, round_id: int, first: int, second: int, *, expected_version: int | None = None
) -> Changes:
    """Swap two players' seats in a draft round (before it is published)."""
    with transaction(ctx) as session:
        rnd = get(session, Round, round_id, "round")
        check_version(rnd, expected_version, f"the seating of round {rnd.number}", "swap again")
        if rnd.status != RoundStatus.DRAFT:
            raise WrongStateError(
                f"round {rnd.number} is {rnd.status}; seats can only be swapped before the "
                "round is published"
            )
        seats = {
            seat.player_id: seat
            for seat in session.scalars(
                select(SeatAssignment).where(
                    SeatAssignment.round_id == rnd.id,
                    SeatAssignment.player_id.in_((first, second)),
                )
            )
        }
        for player, name in ((first, "first"), (second, "second")):
            if player not in seats:
                raise InvalidInputError(
                    name, player, f"a player seated in round {rnd.number}",
                    "check the player ids on the seating list",
                )
        if first == second:
            raise InvalidInputError("second", second, "a different player than first")
        a, b = seats[first], seats[second]
        spots = [(a.table_id, a.position, second), (b.table_id, b.position, first)]
        session.delete(a)
        session.delete(b)
        session.flush()
        session.add_all(
            SeatAssignment(round_id=rnd.id, table_id=t, position=p, player_id=player)
            for t, p, player in spots
        )
        before = audit.snapshot(rnd)
        audit.stamp(rnd, ctx)  # bumps the round's version: other stations see the change
        session.flush()
        audit.record(
            session, ctx, entity="round", entity_id=rnd.id, action="swap_seats",
            before={**before, "swap": [first, second]}, after=audit.snapshot(rnd),
        )
        return Changes(rounds=(rnd.id,), tables=(a.table_id, b.table_id), seating=True)


def publish_round(ctx: Context, round_id: int) -> Changes:
    """Make a draft round's seating final: hands can now be entered at its tables."""
    with transaction(ctx) as session:
        rnd = get(session, Round, round_id, "round")
        if rnd.status != RoundStatus.DRAFT:
            raise WrongStateError(f"round {rnd.number} is already {rnd.status}")
        _move(session, ctx, rnd, RoundStatus.PUBLISHED, "publish")
        return Changes(rounds=(rnd.id,), seating=True)


def close_round(ctx: Context, round_id: int, *, allow_incomplete: bool = False) -> Changes:
    """Close a published round once every table has all its hands (or score-sheet totals).

    ``allow_incomplete`` closes it anyway (time was called); the message otherwise lists the
    tables still missing hands.
    """
    with transaction(ctx) as session:
        rnd = get(session, Round, round_id, "round")
        if rnd.status != RoundStatus.PUBLISHED:
            raise WrongStateError(
                f"round {rnd.number} is {rnd.status}; only a published round can be closed"
            )
        if not allow_incomplete:
            missing = _incomplete_tables(session, rnd)
            if missing:
                raise WrongStateError(
                    f"round {rnd.number} is not finished: table(s) "
                    f"{', '.join(str(n) for n in missing)} have fewer than {rnd.hands} hands "
                    "and no score-sheet totals; enter them, or close with allow_incomplete"
                )
        _move(session, ctx, rnd, RoundStatus.CLOSED, "close")
        return Changes(rounds=(rnd.id,), standings=True)


def reopen_round(ctx: Context, round_id: int) -> Changes:
    """Open a closed round again for corrections (its session must still be open)."""
    with transaction(ctx) as session:
        rnd = get(session, Round, round_id, "round")
        ev_session = get(session, EventSession, rnd.session_id, "session")
        if rnd.status != RoundStatus.CLOSED:
            raise WrongStateError(f"round {rnd.number} is {rnd.status}, not closed")
        if ev_session.status != SessionStatus.OPEN:
            raise WrongStateError(
                f"session {ev_session.number} is closed; its rounds cannot be reopened"
            )
        _move(session, ctx, rnd, RoundStatus.PUBLISHED, "reopen")
        return Changes(rounds=(rnd.id,))


def _move(session: Session, ctx: Context, rnd: Round, to: str, action: str) -> None:
    before = audit.snapshot(rnd)
    rnd.status = to
    audit.stamp(rnd, ctx)
    session.flush()
    audit.record(
        session, ctx, entity="round", entity_id=rnd.id, action=action,
        before=before, after=audit.snapshot(rnd),
    )


def _incomplete_tables(session: Session, rnd: Round) -> list[int]:
    tables = session.execute(
        select(GameTable.id, GameTable.number).where(GameTable.round_id == rnd.id)
    ).all()
    played = dict(
        session.execute(
            select(Hand.table_id, func.count())
            .where(Hand.round_id == rnd.id, Hand.kind.in_(("picked", "leaster", "moster")))
            .group_by(Hand.table_id)
        ).all()
    )
    totalled = set(
        session.scalars(select(RoundTotal.table_id).where(RoundTotal.round_id == rnd.id))
    )
    return [
        number for table_id, number in tables
        if table_id not in totalled and played.get(table_id, 0) < rnd.hands
    ]


def close_session(ctx: Context, event_id: int, session_number: int) -> Changes:
    """Close a session once all its rounds are closed; no more results go in."""
    with transaction(ctx) as session:
        ev_session = _session(session, event_id, session_number)
        if ev_session.status == SessionStatus.CLOSED:
            raise WrongStateError(f"session {session_number} is already closed")
        open_rounds = list(
            session.scalars(
                select(Round.number).where(
                    Round.session_id == ev_session.id, Round.status != RoundStatus.CLOSED
                )
            )
        )
        if open_rounds:
            raise WrongStateError(
                f"session {session_number} still has open round(s) "
                f"{', '.join(str(n) for n in open_rounds)}; close them first"
            )
        before = audit.snapshot(ev_session)
        ev_session.status = SessionStatus.CLOSED
        audit.stamp(ev_session, ctx)
        session.flush()
        audit.record(
            session, ctx, entity="session", entity_id=ev_session.id, action="close",
            before=before, after=audit.snapshot(ev_session),
        )
        return Changes(sessions=(ev_session.id,), events=(event_id,), standings=True)
