"""One season table everywhere: the screen's model, the PDF (text extracted), the CSV and the
workbook of one season agree row by row with the services' ``SeasonTable`` — and say the
same things: "-" for a player below the minimum (no made-up 15th place), a dropped night in
brackets, the tiebreak that decided both tied places, the night that does not count. The
workbook and the CSV say it in numbers (an empty Rank, a "dropped" mark, a grey cell)."""

from __future__ import annotations

import csv
import datetime as dt
import io
from fractions import Fraction

import openpyxl
import pdfplumber
import pytest
from PySide6.QtCore import Qt

from sheepshead_scorer.exports.season_table import season_header, season_text_rows
from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.services.documents.reports import player_history
from sheepshead_scorer.ui.models.season_table_model import SeasonTableModel

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

NIGHTS = (
    {"Ann Berg": 12, "Ben Kruger": -7, "Cleo Dorn": -5, "Dora Eck": 0},
    {"Ann Berg": -6, "Ben Kruger": 6, "Cleo Dorn": 6, "Emil Fuchs": -6},
    {"Ann Berg": 2, "Ben Kruger": -4, "Dora Eck": 4, "Emil Fuchs": -2, "Gus Hahn": 0},
    {"Ann Berg": 1, "Ben Kruger": 0, "Fay Imhof": -1},  # does not count
)
RULES = {
    "scoring": "placement_points", "placement_points": ["10", "6", "3"],
    "past_table_points": "1", "best_of": 2, "min_events": 2,
    "tiebreaks": ["most_nights", "best_night"],
}
# Best 2 of the 3 counting nights. Night 1: Ann 10, Dora 6, Cleo 3, Ben 1 (past the list);
# night 2: Ben and Cleo share 1st (8 each), Ann and Emil share 3rd (2 each); night 3: Dora 10,
# Ann 6, Gus 3, Emil and Ben share 4th (1 each). Ann and Dora level on 16: Ann played more.
EXPECTED = [
    ["1", "Ann Berg", "3", "16", "Most nights", "10", "(2)", "6", "(10)"],
    ["2", "Dora Eck", "2", "16", "Most nights", "6", "–", "10", "–"],
    ["3", "Cleo Dorn", "2", "11", "", "3", "8", "–", "–"],
    ["4", "Ben Kruger", "3", "9", "", "1", "8", "(1)", "(6)"],
    ["5", "Emil Fuchs", "2", "3", "", "–", "2", "1", "–"],
    ["-", "Gus Hahn", "1", "3", "", "–", "–", "3", "–"],
]

NUMBER_HEADER = [
    "Rank", "Tied", "Player", "Nights", "League points", "Decided by",
    "09-01 Night 1", "09-01 Night 1 mark", "09-08 Night 2", "09-08 Night 2 mark",
    "09-15 Night 3", "09-15 Night 3 mark", "09-22 Night 4 (not counted)",
    "09-22 Night 4 (not counted) mark",
]
NUMBER_ROWS = [  # EXPECTED in numbers: the nights' points, then each night's mark
    ["1", "", "Ann Berg", "3", "16", "Most nights", "10", "", "2", "dropped", "6", "",
     "10", "not counted"],
    ["2", "", "Dora Eck", "2", "16", "Most nights", "6", "", "", "", "10", "", "", ""],
    ["3", "", "Cleo Dorn", "2", "11", "", "3", "", "8", "", "", "", "", ""],
    ["4", "", "Ben Kruger", "3", "9", "", "1", "", "8", "", "1", "dropped", "6",
     "not counted"],
    ["5", "", "Emil Fuchs", "2", "3", "", "", "", "2", "", "1", "", "", ""],
    ["", "", "Gus Hahn", "1", "3", "", "", "", "", "", "3", "", "", ""],
]


def _season(services: Services) -> int:
    league = services.create_league("Tuesday League").created
    assert league is not None
    season = services.create_season(league, "2026", scoring=RULES).created
    assert season is not None
    ids: dict[str, int] = {}
    for night in NIGHTS:
        for name in night:
            if name not in ids:
                created = services.create_player(PlayerFields(name=name)).created
                assert created is not None
                ids[name] = created
    events = []
    for week, night in enumerate(NIGHTS):
        changes = services.record_night(
            season, dt.date(2026, 9, 1) + dt.timedelta(weeks=week),
            {ids[n]: Fraction(v) for n, v in night.items()}, entry_fee_cents=500,
        )
        events.append(changes.created)
    services.update_season_rules(
        season, RULES, counting={events[3]: False},
        expected_version=services.season_settings(season).version,
    )
    return season


def _pdf_lines(data: bytes) -> list[list[str]]:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    return [line.split() for line in text.splitlines()]


def _grey_texts(data: bytes) -> list[str]:
    """The words printed in a colour other than black (the table's text only: the notes under
    the title print black), in reading order."""
    words: list[str] = []
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        for page in pdf.pages:
            grey = page.filter(
                lambda o: o.get("object_type") != "char"
                or tuple(o.get("non_stroking_color") or (0,)) not in {(0,), (0, 0, 0)}
            )
            words += [w["text"] for w in grey.extract_words()]
    return words


