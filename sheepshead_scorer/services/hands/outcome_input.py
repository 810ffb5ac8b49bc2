"""Turning what the director entered into an engine outcome, and checking its seats."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sheepshead_scorer.rules import (
    RuleError,
    TableOutcome,
    table_outcome_from_dict,
    table_outcome_to_dict,
)
from sheepshead_scorer.services.core.errors import RuleViolationError, SeatNotAtTableError
from sheepshead_scorer.text import Text, text_of

_SEAT_FIELDS = ("dealer", "picker", "offender")
_SEAT_LIST_FIELDS = ("partners", "sitting_out")
_PER_SEAT_FIELDS = ("points", "tricks")


def parse_outcome(
    outcome: TableOutcome | Mapping[str, Any],
) -> tuple[TableOutcome, dict[str, Any]]:
    """The outcome object (either game's) and its JSON form as stored."""
    try:
        parsed = (
            table_outcome_from_dict(dict(outcome)) if isinstance(outcome, Mapping) else outcome
        )
        return parsed, table_outcome_to_dict(parsed)
    except RuleError as exc:
        raise RuleViolationError(exc.text, exc.field) from exc
    except (KeyError, TypeError, ValueError) as exc:
        raise RuleViolationError(
            Text(
                "the hand could not be read ({reason}); enter it again with every field "
                "filled in",
                reason=text_of(exc),
            )
        ) from exc


def check_seats(data: Mapping[str, Any], seats: int, table_number: int) -> None:
    """Every seat the hand names must exist at the table (seats 0 .. seats-1)."""
    last = seats - 1
    where = Text(
        "table {table} has seats 0-{last} ({seats} players)",
        table=table_number, last=last, seats=seats,
    )
    for name in _SEAT_FIELDS:
        seat = data.get(name)
        if isinstance(seat, int) and not 0 <= seat <= last:
            raise SeatNotAtTableError(
                Text(
                    "{field}={seat} is not a seat at this table: {where}; pick one of its seats",
                    field=name, seat=seat, where=where,
                )
            )
    for name in _SEAT_LIST_FIELDS:
        for seat in data.get(name) or ():
            if isinstance(seat, int) and not 0 <= seat <= last:
                raise SeatNotAtTableError(
                    Text(
                        "{field} includes seat {seat}, which is not at this table: {where}",
                        field=name, seat=seat, where=where,
                    )
                )
    if data.get("type") == "leaster":
        for name in _PER_SEAT_FIELDS:
            values = data.get(name) or ()
            if len(values) != seats:
                raise SeatNotAtTableError(
                    Text(
                        "{field} has {count} entries but {where}; give one per seat",
                        field=name, count=len(values), where=where,
                    )
                )
