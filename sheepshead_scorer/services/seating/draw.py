"""Seating a round: draw it (through tournament/), swap two players, throw a draft away."""

from __future__ import annotations

import secrets
from collections.abc import Sequence

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.rules.sheep_head import SEATS as SHEEP_HEAD_SEATS
from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import (
    InvalidInputError,
    TournamentRuleError,
    WrongStateError,
)
from sheepshead_scorer.services.core.lookup import check_version, get, session_by_number
from sheepshead_scorer.services.core.status_text import round_state
from sheepshead_scorer.services.hands.session_hands import HandsPerTable, hands_for_table
from sheepshead_scorer.services.seating.fixed_seats import seats_for_draw
from sheepshead_scorer.services.standings.standings_load import event_standings_in
from sheepshead_scorer.store.models import (
    Event,
    GameTable,
    Registration,
    RegistrationStatus,
    Round,
    RoundStatus,
    SeatAssignment,
    SessionStatus,
)
from sheepshead_scorer.text import Plural, Text, translatable
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
    smallest_table,
)


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
    hands_per_table: HandsPerTable | str = HandsPerTable.SAME,
) -> Changes:
    """Draw the next round of a session: every checked-in player gets a seat.

    ``hands`` is the number of hands a table of the event's size plays this round (what the
    session's ``hands_per_session`` counts); ``hands_per_table`` says whether a table of
    another size plays as many (``SAME``) or as many as makes each of its players play the
    same number (``EQUAL``: a 6-seat table of a 5-handed event plays 24 for 20, the dealer
    sitting out; ``services.session_hands``), stored as the table's own count. The seed is
    recorded (a new random one when ``None``), so the same draw can be reproduced. The round
    starts as a draft: swap players if needed, then publish it. Fixed seats stored with
    ``set_fixed_seat`` are honoured (``fixed`` adds or replaces some for this draw only); one
    that cannot be honoured raises ``TournamentRuleError`` naming the player.
    """
    if isinstance(hands, bool) or not isinstance(hands, int) or hands < 1:
        raise InvalidInputError("hands", hands, Text("a whole number of hands, 1 or more"))
    if hands_per_table not in tuple(HandsPerTable):
        raise InvalidInputError(
            "hands_per_table", hands_per_table,
            Text("one of {choices}", choices=", ".join(HandsPerTable)),
        )
    per_table = HandsPerTable(hands_per_table)
    seed = secrets.randbelow(2**31) if seed is None else seed
    with transaction(ctx) as session:
        event = get(session, Event, event_id, "event")
        ev_session = session_by_number(session, event.id, session_number)
        if ev_session.status != SessionStatus.OPEN:
            raise WrongStateError(
                Text(
                    "session {session} of {event} is closed",
                    session=session_number, event=event.name,
                )
            )
        rounds = list(
            session.scalars(
                select(Round).where(Round.session_id == ev_session.id).order_by(Round.number)
            )
        )
        pending = [r.number for r in rounds if r.status == RoundStatus.DRAFT]
        if pending:
            raise WrongStateError(
                Text(
                    "round {round} of session {session} is still a draft; "
                    "publish it (or delete it) before drawing another",
                    round=pending[0], session=session_number,
                )
            )
        used = sum(r.hands for r in rounds)
        if used + hands > event.hands_per_session:
            raise InvalidInputError(
                "hands", hands,
                Text(
                    "at most {left} (session {session} has {total} hands and its rounds so far "
                    "use {used})",
                    left=event.hands_per_session - used, session=session_number,
                    total=event.hands_per_session, used=used,
                ),
                Text("draw a shorter round"),
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
        fixed = seats_for_draw(session, event.id, players, event.table_size, policy, fixed)
        seating = _draw(session, event, players, method, seed, policy, fixed)
        rnd = Round(
            session_id=ev_session.id, event_id=event.id, number=len(rounds) + 1, hands=hands,
            status=RoundStatus.DRAFT, seating_seed=seed, seating_method=str(seating.method),
            changed_station=ctx.station,
        )
        session.add(rnd)
        session.flush()
        own = {
            table.number: hands_for_table(per_table, hands, event, len(table.players))
            for table in seating.tables
        }
        table_ids = _store_seating(session, rnd, seating, own)
        audit.record(
            session, ctx, entity="round", entity_id=rnd.id, action="draw",
            after={**audit.snapshot(rnd), "tables": _seating_json(seating),
                   "hands_per_table": str(per_table),
                   "table_hands": {str(n): h for n, h in own.items() if h is not None}},
        )
        return Changes(
            rounds=(rnd.id,), tables=tuple(table_ids), events=(event.id,),
            sessions=(ev_session.id,), seating=True, created=rnd.id,
        )


def _draw(
    session: Session, event: Event, players: list[int], method: DrawMethod, seed: int,
    policy: SizePolicy, fixed: Sequence[FixedSeat],
) -> Seating:
    fewest = smallest_table(event.table_size)
    if len(players) < fewest:
        raise WrongStateError(
            Text(
                "only {checked} checked in to {event}; a table needs at least "
                "{fewest} — check players in first",
                event=event.name, fewest=fewest,
                checked=Plural(len(players), translatable("{count} player is"),
                               translatable("{count} players are")),
            )
        )
    if event.table_game is not None and len(players) % SHEEP_HEAD_SEATS:
        raise WrongStateError(
            Text(
                "{count} players are checked in to {event}, but Sheep Head seats four at "
                "every table (000: \"Sheep Head is when there are four players\"); check in "
                "or withdraw players to make a multiple of four",
                count=len(players), event=event.name,
            )
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
        raise TournamentRuleError(exc.text) from exc


def _store_seating(
    session: Session, rnd: Round, seating: Seating, own: dict[int, int | None]
) -> list[int]:
    ids: list[int] = []
    for table in seating.tables:
        row = GameTable(
            round_id=rnd.id, number=table.number, seats=len(table.players),
            hands=own.get(table.number),
        )
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
    ctx: Context, round_id: int, first: int, second: int, *, expected_version: int
) -> Changes:
    """Swap two players' seats in a draft round (before it is published);
    ``expected_version`` is the round's version the director saw (a stale one is refused)."""
    with transaction(ctx) as session:
        rnd = get(session, Round, round_id, "round")
        check_version(
            rnd, expected_version, Text("the seating of round {round}", round=rnd.number),
            Text("swap again"),
        )
        if rnd.status != RoundStatus.DRAFT:
            raise WrongStateError(
                Text(
                    "round {round} is {status}; seats can only be swapped before the round is "
                    "published",
                    round=rnd.number, status=round_state(rnd.status),
                )
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
                    name, player, Text("a player seated in round {round}", round=rnd.number),
                    Text("check the player ids on the seating list"),
                )
        if first == second:
            raise InvalidInputError("second", second, Text("a different player than first"))
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
        version_before = rnd.version
        audit.stamp(rnd, ctx)  # bumps the round's version: other stations see the change
        session.flush()
        audit.record(
            session, ctx, entity="round", entity_id=rnd.id, action="swap_seats",
            before={**before, "swap": [first, second]}, after=audit.snapshot(rnd),
        )
        return Changes(
            rounds=(rnd.id,), tables=(a.table_id, b.table_id), seating=True,
            versions=(("round", rnd.id, version_before, rnd.version),),
        )


def delete_round(ctx: Context, round_id: int) -> Changes:
    """Throw away a draft round's seating (before it is published), e.g. to draw again."""
    with transaction(ctx) as session:
        rnd = get(session, Round, round_id, "round")
        if rnd.status != RoundStatus.DRAFT:
            raise WrongStateError(
                Text(
                    "round {round} is {status}; only a draft round can be deleted",
                    round=rnd.number, status=round_state(rnd.status),
                )
            )
        later = session.scalar(
            select(func.count()).select_from(Round).where(
                Round.session_id == rnd.session_id, Round.number > rnd.number
            )
        )
        if later:
            raise WrongStateError(
                Text("round {round} is not the last round of its session", round=rnd.number)
            )
        tables = list(session.scalars(select(GameTable.id).where(GameTable.round_id == rnd.id)))
        before = {**audit.snapshot(rnd), "tables": _seating_json(_seatings_of(session, rnd.id))}
        session.execute(delete(SeatAssignment).where(SeatAssignment.round_id == rnd.id))
        session.execute(delete(GameTable).where(GameTable.round_id == rnd.id))
        session.delete(rnd)
        session.flush()
        audit.record(
            session, ctx, entity="round", entity_id=round_id, action="delete", before=before
        )
        return Changes(rounds=(round_id,), tables=tuple(tables), seating=True)


def _seatings_of(session: Session, round_id: int) -> Seating:
    rows = session.execute(
        select(GameTable.number, SeatAssignment.player_id)
        .join(SeatAssignment, SeatAssignment.table_id == GameTable.id)
        .where(GameTable.round_id == round_id)
        .order_by(GameTable.number, SeatAssignment.position)
    ).all()
    tables: dict[int, list[int]] = {}
    for number, player in rows:
        tables.setdefault(number, []).append(player)
    return Seating(
        tuple(Table(n, tuple(p)) for n, p in sorted(tables.items())),
        seed=0, method=DrawMethod.RANDOM,
    )
