"""Workbooks read back with openpyxl: sheets, tables, frozen headers, types, formats, text."""

from __future__ import annotations

import dataclasses
import io
from decimal import Decimal
from fractions import Fraction

import openpyxl
import pytest
from openpyxl.workbook import Workbook

from sheepshead_scorer.exports.excel.package import MONEY_FORMAT
from sheepshead_scorer.exports.excel.season_workbook import write_season_workbook
from sheepshead_scorer.exports.excel.sheets import sheet_title
from sheepshead_scorer.exports.excel.workbooks import write_event_workbook
from sheepshead_scorer.exports.formatting import parse_points
from sheepshead_scorer.exports.rows import EventExport, PlayerRow
from sheepshead_scorer.exports.samples import sample_info, sample_standings
from sheepshead_scorer.exports.season_rows import SeasonExport, SeasonTable


def load(data: bytes) -> Workbook:
    return openpyxl.load_workbook(io.BytesIO(data))


@pytest.fixture(scope="module")
def workbook(event: EventExport) -> Workbook:
    stream = io.BytesIO()
    write_event_workbook(stream, event)
    return load(stream.getvalue())


def test_event_workbook_has_the_five_sheets(workbook: Workbook) -> None:
    assert workbook.sheetnames == ["Standings", "Hands", "Rounds", "Players", "Prizes"]


@pytest.mark.parametrize(
    ("sheet", "rows", "last_column"),
    [
        ("Standings", 21, "K"),
        ("Hands", 241, "Q"),
        ("Rounds", 81, "G"),
        ("Players", 21, "E"),  # Name, Nickname, Member #, Club, Email
        ("Prizes", 6, "F"),  # Place, Player, Prize, Amount, Finished, Total
    ],
)
def test_each_sheet_is_one_filtered_table_with_frozen_header(
    workbook: Workbook, sheet: str, rows: int, last_column: str
) -> None:
    ws = workbook[sheet]
    assert ws.freeze_panes == "A2"
    assert ws.max_row == rows
    (name,) = ws.tables.keys()
    table = ws.tables[name]
    assert name == sheet
    assert table.ref == f"A1:{last_column}{rows}"
    assert table.autoFilter.ref == table.ref
    assert [c.name for c in table.tableColumns] == [c.value for c in ws[1]]
    assert all(c.font.b for c in ws[1])


def test_standings_sheet_types_and_formats(workbook: Workbook) -> None:
    ws = workbook["Standings"]
    header = [c.value for c in ws[1]]
    assert header == [
        "Rank",
        "Tied",
        "Player",
        "Member #",
        "Hands",
        "Total",
        "Hands won",
        "Best session",
        "Session 1",
        "Session 2",
        "Prize",
    ]
    first = [c.value for c in ws[2]]
    assert first[:6] == [1, "T", "Jürgen Müller 1", "M1000", 40, 20]
    prize = ws["K2"]
    assert prize.value == pytest.approx(127.5)
    assert prize.number_format == MONEY_FORMAT
    assert ws["A2"].data_type == "n"


def test_a_name_like_a_formula_stays_text(workbook: Workbook) -> None:
    ws = workbook["Standings"]
    cell = ws["C7"]
    assert cell.value == "=1+1 Müller 6"
    assert cell.data_type == "s"
    players = workbook["Players"]
    assert all(c.data_type != "f" for row in players.iter_rows() for c in row)


def test_money_is_written_as_exact_decimal_text(event: EventExport) -> None:
    stream = io.BytesIO()
    write_event_workbook(stream, event)
    import zipfile

    with zipfile.ZipFile(stream) as archive:
        xml = archive.read("xl/worksheets/sheet5.xml").decode()
    assert "<v>127.50</v>" in xml or "<v>127.5</v>" in xml
    assert "<f>" not in xml


def test_column_widths_fit_the_longest_value(workbook: Workbook) -> None:
    ws = workbook["Hands"]
    players_width = ws.column_dimensions["L"].width
    assert players_width == 50  # capped: five names joined
    assert ws.column_dimensions["A"].width >= len("Session")
    names = workbook["Players"]
    longest = max(len(str(c.value)) for c in names["A"])
    assert names.column_dimensions["A"].width >= longest


