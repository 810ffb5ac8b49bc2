"""The Sheepshead rating: every player's skill estimated from every hand played (issue 29).

Pure: no I/O. The service (``services/statistics/ratings.py``) reads the hands in play order
and feeds them here; the same hands in the same order always give the same ratings.

**Each hand is a match** (openskill's Weng-Lin Bayesian rating, ``openskill.models``; the model is
Bradley-Terry over every pair of teams, chosen by the back-test):

* a picked hand is the picker's side (the picker alone, or with one or two partners) against
  the defenders (001 "The picker's side needs 61 of the 120 points in the deck. The three
  defenders win the hand by holding the picker's side to 60"); the sides change every hand, so
  each hand is a new pair of teams; the side that won ranks first;
* two-handed (002 "Two player rules") is one player against the other;
* a leaster is every player for themselves (001 "there is no picker, no partner and no blind
  pickup, and every player is on their own"): the winner(s) rank first, the others share
  second place; a moster is the same with the loser(s) last;
* a Sheep Head hand (the fox table game, 000 "Players have partners") is the two fixed teams
  (seats 1 and 3 against 2 and 4), the team whose hand won more game points first, level a draw;
* a sitting-out dealer at a 6-handed table (role ``sitter``; rules-sources/README.md, an
  Oktoberfest tournament: "the dealer sits out (scores 0 that hand)"), a misdeal, a thrown-in
  deal and a penalty (role ``other``) are not matches: nobody's rating moves, nobody counts.

Score-sheet totals (``ScoringMode.TOTALS``) have no hands and rate nobody. See the "Rating"
section of docs/statistics.md for the scale, the margin and the back-test.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol

from openskill.models import BradleyTerryFull

from sheepshead_scorer.rules import Role, Tier

__all__ = [
    "BETA",
    "RATING_BASE",
    "RATING_SCALE",
    "Match",
    "Model",
    "PlayerRating",
    "RatedLine",
    "RatingEngine",
    "default_model",
    "hand_match",
    "rate_hands",
]

#: The rating people see is ``RATING_BASE + RATING_SCALE * (mu - 3 sigma)``, rounded: a new
#: player (mu 25, sigma 25/3, so mu - 3 sigma = 0) shows 1000, and the number rises as the
#: hands make the estimate surer (sigma falls) and better (mu rises).
RATING_BASE = 1000
RATING_SCALE = 40

#: The performance noise of one hand (openskill's ``beta``; its default is 25/6). A hand of
#: Sheepshead is mostly the cards: the back-test predicts best with a large noise (50 beat
#: 25/6, 16.7 and 25; docs/statistics.md, "Rating").
BETA = 50.0



class _Skill(Protocol):
    mu: float
    sigma: float


class Model(Protocol):
    """What the engine uses of an openskill Weng-Lin model (``PlackettLuce``,
    ``BradleyTerryFull``, ``BradleyTerryPart``, ``ThurstoneMostellerFull``, ``...Part``)."""

    mu: float
    sigma: float

    def rating(self, mu: float | None = ..., sigma: float | None = ...) -> Any: ...

    def rate(self, teams: list[list[Any]], ranks: list[float] | None = ...) -> Any: ...


def default_model() -> Model:
    """The rating's model: Bradley-Terry with every pair of teams compared (openskill's
    ``BradleyTerryFull``), ``beta`` = :data:`BETA` — the best of openskill's five models in the
    back-test (docs/statistics.md, "Rating")."""
    return BradleyTerryFull(beta=BETA)


@dataclass(frozen=True, slots=True)
class PlayerRating:
    """A player's rating: the skill estimate ``mu`` and its uncertainty ``sigma`` (openskill's
    scale, a new player 25 and 25/3) after ``hands`` rated hands."""

    player_id: int
    mu: float
    sigma: float
    hands: int

    @property
    def ordinal(self) -> float:
        """The conservative estimate ``mu - 3 sigma`` (the skill is above it with ~99.9 %)."""
        return self.mu - 3 * self.sigma

    @property
    def rating(self) -> int:
        """The number people see: ``1000 + 40 * (mu - 3 sigma)``, rounded, never below 0
        (a new player shows 1000)."""
        return max(0, round(RATING_BASE + RATING_SCALE * self.ordinal))


@dataclass(frozen=True, slots=True)
class RatedLine:
    """One player's line in one hand: the few columns of the store's ``hand_results`` the
    rating reads (``seat`` is 0-based; ``points`` the hand's payout to the seat)."""

    player_id: int
    seat: int
    role: Role
    points: Fraction
    picker_side_won: bool | None = None
    leaster_won: bool = False
    tier: Tier | None = None


@dataclass(frozen=True, slots=True)
class Match:
    """A hand as a match: the teams (player ids) and each team's place (1 = first; equal
    places are a draw)."""

    teams: tuple[tuple[int, ...], ...]
    ranks: tuple[int, ...]


def _places(keys: Sequence[Fraction | int]) -> tuple[int, ...]:
    """Places (1 = best) for keys where higher is better; equal keys share a place."""
    order = sorted(set(keys), reverse=True)
    return tuple(order.index(key) + 1 for key in keys)


def hand_match(lines: Sequence[RatedLine]) -> Match | None:
    """The match a hand was, or ``None`` when it was no match (misdeal, thrown in, penalty,
    everybody sat out) — see the module's docstring."""
    played = [line for line in lines if line.role not in (Role.SITTER, Role.OTHER)]
    if len(played) < 2:
        return None
    roles = {line.role for line in played}
    if roles & {Role.PICKER, Role.PARTNER}:
        if any(line.picker_side_won is None for line in played):
            return None
        side = tuple(line.player_id for line in played if line.role is not Role.DEFENDER)
        defenders = tuple(line.player_id for line in played if line.role is Role.DEFENDER)
        if not defenders:
            return None
        won = next(line.picker_side_won for line in played if line.role is Role.PICKER)
        return Match((side, defenders), (1, 2) if won else (2, 1))
    if roles == {Role.DEFENDER}:  # two-handed: each seat against the other
        keys = [int(not line.picker_side_won) for line in played]
        return Match(tuple((line.player_id,) for line in played), _places(keys))
    if roles == {Role.LEASTER}:
        keys2 = [(int(line.leaster_won), line.points) for line in played]
        order = sorted(set(keys2), reverse=True)
        ranks = tuple(order.index(key) + 1 for key in keys2)
        return Match(tuple((line.player_id,) for line in played), ranks)
    if roles == {Role.TEAM}:
        teams: dict[int, list[RatedLine]] = {}
        for line in played:
            teams.setdefault(line.seat % 2, []).append(line)
        if len(teams) != 2:
            return None
        ordered = [teams[0], teams[1]]
        points = [max(line.points for line in team) for team in ordered]
        return Match(
            tuple(tuple(line.player_id for line in team) for team in ordered), _places(points)
        )
    return None


class RatingEngine:
    """Ratings kept while hands are applied in play order (``rate`` one hand at a time)."""

    def __init__(
        self,
        start: Mapping[int, PlayerRating] | None = None,
        model: Model | None = None,
    ) -> None:
        self.model: Model = model if model is not None else default_model()
        self._state: dict[int, PlayerRating] = dict(start or {})

    def rating_of(self, player_id: int) -> PlayerRating:
        found = self._state.get(player_id)
        if found is not None:
            return found
        return PlayerRating(player_id, self.model.mu, self.model.sigma, 0)

    def rate(self, lines: Sequence[RatedLine]) -> bool:
        """Apply one hand; False (nothing moved) when the hand was no match."""
        match = hand_match(lines)
        if match is None:
            return False
        self.rate_match(match)
        return True

    def rate_match(self, match: Match) -> None:
        model = self.model
        before = [[self.rating_of(p) for p in team] for team in match.teams]
        teams = [[model.rating(mu=r.mu, sigma=r.sigma) for r in team] for team in before]
        after: list[list[_Skill]] = model.rate(teams, ranks=[float(r) for r in match.ranks])
        olds = [old for team in before for old in team]
        news = [new for team in after for new in team]
        # zero-sum in mu: what the hand's players gained and lost together is spread back
        # evenly over them (the picker's side is smaller than the defenders', and the plain
        # model drains mu from the whole field hand after hand)
        shift = sum(new.mu - old.mu for old, new in zip(olds, news, strict=True)) / len(olds)
        for old, new in zip(olds, news, strict=True):
            self._state[old.player_id] = PlayerRating(
                old.player_id, new.mu - shift, new.sigma, old.hands + 1
            )

    def ratings(self) -> dict[int, PlayerRating]:
        """Every player rated so far (at least one rated hand)."""
        return dict(self._state)


def rate_hands(
    hands: Iterable[Sequence[RatedLine]], model: Model | None = None
) -> dict[int, PlayerRating]:
    """The ratings after ``hands`` (each a hand's lines), applied in the order given."""
    engine = RatingEngine(model=model)
    for lines in hands:
        engine.rate(lines)
    return engine.ratings()
