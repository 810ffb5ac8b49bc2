"""The grid every data table is drawn as: one flowable, fast for tens of thousands of rows.

Cells are plain strings laid out in :func:`layout`: a text wider than its column wraps onto
up to three lines (at spaces, or between characters for CJK) and only then ends in "…", in a
font never smaller than ``MIN_FONT``. Each character is drawn in a font that has it and
right-to-left text is shaped (``pdf.script``). The header row repeats on every page, and a
table continued on the next page repeats its title: "Session 1, round 1, table 6, continued".

Drawing goes through one PDF text object per page part (no platypus cell machinery), so the
hand log of a 28,800-hand event lays out in seconds.
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from reportlab.lib import colors
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase.pdfmetrics import getFont
from reportlab.platypus import Flowable

from sheepshead_scorer.exports.fonts import shaped_fonts
from sheepshead_scorer.exports.pdf import script, shaping

PADDING = 3.0
TOP_PAD, BOTTOM_PAD = 1.5, 2.0
#: The smallest type a table shrinks to before its long texts wrap: still readable.
MIN_FONT = 6.5
MAX_LINES = 3
#: ``script.widest`` measures every distinct text of a column up to this many (its default).
WIDEST_SAMPLE = 64
HEADER_FILL = colors.HexColor("#d9dee7")
ZEBRA_FILL = colors.HexColor("#f3f5f8")
GRID = colors.HexColor("#8a93a3")
CAPTION_SIZE = 10.0
#: The grey of a muted cell (a season night that was dropped, not counted).
MUTED = colors.HexColor("#7a7a7a")


@dataclass(frozen=True)
class Row:
    """One laid-out row: each cell's lines, whether it prints bold, and the columns whose
    text prints grey (``muted``)."""

    cells: tuple[tuple[str, ...], ...]
    bold: bool = False
    muted: frozenset[int] = frozenset()

    def height(self, size: float) -> float:
        lines = max((len(c) for c in self.cells), default=1)
        return lines * size * 1.2 + TOP_PAD + BOTTOM_PAD


def _widest(header: Sequence[str], rows: Sequence[Sequence[str]], size: float,
            bold_rows: Collection[int]) -> list[float]:
    """Each column's widest text (header and bold rows in bold); see ``script.widest``."""
    found_widths = []
    for col in range(len(header)):
        column = [row[col] for row in rows]
        found = max(script.widest(column, size), script.width(header[col], size, True))
        for r in bold_rows:
            found = max(found, script.width(rows[r][col], size, True))
        found_widths.append(found)
    return found_widths


def _level(widths: list[float], excess: float) -> list[float]:
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


def layout(
    header: Sequence[str], rows: Sequence[Sequence[str]], available: float, size: float,
    bold_rows: Collection[int] = (), muted: Mapping[int, Collection[int]] | None = None,
) -> tuple[list[float], float, Row, list[Row]]:
    """Column widths, font size, and the header and rows broken into lines, ``available``
    wide: shrink the type down to ``MIN_FONT``, then narrow the widest columns and wrap.
    ``muted`` maps a body row's index to the columns that print grey."""
    grey = muted or {}
    found = _widest(header, rows, size, bold_rows)
    widths = [f + 2 * PADDING + 1 for f in found]
    natural = sum(widths)
    if natural > available:
        padding = len(widths) * (2 * PADDING + 1)  # does not shrink with the type
        text = max(natural - padding, 1.0)
        size = max(MIN_FONT, size * max(available - padding, 1.0) / text)
        found = _widest(header, rows, size, bold_rows)
        widths = [f + 2 * PADDING + 1 for f in found]
    excess = sum(widths) - available
    if excess > 0:
        widths = _level(widths, excess)
    else:  # spread the spare room so the table spans the frame
        extra = (available - sum(widths)) / max(len(widths), 1)
        widths = [w + extra for w in widths]
    rooms = [w - 2 * PADDING - 1 + 0.01 for w in widths]  # + rounding of the sums above

    def lines(text: str, room: float, bold: bool) -> tuple[str, ...]:
        if not text or script.width(text, size, bold) <= room:
            return (text,)
        return tuple(script.wrapped(text, room, size, bold=bold, max_lines=MAX_LINES))

    head = Row(tuple(lines(h, rooms[i], True) for i, h in enumerate(header)), bold=True)
    # A column whose widest text fits (every distinct text measured) needs no cell measured
    # again: a hand log's 28,000 rows are laid out without looking at each cell twice.
    fits = [
        f <= room and len({row[col] for row in rows}) <= WIDEST_SAMPLE
        for col, (f, room) in enumerate(zip(found, rooms, strict=True))
    ]
    if all(fits) and not grey:  # the common case: every cell on one line, nothing grey
        plain = [Row(tuple(zip(row))) for row in rows]  # each cell its one line
        for n in bold_rows:
            plain[n] = Row(plain[n].cells, bold=True)
        return widths, size, head, plain
    body = [
        Row(tuple((text,) if fits[i] else lines(text, rooms[i], n in bold_rows)
                  for i, text in enumerate(row)),
            bold=n in bold_rows, muted=frozenset(grey.get(n, ())))
        for n, row in enumerate(rows)
    ]
    return widths, size, head, body


