"""A table's Sheep Head hands in order: games to 21 or 42, games and points won (000).

000: "The game is usually played to 21 or 42 points and whichever team reaches the number
wins." A game ends with the hand that takes a team to `target` or past it; that team wins the
game, and the next game starts from 0–0 (points past the target are not carried). Should both
teams reach the target on the same hand, the one with more points wins; level there, neither
has won yet and play goes on until one team is ahead at or past the target (000 does not say;
this is the reading that never crowns two winners).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.sheep_head.outcome import FoxHand, Team
from sheepshead_scorer.rules.sheep_head.scoring import score_fox_hand

TARGETS = (21, 42)


@dataclass(frozen=True, slots=True)
class FoxRules:
    """How far a Sheep Head game runs: 21 or 42 points (000)."""

    target: int = 21

    def __post_init__(self) -> None:
        # a whole number like every count of the engine: 21.0 == 21, but it is not one
        target = self.target
        if not isinstance(target, int) or isinstance(target, bool) or target not in TARGETS:
            raise RuleError("target", target, ", ".join(map(str, TARGETS)))


@dataclass(frozen=True, slots=True)
class FoxHandResult:
    """One hand: the points it won (team 0, team 1), the game it belongs to (1-based), the
    game's score after it, and the team that won the game with it (None while it runs)."""

    points: tuple[int, int]
    game: int
    game_score: tuple[int, int]
    game_won_by: Team | None
    explanation: str


@dataclass(frozen=True, slots=True)
class FoxGameResult:
    """A finished game: its number, the winning team and the final score."""

    game: int
    winner: Team
    score: tuple[int, int]


@dataclass(frozen=True, slots=True)
class FoxMatch:
    """Everything a table's hands add up to.

    `games_won` and `points_won` are per team (all hands' points, finished games or not);
    `current` is the running game's score (0–0 right after a game ends).
    """

    hands: tuple[FoxHandResult, ...]
    games: tuple[FoxGameResult, ...]
    current: tuple[int, int]
    games_won: tuple[int, int]
    points_won: tuple[int, int]


def _winner(score: tuple[int, int], target: int) -> Team | None:
    if max(score) < target or score[0] == score[1]:
        return None
    return 0 if score[0] > score[1] else 1


def score_fox_match(rules: FoxRules, hands: Iterable[FoxHand]) -> FoxMatch:
    """Score `hands` in order under `rules`: each hand's points, the games and the totals."""
    results: list[FoxHandResult] = []
    games: list[FoxGameResult] = []
    current = (0, 0)
    totals = (0, 0)
    for hand in hands:
        points, explanation = score_fox_hand(hand)
        current = (current[0] + points[0], current[1] + points[1])
        totals = (totals[0] + points[0], totals[1] + points[1])
        game = len(games) + 1
        winner = _winner(current, rules.target)
        results.append(FoxHandResult(points, game, current, winner, explanation))
        if winner is not None:
            games.append(FoxGameResult(game, winner, current))
            current = (0, 0)
    won = (sum(1 for g in games if g.winner == 0), sum(1 for g in games if g.winner == 1))
    return FoxMatch(tuple(results), tuple(games), current, won, totals)
