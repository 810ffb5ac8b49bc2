"""Issue 22: what "the last round" of a session is at a table, counted in hands played.

Expected numbers come from the rule documents, never from the engine:
- 000's chart, "61 to 90": "Picker (w/ Partner) +2 | Partner +1 | Opponents -1";
- README (scorekeepers' options): "last round doubled" — those hands pay twice that;
- 000 "Schiller": "the first person after the dealer has to pick ... In most Sheepshead
  circles, 1 round of Schiller is played at the end of the night to end the game";
- 000 "Picking": "The player to the left of the dealer gets first choice"; "The deal then
  shifts to the person to the left of the previous dealer" (a round: one deal by each seat);
- 003 leaster: "If two players tie for fewest points, either split the pot or re-deal" and
  001: "an all-pass hand is thrown in and redealt" — a redealt hand is not a hand played.
"""

from __future__ import annotations

from typing import Any

import pytest

from sheepshead_scorer.rules import (
    HandOutcome,
    LeasterHand,
    MisdealHand,
    PenaltyHand,
    PickedHand,
    RuleError,
    Ruleset,
    score_session,
)


def win(dealer: int, players: int = 5, picker: int | None = None) -> PickedHand:
    """A 61-90 win; the picker is the first player after the dealer unless named."""
    first = (dealer + 1) % players
    chosen = first if picker is None else picker
    partner = (chosen + 2) % players
    if partner == dealer and players == 6:  # at a 6-seat table the dealer sits out
        partner = (partner + 1) % players
    return PickedHand(dealer=dealer, picker=chosen, partners=(partner,), points=75, tricks=3)


def tie(dealer: int) -> LeasterHand:
    """A leaster two seats tie for (10 points each): redealt under leaster_tie=redeal."""
    return LeasterHand(dealer=dealer, points=(10, 10, 30, 40, 30), tricks=(1, 1, 2, 1, 1))


def leaster(dealer: int) -> LeasterHand:
    """A leaster seat 0 wins alone."""
    return LeasterHand(dealer=dealer, points=(10, 20, 30, 30, 30), tricks=(1, 1, 2, 1, 1))


# -- 1. a redealt hand is not a played hand, for any count ---------------------------------------
@pytest.mark.parametrize(
    ("options", "hands", "expected"),
    [
        # the tie is dealt again by the same dealer: five played hands, one deal by each seat,
        # are the last round of a five-seat table, every one x2
        (
            {"last_round_doubled": True},
            [tie(0), win(0), win(1), win(2), win(3), win(4)],
            [2, 2, 2, 2, 2],
        ),
        # the last hand played is the last hand, not the redealt tie before it
        ({"last_hand_doubled": True}, [win(0), win(1), tie(2), win(2)], [1, 1, 2]),
        # a redealt tie early in the night: the last five of the six played hands are x2
        (
            {"last_round_doubled": True},
            [win(0), tie(1), win(1), win(2), win(3), win(4), win(0)],
            [1, 2, 2, 2, 2, 2],
        ),
    ],
    ids=["last-round", "last-hand", "early-tie"],
)
def test_a_redealt_leaster_is_not_counted_when_hands_total_is_left_out(
    options: dict[str, Any], hands: list[HandOutcome], expected: list[int]
) -> None:
    """`expected`: the stake of each picked hand, in order."""
    rs = Ruleset(leaster_tie="redeal", **options)
    scores = [s for s in score_session(rs, hands) if s.kind == "picked"]
    assert [s.multiplier for s in scores] == expected
    for score, factor in zip(scores, expected, strict=True):
        assert score.picker is not None
        # 000: "+2 | +1 | -1", twice that in the doubled hands
        assert (score.payouts[score.picker], score.payouts[score.partners[0]]) == (
            2 * factor, factor
        )
        assert sorted(score.payouts)[:3] == [-factor] * 3


def test_a_leaster_in_the_schiller_round_is_refused_though_a_tie_was_redealt_before() -> None:
    """Seven hands played (the tie was dealt again): the last five, from the leaster on, are
    the Schiller round, so the leaster is refused (the tie itself came before it)."""
    rs = Ruleset(schiller_last_round=True, leaster_tie="redeal")
    hands = [win(0), tie(1), win(1), leaster(2), win(3), win(4), win(0), win(1)]
    with pytest.raises(RuleError) as caught:
        score_session(rs, hands)
    assert caught.value.field == "hands[3]" and "Schiller" in str(caught.value)
    # the same hands with the leaster one deal earlier are fine: it is before the last round
    early = [win(0), tie(1), leaster(1), win(2), win(3), win(4), win(0), win(1)]
    assert len(score_session(rs, early)) == 8


