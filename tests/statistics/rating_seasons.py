"""Generated league seasons for the rating's back-test (not part of the product).

``generated_seasons(seed)`` makes ``POOL`` players, each with a hidden skill drawn from a
normal distribution (mean 0, sd 1), and ``SEASONS`` seasons of ``NIGHTS`` nights. Each night
``PRESENT`` players of the pool come (drawn at random), sit at tables of 5 drawn afresh for each
of ``ROUNDS`` rounds, and play ``HANDS`` hands a round (the 000 encyclopedia's 5-handed chart):

* with probability ``LEASTER`` nobody picks and a leaster is played: the winner is drawn with
  weight ``exp(SKILL * skill)``; winner +4, each other player -1;
* otherwise a picker is drawn uniformly, goes alone with probability ``ALONE``, else calls a
  partner drawn uniformly from the other four; the picker's side wins with probability
  ``logistic(EDGE + SKILL * (mean skill of the side - mean skill of the defenders))``; a win or
  loss is schneider (doubled) with probability ``SCHNEIDER``. Payouts: with a partner the
  picker +-2, the partner +-1, each defender -+1; alone the picker +-4, each defender -+1.

Every draw comes from one ``random.Random(seed)``: the same seed, the same seasons.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction

from sheepshead_scorer.rules import Role, Tier
from sheepshead_scorer.tournament.rating import RatedLine
from sheepshead_scorer.tournament.rating_backtest import BacktestNight

POOL, SEASONS, NIGHTS, PRESENT, ROUNDS, HANDS = 60, 2, 20, 30, 2, 12
LEASTER, ALONE, SCHNEIDER = 0.06, 0.05, 0.2
EDGE, SKILL = 0.6, 0.8


def _picked(rng: random.Random, seats: list[int], skill: dict[int, float]) -> list[RatedLine]:
    picker = rng.randrange(5)
    partner = None if rng.random() < ALONE else rng.choice([s for s in range(5) if s != picker])
    side = {picker} | ({partner} if partner is not None else set())
    mean_side = sum(skill[seats[s]] for s in side) / len(side)
    defenders = [s for s in range(5) if s not in side]
    mean_def = sum(skill[seats[s]] for s in defenders) / len(defenders)
    won = rng.random() < 1 / (1 + math.exp(-(EDGE + SKILL * (mean_side - mean_def))))
    tier = Tier.SCHNEIDER if rng.random() < SCHNEIDER else Tier.NORMAL
    unit = (1 if won else -1) * (2 if tier is Tier.SCHNEIDER else 1)
    lines = []
    for seat, player in enumerate(seats):
        if seat == picker:
            role, points = Role.PICKER, unit * (4 if partner is None else 2)
        elif seat == partner:
            role, points = Role.PARTNER, unit
        else:
            role, points = Role.DEFENDER, -unit
        lines.append(RatedLine(player, seat, role, Fraction(points), won, False, tier))
    return lines


def _leaster(rng: random.Random, seats: list[int], skill: dict[int, float]) -> list[RatedLine]:
    weights = [math.exp(SKILL * skill[p]) for p in seats]
    winner = rng.choices(range(5), weights=weights)[0]
    return [
        RatedLine(p, s, Role.LEASTER, Fraction(4 if s == winner else -1), None, s == winner)
        for s, p in enumerate(seats)
    ]


def generated_seasons(seed: int) -> tuple[list[BacktestNight], dict[int, float]]:
    """The nights in play order and every player's hidden skill."""
    rng = random.Random(seed)
    skill = {player: rng.gauss(0, 1) for player in range(1, POOL + 1)}
    nights: list[BacktestNight] = []
    for season in range(SEASONS):
        for _ in range(NIGHTS):
            present = rng.sample(sorted(skill), PRESENT)
            hands: list[list[RatedLine]] = []
            for _ in range(ROUNDS):
                rng.shuffle(present)
                for table in range(PRESENT // 5):
                    seats = present[5 * table: 5 * table + 5]
                    for _ in range(HANDS):
                        if rng.random() < LEASTER:
                            hands.append(_leaster(rng, seats, skill))
                        else:
                            hands.append(_picked(rng, seats, skill))
            nights.append(BacktestNight(season, tuple(hands)))
    return nights, skill
