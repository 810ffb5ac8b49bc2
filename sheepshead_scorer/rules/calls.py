"""The partner call a picked hand gets when nobody named one: the method's ordinary call.

A director (or a file) may leave a picked hand's `call` out; `default_call` then picks what
that ruleset's partner method normally means, so a J♦ table need not type "jack" every hand.
"""

from __future__ import annotations

from sheepshead_scorer.rules.options import PartnerCall, PartnerMethod
from sheepshead_scorer.rules.ruleset import Ruleset

_JACK_METHODS = (PartnerMethod.JACK_OF_DIAMONDS, PartnerMethod.JACK_OF_CLUBS)


def default_call(ruleset: Ruleset, partner_count: int) -> PartnerCall:
    """The ordinary call under `ruleset` for a picked hand with `partner_count` partners.

    With partners: `ace` (called ace), `jack` (J♦ / J♣), `fixed` (the 6/7/8-handed and
    picker-alone methods, whose partners follow from the cards). Without partners: `jack_solo`
    (the picker held the partner jack), `fixed` (black queens: one player held both queens),
    `forced_alone` (called ace without alone_by_choice: the picker had to go alone), otherwise
    `alone`. To score anything else (a called ten, "unknown", a call-up) name the call.
    """
    method = ruleset.partner_method
    if partner_count:
        if method is PartnerMethod.CALLED_ACE:
            return PartnerCall.ACE
        if method in _JACK_METHODS:
            return PartnerCall.JACK
        return PartnerCall.FIXED
    if method in _JACK_METHODS:
        return PartnerCall.JACK_SOLO
    if method is PartnerMethod.BLACK_QUEENS:
        return PartnerCall.FIXED
    if method is PartnerMethod.CALLED_ACE and not ruleset.alone_by_choice:
        return PartnerCall.FORCED_ALONE
    return PartnerCall.ALONE
