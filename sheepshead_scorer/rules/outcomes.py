"""What happened in one hand: the frozen outcome records a director enters.

Each checks what it can on its own (seat numbers, 0-120 points, counts) on creation;
what depends on the ruleset (table size, tricks per hand, allowed calls) is checked by
`score_hand`. Seats are 0-based and clockwise; `dealer` is always given.
"""

from __future__ import annotations

from dataclasses import dataclass

from sheepshead_scorer.rules.deck import CARD_POINTS_TOTAL, DEAL, TRUMP_CARDS
from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.options import PartnerCall, PenaltyReason
from sheepshead_scorer.text import Text

Seat = int
MOST_TRICKS = max(tricks for tricks, _ in DEAL.values())  # 16, two-handed


def _seat(field: str, value: object) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 7:
        raise RuleError(field, value, Text("a seat number 0-7"))


def _count(field: str, value: object, high: int, what: Text) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= high:
        raise RuleError(field, value, Text("{what} from 0 to {high}", what=what, high=high))


def _seats(field: str, value: object) -> None:
    if not isinstance(value, tuple):
        raise RuleError(field, value, Text("a list of seat numbers"))
    for seat in value:
        _seat(field, seat)
    if len(set(value)) != len(value):
        raise RuleError(field, list(value), Text("each seat at most once"))


@dataclass(frozen=True, slots=True)
class PickedHand:
    """A hand somebody picked (or, 8-handed, the Q♣ holder led the side).

    `points` and `tricks` are the picker's side's card points (0-120, the bury included when
    it counts) and tricks. `cracks` counts crack/re-crack/castrate (0-3), `blitzes` the blitz
    declarations, `kontras` kontra/re (0-2); `sheepshead` is the picker's "sheepshead" call.
    `picker_tricks` (None = not recorded) is how many of the side's tricks the picker took
    personally (`Ruleset.picker_needs_trick`); `runners` the length of the unbroken run of
    top trump, from Q♣ down, that one side held — "mit" the picker's side, "ohne" the
    defenders (`Ruleset.runner_units`).
    `sitting_out` is needed only when the ruleset seats sitters by rotation. `call` left
    out (None) means the partner method's ordinary call (see `default_call`): `ace`, `jack`
    or `fixed` with partners, the method's alone call without.
    `tricks_typed` records what was typed and never changes the score: False when the
    scorer gave only the points and the entry line filled in the tricks they imply
    (``entry.outcomes.implied_tricks``), so a hand log shows no trick count nobody entered.
    """

    dealer: Seat
    picker: Seat
    points: int
    tricks: int
    partners: tuple[Seat, ...] = ()
    call: PartnerCall | None = None
    cracks: int = 0
    blitzes: int = 0
    kontras: int = 0
    sheepshead: bool = False
    sitting_out: tuple[Seat, ...] | None = None
    picker_tricks: int | None = None
    runners: int = 0
    tricks_typed: bool = True

    def __post_init__(self) -> None:
        _seat("dealer", self.dealer)
        _seat("picker", self.picker)
        _seats("partners", self.partners)
        if self.picker in self.partners:
            raise RuleError(
                "partners",
                list(self.partners),
                Text("seats other than the picker"),
                Text("seat {seat} is the picker and cannot also be a partner", seat=self.picker),
            )
        _count("points", self.points, CARD_POINTS_TOTAL, Text("card points"))
        _count("tricks", self.tricks, MOST_TRICKS, Text("a trick count"))
        _count("cracks", self.cracks, 3, Text("a count"))
        _count("blitzes", self.blitzes, 2, Text("a count"))
        _count("kontras", self.kontras, 2, Text("a count"))
        for flag in ("sheepshead", "tricks_typed"):
            if not isinstance(getattr(self, flag), bool):
                raise RuleError(flag, getattr(self, flag), Text("true or false"))
        if self.picker_tricks is not None:
            _count("picker_tricks", self.picker_tricks, self.tricks, Text("the picker's tricks"))
        _count("runners", self.runners, TRUMP_CARDS, Text("a run of top trump"))
        if self.call is not None:
            try:
                object.__setattr__(self, "call", PartnerCall(self.call))
            except ValueError:
                calls = ", ".join(c.value for c in PartnerCall)
                allowed = Text("{calls}, or null for the default", calls=calls)
                raise RuleError("call", self.call, allowed) from None
        if self.sitting_out is not None:
            _seats("sitting_out", self.sitting_out)


