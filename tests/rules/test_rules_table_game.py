"""The game a table plays, read and scored in one place: Sheep Head hands as `HandScore`s of
kind `fox`, with 000's own numbers ("the fox, 1 point", "7 to 9 counters is one point, and
10 to 12 counters is two points", a buck "the team wins 7 points", an automatic buck "14
points", "played to 21 or 42 points and whichever team reaches the number wins")."""

from __future__ import annotations

import pytest

from sheepshead_scorer.rules import (
    HandKind,
    PickedHand,
    RuleError,
    Ruleset,
    score_table_hands,
    table_outcome_from_dict,
    table_outcome_to_dict,
)
from sheepshead_scorer.rules.sheep_head import (
    FoxHand,
    FoxRules,
    fox_rules_from_dict,
    fox_rules_to_dict,
    score_fox_session,
)


def test_each_seat_gets_its_team_s_points() -> None:
    # team 0 (seats 0, 2) took the fox and 9 counters: 1 + 1; team 1 has 4 counters: 0
    [score] = score_fox_session(FoxRules(), [FoxHand(dealer=0, fox=0, counters=9)])
    assert score.kind is HandKind.FOX
    assert score.payouts == (2, 0, 2, 0)
    assert score.game_winners == ()
    assert "game 1: 2-0" in score.explanation
    # the fox to team 1, team 0 took 3 counters, so team 1 has 10: 1 + 2 = 3
    [other] = score_fox_session(FoxRules(), [FoxHand(dealer=1, fox=1, counters=3)])
    assert other.payouts == (0, 3, 0, 3)


def test_a_game_to_21_is_won_by_the_team_that_reaches_it() -> None:
    # automatic buck 14, then a buck 7: team 1 reaches 21 and wins game 1
    hands = [FoxHand(dealer=0, automatic_buck=1), FoxHand(dealer=1, buck=1),
             FoxHand(dealer=2, fox=0, counters=13)]
    first, second, third = score_fox_session(FoxRules(21), hands)
    assert first.payouts == (0, 14, 0, 14) and first.game_winners == ()
    assert second.payouts == (0, 7, 0, 7)
    assert second.game_winners == (1, 3)
    assert "won by team 1" in second.explanation
    # the next game starts at 0-0: all 13 counters without every trick is 2, with the fox 3
    assert third.payouts == (3, 0, 3, 0) and "game 2: 3-0" in third.explanation


def test_stored_hands_of_either_game_round_trip() -> None:
    fox = FoxHand(dealer=3, buck=0)
    assert table_outcome_from_dict(table_outcome_to_dict(fox)) == fox
    picked = PickedHand(dealer=0, picker=1, points=70, tricks=3, partners=(2,))
    assert table_outcome_from_dict(table_outcome_to_dict(picked)) == picked


def test_each_table_game_scores_only_its_own_hands() -> None:
    fox = FoxHand(dealer=0, fox=1, counters=7)
    assert score_table_hands(FoxRules(42), [fox])[0].payouts == (1, 1, 1, 1)
    picked = PickedHand(dealer=0, picker=1, points=70, tricks=3, partners=(2,))
    # 000 five-handed: the picker 2, the partner 1, each defender -1
    assert score_table_hands(Ruleset(), [picked])[0].payouts == (-1, 2, 1, -1, -1)
    with pytest.raises(RuleError, match="Sheep Head hand"):
        score_table_hands(FoxRules(), [picked])
    with pytest.raises(RuleError, match="does not play Sheep Head"):
        score_table_hands(Ruleset(), [fox])


def test_fox_rules_round_trip_and_refuse_what_is_not_theirs() -> None:
    assert fox_rules_to_dict(FoxRules(42)) == {"game": "sheep_head", "target": 42}
    assert fox_rules_from_dict({"game": "sheep_head", "target": 42}) == FoxRules(42)
    assert fox_rules_from_dict({"game": "sheep_head"}) == FoxRules(21)
    for bad, field in (({"game": "skat"}, "game"), ("sheep_head", "game"),
                       ({"game": "sheep_head", "to": 21}, "to"),
                       ({"game": "sheep_head", "target": 30}, "target")):
        with pytest.raises(RuleError) as caught:
            fox_rules_from_dict(bad)
        assert caught.value.field == field
