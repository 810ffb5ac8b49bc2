"""A league night is one sheet: 13 players kept on two sheets balance as a whole, any total is
corrected in place at the version seen (the night is closed), audited, and put back by the same
call; a deleted event or night leaves every season table and history, and comes back whole;
a stray player is deleted, one with results is refused (merge instead)."""

from __future__ import annotations

from datetime import date
from fractions import Fraction

import pytest
from service_helpers import make_players
from sqlalchemy.orm import Session

from sheepshead_scorer.services import Services, StaleEditError
from sheepshead_scorer.services.core.errors import WrongStateError
from sheepshead_scorer.services.documents.reports import player_history
from sheepshead_scorer.services.door.reads import events, history
from sheepshead_scorer.services.leagues.league_nights import NightNotZeroError
from sheepshead_scorer.services.leagues.night_corrections import night_sheet
from sheepshead_scorer.services.standings.tally_recount import tally_drift

THIRTEEN = (12, -7, -5, 3, 3, -6, 0, 4, -4, 2, -2, 1, -1)


def _season(services: Services) -> tuple[int, tuple[int, ...], int]:
    league = services.create_league("Tuesday").created
    assert league is not None
    season = services.create_season(league, "2026").created
    assert season is not None
    players = make_players(services, 14)
    services.add_to_roster(season, players)
    night = services.record_night(
        season, date(2026, 9, 22), dict(zip(players, THIRTEEN, strict=False)), name="Night 4"
    ).created
    assert night is not None
    return season, players, night


def _totals(services: Services, season: int) -> dict[str, Fraction]:
    return {line.player: line.total for line in services.season_table(season).lines}


def test_a_night_on_two_sheets_is_corrected_in_place(services: Services) -> None:
    season, players, night = _season(services)
    seen = night_sheet(services._ctx, night)
    assert len(seen.players) == 13 and sum(seen.totals.values()) == 0
    totals = seen.totals
    totals[players[0]], totals[players[1]] = Fraction(10), Fraction(-5)  # 12/-7 typed wrong
    changes = services.correct_night(night, totals, expected_version=seen.version)
    assert _totals(services, season)["Player 1"] == 10
    assert _totals(services, season)["Player 2"] == -5
    with Session(services._ctx.engine) as session:
        assert tally_drift(session, night) == []
    entry = history(services._ctx, "event", night)[-1]
    assert entry.action == "night-correct"
    # a stale copy is refused; the version the correction left is what the undo passes
    with pytest.raises(StaleEditError):
        services.correct_night(night, seen.totals, expected_version=seen.version)
    after = changes.version("event", night)
    assert after is not None
    services.correct_night(night, seen.totals, expected_version=after)
    assert _totals(services, season)["Player 1"] == 12
    # a player forgotten is added, one typed by mistake left out; still zero as a whole
    again = night_sheet(services._ctx, night)
    fixed = {p: t for p, t in again.totals.items() if p != players[12]}  # -1 gone
    fixed[players[13]] = Fraction(-1)
    services.correct_night(night, fixed, expected_version=again.version)
    table = _totals(services, season)
    assert "Player 13" not in table and table["Player 14"] == -1
    off = dict(fixed)
    off[players[13]] = Fraction(1)
    with pytest.raises(NightNotZeroError):
        services.correct_night(night, off, expected_version=night_sheet(
            services._ctx, night).version)


def test_a_deleted_night_leaves_the_season_and_comes_back(services: Services) -> None:
    season, players, night = _season(services)
    copy = services.record_night(
        season, date(2026, 9, 22), dict(zip(players, THIRTEEN, strict=False)), name="Night 4b"
    ).created
    assert copy is not None
    assert _totals(services, season)["Player 1"] == 24  # counted twice
    version = next(e.version for e in events(services._ctx) if e.id == copy)
    deleted = services.delete_event(copy, expected_version=version)
    assert _totals(services, season)["Player 1"] == 12
    assert [e.id for e in events(services._ctx)] == [night]
    _info, past = player_history(services._ctx, players[0])
    assert len(past.rows) == 1
    restored = services.restore_event(deleted.snapshot)
    assert _totals(services, season)["Player 1"] == 24
    assert restored.version("event", copy) == version + 1
    with pytest.raises(StaleEditError):
        services.delete_event(copy, expected_version=version)


def test_a_stray_player_is_deleted_one_with_results_is_refused(services: Services) -> None:
    season, players, _night = _season(services)
    stray = players[13]
    with pytest.raises(WrongStateError, match=r"played in Night 4 — 2026-09-22.*merge"):
        services.delete_player(players[0], expected_version=1)
    deleted = services.delete_player(stray, expected_version=1)
    assert "Player 14" not in [name for _, name in services.season_roster(season)]
    services.restore_player(deleted.snapshot)
    assert "Player 14" in [name for _, name in services.season_roster(season)]
