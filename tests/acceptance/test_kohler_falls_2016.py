"""Acceptance day 1: the Kohler Falls 2016 Oktoberfest as its director would run it in the
app — 11 players, 3 sessions × 20 hands with the J♦ partner, one table of 5 (20 hands) and
one of 6 (24 hands, the dealer sitting out), $25 entry, 90% paid 30/15/10/10/10 plus 5% to
each session's top scorer. The sheets: ``sheets/kohler_falls_2016.txt`` (source cited there).

Every hand is typed on Hand entry and checked as it is saved; at the end the standings and
the prize money of the Standings screen, the standings PDF and the workbook must be what
``day_reference`` works out from the sheets.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from day_checks import check_the_day
from day_sheets import Day, read_day
from day_window import DirectorAtTheWindow, play_whole_day

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

DAY = read_day("kohler_falls_2016.txt")


def test_the_sheets_are_the_format_of_the_source() -> None:
    assert len(DAY.players) == 11
    assert [(r.session, r.hands, r.per_table) for r in DAY.rounds] == [
        (1, 20, "equal"), (2, 20, "equal"), (3, 20, "equal")
    ]
    for session in (1, 2, 3):  # README: "3 sessions × 20 hands (24 hands at a 6-player table)"
        assert len(DAY.table_deals(session, 1, 1)) == 20
        assert len(DAY.table_deals(session, 1, 2)) == 24


def test_kohler_falls_2016_through_the_window(
    director_for: Callable[[Day], DirectorAtTheWindow], tmp_path: Path
) -> None:
    director = director_for(DAY)
    director.create_event()
    director.register_everyone()
    play_whole_day(director)
    for (_session, _round, table), names in director.seating.items():
        assert len(names) == (5 if table == 1 else 6)
    event = check_the_day(director, tmp_path)
    # 11 × $25 = $275: places $82.50, $41.25, $27.50 × 3, and $13.75 for each session's top
    paid = sum(line.prize_cents for line in event)
    assert 27500 * 90 // 100 - 10 <= paid <= 27500 * 90 // 100
