"""Recording, correcting and deleting hands; their payouts, tallies, audit and errors."""

from __future__ import annotations

from fractions import Fraction

import pytest
from service_helpers import Setup, assert_writes_nothing, make_setup, picked
from sqlalchemy import select

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import (
    HandCountError,
    NotFoundError,
    RuleViolationError,
    SeatNotAtTableError,
    Services,
    StaleEditError,
    WrongStateError,
)
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry, Hand, HandResult, TallyRow


@pytest.fixture
def setup(services: Services, db: Database) -> Setup:
    return make_setup(services, db, players=5, hands=4)


def _hand(db: Database, hand_id: int) -> Hand:
    with db.session() as session:
        hand = session.get(Hand, hand_id)
        assert hand is not None
        return hand


def _event_points(db: Database, event_id: int) -> dict[int, Fraction]:
    with db.session() as session:
        rows = session.scalars(
            select(TallyRow).where(
                TallyRow.event_id == event_id, TallyRow.scope == "event"
            )
        )
        return {row.player_id: row.points for row in rows}


def test_record_hand_stores_outcome_payouts_results_and_tallies(
    services: Services, db: Database, setup: Setup
) -> None:
    table_id, seated = setup.tables[0]
    changes = services.record_hand(table_id, picked(picker=1, partners=(2,), points=70))
    assert changes.standings and changes.created is not None
    assert changes.hands == (changes.created,) and changes.tables == (table_id,)
    hand = _hand(db, changes.created)
    assert hand.number == 1 and hand.kind == "picked" and hand.version == 1
    assert hand.payouts == ["-1", "2", "1", "-1", "-1"]
    assert hand.outcome["points"] == 70 and hand.changed_station == "test-station"
    with db.session() as session:
        results = session.scalars(
            select(HandResult).where(HandResult.hand_id == hand.id).order_by(HandResult.seat)
        ).all()
    assert [(r.player_id, r.points, r.role) for r in results] == [
        (seated[0], -1, "defender"),
        (seated[1], 2, "picker"),
        (seated[2], 1, "partner"),
        (seated[3], -1, "defender"),
        (seated[4], -1, "defender"),
    ]
    points = _event_points(db, setup.event_id)
    assert points == {seated[0]: -1, seated[1]: 2, seated[2]: 1, seated[3]: -1, seated[4]: -1}
    report = services.event_standings(setup.event_id)
    assert report.rows[0].player_id == seated[1]
    assert report.rows[0].tally.picker_wins == 1
    assert report.row_for(seated[1]).player.startswith("Player ")


def test_preview_writes_nothing_and_matches_the_recorded_hand(
    services: Services, db: Database, setup: Setup
) -> None:
    table_id, _ = setup.tables[0]
    before = __import__("service_helpers").row_counts(db)
    score = services.preview_hand(table_id, picked(points=95, tricks=5))
    assert __import__("service_helpers").row_counts(db) == before
    recorded = services.record_hand(table_id, picked(points=95, tricks=5))
    assert recorded.created is not None
    hand = _hand(db, recorded.created)
    assert hand.payouts == [str(p) for p in score.payouts]


def test_correct_hand_updates_payouts_tallies_version_and_audit(
    services: Services, db: Database, setup: Setup
) -> None:
    table_id, seated = setup.tables[0]
    hand_id = services.record_hand(table_id, picked(points=70)).created
    assert hand_id is not None
    changes = services.correct_hand(hand_id, picked(points=40, tricks=2), expected_version=1)
    assert changes.hands == (hand_id,)
    hand = _hand(db, hand_id)
    assert hand.version == 2 and hand.payouts == ["1", "-2", "-1", "1", "1"]
    assert _event_points(db, setup.event_id)[seated[1]] == -2
    with db.session() as session:
        actions = session.execute(
            select(AuditEntry.action, AuditEntry.before, AuditEntry.after)
            .where(AuditEntry.entity == "hand", AuditEntry.entity_id == hand_id)
            .order_by(AuditEntry.id)
        ).all()
    assert [a for a, _, _ in actions] == ["create", "correct"]
    assert actions[1][1]["payouts"] == ["-1", "2", "1", "-1", "-1"]
    assert actions[1][2]["payouts"] == ["1", "-2", "-1", "1", "1"]


