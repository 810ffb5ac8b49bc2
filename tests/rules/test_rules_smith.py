"""The Smith rule (issue 22): the picker who personally took no trick.

A house rule of the lxnadvisory/sheepshead-app scorekeeper: a won hand pays the picker 0 and
the partner the side's whole win; a lost hand is paid by the picker alone, the partner 0. The
amounts come from 000's chart (five-handed, one partner):

    | 91 to 120 | +4 | +2 | -2 |        | All Tricks | +6 | +3 | -3 |
    | 61 to 90  | +2 | +1 | -1 |        | 31 to 60   | -2 | -1 | +1 |
    | 0 to 30   | -4 | -2 | +2 |        | No Tricks  | -6 | -3 | +3 |

("Picker (w/ Partner) | Partner | Opponents"): the side's amount is the picker's and the
partner's together, the opponents' unchanged. 001: "picker takes 2/3, partner 1/3".
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rules_strategies import picked_hands, rulesets

from sheepshead_scorer.rules import (
    PickedHand,
    RuleError,
    Ruleset,
    preset,
    score_hand,
)

SMITH = Ruleset(smith_rule=True)


def hand(points: int, tricks: int, picker_tricks: int | None = 0) -> PickedHand:
    return PickedHand(dealer=0, picker=1, partners=(3,), points=points, tricks=tricks,
                      picker_tricks=picker_tricks)


@pytest.mark.parametrize(
    ("outcome", "picker", "partner", "opponent"),
    [
        (hand(75, 3), 0, 3, -1),  # 61 to 90: +2 +1 -1 -> the partner +3
        (hand(95, 4), 0, 6, -2),  # 91 to 120: +4 +2 -2
        (hand(120, 6), 0, 9, -3),  # All Tricks, every one the partner's: +6 +3 -3
        (hand(40, 2), -3, 0, 1),  # 31 to 60: -2 -1 +1 -> the picker pays -3
        (hand(20, 1), -6, 0, 2),  # 0 to 30: -4 -2 +2
        # No Tricks: -6 -3 +3; 002 says the same for that hand: "The picker loses 9 points
        # but their partner doesn't lose any points" (the side's 0 tricks are the picker's)
        (hand(0, 0, picker_tricks=None), -9, 0, 3),
        # the picker took a trick: the chart as it is
        (hand(75, 3, picker_tricks=1), 2, 1, -1),
        (hand(40, 2, picker_tricks=1), -2, -1, 1),
    ],
)
def test_the_smith_rule_moves_the_side_amount_by_000s_chart(
    outcome: PickedHand, picker: int, partner: int, opponent: int
) -> None:
    score = score_hand(SMITH, outcome)
    assert score.payouts == (opponent, picker, opponent, partner, opponent)
    if outcome.picker_tricks == 0:
        assert "Smith rule" in score.explanation


def test_the_smith_rule_with_001s_two_thirds_split() -> None:
    """001: base 2, "each defender pays the base", "picker takes 2/3, partner 1/3": a won
    hand is +4 / +2 / -2 each; under the Smith rule the partner takes all 6."""
    rs = preset("001-online-table", smith_rule=True)
    assert score_hand(rs, hand(75, 3)).payouts == (-2, 0, -2, 6, -2)
    assert score_hand(rs, hand(75, 3, picker_tricks=2)).payouts == (-2, 4, -2, 2, -2)


def test_alone_the_smith_rule_changes_nothing() -> None:
    """000 alone column, "No Tricks": -12 and +3 to each of the four opponents."""
    alone = PickedHand(dealer=0, picker=1, points=0, tricks=0, call="alone")
    assert score_hand(SMITH, alone).payouts == (3, -12, 3, 3, 3)


def test_the_smith_rule_needs_the_pickers_own_tricks() -> None:
    with pytest.raises(RuleError) as caught:
        score_hand(SMITH, hand(75, 3, picker_tricks=None))
    assert caught.value.field == "picker_tricks" and "Smith rule" in str(caught.value)


def test_the_smith_rule_and_picker_needs_trick_contradict_each_other() -> None:
    with pytest.raises(RuleError) as caught:
        Ruleset(smith_rule=True, picker_needs_trick=True)
    assert caught.value.field == "smith_rule" and "picker_needs_trick" in str(caught.value)


def test_the_smith_rule_round_trips_and_is_off_by_default() -> None:
    assert Ruleset().smith_rule is False
    data = SMITH.to_dict()
    assert data["smith_rule"] is True and Ruleset.from_dict(data) == SMITH


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_zero_sum_and_who_pays_under_the_smith_rule(data: st.DataObject) -> None:
    """Any ruleset with the Smith rule, any legal picked hand: zero-sum; a picker with a
    partner and no trick of his own gets 0 from a win, and no partner pays for a loss."""
    rs = data.draw(rulesets())
    rs = replace(rs, smith_rule=True, picker_needs_trick=False)
    outcome = data.draw(picked_hands(rs))
    score = score_hand(rs, outcome)
    assert sum(score.payouts) == 0
    no_trick = outcome.picker_tricks == 0 or (outcome.picker_tricks is None and not outcome.tricks)
    if outcome.partners and no_trick and rs.partner_method != "two_handed":
        if score.picker_side_won:
            assert score.payouts[outcome.picker] == 0
        else:
            assert all(score.payouts[p] == 0 for p in outcome.partners)
