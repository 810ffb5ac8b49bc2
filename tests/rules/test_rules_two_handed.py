"""Two-handed Sheepshead (002 "Two player rules"): 61 wins, schneider and schwarz as usual, the
loser pays the winner; 60-60 is no exchange. See docs/rules.md "Two-handed"."""

from __future__ import annotations

from typing import Any

import pytest

from sheepshead_scorer.rules import (
    AllPassHand,
    MisdealHand,
    PenaltyHand,
    PickedHand,
    RuleError,
    Ruleset,
    default_call,
    preset,
    score_hand,
    score_session,
)

TWO = Ruleset(players=2, partner_method="two_handed")


@pytest.mark.parametrize(
    ("seat", "points", "tricks", "payouts", "tier"),
    [
        (0, 61, 8, (1, -1), "normal"),  # 002 "Earn a total of 61 or more points"
        (1, 61, 8, (-1, 1), "normal"),  # either seat may be the one entered
        (0, 59, 8, (-1, 1), "normal"),  # the other seat took 61
        (0, 91, 12, (2, -2), "schneider"),  # 002 "For 91–119 points ... 'schneiders'"
        (0, 29, 4, (-2, 2), "schneider"),  # the other seat took 91
        (0, 120, 16, (3, -3), "schwarz"),  # 002 "wins all the tricks ... earns 3 points"
        (1, 0, 0, (3, -3), "schwarz"),  # seat 0 took every trick
        (0, 119, 15, (2, -2), "schneider"),
    ],
)
def test_two_handed_scores_as_002_says(
    seat: int, points: int, tricks: int, payouts: tuple[int, int], tier: str
) -> None:
    score = score_hand(TWO, PickedHand(dealer=0, picker=seat, points=points, tricks=tricks))
    assert score.payouts == payouts and score.tier == tier and sum(score.payouts) == 0


def test_60_60_is_no_exchange() -> None:
    score = score_hand(TWO, PickedHand(dealer=1, picker=0, points=60, tricks=8))
    assert score.payouts == (0, 0) and score.picker_side_won is None and score.tier is None
    doubled = Ruleset(players=2, partner_method="two_handed", tie_doubles_next=True)
    hands = [PickedHand(0, 0, 60, 8), PickedHand(1, 0, 70, 9)]
    assert [s.multiplier for s in score_session(doubled, hands)] == [1, 2]


@pytest.mark.parametrize(
    ("options", "payouts"),
    [
        ({"base": 25}, (75, -75)),  # schwarz 3 units of 25
        ({"tier_scale": "1-2-4", "schwarz_by": "all_points"}, (4, -4)),
        ({"kontra": True}, (6, -6)),  # kontra x2 on schwarz 3
        ({"double_on_bump": True, "alone_units": 2}, (3, -3)),  # no picker: no bump, no solo
    ],
)
def test_two_handed_stakes(options: dict[str, Any], payouts: tuple[int, int]) -> None:
    rs = Ruleset(players=2, partner_method="two_handed", **options)
    kontras = 1 if options.get("kontra") else 0
    hand = PickedHand(dealer=0, picker=0, points=120, tricks=16, kontras=kontras)
    assert score_hand(rs, hand).payouts == payouts


def test_for_table_two_plays_the_two_handed_game() -> None:
    rs = preset("004-german").for_table(2)
    assert (rs.players, rs.partner_method, rs.alone_units) == (2, "two_handed", 1)
    assert default_call(rs, 0) == "alone"
    assert score_hand(rs, PickedHand(0, 1, 75, 9)).payouts == (-1, 1)


@pytest.mark.parametrize(
    ("hand", "field"),
    [
        (PickedHand(0, 0, 75, 9, partners=(1,)), "partners"),
        (PickedHand(0, 0, 75, 9, call="jack"), "call"),
        (PickedHand(0, 0, 75, 16), "points"),
        (PickedHand(0, 0, 10, 0), "points"),
        (PickedHand(0, 2, 75, 9), "picker"),
        (PickedHand(0, 0, 75, 9, sheepshead=True), "sheepshead"),
        (PickedHand(0, 0, 75, 9, sitting_out=(1,)), "sitting_out"),
        (PickedHand(0, 0, 75, 9, picker_tricks=3), "picker_tricks"),
    ],
)
def test_two_handed_refuses_what_cannot_happen(hand: PickedHand, field: str) -> None:
    rs = Ruleset(players=2, partner_method="two_handed", sheepshead_call=True)
    with pytest.raises(RuleError) as caught:
        score_hand(rs, hand)
    assert caught.value.field == field


def test_a_hand_has_at_most_16_tricks() -> None:
    with pytest.raises(RuleError, match="tricks"):
        PickedHand(0, 0, 75, 17)
    with pytest.raises(RuleError, match="tricks"):
        score_hand(Ruleset(), PickedHand(0, 1, 75, 16))


def test_two_handed_all_pass_misdeal_and_penalty() -> None:
    rs = Ruleset(players=2, partner_method="two_handed", nobody_picks="doubler")
    with pytest.raises(RuleError, match="two-handed"):
        score_hand(rs, AllPassHand(0))
    assert score_hand(rs, MisdealHand(0)).redeal
    assert score_hand(rs, PenaltyHand(0, offender=1)).payouts == (1, -1)


def test_two_seats_need_the_two_handed_method() -> None:
    with pytest.raises(RuleError, match="two_handed"):
        Ruleset(players=2)
    with pytest.raises(RuleError, match="seats_in_play"):
        Ruleset(players=5, seats_in_play=2)
    with pytest.raises(RuleError, match="partner_method"):
        Ruleset(players=3, partner_method="two_handed")


def test_a_bigger_table_of_a_two_handed_game_plays_its_own_game_without_sitters() -> None:
    """Two-handed is never played with a sitter: the odd table of three of a two-handed
    event plays 002's "Three player rules" (the picker "compete[s] alone against the other 2
    players"), and their payouts are 002's "the picker earns 2 points ... all other players
    lose 1 point" for 61-90."""
    two = Ruleset(players=2, partner_method="two_handed")
    three = two.for_table(3)
    assert (three.partner_method, three.seats_in_play, three.sitters_per_hand) == (
        "picker_alone", None, 0
    )
    assert score_hand(three, PickedHand(0, 1, 70, 4)).payouts == (-1, 2, -1)
    five = two.for_table(5)
    assert (five.partner_method, five.seats_in_play) == ("called_ace", None)
    assert two.for_table(2) == two
