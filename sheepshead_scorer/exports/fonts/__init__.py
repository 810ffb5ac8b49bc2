"""The embedded DejaVu Sans fonts: real file paths for reportlab, registered once.

reportlab's built-in Helvetica cannot draw ♣♠♥♦ (it falls back to an unembedded Symbol font and
the text extracts wrong), so every PDF uses DejaVu Sans, shipped in ``exports/fonts/``.
"""

from __future__ import annotations

import functools
from importlib import resources
from pathlib import Path

from sheepshead_scorer.text import Text

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


def font_path(font: str) -> Path:
    """The file path of ``font`` (``REGULAR`` or ``BOLD``); raises FileNotFoundError if missing."""
    base = resources.files("sheepshead_scorer.exports.fonts")
    path = Path(str(base.joinpath(_FILES[font])))
    if not path.is_file():
        raise FileNotFoundError(
            Text(
                "font file {path} is missing; reinstall Sheepshead Scorer (the DejaVu fonts ship "
                "inside the package)",
                path=path,
            )
        )
    return path


@functools.cache
def register_fonts() -> tuple[str, str]:
    """Register DejaVu Sans (regular, bold) with reportlab once; returns their font names."""
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    for font in (REGULAR, BOLD):
        pdfmetrics.registerFont(TTFont(font, str(font_path(font))))
    pdfmetrics.registerFontFamily(
        REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD
    )
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    return REGULAR, BOLD
