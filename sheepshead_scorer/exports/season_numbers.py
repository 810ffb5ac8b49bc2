"""The season table in the numeric convention of every sheet and CSV.

The PDF, the screen and the website print the season as a person reads it ("T-4", "9½",
"(4)", "–", "-"); a spreadsheet needs numbers it can sort and add. The season workbook and
the season CSV therefore write, like the event workbook's Standings sheet:

* **Rank** a number, **Tied** "T" ("G" in German) on a shared place; a player not ranked
  yet (fewer nights than the season's minimum) has an empty Rank;
* **League points** and every night's points a number (``points_value``: ``9.5``; the
  workbook shows halves as ``9 1/2``); a night not played is an empty cell;
* after each night's points a **mark** column: "dropped" for a night left out under best N
  of M (the workbook also greys it), "not counted" for a night outside the league table,
  "*" when the night's place was decided by that night's tiebreak;
* the rules in words and a legend of these marks under the table (:func:`number_notes`);
* with the season's rating column on, **Rating** and **Rated hands** as numbers before the
  nights (both empty for a player with no rated hand).

Every value comes from the one ``SeasonTable`` the PDF prints, so the copies agree.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TextIO

from sheepshead_scorer import atomic_files
from sheepshead_scorer.exports.csv_export import BOM, GuardedWriter
from sheepshead_scorer.exports.formatting import points_value
from sheepshead_scorer.exports.i18n import render, text
from sheepshead_scorer.exports.season_rows import RATING_LEGEND, NightCell, SeasonTable
from sheepshead_scorer.exports.season_table import NOT_COUNTED, night_title, with_members
from sheepshead_scorer.text import Text

Value = int | float | str | None

DROPPED = "dropped"
#: The templates of the services' legend (``services.season_table.legend``) and what each
#: says in the numeric copies; a line missing here is printed as the PDF prints it.
_NUMERIC_LEGEND = {
    "- in Rank: fewer than {nights} nights played, not ranked yet.":
        "Rank empty: fewer than {nights} nights played, not ranked yet.",
    "– did not play that night.": "A night's points empty: did not play that night.",
    "(4) a dropped night: not in the league points.":
        "dropped in a night's mark column: a dropped night, not in the league points.",
    "A night marked 'not counted' is outside the league table.":
        "not counted in a night's mark column: the night is outside the league table.",
    RATING_LEGEND.template: (
        "Rating: the Sheepshead rating from every hand played, recomputed from all the hands "
        "in the database (every event, not only this season); Rated hands: the hands it rests "
        "on; both empty: no rated hand yet."
    ),
    (
        "* the night's place was decided by that night's tiebreak: picker wins, hands "
        "lost, best round on a night of hands; best round on a totals night."
    ): (
        "* in a night's mark column: the night's place was decided by that night's "
        "tiebreak: picker wins, hands lost, best round on a night of hands; best round on "
        "a totals night."
    ),
}
_GREY = "Dropped and not counted nights are grey in the workbook."


@dataclass(frozen=True)
class NumberColumn:
    """A column of the numeric season table: its title and whether it holds text."""

    title: str
    text: bool = False


def number_columns(table: SeasonTable, language: str = "en") -> list[NumberColumn]:
    """Rank, Tied, Player, [Member #], Nights, League points, Decided by, [Rating, Rated
    hands], then each night's points and its mark."""
    def word(english: str, is_text: bool = False) -> NumberColumn:
        return NumberColumn(text(language, english), is_text)

    columns = [word("Rank"), word("Tied", True), word("Player", True)]
    if with_members(table):
        columns.append(word("Member #", True))
    columns += [word("Nights"), word("League points"), word("Decided by", True)]
    if table.rating_column:
        columns += [word("Rating"), word("Rated hands")]
    for night in table.columns:
        title = night_title(night, language)
        columns += [
            NumberColumn(title),
            NumberColumn(text(language, "{night} mark", night=title), True),
        ]
    return columns


def number_header(table: SeasonTable, language: str = "en") -> list[str]:
    return [column.title for column in number_columns(table, language)]


def _mark(cell: NightCell, counts: bool, language: str) -> str | None:
    words = []
    if cell.attended and cell.score is not None and not cell.counted:
        words.append(text(language, DROPPED if counts else NOT_COUNTED))
    if cell.by_tiebreak:
        words.append("*")
    return " ".join(words) or None


def number_rows(table: SeasonTable, language: str = "en") -> list[list[Value]]:
    """The lines as cell values: numbers, text marks, ``None`` for an empty cell."""
    tied = text(language, "T")
    members = with_members(table)
    rows: list[list[Value]] = []
    for line in table.lines:
        row: list[Value] = [line.place, tied if line.tied and line.place else None,
                            line.player]
        if members:
            row.append(line.member_number or None)
        row += [line.nights, points_value(line.total),
                render(language, line.decided_by) or None]
        if table.rating_column:
            rated = line.rating is not None and line.rated_hands > 0
            row += [line.rating if rated else None, line.rated_hands if rated else None]
        for cell, night in zip(line.cells, table.columns, strict=True):
            score = cell.score if cell.attended else None
            row += [None if score is None else points_value(score),
                    _mark(cell, night.counts, language)]
        rows.append(row)
    return rows


def grey_cells(table: SeasonTable) -> set[tuple[int, int]]:
    """(row, column) of every night's points left out of the league points: the dropped
    nights and the nights that do not count (the PDF prints them grey too)."""
    first = len(number_columns(table)) - 2 * len(table.columns)
    return {
        (r, first + 2 * c)
        for r, line in enumerate(table.lines)
        for c, cell in enumerate(line.cells)
        if cell.attended and cell.score is not None and not cell.counted
    }


def number_notes(table: SeasonTable, language: str = "en", *, workbook: bool = False
                 ) -> list[str]:
    """The rules in words (as the PDF prints them), then the legend of the numeric copy."""
    notes = [render(language, rule) for rule in table.rules]
    if any(line.tied and line.place for line in table.lines):
        notes.append(text(language, "T in Tied: players share the place."))
    for line in table.legend:
        if isinstance(line, Text) and line.template in _NUMERIC_LEGEND:
            notes.append(text(language, _NUMERIC_LEGEND[line.template], **line.params))
        else:
            notes.append(render(language, line))
    if workbook and grey_cells(table):
        notes.append(text(language, _GREY))
    return notes


def write_season_csv(
    target: str | os.PathLike[str] | TextIO, table: SeasonTable, language: str = "en"
) -> None:
    """The season table as CSV (UTF-8 with BOM) in the numeric convention: the columns of
    the workbook's season sheet, then a blank line and the rules and legend, one per line.
    Every text cell is formula-guarded; numbers are written as numbers (``9.5``)."""
    def write(stream: TextIO) -> None:
        writer = GuardedWriter(stream)
        writer.writerow(number_header(table, language))
        writer.writerows(number_rows(table, language))
        notes = number_notes(table, language)
        if notes:
            writer.writerow([])
            writer.writerows([note] for note in notes)

    if isinstance(target, str | os.PathLike):
        with atomic_files.opened_text(target, encoding="utf-8-sig", newline="") as stream:
            write(stream)
    else:
        target.write(BOM)
        write(target)