def test_screen_pdf_csv_and_workbook_show_the_same_table(services: Services, qtbot: object) -> None:
    season = _season(services)
    table = services.season_table(season)
    header = season_header(table)
    rows = season_text_rows(table)
    assert header == [
        "Rank", "Player", "Nights", "League points", "Decided by", "09-01 Night 1",
        "09-08 Night 2", "09-15 Night 3", "09-22 Night 4 (not counted)",
    ]
    assert rows == EXPECTED

    model = SeasonTableModel()
    model.set_table(table)
    shown = [
        [model.index(r, c).data() for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]
    assert shown == rows
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(len(header))] == header

    pdf = io.BytesIO()
    services.export_document(ExportRequest(ExportKind.STANDINGS, ExportFormat.PDF,
                                           season_id=season), pdf)
    lines = _pdf_lines(pdf.getvalue())
    for row in rows:
        words = " ".join(cell for cell in row if cell).split()
        assert words in lines, (words, lines)
    printed = " ".join(" ".join(line) for line in lines)
    assert "- in Rank: fewer than 2 nights played, not ranked yet." in printed
    assert "(4) a dropped night: not in the league points." in printed
    assert "Level on league points: Most nights > Best night" in printed
    assert _grey_texts(pdf.getvalue()) == ["(2)", "(10)", "(1)", "(6)"]  # the dropped nights

    # the CSV and the workbook: the same table in numbers (numeric Rank + Tied, a mark
    # column after each night, an empty cell where the PDF prints "-" or "–")
    stream = io.StringIO()
    from sheepshead_scorer.exports import write_season_csv

    write_season_csv(stream, table)
    read = list(csv.reader(io.StringIO(stream.getvalue().lstrip("\ufeff"))))
    assert read[0] == NUMBER_HEADER
    assert read[1 : 1 + len(rows)] == NUMBER_ROWS
    notes = [r[0] for r in read[len(rows) + 2:]]
    assert "Rank empty: fewer than 2 nights played, not ranked yet." in notes
    assert notes[-1] == ("not counted in a night's mark column: the night is outside the "
                         "league table.")

    book_bytes = io.BytesIO()
    services.export_document(ExportRequest(ExportKind.WORKBOOK, ExportFormat.XLSX,
                                           season_id=season), book_bytes)
    book = openpyxl.load_workbook(io.BytesIO(book_bytes.getvalue()))
    sheet = book["Season standings"]
    values = [["" if v is None else str(v) for v in r] for r in sheet.iter_rows(values_only=True)]
    assert values[0] == NUMBER_HEADER
    assert values[1 : 1 + len(rows)] == NUMBER_ROWS
    assert book.sheetnames[-1] == "09-22 Night 4 (not counted)"
    legend = [str(r[0]) for r in values[len(rows) + 2:] if r[0]]
    assert "Rank empty: fewer than 2 nights played, not ranked yet." in legend
    assert any(n.startswith("Level on league points: Most nights > Best night") for n in legend)
    assert "Dropped and not counted nights are grey in the workbook." in legend
    grey = [
        sheet.cell(r, c).value for r in range(2, 2 + len(rows)) for c in range(1, 17)
        if sheet.cell(r, c).font.i
    ]
    assert grey == [2, 10, 1, 6]  # the dropped nights, grey italic and still numbers
    uncounted = book["09-22 Night 4 (not counted)"]
    assert uncounted.cell(uncounted.max_row, 1).value == (
        "This night does not count toward the league table.")
    night = book["09-01 Night 1"]
    assert "Hands" not in [c.value for c in night[1]]  # a totals night counts no hands
    money = book["Money"]
    assert [c.value for c in money[1]][:4] == ["Night", "Players", "Fees due", "Fees paid"]
    assert money.cell(6, 3).value == 80  # 16 entries of $5.00 over the season


def test_the_season_statistics_follow_the_table(services: Services) -> None:
    """The chart's leader is the table's leader: counting nights only, league points."""
    season = _season(services)
    stats = services.season_statistics(season)
    assert [stats.name(p.player_id) for p in stats.players][:3] == [
        "Ann Berg", "Dora Eck", "Cleo Dorn"
    ]
    assert len(stats.event_labels) == 3
    ann = next(p.player_id for p in stats.players if stats.name(p.player_id) == "Ann Berg")
    assert stats.progression[ann] == (10, 12, 16)  # best 2 of the nights so far


def test_a_player_history_shows_the_nights_league_points(services: Services) -> None:
    """Ann's history prints each night's league points as the season table does."""
    season = _season(services)
    table = services.season_table(season)
    ann = table.lines[0]
    _info, history = player_history(services._ctx, ann.player_id)
    assert [row.league.text if row.league else "" for row in history.rows] == [
        "10", "(2)", "6", "(10)"
    ]
    assert [row.league for row in history.rows] == list(ann.cells)
    pdf = io.BytesIO()
    services.export_document(
        ExportRequest(ExportKind.HISTORY, ExportFormat.PDF, player_id=ann.player_id), pdf
    )
    lines = _pdf_lines(pdf.getvalue())
    assert any(line[-1] == "(2)" and "Night" in line for line in lines), lines
