"""Small validators used by the row dataclasses' ``__post_init__``."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from sheepshead_scorer.exports.errors import ExportError


def positive_int(field: str, value: object, *, minimum: int = 1) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise ExportError(field, value, f"a whole number ≥ {minimum}")


def optional_int(field: str, value: object, low: int, high: int) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ExportError(field, value, f"None or a whole number from {low} to {high}")


def cents(field: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ExportError(field, value, "an int number of cents (e.g. 12345 for $123.45)")


def name(field: str, value: object, *, required: bool = True) -> None:
    if not isinstance(value, str):
        raise ExportError(field, value, "text")
    if required and not value.strip():
        raise ExportError(field, value, "a non-empty name", "Give the player's name.")


def exact(field: str, value: object) -> Fraction:
    """Return ``value`` as a Fraction; ints are accepted, floats are refused."""
    if isinstance(value, bool) or not isinstance(value, int | Fraction):
        raise ExportError(
            field, value, "an int or fractions.Fraction (never float)", "Use exact arithmetic."
        )
    return Fraction(value)


def exact_tuple(field: str, values: Iterable[object]) -> tuple[Fraction, ...]:
    return tuple(exact(f"{field}[{i}]", v) for i, v in enumerate(values))


def same_length(field: str, values: tuple[object, ...], names: tuple[str, ...]) -> None:
    if len(values) != len(names):
        raise ExportError(field, values, f"{len(names)} values, one per column {list(names)!r}")


def seat(field: str, value: object, players: int) -> None:
    """A 0-based seat index at a table of ``players``."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise ExportError(field, value, f"a 0-based seat from 0 to {players - 1}")


def unique_names(field: str, names: tuple[str, ...]) -> None:
    seen: set[str] = set()
    for name_ in names:
        if name_ in seen:
            raise ExportError(field, names, "each player once", f"{name_!r} is listed twice.")
        seen.add(name_)
