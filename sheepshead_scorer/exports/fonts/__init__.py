"""The embedded DejaVu Sans fonts and the fallbacks for the scripts DejaVu lacks.

reportlab's built-in Helvetica cannot draw ♣♠♥♦ (it falls back to an unembedded Symbol font and
the text extracts wrong), so every PDF uses DejaVu Sans, shipped in ``exports/fonts/``.

DejaVu has no Chinese, Japanese or Korean and few emoji. :func:`fallback_fonts` finds, once,
the fallback fonts installed on the machine: Droid Sans Fallback (Debian's
``fonts-droid-fallback``; a TrueType font — Noto Sans CJK is CFF, which reportlab cannot
embed) and Symbola (``fonts-symbola``). ``SHEEPSHEAD_FALLBACK_FONTS`` (paths separated by
``os.pathsep``) puts other TrueType files first. Without them such characters print as boxes.

reportlab's ToUnicode map writes a character beyond U+FFFF (an emoji) as 5 hex digits, which
readers take for two wrong characters; :func:`_to_unicode_cmap` writes its UTF-16 pair.
"""

from __future__ import annotations

import functools
import logging
import os
from importlib import resources
from pathlib import Path

from sheepshead_scorer.text import Text

log = logging.getLogger(__name__)

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


#: Fallback fonts looked for, in order: (reportlab name, places Debian and others put it).
FALLBACKS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("DroidSansFallback", (
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        "/usr/share/fonts/truetype/droid/DroidSansFallback.ttf",
        "/usr/share/fonts/droid/DroidSansFallbackFull.ttf",
    )),
    ("Symbola", (
        "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf",
        "/usr/share/fonts/truetype/ancient-scripts/Symbola.ttf",
        "/usr/share/fonts/TTF/Symbola.ttf",
    )),
)


@functools.cache
def fallback_fonts() -> tuple[str, ...]:
    """Register the fallback fonts found on this machine; their reportlab names, in order."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFError, TTFont

    register_fonts()
    wanted: list[tuple[str, tuple[str, ...]]] = [
        (f"Fallback{n}", (path,))
        for n, path in enumerate(
            p for p in os.environ.get("SHEEPSHEAD_FALLBACK_FONTS", "").split(os.pathsep) if p
        )
    ]
    names: list[str] = []
    for name, places in [*wanted, *FALLBACKS]:
        path = next((p for p in places if Path(p).is_file()), None)
        if path is None:
            continue
        try:
            pdfmetrics.registerFont(TTFont(name, path))
        except TTFError as exc:  # e.g. a CFF (.otf) font: reportlab embeds TrueType only
            log.warning("fallback font %s cannot be used: %s", path, exc)
            continue
        names.append(name)
    if not names:
        log.warning("no fallback fonts found: CJK names and some emoji print as boxes; "
                    "install fonts-droid-fallback and fonts-symbola")
    return tuple(names)


def _to_unicode_cmap(fontname: str, subset: list[int]) -> str:
    """reportlab's ToUnicode CMap, with characters beyond U+FFFF as UTF-16 surrogate pairs."""

    def utf16(code: int) -> str:
        if code <= 0xFFFF:
            return f"{code:04X}"
        code -= 0x10000
        return f"{0xD800 + (code >> 10):04X}{0xDC00 + (code & 0x3FF):04X}"

    lines = [
        "/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap",
        "/CIDSystemInfo", f"<< /Registry ({fontname})", f"/Ordering ({fontname})",
        "/Supplement 0", ">> def", f"/CMapName /{fontname} def", "/CMapType 2 def",
        "1 begincodespacerange", f"<00> <{len(subset) - 1:02X}>", "endcodespacerange",
        f"{len(subset)} beginbfchar",
        *(f"<{i:02X}> <{utf16(v)}>" for i, v in enumerate(subset)),
        "endbfchar", "endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end",
    ]
    return "\n".join(lines)


@functools.cache
def register_fonts() -> tuple[str, str]:
    """Register DejaVu Sans (regular, bold) with reportlab once; returns their font names."""
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics, ttfonts
    from reportlab.pdfbase.ttfonts import TTFont

    ttfonts.makeToUnicodeCMap = _to_unicode_cmap  # emoji extract as themselves

    for font in (REGULAR, BOLD):
        pdfmetrics.registerFont(TTFont(font, str(font_path(font))))
    pdfmetrics.registerFontFamily(
        REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD
    )
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    return REGULAR, BOLD
