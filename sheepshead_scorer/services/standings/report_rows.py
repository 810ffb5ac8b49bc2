"""Building the plain export rows (``exports.rows``) from the database, inside one session
(the hand rows: ``hand_log_rows``).

Every function here takes an open SQLAlchemy ``Session`` and reads only: the public services
in :mod:`.reports` open the one transaction and call these. Points stay exact
(``Fraction``), money stays integer cents.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Final

from sqlalchemy import Integer, String, case, cast, func, select, type_coerce
from sqlalchemy.orm import Session

from sheepshead_scorer.exports import (
    DocumentInfo,
    PlayerRow,
    RoundResultRow,
    RoundSeating,
    Standings,
    StandingsScope,
    TableSeating,
)
from sheepshead_scorer.exports.phase import EventPhase
from sheepshead_scorer.services.core.errors import InvalidInputError, NotFoundError
from sheepshead_scorer.services.core.lookup import get, session_by_number
from sheepshead_scorer.services.core.player_names import names_in_event
from sheepshead_scorer.services.standings.flight_fixing import flights_of
from sheepshead_scorer.services.standings.money_settings import currency_in
from sheepshead_scorer.services.standings.standing_rows import (
    TIEBREAK_TITLES,
    placeholder_name,
    shown_tiebreaks,
    standing_row,
)
from sheepshead_scorer.services.standings.standings_load import load_tallies, rank
from sheepshead_scorer.store.models import (
    Event,
    EventSession,
    GameTable,
    Hand,
    HandResult,
    Player,
    Registration,
    RegistrationStatus,
    Round,
    RoundTotal,
    SeatAssignment,
    TableCode,
    TallyRow,
    TallyScope,
)
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import PLAYED_ROLES
from sheepshead_scorer.tournament import Ranking as Ranked


def names(session: Session, ids: Sequence[int]) -> dict[int, str]:
    """Player names by id (every id asked for, merged players included)."""
    if not ids:
        return {}
    return dict(session.execute(select(Player.id, Player.name).where(Player.id.in_(ids))).all())


#: An event column's header is at most this long (date and the start of the event's name).
EVENT_COLUMN_WIDTH: Final = 24


def event_column(event: Event) -> Text:
    """A season table's (or chart's) column for ``event``: "09-01 League night 1" in
    English, "01.09. League night 1" in German; the name is data and is cut to fit."""
    return Text(
        "{month}-{day} {event}",
        month=f"{event.held_on:%m}", day=f"{event.held_on:%d}",
        event=event.name[: EVENT_COLUMN_WIDTH - len("09-01 ")],
    )


def member_numbers(session: Session, ids: Sequence[int]) -> dict[int, str]:
    if not ids:
        return {}
    rows = session.execute(select(Player.id, Player.member_number).where(Player.id.in_(ids)))
    return {pid: number or "" for pid, number in rows}


def event_info(session: Session, event: Event) -> DocumentInfo:
    """The page header of every document about ``event``, with the database's currency."""
    return DocumentInfo(event=event.name, date=event.held_on, venue=event.venue,
                        currency=currency_in(session))


def entries(session: Session, event_id: int) -> int:
    """Paying entries: the players checked in, the field the draw seats. A registration
    never checked in (a no-show) paid nothing into the pool: counting it paid prizes out of
    money the desk never took (the Registration screen's "taken")."""
    query = select(Registration.id).where(
        Registration.event_id == event_id, Registration.status == RegistrationStatus.CHECKED_IN
    )
    return len(session.scalars(query).all())


def ranked_event(session: Session, event_id: int, session_id: int | None = None) -> Ranked:
    """The event's (or one session's) ranked standings from the kept tallies."""
    return rank(load_tallies(session, event_id, session_id=session_id))


def standings_rows(
    session: Session,
    ranked: Ranked,
    *,
    event_id: int,
    scope: StandingsScope,
    title: Text,
    prizes: Mapping[int, int] | None = None,
    breakdown: tuple[tuple[Text, Mapping[int, Fraction]], ...] = (),
    played_label: str = "Hands",
    games_label: str = "",
    phase: EventPhase | None = None,
    picker_game: bool = True,
) -> Standings:
    """Ranked tournament standings as export rows: one column per tiebreak shown
    (``shown_tiebreaks``: no lot, and no picker wins at a Sheep Head event, ``picker_game``
    False), an optional per-session breakdown and the prize money per player; ``phase`` says
    whether they are provisional (``services.event_phase``)."""
    shown = shown_tiebreaks(ranked, picker_game=picker_game)
    ids = [row.player_id for row in ranked.rows]
    who, numbers = names_in_event(session, event_id, ids), member_numbers(session, ids)
    prizes = prizes or {}
    flights = flights_of(session, event_id)  # empty unless the event pays flights
    rows = tuple(
        standing_row(
            row, who.get(row.player_id) or placeholder_name(row.player_id),
            member_number=numbers.get(row.player_id, ""),
            prize_cents=prizes.get(row.player_id, 0),
            tiebreaks=shown,
            breakdown=tuple(values.get(row.player_id) for _, values in breakdown),
            flight=flights.get(row.player_id, ""),
        )
        for row in ranked.rows
    )
    return Standings(
        scope=scope,
        title=title,
        rows=rows,
        tiebreak_names=tuple(TIEBREAK_TITLES[t] for t in shown),
        breakdown_names=tuple(name for name, _ in breakdown),
        played_label=played_label,
        games_label=games_label,
        phase=phase,
    )


