"""The workbook's Rounds sheet and the standings' session columns, read in a few statements
for the whole event (issue 27 item 5), equal what the rows say one by one: each player's
hand payouts and score-sheet totals added exactly (halves too), and their hands counted as
the standings count them."""

from __future__ import annotations

from collections import defaultdict
from datetime import date
from fractions import Fraction

from report_helpers import DemoEvent
from sqlalchemy import select

from sheepshead_scorer.rules import Role, preset
from sheepshead_scorer.services import EventSpec, PlayerFields, Services
from sheepshead_scorer.services.core.context import transaction
from sheepshead_scorer.services.door import reads as q
from sheepshead_scorer.services.standings.report_rows import round_results, session_breakdown
from sheepshead_scorer.services.standings.standings_load import load_tallies
from sheepshead_scorer.store.models import (
    EventSession,
    GameTable,
    Hand,
    HandResult,
    Player,
    Round,
    RoundTotal,
    SeatAssignment,
)
from sheepshead_scorer.tournament import PLAYED_ROLES


def _one_by_one(services: Services, event_id: int) -> list[tuple[object, ...]]:
    """(session, round, table, seat, player, hands, total) from every row, in order."""
    with transaction(services._ctx) as session:
        total: dict[tuple[int, int], Fraction] = defaultdict(Fraction)
        hands: dict[tuple[int, int], int] = defaultdict(int)
        for round_id, result in session.execute(
            select(Hand.round_id, HandResult).join(Hand, Hand.id == HandResult.hand_id)
        ):
            total[(round_id, result.player_id)] += result.points
            hands[(round_id, result.player_id)] += Role(result.role) in PLAYED_ROLES
        for sheet in session.scalars(select(RoundTotal)):
            total[(sheet.round_id, sheet.player_id)] += sheet.points
        found = []
        for rnd, session_no in session.execute(
            select(Round, EventSession.number).join(EventSession)
            .where(Round.event_id == event_id).order_by(EventSession.number, Round.number)
        ):
            for table in session.scalars(
                select(GameTable).where(GameTable.round_id == rnd.id).order_by(GameTable.number)
            ):
                seats = session.scalars(
                    select(SeatAssignment).where(SeatAssignment.table_id == table.id)
                    .order_by(SeatAssignment.position)
                ).all()
                for seat, assignment in enumerate(seats, start=1):
                    key = (rnd.id, assignment.player_id)
                    player = session.get(Player, assignment.player_id)
                    assert player is not None
                    found.append((session_no, rnd.number, table.number, seat, player.name,
                                  hands[key], total[key]))
        return found


def test_round_results_add_up_every_payout_and_sheet_total(
    services: Services, demo: DemoEvent
) -> None:
    drawn = q.rounds(services._ctx, demo.event_id)[-1].id  # the third round, no hands yet
    services.publish_round(drawn)
    played, sheet = q.tables(services._ctx, drawn)[:2]  # hands at one, a sheet's totals
    tied = {"type": "leaster", "dealer": 0, "points": [10, 10, 40, 30, 30],
            "tricks": [1, 1, 2, 1, 1]}  # a tied leaster: 3/2 each to the two winners
    services.record_hand(played.id, tied)
    services.record_hand(played.id, {**tied, "dealer": 1, "points": [10, 40, 10, 30, 30]})
    seated = [seat.player_id for seat in sheet.seats]
    halves = [Fraction(7, 2), Fraction(-5, 2), Fraction(1, 3), Fraction(-1, 3), Fraction(-1)]
    services.record_round_totals(sheet.id, dict(zip(seated, halves, strict=False)))
    with transaction(services._ctx) as session:
        rows = round_results(session, demo.event_id)
    got = [(r.session, r.round, r.table, r.seat_number, r.player, r.hands, r.total)
           for r in rows]
    assert got == _one_by_one(services, demo.event_id)
    assert any(r.total.denominator == 2 for r in rows)
    assert any(r.total.denominator == 3 for r in rows)


def _two_sessions(services: Services) -> int:
    """An event of one table of five over two sessions, with hands in each (a half too)."""
    event = services.create_event(EventSpec(
        name="Two sessions", held_on=date(2026, 12, 1), ruleset=preset("000-encyclopedia"),
        sessions=2, hands_per_session=2,
    )).created
    assert event is not None
    for n in range(5):
        player = services.create_player(PlayerFields(name=f"Session player {n}")).created
        assert player is not None
        services.register(event, player)
        services.check_in(event, player)
    tied = {"type": "leaster", "dealer": 0, "points": [10, 10, 40, 30, 30],
            "tricks": [1, 1, 2, 1, 1]}
    for number in (1, 2):
        drawn = services.draw_round(event, number, 2, seed=number).created
        assert drawn is not None
        services.publish_round(drawn)
        table = q.tables(services._ctx, drawn)[0]
        services.record_hand(table.id, tied)
        services.record_hand(table.id, {**tied, "dealer": 1, "points": [10, 40, 10, 30, 30]})
        services.close_round(drawn)
        if number == 1:
            services.close_session(event, 1)
    return event


def test_session_columns_are_the_sessions_tallies(services: Services) -> None:
    event = _two_sessions(services)
    with transaction(services._ctx) as session:
        columns = session_breakdown(session, event)
        sessions = session.scalars(
            select(EventSession).where(EventSession.event_id == event)
            .order_by(EventSession.number)
        ).all()
        expected = [
            (ev_session.number, {t.player_id: t.points for t in tallies})
            for ev_session in sessions
            if (tallies := load_tallies(session, event, session_id=ev_session.id))
        ]
    assert len(expected) == 2
    assert [(title.params["number"], points) for title, points in columns] == expected
    assert any(v.denominator == 2 for _, points in columns for v in points.values())
