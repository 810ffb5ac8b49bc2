"""Ruleset validation, for_table and its dict form."""

from __future__ import annotations

from typing import Any

import pytest

from sheepshead_scorer.rules import PartnerMethod, RuleError, Ruleset, preset


@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"players": 1}, "players"),
        ({"players": 2}, "partner_method"),  # two seats play the two-handed game
        ({"players": 9}, "players"),
        ({"players": True}, "players"),
        ({"players": "5"}, "players"),
        ({"base": 0}, "base"),
        ({"schneider_win_at": 60}, "schneider_win_at"),
        ({"schneider_loss_at": 60}, "schneider_loss_at"),
        ({"alone_units": 3}, "alone_units"),
        ({"max_cracks": 4}, "max_cracks"),
        ({"seats_in_play": 6}, "seats_in_play"),
        ({"players": 6, "seats_in_play": 2}, "seats_in_play"),
        ({"seats_in_play": 4.0}, "seats_in_play"),
        ({"partner_method": "black_queens"}, "partner_method"),
        ({"partner_method": "nonsense"}, "partner_method"),
        ({"players": 3}, "partner_method"),
        ({"jack_call_up": True}, "jack_call_up"),
        ({"multiplier_cap": 12}, "multiplier_cap"),
        ({"multiplier_cap": 1}, "multiplier_cap"),
        ({"sheepshead_call": True, "alone_by_choice": False}, "sheepshead_call"),
        ({"called_ten": 1}, "called_ten"),
        ({"name": ""}, "name"),
        (
            {"players": 8, "partner_method": "black_queens", "nobody_picks": "leaster"},
            "nobody_picks",
        ),
    ],
)
def test_bad_options_name_the_field(options: dict[str, Any], field: str) -> None:
    with pytest.raises(RuleError) as info:
        Ruleset(**options)
    assert info.value.field == field
    assert field in str(info.value) and "allowed" in str(info.value)


@pytest.mark.parametrize(
    ("options", "players"),
    [
        ({"players": 3, "partner_method": "picker_alone"}, 3),
        ({"players": 4, "partner_method": "picker_alone"}, 4),
        ({"players": 6, "partner_method": "right_hand_and_jd"}, 6),
        ({"players": 7, "partner_method": "die_and_jd"}, 7),
        ({"players": 8, "partner_method": "black_queens", "nobody_picks": "redeal"}, 8),
        ({"players": 6, "seats_in_play": 5, "sit_out": "rotation"}, 6),
        ({"partner_method": "jack_of_clubs", "jack_call_up": True}, 5),
        ({"sheepshead_call": True, "multiplier_cap": 16}, 5),
    ],
)
def test_playable_combinations(options: dict[str, Any], players: int) -> None:
    assert Ruleset(**options).players == players


def test_for_table_keeps_the_house_game() -> None:
    five = preset("000-encyclopedia")
    six = five.for_table(6)
    assert (six.players, six.in_play, six.sitters_per_hand) == (6, 5, 1)
    assert six.partner_method is PartnerMethod.CALLED_ACE
    assert six.for_table(5) == five
    four = five.for_table(4)
    # 002, 004: four-handed is picker alone (issue 16)
    assert (four.players, four.in_play, four.partner_method) == (4, 4, "picker_alone")
    three = preset("000-encyclopedia", partner_method="jack_of_clubs", jack_call_up=True)
    three = three.for_table(3)
    assert (three.partner_method, three.jack_call_up) == ("picker_alone", False)
    seven = Ruleset(players=7, partner_method="die_and_jd").for_table(5)
    assert seven.partner_method == "called_ace"
    with pytest.raises(RuleError, match="players=9"):
        five.for_table(9)


def test_dict_round_trip_and_errors() -> None:
    rs = preset("004-german", players=6, seats_in_play=5, multiplier_cap=16)
    assert Ruleset.from_dict(rs.to_dict()) == rs
    assert Ruleset.from_dict({}) == Ruleset()
    with pytest.raises(RuleError) as info:
        Ruleset.from_dict({"bsae": 2})
    assert info.value.field == "bsae" and "base" in info.value.allowed
    with pytest.raises(RuleError, match="ruleset"):
        Ruleset.from_dict([])  # type: ignore[arg-type]
    with pytest.raises(RuleError, match="tier_scale"):
        Ruleset.from_dict({"tier_scale": "2-4-8"})


def test_ruleset_is_hashable_and_frozen() -> None:
    rs = Ruleset()
    assert hash(rs) == hash(Ruleset())
    with pytest.raises(AttributeError):
        rs.base = 2  # type: ignore[misc]
