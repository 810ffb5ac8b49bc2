"""The score sheet's one-line hand description names what moved the points: the side and its
card points, schneider, the multiplier and an ante pot the winners took."""

from __future__ import annotations

from fractions import Fraction

from sheepshead_scorer.rules import AllPassHand, PickedHand, Ruleset, score_session
from sheepshead_scorer.ui.entry.describe import describe_hand


def test_a_hand_that_takes_the_ante_pot_says_so() -> None:
    ruleset = Ruleset(pass_ante=1, nobody_picks="redeal")
    won = PickedHand(dealer=2, picker=0, partners=(2,), points=74, tricks=4)
    scores = score_session(ruleset, [AllPassHand(0), AllPassHand(1), won])
    assert scores[-1].pot == Fraction(10)
    assert describe_hand(won, scores[-1]) == "P1+3 won 74 · took the pot of 10"
    assert describe_hand(AllPassHand(0), scores[0]) == "all passed"


def test_without_a_pot_nothing_is_added() -> None:
    hand = PickedHand(dealer=0, picker=1, partners=(3,), points=95, tricks=5)
    (score,) = score_session(Ruleset(), [hand])
    assert describe_hand(hand, score) == "P2+4 won 95 · schneider"
