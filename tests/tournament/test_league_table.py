"""League tables: cumulative totals, placement points, best N, drop worst, attendance."""

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheepshead_scorer.tournament import (
    EventResult,
    LeagueEvent,
    LeagueRules,
    LeagueScoring,
    PlayerTally,
    TournamentError,
    league_standings,
    rank_standings,
    results_from_standings,
)
from sheepshead_scorer.tournament.league import (
    event_scores,
    kept_events,
    league_line,
    rank_league_lines,
    standings_scores,
)

EVENTS = [LeagueEvent(1), LeagueEvent(2), LeagueEvent(3), LeagueEvent(4, counts=False)]
RESULTS = [
    # event 1: A=1 wins, B=2 and C=3 tie for 2nd
    EventResult(1, 1, Fraction(30), 1),
    EventResult(1, 2, Fraction(10), 2),
    EventResult(1, 3, Fraction(10), 2),
    # event 2: B first, A last with a bad night
    EventResult(2, 2, Fraction(25), 1),
    EventResult(2, 3, Fraction(5), 2),
    EventResult(2, 1, Fraction(-12), 3),
    # event 3: only C and D
    EventResult(3, 3, Fraction(8), 1),
    EventResult(3, 4, Fraction(-8), 2),
    # event 4 does not count
    EventResult(4, 1, Fraction(100), 1),
]


def table(rules: LeagueRules) -> dict[int, tuple[str, Fraction]]:
    rows = league_standings(EVENTS, RESULTS, rules)
    return {row.player_id: (row.label, row.total) for row in rows}


def test_cumulative_total_ignores_non_counting_events() -> None:
    assert table(LeagueRules()) == {
        2: ("1", Fraction(35)),
        3: ("2", Fraction(23)),
        1: ("3", Fraction(18)),
        4: ("4", Fraction(-8)),
    }


def test_best_two_of_three_keeps_a_missed_event_over_a_bad_night() -> None:
    assert table(LeagueRules(best_of=2)) == {
        2: ("1", Fraction(35)),
        1: ("2", Fraction(30)),  # 30 + missed 0: the -12 is dropped
        3: ("3", Fraction(18)),  # 10 + 8: the 5 is dropped
        4: ("4", Fraction(0)),  # two missed events beat the -8
    }
    rows = {row.player_id: row for row in league_standings(EVENTS, RESULTS, LeagueRules(best_of=2))}
    assert [s.counted for s in rows[1].scores] == [True, False, True]
    assert [s.attended for s in rows[1].scores] == [True, True, False]


def test_drop_worst_equals_best_of_the_rest() -> None:
    assert table(LeagueRules(drop_worst=1)) == table(LeagueRules(best_of=2))


def test_placement_points_pool_ties_exactly() -> None:
    rules = LeagueRules(
        scoring=LeagueScoring.PLACEMENT_POINTS,
        placement_points=(Fraction(25), Fraction(20), Fraction(15)),
        past_table_points=Fraction(2),
    )
    rows = {row.player_id: row for row in league_standings(EVENTS, RESULTS, rules)}
    # event 1: B and C pool 2nd + 3rd = 35 -> 35/2 each
    assert rows[2].scores[0].score == Fraction(35, 2)
    assert rows[3].scores[0].score == Fraction(35, 2)
    assert rows[1].total == 25 + 15
    assert rows[2].total == Fraction(35, 2) + 25
    assert rows[3].total == Fraction(35, 2) + 20 + 25
    assert rows[4].total == 20


def test_placement_past_the_table_gets_past_table_points() -> None:
    rules = LeagueRules(
        scoring=LeagueScoring.PLACEMENT_POINTS, placement_points=(10,), past_table_points=1
    )
    assert rules.placement_score(1, 1) == 10
    assert rules.placement_score(1, 2) == Fraction(11, 2)
    assert rules.placement_score(5, 3) == 1


def test_minimum_attendance_lists_the_rest_unranked_at_the_end() -> None:
    rows = league_standings(EVENTS, RESULTS, LeagueRules(min_events=2))
    assert [(row.label, row.player_id) for row in rows] == [
        ("1", 2),
        ("2", 3),
        ("3", 1),
        ("-", 4),
    ]
    assert rows[-1].rank is None