def test_hands_sheet_payouts_are_numbers_in_fraction_format(workbook: Workbook) -> None:
    """Thirds are numeric cells (a club's spreadsheet sorts and sums them) shown as fractions
    ("1 1/3"), and read back to the exact fraction."""
    ws = workbook["Hands"]
    cells = [c for row in ws.iter_rows(min_row=2, min_col=13, max_col=17) for c in row]
    assert all(isinstance(c.value, int | float) for c in cells)
    thirds = [c for c in cells if isinstance(c.value, float)]
    assert thirds and all(c.number_format == "# ?/?" for c in thirds)
    assert Fraction(4, 3) in {parse_points(c.value) for c in thirds}
    assert sum(parse_points(c.value) for c in cells) == 0  # zero-sum, exactly


def test_empty_event_still_makes_valid_tables() -> None:
    empty = EventExport(sample_info(), dataclasses.replace(sample_standings(2), rows=()))
    stream = io.BytesIO()
    write_event_workbook(stream, empty)
    book = load(stream.getvalue())
    assert book["Hands"].tables["Hands"].ref == "A1:Q2"


def test_season_workbook_has_season_and_event_sheets(event: EventExport) -> None:
    events = tuple(
        dataclasses.replace(
            event, info=dataclasses.replace(event.info, event=f"Monthly [{m}]: a very long name")
        )
        for m in range(3)
    )
    table = SeasonTable(1, sample_info(), "2026", (), ())
    season = SeasonExport(sample_info(), table, events, counted=(True, False, True))
    calls: list[tuple[int, int]] = []
    stream = io.BytesIO()
    write_season_workbook(stream, season, progress=lambda d, t: calls.append((d, t)))
    book = load(stream.getvalue())
    assert book.sheetnames[0] == "Season standings"
    assert len(book.sheetnames) == 4
    assert len(set(book.sheetnames)) == 4
    assert all(len(n) <= 31 and "[" not in n and ":" not in n for n in book.sheetnames)
    # Cut at a word, not mid-word; the night that does not count says so in its name.
    assert book.sheetnames[1:] == [
        "11-29 Monthly -0-- a very long", "11-29 Monthly (not counted)",
        "11-29 Monthly -2-- a very long",
    ]
    assert calls[-1] == (5, 5)
    for sheet in book:
        assert sheet.print_title_rows == "$1:$1"
        assert sheet.sheet_properties.pageSetUpPr.fitToPage
        assert sheet.page_setup.fitToWidth == 1
    tables = {name for ws in book for name in ws.tables}
    assert tables == {"SeasonStandings", "Event1Standings", "Event2Standings", "Event3Standings"}


@pytest.mark.parametrize(
    ("text", "taken", "title"),
    [
        ("Hands", set(), "Hands"),
        ("Hands", {"hands"}, "Hands (2)"),
        ("a/b:c", set(), "a-b-c"),
        ("x" * 40, set(), "x" * 31),
        ("x" * 40, {"x" * 31}, "x" * 27 + " (2)"),
        ("", set(), "Sheet"),
    ],
)
def test_sheet_titles_are_valid_and_unique(text: str, taken: set[str], title: str) -> None:
    assert sheet_title(text, set(taken)) == title


def test_players_sheet_keeps_member_numbers_as_text(event: EventExport) -> None:
    players = (PlayerRow("Anna", "007"), PlayerRow("@Bob", "+49"))
    stream = io.BytesIO()
    write_event_workbook(stream, dataclasses.replace(event, players=players))
    ws = load(stream.getvalue())["Players"]
    assert [c.value for c in ws[2]][:3] == ["Anna", None, "007"]  # Name, Nickname, Member #
    assert ws["C3"].data_type == "s" and ws["A3"].value == "@Bob"


def test_decimal_money_helper_is_exact() -> None:
    from sheepshead_scorer.exports.excel.sheets import money

    assert money(123450) == Decimal("1234.50")
    assert money(-5) == Decimal("-0.05")


def test_event_workbook_reports_progress_per_sheet(event: EventExport) -> None:
    calls: list[tuple[int, int]] = []
    write_event_workbook(io.BytesIO(), event, progress=lambda d, t: calls.append((d, t)))
    assert calls == [(n, 6) for n in range(7)]
