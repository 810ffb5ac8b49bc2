""""Sheep Head", the four-player 24-card fox game (000 "Sheep Head variant"), from its words."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheepshead_scorer.rules import RuleError
from sheepshead_scorer.rules.sheep_head import (
    COUNTERS_TOTAL,
    TEAMS,
    FoxHand,
    FoxRules,
    counter_points,
    fox_hand_from_dict,
    fox_hand_to_dict,
    score_fox_hand,
    score_fox_match,
    team_of,
)


def test_the_deal_and_the_teams() -> None:
    """000: "four players and 24 cards ... Players have partners ... There is no picker,
    nor blind cards"; "13 counters in total" (A, 10, K of four suits, and the last trick)."""
    assert COUNTERS_TOTAL == 4 * 3 + 1
    assert TEAMS == ((0, 2), (1, 3)) and [team_of(s) for s in range(4)] == [0, 1, 0, 1]


@pytest.mark.parametrize(
    ("counters", "points"),
    # 000: "7 to 9 counters is one point, and 10 to 12 counters is two points"
    [(0, 0), (6, 0), (7, 1), (8, 1), (9, 1), (10, 2), (11, 2), (12, 2), (13, 2)],
)
def test_counter_points(counters: int, points: int) -> None:
    assert counter_points(counters) == points


@pytest.mark.parametrize(
    ("hand", "points"),
    [
        # "the fox, 1 point": the fox's team 1, counters 7-9 one, 10-12 two
        (FoxHand(dealer=0, fox=0, counters=7), (2, 0)),
        (FoxHand(dealer=0, fox=1, counters=7), (1, 1)),
        (FoxHand(dealer=1, fox=1, counters=3), (0, 3)),  # team 1 took 10 counters
        (FoxHand(dealer=2, fox=0, counters=12), (3, 0)),
        (FoxHand(dealer=3, fox=1, counters=6), (0, 2)),  # team 1: 7 counters and the fox
        (FoxHand(dealer=3, fox=0, counters=13), (3, 0)),  # all counters, not every trick
        # "If a player wins all the tricks, it is known as a 'buck', where the team wins 7"
        (FoxHand(dealer=0, buck=1), (0, 7)),
        # "all the 'fox catchers' in their hand ... the team automatically wins 14 points"
        (FoxHand(dealer=0, automatic_buck=0), (14, 0)),
    ],
)
def test_each_hand_scores_as_000_says(hand: FoxHand, points: tuple[int, int]) -> None:
    scored, explanation = score_fox_hand(hand)
    assert scored == points and explanation


def test_a_game_runs_to_21_and_the_team_reaching_it_wins() -> None:
    """000: "The game is usually played to 21 or 42 points and whichever team reaches the
    number wins." Three automatic bucks: 14, then 28 (game 1 over), then a fresh game."""
    hands = [FoxHand(0, automatic_buck=0), FoxHand(1, buck=1), FoxHand(2, automatic_buck=0),
             FoxHand(3, fox=1, counters=3)]
    match = score_fox_match(FoxRules(21), hands)
    assert [h.game_score for h in match.hands] == [(14, 0), (14, 7), (28, 7), (0, 3)]
    assert [h.game_won_by for h in match.hands] == [None, None, 0, None]
    assert [h.game for h in match.hands] == [1, 1, 1, 2]
    assert [(g.game, g.winner, g.score) for g in match.games] == [(1, 0, (28, 7))]
    assert match.current == (0, 3) and match.games_won == (1, 0)
    assert match.points_won == (28, 10)


def test_a_game_to_42() -> None:
    hands = [FoxHand(d % 4, buck=d % 2) for d in range(11)]  # bucks of 7, turn about
    match = score_fox_match(FoxRules(42), hands)
    assert [(g.winner, g.score) for g in match.games] == [(0, (42, 35))]
    assert match.hands[-1].game_won_by == 0 and match.hands[-2].game_won_by is None
    assert match.games_won == (1, 0) and match.current == (0, 0)


def test_level_at_the_target_plays_on() -> None:
    even = FoxHand(0, fox=1, counters=7)  # 1-1: the fox to one team, the counters to the other
    hands = [FoxHand(0, automatic_buck=0), FoxHand(1, automatic_buck=1), *[even] * 7]
    match = score_fox_match(FoxRules(21), hands)
    assert match.current == (21, 21) and match.games == ()
    won = score_fox_match(FoxRules(21), [*hands, FoxHand(2, fox=0, counters=7)])
    assert [(g.winner, g.score) for g in won.games] == [(0, (23, 21))]


