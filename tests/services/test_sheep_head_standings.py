"""The games a Sheep Head team won are printed in the standings: PDF, workbook and CSV all show
the Games column the Standings screen shows, from the one standing row.

000: "The game is usually played to 21 or 42 points and whichever team reaches the number
wins". Four hands to 21: team 1 (seats 2 and 4) reaches 24 and wins game 1; team 0 has 2.
"""

from __future__ import annotations

import csv
import io
from datetime import date
from pathlib import Path

import openpyxl
import pdfplumber
from service_helpers import make_players, seat_players

from sheepshead_scorer.rules import preset
from sheepshead_scorer.rules.sheep_head import FoxRules
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.store import Database


def _fox_night(services: Services, db: Database) -> tuple[int, tuple[int, ...]]:
    event_id = services.create_event(
        EventSpec(name="Fox night", held_on=date(2026, 12, 2), ruleset=preset("002-how-to"),
                  table_size=4, table_game=FoxRules(21), hands_per_session=30)
    ).created
    assert event_id is not None
    for player in make_players(services, 4, prefix="Fox"):
        services.register(event_id, player)
        services.check_in(event_id, player)
    round_id = services.draw_round(event_id, 1, 30, seed=7).created
    assert round_id is not None
    services.publish_round(round_id)
    (table_id, seated), *_ = seat_players(db, round_id)
    for dealer, what in enumerate(
        ({"fox": 0, "counters": 9}, {"fox": 1, "counters": 3}, {"automatic_buck": 1},
         {"buck": 1})
    ):
        services.record_hand(table_id, {"type": "fox", "dealer": dealer, **what})
    return event_id, seated


def _export(services: Services, event_id: int, fmt: ExportFormat, folder: Path) -> bytes:
    target = folder / f"standings.{fmt.value}"
    services.export_document(ExportRequest(ExportKind.STANDINGS, fmt, event_id=event_id), target)
    return target.read_bytes()


def test_the_games_column_is_printed_in_every_standings_document(
    services: Services, db: Database, tmp_path: Path
) -> None:
    event_id, seated = _fox_night(services, db)
    names = {row.player_id: row.player for row in services.event_standings(event_id).rows}
    won = {names[seated[1]], names[seated[3]]}  # team 1

    rows = list(csv.reader(io.StringIO(_export(services, event_id, ExportFormat.CSV, tmp_path)
                                       .decode("utf-8-sig"))))
    header = rows[0]
    # the numeric convention of every sheet and CSV: a numeric rank, then a tied column
    assert header[:3] == ["Rank", "Tied", "Player"]
    assert header.index("Games") == header.index("Total") + 1
    # nobody picks at Sheep Head: no picker wins column (0 for all); the other tiebreaks stay
    assert "Picker wins" not in header and {"Hands lost", "Best round"} <= set(header)
    player = header.index("Player")
    games = {row[player]: row[header.index("Games")] for row in rows[1:]}
    assert games == {name: "1" if name in won else "0" for name in names.values()}
    totals = {row[player]: row[header.index("Total")] for row in rows[1:]}
    assert {totals[name] for name in won} == {"24"}

    workbook = _export(services, event_id, ExportFormat.XLSX, tmp_path)
    book = openpyxl.load_workbook(io.BytesIO(workbook))
    sheet = book.worksheets[0]
    titles = [cell.value for cell in next(sheet.iter_rows(max_row=1))]
    column = titles.index("Games")
    player = titles.index("Player")
    cells = {row[player]: row[column] for row in sheet.iter_rows(min_row=2, values_only=True)
             if row[player] in names.values()}
    assert cells == {name: 1 if name in won else 0 for name in names.values()}

    document = _export(services, event_id, ExportFormat.PDF, tmp_path)
    with pdfplumber.open(io.BytesIO(document)) as pdf:
        text = pdf.pages[0].extract_text()
    assert "Games" in text
    first = next(line for line in text.splitlines() if line.startswith("T-1"))
    assert " 4 24 1 " in f"{first} "  # hands, total, then games


def test_the_picker_game_has_no_games_column(
    services: Services, db: Database, tmp_path: Path
) -> None:
    from service_helpers import make_setup, picked

    setup = make_setup(services, db, players=5, hands=1)
    services.record_hand(setup.tables[0][0], picked(dealer=0, picker=1, partners=(2,)))
    header = next(csv.reader(io.StringIO(
        _export(services, setup.event_id, ExportFormat.CSV, tmp_path).decode("utf-8-sig")
    )))
    assert "Games" not in header and "Total" in header and "Picker wins" in header
