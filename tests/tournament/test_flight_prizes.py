"""Prize flights, pure: the split into A/B/C and the payouts per flight, with the one-prize
rule. Every expected figure is worked out by hand in the comment beside it."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction as F

import pytest

from sheepshead_scorer.tournament import PayoutPlan, TournamentError
from sheepshead_scorer.tournament.flights import (
    FlightBasis,
    FlightPrizes,
    FlightSplit,
    NoHistory,
    award_flight_prizes,
    equal_bounds,
    flight_of,
    split_flights,
)


@dataclass(frozen=True)
class Row:
    player_id: int
    rank: int | None


def ranked(*ranks: int) -> list[Row]:
    return [Row(player, rank) for player, rank in enumerate(ranks, start=1)]


ABC = ("A", "B", "C")


def test_an_equal_split_gives_the_first_flights_the_extra_player() -> None:
    values = {p: F(101 - p) for p in range(1, 11)}  # player 1: 100 … player 10: 91
    bounds, flights = split_flights(values, FlightSplit(FlightBasis.RATING, 3))
    # 10 players in 3 flights: 4, 3, 3; bounds are the 4th (97) and the 7th (94) value
    assert bounds == (F(97), F(94))
    assert [flights[p] for p in range(1, 11)] == list("AAAABBBCCC")


def test_players_level_on_a_bound_all_go_up() -> None:
    # 6 players, 2 a flight: the 2nd and 3rd are level on 9, so A has three and B one
    assert equal_bounds([F(10), F(9), F(9), F(8), F(7), F(6)], 3) == (F(9), F(8))
    assert [flight_of(F(v), (F(9), F(8)), ABC) for v in (10, 9, 9, 8, 7, 6)] == list("AAABCC")


def test_no_history_goes_lowest_by_default_or_highest_when_the_director_says() -> None:
    values = {1: F(1500), 2: F(1400), 3: None}
    split = FlightSplit(FlightBasis.RATING, 2)
    assert split_flights(values, split)[1] == {1: "A", 2: "B", 3: "B"}
    highest = FlightSplit(FlightBasis.RATING, 2, no_history=NoHistory.HIGHEST)
    assert split_flights(values, highest)[1] == {1: "A", 2: "B", 3: "A"}


def test_the_directors_cutoffs_decide_at_the_bound_inclusive() -> None:
    split = FlightSplit(FlightBasis.RATING, 3, cutoffs=(F(1600), F(1400)))
    values = {1: F(1600), 2: F(1599), 3: F(1400), 4: F(1399)}
    bounds, flights = split_flights(values, split)
    assert bounds == (F(1600), F(1400))
    assert flights == {1: "A", 2: "B", 3: "B", 4: "C"}


def test_a_late_player_is_placed_by_the_fixed_bounds() -> None:
    # bounds fixed at the start (97, 94): a late 95 is B, a late 99 A, a late 20 C
    assert [flight_of(F(v), (F(97), F(94)), ABC) for v in (95, 99, 20)] == ["B", "A", "C"]


def test_fewer_players_than_flights_and_nobody_with_history() -> None:
    assert equal_bounds([F(5)], 3) == (F(5), F(5))  # B's slice is empty: nobody lands in B
    assert [flight_of(F(v), (F(5), F(5)), ABC) for v in (6, 5, 3)] == ["A", "A", "C"]
    bounds, flights = split_flights({1: None, 2: None}, FlightSplit(FlightBasis.RESULTS, 3))
    assert bounds == () and flights == {1: "C", 2: "C"}


@pytest.mark.parametrize(
    "cutoffs", [(F(1400), F(1600)), (F(1500),), (F(1500), F(1500))],
)
def test_cutoffs_must_fall_and_number_one_less_than_the_flights(
    cutoffs: tuple[F, ...],
) -> None:
    with pytest.raises(TournamentError) as caught:
        FlightSplit(FlightBasis.RATING, 3, cutoffs=cutoffs)
    assert "each lower than the one before" in str(caught.value)


def test_one_to_seven_flights_are_refused() -> None:
    for count in (1, 7):
        with pytest.raises(TournamentError, match="2 to 6 flights"):
            FlightSplit(FlightBasis.RATING, count)


# Pool $1,000.00; overall 30% / 20%; flights A and B each 25% of the pool, paid 60% / 40%.
OVERALL = PayoutPlan((30, 20))
TWO = (FlightPrizes("A", 25, (60, 40)), FlightPrizes("B", 25, (60, 40)))
AB = {1: "A", 2: "A", 5: "A", 6: "A", 3: "B", 4: "B", 7: "B", 8: "B"}


def paid(award: object) -> list[tuple[str | None, int, int]]:
    return [(p.flight, p.player_id, p.cents) for p in award.payouts]  # type: ignore[attr-defined]


def test_one_prize_moves_a_flight_prize_down_to_the_next_in_the_flight() -> None:
    award = award_flight_prizes(100_000, ranked(*range(1, 9)), OVERALL, TWO, AB)
    # overall: 1st 30,000 and 2nd 20,000 to players 1 and 2 (both A); A's share 25,000 pays
    # 15,000 and 10,000, but 1 and 2 keep their larger overall prizes, so A's 1st and 2nd
    # go to players 5 and 6; B: players 3 and 4
    assert paid(award) == [
        (None, 1, 30_000), (None, 2, 20_000),
        ("A", 5, 15_000), ("A", 6, 10_000),
        ("B", 3, 15_000), ("B", 4, 10_000),
    ]
    assert award.remainder_cents == 0
    assert [str(p.reason) for p in award.payouts[2:3]] == ["flight A: place 1"]


def test_allowing_more_keeps_both_prizes() -> None:
    award = award_flight_prizes(
        100_000, ranked(*range(1, 9)), OVERALL, TWO, AB, one_prize=False,
    )
    assert award.totals() == {1: 45_000, 2: 30_000, 3: 15_000, 4: 10_000}


def test_a_player_keeps_the_larger_prize_and_the_overall_moves_down() -> None:
    flights = (FlightPrizes("A", 20, (100,)), FlightPrizes("B", 50, (100,)))
    award = award_flight_prizes(
        100_000, ranked(1, 2, 3, 4), PayoutPlan((10, 5)), flights,
        {1: "A", 2: "B", 3: "A", 4: "B"},
    )
    # player 1 would win overall 1st (10,000) and A 1st (20,000): keeps A; player 2 overall
    # 2nd (5,000) and B 1st (50,000): keeps B; overall 1st and 2nd go to players 3 and 4
    assert paid(award) == [
        (None, 3, 10_000), (None, 4, 5_000), ("A", 1, 20_000), ("B", 2, 50_000),
    ]
    assert award.remainder_cents == 15_000


def test_ties_split_inside_a_flight_and_an_unfilled_place_stays_in_the_pool() -> None:
    flights = (FlightPrizes("A", 30, (60, 40)), FlightPrizes("B", 20, (100,)))
    award = award_flight_prizes(
        10_000, ranked(1, 1, 3, 4), PayoutPlan((50,)), flights,
        {1: "A", 2: "A", 3: "A", 4: "B"},
    )
    # overall 1st 5,000 split by the tied players 1 and 2: 2,500 each; in A they would pool
    # 1,800 + 1,200 = 1,500 each (smaller), so they keep the overall and A's 1st (1,800)
    # goes to player 3; A's 2nd (1,200) has nobody left; B's 2,000 to player 4
    assert paid(award) == [
        (None, 1, 2_500), (None, 2, 2_500), ("A", 3, 1_800), ("B", 4, 2_000),
    ]
    assert award.remainder_cents == 1_200


def test_a_three_way_tie_in_a_flight_rounds_each_share_down() -> None:
    award = award_flight_prizes(
        1_001, ranked(1, 1, 1), PayoutPlan(()), (FlightPrizes("A", 50, (100,)),),
        {1: "A", 2: "A", 3: "A"},
    )
    # 50% of 1,001 = 500.5 cents, split three ways = 166.83…: 166 each, 503 left
    assert [p.cents for p in award.payouts] == [166, 166, 166]
    assert award.remainder_cents == 1_001 - 498
    assert str(award.payouts[0].reason) == "flight A: T-1: places 1-3 shared by 3"


def test_more_than_the_whole_pool_is_refused() -> None:
    with pytest.raises(TournamentError) as refused:
        award_flight_prizes(
            1_000, ranked(1), PayoutPlan((60,)), (FlightPrizes("A", 50, (100,)),), {1: "A"},
        )
    assert str(refused.value) == (
        "the overall places (60 %), session top-score prizes (0 %) and flights' shares (50 %) "
        "add up to 110 % of the pool; at most 100 % can be paid out: lower them by 10 % in all"
    )
    with pytest.raises(TournamentError, match="at most 100% of the flight's share"):
        FlightPrizes("B", 20, (70, 40))


def test_session_top_scores_are_paid_on_top_of_a_place() -> None:
    award = award_flight_prizes(
        10_000, ranked(1, 2), PayoutPlan((50,), session_top_percent=10),
        (FlightPrizes("A", 20, (100,)),), {1: "A", 2: "A"}, session_leaders=[(1,)],
    )
    # player 1: overall 5,000 and session 1's top score 1,000; A's 2,000 passes to player 2
    assert paid(award) == [(None, 1, 5_000), (None, 1, 1_000), ("A", 2, 2_000)]
