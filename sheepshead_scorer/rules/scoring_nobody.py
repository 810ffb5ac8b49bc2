"""Hands nobody picked: leaster, moster, doubler and plain redeals; misdeals."""

from __future__ import annotations

from fractions import Fraction

from sheepshead_scorer.rules.deck import CARD_POINTS_TOTAL, DEAL
from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.multipliers import capped
from sheepshead_scorer.rules.options import (
    DoublerMode,
    HandKind,
    LeasterTie,
    NobodyPicks,
    PartnerMethod,
    SitOut,
)
from sheepshead_scorer.rules.outcomes import AllPassHand, LeasterHand, MisdealHand
from sheepshead_scorer.rules.result import HandScore, assert_zero_sum, exact
from sheepshead_scorer.rules.ruleset import Ruleset
from sheepshead_scorer.rules.table import check_seat, sitters
from sheepshead_scorer.text import Text


def _zeros(rs: Ruleset) -> tuple[Fraction, ...]:
    return (exact(0),) * rs.players


def score_misdeal(rs: Ruleset, hand: MisdealHand) -> HandScore:
    """A misdeal: nobody scores and the same dealer deals again."""
    check_seat(rs, "dealer", hand.dealer)
    return HandScore(
        payouts=_zeros(rs),
        kind=HandKind.MISDEAL,
        redeal=True,
        explanation="misdeal: redeal, nobody scores",
    )


def score_all_pass(rs: Ruleset, hand: AllPassHand) -> HandScore:
    """Everybody passed and the cards were thrown in: a redeal, perhaps doubling later hands."""
    check_seat(rs, "dealer", hand.dealer)
    if rs.partner_method is PartnerMethod.TWO_HANDED:
        raise RuleError(
            "type",
            "all_pass",
            Text("not allowed two-handed (nobody picks or passes: every card is dealt)"),
        )
    # under a rotation the sitters of a thrown-in deal are not recorded (nobody scores)
    out = () if rs.sit_out is SitOut.ROTATION else sitters(rs, hand.dealer, None)
    if rs.nobody_picks in (NobodyPicks.DOUBLER, NobodyPicks.DEALERS_CHOICE):
        # 000: the dealer "may be able to call a Doubler" (dealers_choice: this hand he did)
        doubles = rs.doubler_queue if rs.doubler_mode is DoublerMode.QUEUE else 1
        text = f"all passed: redeal, doubler (+{doubles} doubling)"
    elif rs.nobody_picks is NobodyPicks.REDEAL:
        doubles = 0
        text = "all passed: redeal"
    else:
        raise RuleError(
            "type",
            "all_pass",
            Text("not allowed with nobody_picks={mode}", mode=rs.nobody_picks.value),
            Text(
                "a leaster or moster is played out: enter it as a leaster hand; "
                "under forced_pick somebody always picks"
            ),
        )
    return HandScore(
        payouts=_zeros(rs),
        kind=HandKind.ALL_PASS,
        sitting_out=out,
        redeal=True,
        doubles_next=doubles,
        explanation=text,
    )


def score_leaster(rs: Ruleset, hand: LeasterHand, carried: int) -> HandScore:
    """A leaster (fewest points wins) or moster (most points loses), by the ruleset."""
    if rs.nobody_picks not in (
        NobodyPicks.LEASTER,
        NobodyPicks.MOSTER,
        NobodyPicks.DEALERS_CHOICE,
    ):
        raise RuleError(
            "type",
            "leaster",
            Text("not allowed with nobody_picks={mode}", mode=rs.nobody_picks.value),
            Text(
                "only rulesets with nobody_picks=leaster, moster or dealers_choice play hands "
                "nobody picked"
            ),
        )
    out = sitters(rs, hand.dealer, hand.sitting_out)
    in_play = _check_leaster(rs, hand, out)
    multiplier = capped(rs, carried)
    amount = rs.base * rs.leaster_units * multiplier
    moster = rs.nobody_picks is NobodyPicks.MOSTER
    if moster:
        top = max(hand.points[s] for s in in_play)
        chosen = tuple(s for s in in_play if hand.points[s] == top)
    else:
        eligible = [s for s in in_play if hand.tricks[s] or not rs.leaster_needs_trick]
        low = min(hand.points[s] for s in eligible)
        chosen = tuple(s for s in eligible if hand.points[s] == low)
    kind = HandKind.MOSTER if moster else HandKind.LEASTER
    tie = len(chosen) > 1
    if tie and rs.leaster_tie is not LeasterTie.SPLIT:
        redeal = rs.leaster_tie is LeasterTie.REDEAL
        return HandScore(
            payouts=_zeros(rs),
            kind=kind,
            multiplier=multiplier,
            leaster_winners=() if moster else chosen,
            moster_losers=chosen if moster else (),
            sitting_out=out,
            redeal=redeal,
            explanation=f"{kind.value} tie {list(chosen)}: "
            + ("redeal" if redeal else "no exchange"),
        )
    others = [s for s in in_play if s not in chosen]
    payouts = list(_zeros(rs))
    # leaster: every other player pays `amount`, the winners share it;
    # moster: every other player receives `amount`, the losers share paying it
    sign = -1 if moster else 1
    share = Fraction(sign * amount * len(others), len(chosen))
    for seat in chosen:
        payouts[seat] = exact(share)
    for seat in others:
        payouts[seat] = exact(-sign * amount)
    return HandScore(
        payouts=assert_zero_sum(tuple(payouts)),
        kind=kind,
        multiplier=multiplier,
        leaster_winners=() if moster else chosen,
        moster_losers=chosen if moster else (),
        sitting_out=out,
        explanation=f"{kind.value}: {'losers' if moster else 'winners'} {list(chosen)}, "
        f"x{multiplier}",
    )


def _check_leaster(rs: Ruleset, hand: LeasterHand, out: tuple[int, ...]) -> list[int]:
    if len(hand.points) != rs.players:
        per_seat = Text("one entry per seat ({count})", count=rs.players)
        raise RuleError("points", list(hand.points), per_seat)
    for seat in out:
        if hand.points[seat] or hand.tricks[seat]:
            field = f"points[{seat}]"
            raise RuleError(field, hand.points[seat], Text("0 points, 0 tricks: sits out"))
    tricks, blind = DEAL[rs.in_play]
    if sum(hand.tricks) != tricks:
        allowed = Text("a total of {tricks} ({in_play} in play)", tricks=tricks, in_play=rs.in_play)
        raise RuleError("tricks", list(hand.tricks), allowed)
    total = sum(hand.points)
    if rs.leaster_blind_to_last_trick and blind and total != CARD_POINTS_TOTAL:
        raise RuleError(
            "points",
            list(hand.points),
            Text("a total of 120 (the blind goes to the last trick)"),
        )
    return [s for s in range(rs.players) if s not in out]
