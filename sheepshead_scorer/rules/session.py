"""`score_session`: a table's hands in order, carrying doublers and the last round."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.multipliers import check_carried
from sheepshead_scorer.rules.options import DoublerMode, HandKind
from sheepshead_scorer.rules.outcomes import AllPassHand, HandOutcome, LeasterHand, PickedHand
from sheepshead_scorer.rules.pot import carry_pot
from sheepshead_scorer.rules.result import HandScore
from sheepshead_scorer.rules.ruleset import Ruleset
from sheepshead_scorer.rules.scoring import score_hand
from sheepshead_scorer.text import Text

_PLAYED = (HandKind.PICKED, HandKind.LEASTER, HandKind.MOSTER)


def score_session(
    ruleset: Ruleset,
    outcomes: Iterable[HandOutcome],
    *,
    hands_total: int | None = None,
    multipliers: Sequence[int] | None = None,
    ends_session: bool = True,
) -> tuple[HandScore, ...]:
    """Score a table's hands in order.

    Passed-out deals under the doubler double later played hands (`doubler_mode`: the next
    hand, stacked, or a queue of `doubler_queue` hands each); so does a 60-60 hand with
    `tie_doubles_next`. With `last_round_doubled`, the last `players` played hands of
    `hands_total` (default: the played hands given) are x2; with `last_hand_doubled` the
    last one; with `schiller_last_round` nobody may pass in that last round (forced pick).
    Played hands are picked hands and leasters/mosters that were not redealt; redeals,
    misdeals and penalties neither count nor use up a doubler. `multipliers` (one per hand,
    default all 1) are stakes the table doubled for a cause the ruleset does not name.

    `hands_total` is the number of hands this table plays in this seating round, and
    `ends_session` says whether the session ends with them: only then are the table's last
    `players` hands "the last round" (one deal by each seat) and its last hand "the last
    hand". A seating round that does not end the session has no last round (the services
    decide this from the session's structure, `services/session_hands.py`).

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
    extra = _extra_factors(multipliers, len(hands))
    last_round_from = hands_total - ruleset.players
    by_position = ends_session and (
        ruleset.last_round_doubled or ruleset.last_hand_doubled or ruleset.schiller_last_round
    )
    mode = ruleset.doubler_mode
    pending = 0  # doublings waiting (stack/next hand) or doubled hands queued (queue)
    played = 0
    pot_antes = 0  # antes in the pot, collected by the next picked hand
    scores: list[HandScore] = []
    for index, outcome in enumerate(hands):
        factor = (1 << pending) if mode is DoublerMode.STACK else (2 if pending else 1)
        last_round = by_position and played >= last_round_from
        if ruleset.last_round_doubled and last_round:
            factor *= 2
        if by_position and ruleset.last_hand_doubled and played == hands_total - 1:
            factor *= 2
        if ruleset.schiller_last_round and last_round:
            _check_forced_pick(outcome, index)
        result = score_hand(ruleset, outcome, multiplier=factor * extra[index])
        if ruleset.pass_ante:
            result, pot_antes = carry_pot(ruleset, result, pot_antes)
        scores.append(result)
        if result.kind in _PLAYED and not result.redeal:
            played += 1
            if by_position and played > hands_total:
                _too_many(hands_total, given)
            pending = pending - 1 if mode is DoublerMode.QUEUE and pending else 0
        pending += result.doubles_next
    return tuple(scores)


def _extra_factors(multipliers: Sequence[int] | None, count: int) -> Sequence[int]:
    if multipliers is None:
        return (1,) * count
    if len(multipliers) != count:
        raise RuleError(
            "multipliers",
            list(multipliers),
            Text("one multiplier per hand ({count})", count=count),
        )
    for value in multipliers:
        check_carried(value)
    return multipliers


def _check_forced_pick(outcome: HandOutcome, index: int) -> None:
    """000 "1 round of Schiller is played at the end of the night": nobody passes then."""
    if isinstance(outcome, AllPassHand | LeasterHand):
        field = f"hands[{index}]"
        raise RuleError(
            field,
            "leaster" if isinstance(outcome, LeasterHand) else "all_pass",
            Text("a picked hand: the last round is Schiller (schiller_last_round)"),
            Text("in the last round the first player after the dealer has to pick"),
        )


def _too_many(hands_total: int, given: int) -> None:
    """The last round cannot be found when more hands were played than the session has."""
    raise RuleError(
        "hands_total",
        hands_total,
        Text(
            "at least the {given} played hands given (the last round and last hand are "
            "counted from hands_total)",
            given=given,
        ),
        Text("give the session's real number of hands, or leave hands_total out"),
    )
