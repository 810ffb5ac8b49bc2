"""Prize payout list: place, player, prize, amount, with the total paid out."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.platypus import Flowable, Paragraph, Spacer

from sheepshead_scorer.exports.formatting import format_money
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
from sheepshead_scorer.exports.rows import DocumentInfo, PrizeRow


def write_prizes_pdf(
    target: PdfTarget,
    info: DocumentInfo,
    prizes: Sequence[PrizeRow],
    *,
    title: str = "Prize payouts",
    progress: Progress | None = None,
) -> None:
    """The payout list the prize desk works from, with a "Received" column to sign."""
    reporter = ProgressReporter(progress, 3)
    reporter.report(0)
    body = [[p.place, p.player, p.description, format_money(p.amount_cents), ""] for p in prizes]
    total = sum(p.amount_cents for p in prizes)
    body.append(["", "Total paid out", "", format_money(total), ""])
    st = styles()
    story: list[Flowable] = [
        Paragraph(escape(title), st.title),
        Spacer(1, 6),
        data_table(
            ["Place", "Player", "Prize", "Amount", "Received (signature)"],
            body,
            frame_width(False),
            right={3},
            bold_rows={len(body) - 1},
            size=10,
        ),
    ]
    reporter.report(1)
    build_pdf(target, info, "Prize payouts", story, reporter=reporter)
