"""Data tables that fit the page: measured column widths, repeated header, zebra rows.

Cells are plain strings (fast even for thousands of rows). Column widths are measured from the
text; when the table is wider than the page the font shrinks down to 6.5 pt, and only then do the
longest texts of the widest column wrap onto more lines (nothing is ever cut off).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any
from xml.sax.saxutils import escape as xml_escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph

from sheepshead_scorer.exports.fonts import BOLD, REGULAR, register_fonts
from sheepshead_scorer.exports.pdf.grid import grid_table

PADDING = 3.0
MIN_FONT = 6.5
HEADER_FILL = colors.HexColor("#d9dee7")
ZEBRA_FILL = colors.HexColor("#f3f5f8")
GRID = colors.HexColor("#8a93a3")


def _measure(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    size: float,
    bold_rows: Collection[int] = (),
) -> list[float]:
    widths = [stringWidth(h, BOLD, size) for h in header]
    for col in range(len(header)):
        longest: dict[int, str] = {}
        for row in rows:
            text = row[col]
            longest.setdefault(len(text), text)
        # Measure only the longest few strings: width grows (almost) with length.
        for length in sorted(longest, reverse=True)[:4]:
            widths[col] = max(widths[col], stringWidth(longest[length], REGULAR, size))
        for r in bold_rows:  # a total row is printed bold, so wider
            widths[col] = max(widths[col], stringWidth(rows[r][col], BOLD, size))
    return [w + 2 * PADDING + 1 for w in widths]


def _wrap(text: str, width: float, font: str, size: float, align: int = TA_LEFT) -> str | Paragraph:
    """``text`` itself if it fits in ``width``, else a Paragraph that wraps onto more lines."""
    if stringWidth(text, font, size) <= width:
        return text
    style = ParagraphStyle(
        "cell", fontName=font, fontSize=size, leading=size * 1.2, alignment=align
    )
    return Paragraph(xml_escape(text), style)


def _shrink_widest(widths: list[float], excess: float) -> list[float]:
    """Take ``excess`` off the widest columns, levelling them down together."""
    widths = list(widths)
    while excess > 0.01:
        top = max(widths)
        widest = [i for i, w in enumerate(widths) if w >= top - 0.01]
        lower = max((w for w in widths if w < top - 0.01), default=0.0)
        cut = min((top - lower) * len(widest), excess)
        for i in widest:
            widths[i] -= cut / len(widest)
        excess -= cut
    return widths


def fit(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    available: float,
    size: float = 9.0,
    right: Collection[int] = (),
    bold_rows: Collection[int] = (),
) -> tuple[list[float], float, list[Any], list[list[Any]]]:
    """Column widths, font size, header and rows so the table is ``available`` wide
    (``bold_rows``, indexes into ``rows``, are measured in the bold font they print in).

    Texts that no longer fit their narrowed column become wrapping Paragraphs.
    """
    widths = _measure(header, rows, size, bold_rows)
    natural = sum(widths)
    if natural > available:
        size = max(MIN_FONT, size * available / natural)
        widths = _measure(header, rows, size, bold_rows)
    head: list[Any] = list(header)
    body: list[list[Any]] = [list(row) for row in rows]
    excess = sum(widths) - available
    if excess > 0:
        narrowed = _shrink_widest(widths, excess)
        for col, (before, after) in enumerate(zip(widths, narrowed, strict=True)):
            if after < before:
                limit = after - 2 * PADDING - 1
                align = TA_RIGHT if col in right else TA_LEFT
                head[col] = _wrap(header[col], limit, BOLD, size, align)
                for row in body:
                    row[col] = _wrap(row[col], limit, REGULAR, size, align)
        widths = narrowed
    else:
        # Spread the spare room over the columns so the table spans the page.
        extra = (available - sum(widths)) / len(widths)
        widths = [w + extra for w in widths]
    return widths, size, head, body


def grid_style(
    size: float, *, header_size: float | None = None, line: float = 0.25
) -> list[tuple[Any, ...]]:
    """The look every grid shares: ``size``-pt text, a bold shaded header row (``header_size``
    pt, default ``size``), zebra rows, ``line``-pt grid lines, cells centred vertically."""
    head = size if header_size is None else header_size
    return [
        ("FONT", (0, 0), (-1, -1), REGULAR, size, size * 1.2),
        ("FONT", (0, 0), (-1, 0), BOLD, head, head * 1.2),
        ("BACKGROUND", (0, 0), (-1, 0), HEADER_FILL),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, ZEBRA_FILL]),
        ("GRID", (0, 0), (-1, -1), line, GRID),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ]


def data_table(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    available: float,
    *,
    right: Collection[int] = (),
    center: Collection[int] = (),
    size: float = 9.0,
    bold_rows: Collection[int] = (),
    continued: str | None = None,
) -> Flowable:
    """A table with ``header`` repeated on every page; ``right``/``center`` are column indexes;
    ``continued`` is the title a part continued on the next page prints ("…, continued").
    Drawn as a ``grid.GridTable``: every name prints, long texts wrap, nothing below 6.5 pt."""
    register_fonts()
    return grid_table(
        header, rows, available, right=right, center=center, size=size,
        bold_rows=bold_rows, continued=continued,
    )
