"""The rating's pure engine: each hand as a match, checked against a reference computation of
the Weng-Lin update (Weng & Lin 2011, Algorithm 1, Bradley-Terry full pairing) written here."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from sheepshead_scorer.rules import Role, Tier
from sheepshead_scorer.tournament.rating import (
    BETA,
    Match,
    PlayerRating,
    RatedLine,
    RatingEngine,
    hand_match,
    rate_hands,
)

MU, SIGMA, TAU, KAPPA = 25.0, 25.0 / 3, 25.0 / 300, 0.0001


def picked(players, picker, partners, won, sitter=None):
    lines = []
    for seat, player in enumerate(players):
        if seat == sitter:
            role = Role.SITTER
        elif seat == picker:
            role = Role.PICKER
        elif seat in partners:
            role = Role.PARTNER
        else:
            role = Role.DEFENDER
        side = role in (Role.PICKER, Role.PARTNER)
        points = 0 if role is Role.SITTER else (1 if side == won else -1)
        lines.append(RatedLine(player, seat, role, Fraction(points),
                               None if role is Role.SITTER else won, False,
                               None if role is Role.SITTER else Tier.NORMAL))
    return lines


def reference_two_teams(side, defenders, side_won):
    """Weng-Lin BT-full for two teams of fresh players: (mu, sigma) of a side member and of a
    defender, by the paper's formulas (tau added to each sigma first)."""
    s2 = SIGMA**2 + TAU**2
    team = {0: (len(side) * MU, len(side) * s2), 1: (len(defenders) * MU, len(defenders) * s2)}
    out = {}
    for i, q in ((0, 1), (1, 0)):
        mu_i, var_i = team[i]
        mu_q, var_q = team[q]
        c = math.sqrt(var_i + var_q + 2 * BETA**2)
        p = 1 / (1 + math.exp((mu_q - mu_i) / c))
        s = 1.0 if (i == 0) == side_won else 0.0
        omega = var_i / c * (s - p)
        delta = (math.sqrt(var_i) / c) * var_i / c**2 * p * (1 - p)
        mu = MU + s2 / var_i * omega
        sigma = math.sqrt(s2) * math.sqrt(max(1 - s2 / var_i * delta, KAPPA))
        out[i] = (mu, sigma)
    # the engine keeps mu zero-sum over the hand's players: the net change spread back evenly
    shift = (len(side) * (out[0][0] - MU) + len(defenders) * (out[1][0] - MU)) / (
        len(side) + len(defenders)
    )
    return (out[0][0] - shift, out[0][1]), (out[1][0] - shift, out[1][1])


@pytest.mark.parametrize("won", [True, False])
@pytest.mark.parametrize("partners", [(2,), (), (2, 3)])
def test_picked_hand_is_picker_side_against_defenders(won, partners):
    players = [11, 12, 13, 14, 15]
    after = rate_hands([picked(players, 1, partners, won)])
    side = [players[1]] + [players[p] for p in partners]
    defenders = [p for p in players if p not in side]
    (side_mu, side_sigma), (def_mu, def_sigma) = reference_two_teams(side, defenders, won)
    for p in side:
        assert after[p].mu == pytest.approx(side_mu, rel=1e-12)
        assert after[p].sigma == pytest.approx(side_sigma, rel=1e-12)
        assert (after[p].mu > MU) is won
    for p in defenders:
        assert after[p].mu == pytest.approx(def_mu, rel=1e-12)
        assert after[p].sigma == pytest.approx(def_sigma, rel=1e-12)
        assert (after[p].mu < MU) is won
    assert all(r.hands == 1 for r in after.values())
    assert sum(r.mu for r in after.values()) == pytest.approx(5 * MU, rel=1e-12)


def test_leaster_winner_rises_the_rest_fall_alike():
    players = [1, 2, 3, 4, 5]
    lines = [RatedLine(p, s, Role.LEASTER, Fraction(4 if s == 2 else -1), None, s == 2)
             for s, p in enumerate(players)]
    assert hand_match(lines) == Match(((1,), (2,), (3,), (4,), (5,)), (2, 2, 1, 2, 2))
    after = rate_hands([lines])
    assert after[3].mu > MU
    losers = {round(after[p].mu, 12) for p in (1, 2, 4, 5)}
    assert len(losers) == 1 and losers.pop() < MU


def test_moster_loser_last_the_rest_share_first():
    lines = [RatedLine(p, p, Role.LEASTER, Fraction(-4 if p == 0 else 1), None, False)
             for p in range(5)]
    assert hand_match(lines) == Match(tuple((p,) for p in range(5)), (2, 1, 1, 1, 1))


def test_sitting_out_dealer_is_not_rated():
    players = [1, 2, 3, 4, 5, 6]
    after = rate_hands([picked(players, 1, (2,), True, sitter=0)])
    assert 1 not in after
    assert set(after) == {2, 3, 4, 5, 6}
    engine = RatingEngine({1: PlayerRating(1, 30.0, 2.0, 7)})
    engine.rate(picked(players, 1, (2,), True, sitter=0))
    assert engine.ratings()[1] == PlayerRating(1, 30.0, 2.0, 7)


@pytest.mark.parametrize("role", [Role.OTHER, Role.SITTER])
def test_misdeals_and_penalties_are_no_match(role):
    lines = [RatedLine(p, p, role, Fraction(0)) for p in range(5)]
    assert hand_match(lines) is None
    assert rate_hands([lines]) == {}


def test_two_handed_and_sheep_head_teams():
    two = [RatedLine(1, 0, Role.DEFENDER, Fraction(2), False),
           RatedLine(2, 1, Role.DEFENDER, Fraction(-2), True)]
    assert hand_match(two) == Match(((1,), (2,)), (1, 2))
    fox = [RatedLine(p, p - 1, Role.TEAM, Fraction(pts)) for p, pts in
           ((1, 0), (2, 3), (3, 0), (4, 3))]
    assert hand_match(fox) == Match(((1, 3), (2, 4)), (2, 1))
    level = [RatedLine(p, p, Role.TEAM, Fraction(0)) for p in range(4)]
    assert hand_match(level) == Match(((0, 2), (1, 3)), (1, 1))


def test_same_hands_same_ratings_and_order_matters():
    a = picked([1, 2, 3, 4, 5], 0, (1,), True)
    b = picked([1, 2, 3, 4, 5], 2, (3,), False)
    c = picked([6, 7, 8, 9, 10], 0, (1,), False)
    assert rate_hands([a, b, c]) == rate_hands([a, b, c])
    assert rate_hands([a, b]) != rate_hands([b, a])  # the same players: order matters
    assert rate_hands([a, c, b]) == rate_hands([c, a, b])  # other tables' hands commute


def test_shown_rating_scale():
    assert PlayerRating(1, MU, SIGMA, 0).rating == 1000
    assert PlayerRating(1, 30.0, 1.0, 500).rating == 1000 + 40 * 27
    assert PlayerRating(1, 0.0, 20.0, 1).rating == 0