def test_stale_correction_names_station_and_writes_nothing(
    services: Services, db: Database, setup: Setup
) -> None:
    table_id, _ = setup.tables[0]
    hand_id = services.record_hand(table_id, picked(points=70)).created
    assert hand_id is not None
    other = Services(db, station="Table desk B")
    other.correct_hand(hand_id, picked(points=80), expected_version=1)
    error = assert_writes_nothing(
        db,
        lambda: services.correct_hand(hand_id, picked(points=40), expected_version=1),
        StaleEditError,
        r"hand 1 at table 1 was changed at station Table desk B at \d\d:\d\d; "
        r"reload and re-enter your correction",
    )
    assert "Table desk B" in str(error)
    assert _hand(db, hand_id).outcome["points"] == 80


def test_delete_hand_takes_it_out_of_the_tallies(
    services: Services, db: Database, setup: Setup
) -> None:
    table_id, seated = setup.tables[0]
    first = services.record_hand(table_id, picked(points=70)).created
    services.record_hand(table_id, picked(picker=3, partners=(4,), points=100, tricks=5))
    assert first is not None
    services.delete_hand(first, expected_version=1)
    points = _event_points(db, setup.event_id)
    # only the second hand is left: a schneider, picker +4, partner +2, defenders -2
    assert points == {seated[0]: -2, seated[1]: -2, seated[2]: -2, seated[3]: 4, seated[4]: 2}
    with db.session() as session:
        assert session.get(Hand, first) is None
        assert session.scalars(select(HandResult).where(HandResult.hand_id == first)).all() == []
    report = services.event_standings(setup.event_id)
    assert report.row_for(seated[1]).tally.hands_played == 1


def test_a_hand_past_the_rounds_count_is_refused(
    services: Services, db: Database, setup: Setup
) -> None:
    table_id, _ = setup.tables[0]
    for dealer in range(4):
        services.record_hand(table_id, picked(dealer=dealer))
    assert_writes_nothing(
        db,
        lambda: services.record_hand(table_id, picked(dealer=4)),
        HandCountError,
        r"table 1 of round 1 \(session 1\) already has all 4 hands of the round",
    )


@pytest.mark.parametrize(
    ("outcome", "match"),
    [
        (picked(picker=5), r"picker=5 is not a seat at this table: table 1 has seats 0-4"),
        (picked(partners=(7,)), r"partners includes seat 7, which is not at this table"),
        (
            {"type": "leaster", "dealer": 0, "points": [0, 60, 60], "tricks": [0, 3, 3]},
            r"points has 3 entries but table 1 has seats 0-4 \(5 players\)",
        ),
    ],
)
def test_a_seat_not_at_the_table_is_refused(
    services: Services, db: Database, setup: Setup, outcome: dict[str, object], match: str
) -> None:
    assert_writes_nothing(
        db, lambda: services.record_hand(setup.tables[0][0], outcome), SeatNotAtTableError, match
    )


@pytest.mark.parametrize(
    ("outcome", "match"),
    [
        (picked(points=130), r"points=130 is not allowed"),
        (picked(partners=(1,)), r"seat 1 is the picker and cannot also be a partner"),
        ({"type": "mystery", "dealer": 0}, r"type='mystery' is not allowed"),
    ],
)
def test_rule_errors_pass_the_engines_message_through(
    services: Services, db: Database, setup: Setup, outcome: dict[str, object], match: str
) -> None:
    assert_writes_nothing(
        db, lambda: services.record_hand(setup.tables[0][0], outcome), RuleViolationError, match
    )


def test_hands_wait_for_a_published_round(services: Services, db: Database) -> None:
    setup = make_setup(services, db, players=5, hands=4, publish=False)
    assert_writes_nothing(
        db,
        lambda: services.record_hand(setup.tables[0][0], picked()),
        WrongStateError,
        "round 1 is still a draft; publish its seating before you enter a hand",
    )


def test_closed_round_refuses_corrections_until_reopened(
    services: Services, db: Database, setup: Setup
) -> None:
    table_id, _ = setup.tables[0]
    hand_id = services.record_hand(table_id, picked()).created
    assert hand_id is not None
    services.close_round(setup.round_id, allow_incomplete=True)
    assert_writes_nothing(
        db,
        lambda: services.correct_hand(hand_id, picked(points=20), expected_version=1),
        WrongStateError,
        "round 1 is closed; reopen it before you correct a hand",
    )
    services.reopen_round(setup.round_id)
    services.correct_hand(hand_id, picked(points=20, tricks=1), expected_version=1)
    assert _hand(db, hand_id).version == 2


