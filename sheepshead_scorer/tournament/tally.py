"""``PlayerTally``: one player's running totals, kept incrementally by the services.

A refresh after one new hand is ``tallies[p] = tallies[p].add_hand(row)`` for the hand's
players, then ``rank_standings(tallies.values())``: nothing is rescanned.  A corrected
hand is ``remove_hand(old_row)`` then ``add_hand(new_row)``.  Session, event and season
standings are the same tallies at different scopes: keep one dict per scope, or build
them with ``tally_hands`` and combine with ``merge_tallies``.

Counting rules:
* ``hands_played``: hands the player was dealt into and played: picker, partner, defender
  and leaster rows. Sitter rows (the player sat out) and ``other`` rows (a misdeal, an
  all-pass redeal, a penalty) are not hands played, though their points still count.
* ``hands_won`` / ``hands_lost``: hands played where the player's points were above /
  below zero.
* ``picker_wins``: picker rows with ``picker_side_won``; ``partner_wins`` likewise.
* ``schneiders``: hands the player's side won with tier schneider or schwarz.
* ``games_won``: Sheep Head games the player's team won (rows with ``game_won``; 000
  "whichever team reaches the number wins"); a Sheep Head row's role is ``team``, a hand
  played.
* ``round_points``: points per round, keyed ``(event, session, round)``; ``best_round``
  is the highest of them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from operator import add, attrgetter

from sheepshead_scorer.text import Text

from .errors import TournamentError
from .rows import HandResultRow, Role, RoundTotalRow, Tier

RoundKey = tuple[int, int, int]
"""``(event, session, round)``."""

_BIG_WIN = frozenset({Tier.SCHNEIDER, Tier.SCHWARZ})
_ZERO = Fraction(0)
_NUMERATOR = attrgetter("numerator")


@dataclass(frozen=True, slots=True)
class PlayerTally:
    """Running totals of one player over some scope (a session, an event, a season).

    ``hand_stats`` is False when some of the totals came from score-sheet round totals
    only: then the hand counts are incomplete and the standings refuse tiebreaks that
    need them.
    """

    player_id: int
    points: Fraction = _ZERO
    hands_played: int = 0
    sat_out: int = 0
    picks: int = 0
    picker_wins: int = 0
    partner_hands: int = 0
    partner_wins: int = 0
    leasters_won: int = 0
    schneiders: int = 0
    hands_won: int = 0
    hands_lost: int = 0
    games_won: int = 0
    round_points: tuple[tuple[RoundKey, Fraction], ...] = ()
    hand_stats: bool = True
    best_round: Fraction | None = field(init=False, default=None)
    """The player's highest round total, ``None`` before any round (kept on every update)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "best_round", _highest(self.round_points))

    @property
    def average_per_hand(self) -> Fraction | None:
        """Points per hand played, exact; ``None`` without hand stats or hands."""
        if not self.hand_stats or self.hands_played == 0:
            return None
        return self.points / self.hands_played

    @property
    def rounds_played(self) -> int:
        return len(self.round_points)

    @property
    def has_results(self) -> bool:
        """Whether anything was scored for the player: False for the empty tally a player
        seated at a table that has not played yet has (shown at 0 in the event and session
        standings; not yet at the night for a league table or statistics)."""
        return bool(
            self.points or self.hands_played or self.sat_out or self.round_points
            or not self.hand_stats
        )

    def add_hand(self, row: HandResultRow) -> PlayerTally:
        """These totals with one more hand row of this player."""
        return self._apply_hand(row, 1)

    def remove_hand(self, row: HandResultRow) -> PlayerTally:
        """These totals without a hand row added before (for a corrected or deleted hand)."""
        return self._apply_hand(row, -1)

    def add_round_total(self, row: RoundTotalRow) -> PlayerTally:
        """These totals with a score-sheet round total (no per-hand stats from then on)."""
        self._check_player(row.player_id)
        return replace(
            self,
            points=self.points + row.points,
            round_points=_bump(self.round_points, (row.event, row.session, row.round), row.points),
            hand_stats=False,
        )

    def remove_round_total(self, row: RoundTotalRow) -> PlayerTally:
        """These totals without a round total added before."""
        self._check_player(row.player_id)
        return replace(
            self,
            points=self.points - row.points,
            round_points=_bump(self.round_points, (row.event, row.session, row.round), -row.points),
        )

    def merge(self, other: PlayerTally) -> PlayerTally:
        """The sum of two tallies of the same player (e.g. two events of a season)."""
        self._check_player(other.player_id)
        rounds = self.round_points
        for key, points in other.round_points:
            rounds = _bump(rounds, key, points)
        return PlayerTally(
            player_id=self.player_id,
            points=self.points + other.points,
            hands_played=self.hands_played + other.hands_played,
            sat_out=self.sat_out + other.sat_out,
            picks=self.picks + other.picks,
            picker_wins=self.picker_wins + other.picker_wins,
            partner_hands=self.partner_hands + other.partner_hands,
            partner_wins=self.partner_wins + other.partner_wins,
            leasters_won=self.leasters_won + other.leasters_won,
            schneiders=self.schneiders + other.schneiders,
            hands_won=self.hands_won + other.hands_won,
            hands_lost=self.hands_lost + other.hands_lost,
            games_won=self.games_won + other.games_won,
            round_points=rounds,
            hand_stats=self.hand_stats and other.hand_stats,
        )

    def _check_player(self, player_id: int) -> None:
        if player_id != self.player_id:
            raise TournamentError(
                "player_id",
                player_id,
                Text("rows of player {player} only", player=self.player_id),
                Text("add each row to its own player's tally"),
            )

    def _apply_hand(self, row: HandResultRow, sign: int) -> PlayerTally:
        self._check_player(row.player_id)
        counts = _hand_counts(row)
        return PlayerTally(
            player_id=self.player_id,
            points=self.points + sign * row.points,
            hands_played=self.hands_played + sign * counts[0],
            sat_out=self.sat_out + sign * counts[1],
            picks=self.picks + sign * counts[2],
            picker_wins=self.picker_wins + sign * counts[3],
            partner_hands=self.partner_hands + sign * counts[4],
            partner_wins=self.partner_wins + sign * counts[5],
            leasters_won=self.leasters_won + sign * counts[6],
            schneiders=self.schneiders + sign * counts[7],
            hands_won=self.hands_won + sign * counts[8],
            hands_lost=self.hands_lost + sign * counts[9],
            games_won=self.games_won + sign * counts[10],
            round_points=_bump(
                self.round_points, (row.event, row.session, row.round), sign * row.points
            ),
            hand_stats=self.hand_stats,
        )


