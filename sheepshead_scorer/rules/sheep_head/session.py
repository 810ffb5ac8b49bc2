"""A Sheep Head table's hands as `HandScore`s: the one result type every layer stores.

`score_fox_session(rules, hands)` runs `score_fox_match` and gives each hand a `HandScore` of
kind `fox` whose `payouts` are, per seat, the game points that seat's team won with the hand
(000: "The point system is based on the fox, 1 point, and however many 'counters' a player
has"), and whose `game_winners` are the seats of the team that won a game with it (000: "The
game is usually played to 21 or 42 points and whichever team reaches the number wins"). Both
partners of a team get the team's points: the standings count games and points won. Not
zero-sum: a hand can score for both teams (the fox to one, the counters to the other).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.known_keys import check_keys
from sheepshead_scorer.rules.options import HandKind
from sheepshead_scorer.rules.result import HandScore, exact
from sheepshead_scorer.rules.sheep_head.game import TARGETS, FoxRules, score_fox_match
from sheepshead_scorer.rules.sheep_head.outcome import SEATS, TEAMS, FoxHand, team_of
from sheepshead_scorer.text import Text

# The name a stored event gives the fox game (`fox_rules_to_dict`).
GAME = "sheep_head"


def score_fox_session(rules: FoxRules, hands: Iterable[FoxHand]) -> tuple[HandScore, ...]:
    """Each hand of a Sheep Head table, in order, as a `HandScore` of kind `fox`."""
    match = score_fox_match(rules, hands)
    scores: list[HandScore] = []
    for result in match.hands:
        winners = () if result.game_won_by is None else TEAMS[result.game_won_by]
        a, b = result.game_score
        told = f"; game {result.game}: {a}-{b}"
        if result.game_won_by is not None:
            told += f", won by team {result.game_won_by}"
        scores.append(HandScore(
            payouts=tuple(exact(result.points[team_of(seat)]) for seat in range(SEATS)),
            kind=HandKind.FOX,
            game_winners=winners,
            explanation=result.explanation + told,
        ))
    return tuple(scores)


def fox_rules_to_dict(rules: FoxRules) -> dict[str, Any]:
    """JSON-ready: `{"game": "sheep_head", "target": 21}`."""
    return {"game": GAME, "target": rules.target}


def fox_rules_from_dict(data: Any) -> FoxRules:
    """Inverse of `fox_rules_to_dict`; RuleError names a bad field."""
    if not isinstance(data, dict) or data.get("game") != GAME:
        value = data.get("game") if isinstance(data, dict) else data
        raise RuleError("game", value, GAME)
    check_keys(data, ("game", "target"), Text("game and target only"))
    return FoxRules(target=data.get("target", TARGETS[0]))
