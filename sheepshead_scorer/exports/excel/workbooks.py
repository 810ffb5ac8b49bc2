"""The event workbook and the season workbook.

Event workbook sheets: Standings, Hands (the full log), Rounds (per player per table per round),
Players, Prizes — each one Excel table with a frozen header and filters. The season workbook
is ``season_workbook.write_season_workbook``.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Any, BinaryIO

from sheepshead_scorer.exports.cells import (
    HAND_FIXED_COLUMNS,
    detailed,
    hand_header,
    hand_values,
    has_fox,
    max_seats,
)
from sheepshead_scorer.exports.excel.package import Package
from sheepshead_scorer.exports.excel.sheets import (
    Kind,
    SheetColumn,
    money,
    sheet_title,
    write_table_sheet,
)
from sheepshead_scorer.exports.formatting import Currency, points_value
from sheepshead_scorer.exports.i18n import (
    check_language,
    hand_column_title,
    render,
    text,
)
from sheepshead_scorer.exports.rows import DocumentInfo, EventExport, HandRow, Standings

#: Where a workbook goes: a file path or a binary stream opened for writing.
XlsxTarget = str | os.PathLike[str] | BinaryIO
Progress = Callable[[int, int], None]

#: Progress steps of the event workbook: five sheets, then saving.
EVENT_STEPS = 6
_TEXT_HAND_COLUMNS = {
    "Dealer", "Type", "Picker", "Partner", "Players", "Call", "Sheepshead", "Offender",
    "Reason", "Seat points", "Seat tricks", "Sitting out",
    "Fox", "Counters", "Buck", "Automatic buck", "Game score", "Game won",
}


def standings_columns(standings: Standings, language: str = "en") -> list[SheetColumn]:
    def tr(word: str) -> str:
        return text(language, word)

    return [
        SheetColumn(tr("Rank")),
        SheetColumn(tr("Tied"), Kind.TEXT),
        SheetColumn(tr("Player"), Kind.TEXT),
        SheetColumn(tr("Member #"), Kind.TEXT),
        *([SheetColumn(tr("Flight"), Kind.TEXT)] if _flights(standings) else []),
        *([SheetColumn(tr(standings.played_label))] if standings.played_label else []),
        SheetColumn(tr("Total")),
        *([SheetColumn(tr(standings.games_label))] if standings.games_label else []),
        *(SheetColumn(tr(name)) for name in standings.tiebreak_names),
        *(SheetColumn(render(language, name)) for name in standings.breakdown_names),
        SheetColumn(tr("Prize"), Kind.MONEY),
        # provisional or final
        *([SheetColumn(tr("Status"), Kind.TEXT)] if standings.phase else []),
    ]


def _flights(standings: Standings) -> bool:
    """The Flight column is there when the event pays flights (a row has one)."""
    return any(row.flight for row in standings.rows)


def standings_values(standings: Standings, language: str = "en") -> list[list[Any]]:
    """Standings rows as cell values; rank is a number and "T" in Tied marks a shared rank
    ("G" for Gleichstand in German)."""
    tied = text(language, "T")
    status = [render(language, standings.phase.row_status())] if standings.phase else []
    flights = _flights(standings)
    return [
        [
            row.rank,
            tied if row.tied else None,
            row.player,
            row.member_number or None,
            *([row.flight or None] if flights else []),
            *([row.played] if standings.played_label else []),
            points_value(row.total),
            *([row.games] if standings.games_label else []),
            *(points_value(v) for v in row.tiebreaks),
            *(None if v is None else points_value(v) for v in row.breakdown),
            money(row.prize_cents) if row.prize_cents else None,
            *status,
        ]
        for row in standings.rows
    ]




def _hand_values(hand: HandRow, seats: int, language: str, full: bool, fox: bool
                 ) -> list[Any]:
    """A hand's cells, its kind in ``language`` ("picked" / "gespielt")."""
    values: list[Any] = hand_values(hand, seats, full, fox)
    if language != "en":
        values[HAND_FIXED_COLUMNS.index("Type")] = text(language, hand.kind.value)
    return values


def _add_hands_sheet(
    workbook: Package, hands: Sequence[HandRow], taken: set[str], language: str
) -> None:
    seats = max_seats(hands)
    full = detailed(hands)
    fox = has_fox(hands)
    write_table_sheet(
        workbook,
        sheet_title(text(language, "Hands"), taken),
        "Hands",
        [
            SheetColumn(
                hand_column_title(language, t),
                Kind.TEXT if t in _TEXT_HAND_COLUMNS else Kind.NUMBER,
            )
            for t in hand_header(seats, full, fox)
        ],
        [_hand_values(h, seats, language, full, fox) for h in hands],
    )


