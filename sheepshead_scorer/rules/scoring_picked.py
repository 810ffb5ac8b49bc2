"""Scoring a picked hand: who won, the tier, multipliers and the side's split."""

from __future__ import annotations

from sheepshead_scorer.rules.calls import default_call
from sheepshead_scorer.rules.deck import (
    CARD_POINTS_TOTAL,
    WIN_AT,
    bury_points_at_most,
    tricks_per_hand,
)
from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.house_rules import (
    picker_lost_for_no_trick,
    runner_bonus,
    smith_applies,
)
from sheepshead_scorer.rules.multipliers import capped, declared
from sheepshead_scorer.rules.options import (
    HandKind,
    PartnerCall,
    PartnerMethod,
    SchwarzBy,
    SitterScores,
    Tier,
)
from sheepshead_scorer.rules.outcomes import PickedHand
from sheepshead_scorer.rules.result import HandScore, exact
from sheepshead_scorer.rules.ruleset import TIER_UNITS, Ruleset
from sheepshead_scorer.rules.settlement import role_amounts
from sheepshead_scorer.rules.table import check_seat, sitters
from sheepshead_scorer.text import Plural, Text, translatable

_JACK_METHODS = (PartnerMethod.JACK_OF_DIAMONDS, PartnerMethod.JACK_OF_CLUBS)
_ZERO = exact(0)


def allowed_calls(rs: Ruleset) -> dict[PartnerCall, frozenset[int]]:
    """Each partner call this ruleset allows, with the partner counts it allows."""
    cached: dict[PartnerCall, frozenset[int]] | None = rs._cache.get("calls")
    if cached is None:
        cached = rs._cache["calls"] = _allowed_calls(rs)
    return cached


def _allowed_calls(rs: Ruleset) -> dict[PartnerCall, frozenset[int]]:
    one, none = frozenset({1}), frozenset({0})
    method = rs.partner_method
    calls: dict[PartnerCall, frozenset[int]] = {}
    if method is PartnerMethod.CALLED_ACE:
        calls = {PartnerCall.ACE: one, PartnerCall.FORCED_ALONE: none}
        if rs.called_ten:
            calls[PartnerCall.TEN] = one
        if rs.unknown_card:
            calls[PartnerCall.UNKNOWN] = one
    elif method in _JACK_METHODS:
        calls = {PartnerCall.JACK: one, PartnerCall.JACK_SOLO: none}
        if rs.jack_call_up:
            calls[PartnerCall.CALL_UP] = one
        if rs.jack_picker_calls_ace:
            # 000: holding the J♦ the picker "may call a non-trump ace"; with none callable
            # "they are considered 'stuck' and must go alone"
            calls[PartnerCall.ACE] = one
            calls[PartnerCall.FORCED_ALONE] = none
    elif method in (PartnerMethod.RIGHT_HAND_AND_JD, PartnerMethod.DIE_AND_JD):
        calls = {PartnerCall.FIXED: frozenset({1, 2})}
    elif method is PartnerMethod.BLACK_QUEENS:
        calls = {PartnerCall.FIXED: frozenset({0, 1})}
    if rs.alone_by_choice or method in (PartnerMethod.PICKER_ALONE, PartnerMethod.TWO_HANDED):
        calls[PartnerCall.ALONE] = none
    return calls


def score_picked(rs: Ruleset, hand: PickedHand, carried: int) -> HandScore:
    """Score a picked hand; `carried` is the multiplier the session brings in."""
    out = sitters(rs, hand.dealer, hand.sitting_out)
    _check_sides(rs, hand, out)
    all_tricks = tricks_per_hand(rs.in_play)
    points, tricks = hand.points, hand.tricks
    _check_cards(rs, points, tricks, all_tricks)
    multiplier = capped(rs, carried * declared(rs, hand.cracks, hand.blitzes, hand.kontras))
    units = TIER_UNITS[rs.tier_scale]
    alone = not hand.partners
    note = ""
    if hand.sheepshead:
        if not rs.sheepshead_call or not alone:
            raise RuleError(
                "sheepshead",
                True,
                Text("false unless sheepshead_call is on and the picker is alone"),
            )
        won = tricks == all_tricks
        tier = Tier.SCHWARZ
        per_defender_units = 2 * units[2]
    else:
        won = points >= WIN_AT
        recorded = hand.picker_tricks is not None  # (the house rules cost nothing when off)
        if (recorded or rs.picker_needs_trick) and picker_lost_for_no_trick(rs, hand, won):
            won, note = False, " (the picker took no trick)"
        tier = _tier(rs, won, points, tricks, all_tricks)
        per_defender_units = (
            units[0] if tier is Tier.NORMAL else (units[1] if tier is Tier.SCHNEIDER else units[2])
        )
    if hand.runners or rs.runner_units:
        per_defender_units += runner_bonus(rs, hand)
    amount = rs.base * per_defender_units * multiplier
    if alone:
        amount *= rs.alone_units
    if not won:
        # 000: a missed sheepshead pays "twice the value ... for a trickless hand", no bump
        bumped = rs.double_on_bump and not hand.sheepshead
        amount = -amount * 2 if bumped else -amount
    as_defender = rs.sitter_scores is SitterScores.AS_DEFENDER
    defenders = rs.in_play - 1 - len(hand.partners) + (len(out) if as_defender else 0)
    protected = not won and tricks == 0 and rs.no_trick_protection
    smith = rs.smith_rule and smith_applies(rs, hand)
    if smith:
        note += " (Smith rule: the picker took no trick)"
    picker_gets, partner_gets, defender_gets = role_amounts(
        rs,
        -amount,
        len(hand.partners),
        defenders,
        picker_pays_all=protected or (smith and not won),
        partners_take_all=smith and won,
    )
    payouts = [defender_gets] * rs.players
    if not as_defender:
        for seat in out:
            payouts[seat] = _ZERO
    payouts[hand.picker] = picker_gets
    for seat in hand.partners:
        payouts[seat] = partner_gets
    return HandScore(
        payouts=tuple(payouts),
        kind=HandKind.PICKED,
        multiplier=multiplier,
        picker=hand.picker,
        partners=hand.partners,
        picker_side_won=won,
        tier=tier,
        sitting_out=out,
        # a 60-60 hand doubles the next (tie_doubles_next); a sheepshead call is no 60-60
        doubles_next=int(rs.tie_doubles_next and points == WIN_AT - 1 and not hand.sheepshead),
        explanation=(
            f"picker {hand.picker} {'won' if won else 'lost'} {tier.value} "
            f"with {points} points and {tricks} tricks{note}, x{multiplier}"
        ),
    )