@dataclass(frozen=True, slots=True)
class LeasterHand:
    """Nobody picked and the hand was played as a leaster (or moster).

    `points` and `tricks` give every seat's card points and tricks, sitters 0; with the blind
    going to the last trick the points add up to 120.
    `points_typed` records what was typed and never changes the score: None when every
    seat's points and tricks were given; otherwise the seats whose card points were typed
    (``(1,)`` for the entry line ``l2 15``, ``()`` for ``l2``), the rest filled in by the
    entry line (``entry.outcomes.nobody_picked_hand``), so a hand log shows only those.
    """

    dealer: Seat
    points: tuple[int, ...]
    tricks: tuple[int, ...]
    sitting_out: tuple[Seat, ...] | None = None
    points_typed: tuple[Seat, ...] | None = None

    def __post_init__(self) -> None:
        _seat("dealer", self.dealer)
        for name in ("points", "tricks"):
            value = getattr(self, name)
            if not isinstance(value, tuple) or not 3 <= len(value) <= 8:
                raise RuleError(name, value, Text("a list with one number per seat (3-8 seats)"))
        if len(self.points) != len(self.tricks):
            per_seat = Text("one entry per seat ({count})", count=len(self.points))
            raise RuleError("tricks", list(self.tricks), per_seat)
        for seat, (points, tricks) in enumerate(zip(self.points, self.tricks, strict=True)):
            points_field = f"points[{seat}]"
            _count(points_field, points, CARD_POINTS_TOTAL, Text("card points"))
            _count(f"tricks[{seat}]", tricks, 10, Text("a trick count"))
            if tricks == 0 and points:
                raise RuleError(points_field, points, Text("0 for a seat that took no trick"))
        if sum(self.points) > CARD_POINTS_TOTAL:
            raise RuleError("points", list(self.points), Text("a total of at most 120"))
        if self.sitting_out is not None:
            _seats("sitting_out", self.sitting_out)
        if self.points_typed is not None:
            _seats("points_typed", self.points_typed)
            last = len(self.points) - 1
            if any(seat > last for seat in self.points_typed):
                seat_range = Text("a 0-based seat from 0 to {last}", last=last)
                raise RuleError("points_typed", list(self.points_typed), seat_range)


@dataclass(frozen=True, slots=True)
class AllPassHand:
    """Everybody passed and the cards were thrown in (doubler or plain redeal)."""

    dealer: Seat

    def __post_init__(self) -> None:
        _seat("dealer", self.dealer)


@dataclass(frozen=True, slots=True)
class MisdealHand:
    """The deal was wrong and is redealt; nobody scores."""

    dealer: Seat

    def __post_init__(self) -> None:
        _seat("dealer", self.dealer)


@dataclass(frozen=True, slots=True)
class PenaltyHand:
    """A misplay, renege, peek or mauer (walled up: passed a hand they should have picked) by
    `offender`.

    For a forfeit the ruleset needs the hand's sides: `picker` and `partners` (without a
    picker, e.g. in a leaster, the offender pays each other player instead).
    """

    dealer: Seat
    offender: Seat
    reason: PenaltyReason = PenaltyReason.MISPLAY
    picker: Seat | None = None
    partners: tuple[Seat, ...] = ()
    sitting_out: tuple[Seat, ...] | None = None

    def __post_init__(self) -> None:
        _seat("dealer", self.dealer)
        _seat("offender", self.offender)
        try:
            object.__setattr__(self, "reason", PenaltyReason(self.reason))
        except ValueError:
            reasons = ", ".join(r.value for r in PenaltyReason)
            raise RuleError("reason", self.reason, reasons) from None
        _seats("partners", self.partners)
        if self.picker is None:
            if self.partners:
                raise RuleError("partners", list(self.partners), Text("empty when picker is null"))
        else:
            _seat("picker", self.picker)
            if self.picker in self.partners:
                allowed = Text("seats other than the picker")
                raise RuleError("partners", list(self.partners), allowed)
        if self.sitting_out is not None:
            _seats("sitting_out", self.sitting_out)


HandOutcome = PickedHand | LeasterHand | AllPassHand | MisdealHand | PenaltyHand
