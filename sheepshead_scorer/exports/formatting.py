"""Exact formatting and parsing of points, money and ranks, shared by every export and importer.

Points are :class:`fractions.Fraction`. In a spreadsheet cell a whole number is an ``int``
(``12``, ``-30``); a half, quarter, ... (a denominator that is a power of two, up to 64) is the
number itself (``65/2`` → ``32.5``: binary floating point holds it exactly, so Excel sorts and
sums it and it reads back as the very same fraction); anything else is the exact fraction text
``"8/3"`` — never a rounded decimal, so an exported log imports back to the very same numbers.
A CSV writes the same values as text (``32.5``, ``"8/3"``).

What a person reads (:func:`points_text`: the screens, the PDFs, the projector, messages) is
the number as people write it: ``"12"``, ``"−30"`` (a real minus sign), ``"32½"``,
``"−30½"``, ``"2⅔"`` — a Unicode vulgar fraction where one exists (halves, thirds, quarters,
fifths, sixths, sevenths, eighths, ninths, tenths: ``"⅐"`` is one), otherwise the whole part,
a space and the fraction (``"2 2/7"``). It is for reading only: the exact ``Fraction`` stays
underneath (sort keys, cells, the database), and :func:`parse_points` reads it back anyway.
Money is an ``int`` number of cents, written by ``format_money`` in the database's currency:
``"$1,234.50"``, ``"−$5.00"``, ``"€12.50"``; German ``"12,50 €"``; the CSV writes ``money_value``.
"""

from __future__ import annotations

import math
import re
import unicodedata
from enum import StrEnum
from fractions import Fraction
from typing import Final

from sheepshead_scorer.text import Text

_MONEY_RE = re.compile(r"^([-−])?[$€]?([-−])?([0-9][0-9,]*)(?:\.([0-9]{1,2}))?[$€]?$")


class Currency(StrEnum):
    """What a database's events are played for: a database-wide setting
    (``services.money_settings``), dollars unless the director chooses euros."""

    DOLLAR = "USD"
    EURO = "EUR"


#: The sign each currency is written with.
CURRENCY_SIGNS: Final[dict[Currency, str]] = {Currency.DOLLAR: "$", Currency.EURO: "€"}


#: The largest power-of-two denominator written as a number: up to 6 binary digits after the
#: point, so the float and its shortest decimal text (``"32.515625"``) are both exact.
EXACT_DENOMINATOR = 64
#: Beyond this size a float no longer holds every 1/64 exactly (53-bit mantissa).
_EXACT_LIMIT = 2**46


def exact_in_a_cell(points: Fraction) -> bool:
    """Whether ``points`` is held exactly by a spreadsheet's binary floating-point number."""
    denominator = points.denominator
    return (
        denominator <= EXACT_DENOMINATOR
        and denominator & (denominator - 1) == 0
        and abs(points) < _EXACT_LIMIT
    )


#: Every denominator points can have: shares split among at most 8 players (lcm of 1…8).
KNOWN_DENOMINATOR = 840
#: Below this size a float tells every fraction over ``KNOWN_DENOMINATOR`` apart.
_NUMBER_LIMIT = 2**30


def exact_as_number(points: Fraction) -> bool:
    """Whether ``points`` may be written as a (rounded) float that :func:`parse_points` reads
    back to exactly ``points``: its denominator divides ``KNOWN_DENOMINATOR``."""
    return (
        (KNOWN_DENOMINATOR % points.denominator == 0 and abs(points) < _NUMBER_LIMIT)
        or exact_in_a_cell(points)
    )


def _from_float(value: float) -> Fraction | None:
    """The exact points a spreadsheet float stands for, or None (a rounded decimal)."""
    exact = Fraction(value)
    if exact_in_a_cell(exact):
        return exact
    if abs(value) >= _NUMBER_LIMIT:
        return None
    near = exact.limit_denominator(KNOWN_DENOMINATOR)
    # A spreadsheet keeps 15 significant digits (1.333333333333333 for 4/3): that is the
    # fraction when it is that close; two fractions over 840 lie at least 1/840² apart.
    close = abs(near.numerator / near.denominator - value) <= 1e-12 * max(1.0, abs(value))
    if KNOWN_DENOMINATOR % near.denominator == 0 and close:
        return near
    return None


