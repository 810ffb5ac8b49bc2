"""`HandScore`: what one hand did to every seat, with the facts a score sheet shows."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from sheepshead_scorer.rules.options import HandKind, Tier

Seat = int

_FRACTIONS: dict[int, Fraction] = {}
_NO_POT = Fraction(0)


def exact(value: int | Fraction) -> Fraction:
    """`value` as a Fraction, sharing one object per whole number (they are immutable)."""
    if isinstance(value, Fraction):
        return value
    cached = _FRACTIONS.get(value)
    if cached is None:
        cached = _FRACTIONS[value] = Fraction(value)
    return cached


def assert_zero_sum(payouts: tuple[Fraction, ...]) -> tuple[Fraction, ...]:
    """Return `payouts` after asserting they sum to zero (an engine bug otherwise)."""
    assert sum(payouts) == 0, f"payouts {payouts} do not sum to zero"
    return payouts


@dataclass(frozen=True, slots=True)
class HandScore:
    """One hand's result.

    `payouts` has one exact amount per seat (sitters included) and sums to zero (except a
    Sheep Head hand's, kind `fox`: the points each seat's team won, see `game_winners`).
    `multiplier` is the stake multiplier applied (carried doublers × last round × cracks,
    blitzes, kontra; capped); tier, alone and bump factors are not part of it.
    `redeal` says the same dealer deals again; `doubles_next` how many doublings this hand
    adds for later hands (a passed-out deal under the doubler).
    `pot` is the ante pot (`Ruleset.pass_ante`) this hand's winners took, already settled in
    `payouts`; 0 on every hand that took no pot. Only `score_session` settles a pot.
    """

    payouts: tuple[Fraction, ...]
    kind: HandKind
    multiplier: int = 1
    picker: Seat | None = None
    partners: tuple[Seat, ...] = ()
    picker_side_won: bool | None = None
    tier: Tier | None = None
    leaster_winners: tuple[Seat, ...] = ()
    moster_losers: tuple[Seat, ...] = ()
    offender: Seat | None = None
    sitting_out: tuple[Seat, ...] = ()
    redeal: bool = False
    doubles_next: int = 0
    pot: Fraction = _NO_POT
    explanation: str = ""
    game_winners: tuple[Seat, ...] = ()
    """Sheep Head only: the seats whose team won a game with this hand (000 "whichever team
    reaches the number wins"); its `payouts` are the game points each seat's team won, not
    zero-sum."""
    doubled_for: tuple[str, ...] = ()
    """Why the session doubled this hand's stake, one word per doubling, in `multiplier`
    already: "doubler" (a passed-out deal or 60-60 before it), "last round" (the session's
    last round, `last_round_doubled`), "last hand" (`last_hand_doubled`), "table" (a
    multiplier the table gave). Cracks, blitzes and kontras are the outcome's own."""
