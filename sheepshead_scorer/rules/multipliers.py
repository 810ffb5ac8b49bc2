"""Stake multipliers: cracks, blitzes, kontra/re, carried doublers and the cap."""

from __future__ import annotations

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.ruleset import Ruleset
from sheepshead_scorer.text import Text


def check_carried(multiplier: int) -> None:
    """RuleError unless the carried-in multiplier is a whole number >= 1."""
    if not isinstance(multiplier, int) or isinstance(multiplier, bool) or multiplier < 1:
        raise RuleError("multiplier", multiplier, Text("an integer >= 1 (1 = nothing carried)"))


def capped(rs: Ruleset, multiplier: int) -> int:
    """`multiplier` limited by the ruleset's cap, if any."""
    cap = rs.multiplier_cap
    return multiplier if cap is None or multiplier <= cap else cap


def declared(rs: Ruleset, cracks: int, blitzes: int, kontras: int) -> int:
    """The factor of a hand's own declarations: ×2 per crack, blitz and kontra/re."""
    if cracks > rs.max_cracks:
        raise RuleError(
            "cracks",
            cracks,
            Text("0-{max_cracks} (max_cracks)", max_cracks=rs.max_cracks),
            Text("this ruleset does not allow that many cracks; raise max_cracks to allow them"),
        )
    if blitzes and not rs.blitz:
        raise RuleError("blitzes", blitzes, Text("0 (blitz is off in this ruleset)"))
    if kontras and not rs.kontra:
        raise RuleError("kontras", kontras, Text("0 (kontra is off in this ruleset)"))
    return 1 << (cracks + blitzes + kontras)
