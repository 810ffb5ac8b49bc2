"""The hand-entry grammar: what a scorer types for one hand, read into an `EntryIntent`.

One grammar for every door: the desktop's entry line and a phone at the table (``web/``) read
the same line through this module. Messages are ``Text`` (translated by whoever shows them).

Seats are typed 1-based, as printed on the score sheet. Spaces are ignored.

    13 74⏎     picker seat 1, partner seat 3, picker side took 74 card points   (5 keys)
    1a 45⏎     picker 1 plays alone (also `10 45`), 45 points
    13 0/1⏎    tricks only when they matter: `/` then the picker side's trick count
    13 88c⏎    modifiers anywhere after the seats: c crack (cc re-crack, ccc castrate),
               b blitz (one per declaration), k kontra (kk re)
    13 74/3/0⏎ a second / and the picker's own tricks (the picker must take a trick; the
               Smith rule); 13 74//0⏎ the same with the side's tricks as the points imply
    13 74r3⏎   r and the run of top trump one side held ("mit"/"ohne" runners)
    l2⏎        leaster won by seat 2 (l2 15⏎: with 15 points)   o4⏎  moster lost by seat 4
    l1t3 20⏎   t and a seat: tied with it (seats 1 and 3 the fewest, 20 card points each);
               o2t4⏎ a moster tied between seats 2 and 4
    d⏎         everybody passed: doubler / redeal    m⏎    misdeal
    p3⏎        penalty on seat 3 (misplay); p3r renege, p3p peeking, p3w mauer (walled up)

With a picker-alone method (3- or 4-handed) there is no partner key: `1 74⏎`. With two partner
seats (7-handed) two partner keys: `135 74⏎`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from sheepshead_scorer.text import Text


class EntryKind(StrEnum):
    """What the line describes."""

    PICKED = "picked"
    LEASTER = "leaster"
    MOSTER = "moster"
    ALL_PASS = "all_pass"
    MISDEAL = "misdeal"
    PENALTY = "penalty"


class PenaltyKey(StrEnum):
    """The optional letter after a penalty's seat."""

    MISPLAY = "misplay"
    RENEGE = "renege"
    PEEK = "peek"
    MAUER = "mauer"


PENALTY_LETTERS = {
    "": PenaltyKey.MISPLAY,
    "r": PenaltyKey.RENEGE,
    "p": PenaltyKey.PEEK,
    "m": PenaltyKey.MISPLAY,
    "w": PenaltyKey.MAUER,
}
ALONE_KEYS = frozenset("a0")
MODIFIER_KEYS = frozenset("cbk")


ENTRY_CHARACTERS = frozenset("0123456789/abcdefghijklmnopqrstuvwxyz")
"""Everything a line may hold once spaces are dropped (plain ASCII: ``"²".isdigit()`` is
true, yet ``int("²")`` fails)."""


class EntryError(ValueError):
    """The line cannot be read; ``text`` says why (translatable), ``position`` is where the
    problem starts (for the cursor)."""

    def __init__(self, message: Text, position: int = 0) -> None:
        self.text = message
        super().__init__(str(message))
        self.position = position


@dataclass(frozen=True)
class EntryIntent:
    """What the scorer typed, with 0-based seats. Not yet checked against the rules."""

    kind: EntryKind
    picker: int | None = None
    partners: tuple[int, ...] = ()
    alone: bool = False
    points: int | None = None
    tricks: int | None = None
    cracks: int = 0
    blitzes: int = 0
    kontras: int = 0
    seat: int | None = None  # leaster winner, moster loser, penalty offender
    tied: tuple[int, ...] = ()  # seats tied with `seat` (leaster/moster, after t)
    picker_tricks: int | None = None  # the picker's own tricks (second /)
    runners: int = 0  # the run of top trump ("mit"/"ohne"), after r
    penalty: PenaltyKey | None = None


@dataclass(frozen=True)
class EntryShape:
    """What the table needs typed: how many seats and how many partner keys a picked hand has."""

    seats: int
    partner_keys: int = 1  # 0 for picker-alone methods, 2 for two-partner methods


def parse_entry(text: str, shape: EntryShape) -> EntryIntent:
    """Read one line. Raises EntryError naming what is wrong and what to type instead."""
    line = text.replace(" ", "").lower()
    for position, char in enumerate(line):  # "²", "½", "٣": digits to str, not to the line
        if char not in ENTRY_CHARACTERS:
            raise EntryError(
                Text(
                    "“{char}” cannot be typed here; use the digits 0-9, / and the letters of the "
                    "keys below",
                    char=char,
                ),
                position,
            )
    if not line:
        raise EntryError(Text("the line is empty; type the picker's seat first (e.g. 13 74)"))
    head = line[0]
    if head == "d":
        _expect_end(line, 1, Text("an all-pass hand"))
        return EntryIntent(EntryKind.ALL_PASS)
    if head == "m":
        _expect_end(line, 1, Text("a misdeal"))
        return EntryIntent(EntryKind.MISDEAL)
    if head in "lo":
        kind = EntryKind.LEASTER if head == "l" else EntryKind.MOSTER
        role = Text("leaster winner") if head == "l" else Text("moster loser")
        seat = _seat(line, 1, shape, role)
        tied, position = _tied_seats(line, 2, shape, seat)
        rest = line[position:]
        if rest and not rest.isdigit():
            raise EntryError(
                Text(
                    "after the {role}'s seat type their card points (or nothing), or t and "
                    "a seat tied with them (l1t3), not {rest}",
                    role=role,
                    rest=repr(rest),
                ),
                position,
            )
        return EntryIntent(kind, seat=seat, tied=tied, points=int(rest) if rest else None)
    if head == "p":
        seat = _seat(line, 1, shape, Text("penalised seat"))
        letter = line[2:]
        if letter not in PENALTY_LETTERS:
            raise EntryError(
                Text(
                    "after the penalised seat type nothing (misplay), r (renege), p (peek) or "
                    "w (mauer: walled up), not {letter}",
                    letter=repr(letter),
                ),
                2,
            )
        return EntryIntent(EntryKind.PENALTY, seat=seat, penalty=PENALTY_LETTERS[letter])
    return _parse_picked(line, shape)


