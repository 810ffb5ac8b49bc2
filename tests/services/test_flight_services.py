"""Prize flights through ``Services`` (SQLite and PostgreSQL): fixed when the first round is
published, a late check-in placed by the fixed bounds, a move by hand, the split refused
after the start, and the prizes paid per flight with the one-prize rule.

Source 000 (encyclopedia), five-handed: a plain picker win (61-90 card points) pays the
picker 2 and the partner 1, and each of the three defenders loses 1."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from typing import Any

import pytest
from service_helpers import make_event, make_players, picked, seat_players
from sqlalchemy import select

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, Services, StaleEditError, WrongStateError
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.services.standings import ratings
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry, Event, Registration


def flights(cutoffs: list[str] | None = None, **more: Any) -> dict[str, Any]:
    return {
        "count": 2, "basis": "results", "cutoffs": cutoffs if cutoffs is not None else ["0"],
        "no_history": "lowest", "min_hands": 1, "one_prize": True,
        "prizes": [
            {"share_percent": "20", "place_percents": ["100"]},
            {"share_percent": "20", "place_percents": ["100"]},
        ],
        **more,
    }


@dataclass
class Field:
    event_id: EventId
    round_id: int
    table_id: int
    by_seat: tuple[int, ...]  # the new event's seats
    earlier: dict[int, int]  # game points per hand in the earlier event


def _one_table(services: Services, db: Database, event_id: int, players: tuple[int, ...],
               publish: bool = True) -> tuple[int, int, tuple[int, ...]]:
    for player in players:
        services.register(EventId(event_id), PlayerId(player))
        services.check_in(EventId(event_id), PlayerId(player))
    drawn = services.draw_round(EventId(event_id), 1, 4, seed=7).created
    assert drawn is not None
    if publish:
        services.publish_round(drawn)
    [(table, seats)] = seat_players(db, drawn)
    return drawn, table, seats


def _event_with_history(services: Services, db: Database, scheme: dict[str, Any]) -> Field:
    players = make_players(services, 5)
    spring = services.create_event(EventSpec(
        name="Spring Open", held_on=date(2026, 3, 1), ruleset=preset("000-encyclopedia"),
        hands_per_session=48, entry_fee_cents=0,
    )).created
    assert spring is not None
    _, table, seats = _one_table(services, db, spring, players)
    services.record_hand(table, picked(dealer=0, picker=1, partners=(2,)))
    earlier = {seats[0]: -1, seats[1]: 2, seats[2]: 1, seats[3]: -1, seats[4]: -1}
    event_id = make_event(services)  # 2026-11-28, fee 25.00
    with db.session() as session:
        version = session.get(Event, event_id).version  # type: ignore[union-attr]
    services.update_event(EventId(event_id), EventEdit(prize_scheme=scheme),
                          expected_version=version)
    round_id, table_id, by_seat = _one_table(services, db, event_id, players)
    return Field(EventId(event_id), round_id, table_id, by_seat, earlier)


def _flights(db: Database, event_id: int) -> dict[int, str | None]:
    with db.session() as session:
        return {
            r.player_id: r.flight
            for r in session.scalars(select(Registration).where(Registration.event_id == event_id))
        }


SCHEME = {"place_percents": ["40"], "flights": flights()}


def test_flights_are_fixed_when_the_first_round_is_published(
    services: Services, db: Database,
) -> None:
    field = _event_with_history(services, db, SCHEME)
    # earlier game points per hand 2 and 1 are at or above the cutoff 0: flight A; -1: B
    expected = {p: "A" if v >= 0 else "B" for p, v in field.earlier.items()}
    assert _flights(db, field.event_id) == expected
    shown = services.event_flights(field.event_id)
    assert shown.fixed and shown.names == ("A", "B") and shown.bounds == (Fraction(0),)
    assert {r.player_id: r.flight for r in services.registrations(field.event_id)} == expected
    with db.session() as session:
        fixed = session.scalars(select(AuditEntry).where(
            AuditEntry.entity == "registration", AuditEntry.action == "fix flight",
        )).all()
    assert len(fixed) == 5


def test_nothing_is_fixed_for_an_event_without_flights_or_before_the_start(
    services: Services, db: Database,
) -> None:
    event_id = make_event(services)
    _one_table(services, db, event_id, make_players(services, 5, "Plain"))
    assert set(_flights(db, event_id).values()) == {None}
    other = make_event(services, name="Later")
    with db.session() as session:
        version = session.get(Event, other).version  # type: ignore[union-attr]
    services.update_event(EventId(other), EventEdit(prize_scheme=SCHEME),
                          expected_version=version)
    _one_table(services, db, other, make_players(services, 5, "Draft"), publish=False)
    assert set(_flights(db, other).values()) == {None}


def test_a_late_check_in_gets_a_flight_by_the_fixed_bounds(
    services: Services, db: Database,
) -> None:
    field = _event_with_history(services, db, SCHEME)
    [late] = make_players(services, 1, "Latecomer")
    services.register(field.event_id, PlayerId(late))
    assert _flights(db, field.event_id)[late] is None  # registered, not here yet
    services.check_in(field.event_id, PlayerId(late))
    assert _flights(db, field.event_id)[late] == "B"  # no history: the lowest flight


def test_a_director_moves_one_player_by_hand_audited_and_versioned(
    services: Services, db: Database,
) -> None:
    field = _event_with_history(services, db, SCHEME)
    player = next(p for p, v in field.earlier.items() if v < 0)
    row = next(r for r in services.registrations(field.event_id) if r.player_id == player)
    services.move_to_flight(field.event_id, PlayerId(player), "A",
                            expected_version=row.version)
    assert _flights(db, field.event_id)[player] == "A"
    with pytest.raises(StaleEditError):
        services.move_to_flight(field.event_id, PlayerId(player), "B",
                                expected_version=row.version)
    with pytest.raises(Exception, match="one of A, B"):
        services.move_to_flight(field.event_id, PlayerId(player), "C", expected_version=None)
    with db.session() as session:
        moved = session.scalars(select(AuditEntry).where(
            AuditEntry.action == "move flight")).one()
    assert moved.after["flight"] == "A" and moved.before["flight"] == "B"


def test_the_split_is_refused_after_the_start_but_the_prizes_may_change(
    services: Services, db: Database,
) -> None:
    field = _event_with_history(services, db, SCHEME)

    def version() -> int:
        with db.session() as session:
            return session.get(Event, field.event_id).version  # type: ignore[union-attr]

    new_split = {"place_percents": ["40"], "flights": flights(["1"])}
    with pytest.raises(WrongStateError, match="were fixed when its first round was published"):
        services.update_event(field.event_id, EventEdit(prize_scheme=new_split),
                              expected_version=version())
    paid_more = {"place_percents": ["50"],
                 "flights": {**flights(), "prizes": [{"share_percent": "25",
                                                      "place_percents": ["100"]}] * 2}}
    services.update_event(field.event_id, EventEdit(prize_scheme=paid_more),
                          expected_version=version())
    with db.session() as session:
        scheme = session.get(Event, field.event_id).prize_scheme  # type: ignore[union-attr]
    assert scheme["flights_fixed"]["bounds"] == ["0"]  # kept across the dialog's save
    assert _flights(db, field.event_id) == {
        p: "A" if v >= 0 else "B" for p, v in field.earlier.items()
    }


@pytest.mark.parametrize("one_prize", [True, False])
def test_prizes_are_paid_per_flight_with_the_one_prize_rule(
    services: Services, db: Database, one_prize: bool,
) -> None:
    scheme = {"place_percents": ["40"], "flights": flights(one_prize=one_prize)}
    field = _event_with_history(services, db, scheme)
    seat_of = {p: s for s, p in enumerate(field.by_seat)}
    x = next(p for p, v in field.earlier.items() if v < 0)  # a B player picks and wins
    y = next(p for p, v in field.earlier.items() if v == 2)  # A's best is the partner
    services.record_hand(field.table_id, picked(dealer=0, picker=seat_of[x],
                                                partners=(seat_of[y],)))
    z = next(p for p, v in field.earlier.items() if v == 1)
    w, v = sorted(p for p, val in field.earlier.items() if val < 0 and p != x)
    prizes = services.event_prizes(field.event_id)
    got = sorted((p.flight or "", p.player_id, p.cents) for p in prizes.award.payouts)  # type: ignore[union-attr]
    # pool 5 x 25.00 = 125.00; X +2 is 1st overall: 40% = 50.00. A (20% = 25.00): Y (+1)
    # before Z (-1). B (25.00): X would win it, but keeps the larger overall prize, so W and
    # V, tied on -1, share B's 1st: 12.50 each. Allowed more: X also wins B's 25.00.
    if one_prize:
        assert got == sorted([("", x, 5000), ("A", y, 2500), ("B", w, 1250), ("B", v, 1250)])
    else:
        assert got == sorted([("", x, 5000), ("A", y, 2500), ("B", x, 2500)])
    assert prizes.award is not None and prizes.award.remainder_cents == 2500
    assert z not in {p.player_id for p in prizes.award.payouts}
    rows = prizes.rows()
    assert rows[0].flight == ""
    assert {r.flight for r in rows[1:]} <= {"A", "B"}


def test_a_rating_split_orders_by_the_ratings_before_the_event(
    services: Services, db: Database,
) -> None:
    scheme = {"place_percents": ["40"], "flights": flights([], basis="rating")}
    field = _event_with_history(services, db, scheme)
    ratings = services.player_ratings(before_event=field.event_id)
    ordered = sorted(field.earlier, key=lambda p: -ratings[PlayerId(p)].rating)
    got = _flights(db, field.event_id)
    # 5 rated players in 2 equal flights: 3 and 2, by the door's own ratings (level on the
    # 3rd rating go up with it)
    third = ratings[PlayerId(ordered[2])].rating
    assert got == {p: "A" if ratings[PlayerId(p)].rating >= third else "B" for p in ordered}
    assert services.event_flights(field.event_id).bounds == (Fraction(third),)


def test_a_late_check_in_by_rating_is_placed_by_the_kept_ratings(
    services: Services, db: Database, monkeypatch: pytest.MonkeyPatch,
) -> None:
    scheme = {"place_percents": ["40"], "flights": flights([], basis="rating")}
    field = _event_with_history(services, db, scheme)
    [late] = make_players(services, 1, "Latecomer")
    services.register(field.event_id, PlayerId(late))
    reads: list[object] = []
    real = ratings.read_hands
    monkeypatch.setattr(
        ratings, "read_hands", lambda *a, **k: reads.append(a) or real(*a, **k)
    )
    services.check_in(field.event_id, PlayerId(late))
    assert _flights(db, field.event_id)[late] == "B"  # no rated hand: the lowest flight
    assert reads == []  # the rating service's kept answer: no hand read again
    # the flights' ratings are the door's, from the one rating service
    door = services.player_ratings(before_event=field.event_id)
    with db.session() as session:
        kept = ratings.ratings_before(session, field.event_id)
    assert {p: r.rating for p, r in kept.items()} == {p: r.rating for p, r in door.items()}