def test_unknown_ids_are_named(services: Services, db: Database, setup: Setup) -> None:
    assert_writes_nothing(
        db, lambda: services.record_hand(9999, picked()), NotFoundError, "table 9999 does not"
    )
    assert_writes_nothing(
        db,
        lambda: services.delete_hand(9999, expected_version=1),
        NotFoundError,
        "hand 9999 does not exist",
    )


def test_doubler_correction_rescores_later_hands(services: Services, db: Database) -> None:
    ruleset = preset("000-encyclopedia", nobody_picks="doubler")
    setup = make_setup(services, db, players=5, hands=4, ruleset=ruleset)
    table_id, _ = setup.tables[0]
    first = services.record_hand(table_id, picked(dealer=0)).created
    second = services.record_hand(table_id, picked(dealer=1)).created
    assert first is not None and second is not None
    assert _hand(db, second).multiplier == 1
    changes = services.correct_hand(first, {"type": "all_pass", "dealer": 0}, expected_version=1)
    assert set(changes.hands) == {first, second}
    assert _hand(db, second).multiplier == 2
    assert _hand(db, second).payouts == ["-2", "4", "2", "-2", "-2"]
    with db.session() as session:
        actions = session.scalars(
            select(AuditEntry.action).where(
                AuditEntry.entity_id == second, AuditEntry.entity == "hand"
            )
        ).all()
    assert list(actions) == ["create", "rescore"]


def test_fractional_payouts_are_stored_exactly(
    services: Services, db: Database, setup: Setup
) -> None:
    table_id, seated = setup.tables[0]
    leaster = {
        "type": "leaster",
        "dealer": 0,
        "points": [10, 10, 40, 30, 30],
        "tricks": [1, 1, 2, 1, 1],
    }
    hand_id = services.record_hand(table_id, leaster).created
    assert hand_id is not None
    assert _hand(db, hand_id).payouts == ["3/2", "3/2", "-1", "-1", "-1"]
    standings = services.event_standings(setup.event_id)
    assert standings.row_for(seated[0]).total == Fraction(3, 2)
    assert standings.row_for(seated[0]).tally.leasters_won == 1
    assert standings.row_for(seated[2]).tally.leasters_won == 0


def test_a_concurrent_write_between_check_and_commit_is_a_stale_edit(
    services: Services, db: Database, setup: Setup
) -> None:
    from sheepshead_scorer.services.core.context import transaction

    hand_id = services.record_hand(setup.tables[0][0], picked()).created
    assert hand_id is not None
    with (
        pytest.raises(StaleEditError, match="another station changed this record"),
        transaction(services._ctx) as session,
    ):
        hand = session.get(Hand, hand_id)
        assert hand is not None
        services.correct_hand(hand_id, picked(points=20, tricks=1), expected_version=1)
        hand.explanation = "edited on a stale copy"
    assert _hand(db, hand_id).version == 2


def test_the_sixth_seat_sits_out_and_scores_as_a_sitter(services: Services, db: Database) -> None:
    setup = make_setup(services, db, players=11, hands=4)
    table_id, seated = next(t for t in setup.tables if len(t[1]) == 6)
    changes = services.record_hand(table_id, picked(dealer=0, picker=1, partners=(2,)))
    assert changes.created is not None
    assert len(_hand(db, changes.created).payouts) == 6
    with db.session() as session:
        roles = session.scalars(
            select(HandResult.role)
            .where(HandResult.hand_id == changes.created)
            .order_by(HandResult.seat)
        ).all()
    assert list(roles) == ["sitter", "picker", "partner", "defender", "defender", "defender"]
    dealer = services.event_standings(setup.event_id).row_for(seated[0]).tally
    assert (dealer.hands_played, dealer.sat_out, dealer.points) == (0, 1, 0)


def test_a_redealt_leaster_does_not_use_up_a_hand(services: Services, db: Database) -> None:
    ruleset = preset("000-encyclopedia", leaster_tie="redeal")
    setup = make_setup(services, db, players=5, hands=1, ruleset=ruleset)
    table_id, _ = setup.tables[0]
    tie = {
        "type": "leaster",
        "dealer": 0,
        "points": [10, 10, 40, 30, 30],
        "tricks": [1, 1, 2, 1, 1],
    }
    services.record_hand(table_id, tie)
    assert_writes_nothing(
        db,
        lambda: services.close_round(setup.round_id),
        WrongStateError,
        "these tables have fewer than 1 hand and",
    )
    services.record_hand(table_id, picked(dealer=0))
    assert services.close_round(setup.round_id).standings
