""""Sheep Head", the four-player 24-card fox game (source 000, "Sheep Head variant").

A different game on the same floor as Sheepshead, with its own outcome, scoring and game
state: fixed partners, no picker and no blind; each hand scores the fox and the counters (or a
buck) for a team, and a game runs to 21 or 42 points. Pure Python, no I/O; see docs/rules.md
"Sheep Head (the fox game)".
"""

from sheepshead_scorer.rules.sheep_head.game import (
    FoxGameResult,
    FoxHandResult,
    FoxMatch,
    FoxRules,
    score_fox_match,
)
from sheepshead_scorer.rules.sheep_head.outcome import (
    COUNTERS_TOTAL,
    SEATS,
    TEAMS,
    FoxHand,
    Team,
    fox_hand_from_dict,
    fox_hand_to_dict,
    team_of,
)
from sheepshead_scorer.rules.sheep_head.scoring import (
    AUTOMATIC_BUCK_POINTS,
    BUCK_POINTS,
    FOX_POINTS,
    counter_points,
    score_fox_hand,
)
from sheepshead_scorer.rules.sheep_head.session import (
    GAME,
    fox_rules_from_dict,
    fox_rules_to_dict,
    score_fox_session,
)

__all__ = [
    "AUTOMATIC_BUCK_POINTS",
    "BUCK_POINTS",
    "COUNTERS_TOTAL",
    "FOX_POINTS",
    "GAME",
    "SEATS",
    "TEAMS",
    "FoxGameResult",
    "FoxHand",
    "FoxHandResult",
    "FoxMatch",
    "FoxRules",
    "Team",
    "counter_points",
    "fox_hand_from_dict",
    "fox_hand_to_dict",
    "fox_rules_from_dict",
    "fox_rules_to_dict",
    "score_fox_hand",
    "score_fox_match",
    "score_fox_session",
    "team_of",
]
