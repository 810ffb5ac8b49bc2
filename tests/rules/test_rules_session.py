"""score_session: doublers carried forward and the last round doubled."""

from __future__ import annotations

import pytest

from sheepshead_scorer.rules import (
    AllPassHand,
    HandOutcome,
    LeasterHand,
    MisdealHand,
    PenaltyHand,
    PickedHand,
    RuleError,
    Ruleset,
    preset,
    score_session,
)

WIN = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3, call="jack")
SOLO = PickedHand(dealer=0, picker=1, points=75, tricks=3, call="jack_solo")
PASS = AllPassHand(dealer=0)


def multipliers(rs: Ruleset, hands: list[HandOutcome], **kw: int) -> list[int]:
    return [s.multiplier for s in score_session(rs, hands, **kw)]


def test_004_doubler_next_hand_doubled_until_someone_picks() -> None:
    """004: all pass -> redeal, payments for the next hand double; repeats until a pick."""
    rs = preset("004-german")
    scores = score_session(rs, [PASS, PASS, SOLO, WIN])
    assert [s.multiplier for s in scores] == [1, 1, 2, 1]
    assert scores[2].payouts[1] == 16  # solo doubled (x2) and doubler (x2): 4 x 2 x 2


@pytest.mark.parametrize(
    ("mode", "queue", "expected"),
    [
        ("stack", 1, [1, 1, 4, 1, 1]),
        ("next_hand", 1, [1, 1, 2, 1, 1]),
        ("queue", 1, [1, 1, 2, 2, 1]),
        ("queue", 2, [1, 1, 2, 2, 2]),
    ],
)
def test_doubler_modes(mode: str, queue: int, expected: list[int]) -> None:
    rs = Ruleset(
        partner_method="jack_of_diamonds",
        nobody_picks="doubler",
        doubler_mode=mode,  # type: ignore[arg-type]
        doubler_queue=queue,
    )
    assert multipliers(rs, [PASS, PASS, WIN, WIN, WIN]) == expected


def test_redeals_and_penalties_do_not_use_up_a_doubler() -> None:
    rs = Ruleset(nobody_picks="doubler", partner_method="jack_of_diamonds")
    hands: list[HandOutcome] = [PASS, MisdealHand(0), PenaltyHand(0, offender=2), WIN, WIN]
    assert multipliers(rs, hands) == [1, 1, 1, 2, 1]


def test_last_round_doubled() -> None:
    rs = Ruleset(partner_method="jack_of_diamonds", last_round_doubled=True, players=5)
    hands: list[HandOutcome] = [WIN] * 7
    assert multipliers(rs, hands) == [1, 1, 2, 2, 2, 2, 2]
    assert multipliers(rs, hands[:3], hands_total=20) == [1, 1, 1]
    assert multipliers(rs, hands[:3], hands_total=6) == [1, 2, 2]


def test_last_round_and_doubler_and_cap_combine() -> None:
    rs = Ruleset(
        partner_method="jack_of_diamonds",
        nobody_picks="doubler",
        last_round_doubled=True,
        multiplier_cap=2,
    )
    assert multipliers(rs, [PASS, WIN], hands_total=1) == [1, 2]
    rs = Ruleset(partner_method="jack_of_diamonds", nobody_picks="doubler", last_round_doubled=True)
    assert multipliers(rs, [PASS, WIN], hands_total=1) == [1, 4]


def test_leaster_tie_redeal_is_not_a_played_hand() -> None:
    rs = Ruleset(leaster_tie="redeal", last_round_doubled=True)
    tie = LeasterHand(dealer=0, points=(10, 10, 30, 40, 30), tricks=(1, 1, 2, 1, 1))
    win = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3)
    # hands 1-5 of 6 are the last round only if the redealt leaster counted as hand 1
    scores = score_session(rs, [tie, win, win], hands_total=6)
    assert scores[0].redeal and [s.multiplier for s in scores] == [1, 1, 2]


def test_bad_hands_total() -> None:
    with pytest.raises(RuleError, match="hands_total"):
        score_session(Ruleset(), [], hands_total=-1)
    assert score_session(Ruleset(), []) == ()
