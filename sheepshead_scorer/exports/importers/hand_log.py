"""Importing a hand log written by ``write_hands_csv`` or the workbook's Hands sheet.

The columns must be exactly those of the export (any order, any case); each row is rebuilt
into a ``HandRow`` and checked the same way (zero-sum payouts, dealer and picker at the table).
Export → import gives back identical rows.
"""

from __future__ import annotations

from fractions import Fraction

from sheepshead_scorer.exports.cells import HAND_FIXED_COLUMNS, HAND_TYPES, seat_column
from sheepshead_scorer.exports.errors import ExportError, ImportProblem
from sheepshead_scorer.exports.formatting import points_text
from sheepshead_scorer.exports.importers import cells
from sheepshead_scorer.exports.importers.columns import FieldSpec, map_columns
from sheepshead_scorer.exports.importers.reading import (
    MAX_HAND_ROWS,
    Cell,
    Formula,
    Source,
    read_table,
)
from sheepshead_scorer.exports.importers.result import ImportResult
from sheepshead_scorer.exports.importers.row_reader import RowReader
from sheepshead_scorer.exports.rows import NAME_SEPARATOR, HandKind, HandRow

MAX_SEATS = 10


def _names(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split(NAME_SEPARATOR.strip()) if part.strip())


def _kind(text: str) -> HandKind:
    try:
        return HandKind(text.strip().casefold().replace(" ", "_"))
    except ValueError:
        raise ValueError(f"is not a hand type; write one of {', '.join(HAND_TYPES)}") from None


def read_hand_log(source: Source, *, sheet: str | None = "Hands") -> ImportResult[HandRow]:
    """Parse a hand log (CSV, or the "Hands" sheet of an exported workbook)."""
    raw = read_table(source, sheet=sheet, max_rows=MAX_HAND_ROWS)
    if raw.problems:
        return ImportResult(errors=tuple(raw.problems), warnings=tuple(raw.warnings))
    seat_fields = [FieldSpec(seat_column(n), seat_column(n), ()) for n in range(1, MAX_SEATS + 1)]
    fields = [FieldSpec(t, t, (), required=True) for t in HAND_FIXED_COLUMNS] + seat_fields
    found, errors = map_columns(raw.header, fields)
    seats = [f.name for f in seat_fields if f.name in found]
    if not seats and not errors:
        errors.append(
            ImportProblem(
                None,
                "",
                "",
                "no payout columns 'Seat 1', 'Seat 2', …; "
                "import a hand log exported by Sheepshead Scorer.",
            )
        )
    columns = {f: raw.header[i] for f, i in found.items()}
    if errors:
        return ImportResult(errors=tuple(errors), warnings=tuple(raw.warnings), columns=columns)

    from_csv = raw.is_csv
    rows: list[HandRow] = []

    def text(value: Cell | Formula) -> str:
        return cells.text(value, from_csv=from_csv)

    for number, row_cells in raw.rows:
        row = RowReader(number, row_cells, raw.header, found, errors)
        ids = [
            row.read(col, lambda v: cells.whole(v, from_csv=from_csv, low=1, high=100_000), 1)
            for col in ("Session", "Round", "Table", "Hand")
        ]
        multiplier = row.read(
            "Multiplier", lambda v: cells.whole(v, from_csv=from_csv, low=1, high=1_000_000), 1
        )
        kind = row.read("Type", lambda v: _kind(text(v)), HandKind.PICKED)
        points = row.read(
            "Points", lambda v: cells.optional_whole(v, from_csv=from_csv, low=0, high=120), None
        )
        tricks = row.read(
            "Tricks", lambda v: cells.optional_whole(v, from_csv=from_csv, low=0, high=20), None
        )
        dealer = row.read("Dealer", text, "")
        picker = row.read("Picker", text, "")
        partners = _names(row.read("Partner", text, ""))
        players = _names(row.read("Players", text, ""))
        payouts: list[Fraction] = []
        for n, column in enumerate(seats, start=1):
            value = row.raw(column)
            if n > len(players):
                if value is not None and str(value).strip():
                    row.fail(
                        column,
                        value,
                        f"has a payout but the table has {len(players)} "
                        "players; clear the cell or add the player",
                    )
                continue
            payouts.append(
                row.read(column, lambda v: cells.points(v, from_csv=from_csv), Fraction(0))
            )
        if not row.failed and sum(payouts) != 0:
            row.fail(
                seats[0],
                ", ".join(points_text(p) for p in payouts),
                f"the payouts add up to {points_text(sum(payouts, Fraction(0)))}; a hand's "
                "payouts must sum to zero — correct them",
            )
        if row.failed:
            continue
        try:
            rows.append(
                HandRow(
                    session=ids[0],
                    round=ids[1],
                    table=ids[2],
                    hand=ids[3],
                    dealer=dealer,
                    kind=kind,
                    players=players,
                    payouts=tuple(payouts),
                    picker=picker,
                    partners=partners,
                    points=points,
                    tricks=tricks,
                    multiplier=multiplier,
                )
            )
        except ExportError as error:
            field = error.field.removeprefix("HandRow.").split("[")[0]
            column = {"payouts": "Seat 1", "players": "Players", "partners": "Partner"}.get(
                field, field.capitalize()
            )
            row.fail(
                column if column in found else "Players",
                error.value,
                f"is not allowed: {error.allowed}",
            )
    return ImportResult(
        rows=tuple(rows), errors=tuple(errors), warnings=tuple(raw.warnings), columns=columns
    )
