"""From a stored hand back to the line a scorer would type for it (F2 pre-fills the correction).

:func:`entry_text` writes the keys of the grammar (``entry/grammar.py``) for a stored
outcome: ``13 74``, ``1a 45``, ``13 88c``, ``13 74/3/0``, ``13 74//0``, ``l2``, ``l1t3 20`` (a tie),
``o4``, ``d``, ``p3r``. The text is checked by reading it back the way Enter would (grammar,
then ``build_outcome`` with the hand's dealer): only a line that gives the very same outcome
is offered, so pressing Enter on an unchanged correction stores the hand as it was. A hand
the keys cannot say exactly (a leaster with hand-typed points for every seat, say) gives
``None`` and the line stays empty. The line types what the hand records as typed
(``13 74/4`` for tricks that were typed, ``l2`` for a leaster typed without points); only
where no line can record it (a hand stored before those records, or imported with every
seat's points) may what was typed differ — never the score.
"""

from __future__ import annotations

from sheepshead_scorer.entry.grammar import EntryError, parse_entry
from sheepshead_scorer.entry.outcomes import build_outcome, shape_for
from sheepshead_scorer.rules import (
    AllPassHand,
    HandOutcome,
    LeasterHand,
    MisdealHand,
    PenaltyHand,
    PickedHand,
    RuleError,
    Ruleset,
    outcome_to_dict,
)
from sheepshead_scorer.rules.deck import CARD_POINTS_TOTAL
from sheepshead_scorer.rules.options import NobodyPicks, PartnerMethod, PenaltyReason

_PENALTY_LETTERS = {
    PenaltyReason.MISPLAY: "", PenaltyReason.RENEGE: "r", PenaltyReason.PEEK: "p",
    PenaltyReason.MAUER: "w",
}


def entry_text(ruleset: Ruleset, outcome: HandOutcome) -> str | None:
    """The line that types ``outcome`` (a hand as saved) at a ``ruleset`` table, or ``None``
    when no line gives exactly that outcome."""
    text = _keys(ruleset, outcome)
    if text is None:
        return None
    again = _read(ruleset, text, outcome.dealer)
    if again is None or _scored(again) != _scored(outcome):
        return None
    return text


#: What an outcome records as typed (never part of its score).
_TYPED = ("tricks_typed", "points_typed")


def _scored(outcome: HandOutcome) -> dict[str, object]:
    data = outcome_to_dict(outcome)
    for name in _TYPED:
        data.pop(name, None)
    return data


def _keys(ruleset: Ruleset, outcome: HandOutcome) -> str | None:
    if isinstance(outcome, AllPassHand):
        return "d"
    if isinstance(outcome, MisdealHand):
        return "m"
    if isinstance(outcome, PenaltyHand):
        letter = _PENALTY_LETTERS.get(outcome.reason)
        return None if letter is None else f"p{outcome.offender + 1}{letter}"
    if isinstance(outcome, LeasterHand):
        return _nobody_picked(ruleset, outcome)
    return _picked(ruleset, outcome)


def _nobody_picked(ruleset: Ruleset, outcome: LeasterHand) -> str | None:
    playing = [s for s, t in enumerate(outcome.tricks) if t or outcome.points[s]]
    if not playing:
        return None
    typed = outcome.points_typed
    if ruleset.nobody_picks is NobodyPicks.MOSTER:
        points = max(outcome.points[s] for s in playing)
        shown = points != CARD_POINTS_TOTAL if typed is None else bool(typed)
        chosen = [s for s in playing if outcome.points[s] == points]
        if len(chosen) > 1:  # a tie records its seats; o2t4 without points: 120 shared out
            shown = points != CARD_POINTS_TOTAL // len(chosen)
        head = "o"
    else:
        eligible = [s for s in playing if outcome.tricks[s] or not ruleset.leaster_needs_trick]
        if not eligible:
            return None
        points = min(outcome.points[s] for s in eligible)
        chosen = [s for s in eligible if outcome.points[s] == points]
        tie = len(chosen) > 1  # a tie records its seats, typed or not: l1t3 is 0 points each
        shown = bool(points) if typed is None or tie else bool(typed)
        head = "l"
    seats = "t".join(str(s + 1) for s in chosen)  # l1t3: seats 1 and 3 tied
    return f"{head}{seats}" + (f" {points}" if shown else "")


def _picked(ruleset: Ruleset, outcome: PickedHand) -> str | None:
    partners = list(outcome.partners)
    if ruleset.partner_method is PartnerMethod.RIGHT_HAND_AND_JD and partners:
        partners = partners[1:] or partners[:1]  # the right-hand neighbour is added by itself
    keys = shape_for(ruleset).partner_keys
    if keys == 0:
        seats = f"{outcome.picker + 1}"
    elif not partners:
        seats = f"{outcome.picker + 1}a"
    else:
        seats = f"{outcome.picker + 1}" + "".join(str(p + 1) for p in partners)
    text = f"{seats} {outcome.points}"
    implied = _read(ruleset, text, outcome.dealer)
    if outcome.picker_tricks is not None:  # `//0` when the side's tricks were not typed
        short = f"{text}//{outcome.picker_tricks}"
        again = None if outcome.tricks_typed else _read(ruleset, short, outcome.dealer)
        same = isinstance(again, PickedHand) and again.tricks == outcome.tricks
        text = short if same else f"{text}/{outcome.tricks}/{outcome.picker_tricks}"
    elif (
        outcome.tricks_typed
        or not isinstance(implied, PickedHand)
        or implied.tricks != outcome.tricks
    ):
        text += f"/{outcome.tricks}"
    text += "c" * outcome.cracks + "b" * outcome.blitzes + "k" * outcome.kontras
    if outcome.runners:
        text += f"r{outcome.runners}"
    return text


def _read(ruleset: Ruleset, text: str, dealer: int) -> HandOutcome | None:
    try:
        return build_outcome(ruleset, parse_entry(text, shape_for(ruleset)), dealer)
    except (EntryError, RuleError):
        return None
