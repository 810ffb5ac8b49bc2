"""The round clock's arithmetic, with every time worked out by hand in the comments.

Instants are seconds; ``T`` is 20:00:00 on a tournament evening (any number would do)."""

from __future__ import annotations

import pytest

from sheepshead_scorer.tournament import TournamentError
from sheepshead_scorer.tournament.round_clock import (
    ClockPhase,
    ClockState,
    clock_text,
    default_minutes,
    default_warning,
    length_problem,
)

T = 1_796_000_000  # 20:00:00


def test_a_clock_not_started_shows_its_whole_length() -> None:
    clock = ClockState(minutes=30, warning_minutes=5)
    reading = clock.reading(T + 999)
    assert reading.phase == ClockPhase.NOT_STARTED
    assert reading.left == 1800  # 30 × 60
    assert reading.digits == "30:00"


def test_a_running_clock_counts_down_then_warns_then_calls_last_hand() -> None:
    clock = ClockState(minutes=30, warning_minutes=5).start(T)
    # 20:12:34 -> 12 min 34 s gone, 17:26 left
    assert clock.reading(T + 754).left == 1046
    assert clock.reading(T + 754).digits == "17:26"
    assert clock.reading(T + 754).phase == ClockPhase.RUNNING
    # 25:00 gone: exactly 5:00 left -> the warning begins
    assert clock.reading(T + 1500).phase == ClockPhase.WARNING
    assert clock.reading(T + 1499).phase == ClockPhase.RUNNING  # 5:01 left
    # 30:00 gone: time is up, "last hand"
    at_end = clock.reading(T + 1800)
    assert (at_end.phase, at_end.left, at_end.digits) == (ClockPhase.TIME_UP, 0, "0:00")
    # 31:10 gone: 70 s over
    late = clock.reading(T + 1870)
    assert (late.phase, late.left, late.over) == (ClockPhase.TIME_UP, -70, 70)


def test_a_pause_stops_the_clock_and_resume_carries_on_where_it_stood() -> None:
    clock = ClockState(minutes=30, warning_minutes=5).start(T)
    paused = clock.pause(T + 600)  # 10:00 gone, 20:00 left
    assert paused.reading(T + 600).phase == ClockPhase.PAUSED
    assert paused.reading(T + 4000).left == 1200  # still 20:00 an hour later
    resumed = paused.resume(T + 900)  # stood 5 minutes
    assert resumed.paused_seconds == 300
    # at T+1000: 1000 − 300 = 700 s run, 1100 s left
    assert resumed.reading(T + 1000).left == 1100
    # a second pause of 100 s: 1000..1100
    again = resumed.pause(T + 1000).resume(T + 1100)
    assert again.paused_seconds == 400
    assert again.reading(T + 1200).left == 1800 - (1200 - 400)  # 1000


def test_minutes_added_and_taken_off() -> None:
    clock = ClockState(minutes=30, warning_minutes=5).start(T)
    longer = clock.add(5 * 60, T + 1700)  # 1:40 left + 5:00 = 6:40
    assert longer.reading(T + 1700).left == 400
    assert longer.reading(T + 1700).length == 2100  # 35 minutes
    # past the end: 2 minutes more after 1:00 over leaves 1:00
    assert clock.add(120, T + 1860).reading(T + 1860).left == 60
    # taking off: 10:00 left, 3 minutes off -> 7:00
    assert clock.add(-180, T + 1200).reading(T + 1200).left == 420
    # at most the time left can be taken off
    assert clock.most_off(T + 1200) == 600
    with pytest.raises(TournamentError, match="at most 10:00 taken off"):
        clock.add(-601, T + 1200)
    assert clock.add(-600, T + 1200).reading(T + 1200).phase == ClockPhase.TIME_UP


def test_a_reset_clock_starts_afresh() -> None:
    clock = ClockState(minutes=20, warning_minutes=3).start(T).pause(T + 60).add(120, T + 60)
    fresh = clock.reset()
    assert fresh == ClockState(minutes=20, warning_minutes=3)
    assert fresh.start(T + 5000).reading(T + 5060).left == 1140  # 20:00 − 1:00


def test_a_new_length_keeps_the_time_already_run() -> None:
    clock = ClockState(minutes=30, warning_minutes=5).start(T)
    assert clock.with_length(40, 10).reading(T + 600).left == 1800  # 40:00 − 10:00


def test_wrong_moves_are_refused() -> None:
    clock = ClockState(minutes=30)
    with pytest.raises(TournamentError):
        clock.pause(T)  # not started
    with pytest.raises(TournamentError):
        clock.resume(T)
    with pytest.raises(TournamentError, match="reset the clock first"):
        clock.start(T).start(T + 1)
    with pytest.raises(TournamentError, match="1 to 600 minutes"):
        ClockState(minutes=0)
    with pytest.raises(TournamentError, match="at most half the round"):
        ClockState(minutes=10, warning_minutes=6)


@pytest.mark.parametrize(("minutes", "longest"), [(1, 0), (2, 1), (3, 1), (9, 4), (10, 5),
                                                   (30, 15), (600, 300)])
def test_the_warning_is_at_most_half_the_round_one_rule_for_every_check(
    minutes: int, longest: int
) -> None:
    """docs/ui.md: "The warning is 5 minutes, at most half the round" (in whole minutes)."""
    for warning in range(minutes + 2):
        fits = warning <= longest
        assert (length_problem(minutes, warning) is None) == fits, (minutes, warning)
        if fits:
            ClockState(minutes=minutes, warning_minutes=warning)
        else:
            with pytest.raises(TournamentError):
                ClockState(minutes=minutes, warning_minutes=warning)
    assert default_warning(minutes) == min(5, longest)


def test_the_length_rule_says_the_range_in_the_directors_words() -> None:
    assert str(length_problem(3, 5)) == ("The warning can be at most half the round: 0 (no "
                                         "warning) to 1 minutes for a 3-minute round.")
    assert str(length_problem(0, 0)) == "The round's length must be 1 to 600 minutes."


def test_a_closed_rounds_clock_reads_closed_whatever_it_stood_at() -> None:
    running = ClockState(minutes=4, warning_minutes=2).start(T)
    assert running.reading(T + 640).phase == ClockPhase.TIME_UP  # 6:40 over
    for state in (running, running.pause(T + 10), ClockState(minutes=4, warning_minutes=2)):
        shown = state.reading(T + 640, closed=True)
        assert shown.phase == ClockPhase.CLOSED and not shown.running
    assert running.reading(T + 700).left == 240 - 700  # the time ran on: read when reopened


def test_a_station_whose_clock_is_behind_reads_the_full_length() -> None:
    assert ClockState(minutes=30).start(T).reading(T - 5).left == 1800


def test_defaults_follow_german_fest_two_minutes_a_hand() -> None:
    # "15 hands a round, a round every half hour"
    assert default_minutes(15) == 30
    assert default_minutes(48) == 96
    assert default_warning(30) == 5
    assert default_warning(6) == 3  # half of a short round


@pytest.mark.parametrize(("seconds", "text"), [
    (0, "0:00"), (7, "0:07"), (59, "0:59"), (60, "1:00"), (1800, "30:00"),
    (3599, "59:59"), (3900, "1:05:00"), (-70, "1:10"),
])
def test_clock_digits(seconds: int, text: str) -> None:
    assert clock_text(seconds) == text