def _tier(rs: Ruleset, won: bool, points: int, tricks: int, all_tricks: int) -> Tier:
    by_tricks = rs.schwarz_by is SchwarzBy.ALL_TRICKS
    if won:
        if (tricks == all_tricks) if by_tricks else (points == CARD_POINTS_TOTAL):
            return Tier.SCHWARZ
        return Tier.SCHNEIDER if points >= rs.schneider_win_at else Tier.NORMAL
    if (tricks == 0) if by_tricks else (points == 0):
        return Tier.SCHWARZ
    return Tier.SCHNEIDER if points <= rs.schneider_loss_at else Tier.NORMAL


def _check_cards(rs: Ruleset, points: int, tricks: int, all_tricks: int) -> None:
    if tricks > all_tricks:
        raise RuleError(
            "tricks",
            tricks,
            Text(
                "0-{all_tricks} ({all_tricks} tricks with {in_play} in play)",
                all_tricks=all_tricks,
                in_play=rs.in_play,
            ),
        )
    if tricks == all_tricks and points != CARD_POINTS_TOTAL:
        raise RuleError(
            "points",
            points,
            Text("120 when the picker's side took all {all_tricks} tricks", all_tricks=all_tricks),
            Text("a schwarz by tricks means every card point went to the picker's side"),
        )
    if tricks == 0 and points and rs.bury_needs_trick:
        raise RuleError(
            "points",
            points,
            Text("0 when the picker's side took no trick"),
            Text("the bury counts only if the picker's side took a trick (bury_needs_trick)"),
        )
    bury = bury_points_at_most(rs.in_play)
    if tricks == 0 and points > bury:
        raise RuleError(
            "points",
            points,
            Text(
                "0-{bury} when the picker's side took no trick (it holds only the bury)",
                bury=bury,
            ),
            Text("a side without a trick has no card but the buried ones; check points and tricks"),
        )


def _check_sides(rs: Ruleset, hand: PickedHand, out: tuple[int, ...]) -> None:
    check_seat(rs, "picker", hand.picker)
    if hand.picker in out:
        allowed = Text("a seat in play (sitting out: {out})", out=list(out))
        raise RuleError("picker", hand.picker, allowed)
    for seat in hand.partners:
        check_seat(rs, "partners", seat)
        if seat in out:
            raise RuleError(
                "partners",
                list(hand.partners),
                Text("seats in play (sitting out: {out})", out=list(out)),
            )
    call = default_call(rs, len(hand.partners)) if hand.call is None else hand.call
    calls = allowed_calls(rs)
    counts = calls.get(call)
    if counts is None:
        raise RuleError(
            "call",
            call.value,
            Text(
                "one of {calls} (partner_method={method})",
                calls=", ".join(c.value for c in calls),
                method=rs.partner_method.value,
            ),
            _default_hint(hand, call),
        )
    if len(hand.partners) not in counts:
        raise RuleError(
            "partners",
            list(hand.partners),
            Text(
                "{partners} for call={call} under partner_method={method}",
                partners=Plural(max(counts), translatable("{count} partner"),
                                translatable("{count} partners"), count=_either(sorted(counts))),
                call=call.value,
                method=rs.partner_method.value,
            ),
            _default_hint(hand, call),
        )
    if rs.partner_method is PartnerMethod.RIGHT_HAND_AND_JD and call is PartnerCall.FIXED:
        right = _right_hand(rs, hand.picker, out)
        if right not in hand.partners:
            raise RuleError(
                "partners",
                list(hand.partners),
                Text("a list including seat {seat}, the picker's right-hand neighbour", seat=right),
            )


def _default_hint(hand: PickedHand, call: PartnerCall) -> str | Text:
    """How to fix a call/partners mismatch when the call was left to its default ("" if not)."""
    if hand.call is not None:
        return ""
    return Text(
        "no call was given, so the method's ordinary call {call} for {partners} was "
        "used; name the call or fix the partners",
        call=call.value,
        partners=Plural(len(hand.partners), translatable("{count} partner"),
                        translatable("{count} partners")),
    )


def _either(counts: list[int]) -> str | Text:
    """The partner counts as "1", "0 or 1", "0 or 1 or 2" (the "or" translated)."""
    if len(counts) == 1:
        return str(counts[0])
    return Text("{choices} or {last}", choices=_either(counts[:-1]), last=counts[-1])


def _right_hand(rs: Ruleset, picker: int, out: tuple[int, ...]) -> int:
    seat = (picker - 1) % rs.players
    while seat in out:
        seat = (seat - 1) % rs.players
    return seat
