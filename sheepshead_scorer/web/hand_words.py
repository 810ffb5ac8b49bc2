"""A hand on the phone's sheet in the desk's words: "P1+3 won 74", "leaster won by 2",
"all passed", with its dealer — what the checking player compares with the cards played.

Seats are 1-based, as on the paper sheet and the desk's score sheet (``ui/entry/describe``,
which this follows without Qt). Won or lost is read from the stored payouts (the picker's
seat gained or lost), so no rule is decided twice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from sheepshead_scorer.services.tables.table_entry import SheetHand
from sheepshead_scorer.web import i18n


def describe(language: str, hand: SheetHand) -> str:
    """What was entered for ``hand``, e.g. "P1+3 won 74"."""
    return what(language, hand.outcome, hand.payouts)


def what(language: str, outcome: Mapping[str, Any], payouts: Sequence[Fraction]) -> str:
    kind = outcome.get("type")
    if kind == "picked":
        picker = int(outcome.get("picker", 0))
        partners = [int(p) for p in outcome.get("partners", ())]
        side = f"P{picker + 1}" + (
            "".join(f"+{p + 1}" for p in partners) if partners
            else " " + i18n.text(language, "alone")
        )
        mine = payouts[picker] if picker < len(payouts) else Fraction(0)
        verdict = "won" if mine > 0 else "lost" if mine < 0 else "tied"
        return f"{side} {i18n.text(language, verdict)} {outcome.get('points', '')}"
    if kind == "leaster":
        best = max(payouts, default=Fraction(0))
        winners = ", ".join(str(s + 1) for s, p in enumerate(payouts) if p == best and p > 0)
        return i18n.text(language, "leaster won by {seats}", seats=winners or "—")
    if kind == "all_pass":
        return i18n.text(language, "all passed")
    if kind == "misdeal":
        return i18n.text(language, "misdeal — redeal")
    if kind == "penalty":
        return i18n.text(language, "penalty on seat {seat}",
                         seat=int(outcome.get("offender", 0)) + 1)
    return "?"


def dealer(hand: SheetHand) -> int:
    """The hand's dealer, 1-based."""
    return int(hand.outcome.get("dealer", 0)) + 1
