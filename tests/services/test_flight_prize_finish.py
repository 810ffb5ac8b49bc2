"""The prize list shows each winner's finishing place in the event and points there (the
walk of issue 29: the overall "place 2" went to the 4th-placed player because 2nd and 3rd
took larger flight prizes — correct, but the printout gave no rank, so players would ask):
in the services' rows, the printed list (PDF) and the workbook's Prizes sheet.

The event is ``test_flight_services``': one hand, a B player (X) picks with A's best (Y) as
partner and wins 70 points: X +2, Y +1, the three defenders -1 each (encyclopedia rules,
5-handed: picker 2, partner 1, defenders -1). So X finishes 1st on 2, Y 2nd on 1, the three
others tied third on -1 ("T-3"). Prizes (pool 125.00): overall 1st 50.00 to X, A's 1st
25.00 to Y, B's 1st shared by W and V (X keeps the larger overall prize)."""

from __future__ import annotations

from fractions import Fraction
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


def test_the_prize_list_shows_each_winners_place_and_points(
    services: Services, db: Database, tmp_path: Path,
) -> None:
    field = _event_with_history(services, db, SCHEME)
    seat_of = {p: s for s, p in enumerate(field.by_seat)}
    x = next(p for p, v in field.earlier.items() if v < 0)
    y = next(p for p, v in field.earlier.items() if v == 2)
    services.record_hand(field.table_id, picked(dealer=0, picker=seat_of[x],
                                                partners=(seat_of[y],)))
    names = {r.player_id: r.name for r in services.registrations(field.event_id)}
    expected = {x: ("1", 2), y: ("2", 1)}  # the rest: ("T-3", -1)

    def finish(player: int) -> tuple[str, int]:
        return expected.get(player, ("T-3", -1))

    rows = services.event_prizes(field.event_id).rows()
    by_name = {n: p for p, n in names.items()}
    assert len(rows) == 4
    for row in rows:
        place, points = finish(by_name[row.player])
        assert (str(row.finished), row.points) == (place, Fraction(points)), row.player

    pdf = tmp_path / "prizes.pdf"
    services.export_document(
        ExportRequest(ExportKind.PRIZES, ExportFormat.PDF, event_id=field.event_id), pdf,
    )
    lines = pdf_page_texts(pdf.read_bytes())[0].splitlines()
    assert any(line.startswith("Place Player Finished Total Prize Amount") for line in lines)
    for row in rows:
        place, points = finish(by_name[row.player])
        shown = f"{row.player} {place} {points}".replace("-1", "\u22121")
        assert any(shown in line for line in lines), (shown, lines)

    book_path = tmp_path / "event.xlsx"
    services.export_document(
        ExportRequest(ExportKind.WORKBOOK, ExportFormat.XLSX, event_id=field.event_id),
        book_path,
    )
    sheet = [r for r in openpyxl.load_workbook(book_path)["Prizes"].iter_rows(values_only=True)
             if any(r)]
    assert sheet[0] == ("Flight", "Place", "Player", "Prize", "Amount", "Finished", "Total")
    assert sorted((r[2], r[5], r[6]) for r in sheet[1:]) == sorted(
        (row.player, *finish(by_name[row.player])) for row in rows
    )
