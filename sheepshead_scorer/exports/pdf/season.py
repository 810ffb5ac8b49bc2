"""The season table PDF: per-night columns, dropped nights in brackets (grey), the rules in
words and a legend under the title — the cells of ``season_table.season_text_rows``, the
same the screen, the CSV and the workbook show. Landscape when the nights make it wide."""

from __future__ import annotations

from reportlab.platypus import Flowable, Paragraph

from sheepshead_scorer.exports.i18n import render, text
from sheepshead_scorer.exports.page import landscape
from sheepshead_scorer.exports.pdf.document import (
    PdfTarget,
    Progress,
    ProgressReporter,
    build_pdf,
    escape,
    frame_width,
    heading,
    styles,
)
from sheepshead_scorer.exports.pdf.tables import data_table
from sheepshead_scorer.exports.season_rows import SeasonTable
from sheepshead_scorer.exports.season_table import (
    season_header,
    season_notes,
    season_text_rows,
    with_members,
)


def write_season_pdf(
    target: PdfTarget,
    table: SeasonTable,
    *,
    progress: Progress | None = None,
    language: str = "en",
) -> None:
    """Print the season table to ``target`` (a path or binary stream) in ``language``."""
    reporter = ProgressReporter.started(progress, 3)
    header = season_header(table, language)
    body = season_text_rows(table, language)
    wide = landscape(len(header))
    scope_title = text(language, "Season standings")
    title = f"{scope_title} — {render(language, table.title)}"
    story: list[Flowable] = heading(title, *season_notes(table, language))
    first_night = len(header) - len(table.columns)
    if body:
        dropped = {
            r: [first_night + c for c, cell in enumerate(line.cells)
                if cell.attended and not cell.counted]
            for r, line in enumerate(table.lines)
        }
        numbers = 3 if with_members(table) else 2
        right = {0, *range(numbers, numbers + 2), *range(first_night, len(header))}
        if table.rating_column:  # the rating, just before the nights
            right.add(first_night - 1)
        story.append(data_table(header, body, frame_width(wide), right=right, muted=dropped))
    else:
        story.append(Paragraph(escape(text(language, "No results yet.")), styles().body))
    reporter.report(1)
    build_pdf(target, table.info, scope_title, story, wide=wide, reporter=reporter,
              language=language)
