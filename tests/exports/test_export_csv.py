"""CSV exports: UTF-8 with BOM, injection-safe, the hand log in the Hands sheet's columns."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from sheepshead_scorer.exports.cells import hand_header
from sheepshead_scorer.exports.csv_export import write_hands_csv, write_standings_csv
from sheepshead_scorer.exports.rows import EventExport
from sheepshead_scorer.exports.samples import sample_standings


def test_standings_csv_has_bom_and_safe_text(tmp_path: Path) -> None:
    target = tmp_path / "standings.csv"
    write_standings_csv(target, sample_standings(8))
    data = target.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))
    assert rows[0] == [
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
    assert rows[1][:6] == ["1", "T", "Jürgen Müller 1", "M1000", "40", "8"]  # rank a number
    assert rows[8][:2] == ["7", ""]  # a place of its own: Tied empty
    assert all(float(r[0]) >= 1 for r in rows[1:])
    assert rows[1][-1] == "127.50"  # a plain number: the currency is no part of a CSV cell
    assert rows[6][2] == "'=1+1 Müller 6"
    assert rows[4][8:10] == ["-3", "3"]  # numbers are not escaped
    assert rows[1][9] == ""  # did not play session 2
    assert data.count(b"\r\n") == 9


def test_hands_csv_to_a_stream(event: EventExport) -> None:
    stream = io.StringIO()
    write_hands_csv(stream, event.hands)
    text = stream.getvalue()
    assert text.startswith("\ufeffSession,Round,Table,Hand,Dealer")
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    assert rows[0] == hand_header(5)
    assert len(rows) == len(event.hands) + 1
    for row in rows[1:]:
        for value in row:
            assert not value.startswith(("=", "+", "@", "\t", "\r"))
            assert not value.startswith("-") or value.lstrip("-").isdigit()
    assert any(v == "'-4" or v == "-4" for row in rows for v in row)
    assert any(v == "4/3" for row in rows for v in row)
