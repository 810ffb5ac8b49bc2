"""The rating's back-test (docs/statistics.md, "Rating"): the figures the docs report are
computed here, and the rating must keep them.

Generated seasons (``rating_seasons.py``: 60 players with a hidden skill, 2 seasons of 20
nights, seeds 1-3) and the demo league (built through ``Services``, read back through
``services/standings/ratings.season_nights``)."""

from __future__ import annotations

import pytest
from rating_seasons import generated_seasons

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.demo.demo_event import build_demo
from sheepshead_scorer.services.standings.ratings import season_nights
from sheepshead_scorer.tournament.rating_backtest import (
    BacktestNight,
    backtest,
    pairwise_accuracy,
    spearman,
)

MARGIN = 0.01
# the figures in docs/statistics.md ("Rating"), mean of seeds 1-3
REPORTED_SPEARMAN = {"rating": 0.462, "points_per_hand": 0.455, "last_season": 0.419}
REPORTED_PAIRWISE = {"rating": 0.669, "points_per_hand": 0.666, "last_season": 0.653}


def test_measures_by_hand():
    assert spearman([1, 2, 3], [10, 20, 30]) == pytest.approx(1.0)
    assert spearman([3, 2, 1], [10, 20, 30]) == pytest.approx(-1.0)
    assert spearman([1, 1, 1], [1, 2, 3]) == 0.0
    # ranks 1,2,3,4 against 2,1,4,3: 1 - 6*4/(4*15) = 0.6
    assert spearman([1, 2, 3, 4], [2, 1, 4, 3]) == pytest.approx(0.6)
    assert pairwise_accuracy([1, 2, 3], [1, 3, 2]) == pytest.approx(2 / 3)
    assert pairwise_accuracy([1, 1], [1, 2]) == 0.5


def test_generated_seasons_rating_keeps_its_reported_figures():
    results = [backtest(generated_seasons(seed)[0]) for seed in (1, 2, 3)]
    assert {r.nights for r in results} == {39}
    rho = {k: sum(r.spearman[k] for r in results) / 3 for k in results[0].spearman}
    pair = {k: sum(r.pairwise[k] for r in results) / 3 for k in results[0].pairwise}
    print("spearman", {k: round(v, 3) for k, v in rho.items()})
    print("pairwise", {k: round(v, 3) for k, v in pair.items()})
    for name, value in REPORTED_SPEARMAN.items():
        assert rho[name] == pytest.approx(value, abs=MARGIN), name
    for name, value in REPORTED_PAIRWISE.items():
        assert pair[name] == pytest.approx(value, abs=MARGIN), name
    # what the docs say in words: the rating is at least as good as points per hand (within
    # the margin) and better than last season's rank
    assert rho["rating"] >= rho["points_per_hand"] - MARGIN
    assert rho["rating"] > rho["last_season"] + 0.02


def test_demo_league_backtest_is_computed(sqlite_db):
    services = Services(sqlite_db, station="test-station")
    build_demo(services)
    nights = [BacktestNight(season, hands) for season, _, hands in season_nights(services._ctx)]
    result = backtest(nights)
    print("demo", result)
    assert result.nights == 3
    # the demo's hands are drawn without any skill: nothing predicts them (docs: about 0)
    for name in ("rating", "points_per_hand", "last_season"):
        assert abs(result.spearman[name]) < 0.15, name
