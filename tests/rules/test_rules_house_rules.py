"""Issue 16 house rules, each from its source's own words (/work/shared/rules-sources)."""

from __future__ import annotations

from typing import Any

import pytest

from sheepshead_scorer.rules import (
    AllPassHand,
    HandOutcome,
    LeasterHand,
    PickedHand,
    RuleError,
    Ruleset,
    outcome_from_dict,
    outcome_to_dict,
    preset,
    score_hand,
    score_session,
)

WIN = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3)
PASS = AllPassHand(dealer=0)
LEASTER = LeasterHand(dealer=0, points=(10, 20, 30, 30, 30), tricks=(1, 1, 2, 1, 1))


def mults(rs: Ruleset, hands: list[HandOutcome], **kw: Any) -> list[int]:
    return [s.multiplier for s in score_session(rs, hands, **kw)]


# -- 000: "the dealer may be required to pick up the blind, or may have the option to call a
#    Leaster, or may be able to call a Doubler" -------------------------------------------------
def test_dealers_choice_plays_a_leaster_or_a_doubler_and_the_doubler_doubles_a_leaster() -> None:
    rs = Ruleset(nobody_picks="dealers_choice")
    scores = score_session(rs, [LEASTER, PASS, LEASTER, PASS, WIN])
    assert [s.kind for s in scores] == ["leaster", "all_pass", "leaster", "all_pass", "picked"]
    assert [s.multiplier for s in scores] == [1, 1, 2, 1, 2]
    assert scores[0].payouts == (4, -1, -1, -1, -1)
    assert scores[2].payouts == (8, -2, -2, -2, -2)  # the doubler also doubles a leaster


def test_dealers_choice_is_refused_eight_handed() -> None:
    with pytest.raises(RuleError, match="nobody_picks"):
        Ruleset(players=8, partner_method="black_queens", nobody_picks="dealers_choice")


# -- 000 Schiller: "the first person after the dealer has to pick ... In most Sheepshead
#    circles, 1 round of Schiller is played at the end of the night" ------------------------------
@pytest.mark.parametrize("last", [PASS, LEASTER])
def test_schiller_forbids_passing_in_the_last_round(last: HandOutcome) -> None:
    rs = Ruleset(schiller_last_round=True, nobody_picks="dealers_choice")
    early = score_session(rs, [last, *[WIN] * 5], hands_total=10)
    assert len(early) == 6  # passing is fine before the last round
    with pytest.raises(RuleError, match=r"hands\[5\]") as caught:
        score_session(rs, [*[WIN] * 5, last], hands_total=10)
    assert "Schiller" in str(caught.value)
    assert len(score_session(rs, [WIN] * 10, hands_total=10)) == 10


# -- 000 J♦: "the picker may call a non-trump ace if he has the jack of diamonds ... If the
#    picker does not have an ace they can call ... they are considered 'stuck' and must go
#    alone" -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("call", "partners", "picker_gets"),
    [("ace", (3,), 2), ("forced_alone", (), 8), ("jack_solo", (), 8), ("jack", (3,), 2)],
)
def test_jack_picker_may_call_an_ace_or_is_stuck(
    call: str, partners: tuple[int, ...], picker_gets: int
) -> None:
    rs = preset("004-german", jack_picker_calls_ace=True)
    hand = PickedHand(dealer=0, picker=1, partners=partners, points=75, tricks=3, call=call)
    assert score_hand(rs, hand).payouts[1] == picker_gets  # stuck alone: 004's doubled solo


def test_the_ace_call_needs_the_option_and_a_jack_method() -> None:
    hand = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3, call="ace")
    with pytest.raises(RuleError, match="call"):
        score_hand(preset("004-german"), hand)
    with pytest.raises(RuleError, match="jack_picker_calls_ace"):
        Ruleset(jack_picker_calls_ace=True)


# -- 000: "Some house rules require the picker to take at least one trick" ----------------------
@pytest.mark.parametrize(
    ("hand", "won", "picker_gets"),
    [
        (PickedHand(0, 1, 75, 3, partners=(3,), picker_tricks=0), False, -2),
        (PickedHand(0, 1, 100, 5, partners=(3,), picker_tricks=0), False, -2),  # not schneider
        (PickedHand(0, 1, 75, 3, partners=(3,), picker_tricks=1), True, 2),
        (PickedHand(0, 1, 40, 2, partners=(3,)), False, -2),  # lost anyway: not needed
        (PickedHand(0, 1, 75, 3, call="alone"), True, 4),  # alone: the side's tricks are his
    ],
)
def test_the_picker_must_personally_take_a_trick(
    hand: PickedHand, won: bool, picker_gets: int
) -> None:
    score = score_hand(Ruleset(picker_needs_trick=True), hand)
    assert (score.picker_side_won, score.payouts[1], score.tier) == (won, picker_gets, "normal")
    if not won and hand.points >= 61:
        assert "the picker took no trick" in score.explanation


