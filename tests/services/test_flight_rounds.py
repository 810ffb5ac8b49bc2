"""Prize flights over a session of several rounds (SQLite and PostgreSQL): fixed once, at the
first round's publishing; a player checked in after it is placed by the fixed bounds and
seated in round 2 at a table of six (five-handed rules: the dealer sits out), round 3 goes back
to two tables of five and six; later publishing moves nobody."""

from __future__ import annotations

from datetime import date

from service_helpers import make_event, make_players, picked, seat_players
from sqlalchemy import select

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry, Event, Registration

SCHEME = {
    "place_percents": ["30"],
    "flights": {
        "count": 2, "basis": "results", "cutoffs": ["0"], "no_history": "lowest",
        "min_hands": 1, "one_prize": True,
        "prizes": [{"share_percent": "20", "place_percents": ["100"]},
                   {"share_percent": "20", "place_percents": ["100"]}],
    },
}


def _flights(db: Database, event_id: int) -> dict[int, str | None]:
    with db.session() as session:
        return {r.player_id: r.flight for r in session.scalars(
            select(Registration).where(Registration.event_id == event_id))}


def test_flights_hold_over_rounds_of_five_and_six(services: Services, db: Database) -> None:
    regulars = make_players(services, 10)
    # an earlier night: two tables of five, one hand each (picker +2, partner +1, three -1)
    spring = services.create_event(EventSpec(
        name="Spring Open", held_on=date(2026, 3, 1), ruleset=preset("000-encyclopedia"),
        hands_per_session=48, entry_fee_cents=0,
    )).created
    assert spring is not None
    for player in regulars:
        services.register(EventId(spring), PlayerId(player))
        services.check_in(EventId(spring), PlayerId(player))
    first = services.draw_round(EventId(spring), 1, 4, seed=11).created
    assert first is not None
    services.publish_round(first)
    earlier: dict[int, int] = {}
    for table, seats in seat_players(db, first):
        services.record_hand(table, picked(dealer=0, picker=1, partners=(2,)))
        earlier.update({seats[0]: -1, seats[1]: 2, seats[2]: 1, seats[3]: -1, seats[4]: -1})
    expected = {p: "A" if v >= 0 else "B" for p, v in earlier.items()}

    event_id = make_event(services, hands_per_session=12)
    with db.session() as session:
        version = session.get(Event, event_id).version  # type: ignore[union-attr]
    services.update_event(EventId(event_id), EventEdit(prize_scheme=SCHEME),
                          expected_version=version)
    for player in regulars:
        services.register(EventId(event_id), PlayerId(player))
        services.check_in(EventId(event_id), PlayerId(player))
    round_1 = services.draw_round(EventId(event_id), 1, 4, seed=5).created
    assert round_1 is not None
    assert set(_flights(db, event_id).values()) == {None}  # drawn, not published: not fixed
    services.publish_round(round_1)
    assert _flights(db, event_id) == expected
    for table, _ in seat_players(db, round_1):
        for number in range(4):
            services.record_hand(table, picked(dealer=number % 5, picker=(number + 1) % 5,
                                               partners=((number + 2) % 5,)))
    services.close_round(round_1)

    # an eleventh player arrives: no earlier hands, the lowest flight
    [late] = make_players(services, 1, "Latecomer")
    services.register(EventId(event_id), PlayerId(late))
    services.check_in(EventId(event_id), PlayerId(late))
    assert _flights(db, event_id) == {**expected, late: "B"}
    round_2 = services.draw_round(EventId(event_id), 1, 4, seed=6).created
    assert round_2 is not None
    sizes = sorted(len(seats) for _, seats in seat_players(db, round_2))
    assert sizes == [5, 6]  # 11 players: a table of six, its dealer sitting out each hand
    services.publish_round(round_2)
    six = next(t for t, seats in seat_players(db, round_2) if len(seats) == 6)
    services.record_hand(six, picked(dealer=0, picker=1, partners=(2,)))
    services.close_round(round_2, allow_incomplete=True)
    round_3 = services.draw_round(EventId(event_id), 1, 4, seed=8).created
    assert round_3 is not None
    services.publish_round(round_3)
    assert _flights(db, event_id) == {**expected, late: "B"}  # nobody moved
    with db.session() as session:
        fixed = session.scalars(select(AuditEntry).where(
            AuditEntry.entity == "registration", AuditEntry.action == "fix flight",
        )).all()
    assert len(fixed) == 10  # once, at round 1

    award = services.event_prizes(EventId(event_id)).award
    assert award is not None
    # 11 entries x 25.00 = 275.00: overall 30% = 82.50, each flight 20% = 55.00
    assert award.pool_cents == 27_500
    paid = {}
    for payout in award.payouts:
        assert payout.player_id not in paid  # one prize each
        paid[payout.player_id] = payout.flight
    for player, flight in paid.items():
        assert flight is None or _flights(db, event_id)[player] == flight
    assert sum(p.cents for p in award.payouts) + award.remainder_cents == 27_500
