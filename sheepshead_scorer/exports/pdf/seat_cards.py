"""Seat cards for table entry: one card per seat of a round, to cut apart and hand to each
player, carrying that seat's own code (the score sheet on the table carries none).

A code is the player's signature on a phone: with it they confirm an opponent's hand and sign
the round's sheet. Printed on the table's one sheet, every player could read every code, and a
confirmation would prove only the device; on a card that only its player holds, it proves
the player (docs/web.md, "Whose code is it").

Given the table-entry address (``entry_url``, http://<host>:<port>/t), each card prints it and
its QR code beside the code, so a player opens table entry by pointing the phone's camera at
the card; the cards are then taller (four rows to a page instead of five).
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from sheepshead_scorer.exports.errors import ExportError
from sheepshead_scorer.exports.fonts import BOLD, REGULAR, register_fonts
from sheepshead_scorer.exports.i18n import text
from sheepshead_scorer.exports.pdf.document import (
    PdfTarget,
    Progress,
    ProgressReporter,
    build_pdf,
    escape,
    frame_width,
    heading,
)
from sheepshead_scorer.exports.pdf.one_line import OneLine
from sheepshead_scorer.exports.rows import DocumentInfo, RoundSeating, TableSeating
from sheepshead_scorer.text import Text

COLUMNS = 2
CARD_HEIGHT = 112.0  # points: five rows of cards on a portrait page
CARD_HEIGHT_WITH_QR = 140.0  # four rows: room for a QR code a phone reads from 40 cm
QR_SIZE = 74.0  # points (2.6 cm) with its quiet zone

_SMALL = ParagraphStyle("card-small", fontName=REGULAR, fontSize=7.5, leading=9.5)
_SEAT = ParagraphStyle("card-seat", fontName=BOLD, fontSize=13, leading=16)
_NAME = ParagraphStyle("card-name", fontName=REGULAR, fontSize=11, leading=14)
_CODE = ParagraphStyle("card-code", fontName=BOLD, fontSize=22, leading=27)
_ADDRESS = ParagraphStyle("card-address", fontName=REGULAR, fontSize=8, leading=10)
_INNER = TableStyle([
    ("VALIGN", (0, 0), (-1, -1), "TOP"),
    ("LEFTPADDING", (0, 0), (-1, -1), 0),
    ("RIGHTPADDING", (0, 0), (-1, -1), 0),
    ("TOPPADDING", (0, 0), (-1, -1), 0),
    ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
    ("SPAN", (0, 1), (1, 1)),
])


class QrCode(Flowable):  # type: ignore[misc]  # reportlab is untyped
    """The QR code of ``data`` drawn as vector squares ``size`` points wide, quiet zone
    included (segno's matrix, error level M, as the projector's and the dialog's)."""

    def __init__(self, data: str, size: float) -> None:
        super().__init__()
        import segno  # only documents that print an address pay for it

        self.data, self.size = data, size
        self.matrix = [tuple(row) for row in segno.make(data, error="m").matrix]

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return self.size, self.size

    def draw(self) -> None:
        border = 2
        count = len(self.matrix) + 2 * border
        module = self.size / count
        canvas = self.canv
        canvas.setFillColor(colors.white)
        canvas.rect(0, 0, self.size, self.size, stroke=0, fill=1)
        canvas.setFillColor(colors.black)
        for y, row in enumerate(self.matrix):
            top = self.size - (y + border + 1) * module
            x = 0
            while x < len(row):  # one rectangle per run of dark modules
                if not row[x]:
                    x += 1
                    continue
                start = x
                while x < len(row) and row[x]:
                    x += 1
                canvas.rect((start + border) * module, top, (x - start) * module, module,
                            stroke=0, fill=1)


def _card(
    seating: RoundSeating, table: TableSeating, seat: int, language: str,
    entry_url: str | None = None,
) -> list[Flowable]:
    words = _words(seating, table, seat, language)
    if not entry_url:
        return words
    address = Paragraph(escape(text(
        language, "Enter your table's hands at {address}", address=entry_url,
    )), _ADDRESS)
    inner = Table(
        [[words, QrCode(entry_url, QR_SIZE)], [address, ""]],
        colWidths=[None, QR_SIZE + 4], style=_INNER,
    )
    return [inner]


def _words(seating: RoundSeating, table: TableSeating, seat: int, language: str) -> list[Flowable]:
    return [
        Paragraph(escape(text(language, "Table {table} · seat {seat}", table=table.table,
                              seat=seat + 1)), _SEAT),
        OneLine(table.players[seat], _NAME.fontSize, _NAME.leading),  # never past the cut
        Paragraph(escape(text(language, "Session {session}, round {round} — your code:",
                              session=seating.session, round=seating.round_number)), _SMALL),
        Paragraph(escape(" ".join((table.codes[seat][:3], table.codes[seat][3:]))), _CODE),
        Paragraph(escape(text(
            language, "Only for you: with it you confirm an opponent's hand and sign the "
            "round's sheet on a phone. Do not show it to anyone; it expires with the round.",
        )), _SMALL),
    ]


def write_seat_cards_pdf(
    target: PdfTarget,
    info: DocumentInfo,
    seating: RoundSeating,
    *,
    progress: Progress | None = None,
    language: str = "en",
    entry_url: str | None = None,
) -> None:
    """A card per seat of every table of ``seating`` with that seat's table-entry code, two
    to a row with dashed lines to cut along; ``language`` ("en"/"de") sets the words;
    ``entry_url`` (table entry's address on the floor network) is printed with its QR code."""
    if not any(table.codes for table in seating.tables):
        raise ExportError(
            "TableSeating.codes", (), Text("the seats' table-entry codes"),
            Text("Turn on table entry for the event (Table entry screen) first."),
        )
    reporter = ProgressReporter.started(progress, 3)
    register_fonts()
    cards = [
        _card(seating, table, seat, language, entry_url)
        for table in seating.tables if table.codes
        for seat in range(len(table.players))
    ]
    rows = [cards[i:i + COLUMNS] for i in range(0, len(cards), COLUMNS)]
    if rows and len(rows[-1]) < COLUMNS:
        rows[-1] = rows[-1] + [[]] * (COLUMNS - len(rows[-1]))
    width = frame_width(False) / COLUMNS
    height = CARD_HEIGHT_WITH_QR if entry_url else CARD_HEIGHT
    grid = Table(rows, colWidths=[width] * COLUMNS, rowHeights=[height] * len(rows),
                 repeatRows=0)
    grid.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.6, colors.grey, None, (3, 3)),  # dashed: cut here
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 10),
        ("RIGHTPADDING", (0, 0), (-1, -1), 10),
        ("TOPPADDING", (0, 0), (-1, -1), 8),
    ]))
    reporter.report(1)
    story: list[Flowable] = [
        *heading(
            text(language, "Session {session}, round {round} — {what}", session=seating.session,
                 round=seating.round_number, what=text(language, "seat cards")),
            text(language, "Cut along the dashed lines and give each player their own card."),
        ),
        grid,
    ]
    build_pdf(
        target, info, text(language, "Seat cards"), story, reporter=reporter,
        language=language,
    )
