"""Turning one raw cell into a value, with the message a director needs when it is wrong.

Every function raises ``ValueError(Text(...))`` with a message that says what is wrong and how
to fix it; the importers turn that into an ``ImportProblem`` for the row and column.
"""

from __future__ import annotations

import datetime as dt
import re
from fractions import Fraction

from sheepshead_scorer.exports.cells import csv_unescape
from sheepshead_scorer.exports.formatting import parse_points
from sheepshead_scorer.exports.importers.reading import Cell, Formula
from sheepshead_scorer.text import Text

MAX_NAME = 80
_SPACES = re.compile(r"\s+")


def text(value: Cell | Formula, *, from_csv: bool) -> str:
    """The cell as text ('' when blank); refuses formulas."""
    if isinstance(value, Formula):
        raise ValueError(
            Text(
                "is a formula; import plain values only (in Excel: copy, then Paste Special → "
                "Values) and try again"
            )
        )
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    result = str(value).strip()
    if from_csv:
        if result.startswith("="):
            raise ValueError(
                Text(
                    "starts with '=' like a spreadsheet formula; if it really is text, "
                    "write it as '= … (with a leading apostrophe)"
                )
            )
        result = csv_unescape(result)
    return result


def name(value: Cell | Formula, *, from_csv: bool, required: bool = True) -> str:
    """A player or event name: spaces collapsed, at most ``MAX_NAME`` characters, no ';'."""
    result = _SPACES.sub(" ", text(value, from_csv=from_csv))
    if required and not result:
        raise ValueError(Text("is empty; every row needs a name"))
    if len(result) > MAX_NAME:
        raise ValueError(
            Text(
                "is {length} characters long; at most {limit} are allowed",
                length=len(result),
                limit=MAX_NAME,
            )
        )
    if ";" in result:
        raise ValueError(Text("contains ';', which separates names in hand logs; remove it"))
    return result


def whole(value: Cell | Formula, *, from_csv: bool, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``."""
    raw = text(value, from_csv=from_csv)
    try:
        number = int(raw)
    except ValueError:
        raise ValueError(
            Text("is not a whole number; write a number from {low} to {high}", low=low, high=high)
        ) from None
    if not low <= number <= high:
        raise ValueError(
            Text("is out of range; write a number from {low} to {high}", low=low, high=high)
        )
    return number


def optional_whole(value: Cell | Formula, *, from_csv: bool, low: int, high: int) -> int | None:
    if text(value, from_csv=from_csv) == "":
        return None
    return whole(value, from_csv=from_csv, low=low, high=high)


def points(value: Cell | Formula, *, from_csv: bool) -> Fraction:
    """Exact points (``Fraction``) from 12, -30, "8/3" or "2.5"."""
    raw: object = value
    if not isinstance(value, int | float) or isinstance(value, bool):
        raw = text(value, from_csv=from_csv)
    try:
        return parse_points(raw)
    except ValueError:
        if isinstance(raw, str) and _DECIMAL_COMMA.match(raw.strip()):
            raise ValueError(
                Text(
                    "has a decimal comma; write {fixed} (with a point) or the exact "
                    "fraction (3/2)",
                    fixed=raw.strip().replace(",", "."),
                )
            ) from None
        raise ValueError(
            Text("is not a number; write a whole number (12, -30) or an exact fraction (8/3)")
        ) from None


_DECIMAL_COMMA = re.compile(r"^[+-]?[0-9]+,[0-9]+$")


_DATE_FORMATS = ("%Y-%m-%d", "%d.%m.%Y", "%d.%m.%y", "%m/%d/%Y", "%m/%d/%y")


def date(value: Cell | Formula, *, from_csv: bool) -> dt.date:
    """A date: a spreadsheet date, 2026-03-01, 01.03.2026 (German) or 3/1/2026 (US)."""
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    raw = text(value, from_csv=from_csv)
    for pattern in _DATE_FORMATS:
        try:
            return dt.datetime.strptime(raw, pattern).date()
        except ValueError:
            continue
    raise ValueError(Text("is not a date; write it as 2026-03-01, 01.03.2026 or 3/1/2026"))
