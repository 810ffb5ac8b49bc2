"""The command line's tables line up in a terminal whatever the names: a CJK character or an
emoji takes two columns, a combining mark none (``cli.text_table``)."""

from __future__ import annotations

import pytest

from sheepshead_scorer.cli import text_table
from sheepshead_scorer.cli.data_commands import print_rows


@pytest.mark.parametrize(("text", "columns"), [
    ("Ann", 3), ("王小明", 6), ("さくら タナカ", 13), ("김민준", 6), ("Ann 🐑", 6),
    ("क्षितिज", 6), ("น้ำทิพย์", 5), ("Nguyễn", 6), ("e\u0301", 1), ("👍🏽", 4),
])
def test_width_counts_terminal_columns(text: str, columns: int) -> None:
    assert text_table.width(text) == columns


def test_the_points_column_starts_at_one_place_after_any_name(
    capsys: pytest.CaptureFixture[str],
) -> None:
    names = ["王小明", "Ann 🐑", "김민준", "Łukasz Żółć", "さくら タナカ", "น้ำทิพย์ ศรีสุข"]
    print_rows(["Player", "Points"], [[name, 10 + i] for i, name in enumerate(names)], "table")
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith("-" * text_table.width("น้ำทิพย์ ศรีสุข"))
    starts = {text_table.width(line[: line.rindex(" ") + 1]) for line in [out[0], *out[2:]]}
    assert len(starts) == 1, out
