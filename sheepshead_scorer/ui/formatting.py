"""How numbers look on screen: exact points (Fractions) and money (integer cents).

Nothing here rounds: a payout of 8/3 shows as "+2 2/3", never as 2.67.
"""

from __future__ import annotations

from fractions import Fraction

MINUS = "\u2212"  # a real minus sign lines up with "+" in proportional fonts


def format_points(value: Fraction | int, *, signed: bool = True) -> str:
    """Game points, exact: `+3`, `−1`, `+2 2/3`, `0`."""
    value = Fraction(value)
    if value == 0:
        return "0"
    sign = ("+" if signed else "") if value > 0 else MINUS
    magnitude = abs(value)
    whole, rest = divmod(magnitude.numerator, magnitude.denominator)
    if rest == 0:
        return f"{sign}{whole}"
    fraction = f"{rest}/{magnitude.denominator}"
    return f"{sign}{whole} {fraction}" if whole else f"{sign}{fraction}"


def format_money(cents: int, *, currency: str = "$") -> str:
    """Money from integer cents: `$12.50`, `−$0.25`."""
    sign = MINUS if cents < 0 else ""
    whole, rest = divmod(abs(cents), 100)
    return f"{sign}{currency}{whole:,}.{rest:02d}"


def parse_money(text: str) -> int:
    """Parse `12.50`, `$12.5`, `12` into cents. Raises ValueError naming the text if unreadable."""
    cleaned = text.strip().lstrip("$€").replace(",", "").strip()
    if not cleaned:
        return 0
    whole, _, frac = cleaned.partition(".")
    if not whole.lstrip("-").isdigit() and whole not in ("", "-"):
        raise ValueError(f"amount {text!r} is not a number; type e.g. 20 or 12.50")
    if frac and (not frac.isdigit() or len(frac) > 2):
        raise ValueError(f"amount {text!r} has more than two decimals; type e.g. 12.50")
    negative = whole.startswith("-")
    cents = int(whole.lstrip("-") or "0") * 100 + int((frac + "00")[:2] or "0")
    return -cents if negative else cents
