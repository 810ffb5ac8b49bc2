"""Importing a league's earlier event totals (player, event, date, total), so a league can
bring its history along. Headers in English or German (Spieler, Veranstaltung/Turnier, Datum,
Punkte/Gesamt). One row per player per event; a player twice in one event is an error."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from fractions import Fraction

from sheepshead_scorer.exports.importers import cells
from sheepshead_scorer.exports.importers.columns import FieldSpec, map_columns
from sheepshead_scorer.exports.importers.players import name_key
from sheepshead_scorer.exports.importers.reading import Source, read_table
from sheepshead_scorer.exports.importers.result import ImportResult
from sheepshead_scorer.exports.importers.row_reader import RowReader
from sheepshead_scorer.exports.rows import EventTotalRow
from sheepshead_scorer.text import Text

EVENT_TOTAL_FIELDS = (
    FieldSpec("player", "Player", ("Name", "Player name", "Spieler", "Spielername"), required=True),
    FieldSpec(
        "event",
        "Event",
        ("Event name", "Tournament", "Veranstaltung", "Turnier", "Spieltag"),
        required=True,
    ),
    FieldSpec("date", "Date", ("Event date", "Datum"), required=True),
    FieldSpec(
        "total",
        "Total",
        ("Points", "Score", "Punkte", "Gesamt", "Summe", "Ergebnis"),
        required=True,
    ),
    FieldSpec("member_number", "Member #", ("Member number", "Mitgliedsnummer", "Mitglieds-Nr.")),
)


def read_event_totals(
    source: Source, *, mapping: Mapping[str, str] | None = None, sheet: str | None = None
) -> ImportResult[EventTotalRow]:
    """Parse earlier event totals from a CSV or XLSX file (points exact: 12, -3, 8/3, 2.5)."""
    raw = read_table(source, sheet=sheet)
    if raw.problems:
        return ImportResult(errors=tuple(raw.problems), warnings=tuple(raw.warnings))
    found, errors = map_columns(raw.header, EVENT_TOTAL_FIELDS, mapping)
    columns = {f: raw.header[i] for f, i in found.items()}
    if errors:
        return ImportResult(errors=tuple(errors), warnings=tuple(raw.warnings), columns=columns)
    from_csv = raw.is_csv
    rows: list[EventTotalRow] = []
    seen: dict[tuple[str, str, dt.date], int] = {}
    for number, row_cells in raw.rows:
        row = RowReader(number, row_cells, raw.header, found, errors)
        player = row.read("player", lambda v: cells.name(v, from_csv=from_csv), "")
        event = row.read("event", lambda v: cells.name(v, from_csv=from_csv), "")
        date = row.read("date", lambda v: cells.date(v, from_csv=from_csv), dt.date.min)
        total = row.read("total", lambda v: cells.points(v, from_csv=from_csv), Fraction(0))
        member = row.read("member_number", lambda v: cells.text(v, from_csv=from_csv), "")
        if row.failed:
            continue
        key = (name_key(player), name_key(event), date)
        if key in seen:
            row.fail(
                "player",
                player,
                Text(
                    "has a second total for {event!r} on {date:%Y-%m-%d} (also on row {row}); "
                    "keep one row per player per event",
                    event=event,
                    date=date,
                    row=seen[key],
                ),
            )
            continue
        seen[key] = number
        rows.append(EventTotalRow(player, event, date, total, member))
    return ImportResult(
        rows=tuple(rows), errors=tuple(errors), warnings=tuple(raw.warnings), columns=columns
    )
