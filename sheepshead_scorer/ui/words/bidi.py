"""Names and numbers side by side in either writing direction.

A header "3 דוד כהן" over "−2" is one paragraph to Qt: its first strong letter is Hebrew, so
the paragraph runs right to left and the total shows as "2−". Wrapped in Unicode isolates a
number keeps its own left-to-right order with its sign (LRI … PDI), and a name (FSI … PDI,
direction from its own first letter) cannot turn the numbers around it. The marks are
invisible and take no room.
"""

from __future__ import annotations

LRI, FSI, PDI = "\u2066", "\u2068", "\u2069"


def number(text: str) -> str:
    """``text`` (a number with its sign, "−2", "+3½") isolated left to right."""
    return f"{LRI}{text}{PDI}"


def name(text: str) -> str:
    """``text`` (a name in any script) isolated in its own direction."""
    return f"{FSI}{text}{PDI}"
