"""Prize money: the pool, place payouts, session top-scorer shares, exact tie splitting.

Money is integer cents throughout; percentages are exact (``Fraction`` or ``int``).

Rounding rule (the house rule of this program):
* The house share is ``floor(gross * house_percent / 100)``: an odd cent stays in the pool.
* Every prize is first computed exactly (a ``Fraction`` of a cent), tied players pool the
  prizes of the places they occupy and split the pool equally, then each player's share
  is rounded **down** to the cent.  Tied players therefore always get the same amount.
* The cents left over by rounding down, and any percentage the plan does not hand out,
  are the ``remainder_cents``: they go back to the house (or are carried to the next
  event, as the director announces).  Always ``sum(paid) + remainder_cents == pool``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol

from sheepshead_scorer.text import Text

from .errors import TournamentError
from .rows import exact_points


class Ranked(Protocol):
    """Anything with a player id and a competition rank (``Placement``, ``LeagueRow``).

    Rows whose rank is ``None`` (unranked league players) win no place prize.
    """

    @property
    def player_id(self) -> int: ...

    @property
    def rank(self) -> int | None: ...


def _cents(field: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise TournamentError(
            field,
            value,
            Text("whole cents, 0 or more"),
            Text("give money in cents, e.g. 2000 for $20.00"),
        )
    return value


def _percent(field: str, value: object) -> Fraction:
    percent = exact_points(field, value)
    if not 0 <= percent <= 100:
        raise TournamentError(field, value, Text("a percentage from 0 to 100"))
    return percent


@dataclass(frozen=True, slots=True)
class PrizePool:
    """Where the pool comes from: ``pool_cents = gross - house - costs + added``."""

    entries: int
    entry_fee_cents: int
    house_percent: Fraction | int = 0
    costs_cents: int = 0
    added_cents: int = 0

    def __post_init__(self) -> None:
        _cents("PrizePool.entries", self.entries)
        _cents("PrizePool.entry_fee_cents", self.entry_fee_cents)
        object.__setattr__(
            self, "house_percent", _percent("PrizePool.house_percent", self.house_percent)
        )
        _cents("PrizePool.costs_cents", self.costs_cents)
        _cents("PrizePool.added_cents", self.added_cents)
        if self.pool_cents < 0:
            raise TournamentError(
                "PrizePool.costs_cents",
                self.costs_cents,
                Text(
                    "at most {cents} (what is left after the house share, plus added money)",
                    cents=self.gross_cents - self.house_cents + self.added_cents,
                ),
                Text("lower the costs or add money to the pool"),
            )

    @property
    def gross_cents(self) -> int:
        return self.entries * self.entry_fee_cents

    @property
    def house_cents(self) -> int:
        """The house share, rounded down to the cent."""
        return math.floor(Fraction(self.gross_cents) * self.house_percent / 100)

    @property
    def pool_cents(self) -> int:
        return self.gross_cents - self.house_cents - self.costs_cents + self.added_cents


@dataclass(frozen=True, slots=True)
class PayoutPlan:
    """Percent of the pool for 1st, 2nd, ...; and for each session's top scorer(s).

    ``place_percents=(30, 15, 10, 10, 10)`` pays the top five; ``session_top_percent=5``
    pays 5% of the pool to the top scorer of every session.  Everything together must not
    exceed 100% of the pool.  Percentages are exact: ``int`` or ``Fraction`` (stored as
    ``Fraction``).
    """

    place_percents: tuple[Fraction | int, ...]
    session_top_percent: Fraction | int = 0

    def __post_init__(self) -> None:
        object.__setattr__(
            self,
            "place_percents",
            tuple(
                _percent(f"PayoutPlan.place_percents[{i}]", value)
                for i, value in enumerate(self.place_percents)
            ),
        )
        object.__setattr__(
            self,
            "session_top_percent",
            _percent("PayoutPlan.session_top_percent", self.session_top_percent),
        )

    def total_percent(self, sessions: int) -> Fraction:
        return Fraction(sum(self.place_percents, Fraction(0))) + sessions * self.session_top_percent


def _shown(percent: Fraction) -> str:
    """A percentage as a director reads it: 125, 12.5, 33.33 (shown, never computed with)."""
    if percent.denominator == 1:
        return str(percent.numerator)
    return f"{float(percent):.2f}".rstrip("0").rstrip(".")


class PrizePlanError(TournamentError):
    """A prize plan paying out more than the pool: its parts and their total, in a director's
    words ("the overall places (30 %), … add up to 125 % of the pool; at most 100 % …")."""

    def __init__(self, places: Fraction, sessions: Fraction, flights: Fraction) -> None:
        total = places + sessions + flights
        super().__init__(
            "plan", f"{_shown(total)}%",  # the value given (data, shown as it is)
            Text("at most 100% of the pool in place, session and flight prizes"),
            Text("lower some percentages or the flights' shares"),
        )
        self.total = total
        self.text = Text(
            "the overall places ({places} %), session top-score prizes ({sessions} %) and "
            "flights' shares ({flights} %) add up to {total} % of the pool; at most 100 % "
            "can be paid out: lower them by {over} % in all",
            places=_shown(places), sessions=_shown(sessions), flights=_shown(flights),
            total=_shown(total), over=_shown(total - 100),
        )
        self.args = (str(self.text),)


def check_plan_total(
    plan: PayoutPlan, sessions: int, flight_shares: Sequence[Fraction | int] = (),
) -> None:
    """The one check that a prize plan pays out at most the pool: the overall places, each
    of ``sessions`` sessions' top-score share and the flights' shares together ≤ 100 %
    (``PrizePlanError`` otherwise). Used when prizes are awarded and when a plan is saved."""
    places = Fraction(sum(plan.place_percents, Fraction(0)))
    session_part = sessions * Fraction(plan.session_top_percent)
    flights = Fraction(sum((Fraction(s) for s in flight_shares), Fraction(0)))
    if places + session_part + flights > 100:
        raise PrizePlanError(places, session_part, flights)


@dataclass(frozen=True, slots=True)
class Payout:
    """One prize to one player: ``cents`` paid, from the exact share ``exact_cents``.

    What it is for is structured: a place prize has ``rank`` (the first place the player's
    group occupies) and ``shared_by`` (how many tied players share it, 1 when alone); a
    session top-score prize has ``session`` (its number) instead; a flight's place prize
    also names its ``flight`` ("B"; ``rank`` is then the place inside the flight).
    ``reason`` words it.
    """

    player_id: int
    cents: int
    exact_cents: Fraction
    rank: int | None = None
    shared_by: int = 1
    session: int | None = None
    flight: str | None = None

    @property
    def reason(self) -> Text:
        """What the prize is for, translatable: "place 2", "T-4: places 4-5 shared by 2",
        "session 1 top score"."""
        if self.session is not None:
            return Text("session {number} top score", number=self.session)
        if self.flight is not None:
            return Text("flight {flight}: {place}", flight=self.flight, place=Payout(
                self.player_id, self.cents, self.exact_cents, self.rank, self.shared_by,
            ).reason)
        if self.shared_by == 1:
            return Text("place {rank}", rank=self.rank)
        return Text(
            "T-{rank}: places {rank}-{last} shared by {count}",
            rank=self.rank, last=(self.rank or 0) + self.shared_by - 1, count=self.shared_by,
        )


@dataclass(frozen=True, slots=True)
class PrizeAward:
    """All payouts, and the cents not paid out (back to the house or carried over)."""

    pool_cents: int
    payouts: tuple[Payout, ...]
    remainder_cents: int

    def totals(self) -> dict[int, int]:
        """Cents per player over all their prizes."""
        totals: dict[int, int] = {}
        for payout in self.payouts:
            totals[payout.player_id] = totals.get(payout.player_id, 0) + payout.cents
        return totals


def _rank_groups(ranked: Sequence[Ranked]) -> list[tuple[int, list[int]]]:
    """Players grouped by shared rank, checking competition ranking (1, 2, 2, 4, ...)."""
    groups: list[tuple[int, list[int]]] = []
    seen = 0
    for row in ranked:
        if row.rank is None:
            continue
        if groups and groups[-1][0] == row.rank:
            groups[-1][1].append(row.player_id)
        elif row.rank == seen + 1:
            groups.append((row.rank, [row.player_id]))
        else:
            raise TournamentError(
                "ranked",
                row.rank,
                Text("rank {rank} next (competition ranking, best first)", rank=seen + 1),
                Text("pass the standings rows in order"),
            )
        seen += 1
    return groups


def award_prizes(
    pool_cents: int,
    ranked: Sequence[Ranked],
    plan: PayoutPlan,
    session_leaders: Sequence[Sequence[int]] = (),
) -> PrizeAward:
    """Pay places and session top scorers out of ``pool_cents`` (see the module docstring).

    ``ranked`` are the final standings rows, best first.  ``session_leaders`` has, per
    session, the ids of the player(s) with the session's top score (several when tied:
    they split that session's share equally).
    """
    _cents("pool_cents", pool_cents)
    check_plan_total(plan, len(session_leaders))
    payouts: list[Payout] = []
    places = plan.place_percents
    for rank, players in _rank_groups(ranked):
        first_place = rank - 1
        if first_place >= len(places):
            break
        occupied = range(first_place, min(first_place + len(players), len(places)))
        pooled = sum((Fraction(pool_cents) * places[i] / 100 for i in occupied), Fraction(0))
        payouts.extend(_split(pooled, players, rank=rank, shared_by=len(players)))
    for number, leaders in enumerate(session_leaders, start=1):
        if not leaders:
            field = f"session_leaders[{number - 1}]"  # an index path, not prose
            raise TournamentError(
                field,
                leaders,
                Text("at least one player id"),
                Text("leave out sessions without a top scorer and lower the plan accordingly"),
            )
        share = Fraction(pool_cents) * plan.session_top_percent / 100
        payouts.extend(_split(share, list(leaders), session=number))
    paid = sum(payout.cents for payout in payouts)
    return PrizeAward(pool_cents, tuple(payouts), pool_cents - paid)


def _split(
    amount: Fraction,
    players: list[int],
    *,
    rank: int | None = None,
    shared_by: int = 1,
    session: int | None = None,
) -> list[Payout]:
    share = amount / len(players)
    cents = share.numerator // share.denominator
    return [
        Payout(player, cents, share, rank=rank, shared_by=shared_by, session=session)
        for player in players
    ]