def test_both_teams_past_the_target_the_higher_wins() -> None:
    hands = [FoxHand(0, automatic_buck=0), FoxHand(1, automatic_buck=1),
             FoxHand(2, fox=0, counters=10)]  # 14-14, then 17-14: game over? no, < 21
    assert score_fox_match(FoxRules(21), hands).games == ()
    over = [*hands, FoxHand(3, automatic_buck=1), FoxHand(0, fox=0, counters=12)]
    match = score_fox_match(FoxRules(21), over)  # 17-28: team 1 reached 21 alone
    assert [(g.winner, g.score) for g in match.games] == [(1, (17, 28))]


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"dealer": 4, "fox": 0, "counters": 7}, "dealer"),
        ({"dealer": True, "fox": 0, "counters": 7}, "dealer"),
        ({"dealer": 0, "fox": 2, "counters": 7}, "fox"),
        ({"dealer": 0, "fox": True, "counters": 7}, "fox"),
        ({"dealer": 0, "fox": 0, "counters": 14}, "counters"),
        ({"dealer": 0, "fox": 0, "counters": False}, "counters"),
        ({"dealer": 0, "fox": 0}, "counters"),
        ({"dealer": 0, "counters": 7}, "fox"),
        ({"dealer": 0}, "fox"),
        ({"dealer": 0, "buck": 0, "fox": 0, "counters": 13}, "fox"),
        ({"dealer": 0, "buck": 0, "automatic_buck": 0}, "fox"),
        ({"dealer": 0, "buck": 3}, "buck"),
    ],
)
def test_a_hand_that_cannot_be_is_refused(kwargs: dict[str, Any], field: str) -> None:
    with pytest.raises(RuleError) as caught:
        FoxHand(**kwargs)
    assert caught.value.field == field


def test_only_21_or_42() -> None:
    with pytest.raises(RuleError, match="target"):
        FoxRules(30)


@pytest.mark.parametrize(
    "hand", [FoxHand(0, fox=1, counters=5), FoxHand(3, buck=0), FoxHand(2, automatic_buck=1)]
)
def test_fox_hands_round_trip_as_json(hand: FoxHand) -> None:
    data = fox_hand_to_dict(hand)
    assert data["type"] == "fox" and None not in data.values()
    assert fox_hand_from_dict(data) == hand


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"type": "picked", "dealer": 0}, "type"),
        ([], "type"),
        ({"type": "fox", "dealer": 0, "buck": 0, "points": 3}, "points"),
        ({"type": "fox", "buck": 0}, "dealer"),
    ],
)
def test_bad_fox_json_names_the_field(data: Any, field: str) -> None:
    with pytest.raises(RuleError) as caught:
        fox_hand_from_dict(data)
    assert caught.value.field == field


_HANDS = st.one_of(
    # the fox's team holds at least the fox, itself a counter
    st.builds(FoxHand, dealer=st.integers(0, 3), fox=st.just(0), counters=st.integers(1, 13)),
    st.builds(FoxHand, dealer=st.integers(0, 3), fox=st.just(1), counters=st.integers(0, 12)),
    st.builds(FoxHand, dealer=st.integers(0, 3), buck=st.integers(0, 1)),
    st.builds(FoxHand, dealer=st.integers(0, 3), automatic_buck=st.integers(0, 1)),
)


@given(hands=st.lists(_HANDS, max_size=60), target=st.sampled_from([21, 42]))
def test_any_match_adds_up(hands: list[FoxHand], target: int) -> None:
    """Every hand gives out 1-14 points; games end exactly at the target with one winner;
    the points won are every hand's points; games won are the games finished."""
    match = score_fox_match(FoxRules(target), hands)
    for result in match.hands:
        assert 1 <= sum(result.points) <= 14 and min(result.points) >= 0
    assert match.points_won == (
        sum(r.points[0] for r in match.hands), sum(r.points[1] for r in match.hands)
    )
    for game in match.games:
        assert max(game.score) >= target and game.score[game.winner] > game.score[1 - game.winner]
    assert sum(match.games_won) == len(match.games)
    assert all(max(r.game_score) < target or r.game_won_by is not None
               or r.game_score[0] == r.game_score[1] for r in match.hands)
