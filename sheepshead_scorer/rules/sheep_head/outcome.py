"""One hand of Sheep Head as a director enters it: who took the fox and the counters, or a buck.

000: "Sheep Head is when there are four players and 24 cards are used instead of 32 ... Players
have partners ... There is no picker, nor blind cards." The four seats (0-based, clockwise)
play as two fixed teams of partners sitting opposite each other, as in every four-handed
partnership game: team 0 is seats 0 and 2, team 1 seats 1 and 3 (000 says only "Players have
partners"; seat them so).

A played hand names the team that took the fox (A♦) and how many of the 13 counters team 0
took (the other team took the rest). A buck names the team that took every trick; an automatic
buck the team whose player was dealt all six fox catchers (the hand is not played out).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.known_keys import check_keys
from sheepshead_scorer.text import Text

Seat = int
Team = int

SEATS = 4
TEAMS: tuple[tuple[Seat, Seat], tuple[Seat, Seat]] = ((0, 2), (1, 3))
#: 000: "The 'counter cards' are always ace, 10, and king. If a player wins the last trick,
#: they get 1 extra counter, with 13 counters in total." (four suits × A, 10, K, + 1)
COUNTERS_TOTAL = 13


def team_of(seat: Seat) -> Team:
    """The team a seat plays for: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat % 2


def _team(field: str, value: object) -> None:
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)
                              or value not in (0, 1)):
        raise RuleError(field, value, Text("a team: 0 (seats 1 and 3) or 1 (seats 2 and 4)"))


@dataclass(frozen=True, slots=True)
class FoxHand:
    """One Sheep Head hand.

    Played out: `fox` (the team that took A♦) and `counters` (how many counters team 0 took,
    0-13). A buck: only `buck`, the team that took every trick. An automatic buck: only
    `automatic_buck`, the team whose player was dealt all six fox catchers.
    """

    dealer: Seat
    fox: Team | None = None
    counters: int | None = None
    buck: Team | None = None
    automatic_buck: Team | None = None

    def __post_init__(self) -> None:
        if (not isinstance(self.dealer, int) or isinstance(self.dealer, bool)
                or not 0 <= self.dealer < SEATS):
            raise RuleError("dealer", self.dealer, Text("a seat number 0-3 (four players)"))
        for name in ("fox", "buck", "automatic_buck"):
            _team(name, getattr(self, name))
        if self.counters is not None and (
            not isinstance(self.counters, int) or isinstance(self.counters, bool)
            or not 0 <= self.counters <= COUNTERS_TOTAL
        ):
            raise RuleError(
                "counters", self.counters, Text("the counters team 0 took, 0-13")
            )
        played = self.fox is not None or self.counters is not None
        kinds = played + (self.buck is not None) + (self.automatic_buck is not None)
        if kinds != 1:
            raise RuleError(
                "fox",
                self.fox,
                Text(
                    "either the fox's team and team 0's counters, or a buck, or an "
                    "automatic buck (exactly one)"
                ),
                Text("a buck takes every trick, so it needs no fox or counters"),
            )
        if played and (self.fox is None or self.counters is None):
            missing = "fox" if self.fox is None else "counters"
            raise RuleError(
                missing, None, Text("a value: a played hand names the fox's team and counters")
            )
        if played:
            _check_fox_counted(self.fox, self.counters)


def _check_fox_counted(fox: Team | None, counters: int | None) -> None:
    """The fox's team holds at least one counter: the fox itself.

    000: "The main objective is to get the ace of diamonds, also known as 'the fox'" and "The
    'counter cards' are always ace, 10, and king" — the fox is an ace, so it is a counter, and
    the team that took it cannot have 0 of the 13 (team 0 with the fox: 1-13; team 1 with the
    fox: team 0 took 0-12).
    """
    if (fox, counters) in ((0, 0), (1, COUNTERS_TOTAL)):
        low, high = (1, COUNTERS_TOTAL) if fox == 0 else (0, COUNTERS_TOTAL - 1)
        raise RuleError(
            "counters",
            counters,
            Text(
                "{low}-{high} when team {fox} took the fox",
                low=low, high=high, fox=fox,
            ),
            Text(
                "the fox (A♦) is an ace, itself a counter: the team that took it has at "
                "least one counter"
            ),
        )


def fox_hand_to_dict(hand: FoxHand) -> dict[str, Any]:
    """JSON-ready data with `"type": "fox"`; fields left empty are left out."""
    data: dict[str, Any] = {"type": "fox"}
    for f in fields(hand):
        value = getattr(hand, f.name)
        if value is not None:
            data[f.name] = value
    return data


def fox_hand_from_dict(data: Any) -> FoxHand:
    """Inverse of `fox_hand_to_dict`; RuleError names any bad field."""
    if not isinstance(data, dict) or data.get("type") != "fox":
        raise RuleError("type", data.get("type") if isinstance(data, dict) else data, "fox")
    names = {f.name for f in fields(FoxHand)}
    allowed = Text("a field of a fox hand: {names}", names=", ".join(sorted(names)))
    check_keys(data, {*names, "type"}, allowed)
    if "dealer" not in data:
        raise RuleError("dealer", None, Text("a value (required for a fox hand)"))
    return FoxHand(**{k: v for k, v in data.items() if k != "type"})
