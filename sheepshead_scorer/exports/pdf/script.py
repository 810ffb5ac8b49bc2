"""Any name, printed: font fallback, Arabic shaping, right-to-left order, wrapping, ellipsis.

DejaVu Sans (shipped) draws Latin, Greek, Cyrillic, Arabic and the card suits. A character
it lacks is drawn in the first fallback font that has it (``fonts.fallback_fonts``: Droid
Sans Fallback for Chinese, Japanese and Korean, Symbola for the emoji DejaVu lacks). A text
with right-to-left letters is shaped (``arabic_reshaper``: the joined letter forms) and put
in visual order (``python-bidi``: the Unicode bidi algorithm) before it is measured or drawn;
docs/exports.md says why these libraries and not reportlab's own HarfBuzz shaping.

Everything measures and draws through :func:`runs`, so what is measured is what is drawn.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Sequence
from xml.sax.saxutils import escape as xml_escape

from reportlab.pdfbase.pdfmetrics import getFont, stringWidth
from reportlab.pdfgen.canvas import Canvas

from sheepshead_scorer.exports.fonts import BOLD, REGULAR, fallback_fonts, register_fonts

ELLIPSIS = "…"
_RTL = {"R", "AL"}


@functools.lru_cache(maxsize=65536)
def visual(text: str) -> str:
    """``text`` as it is drawn left to right: Arabic joined, right-to-left runs reversed."""
    if not any(unicodedata.bidirectional(c) in _RTL for c in text):
        return text
    import arabic_reshaper
    from bidi import get_display

    # documents read left to right: "3. محمد" stays "3." then the name
    return str(get_display(arabic_reshaper.reshape(text), base_dir="L"))


@functools.cache
def _codes(font: str) -> frozenset[int]:
    """The code points ``font`` has a glyph for."""
    register_fonts()
    return frozenset(getFont(font).face.charToGlyph)


@functools.lru_cache(maxsize=8192)
def _font_of(char: str, bold: bool) -> str:
    """The first font that has ``char``: DejaVu, then the fallbacks (loaded only when a text
    needs one); DejaVu when none has it, so a missing glyph shows as its box."""
    primary = BOLD if bold else REGULAR
    code = ord(char)
    if code < 0x250 or unicodedata.category(char) in ("Mn", "Me", "Cf"):
        return primary  # Latin, and combining marks stay with their letter's font
    if code in _codes(primary):
        return primary
    for name in fallback_fonts():
        if code in _codes(name):
            return name
    return primary


@functools.lru_cache(maxsize=65536)
def runs(text: str, bold: bool = False) -> tuple[tuple[str, str], ...]:
    """``text`` (already :func:`visual`) as ``(font, piece)`` runs, each in a font that has it."""
    if text.isascii():
        return (((BOLD if bold else REGULAR), text),) if text else ()
    found: list[tuple[str, str]] = []
    for char in text:
        font = _font_of(char, bold)
        if found and found[-1][0] == font:
            found[-1] = (font, found[-1][1] + char)
        else:
            found.append((font, char))
    return tuple(found)


@functools.lru_cache(maxsize=65536)
def width(text: str, size: float, bold: bool = False) -> float:
    """The printed width of ``text`` (logical order) at ``size`` points."""
    return float(sum(stringWidth(piece, font, size) for font, piece in runs(visual(text), bold)))


def draw(
    canvas: Canvas, x: float, y: float, text: str, size: float, *, bold: bool = False,
    align: str = "left",
) -> None:
    """Draw ``text`` with its baseline at ``y``: starting at ``x`` (``align="left"``), ending
    at ``x`` ("right") or centred on it ("center")."""
    pieces = runs(visual(text), bold)
    if align != "left":
        total = sum(stringWidth(piece, font, size) for font, piece in pieces)
        x -= total if align == "right" else total / 2
    if len(pieces) == 1:
        canvas.setFont(pieces[0][0], size)
        canvas.drawString(x, y, pieces[0][1])
        return
    for font, piece in pieces:
        canvas.setFont(font, size)
        canvas.drawString(x, y, piece)
        x += stringWidth(piece, font, size)


def markup(text: str, bold: bool = False) -> str:
    """``text`` for a reportlab Paragraph: escaped, shaped, each fallback run in its font."""
    primary = BOLD if bold else REGULAR
    return "".join(
        xml_escape(piece) if font == primary else f'<font face="{font}">{xml_escape(piece)}</font>'
        for font, piece in runs(visual(text), bold)
    )


def ellipsized(text: str, room: float, size: float, bold: bool = False) -> str:
    """``text``, cut and ended with "…" if it is wider than ``room``."""
    if width(text, size, bold) <= room:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with the ellipsis
        middle = (low + high + 1) // 2
        if width(text[:middle].rstrip() + ELLIPSIS, size, bold) <= room:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS


def wrapped(
    text: str, room: float, size: float, *, bold: bool = False, max_lines: int = 3
) -> list[str]:
    """``text`` in lines no wider than ``room``: broken at spaces, a word longer than a line
    broken between characters (CJK has no spaces); past ``max_lines`` the last ends in "…"."""
    if width(text, size, bold) <= room:
        return [text]
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if width(candidate, size, bold) <= room:
            line = candidate
            continue
        if line:
            lines.append(line)
        line = word
        while width(line, size, bold) > room and len(line) > 1:
            cut = _longest_fit(line, room, size, bold)
            hyphen = line.rfind("-", 0, cut)
            if hyphen > 0:  # "Neumann-" / "Hinterberger": break after the hyphen
                cut = hyphen + 1
            lines.append(line[:cut])
            line = line[cut:]
    if line:
        lines.append(line)
    if len(lines) > max_lines:
        rest = " ".join(lines[max_lines - 1:])
        lines = [*lines[: max_lines - 1], ellipsized(rest, room, size, bold)]
    return lines


def _longest_fit(text: str, room: float, size: float, bold: bool) -> int:
    low, high = 1, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if width(text[:middle], size, bold) <= room:
            low = middle
        else:
            high = middle - 1
    return low


def widest(texts: Sequence[str], size: float, bold: bool = False, sample: int = 64) -> float:
    """The width of the widest of ``texts``: every distinct text is measured (widths are
    cached), or, past ``sample`` of them, the ``sample`` longest — fast for thousands of rows."""
    distinct = set(texts)
    if len(distinct) > sample:
        distinct = set(sorted(distinct, key=len, reverse=True)[:sample])
    return max((width(t, size, bold) for t in distinct), default=0.0)
