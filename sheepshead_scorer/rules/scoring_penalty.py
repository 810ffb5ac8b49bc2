"""Penalties for a misplay, renege, peek or mauer."""

from __future__ import annotations

from fractions import Fraction

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.options import HandKind, PenaltyMethod, PenaltyReason, Tier
from sheepshead_scorer.rules.outcomes import PenaltyHand
from sheepshead_scorer.rules.result import HandScore, assert_zero_sum, exact
from sheepshead_scorer.rules.ruleset import TIER_UNITS, Ruleset
from sheepshead_scorer.rules.settlement import role_amounts
from sheepshead_scorer.rules.table import check_seat, sitters
from sheepshead_scorer.text import Text


def score_penalty(rs: Ruleset, hand: PenaltyHand) -> HandScore:
    """Score a penalty; it is not multiplied by doublers or cracks.

    A seat sitting out can only be penalised for a peek (README, Oktoberfest: "4-point penalty
    for a sitting-out player who looks at the blind"): it plays no card and is offered no pick
    ("the dealer sits out (scores 0 that hand)"), so a misplay, renege or mauer charged to it
    is refused, never paid.
    """
    out = sitters(rs, hand.dealer, hand.sitting_out)
    check_seat(rs, "offender", hand.offender)
    if hand.offender in out and hand.reason is not PenaltyReason.PEEK:
        raise RuleError(
            "offender",
            hand.offender,
            Text("a seat in play (sitting out: {out})", out=list(out)),
            Text(
                "a seat sitting out plays no card and is offered no pick: of the penalties "
                "only a peek (looking at the blind) can be charged to it"
            ),
        )
    in_play = [s for s in range(rs.players) if s not in out]
    if rs.penalty is PenaltyMethod.FORFEIT and hand.picker is not None and hand.offender in in_play:
        return _forfeit(rs, hand, hand.picker, out, in_play)
    others = [s for s in in_play if s != hand.offender]
    amount = rs.base * rs.penalty_units
    each = Fraction(amount, len(others) if rs.penalty is PenaltyMethod.TOTAL else 1)
    payouts = [exact(0)] * rs.players
    for seat in others:
        payouts[seat] = exact(each)
    payouts[hand.offender] = exact(-each * len(others))
    return HandScore(
        payouts=assert_zero_sum(tuple(payouts)),
        kind=HandKind.PENALTY,
        offender=hand.offender,
        sitting_out=out,
        explanation=f"{hand.reason.value} by seat {hand.offender}: pays {each} to each other",
    )


def _forfeit(
    rs: Ruleset, hand: PenaltyHand, picker: int, out: tuple[int, ...], in_play: list[int]
) -> HandScore:
    check_seat(rs, "picker", picker)
    side = (picker, *hand.partners)
    for seat in side:
        check_seat(rs, "partners", seat)
        if seat not in in_play:
            raise RuleError("partners", list(hand.partners), Text("seats in play"))
    won = hand.offender not in side
    amount = rs.base * TIER_UNITS[rs.tier_scale][0] * (1 if hand.partners else rs.alone_units)
    if not won:
        amount = -amount * 2 if rs.double_on_bump else -amount
    defenders = [s for s in in_play if s not in side]
    picker_gets, partner_gets, defender_gets = role_amounts(
        rs, -amount, len(hand.partners), len(defenders), picker_pays_all=False
    )
    payouts = [exact(0)] * rs.players
    for seat in defenders:
        payouts[seat] = defender_gets
    for seat in hand.partners:
        payouts[seat] = partner_gets
    payouts[picker] = picker_gets
    return HandScore(
        payouts=assert_zero_sum(tuple(payouts)),
        kind=HandKind.PENALTY,
        picker=picker,
        partners=hand.partners,
        picker_side_won=won,
        tier=Tier.NORMAL,
        offender=hand.offender,
        sitting_out=out,
        explanation=f"{hand.reason.value} by seat {hand.offender}: hand forfeited",
    )
