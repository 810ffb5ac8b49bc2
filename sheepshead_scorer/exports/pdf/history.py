"""A player's history: every event with date, rank, total and prize, plus career totals; for
league nights also the night's league points as the season table prints them ("(2)" for a
dropped night)."""

from __future__ import annotations

from fractions import Fraction

from reportlab.platypus import Flowable

from sheepshead_scorer.exports.formatting import format_money, points_text, rank_label
from sheepshead_scorer.exports.i18n import short_date, text
from sheepshead_scorer.exports.pdf.document import (
    PdfTarget,
    Progress,
    ProgressReporter,
    build_pdf,
    frame_width,
    heading,
)
from sheepshead_scorer.exports.pdf.tables import data_table
from sheepshead_scorer.exports.rows import DocumentInfo, PlayerHistory


def write_player_history_pdf(
    target: PdfTarget,
    info: DocumentInfo,
    history: PlayerHistory,
    *,
    progress: Progress | None = None,
    language: str = "en",
) -> None:
    """One player's record: an event per row and a bold total row; ``language`` ("en"/"de")
    sets the printed words, dates and the money's separators."""
    reporter = ProgressReporter.started(progress, 3)
    league = any(row.league is not None for row in history.rows)
    body = [
        [
            short_date(language, row.date),
            row.event,
            rank_label(row.rank, row.tied, language),
            str(row.played),
            points_text(row.total),
            format_money(row.prize_cents, info.currency, language) if row.prize_cents else "",
            *([row.league.text if row.league is not None else ""] if league else []),
        ]
        for row in history.rows
    ]
    total = sum((row.total for row in history.rows), Fraction(0))
    prizes = sum(row.prize_cents for row in history.rows)
    played = sum(row.played for row in history.rows)
    body.append(
        [
            "",
            text(language, "{count} events", count=len(history.rows)),
            "",
            str(played),
            points_text(total),
            format_money(prizes, info.currency, language),
            *([""] if league else []),
        ]
    )
    name = history.player + (f" (#{history.member_number})" if history.member_number else "")
    story: list[Flowable] = [
        *heading(text(language, "History of {name}", name=name)),
        data_table(
            [text(language, w) for w in ("Date", "Event", "Rank", "Hands", "Total", "Prize",
                                         *(("League points",) if league else ()))],
            body,
            frame_width(False),
            right={2, 3, 4, 5, 6},
            bold_rows={len(body) - 1},
        ),
    ]
    reporter.report(1)
    build_pdf(
        target, info, text(language, "Player history"), story, reporter=reporter,
        language=language,
    )
