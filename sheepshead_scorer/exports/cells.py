"""Cell values shared by the Excel and CSV writers (and read back by the importers).

* Points: ``int`` when whole, exact text ``"8/3"`` otherwise (see ``formatting``).
* User text (names, clubs, events) is always text: in Excel it is stored as a string cell even
  when it starts with ``=``; in CSV a text starting with ``= + - @``, tab or CR — or with the
  escape mark ``'`` itself — gets a leading ``'`` so a spreadsheet never runs it as a formula.
  The importers remove exactly that one ``'`` again.
"""

from __future__ import annotations

import csv
from collections.abc import Sequence

from sheepshead_scorer.exports.formatting import points_value
from sheepshead_scorer.exports.rows import NAME_SEPARATOR, HandKind, HandRow

#: First characters a spreadsheet may read as the start of a formula.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
ESCAPE = "'"

HAND_FIXED_COLUMNS = (
    "Session",
    "Round",
    "Table",
    "Hand",
    "Dealer",
    "Type",
    "Picker",
    "Partner",
    "Points",
    "Tricks",
    "Multiplier",
    "Players",
)

#: The columns after the payouts that carry the rest of each hand's outcome (docs/exports.md,
#: "Hand log format"); a log without them (older exports) still imports.
HAND_DETAIL_COLUMNS = (
    "Call",
    "Cracks",
    "Blitzes",
    "Kontras",
    "Sheepshead",
    "Offender",
    "Reason",
    "Seat points",
    "Seat tricks",
    "Sitting out",
)
#: Outcome columns of later house rules (issue 16): the picker's own tricks and the run of
#: top trump ("mit"/"ohne"). Each is optional on import (absent = not recorded / 0), so a
#: log exported before them still imports complete.
HAND_HOUSE_RULE_COLUMNS = (
    "Picker tricks",
    "Runners",
)
#: Columns of a Sheep Head hand (000 "Sheep Head variant"; kind ``fox``), written only in a
#: log that has one: the team that took the fox (its two players, seats 1+3 or 2+4 of
#: ``Players``), the counters (the fox team's first, ``9; 4``), the team of a buck or an
#: automatic buck, and the game the hand belongs to with the game's score after it (the team
#: of seat 1 first) and whether the hand won it — what the hand-log PDF shows, read back by
#: the importer so a Sheep Head event's log re-imports exactly.
HAND_SHEEP_HEAD_COLUMNS = (
    "Fox",
    "Counters",
    "Buck",
    "Automatic buck",
    "Game",
    "Game score",
    "Game won",
)
#: Written in the "Sheepshead" column for a hand where the picker called it.
YES = "yes"
#: Written in "Sitting out" when the hand names no sitters explicitly although the ruleset
#: would (an empty cell means "the ruleset's sitters").
NOBODY = "nobody"


#: The first characters that make :func:`csv_safe` escape a text (each one character).
_ESCAPED_FIRST = frozenset((*FORMULA_STARTS, ESCAPE))


def csv_safe(value: object) -> object:
    """``value`` with a leading ``'`` if it is text a spreadsheet could run as a formula."""
    if isinstance(value, str) and value[:1] in _ESCAPED_FIRST:
        return ESCAPE + value
    return value


def csv_unescape(text: str) -> str:
    """Undo :func:`csv_safe`: drop one leading ``'`` that protects a formula-like text."""
    if text.startswith(ESCAPE) and text[1:].startswith((*FORMULA_STARTS, ESCAPE)):
        return text[1:]
    return text


def join_names(names: Sequence[str]) -> str:
    """Names in one cell, ``"Ada; Bernd"``; a name holding ``;`` (or starting with ``"``) is
    quoted as in CSV, ``"Smith; Jr."``, so :func:`split_names` gives back the very names."""
    joined = NAME_SEPARATOR.join(names)
    if joined.count(";") == len(names) - 1 and '"' not in joined:
        return joined  # no name holds ";" or a quote: nothing to quote (the common case)
    return NAME_SEPARATOR.join(
        f'"{n.replace(chr(34), chr(34) * 2)}"' if ";" in n or n.startswith('"') else n
        for n in names
    )