def points_value(points: Fraction) -> int | float | str:
    """The cell value for ``points``: an ``int`` when whole, the number when a binary float holds
    it exactly (``65/2`` → ``32.5``), else exact text such as ``"8/3"``."""
    if points.denominator == 1:
        return points.numerator
    if exact_in_a_cell(points):
        return points.numerator / points.denominator
    return f"{points.numerator}/{points.denominator}"


#: A real minus sign: it lines up with "+" and reads as a minus, not a hyphen.
MINUS = "\u2212"

#: Every vulgar fraction Unicode has (the "Number Forms" block, plus ½ ¼ ¾ from Latin-1);
#: DejaVu Sans, the PDFs' and the projector's font, draws all of them.
VULGAR_FRACTIONS: dict[tuple[int, int], str] = {
    (1, 2): "½", (1, 3): "⅓", (2, 3): "⅔", (1, 4): "¼", (3, 4): "¾",
    (1, 5): "⅕", (2, 5): "⅖", (3, 5): "⅗", (4, 5): "⅘", (1, 6): "⅙", (5, 6): "⅚",
    (1, 7): "⅐", (1, 8): "⅛", (3, 8): "⅜", (5, 8): "⅝", (7, 8): "⅞", (1, 9): "⅑",
    (1, 10): "⅒",
}
_VULGAR_VALUES = {glyph: Fraction(n, d) for (n, d), glyph in VULGAR_FRACTIONS.items()}
_READ_RE = re.compile(r"^([+-]?)\s*(\d*)\s*([" + "".join(_VULGAR_VALUES) + r"])$")


def points_text(points: Fraction | int, *, signed: bool = False) -> str:
    """``points`` as a person reads them: ``"12"``, ``"−30"``, ``"32½"``, ``"−30½"``,
    ``"2⅔"``, ``"⅓"``, ``"2 2/7"``; with ``signed`` a positive value has a ``"+"`` (``"+3"``,
    ``"+2⅔"``; zero is ``"0"``). The one function every screen and document uses."""
    # A whole number (nearly every payout) without building a Fraction: a hand log prints
    # 150,000 of them.
    whole_points = (
        points if type(points) is int
        else points.numerator if type(points) is Fraction and points.denominator == 1
        else None
    )
    if whole_points is not None:
        if whole_points < 0:
            return f"{MINUS}{-whole_points}"
        return f"+{whole_points}" if signed and whole_points else str(whole_points)
    points = Fraction(points)
    if points == 0:
        return "0"
    sign = MINUS if points < 0 else ("+" if signed else "")
    whole, part = divmod(abs(points.numerator), points.denominator)
    if part == 0:
        return f"{sign}{whole}"
    glyph = VULGAR_FRACTIONS.get((part, points.denominator))
    if glyph is not None:
        return f"{sign}{whole or ''}{glyph}"
    fraction = f"{part}/{points.denominator}"
    return f"{sign}{whole} {fraction}" if whole else f"{sign}{fraction}"