# -- 2. Schiller: only the first player after the dealer picks ------------------------------------
@pytest.mark.parametrize(
    ("options", "dealer", "first", "others"),
    [
        # five seats: after dealer 2 comes seat 3; neither the dealer nor a later seat picks
        ({}, 2, 3, (2, 4, 0)),
        ({}, 4, 0, (4, 1)),  # clockwise past the last seat
        # six seats, the dealer sits out (README: "the dealer sits out"): the next seat picks
        ({"players": 6, "seats_in_play": 5}, 5, 0, (1, 2)),
        ({"players": 6, "seats_in_play": 5}, 2, 3, (4,)),
        # seven seats, five in play: the dealer and the seat before sit out; the next picks
        ({"players": 7, "seats_in_play": 5}, 3, 4, (5, 6)),
    ],
)
def test_schiller_only_the_first_player_after_the_dealer_may_pick(
    options: dict[str, Any], dealer: int, first: int, others: tuple[int, ...]
) -> None:
    rs = Ruleset(schiller_last_round=True, **options)
    hand = win(dealer, players=rs.players, picker=first)
    # 000 "61 to 90": the picker +2
    assert score_session(rs, [hand], hands_total=1)[0].payouts[first] == 2
    for seat in others:
        with pytest.raises(RuleError) as caught:
            score_session(rs, [win(dealer, players=rs.players, picker=seat)], hands_total=1)
        assert caught.value.field == "hands[0].picker" and caught.value.value == seat
        assert f"seat {first}, the first player after the dealer" in str(caught.value)


def test_schiller_under_a_rotation_skips_the_seat_sitting_out() -> None:
    rs = Ruleset(schiller_last_round=True, players=6, seats_in_play=5, sit_out="rotation")
    # dealer 0 plays, seat 1 sits out: seat 2 is the first after the dealer in play
    ok = PickedHand(0, 2, 75, 3, partners=(4,), sitting_out=(1,))
    assert score_session(rs, [ok], hands_total=1)[0].payouts[2] == 2
    wrong = PickedHand(0, 3, 75, 3, partners=(4,), sitting_out=(1,))
    with pytest.raises(RuleError, match=r"hands\[0\]\.picker"):
        score_session(rs, [wrong], hands_total=1)


def test_a_misdeal_or_penalty_in_the_schiller_round_is_no_pick_and_eight_handed_has_none(
) -> None:
    """A misdeal or a penalty is no pass: the round goes on, and the next pick is still the
    first player's after the dealer. 002 "Eight player rules": "The players that have the
    Queen of Spades and Queen of Clubs are partners" — nobody picks, so nothing is checked."""
    rs = Ruleset(schiller_last_round=True)
    before: list[HandOutcome] = [MisdealHand(0), PenaltyHand(0, offender=2)]
    assert len(score_session(rs, [*before, win(0)], hands_total=1)) == 3
    with pytest.raises(RuleError, match=r"hands\[2\]\.picker"):
        score_session(rs, [*before, win(0, picker=2)], hands_total=1)
    eight = Ruleset(players=8, partner_method="black_queens", nobody_picks="redeal",
                    schiller_last_round=True)
    queens = PickedHand(dealer=0, picker=5, partners=(2,), points=75, tricks=2)
    assert score_session(eight, [queens], hands_total=1)[0].payouts[5] == 3  # 002: +3/+3


def test_the_six_seat_last_round_is_six_deals_and_only_in_the_round_that_ends_the_session() -> None:
    """README: "3 sessions x 20 hands (24 hands at a 6-player table)": a round at a six-seat
    table is six deals. Hands 7-12 of 12 are the last round: a picker who is not the first
    after the dealer is refused there, accepted in hand 6 and in a seating round that does
    not end the session (000: Schiller is played "at the end of the night")."""
    rs = Ruleset(schiller_last_round=True, players=6, seats_in_play=5)
    played = [win(d % 6, players=6) for d in range(12)]
    at_six = [*played[:5], win(5, players=6, picker=late(5)), *played[6:]]
    assert len(score_session(rs, at_six, hands_total=12)) == 12
    at_seven = [*played[:6], win(0, players=6, picker=late(0)), *played[7:]]
    with pytest.raises(RuleError, match=r"hands\[6\]\.picker"):
        score_session(rs, at_seven, hands_total=12)
    assert len(score_session(rs, at_seven, hands_total=12, ends_session=False)) == 12


def late(dealer: int) -> int:
    """The second seat after `dealer` at a six-seat table."""
    return (dealer + 2) % 6
