"""The ante pot (`Ruleset.pass_ante`, source 003): antes on hands nobody picks, won later.

Source 003 lets a table "charge a small ante into a pot that the next picker's winner takes"
and "fold any leaster antes into the next pickable hand". With `pass_ante` > 0 the session
works it like this, and every hand stays zero-sum:

- Every hand nobody picks (an all-pass deal thrown in, under the doubler or a plain redeal, a
  leaster or a moster, tied or not) adds one ante to the pot. Nothing is paid yet: a leaster
  or moster still pays only its own payouts.
- The next picked hand collects the pot: every seat in play pays `pass_ante × base` per ante
  outstanding, and the winning side (the picker's side if it won, else the defenders) shares
  the whole pot equally, exactly (`Fraction`). The count starts again at 0.
- The pot is not multiplied by doublers, cracks, blitzes, kontras or a doubled last round.
- Misdeals and penalties (a forfeit too) neither ante nor collect; the pot waits.
- Sitters neither pay nor take, even with `sitter_scores=as_defender`.
- A pot still open when the session ends is never collected: the same as handing every ante
  back, so nobody's total changes.

Only `score_session` settles a pot; `score_hand` scores one hand without one.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from sheepshead_scorer.rules.options import HandKind
from sheepshead_scorer.rules.result import HandScore, assert_zero_sum, exact
from sheepshead_scorer.rules.ruleset import Ruleset

#: hands nobody picked: each adds one ante to the pot
ANTE_KINDS = frozenset({HandKind.ALL_PASS, HandKind.LEASTER, HandKind.MOSTER})


def carry_pot(rs: Ruleset, score: HandScore, antes: int) -> tuple[HandScore, int]:
    """One hand's effect on the pot: the hand (pot settled if it took one) and the antes now open.

    For a ruleset with `pass_ante` on; `antes` is how many antes are outstanding before this
    hand. A hand nobody picked adds one (its explanation says so); a picked hand with antes
    outstanding takes the pot and leaves 0; anything else leaves the pot as it is.
    """
    if score.kind in ANTE_KINDS:
        # the note names no running count: a stored hand's explanation is only rewritten
        # when its payouts change, and an ante hand's payouts never depend on the pot
        note = f"; ante {rs.base * rs.pass_ante} per player into the pot"
        return replace(score, explanation=score.explanation + note), antes + 1
    if score.kind is HandKind.PICKED and antes:
        return settle_pot(rs, score, antes), 0
    return score, antes


def settle_pot(rs: Ruleset, score: HandScore, antes: int) -> HandScore:
    """`score` (a picked hand) with a pot of `antes` antes settled in its payouts.

    Every seat in play pays `pass_ante × base × antes`; the winning side shares the total.
    """
    in_play = [seat for seat in range(rs.players) if seat not in score.sitting_out]
    side = (score.picker, *score.partners)
    winners = [seat for seat in in_play if (seat in side) == score.picker_side_won]
    stake = rs.base * rs.pass_ante * antes
    pot = stake * len(in_play)
    gain = Fraction(pot, len(winners)) - stake  # a winner's share of the pot less its ante
    payouts = list(score.payouts)
    for seat in in_play:
        payouts[seat] += gain if seat in winners else -stake
    antes_text = f"{antes} ante" if antes == 1 else f"{antes} antes"
    note = f"; pot {pot} ({antes_text}) to seats {', '.join(map(str, winners))}"
    return replace(
        score,
        payouts=assert_zero_sum(tuple(payouts)),
        pot=exact(pot),
        explanation=score.explanation + note,
    )
