"""Any name, printed: font fallback, shaping, right-to-left order, wrapping, ellipsis.

DejaVu Sans (shipped) draws Latin, Greek, Cyrillic, Hebrew, Arabic and the card suits. A
character it lacks is drawn in the first font of the fallback chain that has it (``fonts``:
Noto Sans Devanagari, Noto Sans Thai, Sheepshead Hangul, Droid Sans Fallback, then the machine's
fonts such as Symbola for emoji); a combining mark stays in its letter's font. Devanagari and
Thai runs are shaped with HarfBuzz (``pdf.shaping``). A character no font has is drawn as a
readable replacement, "[U+0D9A]", and logged once — never an empty box. A text with
right-to-left letters is shaped (``arabic_reshaper``: the joined letter forms) and put in visual
order (``python-bidi``: the Unicode bidi algorithm) before it is measured or drawn;
docs/exports.md says why.

Everything measures and draws through :func:`runs`, so what is measured is what is drawn.
"""

from __future__ import annotations

import functools
import logging
import unicodedata
from collections.abc import Sequence
from xml.sax.saxutils import escape as xml_escape

from reportlab.pdfbase.pdfmetrics import getFont, stringWidth
from reportlab.pdfgen.canvas import Canvas

from sheepshead_scorer.exports.fonts import (
    BOLD,
    REGULAR,
    load_shipped,
    machine_fallbacks,
    register_fonts,
    shaped_fonts,
    shipped_for,
)
from sheepshead_scorer.exports.pdf import shaping

log = logging.getLogger(__name__)

ELLIPSIS = "…"
_RTL = {"R", "AL"}


@functools.lru_cache(maxsize=65536)
def visual(text: str) -> str:
    """``text`` as it is drawn left to right: Arabic joined, right-to-left runs reversed."""
    if text.isascii():  # no ASCII character is right-to-left: most texts, at C speed
        return text
    if not any(unicodedata.bidirectional(c) in _RTL for c in text):
        return text
    import arabic_reshaper
    from bidi import get_display

    # documents read left to right: "3. محمد" stays "3." then the name
    return str(get_display(arabic_reshaper.reshape(text), base_dir="L"))


@functools.cache
def _codes(font: str) -> frozenset[int]:
    """The code points ``font`` has a glyph for (read before any shaping adds private ones)."""
    register_fonts()
    return frozenset(getFont(font).face.charToGlyph)


_JOINERS = frozenset("\u200c\u200d")


def _is_mark(char: str) -> bool:
    return char in _JOINERS or unicodedata.category(char) in ("Mn", "Mc", "Me")


@functools.lru_cache(maxsize=8192)
def _font_of(char: str, bold: bool) -> str | None:
    """The first font that has ``char``: DejaVu, the shipped fallback for its script (loaded
    only when a text needs it), the machine's fallbacks; None (logged) when none has it."""
    primary = BOLD if bold else REGULAR
    code = ord(char)
    if code < 0x250 or unicodedata.category(char) == "Cf":
        return primary
    if code in _codes(primary):
        return primary
    fallback = shipped_for(code)
    if fallback is not None and code in _codes(load_shipped(fallback.name)):
        return fallback.name
    for name in machine_fallbacks():
        if code in _codes(name):
            return name
    if not _is_mark(char):
        log.warning(
            "no font has %r (U+%04X %s): it prints as [U+%04X]; SHEEPSHEAD_FALLBACK_FONTS "
            "can name a TrueType font that has it",
            char, code, unicodedata.name(char, "?"), code,
        )
    return None


def replacement(char: str) -> str:
    """What is drawn for a character no font has: its code point, readable."""
    return f"[U+{ord(char):04X}]"


@functools.lru_cache(maxsize=65536)
def runs(text: str, bold: bool = False) -> tuple[tuple[str, str], ...]:
    """``text`` (already :func:`visual`) as ``(font, piece)`` runs, each in a font that has it;
    a combining mark stays with its letter's font, a character no font has is replaced."""
    primary = BOLD if bold else REGULAR
    if text.isascii():
        return ((primary, text),) if text else ()
    found: list[tuple[str, str]] = []
    for char in text:
        if found and _is_mark(char) and ord(char) in _codes(found[-1][0]):
            font: str | None = found[-1][0]
        else:
            font = _font_of(char, bold)
        if font is None:
            font, char = primary, ("" if _is_mark(char) else replacement(char))
        if found and found[-1][0] == font:
            found[-1] = (font, found[-1][1] + char)
        else:
            found.append((font, char))
    return tuple(found)


def piece_width(piece: str, font: str, size: float) -> float:
    """The printed width of one run."""
    if font in shaped_fonts():
        return shaping.width(piece, font, size)
    return float(stringWidth(piece, font, size))


@functools.lru_cache(maxsize=65536)
def width(text: str, size: float, bold: bool = False) -> float:
    """The printed width of ``text`` (logical order) at ``size`` points."""
    return float(sum(piece_width(piece, font, size) for font, piece in runs(visual(text), bold)))


def draw(
    canvas: Canvas, x: float, y: float, text: str, size: float, *, bold: bool = False,
    align: str = "left",
) -> None:
    """Draw ``text`` with its baseline at ``y``: starting at ``x`` (``align="left"``), ending
    at ``x`` ("right") or centred on it ("center")."""
    pieces = runs(visual(text), bold)
    if align != "left":
        total = sum(piece_width(piece, font, size) for font, piece in pieces)
        x -= total if align == "right" else total / 2
    if len(pieces) == 1 and pieces[0][0] not in shaped_fonts():
        canvas.setFont(pieces[0][0], size)
        canvas.drawString(x, y, pieces[0][1])
        return
    for font, piece in pieces:
        if font in shaped_fonts():
            shaping.draw(canvas, x, y, piece, font, size)
        else:
            canvas.setFont(font, size)
            canvas.drawString(x, y, piece)
        x += piece_width(piece, font, size)


def markup(text: str, bold: bool = False) -> str:
    """``text`` for a reportlab Paragraph: escaped, shaped, each fallback run in its font."""
    primary = BOLD if bold else REGULAR
    parts: list[str] = []
    for font, piece in runs(visual(text), bold):
        if font == primary:
            parts.append(xml_escape(piece))
            continue
        shown = shaping.glyphs(piece, font) if font in shaped_fonts() else piece
        parts.append(f'<font face="{font}">{xml_escape(shown)}</font>')
    return "".join(parts)


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
    return text[:_boundary(text, low)].rstrip() + ELLIPSIS


def _boundary(text: str, cut: int) -> int:
    """``cut`` moved back so that no vowel sign, mark or conjunct is parted from its letter."""
    while 0 < cut < len(text) and (_is_mark(text[cut]) or text[cut - 1] in _JOINERS
                                   or unicodedata.combining(text[cut - 1]) == 9):  # virama
        cut -= 1
    return cut


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
            cut = _boundary(line, _longest_fit(line, room, size, bold)) or 1
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
