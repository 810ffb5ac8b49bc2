"""The treasurer's season money list as a PDF: per night the players, fees due, paid and
owed, prizes paid and the running balance, the season's totals in bold at the end."""

from __future__ import annotations

from reportlab.platypus import Flowable

from sheepshead_scorer.exports.i18n import text
from sheepshead_scorer.exports.pdf.document import (
    PdfTarget,
    Progress,
    ProgressReporter,
    build_pdf,
    frame_width,
    heading,
)
from sheepshead_scorer.exports.pdf.tables import data_table
from sheepshead_scorer.exports.season_rows import SeasonMoney
from sheepshead_scorer.exports.season_table import MONEY_COLUMNS, money_text_rows


def write_money_pdf(
    target: PdfTarget, money_list: SeasonMoney, *, progress: Progress | None = None,
    language: str = "en",
) -> None:
    reporter = ProgressReporter.started(progress, 3)
    header = [text(language, w) for w in MONEY_COLUMNS]
    body = money_text_rows(money_list, language)
    title = text(language, "Season money")
    story: list[Flowable] = heading(
        title, text(language, "Balance: fees paid minus prizes paid, nights so far.")
    )
    story.append(
        data_table(header, body, frame_width(True), right=set(range(1, 7)),
                   bold_rows={len(body) - 1})
    )
    reporter.report(1)
    build_pdf(target, money_list.info, title, story, wide=True, reporter=reporter,
              language=language)
