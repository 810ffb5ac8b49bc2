"""Prize flights on paper and in the workbook: the prize list has a heading above the
overall prizes and above each flight's, and the standings (PDF and workbook) a Flight
column. The event is ``test_flight_services``' (pool 125.00: overall 1st 50.00, A's 1st
25.00, B's 1st 25.00 shared by two: 12.50 each)."""

from __future__ import annotations

from pathlib import Path

import openpyxl
from pdf_reading import pdf_page_texts
from service_helpers import picked
from test_flight_services import SCHEME, _event_with_history

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.documents.exporting import (
    ExportFormat,
    ExportKind,
    ExportRequest,
)
from sheepshead_scorer.store import Database


def test_prize_list_and_standings_show_the_flights(
    services: Services, db: Database, tmp_path: Path,
) -> None:
    field = _event_with_history(services, db, SCHEME)
    seat_of = {p: s for s, p in enumerate(field.by_seat)}
    x = next(p for p, v in field.earlier.items() if v < 0)
    y = next(p for p, v in field.earlier.items() if v == 2)
    services.record_hand(field.table_id, picked(dealer=0, picker=seat_of[x],
                                                partners=(seat_of[y],)))
    names = {r.player_id: r.name for r in services.registrations(field.event_id)}
    flights = services.event_flights(field.event_id).by_player

    prizes = tmp_path / "prizes.pdf"
    services.export_document(
        ExportRequest(ExportKind.PRIZES, ExportFormat.PDF, event_id=field.event_id), prizes,
    )
    lines = pdf_page_texts(prizes.read_bytes())[0].splitlines()
    headings = [line for line in lines if line in {"Overall", "Flight A", "Flight B"}]
    assert headings == ["Overall", "Flight A", "Flight B"]
    assert any(names[x] in line and "$50.00" in line for line in lines)
    assert any(names[y] in line and "flight A: place 1" in line and "$25.00" in line
               for line in lines)
    assert sum("flight B: T-1: places 1-2 shared by 2" in line and "$12.50" in line
               for line in lines) == 2
    assert any("Total paid out" in line and "$100.00" in line for line in lines)

    standings = tmp_path / "standings.pdf"
    services.export_document(
        ExportRequest(ExportKind.STANDINGS, ExportFormat.PDF, event_id=field.event_id),
        standings,
    )
    text = pdf_page_texts(standings.read_bytes())[0]
    assert "Rank Player Flight" in text
    for player, name in names.items():
        assert any(line.startswith(("1 ", "2 ", "T-3 ")) and f"{name} {flights[player]} "
                   in line for line in text.splitlines()), name

    sheet = tmp_path / "standings.csv"
    services.export_document(
        ExportRequest(ExportKind.STANDINGS, ExportFormat.CSV, event_id=field.event_id), sheet,
    )
    lines = sheet.read_text(encoding="utf-8-sig").splitlines()
    assert lines[0].startswith("Rank,Tied,Player,Member #,Flight,")
    assert {line.split(",")[2]: line.split(",")[4] for line in lines[1:]} == {
        names[p]: flights[p] for p in names
    }

    book_path = tmp_path / "event.xlsx"
    services.export_document(
        ExportRequest(ExportKind.WORKBOOK, ExportFormat.XLSX, event_id=field.event_id),
        book_path,
    )
    book = openpyxl.load_workbook(book_path)
    rows = list(book["Standings"].iter_rows(values_only=True))
    column = rows[0].index("Flight")
    by_name = {row[rows[0].index("Player")]: row[column] for row in rows[1:] if any(row)}
    assert by_name == {names[p]: flights[p] for p in names}

    # the Prizes sheet says which list pays each prize, as the printed list's headings do:
    # overall 1st $50.00 to x, A's 1st $25.00 to y, B's 1st shared by two at $12.50 each
    rows = [row for row in book["Prizes"].iter_rows(values_only=True) if any(row)]
    assert rows[0] == ("Flight", "Place", "Player", "Prize", "Amount", "Finished", "Total")
    paid = sorted((r[0], r[2], r[4]) for r in rows[1:])
    assert [(f, a) for f, _, a in paid] == [("A", 25), ("B", 12.5), ("B", 12.5), ("Overall", 50)]
    assert (paid[0][1], paid[3][1]) == (names[y], names[x])
    flight_of_name = {names[p]: flights[p] for p in names}
    assert {flight_of_name[n] for _, n, _ in paid[1:3]} == {"B"}


def test_the_prizes_sheet_has_no_flight_column_without_flights(
    services: Services, db: Database, tmp_path: Path,
) -> None:
    field = _event_with_history(services, db, None)
    services.record_hand(field.table_id, picked(dealer=0, picker=1, partners=(2,)))
    book_path = tmp_path / "event.xlsx"
    services.export_document(
        ExportRequest(ExportKind.WORKBOOK, ExportFormat.XLSX, event_id=field.event_id),
        book_path,
    )
    book = openpyxl.load_workbook(book_path)
    header = next(book["Prizes"].iter_rows(values_only=True))
    assert header == ("Place", "Player", "Prize", "Amount", "Finished", "Total")
