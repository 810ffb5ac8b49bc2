"""The fonts every document and screen draws with: DejaVu Sans, then a shipped fallback chain.

reportlab's built-in Helvetica cannot draw ♣♠♥♦ (it falls back to an unembedded Symbol font and
the text extracts wrong), so every PDF uses DejaVu Sans, shipped in ``exports/fonts/``; it draws
Latin (with Vietnamese), Greek, Cyrillic, Armenian, Georgian, Hebrew, Arabic and the suits.

For the scripts DejaVu lacks the package ships :data:`SHIPPED` (README.md there: sources,
licences, sizes), each loaded only when a text has a character of its ranges: Noto Sans
Devanagari and Noto Sans Thai (shaped with HarfBuzz: conjuncts, vowel signs, Thai marks),
Sheepshead Hangul (a Hangul subset of Nanum Gothic) and Droid Sans Fallback (Chinese, Japanese
kana and kanji). After them come the fonts found on the machine (:func:`machine_fallbacks`:
``SHEEPSHEAD_FALLBACK_FONTS`` first, then Symbola for emoji). A character none of them has is
drawn as a readable replacement (``pdf.script``) and logged — never a silent box.

reportlab's ToUnicode map writes a character beyond U+FFFF (an emoji) as 5 hex digits, which
readers take for two wrong characters; :func:`_to_unicode_cmap` writes its UTF-16 pair.
"""

from __future__ import annotations

import functools
import logging
import os
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from sheepshead_scorer.text import Text

log = logging.getLogger(__name__)

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


@dataclass(frozen=True)
class Fallback:
    """A fallback font shipped with the package."""

    name: str  #: its reportlab font name
    file: str  #: its file in ``exports/fonts/``
    family: str  #: the family name Qt and PDF readers show
    ranges: tuple[tuple[int, int], ...]  #: the code points looked for in it (inclusive)
    shaped: bool  #: needs HarfBuzz shaping (glyph reordering, ligatures, mark positions)


#: The shipped fallback chain, in order (DejaVu Sans comes first).
SHIPPED: tuple[Fallback, ...] = (
    Fallback("NotoSansDevanagari", "NotoSansDevanagari-Regular.ttf", "Noto Sans Devanagari",
             ((0x0900, 0x097F), (0x1CD0, 0x1CFF), (0xA8E0, 0xA8FF)), shaped=True),
    Fallback("NotoSansThai", "NotoSansThai-Regular.ttf", "Noto Sans Thai",
             ((0x0E00, 0x0E7F),), shaped=True),
    Fallback("SheepsheadHangul", "SheepsheadHangul.ttf", "Sheepshead Hangul",
             ((0x1100, 0x11FF), (0x3130, 0x318F), (0xA960, 0xA97F), (0xAC00, 0xD7FF)),
             shaped=False),
    Fallback("DroidSansFallback", "DroidSansFallbackFull.ttf", "Droid Sans Fallback",
             ((0x2E80, 0x9FFF), (0xF900, 0xFAFF), (0xFE30, 0xFE4F), (0xFF00, 0xFFEF),
              (0x20000, 0x2FA1F)), shaped=False),
)

#: Fonts looked for on the machine after the shipped ones: (reportlab name, places).
FALLBACKS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Symbola", (
        "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf",
        "/usr/share/fonts/truetype/ancient-scripts/Symbola.ttf",
        "/usr/share/fonts/TTF/Symbola.ttf",
    )),
)


def _shipped(file: str) -> Path:
    base = resources.files("sheepshead_scorer.exports.fonts")
    path = Path(str(base.joinpath(file)))
    if not path.is_file():
        raise FileNotFoundError(
            Text(
                "font file {path} is missing; reinstall Sheepshead Scorer (the fonts ship "
                "inside the package)",
                path=path,
            )
        )
    return path


def font_path(font: str) -> Path:
    """The file path of ``font`` (``REGULAR``, ``BOLD`` or a :data:`SHIPPED` name); raises
    FileNotFoundError if missing."""
    files = {**_FILES, **{f.name: f.file for f in SHIPPED}}
    return _shipped(files[font])


def shipped_files() -> tuple[Path, ...]:
    """Every font file the screens register: DejaVu Sans, then the fallback chain."""
    return tuple(_shipped(file) for file in (*_FILES.values(), *(f.file for f in SHIPPED)))


def shipped_for(code: int) -> Fallback | None:
    """The shipped fallback whose ranges hold ``code`` (not yet whether it has a glyph)."""
    for fallback in SHIPPED:
        if any(low <= code <= high for low, high in fallback.ranges):
            return fallback
    return None


@functools.cache
def shaped_fonts() -> frozenset[str]:
    """The reportlab names of the fonts drawn through HarfBuzz."""
    return frozenset(f.name for f in SHIPPED if f.shaped)


@functools.cache
def load_shipped(name: str) -> str:
    """Register the shipped fallback ``name`` with reportlab (once); returns ``name``."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    register_fonts()
    fallback = next(f for f in SHIPPED if f.name == name)
    pdfmetrics.registerFont(TTFont(name, str(_shipped(fallback.file)), shapable=fallback.shaped))
    log.debug("loaded the fallback font %s", fallback.family)
    return name


@functools.cache
def machine_fallbacks() -> tuple[str, ...]:
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
            pdfmetrics.registerFont(TTFont(name, path, shapable=False))
        except TTFError as exc:  # e.g. a CFF (.otf) font: reportlab embeds TrueType only
            log.warning("fallback font %s cannot be used: %s", path, exc)
            continue
        names.append(name)
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
        # never shaped: Latin, Greek, Cyrillic need no HarfBuzz; Arabic is joined by pdf.script
        pdfmetrics.registerFont(TTFont(font, str(font_path(font)), shapable=False))
    pdfmetrics.registerFontFamily(
        REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD
    )
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    return REGULAR, BOLD