class GridTable(Flowable):  # type: ignore[misc]
    """A laid-out table (see :func:`layout`); splits between rows across pages."""

    def __init__(
        self, widths: Sequence[float], size: float, header: Row, rows: Sequence[Row], *,
        right: Collection[int] = (), center: Collection[int] = (),
        continued: str | None = None, caption: str | None = None,
        heights: Sequence[float] | None = None,
    ) -> None:
        super().__init__()
        self.widths = list(widths)
        self.size = size
        self.header = header
        self.rows = list(rows)
        #: each row's height, measured once (a 1,000-row table is wrapped once per page)
        self.heights = (
            [r.height(size) for r in self.rows] if heights is None else list(heights)
        )
        self._header_height = header.height(size)
        self.right = frozenset(right)
        self.center = frozenset(center)
        #: per column: 0 left, 1 right, 2 centred
        self._align = [1 if c in self.right else 2 if c in self.center else 0
                       for c in range(len(self.widths))]
        self.continued = continued  # the caption a continuation on the next page prints
        self.caption = caption  # printed above this part (set on continuations)

    def _top(self) -> float:
        caption = CAPTION_SIZE * 1.6 if self.caption else 0.0
        return caption + self._header_height

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = sum(self.widths)
        self.height = self._top() + sum(self.heights)
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        room = available_height - self._top()
        fits, used = 0, 0.0
        for height in self.heights:
            if used + height > room:
                break
            used += height
            fits += 1
        if fits == 0 or fits == len(self.rows):
            return [] if fits == 0 else [self]
        first = self._part(slice(None, fits), self.caption)
        rest = self._part(slice(fits, None), self.continued)
        return [first, rest]

    def _part(self, rows: slice, caption: str | None) -> GridTable:
        return GridTable(
            self.widths, self.size, self.header, self.rows[rows], right=self.right,
            center=self.center, continued=self.continued, caption=caption,
            heights=self.heights[rows],
        )

    def draw(self) -> None:
        canvas: Any = self.canv
        size = self.size
        width = sum(self.widths)
        y = self.height
        if self.caption:
            script.draw(canvas, 0, y - CAPTION_SIZE, self.caption, CAPTION_SIZE, bold=True)
            y -= CAPTION_SIZE * 1.6
        top = y
        heights = [self._header_height, *self.heights]
        canvas.saveState()
        canvas.setFillColor(HEADER_FILL)
        canvas.rect(0, y - heights[0], width, heights[0], stroke=0, fill=1)
        row_y = y - heights[0]
        canvas.setFillColor(ZEBRA_FILL)
        for n, h in enumerate(heights[1:]):
            if n % 2:
                canvas.rect(0, row_y - h, width, h, stroke=0, fill=1)
            row_y -= h
        canvas.setFillColor(colors.black)
        ops = _TextOps(canvas, size)
        for row, h in zip([self.header, *self.rows], heights, strict=True):
            self._draw_row(ops, row, y, h)
            y -= h
        ops.flush()
        canvas.setStrokeColor(GRID)
        canvas.setLineWidth(0.25)
        xs = [0.0]
        for w in self.widths:
            xs.append(xs[-1] + w)
        ys = [top]
        for h in heights:
            ys.append(ys[-1] - h)
        canvas.grid(xs, ys)
        canvas.restoreState()

    def _draw_row(self, ops: _TextOps, row: Row, top: float, height: float) -> None:
        size = self.size
        leading = size * 1.2
        x = 0.0
        bold, muted, align_of = row.bold, row.muted, self._align
        one = top - (height - leading) / 2 - size * 0.93  # the baseline of a one-line cell
        at_one = f" {one:.2f} Tm "
        measured, key_size, append = ops.lines, ops.size, ops.ops.append
        for col, (lines, w) in enumerate(zip(row.cells, self.widths, strict=True)):
            if muted and col in muted:
                ops.colour(MUTED)
            if len(lines) == 1:  # most cells: one line, centred in the row
                line = lines[0]
                found = measured.get((line, bold, key_size)) if line else None
                if found is not None and found[1] is not None:  # measured, one font: inline
                    total, shown, _ = found
                    align = align_of[col]
                    start = (x + PADDING if not align else x + w - PADDING - total
                             if align == 1 else x + (w - total) / 2)
                    append(f"1 0 0 1 {start:.2f}{at_one}{shown}")
                elif line:
                    ops.line(x, w, align_of[col], one, line, bold)
            else:
                baseline = top - (height - len(lines) * leading) / 2 - size * 0.93
                for line in lines:
                    if line:
                        ops.line(x, w, align_of[col], baseline, line, bold)
                    baseline -= leading
            if muted and col in muted:
                ops.colour(colors.black)
            x += w


