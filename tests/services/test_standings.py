"""Session, event and season standings from the kept tallies, checked against a recount."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from service_helpers import make_event, make_players, make_setup, picked
from sql_probe import statements
from sqlalchemy import select

from sheepshead_scorer.services import Context, NotFoundError, PlayerFields, Services
from sheepshead_scorer.services.standings.event_standings import event_standings
from sheepshead_scorer.services.standings.tally_recount import tally_drift
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import Hand, HandResult, Player, Round
from sheepshead_scorer.tournament import HandResultRow, Role, Tier, tally_hands


def _recount(db: Database, event_id: int) -> dict[int, object]:
    """Tallies made the slow way: every stored hand result, counted by tournament/."""
    with db.session() as session:
        rows = session.execute(
            select(HandResult, Hand.number, Round.number)
            .join(Hand, Hand.id == HandResult.hand_id)
            .join(Round, Round.id == Hand.round_id)
            .where(Round.event_id == event_id)
        ).all()
    return dict(
        tally_hands(
            HandResultRow(
                player_id=r.player_id,
                session=1,
                round=round_no,
                table=1,
                hand=hand_no,
                points=r.points,
                role=Role(r.role),
                picker_side_won=r.picker_side_won,
                tier=Tier(r.tier) if r.tier else None,
                leaster_won=r.leaster_won,
            )
            for r, hand_no, round_no in rows
        )
    )


def test_session_and_event_standings(services: Services, db: Database) -> None:
    setup = make_setup(services, db, players=5, hands=2, sessions=2, hands_per_session=2)
    table_id, seated = setup.tables[0]
    services.record_hand(table_id, picked(dealer=0, picker=1, partners=(2,)))
    services.record_hand(table_id, picked(dealer=1, picker=1, partners=(2,), points=95, tricks=5))
    services.close_round(setup.round_id)
    services.close_session(setup.event_id, 1)
    second = services.draw_round(setup.event_id, 2, 2, seed=3).created
    assert second is not None
    services.publish_round(second)
    with db.session() as session:
        from sheepshead_scorer.store.models import SeatAssignment

        seat = session.scalars(
            select(SeatAssignment).where(
                SeatAssignment.round_id == second, SeatAssignment.position == 0
            )
        ).one()
    services.record_hand(
        seat.table_id, picked(dealer=0, picker=0, partners=(), points=100, tricks=5, call="alone")
    )

    one = services.event_standings(setup.event_id, session_number=1)
    two = services.event_standings(setup.event_id, session_number=2)
    event = services.event_standings(setup.event_id)
    for player in setup.players:
        assert (
            event.row_for(player).total == one.row_for(player).total + two.row_for(player).total
        )
    assert one.rows[0].player_id == seated[1] and one.rows[0].total == 2 + 4
    assert event.row_for(seated[1]).tally.rounds_played == 2
    assert event.row_for(seat.player_id).tally.picks == one.row_for(seat.player_id).tally.picks + 1


def test_season_standings_count_only_flagged_events(services: Services, db: Database) -> None:
    league = services.create_league("Tuesday").created
    assert league is not None
    season = services.create_season(league, "2026-27", scoring={"scoring": "total_points"}).created
    assert season is not None
    first = make_setup(services, db, players=5, hands=1, season_id=season, name="Night 1")
    table_id, seated = first.tables[0]
    services.record_hand(table_id, picked(picker=1, partners=(2,)))
    table = services.season_standings(season)
    assert table.rows[0].player_id == seated[1] and table.rows[0].total == 2
    assert table.names[seated[1]].startswith("Player ")
    friendly = make_event(services, season_id=season, name="Friendly")
    assert friendly
    assert len(services.season_standings(season).rows) == 5


@settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    steps=st.lists(
        st.tuples(
            st.sampled_from(["record", "correct", "delete"]),
            st.integers(0, 4),
            st.integers(0, 120),
            st.integers(0, 6),
        ),
        min_size=1,
        max_size=8,
    )
)
def test_kept_tallies_equal_a_full_recount(
    services: Services, db: Database, steps: list[tuple[str, int, int, int]]
) -> None:
    event_id = make_event(services, name=f"E{len(steps)}-{steps[0][2]}")
    ids = make_players(services, 5, prefix=f"P{event_id}")
    for player in ids:
        services.register(event_id, player)
        services.check_in(event_id, player)
    round_id = services.draw_round(event_id, 1, 10, seed=1).created
    assert round_id is not None
    services.publish_round(round_id)
    with db.session() as session:
        from sheepshead_scorer.store.models import GameTable

        table_id = session.scalars(select(GameTable.id).where(GameTable.round_id == round_id)).one()
    hands: list[int] = []
    versions: dict[int, int] = {}  # what the services said each hand is at now
    for action, seat, points, tricks in steps:
        outcome = picked(
            dealer=seat,
            picker=seat,
            partners=((seat + 1) % 5,),
            points=points,
            tricks=min(tricks, 6) if points else 0,
        )
        if points == 120:
            outcome["tricks"] = 6
        if points and outcome["tricks"] == 0:
            outcome["tricks"] = 1
        if points < 120 and outcome["tricks"] == 6:
            outcome["tricks"] = 5
        try:
            if action == "record" or not hands:
                changes = services.record_hand(table_id, outcome)
                assert changes.created is not None
                hands.append(changes.created)
            elif action == "correct":
                hand = hands[seat % len(hands)]
                changes = services.correct_hand(hand, outcome, expected_version=versions[hand])
            else:
                hand = hands.pop(seat % len(hands))
                changes = services.delete_hand(hand, expected_version=versions[hand])
            versions.update({row_id: after for _, row_id, _, after in changes.versions})
        except Exception as exc:  # a rule the engine refuses is fine: nothing was written
            assert type(exc).__name__ == "RuleViolationError", exc
        services.event_standings(event_id)  # refreshes the station's cache incrementally
    kept = {row.player_id: row.tally for row in services.event_standings(event_id).rows}
    uncached = Context(db.engine, "reader")  # no cache: reads every tally row
    assert {
        row.player_id: row.tally for row in event_standings(uncached, event_id).rows
    } == kept
    recount = _recount(db, event_id)
    for player, tally in recount.items():
        assert kept[player] == tally
    for player in set(kept) - set(recount):
        assert kept[player].points == 0 and kept[player].hands_played == 0


def test_cached_standings_follow_other_stations_and_merges(
    services: Services, db: Database
) -> None:
    setup = make_setup(services, db, players=5, hands=4)
    table_id, seated = setup.tables[0]
    services.record_hand(table_id, picked(picker=1, partners=(2,)))
    assert services.event_standings(setup.event_id).rows[0].player_id == seated[1]
    other = Services(db, station="Desk B")
    other.record_hand(table_id, picked(dealer=1, picker=3, partners=(4,), points=100, tricks=5))
    after = services.event_standings(setup.event_id)
    assert after.rows[0].player_id == seated[3] and after.row_for(seated[1]).total == 0
    new_card = other.create_player(PlayerFields(name="Same person, new card")).created
    assert new_card is not None
    other.merge_players(new_card, seated[3])
    merged = services.event_standings(setup.event_id)
    assert merged.rows[0].player_id == new_card and merged.rows[0].total == -1 + 4
    assert seated[3] not in merged.ranked_ids()


def test_a_rename_at_another_station_reaches_the_kept_names(
    services: Services, db: Database
) -> None:
    setup = make_setup(services, db, players=5, hands=2)
    table_id, seated = setup.tables[0]
    services.record_hand(table_id, picked(dealer=0, picker=1, partners=(2,)))
    before = {r.player_id: r.player for r in services.event_standings(setup.event_id).rows}
    other = Services(db.engine, station="desk 2")  # a second station, its own cache
    other.update_player(seated[1], PlayerFields(name="Renamed Rita"), expected_version=1)
    services.record_hand(table_id, picked(dealer=1, picker=0, partners=(3,)))
    after = {r.player_id: r.player for r in services.event_standings(setup.event_id).rows}
    assert before[seated[1]] != "Renamed Rita"
    assert after[seated[1]] == "Renamed Rita"
    assert {p: after[p] for p in seated if p != seated[1]} == {
        p: before[p] for p in seated if p != seated[1]
    }


def test_standings_kept_at_a_station_equal_a_fresh_ranking(
    services: Services, db: Database
) -> None:
    setup = make_setup(services, db, players=10, hands=6)
    for number in range(6):
        for table_id, _ in setup.tables:
            dealer, picker, partner = number % 5, (number + 1) % 5, (number + 3) % 5
            outcome = picked(dealer=dealer, picker=picker, partners=(partner,))
            services.record_hand(table_id, outcome)
            kept = services.event_standings(setup.event_id)
            fresh = Services(db.engine, station="fresh").event_standings(setup.event_id)
            assert kept == fresh


def test_a_table_that_has_not_played_is_in_the_standings_at_nothing(
    services: Services, db: Database
) -> None:
    """Two tables published, only the first has played: the second's five players are in the
    event and session standings (at 0, no hands), at the station that had read the standings
    before, and a recount finds no drift."""
    setup = make_setup(services, db, players=10, hands=2)
    (first, played), (_second, waiting) = setup.tables
    services.record_hand(first, picked(dealer=0, picker=1, partners=(2,)))
    event = services.event_standings(setup.event_id)
    session_one = services.event_standings(setup.event_id, session_number=1)
    fresh = Services(db.engine, station="fresh").event_standings(setup.event_id)
    for report in (event, session_one, fresh):
        assert sorted(report.ranked_ids()) == sorted([*played, *waiting])
        for player in waiting:
            row = report.row_for(player)
            assert (row.total, row.played) == (0, 0)
            assert row.tally is not None and row.tally.best_round is None
    assert event.row_for(played[1]).total == 2  # the picker, whose side won
    assert event.rows[0].player_id == played[1]
    assert [r.total for r in event.rows][-3:] == [-1, -1, -1]  # defenders: below the waiting
    with db.session() as session:
        assert tally_drift(session, setup.event_id) == []


def test_publishing_brings_the_waiting_tables_into_a_kept_standings(
    services: Services, db: Database
) -> None:
    """A station that read the standings before round 2 was published sees its new players."""
    setup = make_setup(services, db, players=5, hands=1)
    table_id, seated = setup.tables[0]
    services.record_hand(table_id, picked(dealer=0, picker=1, partners=(2,)))
    assert sorted(services.event_standings(setup.event_id).ranked_ids()) == sorted(seated)
    late = make_players(services, 5, prefix="Late")
    for player in late:
        services.register(setup.event_id, player)
        services.check_in(setup.event_id, player)
    services.close_round(setup.round_id)
    drawn = services.draw_round(setup.event_id, 1, 1, seed=3).created
    assert drawn is not None
    assert len(services.event_standings(setup.event_id).rows) == 5  # a draft is no seating
    changes = services.publish_round(drawn)
    assert changes.standings
    report = services.event_standings(setup.event_id)
    assert sorted(report.ranked_ids()) == sorted([*seated, *late])
    assert all(report.row_for(p).total == 0 for p in late)


def test_a_refresh_after_one_hand_is_three_statements(services: Services, db: Database) -> None:
    setup = make_setup(services, db, players=10, hands=6)
    services.event_standings(setup.event_id)  # the station has read the standings once
    table_id = setup.tables[0][0]
    services.record_hand(table_id, picked(dealer=0, picker=1, partners=(3,)))
    with statements(services._ctx.engine) as sent:
        kept = services.event_standings(setup.event_id)
    # what changed (with the event's reset count), those players' tallies, the names token
    assert len(sent) == 3, sent
    assert "tally_resets" in sent[0] and "player_tallies" in sent[1]
    assert kept == Services(db.engine, station="fresh").event_standings(setup.event_id)
    with statements(services._ctx.engine) as sent:
        services.event_standings(setup.event_id)
    assert len(sent) == 2  # nothing changed: the change check and the names token


def test_the_standings_of_an_event_that_is_gone_say_so(services: Services, db: Database) -> None:
    setup = make_setup(services, db, players=10, hands=6)
    services.event_standings(setup.event_id)
    for station in (services, Services(db.engine, station="fresh")):  # kept, and first read
        with pytest.raises(NotFoundError, match=str(setup.event_id + 1000)):
            station.event_standings(setup.event_id + 1000)


def test_the_names_of_the_field_are_compared_only_when_a_player_joins(
    services: Services, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a hand the kept names are asked about no player (no pass over the field); a
    player seated since is looked up and shown by name."""
    setup = make_setup(services, db, players=5, hands=1)
    table_id, seated = setup.tables[0]
    services.event_standings(setup.event_id)
    cache = services._ctx.cache
    assert cache is not None
    asked: list[int] = []
    names = cache.event_names.names
    monkeypatch.setattr(
        cache.event_names, "names",
        lambda session, event_id, players: asked.append(len(players)) or names(
            session, event_id, players
        ),
    )
    services.record_hand(table_id, picked(dealer=0, picker=1, partners=(2,)))
    assert services.event_standings(setup.event_id).rows[0].player_id == seated[1]
    assert asked == [0]
    late = make_players(services, 5, prefix="Late")
    for player in late:
        services.register(setup.event_id, player)
        services.check_in(setup.event_id, player)
    services.close_round(setup.round_id)
    drawn = services.draw_round(setup.event_id, 1, 1, seed=3).created
    assert drawn is not None
    services.publish_round(drawn)
    asked.clear()
    report = services.event_standings(setup.event_id)
    assert asked == [10]  # five new players: the field is compared with the names once
    with db.session() as session:
        own = dict(session.execute(select(Player.id, Player.name)).all())
    assert {report.row_for(p).player for p in late} == {own[p] for p in late}