def test_the_picker_trick_rule_needs_the_count_and_a_sane_one() -> None:
    rs = Ruleset(picker_needs_trick=True)
    with pytest.raises(RuleError, match="picker_tricks") as caught:
        score_hand(rs, PickedHand(0, 1, 75, 3, partners=(3,)))
    assert "record how many tricks the picker took" in str(caught.value)
    with pytest.raises(RuleError, match="picker_tricks"):
        PickedHand(0, 1, 75, 3, partners=(3,), picker_tricks=4)
    with pytest.raises(RuleError, match="picker_tricks"):
        score_hand(Ruleset(), PickedHand(0, 1, 75, 3, call="alone", picker_tricks=2))
    # without the rule a recorded count changes nothing
    recorded = PickedHand(0, 1, 75, 3, partners=(3,), picker_tricks=0)
    assert score_hand(Ruleset(), recorded).payouts[1] == 2


# -- last hand doubled (not the last round); a 60-60 hand doubles the next -----------------------
def test_last_hand_doubled() -> None:
    rs = Ruleset(last_hand_doubled=True)
    assert mults(rs, [WIN] * 6, hands_total=6) == [1, 1, 1, 1, 1, 2]
    both = Ruleset(last_hand_doubled=True, last_round_doubled=True)
    assert mults(both, [WIN] * 6, hands_total=6) == [1, 2, 2, 2, 2, 4]
    with pytest.raises(RuleError, match="hands_total"):
        score_session(rs, [WIN] * 6, hands_total=5)


def test_a_60_60_hand_doubles_the_next() -> None:
    """000: "60–60 tie: picker loses"; the house rule doubles the next hand after it."""
    rs = Ruleset(tie_doubles_next=True)
    tie = PickedHand(dealer=0, picker=1, partners=(3,), points=60, tricks=3)
    scores = score_session(rs, [tie, WIN, tie, tie, WIN])
    assert [s.multiplier for s in scores] == [1, 2, 1, 2, 2]  # a doubled tie doubles once more
    assert scores[0].picker_side_won is False and scores[0].doubles_next == 1
    assert mults(Ruleset(), [tie, WIN]) == [1, 1]
    sheepshead = Ruleset(tie_doubles_next=True, sheepshead_call=True)
    called = PickedHand(0, 1, 60, 3, call="alone", sheepshead=True)
    assert score_hand(sheepshead, called).doubles_next == 0


# -- 001 "No 'mit' or 'ohne' bonus for holding a run of the top trump" (a known variant) ---------
@pytest.mark.parametrize(
    ("runners", "points", "defender_pays"),
    [
        (3, 75, -4),  # mit 3: normal 1 + 3 runners
        (2, 75, -1),  # a run of 2 is below runners_from=3
        (4, 40, 5),  # ohne 4 (the defenders held Q♣ Q♠ Q♥ Q♦) and the defenders won: 1 + 4
        (3, 95, -5),  # schneider 2 + 3
    ],
)
def test_mit_ohne_runners_add_to_the_stake(runners: int, points: int, defender_pays: int) -> None:
    rs = Ruleset(runner_units=1)
    hand = PickedHand(0, 1, points, 3, partners=(3,), runners=runners)
    score = score_hand(rs, hand)
    assert score.payouts[0] == defender_pays and sum(score.payouts) == 0


def test_runners_need_the_option() -> None:
    with pytest.raises(RuleError, match="runners"):
        score_hand(Ruleset(), PickedHand(0, 1, 75, 3, partners=(3,), runners=3))
    with pytest.raises(RuleError, match="runners"):
        PickedHand(0, 1, 75, 3, runners=15)


def test_new_fields_round_trip_and_stay_out_at_their_default() -> None:
    hand = PickedHand(0, 1, 75, 3, partners=(3,), picker_tricks=1, runners=3)
    data = outcome_to_dict(hand)
    assert (data["picker_tricks"], data["runners"]) == (1, 3)
    assert outcome_from_dict(data) == hand
    assert "runners" not in outcome_to_dict(WIN) and "picker_tricks" not in outcome_to_dict(WIN)


# -- a per-hand multiplier for doublings without a named cause ----------------------------------
def test_per_hand_multipliers() -> None:
    rs = Ruleset(nobody_picks="doubler")
    assert mults(rs, [WIN, PASS, WIN], multipliers=[2, 1, 4]) == [2, 1, 8]
    with pytest.raises(RuleError, match="multipliers"):
        score_session(rs, [WIN], multipliers=[1, 2])
    with pytest.raises(RuleError, match="multiplier"):
        score_session(rs, [WIN], multipliers=[0])


@pytest.mark.parametrize(
    "name", ["000-encyclopedia", "001-online-table", "002-how-to", "003-rules-card", "004-german"]
)
def test_every_preset_has_the_new_house_rules_off(name: str) -> None:
    rs = preset(name)
    assert not (
        rs.schiller_last_round or rs.jack_picker_calls_ace or rs.picker_needs_trick
        or rs.smith_rule or rs.last_hand_doubled or rs.tie_doubles_next or rs.runner_units
    )
    assert rs.nobody_picks != "dealers_choice"