@functools.lru_cache(maxsize=65536)
def _width(piece: str, font: str, size: float) -> float:
    return script.piece_width(piece, font, size)


class _TextOps:
    """PDF text operators for one table part, written in one block.

    reportlab's text object re-encodes every string for its font subset (about 60 µs a
    cell); a table repeats the same few texts (names, "Picked", "-1") thousands of times, so
    each (font, text) is encoded once per document and the operators are reused. The
    encoding is reportlab's own (``splitString`` and ``getSubsetInternalName``, as
    ``TextObject._formatText`` does), so subsets, widths and ToUnicode stay right.
    """

    def __init__(self, canvas: Any, size: float) -> None:
        self.canvas = canvas
        self.size = fp_str(size)
        self.size_points = size
        self.ops: list[str] = ["BT"]
        doc = canvas._doc
        cache: dict[tuple[str, str, str], str] | None = getattr(doc, "_sheepshead_ops", None)
        if cache is None:
            cache = {}
            doc._sheepshead_ops = cache
        self.cache = cache
        lines: dict[tuple[str, bool, str], tuple[float, str | None, Any]] | None = getattr(
            doc, "_sheepshead_lines", None
        )
        if lines is None:
            lines = {}
            doc._sheepshead_lines = lines
        self.lines = lines

    def line(self, x: float, w: float, align: int, y: float, line: str, bold: bool) -> None:
        """One line of a cell ``w`` wide at ``x`` (``align`` 0 left, 1 right, 2 centred).

        A line in one font (nearly all) is measured and encoded once per document: its
        width and operators are kept, so a repeated cell costs one look-up and one number
        format."""
        key = (line, bold, self.size)
        found = self.lines.get(key)
        if found is None:
            pieces = script.runs(script.visual(line), bold)
            total = sum(_width(piece, font, self.size_points) for font, piece in pieces)
            shown = self._encoded(pieces[0][0], pieces[0][1]) if len(pieces) == 1 else None
            found = self.lines[key] = (total, shown, pieces)
        total, shown, pieces = found
        if align:
            start = x + w - PADDING - total if align == 1 else x + (w - total) / 2
        else:
            start = x + PADDING
        if shown is not None:
            self.ops.append(f"1 0 0 1 {start:.2f} {y:.2f} Tm {shown}")
            return
        for font, piece in pieces:  # a line in several fonts: each run where it starts
            self.show(start, y, font, piece)
            start += _width(piece, font, self.size_points)

    def show(self, x: float, y: float, font_name: str, piece: str) -> None:
        self.ops.append(f"1 0 0 1 {x:.2f} {y:.2f} Tm {self._encoded(font_name, piece)}")

    def _encoded(self, font_name: str, piece: str) -> str:
        key = (font_name, self.size, piece)
        shown = self.cache.get(key)
        if shown is None and font_name in shaped_fonts():
            shown = shaping.operators(self.canvas, piece, font_name, self.size_points)
            self.cache[key] = shown
        if shown is None:
            font = getFont(font_name)
            doc = self.canvas._doc
            shown = " ".join(
                f"{font.getSubsetInternalName(subset, doc)} {self.size} Tf "
                f"({self.canvas._escape(data)}) Tj"
                for subset, data in font.splitString(piece, doc)
            )
            self.cache[key] = shown
        return shown

    def colour(self, colour: colors.Color) -> None:
        """Print what follows in ``colour`` (a fill colour operator inside the text block)."""
        self.ops.append(f"{fp_str(colour.red, colour.green, colour.blue)} rg")

    def flush(self) -> None:
        self.ops.append("ET")
        self.canvas._code.append(" ".join(self.ops))


def grid_table(
    header: Sequence[str], rows: Sequence[Sequence[str]], available: float, *,
    right: Collection[int] = (), center: Collection[int] = (), size: float = 9.0,
    bold_rows: Collection[int] = (), continued: str | None = None,
    muted: Mapping[int, Collection[int]] | None = None,
) -> GridTable:
    """The table of ``header`` and ``rows`` fitted to ``available`` points; ``continued``
    is the title a part continued on the next page prints above itself; ``muted`` maps a
    body row's index to the columns printed grey."""
    widths, size, head, body = layout(header, rows, available, size, bold_rows, muted)
    return GridTable(widths, size, head, body, right=right, center=center, continued=continued)
