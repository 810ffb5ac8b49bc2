"""Importing a hand log written by ``write_hands_csv`` or the workbook's Hands sheet.

The columns must be those of the export (any order, any case, English or the German headers
of a German workbook); each row is rebuilt into a ``HandRow`` and checked the same way
(zero-sum payouts, dealer and picker at the table). Export → import gives back identical rows.
The outcome columns (``Call`` … ``Sitting out``) are optional as a group: a log exported
before they existed still imports, its rows marked not ``complete``. The house-rule columns
after them (``Picker tricks``, ``Runners``) are optional one by one, and so are Sheep Head's
(``Fox`` … ``Game won``, written only in a log with a Sheep Head hand); a Sheep Head hand's
payouts are its team's points, not zero-sum.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from sheepshead_scorer.exports.cells import (
    HAND_DETAIL_COLUMNS,
    HAND_FIXED_COLUMNS,
    HAND_HOUSE_RULE_COLUMNS,
    HAND_SHEEP_HEAD_COLUMNS,
    HAND_TYPES,
    seat_column,
)
from sheepshead_scorer.exports.errors import ExportError, ImportProblem
from sheepshead_scorer.exports.formatting import points_text
from sheepshead_scorer.exports.i18n import GERMAN, HAND_COLUMN_KEYS, hand_column_title
from sheepshead_scorer.exports.importers import cells
from sheepshead_scorer.exports.importers.columns import FieldSpec, map_columns
from sheepshead_scorer.exports.importers.hand_details import names, read_details, read_fox
from sheepshead_scorer.exports.importers.reading import (
    MAX_HAND_ROWS,
    Cell,
    Formula,
    RawTable,
    Source,
    read_table,
)
from sheepshead_scorer.exports.importers.result import ImportResult
from sheepshead_scorer.exports.importers.row_reader import RowReader
from sheepshead_scorer.exports.rows import HandKind, HandRow
from sheepshead_scorer.text import Text

MAX_SEATS = 10


#: German hand types as a German workbook writes them ("gespielt") → the English value.
_GERMAN_KINDS = {GERMAN[k].casefold(): k for k in HAND_TYPES if k in GERMAN}


def _kind(text: str) -> HandKind:
    word = text.strip().casefold()
    try:
        return HandKind(_GERMAN_KINDS.get(word, word.replace(" ", "_")))
    except ValueError:
        raise ValueError(
            Text("is not a hand type; write one of {types}", types=", ".join(HAND_TYPES))
        ) from None


def _german(column: str) -> tuple[str, ...]:
    """The German header a German workbook writes for ``column`` (``"Platz 3"``), if any."""
    seat, _, number = column.partition(" ")
    known = (seat == "Seat" and number.isdigit()) or HAND_COLUMN_KEYS.get(column, column) in GERMAN
    return (hand_column_title("de", column),) if known else ()


def _missing_details(found: dict[str, int]) -> list[ImportProblem]:
    """All outcome columns or none: a half-present group is a mistake worth naming."""
    present = [c for c in HAND_DETAIL_COLUMNS if c in found]
    missing = [c for c in HAND_DETAIL_COLUMNS if c not in found]
    if not present or not missing:
        return []
    return [
        ImportProblem(
            None,
            "",
            "",
            Text(
                "the file has the outcome columns {present} but not {missing}; add the missing "
                "columns (they may be empty), or remove all of them to import the payouts only.",
                present=present,
                missing=missing,
            ),
        )
    ]


def hand_log_table(source: Source, *, sheet: str | None = "Hands") -> RawTable:
    """The raw cells of the hand log (row numbers as the spreadsheet shows them): the
    ``sheet`` of a workbook, or a German workbook's "Spiele" sheet when it has no "Hands"."""
    raw = read_table(source, sheet=sheet, max_rows=MAX_HAND_ROWS)
    if sheet == "Hands" and (raw.problems or not raw.is_csv) and "Session" not in raw.header:
        german = read_table(source, sheet=GERMAN["Hands"], max_rows=MAX_HAND_ROWS)
        if not german.problems and not german.is_csv and GERMAN["Session"] in german.header:
            return german
    return raw


