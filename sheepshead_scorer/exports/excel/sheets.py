"""One sheet = one Excel table: bold frozen header, table autofilter, number formats, fitted
widths. Sheets are written in openpyxl's write-only mode so a 30,000-hand event stays fast.

Values only, no formulas: user text is stored as a string cell even when it starts with ``=``.
Money is written as an exact decimal number (``Decimal``, never float) formatted ``$#,##0.00``.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Alignment, Font
from openpyxl.utils import get_column_letter
from openpyxl.workbook import Workbook
from openpyxl.worksheet.filters import AutoFilter
from openpyxl.worksheet.table import Table, TableColumn, TableStyleInfo

MONEY_FORMAT = '"$"#,##0.00;-"$"#,##0.00'
TABLE_STYLE = "TableStyleMedium2"
#: How many data rows are measured to size the columns.
WIDTH_SAMPLE = 2000
MIN_WIDTH, MAX_WIDTH = 6, 50
#: Sheets with more columns than this print in landscape.
PORTRAIT_MAX_COLUMNS = 8
MAX_SHEET_TITLE = 31
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
    *,
    notes: Sequence[str] = (),
) -> None:
    """Append a sheet holding ``rows`` as the Excel table ``table_name``.

    ``rows`` are raw values in column order: ``str``, ``int``, ``Decimal`` (money) or
    ``None``. Text columns are stored as strings whatever they start with. ``notes`` (a
    legend, what the sheet is) follow the table after a blank row, as text.

    Print setup: fit to the page width, the header row repeated on every page, landscape
    when the sheet has more than ``PORTRAIT_MAX_COLUMNS`` columns.
    """
    ws = workbook.create_sheet(title)
    ws.print_title_rows = "1:1"
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    if len(columns) > PORTRAIT_MAX_COLUMNS:
        ws.page_setup.orientation = "landscape"
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
        for i in number_cols:  # exact fractional points ("65/2") line up with the numbers
            if isinstance(values[i], str):
                cell = WriteOnlyCell(ws, value=values[i])
                cell.data_type = "s"
                cell.alignment = right
                values[i] = cell
        for i in text_cols:
            value = values[i]
            if isinstance(value, str) and value.startswith("="):
                cell = WriteOnlyCell(ws, value=value)
                cell.data_type = "s"
                values[i] = cell
        for i in money_cols:
            if values[i] is not None:
                cell = WriteOnlyCell(ws, value=values[i])
                cell.number_format = MONEY_FORMAT
                values[i] = cell
        ws.append(values)

    ref = f"A1:{get_column_letter(len(columns))}{max(len(body), 1) + 1}"
    if not body:  # an Excel table needs a data row
        ws.append([None] * len(columns))
    if notes:
        ws.append([])
        for note in notes:
            cell = WriteOnlyCell(ws, value=note)
            cell.data_type = "s"
            ws.append([cell])
    table = Table(displayName=table_name, ref=ref)
    table.tableColumns = [TableColumn(id=i, name=c.title) for i, c in enumerate(columns, 1)]
    table.autoFilter = AutoFilter(ref=ref)
    table.tableStyleInfo = TableStyleInfo(name=TABLE_STYLE, showRowStripes=True)
    with warnings.catch_warnings():
        # openpyxl always warns in write-only mode; the columns are set above.
        warnings.filterwarnings("ignore", "In write-only mode you must add table columns")
        ws.add_table(table)
