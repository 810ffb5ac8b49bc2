"""The event workbook and the season workbook.

Event workbook sheets: Standings, Hands (the full log), Rounds (per player per table per round),
Players, Prizes — each one Excel table with a frozen header and filters. Season workbook: Season
standings, then one standings sheet per event (named by date and event).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, BinaryIO

from openpyxl.workbook import Workbook

from sheepshead_scorer.exports.cells import hand_header, hand_values, max_seats
from sheepshead_scorer.exports.excel.sheets import (
    Column,
    Kind,
    money,
    sheet_title,
    write_table_sheet,
)
from sheepshead_scorer.exports.formatting import points_value
from sheepshead_scorer.exports.rows import EventExport, SeasonExport, Standings

#: Where a workbook goes: a file path or a binary stream opened for writing.
XlsxTarget = str | os.PathLike[str] | BinaryIO
Progress = Callable[[int, int], None]

#: Progress steps of the event workbook: five sheets, then saving.
EVENT_STEPS = 6
_TEXT_HAND_COLUMNS = {"Dealer", "Type", "Picker", "Partner", "Players"}


def standings_columns(standings: Standings) -> list[Column]:
    return [
        Column("Rank"),
        Column("Tied", Kind.TEXT),
        Column("Player", Kind.TEXT),
        Column("Member #", Kind.TEXT),
        Column(standings.played_label),
        Column("Total"),
        *(Column(name) for name in standings.tiebreak_names),
        *(Column(name) for name in standings.breakdown_names),
        Column("Prize", Kind.MONEY),
    ]


def standings_values(standings: Standings) -> list[list[Any]]:
    """Standings rows as cell values; rank is a number and "T" in Tied marks a shared rank."""
    return [
        [
            row.rank,
            "T" if row.tied else None,
            row.player,
            row.member_number or None,
            row.played,
            points_value(row.total),
            *(points_value(v) for v in row.tiebreaks),
            *(None if v is None else points_value(v) for v in row.breakdown),
            money(row.prize_cents) if row.prize_cents else None,
        ]
        for row in standings.rows
    ]


def _add_event_sheets(
    workbook: Workbook, event: EventExport, taken: set[str], step: Callable[[int], None]
) -> None:
    write_table_sheet(
        workbook,
        sheet_title("Standings", taken),
        "Standings",
        standings_columns(event.standings),
        standings_values(event.standings),
    )
    seats = max_seats(event.hands)
    step(1)
    write_table_sheet(
        workbook,
        sheet_title("Hands", taken),
        "Hands",
        [
            Column(t, Kind.TEXT if t in _TEXT_HAND_COLUMNS else Kind.NUMBER)
            for t in hand_header(seats)
        ],
        [hand_values(h, seats) for h in event.hands],
    )
    step(2)
    write_table_sheet(
        workbook,
        sheet_title("Rounds", taken),
        "Rounds",
        [
            Column("Session"),
            Column("Round"),
            Column("Table"),
            Column("Seat"),
            Column("Player", Kind.TEXT),
            Column("Hands"),
            Column("Total"),
        ],
        [
            [r.session, r.round, r.table, r.seat_number, r.player, r.hands, points_value(r.total)]
            for r in event.rounds
        ],
    )
    step(3)
    write_table_sheet(
        workbook,
        sheet_title("Players", taken),
        "Players",
        [
            Column("Name", Kind.TEXT),
            Column("Member #", Kind.TEXT),
            Column("Club", Kind.TEXT),
            Column("Email", Kind.TEXT),
        ],
        [[p.name, p.member_number or None, p.club or None, p.email or None] for p in event.players],
    )
    step(4)
    write_table_sheet(
        workbook,
        sheet_title("Prizes", taken),
        "Prizes",
        [
            Column("Place", Kind.TEXT),
            Column("Player", Kind.TEXT),
            Column("Prize", Kind.TEXT),
            Column("Amount", Kind.MONEY),
        ],
        [[p.place, p.player, p.description or None, money(p.amount_cents)] for p in event.prizes],
    )


def _save(workbook: Workbook, target: XlsxTarget) -> None:
    workbook.save(os.fspath(target) if isinstance(target, str | os.PathLike) else target)


def _new_workbook(title: str, event: str) -> Workbook:
    workbook = Workbook(write_only=True)
    workbook.properties.title = title
    workbook.properties.subject = event
    workbook.properties.creator = "Sheepshead Scorer"
    return workbook


def write_event_workbook(
    target: XlsxTarget, event: EventExport, *, progress: Progress | None = None
) -> None:
    """Write the event workbook (values only, no formulas) to a path or binary stream."""

    def step(done: int) -> None:
        if progress:
            progress(done, EVENT_STEPS)

    step(0)
    workbook = _new_workbook(f"{event.info.event} — results", event.info.event)
    _add_event_sheets(workbook, event, set(), step)
    step(EVENT_STEPS - 1)  # writing the file
    _save(workbook, target)
    step(EVENT_STEPS)


def write_season_workbook(
    target: XlsxTarget, season: SeasonExport, *, progress: Progress | None = None
) -> None:
    """Write the season standings and every event's standings, one sheet each."""
    total = len(season.events) + 2
    if progress:
        progress(0, total)
    workbook = _new_workbook(f"{season.info.event} — season", season.info.event)
    taken: set[str] = set()
    write_table_sheet(
        workbook,
        sheet_title("Season standings", taken),
        "SeasonStandings",
        standings_columns(season.standings),
        standings_values(season.standings),
    )
    for n, event in enumerate(season.events, start=1):
        name = f"{event.info.date:%Y-%m-%d} {event.info.event}"
        write_table_sheet(
            workbook,
            sheet_title(name, taken),
            f"Event{n}Standings",
            standings_columns(event.standings),
            standings_values(event.standings),
        )
        if progress:
            progress(n, total)
    _save(workbook, target)
    if progress:
        progress(total, total)
