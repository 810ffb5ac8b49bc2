"""Statistics report PDF: the charts, each player's statistics and the hand summaries.

Same page frame as every other PDF (``document.build_pdf``: event, date and venue on top,
"Generated …" and "Page x of y" below, DejaVu Sans). Landscape, as the player table is wide.
Rates print as percentages with one decimal and averages with two (display rounding only: the
numbers handed in are exact). The charts are the very figures the Statistics screen shows
(``exports.charts``), placed as PNG images.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from reportlab.lib.units import inch
from reportlab.platypus import CondPageBreak, Flowable, Paragraph

from sheepshead_scorer.exports.charts import (
    ChartSeries,
    chart_image,
    running_score_figure,
    season_progression_figure,
)
from sheepshead_scorer.exports.formatting import points_text
from sheepshead_scorer.exports.i18n import render, text
from sheepshead_scorer.exports.pdf.document import (
    PdfTarget,
    Progress,
    ProgressReporter,
    build_pdf,
    escape,
    frame_height,
    frame_width,
    heading,
    styles,
)
from sheepshead_scorer.exports.pdf.tables import data_table
from sheepshead_scorer.exports.rows import DocumentInfo
from sheepshead_scorer.exports.words_rating import rating_short
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament.statistics import (
    EventSummary,
    HandSummary,
    PlayerStats,
    average_text,
    percent_text,
    rate,
)

PLAYER_HEADER = (
    "#", "Player", "Points", "Hands", "Picks", "Pick rate", "Picker wins", "Partner wins",
    "Schneiders", "Leasters won", "Avg / hand", "Best round", "Rating",
)
SUMMARY_HEADER = (
    "Session", "Round", "Table", "Hands", "Picks", "Picker won", "Leasters", "All-passes",
    "Misdeals", "Schneiders", "Points moved", "Avg moved / hand",
)


@dataclass(frozen=True)
class StatisticsDocument:
    """Everything the statistics report prints, as plain values.

    ``players`` pairs each name with its statistics (printed in the given order);
    ``running`` holds one running-score chart per session (its heading and lines);
    ``progression`` the season chart (event labels and one cumulative line per player).
    The title, chart headings and event labels may be :class:`Text` (printed in the
    report's language).
    """

    title: str | Text
    players: tuple[tuple[str, PlayerStats], ...]
    summary: EventSummary | None = None
    running: tuple[tuple[str | Text, tuple[ChartSeries, ...]], ...] = ()
    progression: tuple[tuple[str | Text, ...], tuple[ChartSeries, ...]] | None = None
    ratings: Mapping[int, tuple[int, int]] = field(default_factory=dict)
    """player id → (Sheepshead rating, the hands it rests on); a player missing has none."""


def _ratio(wins: int, tries: int) -> str:
    """``"3/4 (75.0%)"``, or an en dash when there was nothing to win."""
    if not tries:
        return "–"
    return f"{wins}/{tries} ({percent_text(rate(wins, tries))})"


def player_table_data(
    players: Sequence[tuple[str, PlayerStats]], language: str = "en",
    ratings: Mapping[int, tuple[int, int]] | None = None,
) -> tuple[list[str], list[list[str]], set[int]]:
    """Header, rows of text and right-aligned columns of the player statistics (the last
    column the Sheepshead rating with its hands, "—" for a player with no rated hand)."""
    body: list[list[str]] = []
    for number, (name, stats) in enumerate(players, start=1):
        counts = stats.hand_stats
        rating, rated = (ratings or {}).get(stats.player_id, (None, 0))
        body.append([
            str(number),
            name,
            points_text(stats.points),
            str(stats.hands) if counts else "–",
            str(stats.picks) if counts else "–",
            percent_text(stats.pick_rate) if counts else "–",
            _ratio(stats.picker_wins, stats.picks) if counts else "–",
            _ratio(stats.partner_wins, stats.partner_hands) if counts else "–",
            str(stats.schneiders) if counts else "–",
            str(stats.leasters_won) if counts else "–",
            average_text(stats.average_per_hand),
            "–" if stats.best_round is None else points_text(stats.best_round),
            rating_short(rating, rated, language),
        ])
    header = [text(language, word) for word in PLAYER_HEADER]
    return header, body, {0, *range(2, len(PLAYER_HEADER))}


def _summary_cells(row: HandSummary, language: str = "en") -> list[str]:
    where = ["", "", text(language, "All")] if row.table is None else [
        str(row.session), str(row.round), str(row.table)
    ]
    return [
        *where,
        str(row.hands),
        str(row.picks),
        percent_text(row.picker_win_rate),
        str(row.leasters),
        str(row.all_passes),
        str(row.misdeals),
        str(row.schneiders),
        points_text(row.points_moved),
        average_text(row.average_moved),
    ]


def summary_table_data(
    summary: EventSummary, language: str = "en"
) -> tuple[list[str], list[list[str]], set[int]]:
    """Header, rows (one per table, then the event total) and right-aligned columns."""
    body = [_summary_cells(row, language) for row in summary.tables]
    body.append(_summary_cells(summary.total, language))
    header = [text(language, word) for word in SUMMARY_HEADER]
    return header, body, set(range(len(SUMMARY_HEADER)))


def write_statistics_pdf(
    target: PdfTarget,
    info: DocumentInfo,
    document: StatisticsDocument,
    *,
    progress: Progress | None = None,
    language: str = "en",
) -> None:
    """Print the statistics report to ``target`` (a path or binary stream): the charts first
    (one per session, or the season's progression), then the player table, then the hand
    summaries per table with the event total. ``language`` ("en"/"de") sets the printed
    words, the title, the chart headings and the event labels."""
    charts = len(document.running) + (document.progression is not None)
    reporter = ProgressReporter.started(progress, charts + 3)
    st = styles()
    width = frame_width(True)
    chart_width = min(width, frame_height(True) * 2 * 0.85)
    story: list[Flowable] = [Paragraph(escape(render(language, document.title)), st.title)]
    done = 0
    if document.progression is not None:
        labels, lines = document.progression
        figure = season_progression_figure(lines, labels, language=language)
        story.append(chart_image(figure, chart_width))
        done += 1
        reporter.report(done)
    for chart_title, lines in document.running:
        story.append(CondPageBreak(chart_width / 2 + 10))
        figure = running_score_figure(lines, title=chart_title, language=language)
        story.append(chart_image(figure, chart_width))
        done += 1
        reporter.report(done)
    story.append(CondPageBreak(2 * inch))
    story += heading(
        text(language, "Players"),
        text(
            language,
            "Pick rate = picks per hand played; picker and partner wins = hands the "
            "picker's side won; schneiders = hands the player's side won with schneider "
            "or schwarz; rates rounded to one decimal.",
        ),
        text(
            language,
            "Rating = the Sheepshead rating from every hand played (in brackets the hands it "
            "rests on), recomputed from all the hands in the database; — no rated hand yet.",
        ),
        level="heading", space=4,
    )
    if document.players:
        header, body, right = player_table_data(document.players, language, document.ratings)
        story.append(data_table(header, body, width, right=right))
    else:
        story.append(Paragraph(escape(text(language, "No results yet.")), st.body))
    reporter.report(done + 1)
    if document.summary is not None:
        story.append(CondPageBreak(2 * inch))
        story += heading(
            text(language, "Hands per table"),
            text(
                language,
                "Leasters include mosters; all-passes are hands thrown in; points moved = "
                "what the losing side paid.",
            ),
            level="heading", space=4,
        )
        header, body, right = summary_table_data(document.summary, language)
        story.append(
            data_table(header, body, width, right=right, bold_rows=(len(body) - 1,))
        )
    reporter.report(done + 2)
    build_pdf(
        target, info, text(language, "Statistics"), story, wide=True, reporter=reporter,
        language=language,
    )