_Counts = tuple[int, int, int, int, int, int, int, int, int, int, int]
_COUNTS_BY_KIND: dict[tuple[Role, bool | None, Tier | None, bool, int, bool], _Counts] = {}


PLAYED_ROLES = frozenset({Role.PICKER, Role.PARTNER, Role.DEFENDER, Role.LEASTER, Role.TEAM})
"""The roles of a hand played (``hands_played``): the one definition of "Hands" that the
standings, the Rounds sheet and the screens all count by (``team``: a Sheep Head hand)."""


def _hand_counts(row: HandResultRow) -> _Counts:
    """(played, sat out, picks, picker wins, partner hands, partner wins, leasters won,
    schneiders, won, lost, games won) of one row; memoised per kind of row (there are few
    kinds)."""
    numerator = row.points.numerator
    kind = (
        row.role,
        row.picker_side_won,
        row.tier,
        row.leaster_won,
        (numerator > 0) - (numerator < 0),
        row.game_won,
    )
    counts = _COUNTS_BY_KIND.get(kind)
    if counts is None:
        counts = _COUNTS_BY_KIND[kind] = _count_kind(row)
    return counts


def _count_kind(row: HandResultRow) -> _Counts:
    role = row.role
    side_won = row.picker_side_won
    on_picker_side = role is Role.PICKER or role is Role.PARTNER
    won_side = (on_picker_side and side_won is True) or (
        role is Role.DEFENDER and side_won is False
    )
    played = role in PLAYED_ROLES
    return (
        int(played),
        int(role is Role.SITTER),
        int(role is Role.PICKER),
        int(role is Role.PICKER and side_won is True),
        int(role is Role.PARTNER),
        int(role is Role.PARTNER and side_won is True),
        int(role is Role.LEASTER and row.leaster_won),
        int(won_side and row.tier in _BIG_WIN),
        int(played and row.points.numerator > 0),
        int(played and row.points.numerator < 0),
        int(row.game_won),
    )


