"""One reader for every number a phone sends: a form field, a query parameter, a header.

``str.isdigit()`` is true for "²", "①" or Arabic-Indic digits, which ``int()`` either refuses
(an HTTP 500) or reads as a number nobody typed on a phone's keypad; only ASCII digits count.
"""

from __future__ import annotations


def whole(value: str | None, *, digits: int = 11) -> int | None:
    """``value`` as a whole number ≥ 0 written in at most ``digits`` ASCII digits, else None
    (the caller answers 400, or treats it as absent)."""
    if not value or len(value) > digits or not value.isascii() or not value.isdigit():
        return None
    return int(value)
