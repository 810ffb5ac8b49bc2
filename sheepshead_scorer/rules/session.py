"""`score_session`: a table's hands in order, carrying doublers and the last round."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.multipliers import check_carried
from sheepshead_scorer.rules.options import DoublerMode, HandKind, LeasterTie, PartnerMethod
from sheepshead_scorer.rules.outcomes import AllPassHand, HandOutcome, LeasterHand, PickedHand
from sheepshead_scorer.rules.pot import carry_pot
from sheepshead_scorer.rules.result import HandScore
from sheepshead_scorer.rules.ruleset import Ruleset
from sheepshead_scorer.rules.scoring import score_hand
from sheepshead_scorer.rules.table import first_after_dealer
from sheepshead_scorer.text import Text

_PLAYED = (HandKind.PICKED, HandKind.LEASTER, HandKind.MOSTER)
_NO_PICK = (PartnerMethod.BLACK_QUEENS, PartnerMethod.TWO_HANDED)
_SCHILLER = Text("in the last round the first player after the dealer has to pick")


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
    last one; with `schiller_last_round` that last round is Schiller: only the first player
    after the dealer may pick, and nobody may pass (000 "Schiller": "the first person after
    the dealer has to pick"). Played hands are picked hands and leasters/mosters that were not
    redealt (a leaster tie under `leaster_tie=redeal`, 003: "either split the pot or
    re-deal"); redeals, misdeals and penalties neither count nor use up a doubler, and a
    redealt hand is decided as such before the hands are counted (`_is_played`).
    `multipliers` (one per hand, default all 1) are stakes the table doubled for a cause the
    ruleset does not name.

    `hands_total` is the number of hands this table plays in this seating round, and
    `ends_session` says whether the session ends with them: only then are the table's last
    `players` hands "the last round" (one deal by each seat) and its last hand "the last
    hand". A seating round that does not end the session has no last round (the services
    decide this from the session's structure, `services/hands/session_hands.py`).

    With `pass_ante`, every hand nobody picks adds an ante to a pot that the next picked
    hand's winning side takes, settled in that hand's payouts (`HandScore.pot`); a pot still
    open at the end is never collected, as if every ante were handed back (`rules/pot.py`).
    """
    hands = tuple(outcomes)
    by_position = ends_session and (
        ruleset.last_round_doubled or ruleset.last_hand_doubled or ruleset.schiller_last_round
    )
    if hands_total is None:
        hands_total = _played(ruleset, hands) if by_position else 0
    elif not isinstance(hands_total, int) or isinstance(hands_total, bool) or hands_total < 0:
        raise RuleError("hands_total", hands_total, Text("null or an integer >= 0"))
    extra = _extra_factors(multipliers, len(hands))
    last_round_from = hands_total - ruleset.players
    mode = ruleset.doubler_mode
    pending = 0  # doublings waiting (stack/next hand) or doubled hands queued (queue)
    played = 0
    pot_antes = 0  # antes in the pot, collected by the next picked hand
    scores: list[HandScore] = []
    for index, outcome in enumerate(hands):
        factor = (1 << pending) if mode is DoublerMode.STACK else (2 if pending else 1)
        why = ["doubler"] if pending else []
        last_round = by_position and played >= last_round_from
        if ruleset.last_round_doubled and last_round:
            factor *= 2
            why.append("last round")
        if by_position and ruleset.last_hand_doubled and played == hands_total - 1:
            factor *= 2
            why.append("last hand")
        if ruleset.schiller_last_round and last_round:
            _check_schiller(ruleset, outcome, index)
        if extra[index] > 1:
            why.append("table")
        result = score_hand(ruleset, outcome, multiplier=factor * extra[index])
        if why:
            result = replace(result, doubled_for=tuple(why))
        if ruleset.pass_ante:
            result, pot_antes = carry_pot(ruleset, result, pot_antes)
        scores.append(result)
        if result.kind in _PLAYED and not result.redeal:
            played += 1
            if by_position and played > hands_total:
                _too_many(hands_total, _played(ruleset, hands))
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


def _played(ruleset: Ruleset, hands: Sequence[HandOutcome]) -> int:
    """How many of `hands` are played hands (what "the last round" is counted in)."""
    return sum(1 for outcome in hands if _is_played(ruleset, outcome))


def _is_played(ruleset: Ruleset, outcome: HandOutcome) -> bool:
    """Whether `outcome` is a hand played: a picked hand, or a leaster/moster not redealt.

    A tied leaster under `leaster_tie=redeal` is dealt again (003: "If two players tie for
    fewest points, either split the pot or re-deal"), like a thrown-in deal (001: "an all-pass
    hand is thrown in and redealt"): it is no hand of the session. Whether it tied is what
    scoring it says, so the count and the scores can never disagree.
    """
    if isinstance(outcome, PickedHand):
        return True
    if isinstance(outcome, LeasterHand):
        return ruleset.leaster_tie is not LeasterTie.REDEAL or not score_hand(
            ruleset, outcome
        ).redeal
    return False


def _check_schiller(ruleset: Ruleset, outcome: HandOutcome, index: int) -> None:
    """000 "Schiller": "the first person after the dealer has to pick ... In most Sheepshead
    circles, 1 round of Schiller is played at the end of the night to end the game."

    In the last round nobody passes (no all-pass deal, no leaster) and the picker is the first
    player in play after the dealer (`first_after_dealer`): not the dealer, nobody later.
    Eight-handed black queens and two-handed have no pick (the Q♣ holder leads; every card is
    dealt), so their "picker" is not checked.
    """
    field = f"hands[{index}]"
    if isinstance(outcome, AllPassHand | LeasterHand):
        raise RuleError(
            field,
            "leaster" if isinstance(outcome, LeasterHand) else "all_pass",
            Text("a picked hand: the last round is Schiller (schiller_last_round)"),
            _SCHILLER,
        )
    if isinstance(outcome, PickedHand) and ruleset.partner_method not in _NO_PICK:
        first = first_after_dealer(ruleset, outcome.dealer, outcome.sitting_out)
        if outcome.picker != first:
            picker_field = f"{field}.picker"
            raise RuleError(
                picker_field,
                outcome.picker,
                Text(
                    "seat {seat}, the first player after the dealer: the last round is "
                    "Schiller (schiller_last_round)",
                    seat=first,
                ),
                _SCHILLER,
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
