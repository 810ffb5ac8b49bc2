"""Acceptance day 2: a 48-hand session drawn as 4 seating rounds of 12 (23 players at
tables of 5, 6, 6 and 6), last round doubled, double on the bump, and the Schiller round:
only the last deal by each seat of the *session* is doubled and forced (000: "1 round of
Schiller is played at the end of the night"), never the end of every seating round. The
sheets: ``sheets/forty_eight_hands.txt`` (sources cited there).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from day_checks import check_the_day
from day_sheets import Day, read_day
from day_window import DirectorAtTheWindow, play_whole_day

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

DAY = read_day("forty_eight_hands.txt")


def test_the_sheets_are_the_format_of_the_source() -> None:
    assert len(DAY.players) == 23
    assert [(r.round, r.hands) for r in DAY.rounds] == [(1, 12), (2, 12), (3, 12), (4, 12)]
    # a leaster near the end of seating round 1 is an ordinary deal: the Schiller round is
    # the session's last round only
    assert any(d.kind == "leaster" and d.round == 1 and d.hand >= 8 for d in DAY.deals)


def test_a_48_hand_session_of_four_seating_rounds(
    director_for: Callable[[Day], DirectorAtTheWindow], tmp_path: Path
) -> None:
    """The whole session; in the Schiller round at the 5-table the dealer's own pick is typed
    first and must be refused (000: "the first person after the dealer has to pick"), then
    the sheet's line is typed."""
    director = director_for(DAY)
    director.create_event()
    director.register_everyone()
    play_whole_day(director)
    event = check_the_day(director, tmp_path)
    # 23 × $20 less the house's 10% = $414 paid 30/15/10/10/10: 3rd place $41.40
    assert sum(line.prize_cents for line in event) <= 41400 * 75 // 100
    # the refusal speaks of seats as the score sheet prints them (1-based, docs/ui.md)
    [(deal, message)] = director.refusals
    first = (deal.dealer + 1) % 5 + 1
    assert f"seat {first}" in message and f"dealer (seat {deal.dealer + 1})" in message, message
    assert "hands[" not in message, message
