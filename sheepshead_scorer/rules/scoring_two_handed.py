"""Two-handed Sheepshead (002 "Two player rules"): no pick, no blind, each seat for itself.

002 deals each player four cards in a face-down row, "another face-down card into each stack",
then "a face-up card on top of each stack", and "4 cards for their hand": 16 cards each, all
32 in play, 16 tricks. It says nothing of picking or paying, so the hand is won and paid by
002's own scoring for the picker game, one seat against the other:

- "Objective: Earn a total of 61 or more points": the seat with 61 or more card points wins;
  at 60–60 neither reached 61 and nothing changes hands (there is no picker for a tie to go
  against, as 000's "60–60 tie: picker loses" does).
- "For 91–119 points, the picking team 'schneiders' the opposing team": the winner with
  `schneider_win_at` or more wins schneider; "If the opposing team wins all the tricks, each
  member earns 3 points": all 16 tricks (or all 120 points, by `schwarz_by`) is schwarz.
- The loser pays the winner `base` × the tier's units (`tier_scale`, 1/2/3 by default) ×
  the hand's multiplier; there is no partner to share with and no picker to bump.

A hand is entered as a `PickedHand` whose `picker` is the seat whose card points and tricks
are given (either seat: the other took the rest), with no partners and call `alone`.
"""

from __future__ import annotations

from sheepshead_scorer.rules.deck import CARD_POINTS_TOTAL, WIN_AT, tricks_per_hand
from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.house_rules import picker_tricks, runner_bonus
from sheepshead_scorer.rules.multipliers import capped, declared
from sheepshead_scorer.rules.options import HandKind, PartnerCall, SchwarzBy, Tier
from sheepshead_scorer.rules.outcomes import PickedHand
from sheepshead_scorer.rules.result import HandScore, assert_zero_sum, exact
from sheepshead_scorer.rules.ruleset import TIER_UNITS, Ruleset
from sheepshead_scorer.rules.table import check_seat, sitters
from sheepshead_scorer.text import Text


def score_two_handed(rs: Ruleset, hand: PickedHand, carried: int) -> HandScore:
    """Score a two-handed hand; `hand.picker` is the seat whose points and tricks are given."""
    sitters(rs, hand.dealer, hand.sitting_out)  # checks the dealer; nobody sits out
    check_seat(rs, "picker", hand.picker)
    _check(hand)
    picker_tricks(hand)  # if recorded, the seat's own tricks are the side's
    seat, other = hand.picker, 1 - hand.picker
    all_tricks = tricks_per_hand(2)
    points, tricks = hand.points, hand.tricks
    multiplier = capped(rs, carried * declared(rs, hand.cracks, hand.blitzes, hand.kontras))
    tie = points == CARD_POINTS_TOTAL - points
    if tie:
        return HandScore(
            payouts=(exact(0), exact(0)),
            kind=HandKind.PICKED,
            multiplier=multiplier,
            picker=seat,
            sitting_out=(),
            doubles_next=int(rs.tie_doubles_next),
            explanation="two-handed 60-60: nobody reached 61, no exchange",
        )
    won = points >= WIN_AT
    winner = seat if won else other
    win_points = points if won else CARD_POINTS_TOTAL - points
    win_tricks = tricks if won else all_tricks - tricks
    if rs.schwarz_by is SchwarzBy.ALL_TRICKS:
        schwarz = win_tricks == all_tricks
    else:
        schwarz = win_points == CARD_POINTS_TOTAL
    units = TIER_UNITS[rs.tier_scale]
    if schwarz:
        tier, tier_units = Tier.SCHWARZ, units[2]
    elif win_points >= rs.schneider_win_at:
        tier, tier_units = Tier.SCHNEIDER, units[1]
    else:
        tier, tier_units = Tier.NORMAL, units[0]
    amount = rs.base * (tier_units + runner_bonus(rs, hand)) * multiplier
    payouts = [exact(0), exact(0)]
    payouts[winner] = exact(amount)
    payouts[1 - winner] = exact(-amount)
    return HandScore(
        payouts=assert_zero_sum(tuple(payouts)),
        kind=HandKind.PICKED,
        multiplier=multiplier,
        picker=seat,
        picker_side_won=won,
        tier=tier,
        sitting_out=(),
        explanation=(
            f"two-handed: seat {winner} won {tier.value} with {win_points} points and "
            f"{win_tricks} tricks, x{multiplier}"
        ),
    )


def _check(hand: PickedHand) -> None:
    all_tricks = tricks_per_hand(2)
    if hand.partners:
        raise RuleError("partners", list(hand.partners), Text("empty: two-handed has no partner"))
    if hand.call not in (None, PartnerCall.ALONE):
        raise RuleError("call", hand.call, Text("alone or null (two-handed has no partner call)"))
    if hand.sheepshead:
        raise RuleError("sheepshead", True, Text("false (two-handed has no picker to call it)"))
    if hand.tricks == all_tricks and hand.points != CARD_POINTS_TOTAL:
        raise RuleError("points", hand.points, Text("120 for a seat that took every trick"))
    if hand.tricks == 0 and hand.points:
        raise RuleError("points", hand.points, Text("0 for a seat that took no trick"))
