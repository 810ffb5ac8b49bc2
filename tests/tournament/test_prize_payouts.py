"""Prizes: the pool, place and session payouts, exact tie splits, nothing created or lost."""

from dataclasses import dataclass
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheepshead_scorer.tournament import (
    PayoutPlan,
    PlayerTally,
    PrizePool,
    TournamentError,
    award_prizes,
    rank_standings,
)


@dataclass(frozen=True)
class Row:
    player_id: int
    rank: int | None


def ranked(*ranks: int | None) -> list[Row]:
    return [Row(player, rank) for player, rank in enumerate(ranks, start=1)]


PLAN = PayoutPlan(place_percents=(30, 15, 10, 10, 10), session_top_percent=5)


def test_pool_from_fees_house_costs_and_added_money() -> None:
    pool = PrizePool(
        entries=37,
        entry_fee_cents=2500,
        house_percent=Fraction(15, 2),
        costs_cents=4000,
        added_cents=10000,
    )
    assert pool.gross_cents == 92500
    assert pool.house_cents == 6937  # 6937.5 rounded down: the odd half cent stays in the pool
    assert pool.pool_cents == 92500 - 6937 - 4000 + 10000


def test_costs_beyond_the_money_are_refused() -> None:
    with pytest.raises(TournamentError) as caught:
        PrizePool(entries=2, entry_fee_cents=1000, costs_cents=3000)
    assert caught.value.field == "PrizePool.costs_cents"
    assert "lower the costs" in str(caught.value)


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"entries": -1, "entry_fee_cents": 100}, "PrizePool.entries"),
        ({"entries": 1, "entry_fee_cents": 10.5}, "PrizePool.entry_fee_cents"),
        ({"entries": 1, "entry_fee_cents": 100, "house_percent": 101}, "PrizePool.house_percent"),
        ({"entries": 1, "entry_fee_cents": 100, "house_percent": 0.1}, "PrizePool.house_percent"),
    ],
)
def test_bad_pool_input_is_refused(kwargs: dict[str, object], field: str) -> None:
    with pytest.raises(TournamentError) as caught:
        PrizePool(**kwargs)  # type: ignore[arg-type]
    assert caught.value.field == field


def test_places_and_sessions_without_ties() -> None:
    award = award_prizes(100000, ranked(1, 2, 3, 4, 5, 6), PLAN, session_leaders=[[6], [1]])
    assert award.totals() == {1: 30000 + 5000, 2: 15000, 3: 10000, 4: 10000, 5: 10000, 6: 5000}
    assert award.remainder_cents == 100000 - 85000
    assert [str(p.reason) for p in award.payouts][:2] == ["place 1", "place 2"]


def test_tied_players_pool_the_places_they_occupy() -> None:
    # T-2 of three: places 2, 3, 4 = 15% + 10% + 10% = 35% of 10,001 cents, split three ways.
    award = award_prizes(10001, ranked(1, 2, 2, 2, 5, 6), PLAN)
    shares = {p.player_id: p for p in award.payouts}
    assert shares[2].exact_cents == Fraction(10001 * 35, 300)
    assert shares[2].cents == shares[3].cents == shares[4].cents == 1166
    assert shares[5].cents == 1000  # 1000.1 rounded down
    assert 6 not in shares
    assert str(shares[2].reason) == "T-2: places 2-4 shared by 3"
    assert (shares[2].rank, shares[2].shared_by, shares[2].session) == (2, 3, None)
    assert sum(p.cents for p in award.payouts) + award.remainder_cents == 10001


def test_a_tie_straddling_the_last_paid_place_shares_only_the_paid_places() -> None:
    award = award_prizes(10000, ranked(1, 2, 3, 4, 5, 5, 5), PLAN)
    totals = award.totals()
    assert totals[5] == totals[6] == totals[7] == 333  # 10% split three ways
    assert award.remainder_cents == 10000 - (3000 + 1500 + 1000 + 1000 + 3 * 333)


def test_tied_session_leaders_split_the_session_share() -> None:
    award = award_prizes(999, ranked(1, 2), PayoutPlan((), 10), session_leaders=[[1, 2]])
    assert [p.cents for p in award.payouts] == [49, 49]
    assert award.remainder_cents == 999 - 98


def test_standings_rows_work_directly() -> None:
    standings = rank_standings(
        [PlayerTally(1, Fraction(5)), PlayerTally(2, Fraction(5)), PlayerTally(3, Fraction(1))],
        tiebreaks=[],
    )
    award = award_prizes(1000, standings.rows, PayoutPlan((50, 30, 20)))
    assert award.totals() == {1: 400, 2: 400, 3: 200}


def test_unranked_rows_win_no_place() -> None:
    award = award_prizes(1000, ranked(1, None, 2), PayoutPlan((60, 40)))
    assert award.totals() == {1: 600, 3: 400}


@pytest.mark.parametrize(
    ("plan", "sessions", "field"),
    [
        (PayoutPlan((60, 40), 1), [[1]], "plan"),
        (PayoutPlan((10,), 5), [[]], "session_leaders[0]"),
    ],
)
def test_bad_awards_are_refused(plan: PayoutPlan, sessions: list[list[int]], field: str) -> None:
    with pytest.raises(TournamentError) as caught:
        award_prizes(1000, ranked(1, 2), plan, session_leaders=sessions)
    assert caught.value.field == field


def test_out_of_order_ranks_are_refused() -> None:
    with pytest.raises(TournamentError) as caught:
        award_prizes(1000, ranked(1, 3), PLAN)
    assert caught.value.field == "ranked"


@st.composite
def competition_ranks(draw: st.DrawFn) -> list[int]:
    sizes = draw(st.lists(st.integers(1, 4), min_size=1, max_size=12))
    ranks: list[int] = []
    for size in sizes:
        ranks.extend([len(ranks) + 1] * size)
    return ranks


@settings(max_examples=200, deadline=None)
@given(
    pool=st.integers(0, 10**7),
    ranks=competition_ranks(),
    places=st.lists(st.integers(0, 10), max_size=8),
    session_percent=st.integers(0, 3),
    sessions=st.lists(st.lists(st.integers(1, 40), min_size=1, max_size=3), max_size=4),
)
def test_nothing_is_created_or_lost_and_ties_share_exactly(
    pool: int, ranks: list[int], places: list[int], session_percent: int, sessions: list[list[int]]
) -> None:
    plan = PayoutPlan(tuple(Fraction(p) for p in places), Fraction(session_percent))
    award = award_prizes(pool, ranked(*ranks), plan, session_leaders=sessions)
    paid = sum(p.cents for p in award.payouts)
    assert paid + award.remainder_cents == pool
    assert award.remainder_cents >= 0
    assert all(p.cents >= 0 and p.cents <= p.exact_cents < p.cents + 1 for p in award.payouts)
    # Exact shares add up to the exact percentages handed out.
    exact = sum((p.exact_cents for p in award.payouts), Fraction(0))
    places_paid = min(len(places), len(ranks))
    expected = Fraction(pool) * (sum(places[:places_paid]) + session_percent * len(sessions)) / 100
    assert exact == expected
    # Rounding down never leaves more than one cent per payout behind.
    assert pool - paid - (pool - expected) < len(award.payouts) + 1
    # Tied players get the same place prize.
    place_cents: dict[int, set[int]] = {}
    for payout in award.payouts:
        if payout.session is None:
            place_cents.setdefault(ranks[payout.player_id - 1], set()).add(payout.cents)
    assert all(len(amounts) == 1 for amounts in place_cents.values())
