"""Exact formatting and parsing of points, money and ranks, shared by every export and importer.

Points are :class:`fractions.Fraction`. A whole number is written as an ``int`` (``12``, ``-30``);
anything else as the exact fraction text ``"8/3"`` or ``"-8/3"`` — never as a rounded decimal, so
an exported log imports back to the very same numbers. Money is an ``int`` number of cents and
prints as ``"$1,234.50"`` (``"-$5.00"`` when negative).
"""

from __future__ import annotations

import re
from fractions import Fraction

from sheepshead_scorer.text import Text

_MONEY_RE = re.compile(r"^(-)?\$?(-)?([0-9][0-9,]*)(?:\.([0-9]{1,2}))?$")


def points_value(points: Fraction) -> int | str:
    """The cell value for ``points``: an ``int`` when whole, else exact text such as ``"8/3"``."""
    if points.denominator == 1:
        return points.numerator
    return f"{points.numerator}/{points.denominator}"


def points_text(points: Fraction) -> str:
    """``points`` as printed text: ``"12"``, ``"-30"`` or ``"8/3"``."""
    return str(points_value(points))


def parse_points(value: object, *, field: str = "points") -> Fraction:
    """Read points written by :func:`points_value` (or typed by a person) back exactly.

    Accepts an ``int``, a whole ``float`` from a spreadsheet cell, and text such as ``"12"``,
    ``"+3"``, ``"-8/3"`` or ``"2.5"`` (decimal text is converted exactly). Raises ``ValueError``
    naming ``field`` otherwise.
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
        raise ValueError(
            Text(
                "{field}: {value!r} is a rounded decimal; write the exact value as a fraction "
                "such as 8/3",
                field=field,
                value=value,
            )
        )
    text = str(value).strip().replace("\u2212", "-")
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


def format_money(cents: int) -> str:
    """``123450`` → ``"$1,234.50"``; ``-500`` → ``"-$5.00"``."""
    sign = "-" if cents < 0 else ""
    dollars, rest = divmod(abs(cents), 100)
    return f"{sign}${dollars:,}.{rest:02d}"


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


def rank_label(rank: int, tied: bool) -> str:
    """The printed rank: ``"3"``, or ``"T-3"`` when the player shares third place."""
    return f"T-{rank}" if tied else str(rank)