def session_breakdown(
    session: Session, event_id: int
) -> tuple[tuple[Text, dict[int, Fraction]], ...]:
    """Each played session's totals per player (for the event standings' extra columns,
    headed "S1", "S2", … — "D1", "D2", … for Durchgang in German): the sessions' tally
    rows in one statement (their points only)."""
    columns: dict[int, dict[int, Fraction]] = {}
    for number, player, num, den in session.execute(
        select(EventSession.number, TallyRow.player_id, TallyRow.points_num,
               TallyRow.points_den)
        .join(TallyRow, (TallyRow.scope == TallyScope.SESSION)
              & (TallyRow.scope_id == EventSession.id))
        .where(EventSession.event_id == event_id, TallyRow.event_id == event_id)
        .order_by(EventSession.number)
    ):
        columns.setdefault(number, {})[player] = Fraction(num, den)
    found = tuple((Text("S{number}", number=n), points) for n, points in columns.items())
    return found if len(found) > 1 else ()


def find_round(session: Session, event_id: int, session_number: int, round_number: int) -> Round:
    """Round ``round_number`` of session ``session_number`` of the event, or a clear error."""
    ev_session = session_by_number(session, event_id, session_number)
    found = session.scalar(
        select(Round).where(Round.session_id == ev_session.id, Round.number == round_number)
    )
    if found is None:
        numbers = session.scalars(
            select(Round.number).where(Round.session_id == ev_session.id).order_by(Round.number)
        ).all()
        raise NotFoundError(
            "round", round_number,
            Text(
                "session {session} has rounds {rounds}; pick one of them (--round N)",
                session=session_number, rounds=list(numbers) or Text("none yet"),
            ),
        )
    return found


def _tables(session: Session, round_id: int) -> list[tuple[GameTable, tuple[int, ...]]]:
    tables = session.scalars(
        select(GameTable).where(GameTable.round_id == round_id).order_by(GameTable.number)
    ).all()
    seats: dict[int, list[tuple[int, int]]] = {}
    for table_id, position, player in session.execute(
        select(SeatAssignment.table_id, SeatAssignment.position, SeatAssignment.player_id).where(
            SeatAssignment.round_id == round_id
        )
    ):
        seats.setdefault(table_id, []).append((position, player))
    return [(t, tuple(p for _, p in sorted(seats.get(t.id, [])))) for t in tables]


def _seat_codes(session: Session, rnd: Round) -> dict[tuple[int, int], str]:
    """``(table id, seat) -> code`` of a round's live table-entry codes (none while the event
    has table entry off)."""
    if not session.scalar(select(Event.table_entry).where(Event.id == rnd.event_id)):
        return {}
    rows = session.execute(
        select(TableCode.table_id, TableCode.seat, TableCode.code)
        .join(GameTable, GameTable.id == TableCode.table_id)
        .where(GameTable.round_id == rnd.id, TableCode.revoked_at.is_(None))
    ).all()
    return {(table_id, seat): code for table_id, seat, code in rows}


def round_seating(session: Session, rnd: Round, session_number: int) -> RoundSeating:
    """A round's seating: players by seat at every table (seat 1 deals first)."""
    tables = _tables(session, rnd.id)
    who = names_in_event(session, rnd.event_id, [p for _, players in tables for p in players])
    codes = _seat_codes(session, rnd)
    return RoundSeating(
        session=session_number,
        round_number=rnd.number,
        tables=tuple(
            TableSeating(
                table.number, tuple(who[p] for p in players),
                codes=tuple(codes.get((table.id, seat), "") for seat in range(len(players)))
                if codes else (),
            )
            for table, players in tables
        ),
        hands_per_table=rnd.hands,
    )


