"""Season tables kept by the station's cache: equal to a full recount after every kind of
change, and a refresh after one hand reads only the changed event's tallies."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest
from seen_versions import event_version
from service_helpers import make_players, picked, seat_players
from sql_probe import tally_reads
from sqlalchemy import select, update

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import Context, EventSpec, Services
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.services.standings.event_standings import league_rules, season_standings
from sheepshead_scorer.services.standings.standings_load import (
    load_events_tallies,
    load_tallies,
    rank,
)
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import Event, Season
from sheepshead_scorer.tournament import LeagueEvent, LeagueRow, league_standings
from sheepshead_scorer.tournament.league import results_from_standings

PLACEMENT = {
    "scoring": "placement_points",
    "placement_points": ["10", "6", "3"],
    "attendance_points": "1",
    "best_of": 2,
}
# Which of the ten players sit at each night's one table of five.
NIGHTS = ((0, 1, 2, 3, 4), (2, 3, 4, 5, 6), (5, 6, 7, 8, 9))


def _season(services: Services, db: Database) -> tuple[int, list[int], list[int], list[int]]:
    """A season of three nights; returns the season, its events, their tables, the players."""
    league = services.create_league("Thursday").created
    assert league is not None
    season = services.create_season(league, "2026", scoring=PLACEMENT).created
    assert season is not None
    players = list(make_players(services, 10, prefix="Regular"))
    events: list[int] = []
    tables: list[int] = []
    for night, seats in enumerate(NIGHTS):
        event_id = services.create_event(
            EventSpec(
                name=f"Night {night + 1}",
                held_on=date(2026, 1, 8) + timedelta(weeks=night),
                ruleset=preset("000-encyclopedia"),
                hands_per_session=8,
                season_id=season,
            )
        ).created
        assert event_id is not None
        for index in seats:
            services.register(event_id, players[index])
            services.check_in(event_id, players[index])
        round_id = services.draw_round(event_id, 1, 8, seed=night).created
        assert round_id is not None
        services.publish_round(round_id)
        events.append(event_id)
        tables.append(seat_players(db, round_id)[0][0])
    return season, events, tables, players


def _hand(dealer: int, picker: int, **more: Any) -> dict[str, Any]:
    """A picked hand with the seat after the picker as partner."""
    return picked(dealer=dealer % 5, picker=picker % 5, partners=((picker + 1) % 5,), **more)


def _recount(db: Database, season_id: int) -> tuple[LeagueRow, ...]:
    """The season table the slow, obvious way: each event loaded and ranked on its own."""
    with db.session() as session:
        season = session.get(Season, season_id)
        assert season is not None
        events = list(
            session.scalars(
                select(Event).where(Event.season_id == season_id).order_by(Event.held_on)
            )
        )
        results = [
            result
            for e in events
            for result in results_from_standings(
                e.id, rank([t for t in load_tallies(session, e.id) if t.has_results])
            )
        ]
        return league_standings(
            [LeagueEvent(e.id, e.counts_toward_league) for e in events],
            results,
            league_rules(season.scoring),
        )


def _check(services: Services, db: Database, season_id: int) -> tuple[LeagueRow, ...]:
    """The cached table, checked against an uncached read and the recount."""
    cached = services.season_standings(season_id).rows
    uncached = season_standings(Context(services._ctx.engine, "no-cache"), season_id).rows
    assert cached == uncached == _recount(db, season_id)
    return cached


def test_cached_season_table_follows_every_kind_of_change(
    services: Services, db: Database
) -> None:
    season, events, tables, players = _season(services, db)
    # nothing scored yet: nobody in the table (a seated player has an empty tally, which is
    # not yet a night attended)
    assert _check(services, db, season) == ()
    hands = [
        services.record_hand(tables[night], _hand(n, n + night))
        for night in range(3)
        for n in range(3)
    ]
    first = _check(services, db, season)
    assert {row.player_id for row in first} == set(players)
    assert all(len(row.scores) == 3 and sum(s.counted for s in row.scores) == 2 for row in first)

    hand = hands[4].created  # a hand of the second night
    assert hand is not None
    corrected = services.correct_hand(
        hand, _hand(1, 0, points=95, tricks=5), expected_version=hands[4].version("hand", hand)
        or 0,
    )
    _check(services, db, season)
    services.delete_hand(hand, expected_version=corrected.version("hand", hand) or 0)
    _check(services, db, season)

    services.update_event(
        events[0], EventEdit(counts_toward_league=False),
        expected_version=event_version(services, events[0]),
    )
    without_first = _check(services, db, season)
    assert all(len(row.scores) == 2 for row in without_first)
    services.update_event(
        events[0], EventEdit(counts_toward_league=True),
        expected_version=event_version(services, events[0]),
    )
    services.update_event(  # now the first
        events[2], EventEdit(held_on=date(2025, 12, 1)),
        expected_version=event_version(services, events[2]),
    )
    reordered = _check(services, db, season)
    assert reordered[0].scores[0].event_id == events[2]

    with db.engine.begin() as connection:  # the director switches the season's scoring
        connection.execute(
            update(Season).where(Season.id == season).values(scoring={"scoring": "total_points"})
        )
    totals = _check(services, db, season)
    assert sum(row.total for row in totals) == 0  # hand points are zero-sum

    services.merge_players(players[0], players[9])  # never at the same night
    merged = _check(services, db, season)
    assert players[9] not in {row.player_id for row in merged}
    assert next(r for r in merged if r.player_id == players[0]).events_attended == 2


def test_a_refresh_after_one_hand_reads_only_that_events_tallies(
    services: Services, db: Database
) -> None:
    season, _events, tables, _players = _season(services, db)
    for table in tables:
        services.record_hand(table, picked())
    with tally_reads(db.engine) as cold:
        services.season_standings(season)
    assert len(cold) == 2  # every event at once: the totals and the round points
    with tally_reads(db.engine) as unchanged:
        services.season_standings(season)
    assert unchanged == []
    services.record_hand(tables[1], _hand(1, 2))
    with tally_reads(db.engine) as after_hand:
        table = services.season_standings(season)
    # What changed since (one statement, with the event's reset count), then those players'
    # totals and rounds (one more): 2 in all.
    assert len(after_hand) == 2
    assert table.rows == _recount(db, season)


@pytest.mark.parametrize("scoring", [PLACEMENT, {"scoring": "total_points", "drop_worst": 1}])
def test_a_fresh_station_and_the_recording_one_agree(
    services: Services, db: Database, scoring: dict[str, Any]
) -> None:
    season, _events, tables, _players = _season(services, db)
    with db.engine.begin() as connection:
        connection.execute(update(Season).where(Season.id == season).values(scoring=scoring))
    services.season_standings(season)
    for n, table in enumerate(tables * 2):
        services.record_hand(table, _hand(n, n + 2, points=61 + n))
        assert services.season_standings(season).rows == (
            Services(db, station="other desk").season_standings(season).rows
        )


def test_a_season_loaded_at_once_equals_each_event_loaded_alone(
    services: Services, db: Database
) -> None:
    _season_id, events, tables, _players = _season(services, db)
    for n, table in enumerate(tables[:2] * 3):
        services.record_hand(table, _hand(n, n + 1, points=40 + 9 * n, tricks=2))
    with db.session() as session:
        together = load_events_tallies(session, [*events, 999_999])
        assert together[999_999] == []  # an event without tallies gets an empty list
        # the third night has no hand yet: its five seated players, at nothing
        assert [(t.points, t.hands_played) for t in together[events[2]]] == [(0, 0)] * 5
        for event_id in events:
            alone = sorted(load_tallies(session, event_id), key=lambda t: t.player_id)
            assert sorted(together[event_id], key=lambda t: t.player_id) == alone
        assert sum(len(together[e]) for e in events) == 15
