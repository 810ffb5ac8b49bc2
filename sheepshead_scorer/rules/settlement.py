"""Splitting one side's win or loss among picker, partners and defenders."""

from __future__ import annotations

from fractions import Fraction

from sheepshead_scorer.rules.options import PartnerMethod, Share
from sheepshead_scorer.rules.result import exact
from sheepshead_scorer.rules.ruleset import Ruleset

# (picker amount, each partner's amount, each defender's amount)
RoleAmounts = tuple[Fraction, Fraction, Fraction]


def role_amounts(
    rs: Ruleset,
    per_defender: int,
    partners: int,
    defenders: int,
    *,
    picker_pays_all: bool,
    partners_take_all: bool = False,
) -> RoleAmounts:
    """What each role gets when every defender receives `per_defender` (negative: pays).

    The picker's side takes the opposite of the defenders' total and splits it by
    `rs.share` (eight-handed black queens: equally, 002 calls them simply "partners");
    alone, or with no-trick protection or a Smith-rule loss (`picker_pays_all`), the picker
    takes it all; with a Smith-rule win (`partners_take_all`) the partners share it and the
    picker gets 0. Cached per ruleset; the split is asserted zero-sum when first computed.
    """
    split = Share.EQUAL if rs.partner_method is PartnerMethod.BLACK_QUEENS else rs.share
    key = (per_defender, partners, defenders, picker_pays_all, partners_take_all)
    cached: RoleAmounts | None = rs._cache.get(key)
    if cached is None:
        cached = rs._cache[key] = _role_amounts(
            split, per_defender, partners, defenders, picker_pays_all, partners_take_all
        )
    return cached


def _role_amounts(
    share: Share,
    per_defender: int,
    partners: int,
    defenders: int,
    picker_pays_all: bool,
    partners_take_all: bool,
) -> RoleAmounts:
    side_total = -per_defender * defenders
    partner: Fraction
    if partners == 0 or picker_pays_all:
        partner = Fraction(0)
    elif partners_take_all:
        partner = Fraction(side_total, partners)
    elif share is Share.PARTNER_ONE_SHARE:
        partner = Fraction(-per_defender)
    elif share is Share.TWO_THIRDS:
        partner = Fraction(side_total, 3 * partners)
    else:
        partner = Fraction(side_total, partners + 1)
    picker = side_total - partner * partners
    assert picker + partner * partners + per_defender * defenders == 0, "not zero-sum"
    return exact(picker), exact(partner), exact(per_defender)
