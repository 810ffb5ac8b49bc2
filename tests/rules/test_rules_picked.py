"""Picked hands: options beyond the source charts, and the errors bad input gets."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from sheepshead_scorer.rules import PickedHand, RuleError, Ruleset, preset, score_hand

F = Fraction


def hand(**kw: Any) -> PickedHand:
    values: dict[str, Any] = {"dealer": 0, "picker": 1, "partners": (3,), "points": 75, "tricks": 3}
    values.update(kw)
    return PickedHand(**values)


@pytest.mark.parametrize(
    ("options", "outcome", "field"),
    [
        ({}, {"tricks": 7}, "tricks"),
        ({}, {"tricks": 6, "points": 119}, "points"),
        ({}, {"tricks": 0, "points": 11}, "points"),
        ({}, {"picker": 5}, "picker"),
        ({}, {"partners": (6,)}, "partners"),
        ({}, {"dealer": 5}, "dealer"),
        ({}, {"partners": (2, 3)}, "partners"),
        ({}, {"call": "ace", "partners": ()}, "partners"),
        ({}, {"call": "jack"}, "call"),
        ({"called_ten": False}, {"call": "ten"}, "call"),
        ({"alone_by_choice": False}, {"call": "alone", "partners": ()}, "call"),
        ({}, {"cracks": 1}, "cracks"),
        ({}, {"blitzes": 1}, "blitzes"),
        ({}, {"kontras": 1}, "kontras"),
        ({}, {"sheepshead": True}, "sheepshead"),
        ({"sheepshead_call": True}, {"sheepshead": True}, "sheepshead"),
        ({"players": 6, "seats_in_play": 5}, {"picker": 0}, "picker"),
        ({"players": 6, "seats_in_play": 5}, {"partners": (0,)}, "partners"),
        ({"players": 6, "seats_in_play": 5}, {"sitting_out": (2,)}, "sitting_out"),
        ({}, {"sitting_out": (2,)}, "sitting_out"),
        ({"players": 6, "seats_in_play": 5, "sit_out": "rotation"}, {}, "sitting_out"),
        (
            {"players": 6, "seats_in_play": 5, "sit_out": "rotation"},
            {"sitting_out": (7,)},
            "sitting_out",
        ),
        ({"players": 6, "partner_method": "right_hand_and_jd"}, {"call": "fixed"}, "partners"),
    ],
)
def test_bad_hands_name_the_field(
    options: dict[str, Any], outcome: dict[str, Any], field: str
) -> None:
    with pytest.raises(RuleError) as info:
        score_hand(Ruleset(**options), hand(**outcome))
    assert info.value.field == field


@pytest.mark.parametrize(
    ("outcome", "field"),
    [
        ({"points": 121}, "points"),
        ({"points": -1}, "points"),
        ({"tricks": 17}, "tricks"),  # 16 is two-handed's whole hand
        ({"picker": 3}, "partners"),
        ({"partners": (2, 2)}, "partners"),
        ({"partners": [2]}, "partners"),
        ({"picker": 8}, "picker"),
        ({"picker": True}, "picker"),
        ({"call": "bogus"}, "call"),
        ({"cracks": 4}, "cracks"),
        ({"sheepshead": 1}, "sheepshead"),
        ({"sitting_out": (9,)}, "sitting_out"),
    ],
)
def test_outcome_checks_itself(outcome: dict[str, Any], field: str) -> None:
    with pytest.raises(RuleError) as info:
        hand(**outcome)
    assert info.value.field == field


def test_scores_carry_the_facts() -> None:
    score = score_hand(preset("000-encyclopedia"), hand(points=95, tricks=4))
    assert (score.kind, score.picker, score.partners) == ("picked", 1, (3,))
    assert (score.picker_side_won, score.tier, score.redeal) == (True, "schneider", False)
    assert "picker 1 won schneider" in score.explanation


@pytest.mark.parametrize(
    ("share", "payouts"),
    [
        ("partner_one_share", (-1, 2, -1, 1, -1)),
        ("two_thirds", (-1, 2, -1, 1, -1)),
        ("equal", (-1, F(3, 2), -1, F(3, 2), -1)),
    ],
)
def test_share_methods(share: str, payouts: tuple[Fraction, ...]) -> None:
    assert score_hand(Ruleset(share=share), hand()).payouts == payouts  # type: ignore[arg-type]


def test_two_thirds_with_four_defenders_is_exact() -> None:
    rs = Ruleset(players=6, partner_method="jack_of_diamonds", share="two_thirds")
    payouts = score_hand(rs, hand(call="jack")).payouts
    assert (payouts[1], payouts[3]) == (F(8, 3), F(4, 3))


@pytest.mark.parametrize(
    ("scale", "units"), [("1-2-3", (1, 2, 3)), ("1-2-4", (1, 2, 4)), ("1-3-5", (1, 3, 5))]
)
def test_tier_scales(scale: str, units: tuple[int, int, int]) -> None:
    rs = Ruleset(tier_scale=scale)  # type: ignore[arg-type]
    got = tuple(
        -score_hand(rs, hand(points=p, tricks=t)).payouts[0]
        for p, t in ((75, 3), (95, 4), (120, 6))
    )
    assert got == units


@pytest.mark.parametrize(
    ("win_at", "loss_at", "points", "tier"),
    [
        (91, 30, 90, "normal"),
        (90, 29, 90, "schneider"),
        (91, 30, 30, "schneider"),
        (90, 29, 30, "normal"),
        (90, 29, 29, "schneider"),
    ],
)
def test_schneider_lines(win_at: int, loss_at: int, points: int, tier: str) -> None:
    rs = Ruleset(schneider_win_at=win_at, schneider_loss_at=loss_at)
    assert score_hand(rs, hand(points=points, tricks=2)).tier == tier


def test_schwarz_by_points() -> None:
    rs = Ruleset(schwarz_by="all_points")
    assert score_hand(rs, hand(points=120, tricks=5)).tier == "schwarz"
    assert score_hand(rs, hand(points=0, tricks=2)).tier == "schwarz"
    assert score_hand(rs, hand(points=119, tricks=5)).tier == "schneider"


def test_bury_counts_without_a_trick_when_allowed() -> None:
    rs = Ruleset(bury_needs_trick=False)
    assert score_hand(rs, hand(points=11, tricks=0)).tier == "schwarz"


def test_alone_at_two_units_and_sheepshead_call() -> None:
    rs = Ruleset(alone_units=2, sheepshead_call=True)
    assert score_hand(rs, hand(partners=(), call="alone")).payouts[1] == 8
    made = score_hand(rs, hand(partners=(), call="alone", points=120, tricks=6, sheepshead=True))
    assert made.payouts == (-12, 48, -12, -12, -12)
    missed = score_hand(rs, hand(partners=(), call="alone", points=120, tricks=5, sheepshead=True))
    assert missed.payouts == (12, -48, 12, 12, 12)
    assert (missed.picker_side_won, missed.tier) == (False, "schwarz")


def test_called_ace_calls() -> None:
    rs = Ruleset()
    for call in ("ace", "ten", "unknown"):
        assert score_hand(rs, hand(call=call)).payouts[3] == 1
    assert score_hand(rs, hand(call="forced_alone", partners=())).payouts[1] == 4


def test_jack_methods_and_call_up() -> None:
    rs = Ruleset(partner_method="jack_of_clubs", jack_call_up=True)
    assert score_hand(rs, hand(call="call_up")).payouts[3] == 1
    assert score_hand(rs, hand(call="jack_solo", partners=())).payouts[1] == 4


def test_six_handed_right_hand_and_jack() -> None:
    rs = Ruleset(players=6, partner_method="right_hand_and_jd")
    three_v_three = score_hand(rs, hand(call="fixed", partners=(0, 4)))
    assert three_v_three.payouts == (1, 1, -1, -1, 1, -1)
    two_v_four = score_hand(rs, hand(call="fixed", partners=(0,)))
    assert two_v_four.payouts == (1, 3, -1, -1, -1, -1)
    # with a sitter at the picker's right, the next seat in play is the right-hand neighbour
    rs7 = Ruleset(players=7, seats_in_play=6, partner_method="right_hand_and_jd")
    sat = score_hand(rs7, hand(dealer=0, picker=1, call="fixed", partners=(6,)))
    assert sat.sitting_out == (0,) and sat.payouts[0] == 0
    # going alone by choice needs no right-hand partner (a hypothesis find)
    alone = score_hand(rs, hand(call="alone", partners=()))
    assert alone.partners == () and alone.payouts[1] == 5 and sum(alone.payouts) == 0


def test_seven_and_eight_handed() -> None:
    seven = Ruleset(players=7, partner_method="die_and_jd")
    assert sum(score_hand(seven, hand(call="fixed", partners=(3, 5))).payouts) == 0
    eight = Ruleset(players=8, partner_method="black_queens", nobody_picks="redeal")
    payouts = score_hand(eight, hand(call="fixed", partners=(3,), tricks=2)).payouts
    assert payouts[1] == 3 and payouts[3] == 3  # 002: equal partners (issue 16)
    alone = score_hand(eight, hand(call="fixed", partners=(), tricks=2)).payouts
    assert alone[1] == 7


def test_three_and_four_handed_picker_alone() -> None:
    three = Ruleset(players=3, partner_method="picker_alone")
    assert score_hand(three, hand(partners=(), call="alone", picker=2, tricks=8)).payouts == (
        -1,
        -1,
        2,
    )
    four = Ruleset(players=4, partner_method="picker_alone", alone_by_choice=False)
    assert score_hand(four, hand(partners=(), call="alone", tricks=7, points=120)).payouts == (
        -3,
        9,
        -3,
        -3,
    )


def test_sitters_score_zero_or_as_defender() -> None:
    six = Ruleset(players=6, seats_in_play=5)
    zero = score_hand(six, hand(dealer=0, picker=1, partners=(3,)))
    assert zero.sitting_out == (0,) and zero.payouts == (0, 2, -1, 1, -1, -1)
    assert score_hand(six, hand(dealer=0, sitting_out=(0,))).payouts == zero.payouts
    as_def = Ruleset(players=6, seats_in_play=5, sitter_scores="as_defender")
    assert score_hand(as_def, hand(dealer=0)).payouts == (-1, 3, -1, 1, -1, -1)
    rotation = Ruleset(players=7, seats_in_play=5, sit_out="rotation")
    rot = score_hand(rotation, hand(dealer=0, sitting_out=(6, 2)))
    assert rot.sitting_out == (2, 6) and rot.payouts[2] == rot.payouts[6] == 0
    two_sit = Ruleset(players=7, seats_in_play=5)
    assert score_hand(two_sit, hand(dealer=0, picker=2)).sitting_out == (0, 6)


def test_multiplier_cap_and_carried() -> None:
    rs = Ruleset(max_cracks=3, blitz=True, multiplier_cap=16)
    score = score_hand(rs, hand(cracks=3, blitzes=2), multiplier=2)
    assert score.multiplier == 16 and score.payouts[0] == -16
    with pytest.raises(RuleError, match="multiplier=0"):
        score_hand(rs, hand(), multiplier=0)
    with pytest.raises(RuleError) as info:
        score_hand(rs, "picked")  # type: ignore[arg-type]
    assert info.value.field == "outcome"
