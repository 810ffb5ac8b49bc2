"""The printed season table reads every event's tallies at once and equals the league table
worked out from each event's own standings (SQLite and PostgreSQL)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest
from seen_versions import event_version
from sql_probe import tally_reads
from sqlalchemy import select

from sheepshead_scorer.exports import SeasonTable
from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import Context, EventSpec, PlayerFields, Services
from sheepshead_scorer.services.documents.reports import season_export
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.services.leagues.season_table import season_table
from sheepshead_scorer.services.standings.event_standings import league_rules
from sheepshead_scorer.services.standings.standings_load import rank
from sheepshead_scorer.store.models import GameTable
from sheepshead_scorer.tournament import LeagueEvent, league_standings, results_from_standings

# Which of the seven regulars sit at each night's table of five.
NIGHTS = ((0, 1, 2, 3, 4), (2, 3, 4, 5, 6), (0, 1, 4, 5, 6), (1, 2, 3, 5, 6))
SCORING: dict[str, dict[str, Any]] = {
    "placement": {"scoring": "placement_points", "placement_points": ["10", "6", "3"],
                  "attendance_points": "1", "best_of": 2},
    "total-points": {"scoring": "total_points", "drop_worst": 1, "min_events": 2},
}


def _hand(n: int) -> dict[str, Any]:
    """The ``n``-th hand of a night: picks and a partner that move round the table, with
    a misdeal and a penalty among them (not hands played, but their points count)."""
    if n % 7 == 3:
        return {"type": "misdeal", "dealer": n % 5}
    if n % 7 == 5:
        return {"type": "penalty", "dealer": n % 5, "offender": (n + 2) % 5, "reason": "renege"}
    return {"type": "picked", "dealer": n % 5, "picker": (n * 3 + 1) % 5,
            "partners": [(n * 3 + 3) % 5], "points": 31 + (n * 17) % 90, "tricks": 2}


def _table(services: Services, round_id: int) -> int:
    with services._ctx.engine.connect() as connection:
        table = connection.scalar(select(GameTable.id).where(GameTable.round_id == round_id))
    assert table is not None
    return table


def _season(services: Services, scoring: dict[str, Any]) -> tuple[int, list[int], list[int]]:
    """Four nights (the third not counting toward the league); returns the season, the
    events in date order and each night's table."""
    league = services.create_league("Dienstagsliga").created
    assert league is not None
    season = services.create_season(league, "2026", scoring=scoring).created
    assert season is not None
    regulars = []
    for n in range(1, 8):
        created = services.create_player(PlayerFields(name=f"Regular {n}")).created
        assert created is not None
        regulars.append(created)
    events: list[int] = []
    tables: list[int] = []
    for night, seats in enumerate(NIGHTS):
        event_id = services.create_event(EventSpec(
            name=f"Night {night + 1}", held_on=date(2026, 9, 1) + timedelta(weeks=night),
            ruleset=preset("000-encyclopedia"), hands_per_session=6, season_id=season,
        )).created
        assert event_id is not None
        for index in seats:
            services.register(event_id, regulars[index])
            services.check_in(event_id, regulars[index])
        round_id = services.draw_round(event_id, 1, 6, seed=night).created
        assert round_id is not None
        services.publish_round(round_id)
        events.append(event_id)
        tables.append(_table(services, round_id))
    services.update_event(
        events[2], EventEdit(counts_toward_league=False),
        expected_version=event_version(services, events[2]),
    )
    for night, table in enumerate(tables[:3]):  # the last night is drawn, not yet played
        for n in range(4 + night):
            services.record_hand(table, _hand(n + night))
    return season, events, tables


def _from_each_event(
    services: Services, events: list[int], scoring: dict[str, Any]
) -> list[tuple[Any, ...]]:
    """The printed table's lines worked out from each event's own standings service:
    (place, tied, name, league total, counting events attended, score per counting event).
    Players under the attendance minimum have no place (printed "-"), untied."""
    counts = [e != events[2] for e in events]
    reports = [services.event_standings(e) for e in events]
    names = {r.player_id: r.player for report in reports for r in report.rows}
    rows = league_standings(
        [LeagueEvent(e, c) for e, c in zip(events, counts, strict=True)],
        [r for e, report in zip(events, reports, strict=True)
         for r in results_from_standings(
             e, rank([row.tally for row in report.rows if row.tally and row.tally.has_results])
         )],
        league_rules(scoring),
    )
    lines = []
    for row in rows:
        attended = {s.event_id: s.score for s in row.scores if s.attended}
        lines.append((
            row.rank, row.tied, names[row.player_id], row.total,
            row.events_attended,
            tuple(attended.get(e) for e, c in zip(events, counts, strict=True) if c),
        ))
    return lines


def _lines(table: SeasonTable) -> list[tuple[Any, ...]]:
    counting = [i for i, column in enumerate(table.columns) if column.counts]
    return [
        (line.place, line.tied, line.player, line.total, line.nights,
         tuple(line.cells[i].score for i in counting))
        for line in table.lines
    ]


@pytest.mark.parametrize("scoring", list(SCORING.values()), ids=list(SCORING))
def test_season_table_equals_the_events_own_standings(
    services: Services, scoring: dict[str, Any]
) -> None:
    season, events, tables = _season(services, scoring)
    expected = _from_each_event(services, events, scoring)
    assert len(expected) == 7
    printed = season_table(services._ctx, season)
    assert printed.info.event == "Dienstagsliga — 2026"
    assert [(str(c.label), c.counts) for c in printed.columns] == [
        ("09-01 Night 1", True), ("09-08 Night 2", True), ("09-15 Night 3", False),
        ("09-22 Night 4", True),
    ]
    assert _lines(printed) == expected
    assert season_export(services._ctx, season).table == printed

    services.record_hand(tables[1], _hand(11))  # the station's cache refreshes one event
    expected = _from_each_event(services, events, scoring)
    assert _lines(season_table(services._ctx, season)) == expected
    uncached = Context(services._ctx.engine, "no-cache")
    assert _lines(season_table(uncached, season)) == expected


def test_players_under_the_attendance_minimum_print_below_the_ranked_ones(
    services: Services,
) -> None:
    season, _events, _tables = _season(services, SCORING["total-points"])
    table = season_table(services._ctx, season)
    rows = table.lines
    ranked = [row for row in rows if row.nights >= 2]  # min_events 2
    below = [row for row in rows if row.nights < 2]
    assert [row.player for row in ranked] != [] and len(below) == 4
    assert rows[: len(ranked)] == tuple(ranked)
    assert {row.place for row in below} == {None} and {row.label for row in below} == {"-"}
    assert not any(row.tied for row in below)
    assert any("fewer than 2 nights played" in str(note) for note in table.legend)


def test_a_cold_season_table_reads_all_tallies_in_two_queries(services: Services) -> None:
    season, _events, _tables = _season(services, SCORING["placement"])
    uncached = Context(services._ctx.engine, "no-cache")
    with tally_reads(services._ctx.engine) as reads:
        printed = season_table(uncached, season)
    # The events' totals and their round points, for all four nights at once.
    assert len(reads) == 2
    assert printed == season_table(services._ctx, season)
