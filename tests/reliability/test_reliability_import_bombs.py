"""Imports bound what they inflate (issue 25, item 11; short run of
``reliability.import_bombs``): a workbook small on the disk that would inflate to hundreds
of MB is refused from the sizes its zip declares, before openpyxl reads it, in well under a
second; an ordinary workbook still imports."""

from __future__ import annotations

import time

import pytest

from reliability.import_bombs import bomb, small_workbook
from sheepshead_scorer.exports.importers.reading import read_table


@pytest.mark.parametrize("shape", ["strings", "sheet", "many"])
def test_a_zip_bomb_workbook_is_refused_before_it_is_read(shape: str) -> None:
    data = bomb(shape, 320)
    assert len(data) < 2_000_000
    started = time.monotonic()
    table = read_table(data)
    assert time.monotonic() - started < 2.0
    assert [str(p.message) for p in table.problems] != []
    message = str(table.problems[0].message)
    assert "inflates to 3" in message and "MB when opened" in message and "zip bomb" in message
    assert table.rows == []


def test_an_ordinary_workbook_still_imports() -> None:
    table = read_table(small_workbook())
    assert table.problems == [] and table.header == ["name", "club"]
    assert [cells for _n, cells in table.rows] == [["Ada", "Turner Hall"]]
