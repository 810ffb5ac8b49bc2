"""One sheet = one Excel table: bold frozen header, table autofilter, number formats, fitted
widths. Sheets are written in openpyxl's write-only mode so a 30,000-hand event stays fast.

Values only, no formulas: user text is stored as a string cell even when it starts with ``=``;
a control character a workbook cannot hold (``\x01``) is written as U+FFFD.
Money is written as an exact decimal number (``Decimal``, never float) formatted ``$#,##0.00``.
Fractional points (``"227/3"`` from the rows) are numeric cells with a fraction number format
(``# ?/?``, shown ``75 2/3``), so a club's spreadsheet sorts and sums them;
``formatting.parse_points`` reads the float back to the exact fraction.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from fractions import Fraction
from typing import Any

from openpyxl.cell import WriteOnlyCell
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE
from openpyxl.styles import Alignment, Font
from openpyxl.utils import get_column_letter
from openpyxl.workbook import Workbook
from openpyxl.worksheet.filters import AutoFilter
from openpyxl.worksheet.table import Table, TableColumn, TableStyleInfo

from sheepshead_scorer.exports.formatting import exact_as_number

MONEY_FORMAT = '"$"#,##0.00;-"$"#,##0.00'
#: Halves, quarters, … (floats already): shown as fractions too, ``32 1/2``.
HALVES_FORMAT = "# ??/??"
TABLE_STYLE = "TableStyleMedium2"
#: How many data rows are measured to size the columns.
WIDTH_SAMPLE = 2000
MIN_WIDTH, MAX_WIDTH = 6, 50
_BAD_SHEET_CHARS = re.compile(r"[\[\]:*?/\\]")


class Kind(StrEnum):
    """How a column's values are stored."""

    TEXT = "text"  # user text: always a string cell
    NUMBER = "number"  # int, or exact "8/3" text for fractional points
    MONEY = "money"  # int cents in, Decimal dollars out, $ format


@dataclass(frozen=True)
class Column:
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
    digits = "?" * len(str(exact.denominator))
    return exact.numerator / exact.denominator, f"# {digits}/{digits}"


def money(cents: int) -> Decimal:
    """Exact dollars for an Excel cell: ``12345`` → ``Decimal("123.45")``."""
    return Decimal(cents).scaleb(-2)


def sheet_title(text: str, taken: set[str]) -> str:
    """A valid, unique sheet name (≤ 31 characters, no ``[]:*?/\\``) based on ``text``."""
    base = _BAD_SHEET_CHARS.sub("-", text).strip("'") or "Sheet"
    base = base[:31]
    title, n = base, 2
    while title.casefold() in {t.casefold() for t in taken}:
        suffix = f" ({n})"
        title, n = base[: 31 - len(suffix)] + suffix, n + 1
    taken.add(title)
    return title


def _display_len(value: Any) -> int:
    if value is None:
        return 0
    if isinstance(value, Decimal):
        return len(f"${value:,.2f}")
    return len(str(value))


def _unique_titles(columns: Sequence[Column]) -> list[Column]:
    """Excel tables need distinct column names: a repeated title gets " (2)", " (3)", ..."""
    seen: set[str] = set()
    unique = []
    for column in columns:
        title, n = column.title, 2
        while title.casefold() in seen:
            title, n = f"{column.title} ({n})", n + 1
        seen.add(title.casefold())
        unique.append(Column(title, column.kind))
    return unique


def write_table_sheet(
    workbook: Workbook,
    title: str,
    table_name: str,
    columns: Sequence[Column],
    rows: Iterable[Sequence[Any]],
) -> None:
    """Append a sheet holding ``rows`` as the Excel table ``table_name``.

    ``rows`` are raw values in column order: ``str``, ``int``, ``Decimal`` (money) or
    ``None``. Text columns are stored as strings whatever they start with.
    """
    ws = workbook.create_sheet(title)
    columns = _unique_titles(columns)
    body = rows if isinstance(rows, list) else list(rows)
    widths = [len(c.title) + 3 for c in columns]  # room for the filter button
    for row in body[:WIDTH_SAMPLE]:
        for i, value in enumerate(row):
            widths[i] = max(widths[i], _display_len(value) + 1)
    for i, width in enumerate(widths, start=1):
        ws.column_dimensions[get_column_letter(i)].width = min(MAX_WIDTH, max(MIN_WIDTH, width))
    ws.freeze_panes = "A2"

    bold = Font(bold=True)
    header = []
    for column in columns:
        cell = WriteOnlyCell(ws, value=column.title)
        cell.data_type = "s"
        cell.font = bold
        cell.alignment = Alignment(horizontal="center")
        header.append(cell)
    ws.append(header)

    money_cols = [i for i, c in enumerate(columns) if c.kind is Kind.MONEY]
    text_cols = [i for i, c in enumerate(columns) if c.kind is Kind.TEXT]
    number_cols = [i for i, c in enumerate(columns) if c.kind is Kind.NUMBER]
    right = Alignment(horizontal="right")
    for row in body:
        values: list[Any] = list(row)
        for i in number_cols:  # fractional points ("227/3") as numbers in fraction format
            value = values[i]
            if isinstance(value, float) and not value.is_integer():
                cell = WriteOnlyCell(ws, value=value)
                cell.number_format = HALVES_FORMAT
                values[i] = cell
            elif isinstance(value, str):
                number = fraction_cell(value)
                cell = WriteOnlyCell(ws, value=value if number is None else number[0])
                if number is None:
                    cell.data_type = "s"
                    cell.alignment = right
                else:
                    cell.number_format = number[1]
                values[i] = cell
        for i in text_cols:
            value = values[i]
            if isinstance(value, str):
                if ILLEGAL_CHARACTERS_RE.search(value):
                    value = ILLEGAL_CHARACTERS_RE.sub("\ufffd", value)
                if value.startswith("="):
                    cell = WriteOnlyCell(ws, value=value)
                    cell.data_type = "s"
                    value = cell
                values[i] = value
        for i in money_cols:
            if values[i] is not None:
                cell = WriteOnlyCell(ws, value=values[i])
                cell.number_format = MONEY_FORMAT
                values[i] = cell
        ws.append(values)

    ref = f"A1:{get_column_letter(len(columns))}{max(len(body), 1) + 1}"
    if not body:  # an Excel table needs a data row
        ws.append([None] * len(columns))
    table = Table(displayName=table_name, ref=ref)
    table.tableColumns = [TableColumn(id=i, name=c.title) for i, c in enumerate(columns, 1)]
    table.autoFilter = AutoFilter(ref=ref)
    table.tableStyleInfo = TableStyleInfo(name=TABLE_STYLE, showRowStripes=True)
    with warnings.catch_warnings():
        # openpyxl always warns in write-only mode; the columns are set above.
        warnings.filterwarnings("ignore", "In write-only mode you must add table columns")
        ws.add_table(table)
