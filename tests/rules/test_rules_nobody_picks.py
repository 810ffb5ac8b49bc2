"""Hands nobody picked (leaster, moster, doubler, redeal), misdeals and penalties."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from sheepshead_scorer.rules import (
    AllPassHand,
    LeasterHand,
    MisdealHand,
    PenaltyHand,
    RuleError,
    Ruleset,
    preset,
    score_hand,
)

F = Fraction
TIE = LeasterHand(dealer=0, points=(10, 10, 30, 40, 30), tricks=(1, 1, 2, 1, 1))
CLEAR = LeasterHand(dealer=0, points=(5, 10, 30, 45, 30), tricks=(1, 1, 2, 1, 1))


def test_leaster_units_and_ties() -> None:
    assert score_hand(Ruleset(leaster_units=2), CLEAR).payouts == (8, -2, -2, -2, -2)
    none = score_hand(Ruleset(leaster_tie="no_exchange"), TIE)
    assert none.payouts == (0,) * 5 and none.leaster_winners == (0, 1) and not none.redeal
    three_way = LeasterHand(dealer=0, points=(10, 10, 10, 45, 45), tricks=(1, 1, 2, 1, 1))
    assert score_hand(Ruleset(), three_way).payouts == (F(2, 3),) * 3 + (-1, -1)


def test_leaster_without_trick_rule_and_blind() -> None:
    rs = Ruleset(leaster_needs_trick=False, leaster_blind_to_last_trick=False)
    hand = LeasterHand(dealer=0, points=(0, 10, 30, 40, 30), tricks=(0, 1, 2, 2, 1))
    assert score_hand(rs, hand).leaster_winners == (0,)
    short = LeasterHand(dealer=0, points=(0, 10, 30, 40, 20), tricks=(0, 1, 2, 2, 1))
    assert score_hand(rs, short).leaster_winners == (0,)
    with pytest.raises(RuleError, match="120"):
        score_hand(Ruleset(), short)


def test_moster_most_points_loses() -> None:
    rs = Ruleset(nobody_picks="moster")
    score = score_hand(rs, CLEAR)
    assert score.kind == "moster" and score.moster_losers == (3,)
    assert score.payouts == (1, 1, 1, -4, 1)
    tie = LeasterHand(dealer=0, points=(10, 10, 20, 40, 40), tricks=(1, 1, 2, 1, 1))
    split = score_hand(rs, tie)
    assert split.payouts == (1, 1, 1, F(-3, 2), F(-3, 2))
    redeal = score_hand(Ruleset(nobody_picks="moster", leaster_tie="redeal"), tie)
    assert (redeal.moster_losers, redeal.redeal, redeal.leaster_winners) == ((3, 4), True, ())


def test_leaster_with_sitters() -> None:
    rs = Ruleset(players=6, seats_in_play=5)
    hand = LeasterHand(dealer=0, points=(0, 5, 10, 30, 45, 30), tricks=(0, 1, 1, 2, 1, 1))
    score = score_hand(rs, hand)
    assert score.sitting_out == (0,) and score.payouts == (0, 4, -1, -1, -1, -1)
    bad = LeasterHand(dealer=1, points=(0, 5, 10, 30, 45, 30), tricks=(0, 1, 1, 2, 1, 1))
    with pytest.raises(RuleError, match="sits out"):
        score_hand(rs, bad)


@pytest.mark.parametrize(
    ("options", "outcome", "field"),
    [
        ({"nobody_picks": "doubler"}, CLEAR, "type"),
        ({}, LeasterHand(0, (5, 10, 30, 45, 30), (1, 1, 2, 1, 2)), "tricks"),
        ({}, LeasterHand(0, (5, 10, 30, 75), (1, 1, 2, 2)), "points"),
        ({}, AllPassHand(0), "type"),
        ({"nobody_picks": "forced_pick"}, AllPassHand(0), "type"),
        ({}, AllPassHand(5), "dealer"),
        ({}, MisdealHand(6), "dealer"),
    ],
)
def test_bad_nobody_picks_input(options: dict[str, Any], outcome: Any, field: str) -> None:
    with pytest.raises(RuleError) as info:
        score_hand(Ruleset(**options), outcome)
    assert info.value.field == field


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"points": (1, 2), "tricks": (1, 1)}, "points"),
        ({"points": (0, 0, 120), "tricks": (1, 1)}, "tricks"),
        ({"points": (0, 0, 120), "tricks": (0, 0, 9, 1)}, "tricks"),
        ({"points": (5, 0, 115), "tricks": (-1, 2, 9)}, "tricks[0]"),
        ({"points": (5, 0, 115), "tricks": (0, 1, 9)}, "points[0]"),
        ({"points": (60, 60, 60), "tricks": (3, 3, 4)}, "points"),
        ({"points": (60, 60, 0), "tricks": (3, 7, 0), "sitting_out": (1, 1)}, "sitting_out"),
    ],
)
def test_leaster_outcome_checks_itself(kwargs: dict[str, Any], field: str) -> None:
    with pytest.raises(RuleError) as info:
        LeasterHand(dealer=0, **kwargs)
    assert info.value.field == field


def test_all_pass_doubler_redeal_and_misdeal() -> None:
    doubler = score_hand(preset("004-german"), AllPassHand(dealer=2))
    assert (doubler.redeal, doubler.doubles_next, doubler.kind) == (True, 1, "all_pass")
    queue = score_hand(
        Ruleset(nobody_picks="doubler", doubler_mode="queue", doubler_queue=3), AllPassHand(0)
    )
    assert queue.doubles_next == 3
    plain = score_hand(Ruleset(nobody_picks="redeal"), AllPassHand(0))
    assert (plain.redeal, plain.doubles_next) == (True, 0)
    rotation = Ruleset(players=6, seats_in_play=5, sit_out="rotation", nobody_picks="redeal")
    assert score_hand(rotation, AllPassHand(0)).sitting_out == ()
    misdeal = score_hand(Ruleset(), MisdealHand(dealer=4))
    assert misdeal.redeal and misdeal.payouts == (0,) * 5 and misdeal.kind == "misdeal"


def test_penalties() -> None:
    each = score_hand(Ruleset(penalty_units=1), PenaltyHand(dealer=0, offender=2))
    assert each.payouts == (1, 1, -4, 1, 1) and each.offender == 2
    total = Ruleset(players=6, seats_in_play=5, penalty="total", penalty_units=4)
    peek = score_hand(total, PenaltyHand(dealer=0, offender=0, reason="peek"))
    assert peek.payouts == (-4, F(4, 5), F(4, 5), F(4, 5), F(4, 5), F(4, 5))
    forfeit = Ruleset(penalty="forfeit")
    lost = score_hand(forfeit, PenaltyHand(dealer=0, offender=3, picker=1, partners=(3,)))
    assert lost.payouts == (1, -2, 1, -1, 1) and lost.picker_side_won is False
    won = score_hand(forfeit, PenaltyHand(dealer=0, offender=4, picker=1, partners=(3,)))
    assert won.payouts == (-1, 2, -1, 1, -1) and won.tier == "normal"
    bump = Ruleset(penalty="forfeit", double_on_bump=True)
    alone = score_hand(bump, PenaltyHand(dealer=0, offender=1, picker=1))
    assert alone.payouts == (2, -8, 2, 2, 2)
    no_sides = score_hand(forfeit, PenaltyHand(dealer=0, offender=1, reason="renege"))
    assert no_sides.payouts == (1, -4, 1, 1, 1)
    # source 003's "Mauer / pass penalty": the player who walled up pays like any penalty
    mauer = score_hand(Ruleset(penalty_units=1), PenaltyHand(dealer=0, offender=1, reason="mauer"))
    assert mauer.payouts == (1, -4, 1, 1, 1) and mauer.offender == 1


@pytest.mark.parametrize(
    ("options", "kwargs", "field"),
    [
        ({}, {"offender": 5}, "offender"),
        ({"penalty": "forfeit"}, {"picker": 6}, "picker"),
        ({"penalty": "forfeit"}, {"picker": 1, "partners": (6,)}, "partners"),
        (
            {"penalty": "forfeit", "players": 6, "seats_in_play": 5},
            {"picker": 1, "partners": (0,)},
            "partners",
        ),
    ],
)
def test_bad_penalties(options: dict[str, Any], kwargs: dict[str, Any], field: str) -> None:
    values = {"dealer": 0, "offender": 2, **kwargs}
    with pytest.raises(RuleError) as info:
        score_hand(Ruleset(**options), PenaltyHand(**values))
    assert info.value.field == field


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"reason": "cheating"}, "reason"),
        ({"partners": (2,)}, "partners"),
        ({"picker": 1, "partners": (1,)}, "partners"),
        ({"picker": 9}, "picker"),
        ({"sitting_out": (9,)}, "sitting_out"),
    ],
)
def test_penalty_outcome_checks_itself(kwargs: dict[str, Any], field: str) -> None:
    with pytest.raises(RuleError) as info:
        PenaltyHand(dealer=0, offender=2, **kwargs)
    assert info.value.field == field
