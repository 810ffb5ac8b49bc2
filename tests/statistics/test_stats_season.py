"""Season statistics read every event's tallies at once and still equal the events' own
statistics added up (SQLite and PostgreSQL)."""

from __future__ import annotations

from datetime import date, timedelta
from fractions import Fraction as F
from typing import Any

import pytest
from sql_probe import tally_reads
from sqlalchemy.orm import Session
from stats_helpers import SmallEvent, make_small_event, play

from sheepshead_scorer.services import Context, PlayerFields, Services
from sheepshead_scorer.services.standings.standings_load import load_tallies
from sheepshead_scorer.services.statistics.event_statistics import season_statistics
from sheepshead_scorer.tournament import merge_tallies
from sheepshead_scorer.tournament.statistics import PlayerStats, player_statistics

# Which of the seven regulars sit at each night's table of five, and how many entries of
# stats_helpers.SCRIPT each night plays (the first is a misdeal, the last a leaster).
NIGHTS = ((0, 1, 2, 3, 4), (2, 3, 4, 5, 6), (0, 1, 4, 5, 6))
PLAYED = (5, 4, 3)
ADDED = ("points", "hands", "picks", "picker_wins", "partner_hands", "partner_wins",
         "schneiders", "leasters_won", "sat_out")


def _season(
    services: Services, *, totals_night: bool = False
) -> tuple[int, list[SmallEvent], dict[str, int]]:
    """Three nights of a season (created out of date order) and the regulars by name; with
    ``totals_night`` the middle night is entered as score-sheet totals instead of hands."""
    league = services.create_league("Tuesday League").created
    assert league is not None
    season = services.create_season(league, "2026").created
    assert season is not None
    regulars: dict[str, int] = {}
    for n in range(1, 8):
        created = services.create_player(PlayerFields(name=f"Regular {n}")).created
        assert created is not None
        regulars[f"Regular {n}"] = created
    ids = list(regulars.values())
    nights: list[SmallEvent] = []
    for night, seats in reversed(list(enumerate(NIGHTS))):
        nights.insert(0, make_small_event(
            services, name=f"Night {night + 1}", season_id=season,
            players=tuple(ids[i] for i in seats),
            held_on=date(2026, 9, 1) + timedelta(weeks=night),
        ))
    for night, (small, hands) in enumerate(zip(nights, PLAYED, strict=True)):
        if totals_night and night == 1:
            services.record_round_totals(
                small.table_id, dict(zip(small.seats, (5, -3, 1, 0, -3), strict=True))
            )
        else:
            play(services, small, hands)
    return season, nights, regulars


def _added_up(per_event: list[dict[int, PlayerStats]], player: int) -> dict[str, Any]:
    """A player's season figures from the events' own statistics: counts and points added,
    the best round the best of the events' best rounds."""
    mine = [stats[player] for stats in per_event if player in stats]
    figures: dict[str, Any] = {name: sum(getattr(s, name) for s in mine) for name in ADDED}
    rounds = [s.best_round for s in mine if s.best_round is not None]
    figures["best_round"] = max(rounds) if rounds else None
    figures["hand_stats"] = all(s.hand_stats for s in mine)
    return figures


@pytest.mark.parametrize("totals_night", [False, True], ids=["hands", "with-totals"])
def test_season_statistics_equal_the_events_added_up(
    services: Services, totals_night: bool
) -> None:
    season, nights, regulars = _season(services, totals_night=totals_night)
    per_event = [
        {p.player_id: p for p in services.event_statistics(n.event_id).players} for n in nights
    ]
    stats = services.season_statistics(season)

    assert tuple(map(str, stats.event_labels)) == (
        "09-01 Night 1", "09-08 Night 2", "09-15 Night 3"
    )
    assert [p.player_id for p in stats.players] == sorted(
        (p.player_id for p in stats.players), key=lambda pid: (-stats.progression[pid][-1], pid)
    )
    everyone = set().union(*per_event)
    assert {p.player_id for p in stats.players} == everyone == set(stats.progression)
    for merged in stats.players:
        expected = _added_up(per_event, merged.player_id)
        assert {name: getattr(merged, name) for name in expected} == expected
        running = F(0)
        for index, stats_of_night in enumerate(per_event):
            night = stats_of_night.get(merged.player_id)
            running += night.points if night is not None else 0
            assert stats.progression[merged.player_id][index] == running
    # The best round is a round of one event, not round 1 of two events added together.
    twice = [
        pid for pid in everyone
        if sum(1 for s in per_event if pid in s and (s[pid].best_round or 0) > 0) >= 2
    ]
    assert twice, "the season should have a player with a winning round at two nights"
    assert stats.names == {pid: name for name, pid in regulars.items() if pid in everyone}
    assert any(not p.hand_stats for p in stats.players) is totals_night


def test_season_statistics_read_all_tallies_in_two_queries(services: Services) -> None:
    season, nights, _regulars = _season(services)
    uncached = Context(services._ctx.engine, "no-cache")
    with tally_reads(services._ctx.engine) as reads:
        stats = season_statistics(uncached, season)
    # The events' totals and their round points, for the whole season at once (one query
    # per event and per kind before).
    assert len(reads) == 2
    assert stats == services.season_statistics(season)
    # The same players as merging each event's own tallies with the tournament's merge.
    with services._ctx.engine.connect() as connection, Session(connection) as session:
        per_event = [
            {t.player_id: t for t in load_tallies(session, n.event_id, event_key=n.event_id)}
            for n in nights
        ]
    assert stats.players == player_statistics(merge_tallies(*per_event).values())
