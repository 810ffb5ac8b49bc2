"""House rules of a picked hand beyond the tier (issue 16): the picker's own trick and runners.

- `picker_needs_trick` (000: "Some house rules require the picker to take at least one
  trick"): a picker who personally took no trick loses the hand, whatever the side's points.
  The side's tricks do not say whose they were, so the hand must record `picker_tricks`
  when it matters (a partner's side that reached 61); alone, the side's tricks are the
  picker's.
- `smith_rule` (the Smith rule, a house rule of the lxnadvisory/sheepshead-app scorekeeper;
  the opposite answer to the same situation as 000's "Some house rules require the picker to
  take at least one trick"): when the picker personally took no trick, a won hand pays the
  picker 0 and the partner the side's whole win, and a lost hand is paid by the picker alone
  (the partner 0). It needs the picker's own tricks as `picker_needs_trick` does
  (`picker_tricks`); it cannot be played together with `picker_needs_trick`.
- `runner_units` ("mit"/"ohne", 001's list of variants: "a run of the top trump"): a side
  that held the top trump in an unbroken run from Q♣ (or the defenders held them: "ohne")
  of at least `runners_from` cards adds `runner_units` per card of the run to what each
  defender pays or receives, as Schafkopf adds its Laufende to the game's value.
"""

from __future__ import annotations

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.outcomes import PickedHand
from sheepshead_scorer.rules.ruleset import Ruleset
from sheepshead_scorer.text import Text


def picker_tricks(hand: PickedHand) -> int | None:
    """The picker's own tricks: as recorded, the side's when alone, else None; checked."""
    if hand.partners:
        return hand.picker_tricks
    if hand.picker_tricks is not None and hand.picker_tricks != hand.tricks:
        raise RuleError(
            "picker_tricks",
            hand.picker_tricks,
            Text("{tricks}, the side's tricks (the picker is alone)", tricks=hand.tricks),
        )
    return hand.tricks


def picker_lost_for_no_trick(rs: Ruleset, hand: PickedHand, points_won: bool) -> bool:
    """Whether `picker_needs_trick` turns a hand the side won on points into a loss."""
    own = picker_tricks(hand)
    if not rs.picker_needs_trick or not points_won:
        return False
    if own is None:
        raise RuleError(
            "picker_tricks",
            None,
            Text("the picker's own tricks (0-{tricks})", tricks=hand.tricks),
            Text(
                "this ruleset requires the picker to take a trick (picker_needs_trick): "
                "record how many tricks the picker took personally"
            ),
        )
    return own == 0


def smith_applies(rs: Ruleset, hand: PickedHand) -> bool:
    """Whether the Smith rule moves this hand's side amount: the rule is on, the picker has a
    partner and personally took no trick (with no side trick that needs no recording)."""
    if not rs.smith_rule or not hand.partners:
        return False
    own = picker_tricks(hand)
    if own is None and hand.tricks:
        raise RuleError(
            "picker_tricks",
            None,
            Text("the picker's own tricks (0-{tricks})", tricks=hand.tricks),
            Text(
                "this ruleset plays the Smith rule (smith_rule): record how many tricks the "
                "picker took personally"
            ),
        )
    return not own


def runner_bonus(rs: Ruleset, hand: PickedHand) -> int:
    """Units per defender the run of top trump adds (0 below `runners_from`)."""
    if hand.runners and not rs.runner_units:
        raise RuleError(
            "runners",
            hand.runners,
            Text("0 (runner_units is 0: this ruleset pays no mit/ohne bonus)"),
        )
    return rs.runner_units * hand.runners if hand.runners >= rs.runners_from else 0
