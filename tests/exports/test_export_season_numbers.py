"""The season workbook and the season CSV in the numeric convention of every sheet and CSV:
numeric Rank plus a Tied column, league and night points as numbers (9.5, never "9½"), a
dropped night a number with a mark and a grey cell, "not ranked" an empty cell — read back
as numbers (openpyxl ``data_type == "n"``, ``float()`` of the CSV cell)."""

from __future__ import annotations

import csv
import datetime as dt
import io
from fractions import Fraction

import openpyxl
import pytest

from sheepshead_scorer.exports.excel.season_workbook import write_season_workbook
from sheepshead_scorer.exports.samples import sample_info
from sheepshead_scorer.exports.season_numbers import write_season_csv
from sheepshead_scorer.exports.season_rows import (
    NightCell,
    NightColumn,
    SeasonExport,
    SeasonLine,
    SeasonTable,
)
from sheepshead_scorer.text import Text

HALF = Fraction(1, 2)


def _cell(score: Fraction | None, counted: bool = True, tiebreak: bool = False) -> NightCell:
    return NightCell(attended=score is not None, score=score,
                     counted=score is not None and counted, by_tiebreak=tiebreak)


def _line(place: int | None, tied: bool, pid: int, name: str, total: Fraction,
          *cells: NightCell) -> SeasonLine:
    return SeasonLine(place=place, tied=tied, player_id=pid, player=name, total=total,
                      nights=sum(c.attended for c in cells), game_points=Fraction(0),
                      decided_by="", cells=cells)


def _table() -> SeasonTable:
    nights = tuple(
        NightColumn(n, dt.date(2026, 9, n), f"09-0{n} Night {n}", counts=n < 3,
                    totals_only=True)
        for n in (1, 2, 3)
    )
    lines = (
        _line(1, False, 1, "Ann Berg", 10 + HALF, _cell(6 + HALF), _cell(4), _cell(3, False)),
        _line(2, True, 2, "Ben Kruger", Fraction(9), _cell(9, tiebreak=True), _cell(2, False),
              _cell(None)),
        _line(2, True, 3, "=Cleo+Dorn", Fraction(9), _cell(None), _cell(9), _cell(1, False)),
        _line(None, False, 4, "Dora Eck", Fraction(4), _cell(None), _cell(4), _cell(None)),
    )
    legend = (
        Text("- in Rank: fewer than {nights} nights played, not ranked yet.", nights=2),
        Text("– did not play that night."),
        Text("(4) a dropped night: not in the league points."),
        Text("A night marked 'not counted' is outside the league table."),
    )
    return SeasonTable(1, sample_info(), "2026", nights, lines,
                       rules=(Text("Best {keep} of {count} nights count.", keep=1, count=2),),
                       legend=legend)


HEADER = [
    "Rank", "Tied", "Player", "Nights", "League points", "Decided by",
    "09-01 Night 1", "09-01 Night 1 mark", "09-02 Night 2", "09-02 Night 2 mark",
    "09-03 Night 3 (not counted)", "09-03 Night 3 (not counted) mark",
]


def test_the_season_csv_writes_numbers_a_spreadsheet_adds() -> None:
    stream = io.StringIO()
    write_season_csv(stream, _table())
    rows = list(csv.reader(io.StringIO(stream.getvalue().lstrip("\ufeff"))))
    assert rows[0] == HEADER
    ann, ben, cleo, dora = rows[1:5]
    assert ann[:5] == ["1", "", "Ann Berg", "3", "10.5"]  # 9.5-style points, never "10½"
    assert float(ann[4]) == 10.5 and float(ann[6]) == 6.5
    assert (ben[0], ben[1], cleo[0], cleo[1]) == ("2", "T", "2", "T")  # never "T-2"
    assert ben[6:10] == ["9", "*", "2", "dropped"]  # a dropped night: a number and its mark
    assert ann[10:] == ["3", "not counted"]
    assert cleo[2] == "'=Cleo+Dorn"  # text is still formula-guarded
    assert dora[0] == "" and dora[6] == ""  # not ranked, did not play: empty cells
    for row in rows[1:5]:
        for i in (0, 3, 4, 6, 8, 10):
            if row[i]:
                float(row[i])  # every number column holds numbers only
    notes = [r[0] for r in rows[6:]]
    assert notes[0] == "Best 1 of 2 nights count."
    assert "Rank empty: fewer than 2 nights played, not ranked yet." in notes
    assert "T in Tied: players share the place." in notes
    assert not any(note.startswith(("'", "-", "(")) for note in notes)


def test_the_season_workbook_cells_are_numbers() -> None:
    stream = io.BytesIO()
    write_season_workbook(stream, SeasonExport(sample_info(), _table()))
    sheet = openpyxl.load_workbook(io.BytesIO(stream.getvalue()))["Season standings"]
    assert [c.value for c in sheet[1]] == HEADER
    ann, ben, _cleo, dora = (list(sheet[r]) for r in range(2, 6))
    for cell in (ann[0], ann[4], ann[6], ann[8], ben[0], ben[8], dora[4]):
        assert cell.data_type == "n", (cell.coordinate, cell.value)
    assert ann[4].value == 10.5 and ann[4].number_format != "General"  # shown 10 1/2
    assert (ben[0].value, ben[1].value) == (2, "T")
    assert (ben[8].value, ben[9].value) == (2, "dropped")
    assert ben[8].font.i and ann[10].font.i and not ann[8].font.i  # dropped: grey italic
    assert dora[0].value is None and dora[6].value is None
    notes = [sheet.cell(r, 1).value for r in range(7, sheet.max_row + 1)]
    assert "Dropped and not counted nights are grey in the workbook." in notes
    assert "A night's points empty: did not play that night." in notes


@pytest.mark.parametrize("write", ["csv", "xlsx"])
def test_the_numeric_season_table_in_german(write: str) -> None:
    if write == "csv":
        stream = io.StringIO()
        write_season_csv(stream, _table(), "de")
        rows = list(csv.reader(io.StringIO(stream.getvalue().lstrip("\ufeff"))))
    else:
        data = io.BytesIO()
        write_season_workbook(data, SeasonExport(sample_info(), _table()), language="de")
        sheet = openpyxl.load_workbook(io.BytesIO(data.getvalue()))["Saison-Rangliste"]
        rows = [["" if v is None else str(v) for v in r] for r in sheet.iter_rows(values_only=True)]
    assert rows[0][:2] == ["Platz", "Gleichstand"]
    assert rows[0][7] == "09-01 Night 1 Vermerk"
    assert rows[2][1] == "G" and rows[2][9] == "gestrichen"
    assert any(r and r[0].startswith("Platz leer: weniger als 2 Abende") for r in rows)
