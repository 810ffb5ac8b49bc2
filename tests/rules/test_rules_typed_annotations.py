"""What was typed, recorded beside the outcome (issue 22): ``PickedHand.tricks_typed`` and
``LeasterHand.points_typed`` never change a score, are left out of the stored form at their
default (a hand stored before them reads back the same) and are checked like any field."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sheepshead_scorer.rules import (
    LeasterHand,
    PickedHand,
    RuleError,
    Ruleset,
    outcome_from_dict,
    outcome_to_dict,
    score_hand,
    stored_outcome_from_dict,
)

PICKED = PickedHand(dealer=0, picker=0, partners=(2,), points=74, tricks=4)
LEASTER = LeasterHand(dealer=0, points=(30, 15, 30, 30, 15), tricks=(2, 1, 1, 1, 1))


def test_the_defaults_are_left_out_of_the_stored_form() -> None:
    assert "tricks_typed" not in outcome_to_dict(PICKED)
    assert "points_typed" not in outcome_to_dict(LEASTER)


@pytest.mark.parametrize(
    ("outcome", "key", "stored"),
    [
        (PickedHand(dealer=0, picker=0, partners=(2,), points=74, tricks=4, tricks_typed=False),
         "tricks_typed", False),
        (LeasterHand(dealer=0, points=(30, 15, 30, 30, 15), tricks=(2, 1, 1, 1, 1),
                     points_typed=(1,)), "points_typed", [1]),
        (LeasterHand(dealer=0, points=(30, 15, 30, 30, 15), tricks=(2, 1, 1, 1, 1),
                     points_typed=()), "points_typed", []),
    ],
)
def test_what_was_typed_is_stored_and_read_back(outcome: Any, key: str, stored: Any) -> None:
    data = json.loads(json.dumps(outcome_to_dict(outcome)))
    assert data[key] == stored
    assert outcome_from_dict(data) == outcome
    assert stored_outcome_from_dict(data) == outcome


@pytest.mark.parametrize(
    ("outcome", "plain"),
    [
        (PickedHand(dealer=0, picker=0, partners=(2,), points=74, tricks=4, tricks_typed=False),
         PICKED),
        (LeasterHand(dealer=0, points=(30, 15, 30, 30, 15), tricks=(2, 1, 1, 1, 1),
                     points_typed=(1,)), LEASTER),
    ],
)
def test_what_was_typed_never_changes_the_score(outcome: Any, plain: Any) -> None:
    rs = Ruleset(players=5)
    assert score_hand(rs, outcome) == score_hand(rs, plain)


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"type": "picked", "dealer": 0, "picker": 1, "points": 70, "tricks": 3,
          "tricks_typed": "no"}, "tricks_typed"),
        ({"type": "picked", "dealer": 0, "picker": 1, "points": 70, "tricks": 3,
          "sheepshead": 1}, "sheepshead"),
        ({"type": "leaster", "dealer": 0, "points": [30, 15, 30, 30, 15],
          "tricks": [2, 1, 1, 1, 1], "points_typed": [5]}, "points_typed"),
        ({"type": "leaster", "dealer": 0, "points": [30, 15, 30, 30, 15],
          "tricks": [2, 1, 1, 1, 1], "points_typed": [1, 1]}, "points_typed"),
        ({"type": "leaster", "dealer": 0, "points": [30, 15, 30, 30, 15],
          "tricks": [2, 1, 1, 1, 1], "points_typed": 1}, "points_typed"),
    ],
)
def test_a_bad_record_of_what_was_typed_is_named(data: dict[str, Any], field: str) -> None:
    with pytest.raises(RuleError) as info:
        outcome_from_dict(data)
    assert info.value.field == field