def read_hand_log(source: Source, *, sheet: str | None = "Hands") -> ImportResult[HandRow]:
    """Parse a hand log (CSV, or the "Hands" sheet of an exported workbook; a German
    workbook's "Spiele" sheet when there is no "Hands" sheet)."""
    raw = hand_log_table(source, sheet=sheet)
    if raw.problems:
        return ImportResult(errors=tuple(raw.problems), warnings=tuple(raw.warnings))
    seat_fields = [
        FieldSpec(seat_column(n), seat_column(n), _german(seat_column(n)))
        for n in range(1, MAX_SEATS + 1)
    ]
    fields = [FieldSpec(t, t, _german(t), required=True) for t in HAND_FIXED_COLUMNS]
    detail_fields = [
        FieldSpec(t, t, _german(t))
        for t in (*HAND_DETAIL_COLUMNS, *HAND_HOUSE_RULE_COLUMNS, *HAND_SHEEP_HEAD_COLUMNS)
    ]
    found, errors = map_columns(raw.header, fields + seat_fields + detail_fields)
    errors.extend(_missing_details(found))
    complete = all(c in found for c in HAND_DETAIL_COLUMNS)
    seats = [f.name for f in seat_fields if f.name in found]
    if not seats and not errors:
        errors.append(
            ImportProblem(
                None,
                "",
                "",
                Text(
                    "no payout columns 'Seat 1', 'Seat 2', …; "
                    "import a hand log exported by Sheepshead Scorer."
                ),
            )
        )
    gap = next((f"Seat {n}" for n in range(1, len(seats) + 1) if f"Seat {n}" not in seats), None)
    if gap is not None and not errors:
        errors.append(
            ImportProblem(
                None, "", "",
                Text(
                    "the column {column!r} is missing (the file has {present}); every seat "
                    "of a table needs its payout column — add it back and import again.",
                    column=gap, present=", ".join(repr(s) for s in seats),
                ),
            )
        )
    columns = {f: raw.header[i] for f, i in found.items()}
    if errors:
        return ImportResult(errors=tuple(errors), warnings=tuple(raw.warnings), columns=columns)

    from_csv = raw.is_csv
    rows: list[HandRow] = []

    def text(value: Cell | Formula) -> str:
        return cells.text(value, from_csv=from_csv)

    widest = 0  # the most players a row lists, when more than the payout columns
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
        partners = names(row.read("Partner", text, ""))
        players = names(row.read("Players", text, ""))
        if len(players) > len(seats):
            widest = max(widest, len(players))  # one problem for the file, below
            continue
        details: dict[str, Any] = read_details(row, from_csv=from_csv) if complete else {}
        if kind is HandKind.FOX:
            details.update(read_fox(row, from_csv=from_csv))
        payouts: list[Fraction] = []
        for n, column in enumerate(seats, start=1):
            value = row.raw(column)
            if n > len(players):
                if value is not None and str(value).strip():
                    row.fail(
                        column,
                        value,
                        Text(
                            "has a payout but the table has {count} players; "
                            "clear the cell or add the player",
                            count=len(players),
                        ),
                    )
                continue
            payouts.append(
                row.read(column, lambda v: cells.points(v, from_csv=from_csv), Fraction(0))
            )
        if not row.failed and kind is not HandKind.FOX and sum(payouts) != 0:
            row.fail(
                seats[0],
                ", ".join(points_text(p) for p in payouts),
                Text(
                    "the payouts add up to {total}; a hand's payouts must sum to zero "
                    "— correct them",
                    total=points_text(sum(payouts, Fraction(0))),
                ),
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
                    **details,
                )
            )
        except ExportError as error:
            field = error.field.removeprefix("HandRow.").split("[")[0]
            column = {
                "payouts": "Seat 1", "players": "Players", "partners": "Partner",
                "seat_points": "Seat points", "seat_tricks": "Seat tricks",
                "sitting_out": "Sitting out", "fox_team": "Fox", "buck_team": "Buck",
                "automatic_buck_team": "Automatic buck",
            }.get(field, field.capitalize())
            value = error.value
            if isinstance(value, tuple):  # payouts or names: as the file writes them
                value = "; ".join(
                    points_text(v) if isinstance(v, Fraction) else str(v) for v in value
                )
            row.fail(
                column if column in found else "Players",
                value,
                Text("is not allowed: {allowed}", allowed=error.allowed_text),
            )
    if widest:
        errors.append(
            ImportProblem(
                None, "", "",
                Text(
                    "rows list up to {count} players but the file has payout columns only up "
                    "to {last!r}; add the column {missing!r} (one payout column per seat).",
                    count=widest, last=seats[-1], missing=f"Seat {len(seats) + 1}",
                ),
            )
        )
    return ImportResult(
        rows=tuple(rows), errors=tuple(errors), warnings=tuple(raw.warnings), columns=columns
    )
