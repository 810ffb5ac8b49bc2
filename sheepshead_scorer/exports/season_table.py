"""Rendering the season table (``season_rows.SeasonTable``) the same way everywhere.

:func:`season_header` and :func:`season_text_rows` give the header and the cells as text;
the PDF prints them, the screen and the league website show them — so every copy a person
reads agrees row by row. The workbook and the CSV write the same table as numbers
(``season_numbers``). The money list's CSV is here.
"""

from __future__ import annotations

import csv
import os
import re
from typing import TextIO

from sheepshead_scorer import atomic_files
from sheepshead_scorer.exports.cells import csv_safe
from sheepshead_scorer.exports.formatting import format_money, money_value
from sheepshead_scorer.exports.i18n import render, text
from sheepshead_scorer.exports.season_rows import (
    NightColumn,
    SeasonLine,
    SeasonMoney,
    SeasonTable,
    league_points_text,
)
from sheepshead_scorer.exports.words_rating import rating_short

_WHOLE = re.compile(r"-?\d+")
_DECIMAL = re.compile(r"-?\d+\.\d\d")  # a plain sum of money (``money_value``)

#: The fixed columns before the nights (catalogue words).
FIXED_COLUMNS = ("Rank", "Player", "Nights", "League points", "Decided by")
NOT_COUNTED = "not counted"


def with_members(table: SeasonTable) -> bool:
    return any(line.member_number for line in table.lines)


def night_title(column: NightColumn, language: str = "en") -> str:
    """A night's column title: "09-01 Night 1", "09-22 Night 4 (not counted)"."""
    title = render(language, column.label)
    if not column.counts:
        title += f" ({text(language, NOT_COUNTED)})"
    return title


def season_header(table: SeasonTable, language: str = "en") -> list[str]:
    """Rank, Player, [Member #], Nights, League points, Decided by, [Rating], the nights."""
    words = list(FIXED_COLUMNS)
    if with_members(table):
        words.insert(2, "Member #")
    if table.rating_column:
        words.append("Rating")
    return [text(language, w) for w in words] + [night_title(c, language) for c in table.columns]


def line_cells(table: SeasonTable, line: SeasonLine, language: str = "en") -> list[str]:
    """One line as text, in :func:`season_header`'s order."""
    cells = [render(language, line.label), line.player]
    if with_members(table):
        cells.append(line.member_number)
    cells += [
        str(line.nights),
        league_points_text(line.total),
        render(language, line.decided_by) if line.decided_by else "",
    ]
    if table.rating_column:
        cells.append(rating_short(line.rating, line.rated_hands, language))
    cells += [cell.text for cell in line.cells]
    return cells


def season_text_rows(table: SeasonTable, language: str = "en") -> list[list[str]]:
    return [line_cells(table, line, language) for line in table.lines]


def season_notes(table: SeasonTable, language: str = "en") -> list[str]:
    """The rules in words, then the legend: printed under the title of every copy."""
    return [render(language, note) for note in (*table.rules, *table.legend)]


def _csv_cell(value: str) -> object:
    """A money list's cell for the CSV: whole numbers and plain sums of money as numbers,
    other text injection-safe."""
    if _WHOLE.fullmatch(value):
        return int(value)
    if _DECIMAL.fullmatch(value):
        return value  # a number, not a formula
    return csv_safe(value)


MONEY_COLUMNS = (
    "Night", "Players", "Fees due", "Fees paid", "Fees owed", "Prizes paid", "Balance",
    "Not paid",
)


def money_text_rows(
    money_list: SeasonMoney, language: str = "en", *, plain: bool = False
) -> list[list[str]]:
    """The money list as text, the season's totals last: the PDF's and the screen's cells in
    the season's currency (``plain=False``), the CSV's as plain numbers (``plain=True``)."""
    def cash(cents: int) -> str:
        if plain:
            return money_value(cents)
        return format_money(cents, money_list.info.currency, language)

    rows = [
        [
            render(language, r.night), str(r.players), cash(r.fees_due_cents),
            cash(r.fees_paid_cents), cash(r.fees_owed_cents), cash(r.prizes_cents),
            cash(r.balance_cents), ", ".join(r.owing),
        ]
        for r in money_list.rows
    ]
    due, paid, owed, prizes = money_list.totals
    rows.append(
        [text(language, "Season"), "", cash(due), cash(paid), cash(owed), cash(prizes),
         cash(paid - prizes), ""]
    )
    return rows


def write_money_csv(
    target: str | os.PathLike[str] | TextIO, money_list: SeasonMoney, language: str = "en"
) -> None:
    """The money list as CSV (UTF-8 with BOM), the season's totals on the last line."""
    def write(stream: TextIO) -> None:
        writer = csv.writer(stream, lineterminator="\r\n")
        writer.writerow([text(language, w) for w in MONEY_COLUMNS])
        writer.writerows(
            [_csv_cell(v) for v in row]
            for row in money_text_rows(money_list, language, plain=True)
        )

    if isinstance(target, str | os.PathLike):
        with atomic_files.opened_text(target, encoding="utf-8-sig", newline="") as stream:
            write(stream)
    else:
        target.write("\ufeff")
        write(target)
