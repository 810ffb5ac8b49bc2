"""Issue 16: the engine's edge cases found by probing, each from a rule source's own words."""

from __future__ import annotations

import pytest

from sheepshead_scorer.cli.score_command import score_document
from sheepshead_scorer.rules import (
    PartnerMethod,
    PickedHand,
    RuleError,
    Ruleset,
    preset,
    score_hand,
    score_session,
)

WIN = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3)


@pytest.mark.parametrize("hands_total", [0, 3, 9])
def test_last_round_doubled_refuses_fewer_hands_total_than_hands_played(hands_total: int) -> None:
    """README "last round doubled": the last round of `hands_total`; ten hands played of 3 (or
    0) cannot be scored, it would double every hand."""
    rs = Ruleset(last_round_doubled=True)
    with pytest.raises(RuleError, match="hands_total") as caught:
        score_session(rs, [WIN] * 10, hands_total=hands_total)
    assert "10 played hands" in str(caught.value)


def test_last_round_doubled_with_the_true_total_doubles_the_last_five() -> None:
    rs = Ruleset(last_round_doubled=True)
    scores = score_session(rs, [WIN] * 10, hands_total=10)
    assert [s.multiplier for s in scores] == [1] * 5 + [2] * 5
    partial = score_session(rs, [WIN] * 3, hands_total=10)  # a round still being played
    assert [s.multiplier for s in partial] == [1, 1, 1]


@pytest.mark.parametrize(
    ("options", "points", "allowed"),
    [
        ({"bury_needs_trick": False}, 90, "0-22"),  # "won normal" with 0 tricks (the probe)
        ({"bury_needs_trick": False}, 23, "0-22"),
        ({"schwarz_by": "all_points"}, 120, "0 when"),  # "won schwarz" with 0 tricks
        ({"schwarz_by": "all_points", "bury_needs_trick": False}, 120, "0-22"),
        ({"players": 4, "partner_method": "picker_alone", "bury_needs_trick": False}, 45, "0-44"),
        ({"players": 8, "partner_method": "black_queens", "nobody_picks": "redeal",
          "bury_needs_trick": False}, 1, "0-0"),
    ],
)
def test_a_side_without_a_trick_holds_at_most_the_bury(
    options: dict[str, object], points: int, allowed: str
) -> None:
    """000: "The buried cards are added to the picker's score if the picker's side takes at
    least one trick" — without a trick the side holds no card but the bury: two cards are at
    most 22 points (two aces), a four-card blind at most 44."""
    rs = Ruleset(**options)  # type: ignore[arg-type]
    hand = PickedHand(dealer=0, picker=1, points=points, tricks=0)
    with pytest.raises(RuleError, match="points") as caught:
        score_hand(rs, hand)
    assert allowed in str(caught.value)


def test_the_bury_without_a_trick_still_counts_when_the_house_says_so() -> None:
    rs = Ruleset(bury_needs_trick=False)
    score = score_hand(rs, PickedHand(dealer=0, picker=1, points=22, tricks=0))
    assert score.picker_side_won is False and score.tier == "schwarz"


def test_004_with_the_sheepshead_call_plays_it_on_a_jack_solo() -> None:
    """000: "The picker is almost always required to play alone if he calls sheepshead.
    Because of this, it is generally applied only to the jacks variant"; 004's J♦ solo is
    alone play."""
    rs = preset("004-german", sheepshead_call=True)
    solo = PickedHand(dealer=0, picker=1, points=120, tricks=6, call="jack_solo", sheepshead=True)
    # twice the schwarz (2 x 3), at 004's doubled solo stake (x2), from each of four
    assert score_hand(rs, solo).payouts == (-12, 48, -12, -12, -12)


@pytest.mark.parametrize("name", ["002-how-to", "004-german"])
@pytest.mark.parametrize("seats", [3, 4])
def test_three_and_four_handed_play_picker_alone(name: str, seats: int) -> None:
    """002 "Four player rules ... The picker plays without a partner against the other 3
    players"; 004 "4-Spieler-Sheepshead: ... der Nehmer spielt allein gegen 3 Verteidiger
    (Karo-Buben-Partnerregel gilt nicht)"; 004's doubled stake is for the J♦ solo only."""
    rs = preset(name).for_table(seats)
    assert rs.partner_method is PartnerMethod.PICKER_ALONE and rs.alone_units == 1
    hand = PickedHand(dealer=0, picker=1, points=75, tricks=3)
    payouts = score_hand(rs, hand).payouts
    assert payouts[1] == seats - 1 and payouts[0] == -1


def test_four_handed_picker_alone_has_a_four_card_blind() -> None:
    rs = preset("002-how-to").for_table(4)
    hand = PickedHand(dealer=0, picker=1, points=44, tricks=0)
    with pytest.raises(RuleError, match="points"):
        score_hand(rs, hand)
    assert score_hand(rs.for_table(4), PickedHand(0, 1, 0, 0)).tier == "schwarz"


def test_eight_handed_black_queens_are_equal_partners() -> None:
    """002 "Eight player rules: ... The players that have the Queen of Spades and Queen of
    Clubs are partners for the round and play against the other 6 people"."""
    rs = Ruleset(players=8, partner_method="black_queens", nobody_picks="redeal")
    won = score_hand(rs, PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=2))
    assert won.payouts == (-1, 3, -1, 3, -1, -1, -1, -1)
    lost = score_hand(rs, PickedHand(dealer=0, picker=1, partners=(3,), points=40, tricks=1))
    assert lost.payouts == (1, -3, 1, -3, 1, 1, 1, 1)
    both = score_hand(rs, PickedHand(dealer=0, picker=1, points=75, tricks=2))
    assert both.payouts[1] == 7


def test_a_lost_sheepshead_call_pays_twice_schwarz_under_double_on_the_bump() -> None:
    """000: "if he misses a single trick ... he must pay twice the value his opponents would
    have paid him for a trickless hand" — twice, not twice again for the bump."""
    rs = Ruleset(sheepshead_call=True, double_on_bump=True)
    lost = PickedHand(dealer=0, picker=1, points=100, tricks=5, call="alone", sheepshead=True)
    assert score_hand(rs, lost).payouts == (6, -24, 6, 6, 6)


@pytest.mark.parametrize("document", [[], {"ruleset": "000-encyclopedia", "hands": []}])
def test_an_empty_session_is_refused_in_both_forms(document: object) -> None:
    with pytest.raises(RuleError, match="at least one hand"):
        score_document(document)


def test_a_picker_alone_house_keeps_its_stake_at_a_smaller_table() -> None:
    rs = Ruleset(partner_method="picker_alone", alone_units=2).for_table(4)
    assert (rs.partner_method, rs.alone_units, rs.players) == ("picker_alone", 2, 4)


def test_a_six_handed_jack_house_keeps_its_jack_at_five() -> None:
    rs = Ruleset(players=6, partner_method="jack_of_diamonds", jack_call_up=True).for_table(5)
    assert (rs.partner_method, rs.jack_call_up, rs.players) == ("jack_of_diamonds", True, 5)


def test_an_event_from_before_keeps_called_ace_at_four_seats() -> None:
    """Revision 0006 sets small_tables_alone=false on events created before it, so hands
    stored with a called-ace partner at a 4-seat table still score as they were entered."""
    old = preset("000-encyclopedia", small_tables_alone=False)
    four = old.for_table(4)
    assert four.partner_method == "called_ace"
    hand = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3)
    assert score_hand(four, hand).payouts == (-1, 1, -1, 1)
    assert preset("004-german", small_tables_alone=False).for_table(4).alone_units == 1