def round_results(session: Session, event_id: int) -> tuple[RoundResultRow, ...]:
    """Each player's total at their table in every round (hands and score-sheet totals).

    Six statements for the whole event (not four per round): rounds, tables, seats, the
    hand results grouped in SQL (a player has a handful of distinct payouts in a round, not
    48 rows), the score-sheet totals, the names."""
    rounds = session.execute(
        select(Round.id, Round.number, EventSession.number)
        .join(EventSession, EventSession.id == Round.session_id)
        .where(Round.event_id == event_id)
        .order_by(EventSession.number, Round.number)
    ).all()
    in_event = Round.event_id == event_id
    tables: dict[int, list[tuple[int, int]]] = {}  # round → (table number, table id)
    for round_id, table_id, number in session.execute(
        select(GameTable.round_id, GameTable.id, GameTable.number)
        .join(Round, Round.id == GameTable.round_id).where(in_event)
    ):
        tables.setdefault(round_id, []).append((number, table_id))
    seats: dict[int, list[tuple[int, int]]] = {}  # table → (seat, player)
    for table_id, position, player in session.execute(
        select(SeatAssignment.table_id, SeatAssignment.position, SeatAssignment.player_id)
        .join(Round, Round.id == SeatAssignment.round_id).where(in_event)
    ):
        seats.setdefault(table_id, []).append((position, player))
    sums: dict[tuple[int, int], dict[int, int]] = {}  # (round, player) → den → numerators
    hands: dict[tuple[int, int], int] = {}
    # Summed in SQL: a payout is stored as text, "3" or "7/2"; the whole ones are added as
    # integers there (one row per player and round, not one per distinct payout), the rare
    # fractions are grouped and added exactly here.
    stored = type_coerce(HandResult.points, String)
    fractional = stored.like("%/%")
    played = HandResult.role.in_([role.value for role in PLAYED_ROLES])
    connection = session.connection()  # plain rows: no ORM result processing
    for round_id, player, whole, count, with_fractions in connection.execute(
        select(Hand.round_id, HandResult.player_id,
               func.sum(case((fractional, 0), else_=cast(stored, Integer))),
               func.sum(case((played, 1), else_=0)),  # "Hands" as the standings count them
               func.max(case((fractional, 1), else_=0)))
        .join(Hand, Hand.id == HandResult.hand_id)
        .join(Round, Round.id == Hand.round_id).where(in_event)
        .group_by(Hand.round_id, HandResult.player_id)
    ):
        sums[(round_id, player)] = {1: int(whole)}
        hands[(round_id, player)] = int(count)
        if with_fractions:
            for text_value, times in connection.execute(
                select(stored, func.count())
                .join(Hand, Hand.id == HandResult.hand_id)
                .where(Hand.round_id == round_id, HandResult.player_id == player, fractional)
                .group_by(stored)
            ):
                value = Fraction(text_value)
                by_den = sums[(round_id, player)]
                by_den[value.denominator] = (
                    by_den.get(value.denominator, 0) + value.numerator * times
                )
    for round_id, player, value in session.execute(
        select(RoundTotal.round_id, RoundTotal.player_id, RoundTotal.points)
        .join(Round, Round.id == RoundTotal.round_id).where(in_event)
    ):
        by_den = sums.setdefault((round_id, player), {})
        by_den[value.denominator] = by_den.get(value.denominator, 0) + value.numerator
    # exact, with one Fraction per denominator instead of one per hand
    points = {
        key: Fraction(by_den[1]) if len(by_den) == 1 and 1 in by_den
        else sum((Fraction(n, d) for d, n in by_den.items()), Fraction(0))
        for key, by_den in sums.items()
    }
    who = names_in_event(session, event_id, {p for s in seats.values() for _, p in s})
    rows: list[RoundResultRow] = []
    for round_id, round_no, session_no in rounds:
        for table_no, table_id in sorted(tables.get(round_id, ())):
            players = [p for _, p in sorted(seats.get(table_id, ()))]
            for seat, player in enumerate(players, start=1):
                rows.append(
                    RoundResultRow(
                        session=session_no, round=round_no, table=table_no,
                        seat_number=seat, player=who[player],
                        hands=hands.get((round_id, player), 0),
                        total=points.get((round_id, player), Fraction(0)),
                    )
                )
    return tuple(rows)


def registered_players(session: Session, event_id: int) -> tuple[PlayerRow, ...]:
    """The event's players (withdrawn ones left out), alphabetical."""
    found = session.scalars(
        select(Player)
        .join(Registration, Registration.player_id == Player.id)
        .where(
            Registration.event_id == event_id,
            Registration.status != RegistrationStatus.WITHDRAWN,
        )
        .order_by(Player.name)
    ).all()
    return tuple(
        PlayerRow(
            p.name, member_number=p.member_number or "", club=p.club, contact=p.contact,
            nickname=p.nickname,
        )
        for p in found
    )


def require_event(session: Session, event_id: int) -> Event:
    return get(session, Event, event_id, "event")


def require_session_number(event: Event, number: int | None) -> None:
    if number is not None and not 1 <= number <= event.sessions_planned:
        raise InvalidInputError(
            "session", number,
            Text(
                "a session of {event}: 1 to {last}", event=event.name, last=event.sessions_planned
            ),
            Text("give --session N with one of those numbers"),
        )
