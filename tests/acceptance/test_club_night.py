"""Acceptance day 3: a club night of two sessions, each drawn as two seating rounds of 10
(10 players, two tables of 5), last round doubled, a tied leaster redealt (003: "If two
players tie for fewest points, either split the pot or re-deal"), and a hand typed wrong
that is found only after its round was closed: the director reopens the round on Seating,
corrects the hand with F2 and closes the round again. The sheets:
``sheets/club_night.txt`` (sources cited there).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from day_checks import check_the_day
from day_sheets import Day, read_day
from day_window import DirectorAtTheWindow, play_whole_day

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

DAY = read_day("club_night.txt")


def test_the_sheets_are_the_format_of_the_source() -> None:
    assert [(r.session, r.round, r.hands) for r in DAY.rounds] == [
        (1, 1, 10), (1, 2, 10), (2, 1, 10), (2, 2, 10)
    ]
    ties = [d for d in DAY.deals if d.kind == "tie"]
    assert len(ties) == 2 and {t.round for t in ties} == {1, 2}  # one in a last round
    assert list(DAY.mistyped) == [(1, 1, 2, 3)]


def test_a_club_night_with_a_correction_in_a_closed_round(
    director_for: Callable[[Day], DirectorAtTheWindow], tmp_path: Path
) -> None:
    director = director_for(DAY)
    director.create_event()
    director.register_everyone()

    def found_the_mistake(session: int, rnd: int) -> None:
        """Round 2 of session 1 is over when the sheet of round 1 is checked against the
        screen: hand 3 of table 2 was typed wrong. Reopen, correct, close again."""
        if (session, rnd) == (1, 2):
            director.reopen_round(1, 1)
            director.correct_mistakes(1, 1)
            director.close_round(1, 1)

    play_whole_day(director, found_the_mistake)
    event = check_the_day(director, tmp_path)
    assert sum(line.prize_cents for line in event) == 10 * 1000  # 50/30/20 of $100
