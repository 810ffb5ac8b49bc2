"""The outcome columns of a hand log (``Call`` … ``Sitting out``, see ``docs/exports.md``),
read from one row into the keyword arguments of a complete ``HandRow``.

Only the cells' form is checked here (a count, a yes/no, names at the table); whether the call,
reason and counts are allowed under the event's rules is the rule engine's job when the
service scores the imported hands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sheepshead_scorer.exports.cells import NOBODY, YES, split_names
from sheepshead_scorer.exports.importers import cells
from sheepshead_scorer.exports.importers.reading import Cell, Formula
from sheepshead_scorer.exports.importers.row_reader import RowReader
from sheepshead_scorer.text import Text

_YES = {YES, "y", "x", "1", "true", "ja", "j"}
_NO = {"", "no", "n", "0", "false", "nein"}


def names(text: str) -> tuple[str, ...]:
    """``"Ada; Bernd"`` → ``("Ada", "Bernd")`` (a quoted ``"Smith; Jr."`` is one name)."""
    return split_names(text)


def _yes_no(text: str) -> bool:
    word = text.strip().casefold()
    if word in _YES:
        return True
    if word in _NO:
        return False
    raise ValueError(Text("is not yes or no; write {yes!r} or leave the cell empty", yes=YES))


def _counts(text: str, high: int) -> tuple[int, ...]:
    return tuple(_count(part, high) for part in names(text))


def _count(part: str, high: int) -> int:
    if not part.isdigit() or not 0 <= int(part) <= high:
        raise ValueError(
            Text(
                "must list whole numbers from 0 to {high}, one per seat separated by ';' "
                "(e.g. 0; 30; 12; 78; 0)",
                high=high,
            )
        )
    return int(part)


def _seat_counts(text: str, high: int) -> tuple[int | None, ...]:
    """``"0; 30; 12; 78; 0"`` → one number per seat; an empty place (``"; 15; ; ; "``: a
    leaster typed as one seat) is ``None``, a seat nobody typed a number for."""
    if not text.strip():
        return ()
    values: list[int | None] = []
    for raw in text.split(";"):
        part = raw.strip()
        values.append(_count(part, high) if part else None)
    if all(v is None for v in values):
        _count("", high)  # no number at all: say what the cell takes
    return tuple(values)


def _pair(text: str, high: int) -> tuple[int, int] | None:
    """``"9; 4"`` → ``(9, 4)``; empty → ``None``."""
    values = _counts(text, high)
    if not values:
        return None
    if len(values) != 2:
        raise ValueError(Text("must be two whole numbers separated by ';' (e.g. 9; 4)"))
    return values[0], values[1]


def read_fox(row: RowReader, *, from_csv: bool) -> dict[str, Any]:
    """The Sheep Head columns (``Fox`` … ``Game won``) of ``row`` as ``HandRow`` keyword
    arguments; absent columns keep the row's defaults."""

    def text(value: Cell | Formula) -> str:
        return cells.text(value, from_csv=from_csv)

    def team(v: Cell | Formula) -> tuple[str, ...]:
        return names(text(v))

    nobody: tuple[str, ...] = ()
    no_pair: tuple[int, int] | None = None
    return {
        "fox_team": row.read("Fox", team, nobody),
        "counters": row.read("Counters", lambda v: _pair(text(v), 13), no_pair),
        "buck_team": row.read("Buck", team, nobody),
        "automatic_buck_team": row.read("Automatic buck", team, nobody),
        "game": row.read(
            "Game", lambda v: cells.optional_whole(v, from_csv=from_csv, low=1, high=100_000),
            None,
        ),
        "game_score": row.read("Game score", lambda v: _pair(text(v), 1_000), no_pair),
        "game_won": row.read("Game won", lambda v: _yes_no(text(v)), False),
    }


def read_details(row: RowReader, *, from_csv: bool) -> dict[str, Any]:
    """The outcome fields of ``row`` as ``HandRow`` keyword arguments (``complete=True``)."""

    def text(value: Cell | Formula) -> str:
        return cells.text(value, from_csv=from_csv)

    def count(high: int) -> Callable[[Cell | Formula], int]:
        return lambda v: cells.optional_whole(v, from_csv=from_csv, low=0, high=high) or 0

    no_counts: tuple[int, ...] = ()
    no_seat_counts: tuple[int | None, ...] = ()
    sitters_text = row.read("Sitting out", text, "")
    sitting_out: tuple[str, ...] | None = None
    if sitters_text.casefold() == NOBODY:
        sitting_out = ()
    elif sitters_text:
        sitting_out = names(sitters_text)
    return {
        "call": row.read("Call", lambda v: text(v).casefold().replace(" ", "_"), ""),
        "cracks": row.read("Cracks", count(3), 0),
        "blitzes": row.read("Blitzes", count(2), 0),
        "kontras": row.read("Kontras", count(2), 0),
        "sheepshead": row.read("Sheepshead", lambda v: _yes_no(text(v)), False),
        "offender": row.read("Offender", text, ""),
        "reason": row.read("Reason", lambda v: text(v).casefold(), ""),
        "seat_points": row.read(
            "Seat points", lambda v: _seat_counts(text(v), 120), no_seat_counts
        ),
        "seat_tricks": row.read("Seat tricks", lambda v: _counts(text(v), 20), no_counts),
        "sitting_out": sitting_out,
        "picker_tricks": row.read(
            "Picker tricks",
            lambda v: cells.optional_whole(v, from_csv=from_csv, low=0, high=20),
            None,
        ),
        "runners": row.read("Runners", count(14), 0),
        "complete": True,
    }
