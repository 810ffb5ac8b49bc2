"""Which characters a PDF's embedded fonts really draw: read each font's ToUnicode map and its
embedded TrueType program; a code drawn with the empty ".notdef" glyph (a box) does not count."""

from __future__ import annotations

import io
import re
import unicodedata

import pypdf
from fontTools.ttLib import TTFont

_BFCHAR = re.compile(r"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>")


def _utf16(hexed: str) -> str:
    return bytes.fromhex(hexed).decode("utf-16-be")


def drawn(data: bytes) -> dict[str, set[str]]:
    """Per embedded font (its base name without the subset tag), the characters it draws
    with a real glyph."""
    found: dict[str, set[str]] = {}
    reader = pypdf.PdfReader(io.BytesIO(data))
    seen: set[int] = set()
    for page in reader.pages:
        for ref in page["/Resources"]["/Font"].values():
            font = ref.get_object()
            if id(font) in seen or "/ToUnicode" not in font or "/FontDescriptor" not in font:
                continue
            seen.add(id(font))
            program = font["/FontDescriptor"].get_object().get("/FontFile2")
            if program is None:
                continue
            tt = TTFont(io.BytesIO(program.get_object().get_data()))
            cmap = next(iter(tt["cmap"].tables)).cmap
            glyf = tt["glyf"]
            name = str(font["/BaseFont"]).split("+", 1)[-1]
            chars = found.setdefault(name, set())
            body = font["/ToUnicode"].get_object().get_data().decode("latin-1")
            body = body[body.index("beginbfchar"):]
            for code, uni in _BFCHAR.findall(body):
                glyph = cmap.get(int(code, 16), ".notdef")
                if glyph == ".notdef":
                    continue
                text = _utf16(uni)
                if glyf[glyph].numberOfContours == 0 and not text.isspace():
                    continue  # an empty glyph: nothing shows
                chars.add(text)
    return found


def missing(data: bytes, names: tuple[str, ...], shaped_fonts: dict[str, set[int]]) -> set[str]:
    """The characters of ``names`` no embedded font draws. A character HarfBuzz may have
    merged into a conjunct (its font in ``shaped_fonts``: font name → the font's code points)
    counts when that font is embedded and has it; Arabic counts through its joined forms."""
    fonts = drawn(data)
    every = set().union(*fonts.values()) if fonts else set()
    joined = set("".join(unicodedata.normalize("NFKC", c) for c in every))  # ﻷ is لأ
    lacking: set[str] = set()
    for char in set("".join(names)):
        if char.isspace() or char in every or char in joined:
            continue
        if any(ord(char) in codes and any(name.startswith(font) for name in fonts)
               for font, codes in shaped_fonts.items()):
            continue
        lacking.add(char)
    return lacking
