"""`score_session`: a table's hands in order, carrying doublers and the last round."""

from __future__ import annotations

from collections.abc import Iterable

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.options import DoublerMode, HandKind
from sheepshead_scorer.rules.outcomes import HandOutcome, LeasterHand, PickedHand
from sheepshead_scorer.rules.pot import carry_pot
from sheepshead_scorer.rules.result import HandScore
from sheepshead_scorer.rules.ruleset import Ruleset
from sheepshead_scorer.rules.scoring import score_hand
from sheepshead_scorer.text import Text

_PLAYED = (HandKind.PICKED, HandKind.LEASTER, HandKind.MOSTER)


def score_session(
    ruleset: Ruleset, outcomes: Iterable[HandOutcome], *, hands_total: int | None = None
) -> tuple[HandScore, ...]:
    """Score a table's hands in order.

    Passed-out deals under the doubler double later played hands (`doubler_mode`: the next
    hand, stacked, or a queue of `doubler_queue` hands each). With `last_round_doubled`, the
    last `players` played hands of `hands_total` (default: the played hands given) are x2.
    Played hands are picked hands and leasters/mosters that were not redealt; redeals,
    misdeals and penalties neither count nor use up a doubler.

    With `pass_ante`, every hand nobody picks adds an ante to a pot that the next picked
    hand's winning side takes, settled in that hand's payouts (`HandScore.pot`); a pot still
    open at the end is never collected, as if every ante were handed back (`rules/pot.py`).
    """
    hands = tuple(outcomes)
    given = sum(1 for o in hands if isinstance(o, PickedHand | LeasterHand))
    if hands_total is None:
        hands_total = given
    elif not isinstance(hands_total, int) or isinstance(hands_total, bool) or hands_total < 0:
        raise RuleError("hands_total", hands_total, Text("null or an integer >= 0"))
    last_round_from = hands_total - ruleset.players
    mode = ruleset.doubler_mode
    pending = 0  # doublings waiting (stack/next hand) or doubled hands queued (queue)
    played = 0
    pot_antes = 0  # antes in the pot, collected by the next picked hand
    scores: list[HandScore] = []
    for outcome in hands:
        factor = (1 << pending) if mode is DoublerMode.STACK else (2 if pending else 1)
        if ruleset.last_round_doubled and played >= last_round_from:
            factor *= 2
        result = score_hand(ruleset, outcome, multiplier=factor)
        if ruleset.pass_ante:
            result, pot_antes = carry_pot(ruleset, result, pot_antes)
        scores.append(result)
        if result.kind in _PLAYED and not result.redeal:
            played += 1
            if ruleset.last_round_doubled and played > hands_total:
                _too_many(hands_total, given)
            pending = pending - 1 if mode is DoublerMode.QUEUE and pending else 0
        pending += result.doubles_next
    return tuple(scores)


def _too_many(hands_total: int, given: int) -> None:
    """The last round cannot be found when more hands were played than the session has."""
    raise RuleError(
        "hands_total",
        hands_total,
        Text(
            "at least the {given} played hands given (last_round_doubled doubles the last "
            "round of hands_total)",
            given=given,
        ),
        Text("give the session's real number of hands, or leave hands_total out"),
    )
