"""A picked hand without a call gets its partner method's ordinary call (`default_call`)."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from sheepshead_scorer.cli import main
from sheepshead_scorer.rules import (
    PartnerCall,
    PartnerMethod,
    PickedHand,
    RuleError,
    Ruleset,
    default_call,
    outcome_from_dict,
    outcome_to_dict,
    preset,
    score_hand,
)

M, C = PartnerMethod, PartnerCall
SEATS_FOR = {
    M.CALLED_ACE: 5,
    M.JACK_OF_DIAMONDS: 5,
    M.JACK_OF_CLUBS: 6,
    M.RIGHT_HAND_AND_JD: 6,
    M.DIE_AND_JD: 7,
    M.BLACK_QUEENS: 8,
    M.PICKER_ALONE: 3,
}


def ruleset(method: PartnerMethod, **options: Any) -> Ruleset:
    if method is M.BLACK_QUEENS:
        options.setdefault("nobody_picks", "redeal")  # 8-handed has no pick
    return Ruleset(players=SEATS_FOR[method], partner_method=method, **options)


@pytest.mark.parametrize(
    ("method", "alone_by_choice", "partners", "expected"),
    [
        (M.CALLED_ACE, True, 1, C.ACE),
        (M.CALLED_ACE, False, 1, C.ACE),
        (M.CALLED_ACE, True, 0, C.ALONE),
        (M.CALLED_ACE, False, 0, C.FORCED_ALONE),
        (M.JACK_OF_DIAMONDS, True, 1, C.JACK),
        (M.JACK_OF_DIAMONDS, False, 0, C.JACK_SOLO),
        (M.JACK_OF_DIAMONDS, True, 0, C.JACK_SOLO),
        (M.JACK_OF_CLUBS, False, 1, C.JACK),
        (M.JACK_OF_CLUBS, False, 0, C.JACK_SOLO),
        (M.RIGHT_HAND_AND_JD, False, 1, C.FIXED),
        (M.RIGHT_HAND_AND_JD, False, 2, C.FIXED),
        (M.RIGHT_HAND_AND_JD, True, 0, C.ALONE),
        (M.DIE_AND_JD, False, 1, C.FIXED),
        (M.DIE_AND_JD, False, 2, C.FIXED),
        (M.DIE_AND_JD, True, 0, C.ALONE),
        (M.BLACK_QUEENS, False, 1, C.FIXED),
        (M.BLACK_QUEENS, False, 0, C.FIXED),
        (M.PICKER_ALONE, False, 0, C.ALONE),
        (M.PICKER_ALONE, True, 0, C.ALONE),
    ],
)
def test_default_call_per_method(
    method: PartnerMethod, alone_by_choice: bool, partners: int, expected: PartnerCall
) -> None:
    assert default_call(ruleset(method, alone_by_choice=alone_by_choice), partners) is expected


# (method, options, partners) where the hand is legal with its default call
LEGAL = [
    (M.CALLED_ACE, {}, (3,)),
    (M.CALLED_ACE, {"alone_by_choice": True}, ()),
    (M.CALLED_ACE, {"alone_by_choice": False}, ()),
    (M.JACK_OF_DIAMONDS, {}, (3,)),
    (M.JACK_OF_DIAMONDS, {}, ()),
    (M.JACK_OF_CLUBS, {}, (3,)),
    (M.JACK_OF_CLUBS, {}, ()),
    (M.RIGHT_HAND_AND_JD, {}, (0, 3)),
    (M.RIGHT_HAND_AND_JD, {"alone_by_choice": True}, ()),
    (M.DIE_AND_JD, {}, (3, 5)),
    (M.BLACK_QUEENS, {}, (3,)),
    (M.BLACK_QUEENS, {}, ()),
    (M.PICKER_ALONE, {}, ()),
]


@pytest.mark.parametrize(("method", "options", "partners"), LEGAL)
def test_no_call_scores_like_the_default_named(
    method: PartnerMethod, options: dict[str, Any], partners: tuple[int, ...]
) -> None:
    rs = ruleset(method, **options)
    common: dict[str, Any] = {
        "dealer": 0,
        "picker": 1,
        "partners": partners,
        "points": 75,
        "tricks": 3,
    }
    named = PickedHand(**common, call=default_call(rs, len(partners)))
    assert score_hand(rs, PickedHand(**common)) == score_hand(rs, named)


@pytest.mark.parametrize(
    ("partners", "call"), [((3,), "jack"), ((), "jack_solo")], ids=["partner", "solo"]
)
def test_german_preset_without_call_scores_like_the_jack_call(
    partners: tuple[int, ...], call: str
) -> None:
    rs = preset("004-german")
    data = {
        "type": "picked",
        "dealer": 0,
        "picker": 1,
        "partners": list(partners),
        "points": 80,
        "tricks": 4,
    }
    plain = score_hand(rs, outcome_from_dict(data))
    named = score_hand(rs, outcome_from_dict(data | {"call": call}))
    assert plain == named
    assert plain.explanation == named.explanation
    assert sum(plain.payouts) == 0 and plain.payouts[1] > 0


def test_explicit_call_still_checked_against_the_method() -> None:
    hand = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3, call="ace")
    with pytest.raises(RuleError) as info:
        score_hand(preset("004-german"), hand)
    assert info.value.field == "call" and "jack" in info.value.allowed
    assert info.value.hint == ""


def test_default_alone_call_not_allowed_names_the_call() -> None:
    rs = ruleset(M.DIE_AND_JD, alone_by_choice=False)  # 7-handed must then have partners
    with pytest.raises(RuleError) as info:
        score_hand(rs, PickedHand(dealer=0, picker=1, points=75, tricks=3))
    assert info.value.field == "call" and info.value.value == "alone"
    assert "no call was given" in info.value.hint


@pytest.mark.parametrize("value", [None, "missing"])
def test_dict_without_call_round_trips(value: str | None) -> None:
    data: dict[str, Any] = {"type": "picked", "dealer": 0, "picker": 1, "points": 70, "tricks": 3}
    if value is None:
        data["call"] = None
    hand = outcome_from_dict(data)
    assert isinstance(hand, PickedHand) and hand.call is None
    assert "call" not in outcome_to_dict(hand)
    assert outcome_from_dict(outcome_to_dict(hand)) == hand


def test_cli_score_without_call_under_german(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    hand = {"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 75, "tricks": 3}
    monkeypatch.setattr(
        "sys.stdin",
        io.StringIO(
            json.dumps(
                {
                    "ruleset": "004-german",
                    "seats": ["Ann", "Bob", "Cy", "Dee", "Eve"],
                    "outcome": hand,
                }
            )
        ),
    )
    assert main(["score"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["payouts"] == {"Ann": -1, "Bob": 2, "Cy": -1, "Dee": 1, "Eve": -1}


def test_default_call_with_too_many_partners_says_it_was_defaulted() -> None:
    hand = PickedHand(dealer=0, picker=1, partners=(2, 3), points=75, tricks=3)
    with pytest.raises(RuleError) as info:
        score_hand(preset("004-german"), hand)
    assert info.value.field == "partners"
    assert "jack" in info.value.allowed and "no call was given" in info.value.hint