def split_names(text: str) -> tuple[str, ...]:
    """``"Ada; Bernd"`` → ``("Ada", "Bernd")``; undoes :func:`join_names`."""
    if not text.strip():
        return ()
    parts = next(csv.reader([text], delimiter=";", skipinitialspace=True))
    return tuple(part.strip() for part in parts if part.strip())


def seat_column(seat_number: int) -> str:
    """The payout column title of a 1-based seat: ``"Seat 1"``."""
    return f"Seat {seat_number}"


def hand_header(max_seats: int, detailed: bool = False, fox: bool = False) -> list[str]:
    """The hand-log columns: fixed columns, one payout column per seat, then (``detailed``)
    the columns that carry the rest of the outcome, then (``fox``) Sheep Head's."""
    return [
        *HAND_FIXED_COLUMNS,
        *(seat_column(n) for n in range(1, max_seats + 1)),
        *((*HAND_DETAIL_COLUMNS, *HAND_HOUSE_RULE_COLUMNS) if detailed else ()),
        *(HAND_SHEEP_HEAD_COLUMNS if fox else ()),
    ]


def max_seats(hands: Sequence[HandRow]) -> int:
    return max((len(h.players) for h in hands), default=5)


def detailed(hands: Sequence[HandRow]) -> bool:
    """Whether the log gets the outcome columns: when its rows carry the whole outcome
    (every row the app exports does; hand-made rows without it keep the short format)."""
    return any(h.complete for h in hands)


def has_fox(hands: Sequence[HandRow]) -> bool:
    """Whether the log gets the Sheep Head columns: when it has a Sheep Head hand."""
    return any(h.kind is HandKind.FOX for h in hands)


def hand_values(
    hand: HandRow, seats: int, detailed: bool = False, fox: bool = False
) -> list[int | str | None]:
    """One hand as cell values in :func:`hand_header` order (``None`` = empty cell)."""
    payouts: list[int | float | str | None] = [points_value(p) for p in hand.payouts]
    payouts += [None] * (seats - len(payouts))
    return [
        hand.session,
        hand.round,
        hand.table,
        hand.hand,
        hand.dealer,
        hand.kind.value,
        hand.picker or None,
        join_names(hand.partners) or None,
        hand.points,
        hand.tricks,
        hand.multiplier,
        join_names(hand.players),
        *payouts,
        *(detail_values(hand) if detailed else ()),
        *(fox_values(hand) if fox else ()),
    ]


def _counts(values: tuple[int | None, ...]) -> str | None:
    """``"0; 30; 12; 78; 0"``; a seat whose number nobody typed stays empty: ``"; 15; ; ; "``."""
    return NAME_SEPARATOR.join("" if v is None else str(v) for v in values) or None


def detail_values(hand: HandRow) -> list[int | str | None]:
    """The :data:`HAND_DETAIL_COLUMNS` and :data:`HAND_HOUSE_RULE_COLUMNS` cells of one hand
    (blank where they do not apply)."""
    picked = hand.kind is HandKind.PICKED
    sitters: str | None = None
    if hand.sitting_out is not None:
        sitters = join_names(hand.sitting_out) or NOBODY
    return [
        hand.call or None,
        hand.cracks if picked else None,
        hand.blitzes if picked else None,
        hand.kontras if picked else None,
        YES if hand.sheepshead else None,
        hand.offender or None,
        hand.reason or None,
        _counts(hand.seat_points),
        _counts(hand.seat_tricks),
        sitters,
        hand.picker_tricks,
        (hand.runners or None) if picked else None,
    ]


def _pair(values: tuple[int, int] | None) -> str | None:
    return None if values is None else NAME_SEPARATOR.join(str(v) for v in values)


def fox_values(hand: HandRow) -> list[int | str | None]:
    """The :data:`HAND_SHEEP_HEAD_COLUMNS` cells of one hand (blank for other games)."""
    return [
        join_names(hand.fox_team) or None,
        _pair(hand.counters),
        join_names(hand.buck_team) or None,
        join_names(hand.automatic_buck_team) or None,
        hand.game,
        _pair(hand.game_score),
        YES if hand.game_won else None,
    ]


#: The text written in the "Type" column, by kind (the enum values).
HAND_TYPES = tuple(kind.value for kind in HandKind)
