"""The Sheepshead rating: every player's skill estimated from every hand played (issue 29).

Pure: no I/O. The service (``services/standings/ratings.py``) reads the hands in play order
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

The update itself is openskill's ``BradleyTerryFull.rate`` written out over floats
(``tournament/rating_update.py``, about ten times faster; the same numbers bit for bit, which
``tests/tournament/test_rating_update.py`` holds it to); openskill stays the definition and
rates when a ``model`` is given (the back-test's models).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, NamedTuple, Protocol

from openskill.models import BradleyTerryFull

from sheepshead_scorer.rules import Role, Tier
from sheepshead_scorer.tournament.rating_update import BETA, MU, SIGMA, State, bt_full, rate_two

__all__ = [
    "BETA",
    "RATING_BASE",
    "RATING_SCALE",
    "Line",
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


class RatedLine(NamedTuple):
    """One player's line in one hand: the few columns of the store's ``hand_results`` the
    rating reads (``seat`` is 0-based; ``points`` the hand's payout to the seat). A named
    tuple: a full recompute makes one per line (718,800 at Nationals scale), and a tuple is
    made four times faster than a frozen dataclass."""

    player_id: int
    seat: int
    role: Role
    points: Fraction
    picker_side_won: bool | None = None
    leaster_won: bool = False
    tier: Tier | None = None


class Match(NamedTuple):
    """A hand as a match: the teams (player ids) and each team's place (1 = first; equal
    places are a draw). A named tuple: one is made for every hand of a full recompute."""

    teams: tuple[tuple[int, ...], ...]
    ranks: tuple[int, ...]


def _places(keys: Sequence[Fraction | int]) -> tuple[int, ...]:
    """Places (1 = best) for keys where higher is better; equal keys share a place."""
    order = sorted(set(keys), reverse=True)
    return tuple(order.index(key) + 1 for key in keys)


Line = tuple[
    int, int, str, Fraction | str | None, bool | int | None, bool | int, *tuple[Any, ...]
]
"""A hand's line as the engine reads it: a :class:`RatedLine`, or a plain tuple in its field
order as the store's driver gives it (the role's text, the points as ``"n/d"`` text — or
``None`` except in a leaster's or a Sheep Head hand's lines, the only ones whose points a match
reads —, the booleans as 0/1; anything after ``leaster_won`` is not read): a full recompute
reads 718,800 lines at Nationals scale and makes no object for them."""

_PICKER, _PARTNER, _DEFENDER = Role.PICKER.value, Role.PARTNER.value, Role.DEFENDER.value


def hand_match(lines: Sequence[Line]) -> Match | None:
    """The match a hand was, or ``None`` when it was no match (misdeal, thrown in, penalty,
    everybody sat out) — see the module's docstring."""
    # the common hand first, in one pass over the lines: a picker (and partners) against
    # defenders, nobody sitting out — the same match as the general rules give it
    side: list[int] = []
    defenders: list[int] = []
    won: bool | int | None = None
    for line in lines:
        role = line[2]
        side_won = line[4]
        if side_won is None:
            break
        if role == _DEFENDER:
            defenders.append(line[0])
        elif role == _PICKER:
            side.append(line[0])
            if won is None:
                won = side_won
        elif role == _PARTNER:
            side.append(line[0])
        else:
            break
    else:
        if won is not None and defenders:
            return Match((tuple(side), tuple(defenders)), (1, 2) if won else (2, 1))
    return _other_match([_rated_line(line) for line in lines])


def _rated_line(line: Line) -> RatedLine:
    """A plain line as a :class:`RatedLine` (for the rules below; they read the points of a
    leaster's and a Sheep Head hand's lines only, and a plain line may leave out the others)."""
    if isinstance(line, RatedLine):
        return line
    player, seat, role, points, side_won, leaster_won = line[:6]
    return RatedLine(
        player, seat, Role(role),
        points if isinstance(points, Fraction) else Fraction(points or 0),
        None if side_won is None else bool(side_won), bool(leaster_won),
    )


