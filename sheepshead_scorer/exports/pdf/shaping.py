"""Complex-script shaping for the PDFs: Devanagari and Thai through HarfBuzz.

A Devanagari name is not its characters side by side: "क्ष" is one conjunct glyph, the vowel
sign "ि" is drawn before the consonant it follows, and Thai tone marks stack over vowel signs.
reportlab ≥ 4 shapes with ``uharfbuzz`` (``shapeStr``; ``drawString(..., shaping=True)``), giving
a string of the font's glyphs with HarfBuzz's advances and offsets; glyphs that no character maps
to (the conjuncts) get private-use code points in the font's subset. Only the fonts marked
``shaped`` in ``fonts.SHIPPED`` go through it; DejaVu's Latin, Greek and Cyrillic need none and
Arabic is joined by ``pdf.script``. Without ``uharfbuzz`` the text is drawn unshaped (logged).

Three ways text reaches a page, all through here: :func:`draw` on the canvas, :func:`operators`
for the grid's cached text block, and :func:`glyphs` for a Paragraph (the shaped glyphs without
HarfBuzz's mark offsets — a Paragraph cannot place a glyph off its advance).
"""

from __future__ import annotations

import functools
import logging
from typing import Any

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

log = logging.getLogger(__name__)


@functools.cache
def available() -> bool:
    """Whether ``uharfbuzz`` is installed (checked once; logged when it is not)."""
    from importlib.util import find_spec

    if find_spec("uharfbuzz") is None:
        log.warning("uharfbuzz is not installed: Devanagari and Thai names print unshaped")
        return False
    return True


@functools.lru_cache(maxsize=16384)
def shaped(piece: str, font: str) -> Any:
    """``piece`` shaped in ``font``: reportlab's ``ShapedStr`` (or ``piece`` unshaped); its
    shape data is in thousandths of the font size, so one shaping serves every size."""
    if not available():
        return piece
    from reportlab.pdfbase.ttfonts import shapeStr

    return shapeStr(piece, font, 1000, force=True)


def width(piece: str, font: str, size: float) -> float:
    """The width of ``piece`` shaped in ``font`` at ``size`` points."""
    result = shaped(piece, font)
    data = getattr(result, "__shapeData__", None)
    if data is None:
        return float(stringWidth(piece, font, size))
    return float(sum(d.x_advance for d in data)) * size / 1000


def draw(canvas: Canvas, x: float, y: float, piece: str, font: str, size: float) -> None:
    """Draw ``piece`` shaped in ``font`` at ``size`` with its baseline starting at (x, y)."""
    text = canvas.beginText(x, y)
    text.setFont(font, size)
    text._textOut(shaped(piece, font), 0)
    canvas.drawText(text)


def operators(canvas: Canvas, piece: str, font: str, size: float) -> str:
    """The PDF text operators (inside BT … ET, after a ``Tm``) showing ``piece`` shaped."""
    text = canvas.beginText()
    text.setFont(font, size)
    text._curSubset = -1
    return str(text._formatText(shaped(piece, font)))


def glyphs(piece: str, font: str) -> str:
    """``piece`` as the glyphs HarfBuzz chose, for a Paragraph (advances, no mark offsets)."""
    return str(shaped(piece, font))

