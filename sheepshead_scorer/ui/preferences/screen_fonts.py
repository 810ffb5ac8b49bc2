"""The screens' font fallback chain: the fonts the PDFs ship, registered with Qt at start.

A Hindi, Thai or Korean name showed as empty boxes where the machine has no font for its
script (a bare Windows or Linux install). :func:`install_screen_fonts` registers the shipped
fonts (``exports.fonts``: DejaVu Sans, Noto Sans Devanagari, Noto Sans Thai, Sheepshead Hangul,
Droid Sans Fallback) with ``QFontDatabase.addApplicationFont`` and makes them the application
font's fallback families after the system's own (``QFont.setFamilies``), so every widget draws
a character its first font lacks in the first font of the chain that has it. Registering reads
only the fonts' tables (about 30 ms for the five files); nothing is drawn until a name needs it.

:func:`missing` names what no font of the chain has (logged by the caller, shown by Qt as its
replacement box); :func:`screen_text` replaces such characters with "[U+XXXX]", as the PDFs do.
"""

from __future__ import annotations

import functools
import logging

from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics, QGuiApplication

from sheepshead_scorer.exports.fonts import shipped_files

log = logging.getLogger(__name__)


@functools.cache
def fallback_families() -> tuple[str, ...]:
    """Register the shipped fonts with Qt (once); their family names, in chain order."""
    families: list[str] = []
    for path in shipped_files():
        font_id = QFontDatabase.addApplicationFont(str(path))
        found = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if not found:
            log.warning("the font %s could not be registered with Qt", path)
        families.extend(f for f in found if f not in families)
    return tuple(families)


def install_screen_fonts(app: QGuiApplication) -> None:
    """Make the shipped fonts the fallbacks of the application font (after the system's)."""
    font = QFont(app.font())
    # DejaVu Sans is registered but kept out of the chain: the system font draws Latin, Greek,
    # Cyrillic, Hebrew and Arabic, and Qt asked DejaVu for Devanagari first ("OpenType support
    # missing for DejaVu Sans")
    chain = [*font.families(), *(f for f in fallback_families()
                                 if f not in font.families() and f != "DejaVu Sans")]
    font.setFamilies(chain)
    app.setFont(font)
    log.debug("screen font chain: %s", ", ".join(chain))


def chain_fonts(base: QFont) -> list[QFont]:
    """``base``'s family and each fallback family, as fonts of ``base``'s size."""
    fonts = []
    for family in [*base.families(), *fallback_families()]:
        font = QFont(base)
        font.setFamilies([family])
        fonts.append(font)
    return fonts


def missing(text: str, base: QFont) -> set[str]:
    """The characters of ``text`` no font of ``base``'s chain draws."""
    metrics = [QFontMetrics(font) for font in chain_fonts(base)]
    return {
        char for char in set(text)
        if not char.isspace() and ord(char) >= 0x20 and not (0x2066 <= ord(char) <= 0x2069)
        and not any(m.inFontUcs4(ord(char)) for m in metrics)
    }


def screen_text(text: str, base: QFont | None = None) -> str:
    """``text`` with each character no font of the chain (of ``base``, else the application
    font) has as "[U+XXXX]" (logged once per text)."""
    if text.isascii():
        return text
    return _screen_text(text, (base or QGuiApplication.font()).toString())


@functools.lru_cache(maxsize=4096)
def _screen_text(text: str, font_key: str) -> str:
    base = QFont()
    base.fromString(font_key)
    lost = missing(text, base)
    if not lost:
        return text
    log.warning("no screen font has %s in %r: shown as their code points",
                ", ".join(f"U+{ord(c):04X}" for c in sorted(lost)), text)
    return "".join(f"[U+{ord(c):04X}]" if c in lost else c for c in text)
