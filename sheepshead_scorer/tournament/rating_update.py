"""One hand's rating update, written out over plain floats: openskill's ``BradleyTerryFull.rate``
(Weng & Lin 2011, Algorithm 1 with the Bradley-Terry model, every pair of teams compared) at the
rating's settings (``beta`` = :data:`BETA`, openskill's defaults otherwise: ``tau`` 25/300,
``kappa`` 0.0001, no weights, no margin, no balance, sigma not limited).

Why written out: openskill's ``rate`` deep-copies its rating objects (each with a fresh
``uuid4`` name) and checks its arguments on every call; over the 143,760 hands of a Nationals
event that was about 6 of the full recompute's 12 s of CPU, the arithmetic itself a small part
(docs/statistics.md, "Rating"). openskill stays the definition: ``tests/tournament/
test_rating_update.py`` holds this function equal to ``BradleyTerryFull(beta=BETA).rate`` —
bit for bit — for random teams, ranks (ties included), mu and sigma, and a generated season
rated both ways. To keep it bit for bit, the operations are openskill's own, in its order:
teams taken in rank order (stable), a team's players summed in descending ``mu - 3 sigma``,
``x ** 2`` where it squares, the same association in every product.

Pure: no I/O.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

__all__ = ["BETA", "KAPPA", "MU", "SIGMA", "TAU", "State", "bt_full", "rate_two"]

#: The performance noise of one hand (openskill's ``beta``; its default is 25/6). A hand of
#: Sheepshead is mostly the cards: the back-test predicts best with a large noise (50 beat
#: 25/6, 16.7 and 25; docs/statistics.md, "Rating").
BETA = 50.0
#: A new player's skill and its uncertainty (openskill's defaults).
MU = 25.0
SIGMA = 25.0 / 3.0
#: The additive dynamics: each hand first widens every sigma a little (openskill's default).
TAU = 25.0 / 300.0
#: The floor under the factor that shrinks sigma (openskill's default).
KAPPA = 0.0001

_TAU_SQUARED = TAU * TAU
_TWO_BETA_SQUARED = 2 * BETA**2


def _team_sums(mu: Sequence[float], sigma: list[float]) -> tuple[float, float]:
    """A team's mu and sigma squared summed over its players in descending ``mu - 3 sigma``
    (openskill's ``_calculate_team_ratings``; a stable sort, ties in the given order)."""
    count = len(mu)
    if count == 1:
        return 0.0 + mu[0], 0.0 + sigma[0] ** 2
    if count == 2:  # a sum of two floats does not depend on their order
        return 0.0 + mu[0] + mu[1], 0.0 + sigma[0] ** 2 + sigma[1] ** 2
    ordinal = [m - 3.0 * s for m, s in zip(mu, sigma, strict=True)]
    mu_sum = 0.0
    sigma_squared = 0.0
    for j in sorted(range(count), key=ordinal.__getitem__, reverse=True):
        mu_sum += mu[j]
        sigma_squared += sigma[j] ** 2
    return mu_sum, sigma_squared


def bt_full(
    mu: Sequence[Sequence[float]],
    sigma: Sequence[Sequence[float]],
    ranks: Sequence[float],
) -> tuple[list[list[float]], list[list[float]]]:
    """The new (mu, sigma) of every player of every team after one match, teams in the order
    given, each team's ``ranks`` entry its place (lower is better, equal is a draw) — what
    ``BradleyTerryFull(beta=BETA).rate(teams, ranks=ranks)`` returns, without its objects."""
    count = len(mu)
    widened = [[math.sqrt(s * s + _TAU_SQUARED) for s in team] for team in sigma]
    sums = [_team_sums(mu[i], widened[i]) for i in range(count)]
    order = sorted(range(count), key=ranks.__getitem__)  # openskill's teams in rank order
    new_mu: list[list[float]] = [[] for _ in range(count)]
    new_sigma: list[list[float]] = [[] for _ in range(count)]
    for i in order:
        mu_i, ss_i = sums[i]
        rank_i = ranks[i]
        omega = 0.0
        delta = 0.0
        for q in order:
            if q == i:
                continue
            mu_q, ss_q = sums[q]
            c = math.sqrt(ss_i + ss_q + _TWO_BETA_SQUARED)
            p = 1 / (1 + math.exp((mu_q - mu_i) / c))
            ss_to_c = ss_i / c
            rank_q = ranks[q]
            s = 1.0 if rank_q > rank_i else 0.5 if rank_q == rank_i else 0.0
            omega += ss_to_c * (s - p)
            gamma = math.sqrt(ss_i) / c
            delta += ((gamma * ss_to_c) / c) * p * (1 - p)
        out_mu = new_mu[i]
        out_sigma = new_sigma[i]
        for m, s in zip(mu[i], widened[i], strict=True):
            share = s**2 / ss_i
            out_mu.append(m + share * omega)
            out_sigma.append(s * math.sqrt(max(1 - share * delta, KAPPA)))
    return new_mu, new_sigma



State = list[Any]
"""A player's rating as the engine keeps it, changed in place: ``[mu, sigma, hands]``."""


def _team(
    state: dict[int, State], team: Sequence[int]
) -> tuple[list[State], list[float], list[float], float, float]:
    """A team's players' kept ratings (a new player added at ``[MU, SIGMA, 0]``), their sigmas
    widened by tau and those squared, and the team's mu and sigma squared summed
    (:func:`_team_sums`)."""
    get = state.get
    rows = []
    wide = []
    squares = []
    for player in team:
        row = get(player)
        if row is None:
            row = state[player] = [MU, SIGMA, 0]
        s = row[1]
        w = math.sqrt(s * s + _TAU_SQUARED)
        rows.append(row)
        wide.append(w)
        squares.append(w**2)
    count = len(rows)
    if count == 1:
        return rows, wide, squares, 0.0 + rows[0][0], 0.0 + squares[0]
    if count == 2:  # a sum of two floats does not depend on their order
        return rows, wide, squares, 0.0 + rows[0][0] + rows[1][0], 0.0 + squares[0] + squares[1]
    ordinal = [row[0] - 3.0 * w for row, w in zip(rows, wide, strict=True)]
    mu_sum = 0.0
    sigma_squared = 0.0
    for j in sorted(range(count), key=ordinal.__getitem__, reverse=True):
        mu_sum += rows[j][0]
        sigma_squared += squares[j]
    return rows, wide, squares, mu_sum, sigma_squared


def rate_two(
    state: dict[int, State], team_a: Sequence[int], team_b: Sequence[int],
    rank_a: float, rank_b: float,
) -> None:
    """One two-team hand (a picked hand, two-handed, Sheep Head) applied to ``state`` (player
    to ``[mu, sigma, hands]``, changed in place; a new player starts at ``[MU, SIGMA, 0]``):
    :func:`bt_full`'s update with the loops unrolled (the same operations in the same order),
    then the hand's net change in mu spread back evenly over its players (the engine's
    zero-sum step, ``RatingEngine.rate_match``), and one more hand counted."""
    rows_a, wide_a, squares_a, mu_a, ss_a = _team(state, team_a)
    rows_b, wide_b, squares_b, mu_b, ss_b = _team(state, team_b)
    c = math.sqrt(ss_a + ss_b + _TWO_BETA_SQUARED)  # a sum of two: the same either way round
    p_a = 1 / (1 + math.exp((mu_b - mu_a) / c))
    p_b = 1 / (1 + math.exp((mu_a - mu_b) / c))
    s_a = 1.0 if rank_b > rank_a else 0.5 if rank_b == rank_a else 0.0
    ss_to_c_a = ss_a / c
    ss_to_c_b = ss_b / c
    omega_a = 0.0 + ss_to_c_a * (s_a - p_a)
    omega_b = 0.0 + ss_to_c_b * ((1.0 - s_a) - p_b)
    delta_a = 0.0 + ((math.sqrt(ss_a) / c * ss_to_c_a) / c) * p_a * (1 - p_a)
    delta_b = 0.0 + ((math.sqrt(ss_b) / c * ss_to_c_b) / c) * p_b * (1 - p_b)
    sqrt = math.sqrt
    mus = []
    sigmas = []
    moved = 0.0  # the hand's net change in mu, summed player by player in the teams' order
    for row, w, square in zip(rows_a, wide_a, squares_a, strict=False):
        share = square / ss_a
        m = row[0] + share * omega_a
        mus.append(m)
        moved += m - row[0]
        shrink = 1 - share * delta_a
        sigmas.append(w * sqrt(KAPPA if shrink < KAPPA else shrink))  # max(shrink, KAPPA)
    for row, w, square in zip(rows_b, wide_b, squares_b, strict=False):
        share = square / ss_b
        m = row[0] + share * omega_b
        mus.append(m)
        moved += m - row[0]
        shrink = 1 - share * delta_b
        sigmas.append(w * sqrt(KAPPA if shrink < KAPPA else shrink))  # max(shrink, KAPPA)
    shift = moved / len(mus)
    for row, m, sigma in zip(rows_a + rows_b, mus, sigmas, strict=False):
        row[0] = m - shift
        row[1] = sigma
        row[2] += 1
