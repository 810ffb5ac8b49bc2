"""CSV exports of standings and hands: UTF-8 with BOM (Excel opens umlauts and suits right),
comma separated, injection-safe (text that could start a formula gets a leading ``'``).

:class:`GuardedWriter` is the one CSV writer of the project: every CSV it writes — these
files, and the rows the command line prints with ``--format csv`` — goes through it, so no
cell a spreadsheet could run as a formula (``=HYPERLINK(…)``, ``+1+2``) is ever written raw.

The hands CSV has exactly the columns of the workbook's Hands sheet, and
``importers.read_hand_log`` reads it back to the same rows.
"""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Iterable, Sequence
from typing import Any, TextIO

from sheepshead_scorer import atomic_files
from sheepshead_scorer.exports.cells import (
    HAND_FIXED_COLUMNS,
    csv_safe,
    detailed,
    hand_header,
    hand_values,
    has_fox,
    max_seats,
)
from sheepshead_scorer.exports.formatting import money_value, points_value
from sheepshead_scorer.exports.i18n import hand_column_title, render, text
from sheepshead_scorer.exports.rows import HandKind, HandRow, Standings

#: Where a CSV goes: a file path, or a text stream (the BOM is written to it first).
CsvTarget = str | os.PathLike[str] | TextIO
BOM = "\ufeff"


def _write(target: CsvTarget, header: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
    if isinstance(target, str | os.PathLike):
        with atomic_files.opened_text(target, encoding="utf-8-sig", newline="") as stream:
            _write_rows(stream, header, rows)
    else:
        target.write(BOM)
        _write_rows(target, header, rows)


class GuardedWriter:
    """``csv.writer`` whose every text cell passes :func:`~exports.cells.csv_safe`
    (``None`` is an empty cell)."""

    def __init__(self, stream: TextIO, *, lineterminator: str = "\r\n") -> None:
        self._writer = csv.writer(stream, lineterminator=lineterminator)

    def writerow(self, row: Iterable[Any]) -> None:
        self._writer.writerow(
            [csv_safe(v) if v.__class__ is str else "" if v is None else v for v in row]
        )

    def writerows(self, rows: Iterable[Iterable[Any]]) -> None:
        self._writer.writerows(
            [csv_safe(v) if v.__class__ is str else "" if v is None else v for v in row]
            for row in rows
        )


def _write_rows(stream: TextIO, header: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
    writer = GuardedWriter(stream)
    writer.writerow(header)
    writer.writerows(rows)


def write_standings_csv(target: CsvTarget, standings: Standings, language: str = "en") -> None:
    """The workbook's Standings sheet as CSV: Rank (a number), Tied ("T" on a shared place,
    "G" in German), player, member #, [flight], played, total, tiebreaks, breakdown, prize;
    ``language`` ("en"/"de") words the header and the tie mark. The Flight column is there
    where the event pays prize flights (a row has one)."""
    flights = any(r.flight for r in standings.rows)
    played = [standings.played_label] if standings.played_label else []
    games = [standings.games_label] if standings.games_label else []
    words = [
        "Rank", "Tied", "Player", "Member #", *(["Flight"] if flights else []), *played,
        "Total", *games,
        *standings.tiebreak_names,
    ]
    header = [
        *(text(language, word) for word in words),
        *(render(language, name) for name in standings.breakdown_names),
        text(language, "Prize"),
        *([text(language, "Status")] if standings.phase else []),  # provisional or final
    ]
    status = [render(language, standings.phase.row_status())] if standings.phase else []
    tied = text(language, "T")
    rows = [
        [
            r.rank,
            tied if r.tied else None,
            r.player,
            r.member_number,
            *([r.flight] if flights else []),
            *([r.played] if played else []),
            points_value(r.total),
            *([r.games] if games else []),
            *(points_value(v) for v in r.tiebreaks),
            *("" if v is None else points_value(v) for v in r.breakdown),
            money_value(r.prize_cents) if r.prize_cents else "",
            *status,
        ]
        for r in standings.rows
    ]
    _write(target, header, rows)


def write_hands_csv(target: CsvTarget, hands: Sequence[HandRow], language: str = "en") -> None:
    """The full hand log, one line per hand, payout columns "Seat 1" … "Seat n", then the
    outcome columns (call, cracks, …, sitting out) when the rows carry the whole outcome, and
    Sheep Head's (fox, counters, buck, game) when a row is a Sheep Head hand.

    ``language="de"`` writes the German headers and hand types of a German workbook's
    "Spiele" sheet ("Durchgang", "Platz 1", "gespielt"), which the hand-log importer reads
    back too; the outcome codes (call, reason) stay the import format's English words."""
    seats = max_seats(hands)
    full = detailed(hands)
    fox = has_fox(hands)
    header = [hand_column_title(language, column) for column in hand_header(seats, full, fox)]
    type_column = HAND_FIXED_COLUMNS.index("Type")
    types = {kind: text(language, kind.value) for kind in HandKind}  # worded once

    def values(hand: HandRow) -> list[int | str | None]:
        cells = hand_values(hand, seats, full, fox)
        cells[type_column] = types[hand.kind]
        return cells

    _write(target, header, (values(h) for h in hands))


def hands_csv_text(hands: Sequence[HandRow], language: str = "en") -> str:
    """The hands CSV as a string (with BOM), e.g. for the clipboard or a test."""
    buffer = io.StringIO()
    write_hands_csv(buffer, hands, language)
    return buffer.getvalue()
