"""One short line per hand for the score sheet: "P1+3 won 74 · schneider · ×2"."""

from __future__ import annotations

from sheepshead_scorer.rules import HandOutcome, HandScore, PickedHand
from sheepshead_scorer.rules.options import HandKind, Tier


def describe_hand(outcome: HandOutcome, score: HandScore) -> str:
    """What happened, in the words (and 1-based seats) of the paper sheet."""
    parts: list[str] = []
    kind = score.kind
    if kind is HandKind.PICKED and isinstance(outcome, PickedHand):
        side = f"P{outcome.picker + 1}"
        side += "".join(f"+{p + 1}" for p in score.partners) if score.partners else " alone"
        verdict = "won" if score.picker_side_won else "lost"
        parts.append(f"{side} {verdict} {outcome.points}")
        if score.tier is not None and score.tier is not Tier.NORMAL:
            parts.append(score.tier.value)
    elif kind is HandKind.LEASTER:
        winners = ", ".join(str(s + 1) for s in score.leaster_winners) or "nobody"
        parts.append(f"leaster won by {winners}")
    elif kind is HandKind.MOSTER:
        losers = ", ".join(str(s + 1) for s in score.moster_losers) or "nobody"
        parts.append(f"moster lost by {losers}")
    elif kind is HandKind.ALL_PASS:
        parts.append("all passed" + (" — next hand doubled" if score.doubles_next else ""))
    elif kind is HandKind.MISDEAL:
        parts.append("misdeal — redeal")
    elif kind is HandKind.PENALTY:
        offender = "?" if score.offender is None else str(score.offender + 1)
        parts.append(f"penalty on seat {offender}")
    if score.multiplier > 1:
        parts.append(f"×{score.multiplier}")
    return " · ".join(parts)