def test_tied_totals_share_a_rank() -> None:
    events = [LeagueEvent(1)]
    results = [
        EventResult(1, 1, Fraction(5), 1),
        EventResult(1, 2, Fraction(5), 1),
        EventResult(1, 3, Fraction(1), 3),
    ]
    rows = league_standings(events, results, LeagueRules())
    assert [row.label for row in rows] == ["T-1", "T-1", "3"]


def test_results_from_standings() -> None:
    standings = rank_standings([PlayerTally(1, Fraction(3)), PlayerTally(2, Fraction(5))])
    assert results_from_standings(9, standings) == (
        EventResult(9, 2, Fraction(5), 1),
        EventResult(9, 1, Fraction(3), 2),
    )


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"best_of": 0}, "LeagueRules.best_of"),
        ({"drop_worst": -1}, "LeagueRules.drop_worst"),
        ({"min_events": 1.5}, "LeagueRules.min_events"),
        ({"scoring": LeagueScoring.PLACEMENT_POINTS}, "LeagueRules.placement_points"),
        ({"scoring": "medals"}, "LeagueRules.scoring"),
        ({"placement_points": (25.0,)}, "LeagueRules.placement_points[0]"),
    ],
)
def test_bad_rules_are_refused(kwargs: dict[str, object], field: str) -> None:
    with pytest.raises(TournamentError) as caught:
        LeagueRules(**kwargs)  # type: ignore[arg-type]
    assert caught.value.field == field


def test_unknown_event_and_duplicate_result_are_refused() -> None:
    with pytest.raises(TournamentError) as caught:
        league_standings([LeagueEvent(1)], [EventResult(2, 1, Fraction(1), 1)], LeagueRules())
    assert caught.value.field == "EventResult.event_id"
    with pytest.raises(TournamentError) as caught:
        league_standings(
            [LeagueEvent(1)],
            [EventResult(1, 1, Fraction(1), 1), EventResult(1, 1, Fraction(2), 1)],
            LeagueRules(),
        )
    assert caught.value.field == "EventResult.player_id"


@settings(max_examples=80, deadline=None)
@given(
    scores=st.lists(
        st.dictionaries(st.integers(1, 8), st.integers(-20, 30), max_size=8), min_size=1, max_size=6
    ),
    best_of=st.none() | st.integers(1, 6),
    drop_worst=st.integers(0, 3),
    min_events=st.integers(0, 3),
)
def test_league_lines_add_up(
    scores: list[dict[int, int]], best_of: int | None, drop_worst: int, min_events: int
) -> None:
    events = [LeagueEvent(number) for number in range(1, len(scores) + 1)]
    results = [
        EventResult(number, player, Fraction(points), 1)
        for number, event_scores in enumerate(scores, start=1)
        for player, points in event_scores.items()
    ]
    rules = LeagueRules(best_of=best_of, drop_worst=drop_worst, min_events=min_events)
    rows = league_standings(events, results, rules)
    keep = max(0, min(best_of or len(events), len(events) - drop_worst))
    for row in rows:
        counted = [s for s in row.scores if s.counted]
        assert len(counted) == keep
        assert row.total == sum((s.score for s in counted), Fraction(0))
        dropped = [s.score for s in row.scores if not s.counted]
        assert all(d <= min(c.score for c in counted) for d in dropped) if counted else True
        assert row.events_attended == sum(s.attended for s in row.scores)
        assert (row.rank is None) == (row.events_attended < min_events)
    ranked = [row for row in rows if row.rank is not None]
    assert all(a.total >= b.total for a, b in itertools.pairwise(ranked))
    assert all(row.rank is None for row in rows[len(ranked) :])


