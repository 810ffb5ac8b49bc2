"""A player's history: every event with date, rank, total and prize, plus career totals."""

from __future__ import annotations

from fractions import Fraction

from reportlab.platypus import Flowable, Paragraph, Spacer

from sheepshead_scorer.exports.formatting import format_money, points_text, rank_label
from sheepshead_scorer.exports.pdf.document import (
    PdfTarget,
    Progress,
    ProgressReporter,
    build_pdf,
    escape,
    frame_width,
    styles,
)
from sheepshead_scorer.exports.pdf.tables import data_table
from sheepshead_scorer.exports.rows import DocumentInfo, PlayerHistory


def write_player_history_pdf(
    target: PdfTarget,
    info: DocumentInfo,
    history: PlayerHistory,
    *,
    progress: Progress | None = None,
) -> None:
    """One player's record: an event per row and a bold total row."""
    reporter = ProgressReporter(progress, 3)
    reporter.report(0)
    body = [
        [
            f"{row.date:%Y-%m-%d}",
            row.event,
            rank_label(row.rank, row.tied),
            str(row.played),
            points_text(row.total),
            format_money(row.prize_cents) if row.prize_cents else "",
        ]
        for row in history.rows
    ]
    total = sum((row.total for row in history.rows), Fraction(0))
    prizes = sum(row.prize_cents for row in history.rows)
    played = sum(row.played for row in history.rows)
    body.append(
        [
            "",
            f"{len(history.rows)} events",
            "",
            str(played),
            points_text(total),
            format_money(prizes),
        ]
    )
    name = history.player + (f" (#{history.member_number})" if history.member_number else "")
    st = styles()
    story: list[Flowable] = [
        Paragraph(escape(f"History of {name}"), st.title),
        Spacer(1, 6),
        data_table(
            ["Date", "Event", "Rank", "Hands", "Total", "Prize"],
            body,
            frame_width(False),
            right={2, 3, 4, 5},
            bold_rows={len(body) - 1},
        ),
    ]
    reporter.report(1)
    build_pdf(target, info, "Player history", story, reporter=reporter)
