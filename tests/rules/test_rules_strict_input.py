"""Issue 22: the engine refuses what it does not understand.

- a misspelt key is refused with its name and "did you mean ..." (rulesets, preset overrides,
  outcomes, Sheep Head hands and rules);
- Sheep Head: 000 "The main objective is to get the ace of diamonds, also known as 'the fox'"
  and "The 'counter cards' are always ace, 10, and king": the fox is a counter, so the team
  that took it has at least one; "The game is usually played to 21 or 42 points": a whole
  number, 21.0 is refused like every other float;
- a penalty for a misplay, renege or mauer is never charged to a seat sitting out (README,
  Oktoberfest: "the dealer sits out (scores 0 that hand)"); a peek is ("4-point penalty for a
  sitting-out player who looks at the blind").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest

from sheepshead_scorer.rules import (
    PenaltyHand,
    RuleError,
    Ruleset,
    outcome_from_dict,
    preset,
    score_hand,
)
from sheepshead_scorer.rules.sheep_head import (
    FoxHand,
    FoxRules,
    fox_hand_from_dict,
    fox_rules_from_dict,
    score_fox_hand,
)

PICKED = {"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "tricks": 3}


@pytest.mark.parametrize(
    ("read", "key", "meant"),
    [
        (lambda: Ruleset.from_dict({"last_round_doubeld": True}), "last_round_doubeld",
         "last_round_doubled"),
        (lambda: preset("000-encyclopedia", doubel_on_bump=True), "doubel_on_bump",
         "double_on_bump"),
        (lambda: outcome_from_dict(PICKED | {"pionts": 75}), "pionts", "points"),
        (lambda: outcome_from_dict({"type": "penalty", "dealer": 0, "ofender": 2}), "ofender",
         "offender"),
        (lambda: fox_hand_from_dict({"type": "fox", "dealer": 0, "fox": 0, "countres": 9}),
         "countres", "counters"),
        (lambda: fox_rules_from_dict({"game": "sheep_head", "traget": 21}), "traget", "target"),
    ],
    ids=["ruleset", "overrides", "picked", "penalty", "fox-hand", "fox-rules"],
)
def test_a_misspelt_key_is_refused_with_did_you_mean(
    read: Callable[[], Any], key: str, meant: str
) -> None:
    with pytest.raises(RuleError) as caught:
        read()
    assert caught.value.field == key
    assert f"did you mean {meant}?" in str(caught.value)


def test_the_suggestion_is_the_nearest_key_or_none() -> None:
    with pytest.raises(RuleError) as caught:
        Ruleset.from_dict({"bsae": 2})
    assert "did you mean base?" in str(caught.value)
    with pytest.raises(RuleError) as caught:
        Ruleset.from_dict({"colour": "red"})
    assert caught.value.field == "colour" and "did you mean" not in str(caught.value)
    assert "check the spelling" in str(caught.value)
    with pytest.raises(RuleError) as caught:
        Ruleset.from_dict({7: True})  # type: ignore[dict-item]  # not even text
    assert caught.value.field == "7" and "did you mean" not in str(caught.value)


@pytest.mark.parametrize(
    ("fox", "refused", "allowed", "least", "points"),
    [
        # the fox and its own counter to team 0 (1 point); team 1's other 12 counters:
        # "10 to 12 counters is two points"
        (0, 0, "1-13 when team 0 took the fox", 1, (1, 2)),
        (1, 13, "0-12 when team 1 took the fox", 12, (2, 1)),
    ],
)
def test_the_foxs_team_has_at_least_one_counter(
    fox: int, refused: int, allowed: str, least: int, points: tuple[int, int]
) -> None:
    with pytest.raises(RuleError) as caught:
        FoxHand(dealer=0, fox=fox, counters=refused)
    assert caught.value.field == "counters" and allowed in str(caught.value)
    assert score_fox_hand(FoxHand(dealer=0, fox=fox, counters=least))[0] == points


@pytest.mark.parametrize("target", [21.0, 42.0])
def test_a_target_that_is_not_a_whole_number_is_refused(target: Any) -> None:
    with pytest.raises(RuleError, match="target"):
        FoxRules(target=target)
    with pytest.raises(RuleError, match="target"):
        fox_rules_from_dict({"game": "sheep_head", "target": target})


SIX = Ruleset(players=6, seats_in_play=5, penalty="total", penalty_units=4)


@pytest.mark.parametrize("reason", ["misplay", "renege", "mauer"])
def test_a_seat_sitting_out_is_charged_a_peek_but_never_a_misplay(reason: str) -> None:
    """Dealer 5 sits out at a six-seat table: it played no card and was offered no pick. README:
    "4-point penalty for a sitting-out player who looks at the blind": for a peek the sitter
    pays 4 in all (penalty=total), the five in play get 4/5 each."""
    with pytest.raises(RuleError) as caught:
        score_hand(SIX, PenaltyHand(dealer=5, offender=5, reason=reason))  # type: ignore[arg-type]
    assert caught.value.field == "offender" and "sitting out: [5]" in str(caught.value)
    forfeit = replace(SIX, penalty="forfeit")
    with pytest.raises(RuleError, match="offender"):
        score_hand(forfeit, PenaltyHand(dealer=2, offender=2, reason=reason,  # type: ignore[arg-type]
                                        picker=3, partners=(0,)))
    peek = score_hand(SIX, PenaltyHand(dealer=5, offender=5, reason="peek"))  # type: ignore[arg-type]
    assert peek.payouts == (Fraction(4, 5),) * 5 + (-4,)