def _other_match(lines: Sequence[RatedLine]) -> Match | None:
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
    """Ratings kept while hands are applied in play order (``rate`` one hand at a time).

    With no ``model`` (the rating's own), a hand is openskill's ``BradleyTerryFull`` at
    ``beta`` = :data:`BETA` written out over floats (``tournament/rating_update.py``: the same
    numbers bit for bit, about ten times faster). With a ``model`` (the back-test's other
    models; the tests' reference), openskill's ``model.rate``. Either way the hand's net change
    in mu is then spread back evenly over its players (see :meth:`rate_match`).
    """

    def __init__(
        self,
        start: Mapping[int, PlayerRating] | None = None,
        model: Model | None = None,
    ) -> None:
        self.model: Model | None = model
        self._fresh = (MU, SIGMA) if model is None else (model.mu, model.sigma)
        self._state: dict[int, State] = {
            player: [rating.mu, rating.sigma, rating.hands]
            for player, rating in (start or {}).items()
        }
        self._view: dict[int, PlayerRating] = {}
        self._dirty: set[int] | None = None  # None: every player (the view is built afresh)

    def rating_of(self, player_id: int) -> PlayerRating:
        row = self._state.get(player_id)
        if row is None:
            return PlayerRating(player_id, *self._fresh, 0)
        return PlayerRating(player_id, row[0], row[1], row[2])

    def rate(self, lines: Sequence[Line]) -> bool:
        """Apply one hand; False (nothing moved) when the hand was no match."""
        match = hand_match(lines)
        if match is None:
            return False
        self.rate_match(match)
        return True

    def rate_match(self, match: Match) -> None:
        """Apply one match. Then the hand's net change in mu is spread back evenly over its
        players (zero-sum: the picker's side is smaller than the defenders', and the plain
        model drains mu from the whole field hand after hand)."""
        teams = match.teams
        if self._dirty is not None:
            for team in teams:
                self._dirty.update(team)
        if self.model is None and len(teams) == 2:
            rate_two(self._state, teams[0], teams[1], match.ranks[0], match.ranks[1])
            return
        state = self._state
        fresh = self._fresh
        rows = [[state.setdefault(p, [*fresh, 0]) for p in team] for team in teams]
        mu = [[row[0] for row in team] for team in rows]
        sigma = [[row[1] for row in team] for team in rows]
        if self.model is None:
            new_mu, new_sigma = bt_full(mu, sigma, match.ranks)
        else:
            model = self.model
            after: list[list[_Skill]] = model.rate(
                [[model.rating(mu=m, sigma=s) for m, s in zip(tm, ts, strict=True)]
                 for tm, ts in zip(mu, sigma, strict=True)],
                ranks=[float(r) for r in match.ranks],
            )
            new_mu = [[skill.mu for skill in team] for team in after]
            new_sigma = [[skill.sigma for skill in team] for team in after]
        moved = 0.0  # summed player by player in the teams' order, as rate_two does
        for m0s, m1s in zip(mu, new_mu, strict=True):
            for m0, m1 in zip(m0s, m1s, strict=True):
                moved += m1 - m0
        shift = moved / sum(map(len, teams))
        for team_rows, m1s, s1s in zip(rows, new_mu, new_sigma, strict=True):
            for row, m1, s1 in zip(team_rows, m1s, s1s, strict=True):
                row[0] = m1 - shift
                row[1] = s1
                row[2] += 1

    def copy_ratings(self) -> dict[int, PlayerRating]:
        """:meth:`ratings` built afresh, the kept view left as it is (a snapshot taken in the
        middle of a full recompute)."""
        return {
            player: PlayerRating(player, row[0], row[1], row[2])
            for player, row in self._state.items()
        }

    def ratings(self) -> dict[int, PlayerRating]:
        """Every player rated so far (at least one rated hand)."""
        state = self._state
        if self._dirty is None:
            self._view = {
                player: PlayerRating(player, row[0], row[1], row[2])
                for player, row in state.items()
            }
        else:
            for player in self._dirty:
                row = state[player]
                self._view[player] = PlayerRating(player, row[0], row[1], row[2])
        self._dirty = set()
        return dict(self._view)


def rate_hands(
    hands: Iterable[Sequence[Line]], model: Model | None = None
) -> dict[int, PlayerRating]:
    """The ratings after ``hands`` (each a hand's lines), applied in the order given."""
    engine = RatingEngine(model=model)
    for lines in hands:
        engine.rate(lines)
    return engine.ratings()
