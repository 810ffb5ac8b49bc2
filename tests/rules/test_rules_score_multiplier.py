"""The `score` command's per-hand multiplier (issue 16): a table's doubling without a named
cause, in each of the three input forms; bad values are refused as JSON errors."""

from __future__ import annotations

from typing import Any

import pytest

from sheepshead_scorer.cli.score_command import score_document
from sheepshead_scorer.rules import RuleError

HAND = {"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 75, "tricks": 3}


def test_one_hand_with_a_multiplier() -> None:
    out = score_document({"ruleset": "000-encyclopedia", "outcome": HAND, "multiplier": 4})
    assert out["multiplier"] == 4 and out["payouts"] == [-4, 8, -4, 4, -4]


def test_a_list_session_with_multipliers() -> None:
    items = [{"ruleset": "000-encyclopedia", "outcome": HAND, "multiplier": 2}, {"outcome": HAND}]
    out = score_document(items)
    assert [h["multiplier"] for h in out["hands"]] == [2, 1]
    assert out["totals"] == [-3, 6, -3, 3, -3]


def test_a_hands_session_with_a_multiplier_on_an_outcome() -> None:
    data = {"ruleset": "000-encyclopedia", "hands": [HAND, HAND | {"multiplier": 8}]}
    out = score_document(data)
    assert [h["multiplier"] for h in out["hands"]] == [1, 8]
    assert out["totals"] == [-9, 18, -9, 9, -9]


@pytest.mark.parametrize(
    ("document", "field"),
    [
        ({"ruleset": "000-encyclopedia", "outcome": HAND, "multiplier": 0}, "multiplier"),
        ({"ruleset": "000-encyclopedia", "outcome": HAND, "multiplier": True}, "multiplier"),
        ({"ruleset": "000-encyclopedia", "hands": [HAND | {"multiplier": "2"}]},
         "hands[0].multiplier"),
        ([{"ruleset": "000-encyclopedia", "outcome": HAND, "multiplier": -2}],
         "input[0].multiplier"),
    ],
)
def test_bad_multipliers_are_refused(document: Any, field: str) -> None:
    with pytest.raises(RuleError) as caught:
        score_document(document)
    assert caught.value.field == field and "integer >= 1" in str(caught.value)
