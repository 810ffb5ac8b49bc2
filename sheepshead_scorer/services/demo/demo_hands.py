"""Believable hands for the demo event: every outcome type, checked by the rule engine.

``table_outcomes`` deals one table's round: it draws outcomes from a fixed mix (mostly picked
hands with a partner, some alone, schneider and schwarz, leasters or all-pass hands, misdeals,
penalties, cracks and blitzes where the ruleset allows them) until the table has played the
round's number of hands. Every candidate is scored with ``score_session`` first, so only
hands the engine accepts are ever recorded, and misdeals and redeals do not count.
"""

from __future__ import annotations

import random

from sheepshead_scorer.rules import (
    AllPassHand,
    HandOutcome,
    LeasterHand,
    MisdealHand,
    PenaltyHand,
    PickedHand,
    RuleError,
    Ruleset,
    score_session,
)
from sheepshead_scorer.rules.options import NobodyPicks, PartnerCall, SitOut
from sheepshead_scorer.services.hands.hand_scoring import is_played
from sheepshead_scorer.services.hands.session_hands import TableHands
from sheepshead_scorer.text import Text

TRICKS = 6  # 5 players in play, 6 cards each, 2 in the blind
MAX_TRIES = 50


def in_play(ruleset: Ruleset, dealer: int) -> list[int]:
    """The seats that play a hand: all of them, or all but the dealer at a 6-hand table."""
    seats = list(range(ruleset.players))
    if ruleset.seats_in_play is not None and ruleset.sit_out is SitOut.DEALER:
        extra = ruleset.players - ruleset.seats_in_play
        sitters = {(dealer - k) % ruleset.players for k in range(extra)}
        seats = [s for s in seats if s not in sitters]
    return seats


def _points_and_tricks(rng: random.Random) -> tuple[int, int]:
    roll = rng.random()
    if roll < 0.03:
        return 120, TRICKS  # schwarz won
    if roll < 0.05:
        return 0, 0  # schwarz lost
    if roll < 0.17:
        return rng.randint(91, 119), rng.randint(4, 5)  # schneider won
    if roll < 0.24:
        return rng.randint(1, 30), rng.randint(1, 2)  # schneidered
    return rng.randint(31, 90), rng.randint(1, 5)


def _picked(rng: random.Random, ruleset: Ruleset, dealer: int, seats: list[int]) -> PickedHand:
    picker = rng.choice(seats)
    points, tricks = _points_and_tricks(rng)
    cracks = rng.randint(1, ruleset.max_cracks) if ruleset.max_cracks and rng.random() < 0.06 else 0
    blitzes = 1 if ruleset.blitz and rng.random() < 0.04 else 0
    if rng.random() < 0.1:
        return PickedHand(
            dealer=dealer, picker=picker, points=points, tricks=tricks,
            call=PartnerCall.ALONE, cracks=cracks, blitzes=blitzes,
        )
    partner = rng.choice([s for s in seats if s != picker])
    return PickedHand(
        dealer=dealer, picker=picker, points=points, tricks=tricks, partners=(partner,),
        cracks=cracks, blitzes=blitzes,
    )


def _leaster(rng: random.Random, ruleset: Ruleset, dealer: int, seats: list[int]) -> LeasterHand:
    tricks = [0] * ruleset.players
    for _ in range(TRICKS):
        tricks[rng.choice(seats)] += 1
    takers = [s for s in seats if tricks[s]]
    points = [0] * ruleset.players
    left = 120
    for seat in takers[:-1]:
        share = rng.randint(0, left // 2)
        points[seat] = share
        left -= share
    points[takers[-1]] = left
    return LeasterHand(dealer=dealer, points=tuple(points), tricks=tuple(tricks))


def candidate(rng: random.Random, ruleset: Ruleset, dealer: int) -> HandOutcome:
    """One hand drawn from the demo's mix (not yet checked against the session)."""
    seats = in_play(ruleset, dealer)
    roll = rng.random()
    if roll < 0.03:
        return MisdealHand(dealer=dealer)
    if roll < 0.05:
        return PenaltyHand(dealer=dealer, offender=rng.choice(seats))
    if roll < 0.12:
        if ruleset.nobody_picks is NobodyPicks.LEASTER:
            return _leaster(rng, ruleset, dealer, seats)
        return AllPassHand(dealer=dealer)
    return _picked(rng, ruleset, dealer, seats)


def table_outcomes(
    rng: random.Random, ruleset: Ruleset, planned: TableHands | int
) -> list[HandOutcome]:
    """A table's whole round: outcomes until ``planned.hands`` of them count as played
    (scored as the services score them: the last round only when the round ends the
    session, ``TableRow.planned`` from ``services.session_hands``). A plain number is a
    table on its own whose hands are a whole session.

    The dealer moves one seat per deal (a misdeal is redealt by the same dealer).
    """
    if isinstance(planned, int):
        planned = TableHands(planned, ends_session=True)
    hands = planned.hands
    outcomes: list[HandOutcome] = []
    played = 0
    deals = 0
    while played < hands:
        dealer = deals % ruleset.players
        for _ in range(MAX_TRIES):
            outcome = candidate(rng, ruleset, dealer)
            try:
                scores = score_session(ruleset, [*outcomes, outcome], hands_total=hands,
                                       ends_session=planned.ends_session)
            except RuleError:
                continue
            break
        else:  # pragma: no cover - the mix always yields a legal picked hand quickly
            raise RuntimeError(
                Text(
                    "no legal demo hand for dealer {dealer} under {ruleset}",
                    dealer=dealer, ruleset=ruleset.name,
                )
            )
        outcomes.append(outcome)
        if is_played(scores[-1]):
            played += 1
        if not isinstance(outcome, MisdealHand):
            deals += 1
    return outcomes
