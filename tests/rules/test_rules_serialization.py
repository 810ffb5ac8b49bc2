"""Outcomes and scores as JSON-ready dicts."""

from __future__ import annotations

from typing import Any

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
    outcome_from_dict,
    outcome_to_dict,
    score_hand,
    score_to_dict,
)

OUTCOMES: list[HandOutcome] = [
    PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3, cracks=1),
    PickedHand(dealer=5, picker=1, points=0, tricks=0, call="alone", sitting_out=(5,)),
    LeasterHand(dealer=2, points=(5, 10, 30, 45, 30), tricks=(1, 1, 2, 1, 1)),
    AllPassHand(dealer=3),
    MisdealHand(dealer=4),
    PenaltyHand(dealer=0, offender=2, reason="renege", picker=1, partners=(2,)),
]


@pytest.mark.parametrize("outcome", OUTCOMES, ids=lambda o: type(o).__name__)
def test_outcome_round_trip(outcome: HandOutcome) -> None:
    data = outcome_to_dict(outcome)
    assert isinstance(data["type"], str)
    assert outcome_from_dict(data) == outcome


def test_explicit_call_is_written() -> None:
    hand = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3, call="ace")
    assert outcome_to_dict(hand)["call"] == "ace"


def test_picked_dict_shape() -> None:
    """The default call (None) is left out."""
    assert outcome_to_dict(OUTCOMES[0]) == {
        "type": "picked",
        "dealer": 0,
        "picker": 1,
        "points": 75,
        "tricks": 3,
        "partners": [3],
        "cracks": 1,
        "blitzes": 0,
        "kontras": 0,
        "sheepshead": False,
        "sitting_out": None,
    }


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ([], "outcome"),
        ({"dealer": 0}, "type"),
        ({"type": "grand"}, "type"),
        ({"type": 3}, "type"),
        ({"type": "misdeal", "dealer": 0, "colour": "red"}, "colour"),
        ({"type": "picked", "dealer": 0, "picker": 1, "points": 70}, "tricks"),
        (
            {"type": "picked", "dealer": 0, "picker": 1, "points": 70, "tricks": 3, "partners": 2},
            "partners",
        ),
    ],
)
def test_bad_outcome_dicts(data: Any, field: str) -> None:
    with pytest.raises(RuleError) as info:
        outcome_from_dict(data)
    assert info.value.field == field


def test_score_to_dict_exact_strings() -> None:
    rs = Ruleset(players=6, partner_method="jack_of_diamonds", share="two_thirds")
    hand = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3, call="jack")
    data = score_to_dict(score_hand(rs, hand))
    assert data["payouts"] == [-1, "8/3", -1, "4/3", -1, -1]
    assert data["kind"] == "picked" and data["tier"] == "normal" and data["partners"] == [3]
