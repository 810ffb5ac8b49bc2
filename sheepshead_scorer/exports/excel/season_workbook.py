"""The season workbook: the season table (the PDF's table, in numbers: the columns of the
season CSV), the treasurer's money list, then one standings sheet per night.

Every sheet prints fitted to the page width with its header row repeated (landscape when
wide). A night that does not count toward the league says so in its sheet name and under its
table; a totals night has no "Hands" column (it counts no hands).
"""

from __future__ import annotations

from typing import Any

from sheepshead_scorer.exports.excel.sheets import Kind, SheetColumn, money, sheet_title
from sheepshead_scorer.exports.excel.sheets import write_table_sheet as table_sheet
from sheepshead_scorer.exports.excel.workbooks import (
    Progress,
    XlsxTarget,
    new_workbook,
    save,
    standings_columns,
    standings_values,
)
from sheepshead_scorer.exports.i18n import check_language, render, text
from sheepshead_scorer.exports.season_numbers import (
    grey_cells,
    number_columns,
    number_notes,
    number_rows,
)
from sheepshead_scorer.exports.season_rows import SeasonExport, SeasonMoney, SeasonTable
from sheepshead_scorer.exports.season_table import NOT_COUNTED


def _season_sheet(workbook: Any, title: str, table: SeasonTable, language: str) -> None:
    """The season table in the numeric convention (``season_numbers``): numeric Rank and a
    Tied column, league and night points as numbers (halves shown ``9 1/2``), a mark column
    after each night, the dropped nights grey; the rules and the legend under it."""
    columns = [
        SheetColumn(c.title, Kind.TEXT if c.text else Kind.NUMBER)
        for c in number_columns(table, language)
    ]
    table_sheet(
        workbook, title, "SeasonStandings", columns, number_rows(table, language),
        notes=number_notes(table, language, workbook=True), grey=grey_cells(table),
    )


def _money_sheet(workbook: Any, title: str, money_list: SeasonMoney, language: str) -> None:
    def tr(word: str) -> str:
        return text(language, word)

    columns = [
        SheetColumn(tr("Night"), Kind.TEXT), SheetColumn(tr("Players")),
        SheetColumn(tr("Fees due"), Kind.MONEY), SheetColumn(tr("Fees paid"), Kind.MONEY),
        SheetColumn(tr("Fees owed"), Kind.MONEY), SheetColumn(tr("Prizes paid"), Kind.MONEY),
        SheetColumn(tr("Balance"), Kind.MONEY), SheetColumn(tr("Not paid"), Kind.TEXT),
    ]
    rows = [
        [
            render(language, r.night), r.players, money(r.fees_due_cents),
            money(r.fees_paid_cents), money(r.fees_owed_cents), money(r.prizes_cents),
            money(r.balance_cents), ", ".join(r.owing) or None,
        ]
        for r in money_list.rows
    ]
    due, paid, owed, prizes = money_list.totals
    rows.append(
        [tr("Season"), None, money(due), money(paid), money(owed), money(prizes),
         money(paid - prizes), None]
    )
    table_sheet(workbook, title, "SeasonMoney", columns, rows)


def write_season_workbook(
    target: XlsxTarget,
    season: SeasonExport,
    *,
    progress: Progress | None = None,
    language: str = "en",
) -> None:
    """Write the season table, the money list and every night's standings, one sheet each,
    in ``language`` ("en"/"de")."""
    check_language(language)
    total = len(season.events) + 2
    if progress:
        progress(0, total)
    league = render(language, season.info.event)
    workbook = new_workbook(
        f"{league} — {text(language, 'season')}", league, season.info.currency
    )
    taken: set[str] = set()
    _season_sheet(
        workbook, sheet_title(text(language, "Season standings"), taken), season.table,
        language,
    )
    if season.money is not None:
        _money_sheet(workbook, sheet_title(text(language, "Money"), taken), season.money,
                     language)
    counted = season.counted or (True,) * len(season.events)
    for n, (event, counts) in enumerate(zip(season.events, counted, strict=True), start=1):
        # A night's sheet is named by day and month (one season) and the night's name, so
        # "09-22 Night 4 (not counted)" fits Excel's 31 characters.
        day = event.info.date
        when = f"{day:%d.%m.}" if language == "de" else f"{day:%m-%d}"
        name = f"{when} {render(language, event.info.event)}"
        suffix = "" if counts else f" ({text(language, NOT_COUNTED)})"
        notes = [] if counts else [
            text(language, "This night does not count toward the league table.")
        ]
        table_sheet(
            workbook, sheet_title(name, taken, suffix=suffix), f"Event{n}Standings",
            standings_columns(event.standings, language),
            standings_values(event.standings, language), notes=notes,
        )
        if progress:
            progress(n, total)
    save(workbook, target)
    if progress:
        progress(total, total)

