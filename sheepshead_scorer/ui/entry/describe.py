"""One short line per hand for the score sheet: "P1+3 won 74 · schneider · ×2"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.rules import (
    HandOutcome,
    HandScore,
    LeasterHand,
    MisdealHand,
    PenaltyHand,
    PickedHand,
)
from sheepshead_scorer.rules.options import HandKind, Tier
from sheepshead_scorer.ui.words.formatting import format_points


def describe_hand(outcome: HandOutcome, score: HandScore) -> str:
    """What happened, in the words (and 1-based seats) of the paper sheet."""
    parts: list[str] = []
    kind = score.kind
    if kind is HandKind.PICKED and isinstance(outcome, PickedHand):
        side = f"P{outcome.picker + 1}"
        alone = QCoreApplication.translate("Describe", " alone")
        side += "".join(f"+{p + 1}" for p in score.partners) if score.partners else alone
        verdict = (
            QCoreApplication.translate("Describe", "won") if score.picker_side_won
            else QCoreApplication.translate("Describe", "tied") if score.picker_side_won is None
            else QCoreApplication.translate("Describe", "lost")
        )
        parts.append(f"{side} {verdict} {outcome.points}")
        if score.tier is Tier.SCHNEIDER:
            parts.append(QCoreApplication.translate("Describe", "schneider"))
        elif score.tier is Tier.SCHWARZ:
            parts.append(QCoreApplication.translate("Describe", "schwarz"))
        if outcome.partners and outcome.picker_tricks == 0:  # the Smith rule pays it so
            parts.append(QCoreApplication.translate("Describe", "picker took no trick"))
        if outcome.runners:
            parts.append(
                QCoreApplication.translate("Describe", "{count} runners").format(
                    count=outcome.runners
                )
            )
        if score.doubles_next:  # a 60-60 hand under tie_doubles_next
            parts.append(QCoreApplication.translate("Describe", "next hand doubled"))
    elif kind in (HandKind.LEASTER, HandKind.MOSTER):
        parts.append(_nobody_picked(kind, score))
    elif kind is HandKind.ALL_PASS:
        parts.append(
            QCoreApplication.translate("Describe", "all passed — next hand doubled")
            if score.doubles_next
            else QCoreApplication.translate("Describe", "all passed")
        )
    elif kind is HandKind.MISDEAL:
        parts.append(QCoreApplication.translate("Describe", "misdeal — redeal"))
    elif kind is HandKind.PENALTY:
        offender = "?" if score.offender is None else str(score.offender + 1)
        parts.append(
            QCoreApplication.translate("Describe", "penalty on seat {seat}").format(seat=offender)
        )
    if score.multiplier > 1:
        parts.append(_times(outcome, score))
    if score.pot:
        parts.append(
            QCoreApplication.translate("Describe", "took the pot of {points}").format(
                points=format_points(score.pot, signed=False)
            )
        )
    return " · ".join(parts)


def _times(outcome: HandOutcome, score: HandScore) -> str:
    """The stake and why: "×2 last round of the session", "×4 doubler, crack"; "×2" alone
    when no reason is known (a stake the ruleset capped, a carried multiplier)."""
    translate = QCoreApplication.translate
    words = {
        "doubler": translate("Describe", "doubler"),
        "last round": translate("Describe", "last round of the session"),
        "last hand": translate("Describe", "last hand of the session"),
        "table": translate("Describe", "doubled at the table"),
    }
    why = [words.get(key, key) for key in score.doubled_for]
    if isinstance(outcome, PickedHand):
        for count, word in (
            (outcome.cracks, translate("Describe", "crack")),
            (outcome.blitzes, translate("Describe", "blitz")),
            (outcome.kontras, translate("Describe", "kontra")),
        ):
            if count:
                why.append(word if count == 1 else f"{word} ×{count}")
    times = f"×{score.multiplier}"
    return f"{times} {', '.join(why)}" if why else times


def _nobody_picked(kind: HandKind, score: HandScore) -> str:
    """The sheet's words for a leaster or moster: "leaster won by 2", "moster lost by 4";
    a tie: "leaster tie 1, 3 — redealt" (or split, or no exchange: ``leaster_tie``)."""
    translate = QCoreApplication.translate
    leaster = kind is HandKind.LEASTER
    chosen = score.leaster_winners if leaster else score.moster_losers
    seats = ", ".join(str(s + 1) for s in chosen) or translate("Describe", "nobody")
    if len(chosen) > 1:
        result = (
            translate("Describe", "redealt") if score.redeal
            else translate("Describe", "split") if any(score.payouts)
            else translate("Describe", "no exchange")
        )
        tie = (
            translate("Describe", "leaster tie {seats} — {result}") if leaster
            else translate("Describe", "moster tie {seats} — {result}")
        )
        return tie.format(seats=seats, result=result)
    if leaster:
        return translate("Describe", "leaster won by {seats}").format(seats=seats)
    return translate("Describe", "moster lost by {seats}").format(seats=seats)


def describe_outcome(outcome: HandOutcome) -> str:
    """What was entered, without scoring it (the hand history): "picker 2, partner 4, 74
    points, tricks: 3, cracks: 1" — seats 1-based, in the window's language. Only numbers
    somebody entered: tricks only when typed (``tricks_typed``), a leaster's points only for
    the seats typed (``points_typed``), as the hand log shows them."""
    translate = QCoreApplication.translate
    if isinstance(outcome, PickedHand):
        seats = ", ".join(str(p + 1) for p in outcome.partners)
        partners = (
            translate("Describe", "partner {seats}").format(seats=seats)
            if outcome.partners else translate("Describe", "alone")
        )
        parts = [
            translate("Describe", "picker {seat}").format(seat=outcome.picker + 1),
            partners,
            translate("Describe", "{points} points").format(points=outcome.points),
        ]
        if outcome.tricks_typed:
            parts.append(translate("Describe", "tricks: {tricks}").format(tricks=outcome.tricks))
        extras = (
            (outcome.cracks, translate("Describe", "cracks: {n}")),
            (outcome.blitzes, translate("Describe", "blitzes: {n}")),
            (outcome.kontras, translate("Describe", "kontra/re: {n}")),
        )
        parts += [word.format(n=count) for count, word in extras if count]
        return ", ".join(parts)
    if isinstance(outcome, LeasterHand):
        typed = outcome.points_typed
        points = " ".join(
            f"{seat + 1}:{p}" for seat, p in enumerate(outcome.points)
            if typed is None or seat in typed
        )
        if not points:  # `l2`: no seat's points typed
            return translate("Describe", "nobody picked")
        return translate("Describe", "nobody picked; points by seat {points}").format(
            points=points
        )
    if isinstance(outcome, PenaltyHand):
        return translate("Describe", "penalty on seat {seat} ({reason})").format(
            seat=outcome.offender + 1,
            reason=translate("RulesetValues", str(outcome.reason.value)),
        )
    if isinstance(outcome, MisdealHand):
        return translate("Describe", "misdeal")
    return translate("Describe", "all passed")
