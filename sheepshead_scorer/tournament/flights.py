"""Prize flights: players split into flights A, B, C … by a number that orders them (a rating,
or game points per hand in earlier events), each flight paid its own places.

Splitting (``FlightSplit``):
* ``values`` are each player's number, higher is stronger; ``None`` is a player with no
  history (no rating yet, or fewer hands than the split asks for).
* **Equal** split: the players with a value, strongest first, are cut into ``count`` slices
  as equal as possible (the first slices take the extra player: 10 players in 3 flights are
  4, 3, 3). The value of a slice's last player is its flight's **bound**. **Cutoffs**: the
  director gives the bounds (e.g. rating 1600 and 1400 for A / B / C).
* A player goes to the first flight whose bound is at most their value, else the last
  flight; so players level on a bound all go up (a flight may get more than its slice).
* A player with no history goes to the lowest flight, or the highest if the director says
  so (``NoHistory``). When nobody had a value at the start the bounds are empty and every
  player is in that flight.
* The bounds are fixed when the event starts: a player who arrives later is put in by the
  same bounds (``flight_of``), so nobody already placed moves.

Paying (``award_flight_prizes``): the overall places (``PayoutPlan``) rank everyone; each
flight has a share of the pool (percent) and its places (percent of that share), paid over
the event ranking of the flight's players (ranks renumbered inside the flight, ties kept
and split as ``award_prizes`` splits them). With ``one_prize`` a player wins at most one
place prize: someone who would win in two lists keeps the **larger** (the overall one when
equal) and is left out of the other, where the next player moves up; this repeats until no
player is in two lists. Session top-score prizes are paid on top, as without flights.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from itertools import pairwise

from sheepshead_scorer.text import Text

from .errors import TournamentError
from .prizes import Payout, PayoutPlan, PrizeAward, Ranked, award_prizes

#: At most this many flights (A … F).
MAX_FLIGHTS = 6


class FlightBasis(StrEnum):
    """What orders the players: their rating before the event, or their earlier results."""

    RATING = "rating"
    RESULTS = "results"


class NoHistory(StrEnum):
    """Where a player with no history goes."""

    LOWEST = "lowest"
    HIGHEST = "highest"


def flight_names(count: int) -> tuple[str, ...]:
    """``("A", "B", "C")`` for 3."""
    return tuple(chr(ord("A") + i) for i in range(count))


def _count(count: object) -> int:
    if isinstance(count, bool) or not isinstance(count, int) or not 2 <= count <= MAX_FLIGHTS:
        raise TournamentError(
            "flights", count, Text("2 to {most} flights", most=MAX_FLIGHTS),
        )
    return count


@dataclass(frozen=True, slots=True)
class FlightSplit:
    """How players are split: ``count`` flights, by ``basis``; ``cutoffs`` (``count - 1``
    values, strictly falling) or ``None`` for an equal split; players with fewer than
    ``min_hands`` hands before the event have no history and go where ``no_history`` says."""

    basis: FlightBasis
    count: int
    cutoffs: tuple[Fraction, ...] | None = None
    no_history: NoHistory = NoHistory.LOWEST
    min_hands: int = 1

    def __post_init__(self) -> None:
        _count(self.count)
        object.__setattr__(self, "basis", FlightBasis(self.basis))
        object.__setattr__(self, "no_history", NoHistory(self.no_history))
        if isinstance(self.min_hands, bool) or not isinstance(self.min_hands, int) or (
            self.min_hands < 0
        ):
            raise TournamentError("min_hands", self.min_hands, Text("a whole number, 0 or more"))
        if self.cutoffs is not None:
            _check_bounds(self.cutoffs, self.count)

    @property
    def names(self) -> tuple[str, ...]:
        return flight_names(self.count)


def _check_bounds(bounds: Sequence[Fraction], count: int) -> None:
    if len(bounds) != count - 1 or any(
        not isinstance(b, Fraction) for b in bounds
    ) or any(low >= high for high, low in pairwise(bounds)):
        given = ", ".join(str(b) for b in bounds)  # the values given, not prose
        raise TournamentError(
            "cutoffs", given,
            Text("{count} cutoffs, each lower than the one before", count=count - 1),
            Text("give one cutoff between each two flights, the highest first"),
        )


def equal_bounds(values: Sequence[Fraction], count: int) -> tuple[Fraction, ...]:
    """The bounds of an equal split of ``values`` into ``count`` flights (see the module
    docstring); ``()`` when there are no values. A slice left empty (fewer players than
    flights) repeats the bound before it, so nobody lands in it."""
    _count(count)
    ordered = sorted(values, reverse=True)
    if not ordered:
        return ()
    base, extra = divmod(len(ordered), count)
    bounds: list[Fraction] = []
    end = 0
    for index in range(count - 1):
        size = base + (1 if index < extra else 0)
        end += size
        bounds.append(ordered[end - 1] if size else bounds[-1] if bounds else ordered[0])
    return tuple(bounds)


def flight_of(
    value: Fraction | None, bounds: Sequence[Fraction], names: Sequence[str],
    no_history: NoHistory = NoHistory.LOWEST,
) -> str:
    """The flight of a player with ``value`` (``None``: no history) under fixed ``bounds``."""
    if value is None or not bounds:
        return names[0] if no_history == NoHistory.HIGHEST else names[-1]
    for name, bound in zip(names, bounds, strict=False):
        if value >= bound:
            return name
    return names[-1]


def split_flights(
    values: Mapping[int, Fraction | None], split: FlightSplit,
) -> tuple[tuple[Fraction, ...], dict[int, str]]:
    """The bounds (the director's cutoffs, or an equal split of the known values) and each
    player's flight."""
    known = [v for v in values.values() if v is not None]
    bounds = split.cutoffs if split.cutoffs is not None else equal_bounds(known, split.count)
    names = split.names
    return bounds, {
        player: flight_of(value, bounds, names, split.no_history)
        for player, value in values.items()
    }


@dataclass(frozen=True, slots=True)
class FlightPrizes:
    """One flight's prizes: ``share_percent`` of the pool, paid as ``place_percents`` of
    that share for the flight's 1st, 2nd, …"""

    name: str
    share_percent: Fraction | int
    place_percents: tuple[Fraction | int, ...]

    def __post_init__(self) -> None:
        plan = PayoutPlan((self.share_percent, *self.place_percents))  # checks 0..100
        object.__setattr__(self, "share_percent", plan.place_percents[0])
        object.__setattr__(self, "place_percents", plan.place_percents[1:])
        total = sum(self.place_percents, Fraction(0))
        if total > 100:
            given = f"{total}%"  # the value given
            field = f"FlightPrizes[{self.name}].place_percents"  # a field path, not prose
            raise TournamentError(
                field, given,
                Text("at most 100% of the flight's share"), Text("lower some percentages"),
            )

    def of_pool(self) -> PayoutPlan:
        """The places as percent of the whole pool (exact)."""
        share = Fraction(self.share_percent)
        return PayoutPlan(tuple(share * Fraction(p) / 100 for p in self.place_percents))


@dataclass(frozen=True, slots=True)
class _Placed:
    player_id: int
    rank: int | None


def rerank(ranked: Sequence[Ranked], keep: set[int] | frozenset[int]) -> list[_Placed]:
    """The rows of ``ranked`` whose player is in ``keep``, competition ranks renumbered
    among them (players tied in ``ranked`` stay tied)."""
    rows: list[_Placed] = []
    last_rank: int | None = None
    for position, row in enumerate(
        (r for r in ranked if r.rank is not None and r.player_id in keep), start=1
    ):
        if rows and row.rank == last_rank:
            rows.append(_Placed(row.player_id, rows[-1].rank))
        else:
            rows.append(_Placed(row.player_id, position))
        last_rank = row.rank
    return rows


def award_flight_prizes(
    pool_cents: int,
    ranked: Sequence[Ranked],
    plan: PayoutPlan,
    flights: Sequence[FlightPrizes],
    flight_by_player: Mapping[int, str],
    session_leaders: Sequence[Sequence[int]] = (),
    *,
    one_prize: bool = True,
) -> PrizeAward:
    """The overall places and sessions (``plan``) and each flight's places out of
    ``pool_cents``; payouts overall first, then sessions, then flight by flight
    (``Payout.flight`` names it). See the module docstring for the one-prize rule."""
    total = plan.total_percent(len(session_leaders)) + sum(
        (Fraction(f.share_percent) for f in flights), Fraction(0)
    )
    if total > 100:
        given = f"{total}%"  # the value given
        raise TournamentError(
            "plan", given,
            Text("at most 100% of the pool in place, session and flight prizes"),
            Text("lower some percentages or the flights' shares"),
        )
    everyone = frozenset(r.player_id for r in ranked if r.rank is not None)
    lists: list[tuple[str | None, frozenset[int], PayoutPlan]] = [
        (None, everyone, PayoutPlan(plan.place_percents)),
    ] + [
        (f.name, frozenset(p for p in everyone if flight_by_player.get(p) == f.name),
         f.of_pool())
        for f in flights
    ]
    left_out: list[set[int]] = [set() for _ in lists]
    while True:
        paid = [
            award_prizes(pool_cents, rerank(ranked, set(members) - out), list_plan).payouts
            for (_, members, list_plan), out in zip(lists, left_out, strict=True)
        ]
        if not one_prize:
            break
        won: dict[int, list[tuple[Fraction, int]]] = {}
        for index, list_paid in enumerate(paid):
            for payout in list_paid:
                if payout.exact_cents > 0:
                    won.setdefault(payout.player_id, []).append((payout.exact_cents, index))
        clashes = {p: w for p, w in won.items() if len(w) > 1}
        if not clashes:
            break
        for player, wins in clashes.items():
            keep = max(wins, key=lambda w: (w[0], -w[1]))[1]
            for _, index in wins:
                if index != keep:
                    left_out[index].add(player)
    sessions = award_prizes(
        pool_cents, (), PayoutPlan((), plan.session_top_percent), session_leaders
    ).payouts
    payouts: list[Payout] = [*paid[0], *sessions]
    for (name, _, _), flight_paid in zip(lists[1:], paid[1:], strict=True):
        payouts.extend(_in_flight(p, name) for p in flight_paid)
    spent = sum(p.cents for p in payouts)
    return PrizeAward(pool_cents, tuple(payouts), pool_cents - spent)


def _in_flight(payout: Payout, name: str | None) -> Payout:
    return Payout(
        payout.player_id, payout.cents, payout.exact_cents, rank=payout.rank,
        shared_by=payout.shared_by, flight=name,
    )
