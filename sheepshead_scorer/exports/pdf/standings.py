"""Standings PDF for a session, an event or a season: rank (ties as "T-3"), player, hands or
events played, total, each tiebreak, the per-session or per-event breakdown and prizes."""

from __future__ import annotations

from reportlab.platypus import Flowable, Paragraph

from sheepshead_scorer.exports.formatting import Currency, format_money, points_text, rank_label
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
from sheepshead_scorer.exports.phase import SCOPE_TITLES as SCOPE_TITLES
from sheepshead_scorer.exports.rows import DocumentInfo, Standings


def standings_table_data(
    standings: Standings, language: str = "en", currency: Currency = Currency.DOLLAR
) -> tuple[list[str], list[list[str]], set[int]]:
    """Header, rows of text and right-aligned column indexes, shared with the other formats."""
    with_members = any(row.member_number for row in standings.rows)
    with_flights = any(row.flight for row in standings.rows)
    header = ["Rank", "Player"]
    if with_members:
        header.append("Member #")
    if with_flights:
        header.append("Flight")
    played = [standings.played_label] if standings.played_label else []
    games = [standings.games_label] if standings.games_label else []
    header += [*played, "Total", *games, *standings.tiebreak_names]
    header = [text(language, word) for word in header]
    header += [render(language, name) for name in standings.breakdown_names]
    has_prizes = standings.has_prizes  # looked at once: it reads every row
    if has_prizes:
        header.append(render(language, standings.prize_title()))
    body: list[list[str]] = []
    for row in standings.rows:
        cells = [rank_label(row.rank, row.tied, language), row.player]
        if with_members:
            cells.append(row.member_number)
        if with_flights:
            cells.append(row.flight)
        cells += [*([str(row.played)] if played else []), points_text(row.total)]
        cells += [str(row.games)] if games else []
        cells += [points_text(v) for v in row.tiebreaks]
        cells += ["–" if v is None else points_text(v) for v in row.breakdown]
        if has_prizes:
            cells.append(
                format_money(row.prize_cents, currency, language) if row.prize_cents else ""
            )
        body.append(cells)
    first_number = 2 + with_members + with_flights
    right = {0, *range(first_number, len(header))}
    return header, body, right


_NOTE_WORDS = {
    "Picker wins": "most picker wins",
    "Hands lost": "fewest hands lost",
    "Best round": "best round",
}
"""The tiebreak columns in the note under the title, which way is better said: "then
fewest hands lost", never "then Hands lost" (read as "more lost is better")."""


def write_standings_pdf(
    target: PdfTarget,
    info: DocumentInfo,
    standings: Standings,
    *,
    progress: Progress | None = None,
    language: str = "en",
) -> None:
    """Print ``standings`` (session, event or season) to ``target`` (a path or binary stream).

    Tied players share a rank printed "T-3". Landscape when there are more than
    ``page.PORTRAIT_MAX_COLUMNS`` columns. ``language`` ("en"/"de") sets every printed word.
    """
    reporter = ProgressReporter.started(progress, 3)
    header, body, right = standings_table_data(standings, language, info.currency)
    wide = landscape(len(header))
    st = styles()
    scope_title = text(language, SCOPE_TITLES[standings.scope])
    title = f"{scope_title} — {render(language, standings.title)}"
    notes = [
        text(language, "Ties are broken by {names}.", names=text(language, ", then ").join(
            text(language, _NOTE_WORDS.get(name, name)) for name in standings.tiebreak_names
        ))
    ] if standings.tiebreak_names else []
    story: list[Flowable] = heading(title, *notes)
    if body:
        story.append(data_table(header, body, frame_width(wide), right=right))
    else:
        story.append(Paragraph(escape(text(language, "No results yet.")), st.body))
    reporter.report(1)
    build_pdf(
        target, info, scope_title, story, wide=wide, reporter=reporter, language=language
    )
