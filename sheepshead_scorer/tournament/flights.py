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
place prize, and the prizes are handed out **largest first**: of every list's next unpaid
place, the one that pays its best-placed players still without a prize the most per player
is given to them (players tied in that list share the places they fill, as always; on equal
amounts the overall list goes first, then the flights in order), they are out of every other
list, and this repeats until no list pays anyone more. So nobody is ever passed over for a
prize larger than the one they hold, and a prize kept never drops below what the other list
would pay after the moves (the old "keep the larger, then repeat" passes could leave a player
3rd overall with a smaller flight prize while the 4th took a larger overall one). Session
top-score prizes are paid on top, as without flights.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from itertools import pairwise

from sheepshead_scorer.text import Text

from .errors import TournamentError
from .prizes import Payout, PayoutPlan, PrizeAward, Ranked, award_prizes, check_plan_total

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
    check_plan_total(plan, len(session_leaders), [f.share_percent for f in flights])
    award_prizes(pool_cents, ranked, PayoutPlan(()))  # checks the pool and the ranking
    everyone = frozenset(r.player_id for r in ranked if r.rank is not None)
    lists: list[tuple[str | None, frozenset[int], PayoutPlan]] = [
        (None, everyone, PayoutPlan(plan.place_percents)),
    ] + [
        (f.name, frozenset(p for p in everyone if flight_by_player.get(p) == f.name),
         f.of_pool())
        for f in flights
    ]
    paid = _largest_first(pool_cents, ranked, lists) if one_prize else [
        award_prizes(pool_cents, rerank(ranked, members), list_plan).payouts
        for _, members, list_plan in lists
    ]
    sessions = award_prizes(
        pool_cents, (), PayoutPlan((), plan.session_top_percent), session_leaders
    ).payouts
    payouts: list[Payout] = [*paid[0], *sessions]
    for (name, _, _), flight_paid in zip(lists[1:], paid[1:], strict=True):
        payouts.extend(_in_flight(p, name) for p in flight_paid)
    spent = sum(p.cents for p in payouts)
    return PrizeAward(pool_cents, tuple(payouts), pool_cents - spent)


def _largest_first(
    pool_cents: int,
    ranked: Sequence[Ranked],
    lists: Sequence[tuple[str | None, frozenset[int], PayoutPlan]],
) -> list[list[Payout]]:
    """The one-prize rule, each list's payouts. Each step looks at every list's next unpaid
    place and the best-placed group of its players who hold no prize yet (tied players
    together, sharing the places they fill as ``award_prizes`` shares them); the group paid
    the most per player (exact, before rounding; the earlier list on equal amounts) takes
    those places and holds a prize. A group paid nothing (a 0 % place) holds none: it stays
    free for the other lists. It stops when every list's places are given out or it has
    nobody left."""
    held: set[int] = set()
    filled = [0] * len(lists)
    paid: list[list[Payout]] = [[] for _ in lists]
    while True:
        best: tuple[Fraction, int, list[int]] | None = None
        for index, (_, members, list_plan) in enumerate(lists):
            places = list_plan.place_percents
            group = _next_group(ranked, members, held, paid[index])
            if filled[index] >= len(places) or not group:
                continue
            occupied = places[filled[index]:filled[index] + len(group)]
            each = Fraction(pool_cents) * sum(occupied, Fraction(0)) / 100 / len(group)
            if best is None or each > best[0]:
                best = (each, index, group)
        if best is None:
            return paid
        each, index, group = best
        cents = each.numerator // each.denominator
        paid[index].extend(
            Payout(player, cents, each, rank=filled[index] + 1, shared_by=len(group))
            for player in group
        )
        if each > 0:
            held.update(group)
        filled[index] += len(group)


def _next_group(
    ranked: Sequence[Ranked], members: frozenset[int], held: set[int],
    placed: Sequence[Payout],
) -> list[int]:
    """The best-placed ``members`` without a prize yet and not yet placed in this list:
    all those on the first such rank."""
    skip = held | {p.player_id for p in placed}
    group: list[int] = []
    rank: int | None = None
    for row in ranked:
        if row.rank is None or row.player_id not in members or row.player_id in skip:
            continue
        if group and row.rank != rank:
            break
        group.append(row.player_id)
        rank = row.rank
    return group


def _in_flight(payout: Payout, name: str | None) -> Payout:
    return Payout(
        payout.player_id, payout.cents, payout.exact_cents, rank=payout.rank,
        shared_by=payout.shared_by, flight=name,
    )
