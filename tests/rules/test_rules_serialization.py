"""Outcomes and scores as JSON-ready dicts."""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rules_strategies import legal_hands, rulesets

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
    stored_outcome_from_dict,
)

OUTCOMES: list[HandOutcome] = [
    PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3, cracks=1),
    PickedHand(dealer=5, picker=1, points=0, tricks=0, call="alone", sitting_out=(5,)),
    LeasterHand(dealer=2, points=(5, 10, 30, 45, 30), tricks=(1, 1, 2, 1, 1)),
    AllPassHand(dealer=3),
    MisdealHand(dealer=4),
    PenaltyHand(dealer=0, offender=2, reason="renege", picker=1, partners=(2,)),
    PickedHand(dealer=1, picker=2, points=91, tricks=4, call="ten", picker_tricks=2, runners=3,
               sheepshead=True, kontras=1, blitzes=2),
    LeasterHand(dealer=0, points=(0, 60, 60, 0, 0), tricks=(0, 3, 3, 0, 0), sitting_out=(4,)),
    PenaltyHand(dealer=3, offender=1, reason="mauer", sitting_out=()),
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


def _same_values(read: HandOutcome, expected: HandOutcome) -> None:
    """Equal and of the same types field by field (an enum is not its text, although a
    ``StrEnum`` compares equal to it)."""
    assert type(read) is type(expected) and read == expected
    for f in fields(expected):
        value, wanted = getattr(read, f.name), getattr(expected, f.name)
        assert type(value) is type(wanted), f.name
        if isinstance(wanted, tuple):
            assert [type(v) for v in value] == [type(v) for v in wanted], f.name


@pytest.mark.parametrize("outcome", OUTCOMES, ids=lambda o: type(o).__name__)
def test_the_stores_read_gives_the_checked_outcome(outcome: HandOutcome) -> None:
    stored = json.loads(json.dumps(outcome_to_dict(outcome)))  # as the database hands it over
    _same_values(stored_outcome_from_dict(stored), outcome_from_dict(stored))
    _same_values(stored_outcome_from_dict(stored), outcome)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_the_stores_read_equals_outcome_from_dict_for_every_legal_hand(
    data: st.DataObject,
) -> None:
    outcome = data.draw(legal_hands(data.draw(rulesets())))
    stored = json.loads(json.dumps(outcome_to_dict(outcome)))
    _same_values(stored_outcome_from_dict(stored), outcome_from_dict(stored))


def test_the_stores_read_of_a_hand_stored_before_the_house_rule_fields() -> None:
    """A picked hand stored before ``picker_tricks`` and ``runners`` existed reads back with
    their defaults, as ``outcome_from_dict`` reads it."""
    old = {"type": "picked", "dealer": 0, "picker": 2, "points": 88, "tricks": 5,
           "partners": [0], "cracks": 0, "blitzes": 0, "kontras": 0, "sheepshead": False,
           "sitting_out": None}
    _same_values(stored_outcome_from_dict(old), outcome_from_dict(old))
