"""Names a spreadsheet or a hand log could trip over: ``;`` inside a name, a formula-like name,
a control character — every export writes them, and the importers read the same names back."""

from __future__ import annotations

import csv
import dataclasses
import io
import subprocess
from pathlib import Path

import openpyxl
import pytest

from sheepshead_scorer.exports import read_hand_log, write_event_workbook, write_hands_csv
from sheepshead_scorer.exports.cells import join_names, split_names
from sheepshead_scorer.exports.csv_export import GuardedWriter
from sheepshead_scorer.exports.rows import HandRow
from sheepshead_scorer.exports.samples import sample_event, sample_hands


def _renamed(hands: tuple[HandRow, ...], old: str, new: str) -> tuple[HandRow, ...]:
    def swap(name: str) -> str:
        return new if name == old else name

    return tuple(
        dataclasses.replace(
            h, players=tuple(map(swap, h.players)), dealer=swap(h.dealer),
            picker=swap(h.picker), partners=tuple(map(swap, h.partners)),
            offender=swap(h.offender),
            sitting_out=None if h.sitting_out is None else tuple(map(swap, h.sitting_out)),
        )
        for h in hands
    )


def test_names_with_semicolons_and_quotes_round_trip_in_a_cell() -> None:
    names = ("Smith; Jr.", '"Ace" Miller', "O'Brien", "Ann")
    cell = join_names(names)
    assert cell == '"Smith; Jr."; """Ace"" Miller"; O\'Brien; Ann'
    assert split_names(cell) == names
    assert split_names("Ada; Bernd") == ("Ada", "Bernd")  # what older logs hold


@pytest.mark.parametrize(
    ("names", "cell"),
    [
        ((), ""),
        (("Ann",), "Ann"),
        (("Ann", "Bernd Huber", "Ünal"), "Ann; Bernd Huber; Ünal"),  # nothing to quote
        (("Smith; Jr.",), '"Smith; Jr."'),  # one name, its own ";"
        (('Jo "Ace" Lee', "Ann"), 'Jo "Ace" Lee; Ann'),  # a quote inside is left as it is
        (('"Ace"', "Ann"), '"""Ace"""; Ann'),
    ],
)
def test_a_cell_of_names_quotes_exactly_the_names_that_need_it(
    names: tuple[str, ...], cell: str
) -> None:
    assert join_names(names) == cell
    assert split_names(cell) == names


def test_a_name_with_a_semicolon_exports_and_imports_back() -> None:
    hands = sample_hands(12, tables=1)
    first = hands[0].players[0]
    renamed = _renamed(hands, first, "Müller; Hans")
    out = io.StringIO()
    write_hands_csv(out, renamed)
    back = read_hand_log(out.getvalue().encode("utf-8"))
    assert not back.errors, back.errors
    assert back.rows[0].players == renamed[0].players
    assert "Müller; Hans" in back.rows[0].players


def test_a_control_character_is_written_safely_in_the_workbook() -> None:
    event = sample_event(10, tables=1)
    first = event.hands[0].players[0]
    event = dataclasses.replace(event, hands=_renamed(event.hands, first, "Bad\x01Name"))
    stream = io.BytesIO()
    write_event_workbook(stream, event)
    book = openpyxl.load_workbook(io.BytesIO(stream.getvalue()))
    players = {c.value for c in book["Hands"]["L"]}
    assert any("Bad\ufffdName" in str(v) for v in players)


def test_the_guarded_writer_never_writes_a_formula() -> None:
    out = io.StringIO()
    GuardedWriter(out, lineterminator="\n").writerows(
        [["=HYPERLINK(\"http://x\")", "+1+2", "-3", "@SUM(A1)", "ok", 5, None]]
    )
    row = next(csv.reader(io.StringIO(out.getvalue())))
    assert row == ["'=HYPERLINK(\"http://x\")", "'+1+2", "'-3", "'@SUM(A1)", "ok", "5", ""]


def test_libreoffice_reads_thirds_as_numbers_shown_as_fractions(tmp_path: Path) -> None:
    """A real spreadsheet client (LibreOffice, scripts/system-packages.txt) reads the Hands
    sheet's thirds as numbers (so they sort and sum) and shows them as "1 1/3"."""
    book = tmp_path / "event.xlsx"
    write_event_workbook(book, sample_event(30, tables=2))
    out = tmp_path / "converted"

    def convert(as_shown: str) -> list[list[str]]:
        target = out / as_shown
        done = subprocess.run(
            ["soffice", f"-env:UserInstallation=file://{tmp_path / 'lo-profile'}", "--headless",
             "--convert-to",
             f"csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,{as_shown},false,false,2",
             "--outdir", str(target), str(book)],
            capture_output=True, text=True, timeout=180, check=False,
        )
        assert done.returncode == 0, done.stderr
        with open(target / "event-Hands.csv", encoding="utf-8") as handle:
            return list(csv.reader(handle))

    shown, raw = convert("true"), convert("false")
    payouts = slice(12, 17)
    assert any("1 1/3" in row[payouts] for row in shown)
    thirds = [float(v) for row in raw[1:] for v in row[payouts] if v and "." in v]
    assert thirds and all(abs(v * 3 - round(v * 3)) < 1e-9 for v in thirds)
