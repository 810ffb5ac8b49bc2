"""Small validators used by the row dataclasses' ``__post_init__``."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from sheepshead_scorer.exports.errors import ExportError
from sheepshead_scorer.text import Text


def item(field: str, index: int) -> str:
    """The field name of one element of a tuple field: ``item("HandRow.players", 2)`` →
    ``"HandRow.players[2]"``."""
    return f"{field}[{index}]"


def positive_int(field: str, value: object, *, minimum: int = 1) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise ExportError(field, value, Text("a whole number ≥ {minimum}", minimum=minimum))


def optional_int(field: str, value: object, low: int, high: int) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ExportError(
            field, value, Text("None or a whole number from {low} to {high}", low=low, high=high)
        )


def cents(field: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ExportError(
            field, value, Text("an int number of cents (e.g. 12345 for $123.45)")
        )


def name(field: str, value: object, *, required: bool = True) -> None:
    if not isinstance(value, str):
        raise ExportError(field, value, Text("text"))
    if required and not value.strip():
        raise ExportError(
            field, value, Text("a non-empty name"), Text("Give the player's name.")
        )


def label(field: str, value: object) -> None:
    """A title or description the services made: a non-empty string or a translatable
    :class:`Text` (rendered in the document's language by the writer)."""
    name(field, str(value) if isinstance(value, Text) else value)


def exact(field: str, value: object) -> Fraction:
    """Return ``value`` as a Fraction; ints are accepted, floats are refused."""
    if value.__class__ is Fraction:  # the common case, without building a copy
        return value
    if isinstance(value, bool) or not isinstance(value, int | Fraction):
        raise ExportError(
            field,
            value,
            Text("an int or fractions.Fraction (never float)"),
            Text("Use exact arithmetic."),
        )
    return Fraction(value)


def exact_tuple(field: str, values: Iterable[object]) -> tuple[Fraction, ...]:
    if isinstance(values, tuple) and all(v.__class__ is Fraction for v in values):
        return values  # already exact: the rows the services build
    return tuple(exact(item(field, i), v) for i, v in enumerate(values))


def zero_sum(values: tuple[Fraction, ...]) -> bool:
    """Whether ``values`` add up to 0 (whole numbers summed as ints: the common case)."""
    if all(v.denominator == 1 for v in values):
        return sum(v.numerator for v in values) == 0
    return sum(values, Fraction(0)) == 0


def same_length(
    field: str, values: tuple[object, ...], names: tuple[str | Text, ...]
) -> None:
    if len(values) != len(names):
        raise ExportError(
            field,
            values,
            Text(
                "{count} values, one per column {columns!r}", count=len(names),
                columns=[str(name) for name in names],
            ),
        )


def seat(field: str, value: object, players: int) -> None:
    """A 0-based seat index at a table of ``players``."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise ExportError(
            field, value, Text("a 0-based seat from 0 to {last}", last=players - 1)
        )


def unique_names(field: str, names: tuple[str, ...]) -> None:
    if len(set(names)) == len(names):
        return
    seen: set[str] = set()
    for name_ in names:
        if name_ in seen:
            raise ExportError(
                field,
                names,
                Text("each player once"),
                Text("{name!r} is listed twice.", name=name_),
            )
        seen.add(name_)


def no_separator(field: str, value: str) -> None:
    """A name that can be listed in a hand log's name cells (no ``;``)."""
    if ";" in value:
        raise ExportError(field, value, Text("a name without ';'"), Text("Rename the player."))


def at_table(field: str, value: str, players: tuple[str, ...], *, optional: bool = False) -> None:
    """``value`` is one of ``players`` (or ``''`` when ``optional``)."""
    if optional and not value:
        return
    if value not in players:
        allowed = (
            Text("'' or one of {players!r}", players=players)
            if optional
            else Text("one of {players!r}", players=players)
        )
        raise ExportError(field, value, allowed)


def one_per_seat(field: str, values: tuple[str, ...], seats: int) -> None:
    """``values`` is empty or holds one entry per seat (e.g. the seats' phone codes)."""
    if len(values) not in (0, seats):
        raise ExportError(field, values, Text("one code per seat"))
