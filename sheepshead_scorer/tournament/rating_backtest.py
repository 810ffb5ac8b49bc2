"""Does the rating predict a night? The honest back-test of the Sheepshead rating (issue 29).

Pure: a sequence of nights (each its season and its hands' lines, in play order) in, figures
out. For every night after the first, each predictor ranks the night's players from what
was known *before* the night, and the prediction is compared with the night's placings (by
the night's total game points from its hands):

* ``rating``: the shown rating (``mu - 3 sigma``) after every earlier hand;
* ``mu``: the rating's skill estimate ``mu`` alone (the same engine, not conservative);
* ``points_per_hand``: the player's average game points per rated hand before the night
  (a player with none: 0, the zero-sum average);
* ``last_season``: the player's place in the previous season by total game points (a player
  absent from it after everyone in it). In the first season (no previous one) the fallback is
  the current season's total points before the night.

Two measures, averaged over the nights: Spearman's rank correlation (ties at their average
rank; 1 = the order exactly, 0 = no better than chance) and pairwise accuracy (of the pairs
of players whose night totals differ, the share the prediction orders right; a tied
prediction counts one half).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import sqrt

from sheepshead_scorer.rules import Role
from sheepshead_scorer.tournament.rating import (
    Model,
    PlayerRating,
    RatedLine,
    RatingEngine,
    default_model,
    hand_match,
)

__all__ = [
    "PREDICTORS",
    "BacktestNight",
    "BacktestResult",
    "backtest",
    "pairwise_accuracy",
    "spearman",
]

PREDICTORS = ("rating", "mu", "points_per_hand", "last_season")


@dataclass(frozen=True, slots=True)
class BacktestNight:
    """One night: its season (any key, in play order) and its hands' lines in play order."""

    season: Hashable
    hands: Sequence[Sequence[RatedLine]]


@dataclass(frozen=True, slots=True)
class BacktestResult:
    """Mean Spearman correlation and pairwise accuracy per predictor over ``nights`` nights
    (each night after the first with at least three players)."""

    nights: int
    spearman: Mapping[str, float]
    pairwise: Mapping[str, float]


def _average_ranks(values: Sequence[float]) -> list[float]:
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return ranks


def spearman(predicted: Sequence[float], actual: Sequence[float]) -> float:
    """Spearman's rank correlation (Pearson's over average ranks); 0 when either is constant."""
    a, b = _average_ranks(predicted), _average_ranks(actual)
    n = len(a)
    ma, mb = sum(a) / n, sum(b) / n
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b, strict=True))
    va = sum((x - ma) ** 2 for x in a)
    vb = sum((y - mb) ** 2 for y in b)
    return 0.0 if va == 0 or vb == 0 else cov / sqrt(va * vb)


def pairwise_accuracy(predicted: Sequence[float], actual: Sequence[float]) -> float:
    """Share of pairs with different ``actual`` that ``predicted`` orders the same way (a tie
    in ``predicted`` counts one half); 0.5 when no pair differs."""
    right = 0.0
    pairs = 0
    for i in range(len(actual)):
        for j in range(i + 1, len(actual)):
            if actual[i] == actual[j]:
                continue
            pairs += 1
            if predicted[i] == predicted[j]:
                right += 0.5
            elif (predicted[i] > predicted[j]) == (actual[i] > actual[j]):
                right += 1
    return right / pairs if pairs else 0.5


def _night_points(night: BacktestNight) -> dict[int, Fraction]:
    totals: dict[int, Fraction] = defaultdict(Fraction)
    for lines in night.hands:
        if hand_match(lines) is None:
            continue
        for line in lines:
            totals[line.player_id] += line.points
    return totals


def _places(totals: Mapping[int, Fraction]) -> dict[int, float]:
    """Higher is better: minus the place (1 first) by total points, ties shared."""
    ordered = sorted(set(totals.values()), reverse=True)
    return {p: -float(ordered.index(v) + 1) for p, v in totals.items()}


def _predict(
    name: str, rated: PlayerRating, points: Fraction, hands: int, season_place: float
) -> float:
    if name == "rating":
        return rated.ordinal
    if name == "mu":
        return rated.mu
    if name == "points_per_hand":
        return float(points / hands) if hands else 0.0
    return season_place


def backtest(
    nights: Sequence[BacktestNight],
    model_factory: Callable[[], Model] = default_model,
) -> BacktestResult:
    """Every predictor's mean Spearman correlation and pairwise accuracy over ``nights``."""
    engine = RatingEngine(model=model_factory())
    sums: dict[int, Fraction] = defaultdict(Fraction)
    hands: dict[int, int] = defaultdict(int)
    seasons: list[Hashable] = []
    season_totals: dict[Hashable, dict[int, Fraction]] = {}
    rho: dict[str, list[float]] = {name: [] for name in PREDICTORS}
    pair: dict[str, list[float]] = {name: [] for name in PREDICTORS}
    for index, night in enumerate(nights):
        actual = _night_points(night)
        if night.season not in season_totals:
            seasons.append(night.season)
            season_totals[night.season] = defaultdict(Fraction)
        players = sorted(actual)
        if index > 0 and len(players) >= 3:
            previous = seasons[-2] if len(seasons) > 1 else None
            basis = season_totals[previous if previous is not None else night.season]
            season_place = _places(basis) if basis else {}
            floor = min(season_place.values(), default=0.0) - 1
            ratings = engine.ratings()
            new = engine.rating_of(-1)

            places = _places(actual)
            placed = [places[p] for p in players]
            for name in PREDICTORS:
                guess = [
                    _predict(name, ratings.get(p, new), sums[p], hands[p],
                             season_place.get(p, floor))
                    for p in players
                ]
                rho[name].append(spearman(guess, placed))
                pair[name].append(pairwise_accuracy(guess, placed))
        for lines in night.hands:
            if engine.rate(lines):
                for line in lines:
                    if line.role not in (Role.SITTER, Role.OTHER):
                        sums[line.player_id] += line.points
                        hands[line.player_id] += 1
        for player, points in actual.items():
            season_totals[night.season][player] += points
    count = len(rho["rating"])
    return BacktestResult(
        nights=count,
        spearman={n: (sum(v) / count if count else 0.0) for n, v in rho.items()},
        pairwise={n: (sum(v) / count if count else 0.0) for n, v in pair.items()},
    )