def _bump(
    rounds: tuple[tuple[RoundKey, Fraction], ...], key: RoundKey, points: Fraction
) -> tuple[tuple[RoundKey, Fraction], ...]:
    """``rounds`` with ``points`` added to round ``key`` (appended if new)."""
    for index, (existing, total) in enumerate(rounds):
        if existing == key:
            return (*rounds[:index], (key, total + points), *rounds[index + 1 :])
    return (*rounds, (key, points))


def tally_hands(rows: Iterable[HandResultRow]) -> dict[int, PlayerTally]:
    """Tallies of every player in ``rows`` (a full rescan: use for loading, not per hand).

    Points are summed exactly as whole numerators per denominator (much faster than
    adding Fractions one by one) and turned into Fractions once per player and round.
    """
    sums: dict[int, list[int]] = {}
    points: dict[int, dict[int, int]] = {}
    rounds: dict[int, dict[tuple[RoundKey, int], int]] = {}
    for row in rows:
        player = row.player_id
        counts = _hand_counts(row)
        numerator, denominator = row.points.numerator, row.points.denominator
        key = ((row.event, row.session, row.round), denominator)
        total = sums.get(player)
        if total is None:
            sums[player] = list(counts)
            points[player] = {denominator: numerator}
            rounds[player] = {key: numerator}
            continue
        sums[player] = list(map(add, total, counts))
        by_denominator = points[player]
        by_denominator[denominator] = by_denominator.get(denominator, 0) + numerator
        per_round = rounds[player]
        per_round[key] = per_round.get(key, 0) + numerator
    return {
        player: _from_counts(player, _exact(points[player]), sums[player], _rounds(rounds[player]))
        for player in sums
    }


def _exact(by_denominator: Mapping[int, int]) -> Fraction:
    return sum(
        (Fraction(numerator, denominator) for denominator, numerator in by_denominator.items()),
        _ZERO,
    )


def _rounds(per_round: Mapping[tuple[RoundKey, int], int]) -> dict[RoundKey, Fraction]:
    totals: dict[RoundKey, Fraction] = {}
    for (key, denominator), numerator in per_round.items():
        totals[key] = totals.get(key, _ZERO) + Fraction(numerator, denominator)
    return totals


def _from_counts(
    player: int, points: Fraction, counts: list[int], rounds: dict[RoundKey, Fraction]
) -> PlayerTally:
    (played, sat_out, picks, picker_wins, partner_hands, partner_wins, leasters, big, won, lost,
     games) = counts
    return PlayerTally(
        player_id=player,
        points=points,
        hands_played=played,
        sat_out=sat_out,
        picks=picks,
        picker_wins=picker_wins,
        partner_hands=partner_hands,
        partner_wins=partner_wins,
        leasters_won=leasters,
        schneiders=big,
        hands_won=won,
        hands_lost=lost,
        games_won=games,
        round_points=tuple(rounds.items()),
    )


def tally_round_totals(rows: Iterable[RoundTotalRow]) -> dict[int, PlayerTally]:
    """Tallies from score-sheet round totals (``hand_stats`` False: no hand counts)."""
    points: dict[int, Fraction] = {}
    rounds: dict[int, dict[RoundKey, Fraction]] = {}
    for row in rows:
        player = row.player_id
        points[player] = points.get(player, _ZERO) + row.points
        per_round = rounds.setdefault(player, {})
        key = (row.event, row.session, row.round)
        per_round[key] = per_round.get(key, _ZERO) + row.points
    return {
        player: PlayerTally(
            player, points[player], round_points=tuple(rounds[player].items()), hand_stats=False
        )
        for player in points
    }


def merge_tallies(*scopes: Mapping[int, PlayerTally]) -> dict[int, PlayerTally]:
    """Combine tallies of several scopes (sessions into an event, events into a season)."""
    merged: dict[int, PlayerTally] = {}
    for scope in scopes:
        for player, tally in scope.items():
            earlier = merged.get(player)
            merged[player] = tally if earlier is None else earlier.merge(tally)
    return merged


def _highest(round_points: tuple[tuple[RoundKey, Fraction], ...]) -> Fraction | None:
    """The highest round total. Totals over one denominator (all whole, as most are) compare
    as their numerators do: an int comparison instead of ``Fraction``'s, which made reading
    1,000 players' standings a fifth slower."""
    if not round_points:
        return None
    if len(round_points) == 1:
        return round_points[0][1]
    denominator = round_points[0][1].denominator
    if all(points.denominator == denominator for _, points in round_points):
        return max((points for _, points in round_points), key=_NUMERATOR)
    return max(points for _, points in round_points)
