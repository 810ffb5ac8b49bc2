"""Scoring one Sheep Head hand: the game points each team wins (000, "Sheep Head variant").

000: "The point system is based on the fox, 1 point, and however many 'counters' a player has
... 7 to 9 counters is one point, and 10 to 12 counters is two points ... If a player gets all
the 'fox catchers' in their hand, it is known as 'automatic bucking', where the team
automatically wins 14 points. If a player wins all the tricks, it is known as a 'buck', where
the team wins 7 points, it is like winning all 13 counters, but getting a higher reward from
it."

Read as: the fox is 1 point to the team that took it; of the 13 counters one team always has
at least 7 (13 is odd) and scores 1 for 7-9, 2 for 10-12 — and 2 for all 13 without every
trick (more than 12, short of a buck; 000 names no other price); a buck is 7 points in all
(it stands for the fox and counters); an automatic buck 14, the hand not played.
"""

from __future__ import annotations

from sheepshead_scorer.rules.sheep_head.outcome import COUNTERS_TOTAL, FoxHand

FOX_POINTS = 1
BUCK_POINTS = 7
AUTOMATIC_BUCK_POINTS = 14


def counter_points(counters: int) -> int:
    """Game points for a team's counters: 0-6 → 0, 7-9 → 1, 10-13 → 2."""
    if counters >= 10:
        return 2
    return 1 if counters >= 7 else 0


def score_fox_hand(hand: FoxHand) -> tuple[tuple[int, int], str]:
    """The game points (team 0, team 1) the hand wins, and a one-line explanation."""
    if hand.automatic_buck is not None:
        points = [0, 0]
        points[hand.automatic_buck] = AUTOMATIC_BUCK_POINTS
        return (points[0], points[1]), (
            f"automatic buck: team {hand.automatic_buck} dealt all six fox catchers, "
            f"{AUTOMATIC_BUCK_POINTS}"
        )
    if hand.buck is not None:
        points = [0, 0]
        points[hand.buck] = BUCK_POINTS
        return (points[0], points[1]), f"buck: team {hand.buck} took every trick, {BUCK_POINTS}"
    assert hand.fox is not None and hand.counters is not None  # FoxHand checks it
    counters = (hand.counters, COUNTERS_TOTAL - hand.counters)
    points = [counter_points(counters[0]), counter_points(counters[1])]
    points[hand.fox] += FOX_POINTS
    return (points[0], points[1]), (
        f"fox to team {hand.fox}; counters {counters[0]}-{counters[1]}: "
        f"{points[0]}-{points[1]}"
    )
