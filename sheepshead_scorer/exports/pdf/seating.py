"""Seating PDFs for one round — the two lists a hall posts on the wall.

* by table: each table's players in seat order, the first dealer marked ★;
* by player: everyone alphabetically with table and seat, so a player finds a seat at once.

Seats are printed 1-based ("Seat 1" is the first seat clockwise).
"""

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
from sheepshead_scorer.exports.rows import DocumentInfo, RoundSeating

FIRST_DEALER_MARK = " ★"


def _round_title(seating: RoundSeating, what: str, language: str) -> str:
    return text(
        language, "Session {session}, round {round} — {what}",
        session=seating.session, round=seating.round_number, what=text(language, what),
    )


def write_seating_by_table_pdf(
    target: PdfTarget,
    info: DocumentInfo,
    seating: RoundSeating,
    *,
    progress: Progress | None = None,
    language: str = "en",
) -> None:
    """One row per table: the table number, then the players in seat order (landscape);
    ``language`` ("en"/"de") sets the printed words."""
    reporter = ProgressReporter.started(progress, 3)
    seats = max((len(t.players) for t in seating.tables), default=4)
    header = [
        text(language, "Table"), *(text(language, "Seat {n}", n=n) for n in range(1, seats + 1))
    ]
    body = []
    for table in seating.tables:
        names = [
            name + (FIRST_DEALER_MARK if i == table.first_dealer else "")
            for i, name in enumerate(table.players)
        ]
        body.append([str(table.table), *names, *[""] * (seats - len(names))])
    story: list[Flowable] = [
        *heading(
            _round_title(seating, "seating by table", language),
            text(language, "★ deals the first hand; the deal passes clockwise."),
        ),
        data_table(header, body, frame_width(True), center={0}, size=11),
    ]
    reporter.report(1)
    build_pdf(
        target, info, text(language, "Seating by table"), story, wide=True, reporter=reporter,
        language=language,
    )


def write_seating_by_player_pdf(
    target: PdfTarget,
    info: DocumentInfo,
    seating: RoundSeating,
    *,
    progress: Progress | None = None,
    language: str = "en",
) -> None:
    """Every player alphabetically (umlauts beside their base letter) with table and seat;
    ``language`` ("en"/"de") sets the printed words."""
    reporter = ProgressReporter.started(progress, 3)
    entries = seating.by_player()
    body = [
        [
            entry.player,
            str(entry.table),
            str(entry.seat_number) + (FIRST_DEALER_MARK if entry.first_dealer else ""),
        ]
        for entry in entries
    ]
    story: list[Flowable] = [
        *heading(
            _round_title(seating, "where do I sit?", language),
            text(language, "★ deals the first hand."),
        ),
        data_table(
            [text(language, word) for word in ("Player", "Table", "Seat")],
            body, frame_width(False), center={1, 2}, size=11,
        ),
    ]
    reporter.report(1)
    build_pdf(
        target, info, text(language, "Seating by player"), story, reporter=reporter,
        language=language,
    )
