"""One sheet = one Excel table: bold frozen header, table autofilter, number formats, fitted
widths. Sheets are written as XML directly (``excel.package``) so a 30,000-hand event stays
fast.

Values only, no formulas: user text is stored as a string cell even when it starts with ``=``;
a control character a workbook cannot hold (``\x01``) is written as U+FFFD.
Money is written as an exact decimal number (``Decimal``, never float) formatted ``$#,##0.00``.
Fractional points (``"227/3"`` from the rows) are numeric cells with a fraction number format
(``# ?/?``, shown ``75 2/3``), so a club's spreadsheet sorts and sums them;
``formatting.parse_points`` reads the float back to the exact fraction.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from fractions import Fraction
from typing import Any

from sheepshead_scorer.exports.excel.package import (
    DEFAULT,
    FRACTION_FORMATS,
    MONEY,
    RIGHT_TEXT,
    Package,
    Sheet,
    fraction_style,
    muted,
)
from sheepshead_scorer.exports.formatting import exact_as_number

#: The control characters no cell may hold (``openpyxl.cell.cell.ILLEGAL_CHARACTERS_RE``,
#: copied: the writer does not import openpyxl).
ILLEGAL_CHARACTERS_RE = re.compile(r"[\000-\010]|[\013-\014]|[\016-\037]")

#: Halves, quarters, … (floats already): shown as fractions too, ``32 1/2``.
HALVES_FORMAT = FRACTION_FORMATS[1]
HALVES_STYLE = fraction_style(HALVES_FORMAT)
#: How many data rows are measured to size the columns.
WIDTH_SAMPLE = 2000
MIN_WIDTH, MAX_WIDTH = 6, 50
MAX_SHEET_TITLE = 31
_BAD_SHEET_CHARS = re.compile(r"[\[\]:*?/\\]")


class Kind(StrEnum):
    """How a column's values are stored."""

    TEXT = "text"  # user text: always a string cell
    NUMBER = "number"  # int, or exact "8/3" text for fractional points
    MONEY = "money"  # int cents in, Decimal dollars out, $ format


@dataclass(frozen=True)
class SheetColumn:
    title: str
    kind: Kind = Kind.NUMBER


def fraction_cell(text: str) -> tuple[float, str] | None:
    """``"227/3"`` → ``(75.666…, "# ?/?")``: the number and a fraction format showing it
    exactly, when the float reads back to the same fraction (``parse_points``); else None."""
    try:
        exact = Fraction(text)
    except (ValueError, ZeroDivisionError):
        return None
    if exact.denominator == 1 or not exact_as_number(exact):
        return None
    digits = min(len(str(exact.denominator)), len(FRACTION_FORMATS))
    return exact.numerator / exact.denominator, FRACTION_FORMATS[digits - 1]


def money(cents: int) -> Decimal:
    """Exact dollars for an Excel cell: ``12345`` → ``Decimal("123.45")``."""
    return Decimal(cents).scaleb(-2)


def sheet_title(text: str, taken: set[str], *, suffix: str = "") -> str:
    """A valid, unique sheet name (≤ 31 characters, no ``[]:*?/\\``) based on ``text``.

    A long ``text`` is cut at a word where it can be (not mid-word), and ``suffix`` (such as
    " (not counted)") is kept whole after it.
    """
    room = MAX_SHEET_TITLE - len(suffix)
    base = _BAD_SHEET_CHARS.sub("-", text).strip("'") or "Sheet"
    if len(base) > room:
        cut = base[:room]
        space = cut.rfind(" ")
        base = (cut[:space] if space >= room // 2 else cut).rstrip(" -")
    base = base + suffix
    title, n = base, 2
    while title.casefold() in {t.casefold() for t in taken}:
        tag = f" ({n})"
        title, n = base[: MAX_SHEET_TITLE - len(tag)] + tag, n + 1
    taken.add(title)
    return title


def _display_len(value: Any) -> int:
    if value is None:
        return 0
    if isinstance(value, Decimal):
        return len(f"${value:,.2f}")
    return len(str(value))


def _unique_titles(columns: Sequence[SheetColumn]) -> list[SheetColumn]:
    """Excel tables need distinct column names: a repeated title gets " (2)", " (3)", ..."""
    seen: set[str] = set()
    unique = []
    for column in columns:
        title, n = column.title, 2
        while title.casefold() in seen:
            title, n = f"{column.title} ({n})", n + 1
        seen.add(title.casefold())
        unique.append(SheetColumn(title, column.kind))
    return unique


def write_table_sheet(
    workbook: Package,
    title: str,
    table_name: str,
    columns: Sequence[SheetColumn],
    rows: Iterable[Sequence[Any]],
    *,
    notes: Sequence[str] = (),
    grey: Collection[tuple[int, int]] = (),
) -> None:
    """Append a sheet holding ``rows`` as the Excel table ``table_name``.

    ``rows`` are raw values in column order: ``str``, ``int``, ``Decimal`` (money), a
    fraction text or float (points) or ``None``. Text columns are stored as strings whatever
    they start with (a cell is never a formula). ``notes`` are printed under the table, each
    in a cell of the first column, one empty row below the last row. ``grey`` cells
    (row index, column index into ``rows``) print grey italic in their own number format: a
    number left out of a total (a dropped league night) that still sorts and adds.
    """
    columns = _unique_titles(columns)
    body = rows if isinstance(rows, list) else list(rows)
    widths = [len(c.title) + 3 for c in columns]  # room for the filter button
    for row in body[:WIDTH_SAMPLE]:
        for i, value in enumerate(row):
            widths[i] = max(widths[i], _display_len(value) + 1)
    kinds = [c.kind for c in columns]
    fractions: dict[str, tuple[Any, int]] = {}  # "227/3" → its cell, worked out once

    def number_cell(value: Any) -> tuple[Any, int]:
        if value.__class__ is float and not value.is_integer():
            return value, HALVES_STYLE
        if value.__class__ is str:
            cell = fractions.get(value)
            if cell is None:
                number = fraction_cell(value)
                cell = fractions[value] = (
                    (value, RIGHT_TEXT) if number is None
                    else (number[0], fraction_style(number[1]))
                )
            return cell
        return value, DEFAULT

    def text_cell(value: Any) -> tuple[Any, int]:
        if value.__class__ is str and ILLEGAL_CHARACTERS_RE.search(value):
            value = ILLEGAL_CHARACTERS_RE.sub("\ufffd", value)
        return value, DEFAULT

    def money_cell(value: Any) -> tuple[Any, int]:
        return value, MONEY

    convert = {Kind.NUMBER: number_cell, Kind.TEXT: text_cell, Kind.MONEY: money_cell}
    converters = [convert[kind] for kind in kinds]
    empty = (None, DEFAULT)

    sheet = Sheet(
        title=title, table_name=table_name, header=[c.title for c in columns],
        widths=[min(MAX_WIDTH, max(MIN_WIDTH, w)) for w in widths],
        rows=[[empty if value is None else to_cell(value)
               for to_cell, value in zip(converters, row, strict=True)] for row in body],
        notes=[text_cell(note)[0] for note in notes],
    )
    for r, c in grey:
        value, style = sheet.rows[r][c]
        sheet.rows[r][c] = (value, muted(style))
    workbook.sheets.append(sheet)
