"""The data tables of every document, and the look they share.

``data_table`` draws through ``grid.grid_table`` (measured widths, wrapping cells, never below
6.5 pt, repeated header, "…, continued"); ``grid_style`` is the shared look (shaded bold
header, zebra rows, grid lines) the score sheets use too.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from reportlab.lib import colors
from reportlab.platypus import Flowable

from sheepshead_scorer.exports.fonts import BOLD, REGULAR, register_fonts
from sheepshead_scorer.exports.pdf.grid import GRID, HEADER_FILL, ZEBRA_FILL, grid_table


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
    muted: Mapping[int, Collection[int]] | None = None,
) -> Flowable:
    """A table with ``header`` repeated on every page; ``right``/``center`` are column indexes;
    ``continued`` is the title a part continued on the next page prints ("…, continued");
    ``muted`` maps a body row's index to the columns whose text prints grey.
    Drawn as a ``grid.GridTable``: every name prints, long texts wrap, nothing below 6.5 pt."""
    register_fonts()
    return grid_table(
        header, rows, available, right=right, center=center, size=size,
        bold_rows=bold_rows, continued=continued, muted=muted,
    )