def _parse_picked(line: str, shape: EntryShape) -> EntryIntent:
    picker = _seat(line, 0, shape, Text("picker"))
    position = 1
    partners: list[int] = []
    alone = False
    if not shape.partner_keys:
        alone = True
    elif position < len(line) and line[position] in ALONE_KEYS:
        alone = True
        position += 1
    else:
        for _ in range(shape.partner_keys):
            partners.append(_seat(line, position, shape, Text("partner")))
            position += 1
    digits_start = position
    while position < len(line) and line[position].isdigit():
        position += 1
    if position == digits_start:
        raise EntryError(
            Text("type the picker side's card points (0-120) after the seats, e.g. 13 74"), position
        )
    points = int(line[digits_start:position])
    if points > 120:
        raise EntryError(
            Text(
                "points {points} is more than the 120 in the deck; type the picker side's "
                "points 0-120",
                points=points,
            ),
            digits_start,
        )
    tricks: int | None = None
    picker_tricks: int | None = None
    cracks = blitzes = kontras = runners = slashes = 0
    while position < len(line):
        key = line[position]
        if key == "/":
            slashes += 1
            start = position + 1
            position = _digits_end(line, start)
            if slashes == 1 and position == start and line[start : start + 1] == "/":
                continue  # `//0`: the side's tricks as the points imply, then the picker's
            if position == start:
                raise EntryError(
                    Text("after / type the picker side's number of tricks")
                    if slashes == 1
                    else Text("after the second / type the tricks the picker took personally"),
                    start,
                )
            if slashes == 1:
                tricks = int(line[start:position])
            else:
                picker_tricks = int(line[start:position])
            continue
        if key == "r":
            start = position + 1
            position = _digits_end(line, start)
            if position == start:
                raise EntryError(
                    Text(
                        "after r type how many top trump ran unbroken from the queen of clubs "
                        "(e.g. r3)"
                    ),
                    start,
                )
            runners = int(line[start:position])
            continue
        if key == "c":
            cracks += 1
        elif key == "b":
            blitzes += 1
        elif key == "k":
            kontras += 1
        else:
            raise EntryError(
                Text(
                    "{key} is not understood here; after the points type / and tricks, "
                    "c (crack), b (blitz), k (kontra) or r and runners, then Enter",
                    key=repr(key),
                ),
                position,
            )
        position += 1
    return EntryIntent(
        EntryKind.PICKED,
        picker=picker,
        partners=tuple(partners),
        alone=alone,
        points=points,
        tricks=tricks,
        cracks=cracks,
        blitzes=blitzes,
        kontras=kontras,
        picker_tricks=picker_tricks,
        runners=runners,
    )


def _tied_seats(
    line: str, position: int, shape: EntryShape, seat: int
) -> tuple[tuple[int, ...], int]:
    """The seats after ``t`` keys (``l1t3t5``: 3 and 5 tied with 1), and where the line goes on."""
    tied: list[int] = []
    while position < len(line) and line[position] == "t":
        other = _seat(line, position + 1, shape, Text("tied player"))
        if other == seat or other in tied:
            raise EntryError(
                Text(
                    "seat {seat_number} is already in the tie; type each tied seat once "
                    "(e.g. l1t3)",
                    seat_number=other + 1,
                ),
                position + 1,
            )
        tied.append(other)
        position += 2
    return tuple(tied), position


def _digits_end(line: str, start: int) -> int:
    position = start
    while position < len(line) and line[position].isdigit():
        position += 1
    return position


def _seat(line: str, position: int, shape: EntryShape, role: Text) -> int:
    if position >= len(line):
        raise EntryError(
            Text("type the {role}'s seat (1-{seats})", role=role, seats=shape.seats),
            position,
        )
    key = line[position]
    if not key.isdigit() or not 1 <= int(key) <= shape.seats:
        raise EntryError(
            Text(
                "{role} seat {key} is not at this table; type a seat 1-{seats}",
                role=role,
                key=repr(key),
                seats=shape.seats,
            ),
            position,
        )
    return int(key) - 1


def _expect_end(line: str, position: int, what: Text) -> None:
    if len(line) > position:
        raise EntryError(
            Text(
                "{what} takes nothing after {typed}; remove {extra}",
                what=what,
                typed=repr(line[:position]),
                extra=repr(line[position:]),
            ),
            position,
        )
