"""Prize payout list: place, player, the player's finishing place and points in the event,
prize, amount, with the total paid out; an event with prize flights has a heading above the
overall prizes and above each flight's (so a place prize going to a lower finisher — the
players above took larger flight prizes — reads plainly)."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.platypus import Flowable

from sheepshead_scorer.exports.formatting import format_money, points_text
from sheepshead_scorer.exports.i18n import render, text
from sheepshead_scorer.exports.pdf.document import (
    PdfTarget,
    Progress,
    ProgressReporter,
    build_pdf,
    frame_width,
    heading,
)
from sheepshead_scorer.exports.pdf.tables import data_table
from sheepshead_scorer.exports.rows import DocumentInfo, PrizeRow
from sheepshead_scorer.text import Text


def write_prizes_pdf(
    target: PdfTarget,
    info: DocumentInfo,
    prizes: Sequence[PrizeRow],
    *,
    title: str | Text = "Prize payouts",
    progress: Progress | None = None,
    language: str = "en",
) -> None:
    """The payout list the prize desk works from, with a "Received" column to sign;
    ``language`` ("en"/"de") sets the printed words and the money's separators. ``title`` is
    ``EventPhase.prizes_title()``: "… if the event ended now (after session 1 of 3 — …)"
    until the event is closed."""
    reporter = ProgressReporter.started(progress, 3)
    def money(cents: int) -> str:
        return format_money(cents, info.currency, language)

    body: list[list[str]] = []
    headings: set[int] = set()
    flighted = any(p.flight for p in prizes)
    group: str | None = None
    for p in prizes:
        if flighted and p.flight != group:  # a heading above each flight's prizes
            group = p.flight
            headings.add(len(body))
            body.append(["", render(language, Text("Flight {name}", name=group))
                         if group else text(language, "Overall"), "", "", "", "", ""])
        body.append([
            render(language, p.place), p.player, render(language, p.finished),
            "" if p.points is None else points_text(p.points),
            render(language, p.description), money(p.amount_cents), "",
        ])
    total = sum(p.amount_cents for p in prizes)
    body.append(["", text(language, "Total paid out"), "", "", "", money(total), ""])
    story: list[Flowable] = [
        *heading(render(language, title) if isinstance(title, Text) else text(language, title)),
        data_table(
            [
                text(language, word)
                for word in ("Place", "Player", "Finished", "Total", "Prize", "Amount",
                             "Received (signature)")
            ],
            body,
            frame_width(False),
            right={2, 3, 5},
            bold_rows={len(body) - 1, *headings},
            size=10,
        ),
    ]
    reporter.report(1)
    build_pdf(
        target, info, text(language, "Prize payouts"), story, reporter=reporter,
        language=language,
    )