def _add_event_sheets(
    workbook: Package,
    event: EventExport,
    taken: set[str],
    step: Callable[[int], None],
    language: str = "en",
) -> None:
    def tr(word: str) -> str:
        return text(language, word)

    write_table_sheet(
        workbook,
        sheet_title(tr("Standings"), taken),
        "Standings",
        standings_columns(event.standings, language),
        standings_values(event.standings, language),
    )
    step(1)
    _add_hands_sheet(workbook, event.hands, taken, language)
    step(2)
    write_table_sheet(
        workbook,
        sheet_title(tr("Rounds"), taken),
        "Rounds",
        [
            SheetColumn(tr("Session")),
            SheetColumn(tr("Round")),
            SheetColumn(tr("Table")),
            SheetColumn(tr("Seat")),
            SheetColumn(tr("Player"), Kind.TEXT),
            SheetColumn(tr("Hands")),
            SheetColumn(tr("Total")),
        ],
        [
            [r.session, r.round, r.table, r.seat_number, r.player, r.hands, points_value(r.total)]
            for r in event.rounds
        ],
    )
    step(3)
    write_table_sheet(
        workbook,
        sheet_title(tr("Players"), taken),
        "Players",
        [
            SheetColumn(tr("Name"), Kind.TEXT),
            SheetColumn(tr("Nickname"), Kind.TEXT),  # tells namesakes apart; read back on import
            SheetColumn(tr("Member #"), Kind.TEXT),
            SheetColumn(tr("Club"), Kind.TEXT),
            SheetColumn(tr("Email"), Kind.TEXT),
        ],
        [
            [p.name, p.nickname or None, p.member_number or None, p.club or None,
             p.contact or None]
            for p in event.players
        ],
    )
    step(4)
    # where the event pays flights, which list pays each prize (the printed prize list's
    # headings): "A", "B" … or "Overall" (overall places and session top scores)
    flights = _flights(event.standings) or any(p.flight for p in event.prizes)
    write_table_sheet(
        workbook,
        sheet_title(tr("Prizes"), taken),
        "Prizes",
        [
            *([SheetColumn(tr("Flight"), Kind.TEXT)] if flights else []),
            SheetColumn(tr("Place"), Kind.TEXT),
            SheetColumn(tr("Player"), Kind.TEXT),
            SheetColumn(tr("Prize"), Kind.TEXT),
            SheetColumn(tr("Amount"), Kind.MONEY),
            # after the columns the sheet always had, so programs reading them keep working
            SheetColumn(tr("Finished"), Kind.TEXT),  # the player's place in the event
            SheetColumn(tr("Total")),  # and points there
        ],
        [
            [
                *([p.flight or tr("Overall")] if flights else []),
                render(language, p.place), p.player,
                render(language, p.description) or None, money(p.amount_cents),
                render(language, p.finished) or None,
                None if p.points is None else points_value(p.points),
            ]
            for p in event.prizes
        ],
    )


def save(workbook: Package, target: XlsxTarget) -> None:
    workbook.save(os.fspath(target) if isinstance(target, str | os.PathLike) else target)


def new_workbook(title: str, event: str, currency: Currency = Currency.DOLLAR) -> Package:
    return Package(title=title, subject=event, currency=currency)


_save, _new_workbook = save, new_workbook


def write_event_workbook(
    target: XlsxTarget,
    event: EventExport,
    *,
    progress: Progress | None = None,
    language: str = "en",
) -> None:
    """Write the event workbook (values only, no formulas) to a path or binary stream.

    ``language`` ("en"/"de") names the sheets and headers: "Rangliste", "Spiele", ... in German.
    """
    check_language(language)

    def step(done: int) -> None:
        if progress:
            progress(done, EVENT_STEPS)

    step(0)
    results = text(language, "results")
    name = render(language, event.info.event)
    workbook = new_workbook(f"{name} — {results}", name, event.info.currency)
    _add_event_sheets(workbook, event, set(), step, language)
    step(EVENT_STEPS - 1)  # writing the file
    save(workbook, target)
    step(EVENT_STEPS)


def write_hands_workbook(
    target: XlsxTarget, info: DocumentInfo, hands: Sequence[HandRow], *, language: str = "en"
) -> None:
    """A workbook of one Hands sheet: the hands given (a session, round or table of an event,
    or all of them), in the hand-log format the importer reads back."""
    check_language(language)
    name = render(language, info.event)
    workbook = _new_workbook(f"{name} — {text(language, 'Hands')}", name)
    _add_hands_sheet(workbook, hands, set(), language)
    _save(workbook, target)


def write_standings_workbook(
    target: XlsxTarget, info: DocumentInfo, standings: Standings, *, language: str = "en"
) -> None:
    """A workbook of one Standings sheet (e.g. one session's standings)."""
    check_language(language)
    name = render(language, info.event)
    workbook = _new_workbook(f"{name} — {text(language, 'Standings')}", name, info.currency)
    write_table_sheet(
        workbook, sheet_title(text(language, "Standings"), set()), "Standings",
        standings_columns(standings, language), standings_values(standings, language),
    )
    _save(workbook, target)

