"""`score_hand`: one hand's outcome in, every seat's game points out."""

from __future__ import annotations

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.multipliers import check_carried
from sheepshead_scorer.rules.options import PartnerMethod
from sheepshead_scorer.rules.outcomes import (
    AllPassHand,
    HandOutcome,
    LeasterHand,
    MisdealHand,
    PenaltyHand,
    PickedHand,
)
from sheepshead_scorer.rules.result import HandScore
from sheepshead_scorer.rules.ruleset import Ruleset
from sheepshead_scorer.rules.scoring_nobody import score_all_pass, score_leaster, score_misdeal
from sheepshead_scorer.rules.scoring_penalty import score_penalty
from sheepshead_scorer.rules.scoring_picked import score_picked
from sheepshead_scorer.rules.scoring_two_handed import score_two_handed
from sheepshead_scorer.text import Text


def score_hand(ruleset: Ruleset, outcome: HandOutcome, *, multiplier: int = 1) -> HandScore:
    """Score one hand under `ruleset`.

    `multiplier` is what the session carries in (doublers, last round doubled); the hand's
    own cracks, blitzes and kontras multiply it further, up to the ruleset's cap. Raises
    RuleError for input the ruleset cannot score; the payouts always sum to zero.
    """
    if multiplier != 1:
        check_carried(multiplier)
    if type(outcome) is PickedHand:
        if ruleset.partner_method is PartnerMethod.TWO_HANDED:
            return score_two_handed(ruleset, outcome, multiplier)
        return score_picked(ruleset, outcome, multiplier)
    if type(outcome) is LeasterHand:
        return score_leaster(ruleset, outcome, multiplier)
    if type(outcome) is AllPassHand:
        return score_all_pass(ruleset, outcome)
    if type(outcome) is MisdealHand:
        return score_misdeal(ruleset, outcome)
    if type(outcome) is PenaltyHand:
        return score_penalty(ruleset, outcome)
    raise RuleError(
        "outcome",
        type(outcome).__name__,
        Text("PickedHand, LeasterHand, AllPassHand, MisdealHand or PenaltyHand"),
    )