def parse_points(value: object, *, field: str = "points") -> Fraction:
    """Read points written by :func:`points_value` (or typed by a person) back exactly.

    Accepts an ``int``, a ``float`` from a spreadsheet cell that is a whole number, a half,
    quarter, ... or the nearest float to a fraction whose denominator divides
    ``KNOWN_DENOMINATOR`` (``2.6666666666666665`` is 8/3: what the workbook writes in a
    fraction-formatted cell), and text such as ``"12"``, ``"+3"``, ``"-8/3"`` or ``"2.5"``
    (decimal text is converted exactly). A float that is no such fraction (``2.67``) is a
    rounded decimal and refused. Raises ``ValueError`` naming ``field`` otherwise.
    """
    if isinstance(value, bool):
        raise ValueError(
            Text("{field}: {value!r} is not a number; write a whole number or 8/3",
                 field=field, value=value)
        )
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        if value.is_integer():
            return Fraction(int(value))
        if math.isfinite(value) and (exact := _from_float(value)) is not None:
            return exact
        raise ValueError(
            Text(
                "{field}: {value!r} is a rounded decimal; write the exact value as a fraction "
                "such as 8/3",
                field=field,
                value=value,
            )
        )
    text = str(value).strip().replace("\u2212", "-")
    if (read := _READ_RE.match(text)) is not None:  # what points_text printed: "−30½", "2⅔"
        number = int(read.group(2) or 0) + _VULGAR_VALUES[read.group(3)]
        return -number if read.group(1) == "-" else number
    if re.fullmatch(r"[+-]?\d+ \d+/\d+", text):  # "2 2/7"
        negative = text.startswith("-")
        whole, part = text.lstrip("+-").split(" ")
        number = int(whole) + Fraction(part)
        return -number if negative else number
    if not text:
        raise ValueError(
            Text("{field}: empty; write a whole number or a fraction such as 8/3", field=field)
        )
    try:
        return Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise ValueError(
            Text(
                "{field}: {text!r} is not a number; write a whole number (12, -30) "
                "or an exact fraction (8/3)",
                field=field,
                text=text,
            )
        ) from None


def format_money(
    cents: int, currency: Currency | str = Currency.DOLLAR, language: str = "en"
) -> str:
    """Money from integer cents, the one way every screen, document and page writes it:
    English ``$1,234.50``, ``−$0.25``, ``€12.50``; German ``1.234,50 €``, ``−0,25 $`` (the
    sign after the amount, the separators swapped). The CSV writes plain numbers instead
    (``money_value``) and the workbook exact decimals with the currency in the number format."""
    sign = CURRENCY_SIGNS[Currency(currency)]
    minus = MINUS if cents < 0 else ""
    whole, rest = divmod(abs(cents), 100)
    if language == "de":
        return f"{minus}{whole:,}.{rest:02d}".translate(_GERMAN_SEPARATORS) + f" {sign}"
    return f"{minus}{sign}{whole:,}.{rest:02d}"


_GERMAN_SEPARATORS: Final = str.maketrans({",": ".", ".": ","})


def money_value(cents: int) -> str:
    """Money as a plain number for a CSV cell: ``1234.50``, ``-0.25`` (no sign, no thousands
    separator, so a spreadsheet reads it as a number in any currency)."""
    minus = "-" if cents < 0 else ""
    whole, rest = divmod(abs(cents), 100)
    return f"{minus}{whole}.{rest:02d}"


def parse_money(value: object, *, field: str = "amount") -> int:
    """Read ``"$1,234.50"``, ``"1234.5"`` or ``12`` (dollars) back to integer cents."""
    if isinstance(value, bool):
        raise ValueError(
            Text("{field}: {value!r} is not an amount; write it as $1,234.50",
                 field=field, value=value)
        )
    if isinstance(value, int):
        return value * 100
    text = str(value).strip().replace(" ", "")
    match = _MONEY_RE.match(text)
    if match is None:
        raise ValueError(
            Text("{field}: {text!r} is not an amount; write it as $1,234.50",
                 field=field, text=text)
        )
    minus = match.group(1) or match.group(2)
    dollars = int(match.group(3).replace(",", ""))
    cents = int((match.group(4) or "0").ljust(2, "0"))
    total = dollars * 100 + cents
    return -total if minus else total


def rank_words(rank: int, tied: bool) -> str | Text:
    """A rank as every reader prints it, the one wording of a shared place: ``"3"``, or when
    the player shares third place ``Text("T-{rank}")`` — "T-3" in English, "3 (geteilt)" in
    German. The event standings, the season table, the prize list, the screens and the web
    pages all word it here; each renders it in its language (``rank_label``,
    ``ui.formatting.rank_text``, the pages' ``r()``)."""
    return Text("T-{rank}", rank=rank) if tied else str(rank)


def rank_label(rank: int, tied: bool, language: str = "en") -> str:
    """The printed rank in ``language``: ``"3"``, ``"T-3"`` / ``"3 (geteilt)"``."""
    from sheepshead_scorer.exports.i18n import render

    return render(language, rank_words(rank, tied))


def sort_key(name: str) -> str:
    """Alphabetical order for names: case-insensitive, umlauts next to their base letter."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))
