"""Cell values shared by the Excel and CSV writers (and read back by the importers).

* Points: ``int`` when whole, exact text ``"8/3"`` otherwise (see ``formatting``).
* User text (names, clubs, events) is always text: in Excel it is stored as a string cell even
  when it starts with ``=``; in CSV a text starting with ``= + - @``, tab or CR — or with the
  escape mark ``'`` itself — gets a leading ``'`` so a spreadsheet never runs it as a formula.
  The importers remove exactly that one ``'`` again.
"""

from __future__ import annotations

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


def csv_safe(value: object) -> object:
    """``value`` with a leading ``'`` if it is text a spreadsheet could run as a formula."""
    if isinstance(value, str) and value.startswith((*FORMULA_STARTS, ESCAPE)):
        return ESCAPE + value
    return value


def csv_unescape(text: str) -> str:
    """Undo :func:`csv_safe`: drop one leading ``'`` that protects a formula-like text."""
    if text.startswith(ESCAPE) and text[1:].startswith((*FORMULA_STARTS, ESCAPE)):
        return text[1:]
    return text


def seat_column(seat_number: int) -> str:
    """The payout column title of a 1-based seat: ``"Seat 1"``."""
    return f"Seat {seat_number}"


def hand_header(max_seats: int) -> list[str]:
    """The hand-log columns: fixed columns, then one payout column per seat."""
    return [*HAND_FIXED_COLUMNS, *(seat_column(n) for n in range(1, max_seats + 1))]


def max_seats(hands: Sequence[HandRow]) -> int:
    return max((len(h.players) for h in hands), default=5)


def hand_values(hand: HandRow, seats: int) -> list[int | str | None]:
    """One hand as cell values in :func:`hand_header` order (``None`` = empty cell)."""
    payouts: list[int | str | None] = [points_value(p) for p in hand.payouts]
    payouts += [None] * (seats - len(payouts))
    return [
        hand.session,
        hand.round,
        hand.table,
        hand.hand,
        hand.dealer,
        hand.kind.value,
        hand.picker or None,
        NAME_SEPARATOR.join(hand.partners) or None,
        hand.points,
        hand.tricks,
        hand.multiplier,
        NAME_SEPARATOR.join(hand.players),
        *payouts,
    ]


#: The text written in the "Type" column, by kind (the enum values).
HAND_TYPES = tuple(kind.value for kind in HandKind)