@pytest.mark.parametrize(
    ("rank", "tied", "expected"),
    [
        (1, 1, Fraction(25)),  # a place of its own: the table's value
        (3, 1, Fraction(16)),
        (4, 1, Fraction(2)),  # past the table: attendance points
        (2, 2, Fraction(18)),  # (20 + 16) / 2
        (1, 3, Fraction(61, 3)),  # (25 + 20 + 16) / 3
        (3, 2, Fraction(9)),  # (16 + 2) / 2
    ],
)
def test_placement_score_table(rank: int, tied: int, expected: Fraction) -> None:
    rules = LeagueRules(
        scoring=LeagueScoring.PLACEMENT_POINTS, placement_points=(25, 20, 16), past_table_points=2
    )
    score = rules.placement_score(rank, tied)
    assert score == expected and isinstance(score, Fraction)


@pytest.mark.parametrize(
    ("best_of", "drop_worst", "counting", "kept"),
    [(None, 0, 10, 10), (8, 0, 10, 8), (None, 3, 10, 7), (8, 3, 10, 7), (12, 0, 10, 10),
     (None, 4, 3, 0)],
)
def test_kept_events(best_of: int | None, drop_worst: int, counting: int, kept: int) -> None:
    assert kept_events(LeagueRules(best_of=best_of, drop_worst=drop_worst), counting) == kept


def test_event_scores_pool_ties_and_refuse_a_second_result() -> None:
    rules = LeagueRules(scoring=LeagueScoring.PLACEMENT_POINTS, placement_points=(10, 6, 3))
    results = [EventResult(1, 7, Fraction(9), 1), EventResult(1, 8, Fraction(4), 2),
               EventResult(1, 9, Fraction(4), 2)]
    assert event_scores(results, rules) == {7: 10, 8: Fraction(9, 2), 9: Fraction(9, 2)}
    with pytest.raises(TournamentError) as caught:
        event_scores([*results, EventResult(1, 7, Fraction(1), 3)], rules)
    assert caught.value.field == "EventResult.player_id"


@settings(max_examples=60, deadline=None)
@given(
    before=st.lists(
        st.dictionaries(st.integers(1, 8), st.fractions(-20, 30, max_denominator=4), max_size=8),
        min_size=2,
        max_size=6,
    ),
    changed=st.dictionaries(
        st.integers(1, 8), st.fractions(-20, 30, max_denominator=4), max_size=8
    ),
    which=st.integers(0, 5),
    best_of=st.none() | st.integers(1, 6),
    min_events=st.integers(0, 2),
)
def test_redoing_only_the_changed_event_and_its_players_gives_the_same_table(
    before: list[dict[int, Fraction]],
    changed: dict[int, Fraction],
    which: int,
    best_of: int | None,
    min_events: int,
) -> None:
    """What the season cache does after one hand: keep every other player's line."""
    events = list(range(1, len(before) + 1))
    rules = LeagueRules(best_of=best_of, min_events=min_events)
    keep = kept_events(rules, len(events))
    old = {event: dict(scores) for event, scores in zip(events, before, strict=True)}
    lines = {
        player: league_line(player, events, old, keep)
        for player in {p for scores in old.values() for p in scores}
    }
    target = events[which % len(events)]
    new = {**old, target: changed}
    for player in set(old[target]) | set(changed):
        line = league_line(player, events, new, keep)
        if line.events_attended:
            lines[player] = line
        else:
            del lines[player]
    results = [
        EventResult(event, player, points, 1)
        for event, scores in new.items()
        for player, points in scores.items()
    ]
    assert rank_league_lines(lines.values(), min_events) == league_standings(
        [LeagueEvent(event) for event in events], results, rules
    )


@settings(max_examples=60, deadline=None)
@given(
    points=st.dictionaries(st.integers(1, 12), st.integers(-6, 6), min_size=1, max_size=12),
    scoring=st.sampled_from(list(LeagueScoring)),
)
def test_standings_scores_equal_the_scores_of_the_results(
    points: dict[int, int], scoring: LeagueScoring
) -> None:
    """Small ranges make ties (shared, pooled places) common."""
    rules = LeagueRules(scoring=scoring, placement_points=(10, 6, 3, 1), past_table_points=1)
    standings = rank_standings(
        [PlayerTally(player, Fraction(value)) for player, value in points.items()]
    )
    assert standings_scores(standings, rules) == event_scores(
        results_from_standings(5, standings), rules
    )
