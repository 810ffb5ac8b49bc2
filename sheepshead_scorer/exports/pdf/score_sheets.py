"""Blank score sheets for a round, one landscape page per table.

Each sheet shows the table's players in seat order, a numbered row per hand with the dealer
already filled in (the deal passes clockwise from the first dealer), blank Picker / Partner /
Points columns (Seat / Points at a two-handed table of two), a running-total column per
player, and a signature line per player.
"""

from __future__ import annotations

from typing import Any

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (
    Flowable,
    KeepInFrame,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from sheepshead_scorer.exports.errors import ExportError
from sheepshead_scorer.exports.fonts import BOLD, REGULAR
from sheepshead_scorer.exports.i18n import hand_column_title, text
from sheepshead_scorer.exports.pdf import script
from sheepshead_scorer.exports.pdf.document import (
    PdfTarget,
    Progress,
    ProgressReporter,
    build_pdf,
    escape,
    frame_height,
    frame_width,
    styles,
)
from sheepshead_scorer.exports.pdf.grid import MIN_FONT, PADDING
from sheepshead_scorer.exports.pdf.tables import grid_style
from sheepshead_scorer.exports.rows import DocumentInfo, RoundSeating, TableSeating
from sheepshead_scorer.text import Text

#: Space the hand rows may use on a landscape page (points), below the title and names.
GRID_HEIGHT = 300.0
MAX_ROW_HEIGHT = 22.0
#: Rows are never made lower than this (room to write).
MIN_ROW_HEIGHT = 12.0
#: Up to this many hands a sheet is kept on one page (shrunk a little if needed); a longer
#: round continues on the next page with the header repeated.
MAX_HANDS_ON_ONE_PAGE = 26
#: Fixed columns: hand number, dealer (pre-filled), picker and partner (a seat number or
#: initials), the picker side's card points.
FIXED_COLUMNS = (
    ("Hand", 40.0),
    ("Dealer", 118.0),
    ("Picker", 52.0),
    ("Partner", 52.0),
    ("Points", 46.0),  # room for the German "Augen" on one line
)
#: A two-seat table plays the two-handed game (002 "Two player rules"): nobody picks and
#: nobody partners, so the sheet asks for the seat whose card points are written and them
#: (the other seat took the rest; 61 wins, 002 "Earn a total of 61 or more points").
TWO_HANDED_COLUMNS = (
    ("Hand", 40.0),
    ("Dealer", 118.0),
    ("Seat", 52.0),
    ("Points", 46.0),
)


def _columns(table: TableSeating) -> tuple[tuple[str, float], ...]:
    return TWO_HANDED_COLUMNS if len(table.players) == 2 else FIXED_COLUMNS


def _sheet(
    seating: RoundSeating, table: TableSeating, width: float, language: str = "en"
) -> list[Flowable]:
    st = styles()
    head = ParagraphStyle("sheet-head", fontName=BOLD, fontSize=9, leading=10.5)
    title = text(
        language, "Table {table} — session {session}, round {round} — score sheet",
        table=table.table, session=seating.session, round=seating.round_number,
    )
    seats = (
        " · ".join(
            text(language, "Seat {n}", n=i + 1) + f": {name}"
            + (" ★" if i == table.first_dealer else "")
            for i, name in enumerate(table.players)
        )
        + text(language, " — ★ deals hand 1, then the deal passes clockwise.")
    )
    columns = _columns(table)
    fixed = [w for _, w in columns]
    player_width = (width - sum(fixed)) / len(table.players)
    header: list[Any] = [
        Paragraph(escape(hand_column_title(language, word)), head) for word, _ in columns
    ]
    name_room = player_width - 2 * PADDING - 1
    header += [
        Paragraph(
            "<br/>".join(
                escape(line)
                for line in script.wrapped(f"{n}. {name}", name_room, 9, bold=True, max_lines=2)
            ),
            head,
        )
        for n, name in enumerate(table.players, 1)
    ]
    rows: list[list[Any]] = [header]
    row_height = max(MIN_ROW_HEIGHT, min(MAX_ROW_HEIGHT, GRID_HEIGHT / seating.hands_per_table))
    size = min(10.0, row_height * 0.55)
    dealer_room = fixed[1] - 12
    for hand in range(1, seating.hands_per_table + 1):
        dealer: Any = table.players[table.dealer_of_hand(hand)]
        natural = script.width(dealer, size)
        if natural > dealer_room or not dealer.isascii():
            # shrink a long name, but never below the readable MIN_FONT; then end it in "…"
            fitted = max(MIN_FONT, min(size, size * dealer_room / natural)) if natural else size
            dealer = Paragraph(
                escape(script.ellipsized(dealer, dealer_room, fitted)),
                ParagraphStyle("dealer", fontName=REGULAR, fontSize=fitted, leading=fitted * 1.1),
            )
        rows.append([str(hand), dealer, *[""] * (len(columns) - 2 + len(table.players))])
    grid = Table(
        rows,
        colWidths=fixed + [player_width] * len(table.players),
        rowHeights=[None] + [row_height] * seating.hands_per_table,
        repeatRows=1,
    )
    grid.setStyle(
        TableStyle(
            [
                *grid_style(size, header_size=9, line=0.5),
                ("LINEBEFORE", (len(columns), 0), (len(columns), -1), 1.5, colors.black),
                ("ALIGN", (0, 0), (0, -1), "CENTER"),
            ]
        )
    )
    signatures = _signature_lines(table.players, width)
    content = [
        Paragraph(escape(title), st.title),
        Paragraph(escape(seats), st.body),
        Spacer(1, 6),
        grid,
        Spacer(1, 10),
        Paragraph(
            escape(text(
                language,
                "Write each player's running total after every hand. Signatures — I agree "
                "with the totals above:",
            )),
            st.small,
        ),
        signatures,
    ]
    if seating.hands_per_table > MAX_HANDS_ON_ONE_PAGE:
        return content  # too many hands for one page: the grid continues, header repeated
    # One page per table, however long the names: shrink a little rather than spill over.
    return [KeepInFrame(width, frame_height(True), content, mode="shrink")]


def _signature_lines(players: tuple[str, ...], width: float, gap: float = 14.0) -> Table:
    """A line to sign per player, the name printed under it, with gaps between the lines.
    The seats' table-entry codes are not on the table's shared sheet: each player's is on
    their own seat card (``seat_cards.py``)."""
    line = (width - gap * (len(players) - 1)) / len(players)
    widths: list[float] = []
    style = ParagraphStyle("signature", fontName=REGULAR, fontSize=8, leading=9.5)
    names: list[Any] = []
    for i, name in enumerate(players):
        if i:
            widths.append(gap)
            names.append("")
        widths.append(line)
        names.append(Paragraph(escape(name), style))
    table = Table([[""] * len(names), names], colWidths=widths, rowHeights=[26, None])
    table.setStyle(
        TableStyle(
            [("FONT", (0, 0), (-1, -1), REGULAR, 8)]
            + [("LINEABOVE", (c, 1), (c, 1), 0.75, colors.black) for c in range(0, len(names), 2)]
        )
    )
    return table


def write_score_sheets_pdf(
    target: PdfTarget,
    info: DocumentInfo,
    seating: RoundSeating,
    *,
    progress: Progress | None = None,
    language: str = "en",
) -> None:
    """One blank score sheet per table of ``seating``; ``hands_per_table`` rows each;
    ``language`` ("en"/"de") sets the printed words."""
    if seating.hands_per_table < 1:
        raise ExportError(
            "RoundSeating.hands_per_table",
            seating.hands_per_table,
            Text("at least 1"),
            Text("Set how many hands each table plays this round."),
        )
    reporter = ProgressReporter(progress, len(seating.tables) + 2)
    width = frame_width(True)
    story: list[Flowable] = []
    for done, table in enumerate(seating.tables):
        reporter.report(done)
        if story:
            story.append(PageBreak())
        story += _sheet(seating, table, width, language)
    build_pdf(
        target, info, text(language, "Score sheets"), story, wide=True, reporter=reporter,
        language=language,
    )
