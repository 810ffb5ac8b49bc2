"""Each preset's options pinned, so a changed default is a deliberate, visible change."""

from __future__ import annotations

from typing import Any

import pytest

from sheepshead_scorer.rules import PRESETS, RuleError, Ruleset, preset

DEFAULTS: dict[str, Any] = {
    "name": "custom",
    "players": 5,
    "seats_in_play": None,
    "sit_out": "dealer",
    "sitter_scores": "zero",
    "partner_method": "called_ace",
    "called_ten": True,
    "unknown_card": True,
    "alone_by_choice": True,
    "jack_call_up": False,
    "base": 1,
    "tier_scale": "1-2-3",
    "schneider_win_at": 91,
    "schneider_loss_at": 30,
    "schwarz_by": "all_tricks",
    "share": "partner_one_share",
    "alone_units": 1,
    "double_on_bump": False,
    "no_trick_protection": False,
    "bury_needs_trick": True,
    "nobody_picks": "leaster",
    "leaster_needs_trick": True,
    "leaster_blind_to_last_trick": True,
    "leaster_units": 1,
    "leaster_tie": "split",
    "doubler_mode": "stack",
    "doubler_queue": 1,
    "max_cracks": 0,
    "blitz": False,
    "kontra": False,
    "last_round_doubled": False,
    "multiplier_cap": None,
    "sheepshead_call": False,
    "penalty": "each",
    "penalty_units": 1,
    "pass_ante": 0,
    # issue 16: 3-4 seat tables play picker alone (002, 004); every new house rule off
    "small_tables_alone": True,
    "schiller_last_round": False,
    "jack_picker_calls_ace": False,
    "picker_needs_trick": False,
    # issue 22: the Smith rule, off
    "smith_rule": False,
    "last_hand_doubled": False,
    "tie_doubles_next": False,
    "runner_units": 0,
    "runners_from": 3,
}

# preset -> (source file, options differing from DEFAULTS)
PINNED: dict[str, tuple[str, dict[str, Any]]] = {
    "000-encyclopedia": ("000_6a6c0a655cd0d637.txt", {}),
    "001-online-table": (
        "001_26e8e558171abc16.txt",
        {"base": 2, "share": "two_thirds", "unknown_card": False, "alone_by_choice": False},
    ),
    "002-how-to": ("002_20eeddfe08baa789.txt", {"no_trick_protection": True}),
    "003-rules-card": ("003_be3492ef002bdc21.txt", {"max_cracks": 3, "blitz": True}),
    "003-coins": ("003_be3492ef002bdc21.txt", {"base": 25, "max_cracks": 3, "blitz": True}),
    "004-german": (
        "004_15a56598fc6ba70c.txt",
        {
            "partner_method": "jack_of_diamonds",
            "alone_by_choice": False,
            "alone_units": 2,
            "nobody_picks": "doubler",
            "doubler_mode": "next_hand",
            "kontra": True,
        },
    ),
}


def test_defaults_pinned() -> None:
    assert Ruleset().to_dict() == DEFAULTS


def test_every_preset_is_pinned() -> None:
    assert set(PRESETS) == set(PINNED)


@pytest.mark.parametrize("name", sorted(PINNED))
def test_preset_options(name: str) -> None:
    source, changes = PINNED[name]
    assert source  # the file the preset reproduces, see docs/rules.md
    assert PRESETS[name].to_dict() == {**DEFAULTS, "name": name, **changes}


def test_preset_with_overrides_is_validated() -> None:
    assert preset("000-encyclopedia", base=5).base == 5
    assert preset("000-encyclopedia") is PRESETS["000-encyclopedia"]
    with pytest.raises(RuleError, match="preset='nope'"):
        preset("nope")
    with pytest.raises(RuleError) as info:
        preset("000-encyclopedia", colour="red")
    assert info.value.field == "colour"
    with pytest.raises(RuleError, match="base=0"):
        preset("000-encyclopedia", base=0)
