"""Plain-text tables for the terminal, aligned for names in any script.

``str.ljust`` counts characters, but a terminal gives a Chinese, Japanese or Korean character
or an emoji two columns and a combining mark (a Devanagari vowel sign, a Thai tone mark, an
accent typed separately) none, so the columns after "王小明" or "Ann 🐑" slid. :func:`width`
counts terminal columns as ``wcwidth`` does — ``unicodedata.east_asian_width`` "W" or "F" is
two, a mark, a joiner or a variation selector nothing — and :func:`lines` pads by it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from functools import lru_cache


@lru_cache(maxsize=4096)
def width(text: str) -> int:
    """The columns ``text`` takes in a terminal."""
    if text.isascii():
        return len(text)
    columns = 0
    for char in text:
        if unicodedata.category(char) in ("Mn", "Me", "Cf") or "\u1160" <= char <= "\u11ff":
            continue  # combining marks, joiners, isolates, Hangul medial and final jamo
        columns += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return columns


def pad(text: str, columns: int) -> str:
    """``text`` padded with spaces to ``columns`` terminal columns."""
    return text + " " * max(columns - width(text), 0)


def lines(rows: Sequence[Sequence[str]], gap: str = "  ") -> list[str]:
    """``rows`` as aligned lines: each column as wide as its widest cell, trailing space cut."""
    if not rows:
        return []
    widths = [max(width(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [gap.join(pad(cell, widths[i]) for i, cell in enumerate(row)).rstrip() for row in rows]


def rule(rows: Sequence[Sequence[str]], gap: str = "  ") -> str:
    """The dashes under a header row of ``rows``, one run per column."""
    widths = [max(width(row[i]) for row in rows) for i in range(len(rows[0]))]
    return gap.join("-" * w for w in widths)
