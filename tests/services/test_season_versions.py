"""A season's rules and an event's season are edited with the version the director saw: the
services require it, refuse a stale one with the message every versioned edit gives (who
changed it, when, what to do again) and write nothing; an own edit's ``Changes.versions`` is
what the next edit of the same director passes."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from datetime import date
from typing import Any

import pytest
from seen_versions import event_version
from service_helpers import make_event, make_players

from sheepshead_scorer.services import Services, StaleEditError
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.services.leagues import seasons as leagues
from sheepshead_scorer.store import Database

PLACEMENT = {"scoring": "placement_points", "placement_points": ["10", "6", "3"]}


def _season(services: Services) -> tuple[int, int]:
    """A season with one night (four players); returns the season and the night's event."""
    league = services.create_league("Tuesday").created
    assert league is not None
    season = services.create_season(league, "2026", scoring=PLACEMENT).created
    assert season is not None
    players = make_players(services, 4)
    services.add_to_roster(season, players)
    night = services.record_night(
        season, date(2026, 9, 1), dict(zip(players, (6, 2, -3, -5), strict=True))
    ).created
    assert night is not None
    return season, night


@pytest.mark.parametrize(
    "function",
    [leagues.update_season_rules, leagues.set_event_season,
     Services.update_season_rules, Services.set_event_season],
)
def test_the_version_seen_is_required(function: Callable[..., Any]) -> None:
    parameter = inspect.signature(function).parameters["expected_version"]
    assert parameter.default is inspect.Parameter.empty
    assert parameter.kind is inspect.Parameter.KEYWORD_ONLY


def test_rules_saved_over_another_stations_change_are_refused(
    services: Services, db: Database
) -> None:
    season, night = _season(services)
    seen = services.season_settings(season)  # the rules dialog opens
    Services(db, station="Desk 2").update_season_rules(
        season, {**PLACEMENT, "best_of": 3}, expected_version=seen.version
    )
    theirs = services.season_settings(season)

    with pytest.raises(StaleEditError) as caught:
        services.update_season_rules(
            season, {**PLACEMENT, "min_events": 2}, counting={night: False},
            expected_version=seen.version,
        )
    assert str(caught.value).startswith("season 2026 was changed at station Desk 2 at ")
    assert str(caught.value).endswith("; reload and open the rules again and redo your change")
    now = services.season_settings(season)
    assert now == theirs  # Desk 2's rules stand, the night still counts
    assert now.rules.best_of == 3 and now.rules.min_events == 0
    assert now.nights[0][2] is True


def test_own_rules_edits_chain_on_the_versions_they_return(services: Services) -> None:
    season, night = _season(services)
    seen = services.season_settings(season)
    first = services.update_season_rules(
        season, PLACEMENT, counting={night: False}, expected_version=seen.version
    )
    after = first.changes.version("season", season)
    assert after == first.version == seen.version + 1
    night_after = first.changes.version("event", night)
    assert night_after == event_version(services, night)  # the night's count moved it

    services.update_season_rules(season, PLACEMENT, counting={}, expected_version=after)
    services.set_event_season(night, None, expected_version=night_after)
    assert services.season_settings(season).nights == ()


def test_moving_an_event_another_station_changed_is_refused(
    services: Services, db: Database
) -> None:
    season, _night = _season(services)
    event_id = make_event(services)
    seen = event_version(services, event_id)  # the season screen loads the event
    Services(db, station="Desk 2").update_event(
        event_id, EventEdit(venue="Back room"), expected_version=seen
    )

    with pytest.raises(StaleEditError) as caught:
        services.set_event_season(event_id, season, expected_version=seen)
    assert str(caught.value).startswith("event Fall Classic was changed at station Desk 2 at ")
    assert str(caught.value).endswith("; reload and pick the season again")
    assert services.season_settings(season).nights[-1][0] != event_id  # not put in

    changes = services.set_event_season(
        event_id, season, expected_version=event_version(services, event_id)
    )
    moved = changes.version("event", event_id)
    assert moved == event_version(services, event_id)
    assert event_id in [n[0] for n in services.season_settings(season).nights]
    with pytest.raises(StaleEditError, match="was changed at station test-station at "):
        services.set_event_season(event_id, None, expected_version=seen)  # taking it out
    services.set_event_season(event_id, None, expected_version=moved)
    assert event_id not in [n[0] for n in services.season_settings(season).nights]
