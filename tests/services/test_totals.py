"""Score-sheet round totals and director penalties."""

from __future__ import annotations

from fractions import Fraction

from service_helpers import assert_writes_nothing, make_setup, picked
from sqlalchemy import select

from sheepshead_scorer.services import (
    InvalidInputError,
    RoundTotalsError,
    Services,
    WrongStateError,
)
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry, Penalty, RoundTotal, ScoringMode


def test_round_totals_go_into_the_standings_and_can_be_corrected(
    services: Services, db: Database
) -> None:
    setup = make_setup(services, db, players=5, hands=12, scoring_mode=ScoringMode.TOTALS)
    table_id, seated = setup.tables[0]
    totals = dict(zip(seated, [Fraction(15, 2), -3, Fraction(-9, 2), 4, -4], strict=True))
    changes = services.record_round_totals(table_id, totals)
    assert len(changes.round_totals) == 5 and changes.standings
    report = services.event_standings(setup.event_id)
    assert [row.player_id for row in report.rows][:2] == [seated[0], seated[3]]
    assert report.rows[0].total == Fraction(15, 2)
    assert not report.rows[0].tally.hand_stats
    corrected = dict(totals)
    corrected[seated[0]], corrected[seated[1]] = Fraction(11, 2), -1
    services.record_round_totals(table_id, corrected)
    report = services.event_standings(setup.event_id)
    assert report.rows[0].player_id == seated[0]
    assert report.rows[0].total == Fraction(11, 2)
    assert report.row_for(seated[1]).total == -1
    with db.session() as session:
        stored = session.scalars(select(RoundTotal).where(RoundTotal.table_id == table_id)).all()
        actions = session.scalars(
            select(AuditEntry.action).where(AuditEntry.entity == "round_total")
        ).all()
    assert len(stored) == 5 and sorted(set(actions)) == ["correct", "create"]
    assert services.close_round(setup.round_id).standings  # totals complete the table


def test_totals_that_do_not_add_up_name_the_table_and_the_difference(
    services: Services, db: Database
) -> None:
    setup = make_setup(services, db, players=5, hands=12)
    table_id, seated = setup.tables[0]
    error = assert_writes_nothing(
        db,
        lambda: services.record_round_totals(
            table_id, dict(zip(seated, [5, -3, 2, 0, -1], strict=True))
        ),
        RoundTotalsError,
        r"the totals for table 1 add up to \+3, not 0: check the score sheet",
    )
    assert isinstance(error, RoundTotalsError) and error.difference == 3
    assert error.table_number == 1


def test_totals_must_list_exactly_the_tables_players(services: Services, db: Database) -> None:
    setup = make_setup(services, db, players=5, hands=12)
    table_id, seated = setup.tables[0]
    assert_writes_nothing(
        db,
        lambda: services.record_round_totals(table_id, {seated[0]: 1, seated[1]: -1, 999: 0}),
        RoundTotalsError,
        r"not seated here \[999\]; missing",
    )
    assert_writes_nothing(
        db,
        lambda: services.record_round_totals(table_id, dict.fromkeys(seated, 0.5)),  # type: ignore[arg-type]
        InvalidInputError,
        "an exact number",
    )


def test_totals_and_hands_do_not_mix(services: Services, db: Database) -> None:
    setup = make_setup(services, db, players=5, hands=12)
    table_id, seated = setup.tables[0]
    services.record_hand(table_id, picked())
    assert_writes_nothing(
        db,
        lambda: services.record_round_totals(table_id, dict.fromkeys(seated, 0)),
        WrongStateError,
        "already has 1 hand entered",
    )
    other = make_setup(services, db, players=5, hands=12, name="Other")
    other_table, other_seated = other.tables[0]
    services.record_round_totals(other_table, dict.fromkeys(other_seated, 0))
    assert_writes_nothing(
        db,
        lambda: services.record_hand(other_table, picked()),
        WrongStateError,
        "already has score-sheet totals",
    )


def test_penalty_changes_points_but_not_hand_counts(services: Services, db: Database) -> None:
    setup = make_setup(services, db, players=5, hands=4)
    table_id, seated = setup.tables[0]
    services.record_hand(table_id, picked())
    changes = services.add_penalty(setup.round_id, seated[1], -10, "slow play")
    assert changes.created is not None and changes.standings
    row = services.event_standings(setup.event_id).row_for(seated[1])
    assert row.total == 2 - 10 and row.tally.hands_played == 1
    with db.session() as session:
        penalty = session.get(Penalty, changes.created)
        assert penalty is not None and penalty.reason == "slow play" and penalty.points == -10
    assert_writes_nothing(
        db,
        lambda: services.add_penalty(setup.round_id, seated[1], 0, "x"),
        InvalidInputError,
        "points=0 is not allowed: a non-zero number",
    )
    assert_writes_nothing(
        db,
        lambda: services.add_penalty(setup.round_id, seated[1], -1, "  "),
        InvalidInputError,
        "reason",
    )
    assert_writes_nothing(
        db,
        lambda: services.add_penalty(setup.round_id, 999, -1, "x"),
        InvalidInputError,
        "player_id=999 is not allowed: a player seated in round 1",
    )
