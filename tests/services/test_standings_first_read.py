"""A station's first standings read (``standings_load.load_tallies`` over the whole field)
against a recount from the stored hands, on an event of two sessions and four rounds."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from service_helpers import make_setup, picked, seat_players
from sqlalchemy import select

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.standings.standings_load import load_tallies
from sheepshead_scorer.services.standings.tally_recount import tally_drift
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import EventSession, Hand, HandResult, Round
from sheepshead_scorer.tournament import (
    FixedSeat,
    HandResultRow,
    PlayerTally,
    Role,
    Tier,
    rank_standings,
    tally_hands,
)

_TIED_LEASTER = {  # two players share the leaster: 3/2 each, a fraction in their round
    "type": "leaster", "points": [10, 10, 40, 30, 30], "tricks": [1, 1, 2, 1, 1],
}


def _outcomes(round_no: int) -> list[dict[str, Any]]:
    """A few different hands: picker wins and losses, schneider, alone, a tied leaster; the
    same at every table of a round, so players of two tables tie on points."""
    shift = round_no
    hands = [
        picked(dealer=0, picker=(shift + 1) % 5, partners=((shift + 2) % 5,)),
        picked(dealer=1, picker=(shift + 3) % 5, partners=((shift + 4) % 5,),
               points=95, tricks=5),
        picked(dealer=2, picker=shift % 5, partners=((shift + 1) % 5,), points=40, tricks=2),
        picked(dealer=3, picker=(shift + 2) % 5, partners=(), points=100, tricks=5,
               call="alone"),
    ]
    if round_no % 3 == 0:
        hands[2] = {**_TIED_LEASTER, "dealer": 2}
    return hands


def _recount(db: Database, event_id: int, session_id: int | None = None) -> dict[int, PlayerTally]:
    """Tallies made the slow way: every stored hand result of the event (or one session),
    counted by tournament/ with its session and round numbers."""
    query = (
        select(HandResult, Hand.number, Round.number, EventSession.number)
        .join(Hand, Hand.id == HandResult.hand_id)
        .join(Round, Round.id == Hand.round_id)
        .join(EventSession, EventSession.id == Round.session_id)
        .where(Round.event_id == event_id)
    )
    if session_id is not None:
        query = query.where(EventSession.id == session_id)
    with db.session() as session:
        rows = session.execute(query).all()
    return tally_hands(
        HandResultRow(
            player_id=r.player_id, session=session_no, round=round_no, table=1, hand=hand_no,
            points=r.points, role=Role(r.role), picker_side_won=r.picker_side_won,
            tier=Tier(r.tier) if r.tier else None, leaster_won=r.leaster_won,
        )
        for r, hand_no, round_no, session_no in rows
    )


def test_a_first_read_equals_a_recount_from_the_hands(services: Services, db: Database) -> None:
    setup = make_setup(
        services, db, players=10, hands=4, sessions=2, hands_per_session=8, publish=False
    )
    services.delete_round(setup.round_id)
    # everyone in a fixed seat: the players of one seat at the two tables tie throughout
    seats = [FixedSeat(p, table=1 + n // 5, seat=n % 5) for n, p in enumerate(setup.players)]
    round_ids: list[int] = []
    for session_no, round_no in ((1, 1), (1, 2), (2, 1), (2, 2)):
        drawn = services.draw_round(setup.event_id, session_no, 4, seed=1, fixed=seats)
        assert drawn.created is not None
        services.publish_round(drawn.created)
        round_ids.append(drawn.created)
        tables = seat_players(db, round_ids[-1])
        assert [seated for _, seated in tables] == [setup.players[:5], setup.players[5:]]
        for table_no, (table_id, _) in enumerate(tables):
            hands = _outcomes(round_no + 2 * session_no)
            if table_no == 1 and session_no == 1:  # the first hands of rounds 1 and 2 swapped:
                hands[0] = _outcomes(5 - round_no)[0]  # the same totals, other round points
            for outcome in hands:
                services.record_hand(table_id, outcome)
        services.close_round(round_ids[-1])
        if round_no == 2:
            services.close_session(setup.event_id, session_no)

    recount = _recount(db, setup.event_id)
    fresh = Services(db.engine, station="new desk")  # nothing kept yet: reads every tally
    report = fresh.event_standings(setup.event_id)
    read: dict[int, PlayerTally] = {}
    for row in report.rows:
        assert row.player_id is not None and row.tally is not None
        read[row.player_id] = row.tally
    assert read == recount  # every count, the points and each round's, in session/round order
    assert all(len(t.round_points) == 4 for t in read.values())
    assert any(p.denominator != 1 for t in read.values() for _, p in t.round_points)
    assert [t.best_round for t in read.values()] == [
        max(p for _, p in t.round_points) for t in read.values()
    ]
    expected = rank_standings(recount.values(), tiebreaks=report.tiebreaks)
    assert [
        (row.rank, row.tied, row.player_id, row.decided_by, row.total) for row in report.rows
    ] == [(p.rank, p.tied, p.player_id, p.decided_by, p.tally.points) for p in expected.rows]
    assert any(row.tied for row in report.rows)  # ties and tiebreaks both come up
    assert any(row.decided_by is not None for row in report.rows)

    with db.session() as session:
        first = session.scalars(
            select(EventSession.id).where(
                EventSession.event_id == setup.event_id, EventSession.number == 1
            )
        ).one()
        players = list(recount)[:3]
        in_first = load_tallies(session, setup.event_id, session_id=first)
        session_read = {t.player_id: t for t in in_first}
        some = load_tallies(session, setup.event_id, players=players)  # a refresh's read
        assert tally_drift(session, setup.event_id) == []
    assert session_read == _recount(db, setup.event_id, first)
    assert {t.player_id: t for t in some} == {p: recount[p] for p in players}
    assert sum(t.points for t in read.values()) == Fraction(0)
