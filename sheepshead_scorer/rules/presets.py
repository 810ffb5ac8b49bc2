"""Named presets: each rule source's own scoring, reproduced (see docs/rules.md)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.known_keys import check_keys
from sheepshead_scorer.rules.options import (
    DoublerMode,
    LeasterTie,
    NobodyPicks,
    PartnerMethod,
    Share,
)
from sheepshead_scorer.rules.ruleset import Ruleset, option_names
from sheepshead_scorer.text import Text

_PRESETS = (
    # 000: encyclopedia article; the 5-handed chart with its alone column
    Ruleset(name="000-encyclopedia"),
    # 001: online table; base 2, picker 2/3 partner 1/3, alone keeps all, leaster on
    Ruleset(
        name="001-online-table",
        base=2,
        share=Share.TWO_THIRDS,
        unknown_card=False,
        alone_by_choice=False,
    ),
    # 002: how-to guide; 2/1/-1, defenders' no-trick win: picker -9, partner 0
    Ruleset(name="002-how-to", no_trick_protection=True),
    # 003: rules card; points grid, alone 1 unit per opponent, cracking, blitz
    Ruleset(name="003-rules-card", max_cracks=3, blitz=True),
    # 003: the same grid in coins, 25 cents per point per opponent
    Ruleset(name="003-coins", base=25, max_cracks=3, blitz=True),
    # 004: German rules; J♦ partner, solo doubled, doubler, kontra/re
    Ruleset(
        name="004-german",
        partner_method=PartnerMethod.JACK_OF_DIAMONDS,
        alone_by_choice=False,
        alone_units=2,
        nobody_picks=NobodyPicks.DOUBLER,
        doubler_mode=DoublerMode.NEXT_HAND,
        kontra=True,
        leaster_tie=LeasterTie.SPLIT,
    ),
)

PRESETS: Mapping[str, Ruleset] = MappingProxyType({rs.name: rs for rs in _PRESETS})


def preset(name: str, **overrides: Any) -> Ruleset:
    """The preset called `name`, with any options replaced (validated like any ruleset)."""
    base = PRESETS.get(name)
    if base is None:
        names = ", ".join(PRESETS)
        raise RuleError("preset", name, names, Text("use one of the preset names"))
    known = option_names()
    options = ", ".join(sorted(known))
    check_keys(overrides, known, Text("a ruleset option: {options}", options=options))
    if not overrides:
        return base
    return Ruleset.from_dict({**base.to_dict(), **overrides})
