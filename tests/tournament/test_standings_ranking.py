"""Standings: ordering by points, the tiebreak chain, shared ranks and the lot."""

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheepshead_scorer.tournament import (
    PlayerTally,
    Tiebreak,
    TournamentError,
    rank_standings,
    tally_round_totals,
    top_scorers,
)
from sheepshead_scorer.tournament.rows import RoundTotalRow


def tally(
    player: int,
    points: Fraction | int,
    *,
    picker_wins: int = 0,
    lost: int = 0,
    best: Fraction | int | None = None,
) -> PlayerTally:
    rounds = () if best is None else (((0, 1, 1), Fraction(best)),)
    return PlayerTally(
        player,
        Fraction(points),
        hands_played=10,
        picker_wins=picker_wins,
        hands_lost=lost,
        round_points=rounds,
    )


def labels(tallies: list[PlayerTally], **kwargs: object) -> list[tuple[str, int]]:
    standings = rank_standings(tallies, **kwargs)  # type: ignore[arg-type]
    return [(row.label, row.player_id) for row in standings.rows]


def test_most_points_first() -> None:
    assert labels([tally(1, 3), tally(2, Fraction(7, 2)), tally(3, -1)]) == [
        ("1", 2),
        ("2", 1),
        ("3", 3),
    ]


@pytest.mark.parametrize(
    ("tallies", "expected", "decided_by"),
    [
        (
            [tally(1, 5, picker_wins=2), tally(2, 5, picker_wins=3)],
            [("1", 2), ("2", 1)],
            Tiebreak.MOST_PICKER_WINS,
        ),
        (
            [tally(1, 5, picker_wins=2, lost=4), tally(2, 5, picker_wins=2, lost=3)],
            [("1", 2), ("2", 1)],
            Tiebreak.FEWEST_HANDS_LOST,
        ),
        (
            [tally(1, 5, best=9), tally(2, 5, best=Fraction(19, 2))],
            [("1", 2), ("2", 1)],
            Tiebreak.BEST_ROUND,
        ),
    ],
)
def test_each_default_tiebreak_decides(
    tallies: list[PlayerTally], expected: list[tuple[str, int]], decided_by: Tiebreak
) -> None:
    standings = rank_standings(tallies)
    assert [(row.label, row.player_id) for row in standings.rows] == expected
    assert standings.rows[1].decided_by is decided_by
    assert standings.rows[0].decided_by is None


def test_players_level_after_the_chain_share_a_rank() -> None:
    tallies = [tally(1, 9), tally(2, 5, best=3), tally(3, 5, best=3), tally(4, 1)]
    assert labels(tallies) == [("1", 1), ("T-2", 2), ("T-2", 3), ("4", 4)]


def test_chain_order_is_the_directors_choice() -> None:
    tallies = [tally(1, 5, picker_wins=3, lost=5), tally(2, 5, picker_wins=1, lost=1)]
    default = labels(tallies)
    lost_first = labels(tallies, tiebreaks=[Tiebreak.FEWEST_HANDS_LOST])
    assert default[0][1] == 1
    assert lost_first[0][1] == 2
    assert labels(tallies, tiebreaks=[]) == [("T-1", 1), ("T-1", 2)]


def test_lot_is_reproducible_and_leaves_no_shared_ranks() -> None:
    tallies = [tally(p, 5) for p in range(1, 9)]
    first = labels(tallies, tiebreaks=[Tiebreak.LOT], lot_seed=42)
    assert first == labels(tallies, tiebreaks=[Tiebreak.LOT], lot_seed=42)
    assert [label for label, _ in first] == [str(n) for n in range(1, 9)]
    others = {tuple(labels(tallies, tiebreaks=[Tiebreak.LOT], lot_seed=s)) for s in range(5)}
    assert len(others) > 1
    standings = rank_standings(tallies, tiebreaks=[Tiebreak.LOT], lot_seed=42)
    assert standings.lot_seed == 42
    assert all(row.decided_by is Tiebreak.LOT for row in standings.rows[1:])


@pytest.mark.parametrize(
    ("chain", "seed", "field"),
    [
        ([Tiebreak.LOT], None, "lot_seed"),
        ([Tiebreak.LOT, Tiebreak.BEST_ROUND], 1, "tiebreaks"),
        ([Tiebreak.BEST_ROUND, Tiebreak.BEST_ROUND], None, "tiebreaks"),
        (["coin_flip"], None, "tiebreaks"),
    ],
)
def test_bad_chains_are_refused(chain: list[Tiebreak], seed: int | None, field: str) -> None:
    with pytest.raises(TournamentError) as caught:
        rank_standings([tally(1, 1)], tiebreaks=chain, lot_seed=seed)
    assert caught.value.field == field


def test_totals_only_events_refuse_hand_tiebreaks_but_rank_by_best_round() -> None:
    tallies = tally_round_totals(
        [
            RoundTotalRow(1, 1, 1, Fraction(10)),
            RoundTotalRow(1, 1, 2, Fraction(2)),
            RoundTotalRow(2, 1, 1, Fraction(6)),
            RoundTotalRow(2, 1, 2, Fraction(6)),
        ]
    ).values()
    with pytest.raises(TournamentError) as caught:
        rank_standings(tallies)
    assert "score-sheet" in str(caught.value)
    standings = rank_standings(tallies, tiebreaks=[Tiebreak.BEST_ROUND])
    assert standings.ranked_ids() == (1, 2)
    assert standings.rows[1].decided_by is Tiebreak.BEST_ROUND


def test_player_without_a_round_ranks_below_on_best_round() -> None:
    tallies = [tally(1, 0), tally(2, 0, best=-5)]
    assert labels(tallies, tiebreaks=[Tiebreak.BEST_ROUND])[0][1] == 2


def test_row_for_finds_a_player_and_refuses_a_stranger() -> None:
    standings = rank_standings([tally(1, 3), tally(2, 4)])
    assert standings.row_for(1).rank == 2
    with pytest.raises(TournamentError):
        standings.row_for(3)


tallies_strategy = st.lists(
    st.builds(
        tally,
        player=st.integers(1, 10**6),
        points=st.fractions(min_value=-50, max_value=50, max_denominator=6),
        picker_wins=st.integers(0, 3),
        lost=st.integers(0, 3),
        best=st.none() | st.integers(-5, 5),
    ),
    max_size=40,
    unique_by=lambda t: t.player_id,
)


@settings(max_examples=120, deadline=None)
@given(tallies=tallies_strategy, with_lot=st.booleans())
def test_ranks_are_consistent_with_totals(tallies: list[PlayerTally], with_lot: bool) -> None:
    chain = [Tiebreak.MOST_PICKER_WINS, Tiebreak.FEWEST_HANDS_LOST, Tiebreak.BEST_ROUND]
    if with_lot:
        chain.append(Tiebreak.LOT)
    rows = rank_standings(tallies, tiebreaks=chain, lot_seed=7).rows
    assert sorted(row.player_id for row in rows) == sorted(t.player_id for t in tallies)
    for index, (upper, lower) in enumerate(itertools.pairwise(rows), start=1):
        assert upper.points >= lower.points
        assert upper.rank <= lower.rank
        if upper.points > lower.points:
            assert lower.rank == index + 1
        if lower.rank == upper.rank:
            assert upper.tied and lower.tied and upper.points == lower.points
    if rows:
        assert rows[0].rank == 1
    if with_lot:
        assert [row.rank for row in rows] == list(range(1, len(rows) + 1))
    for position, row in enumerate(rows, start=1):
        assert row.rank == 1 + sum(1 for other in rows if other.rank < row.rank)
        assert row.rank <= position


def test_duplicate_tallies_are_refused() -> None:
    with pytest.raises(TournamentError) as caught:
        rank_standings([tally(1, 1), tally(1, 2)])
    assert caught.value.field == "tallies"


@pytest.mark.parametrize(
    ("points", "expected"),
    [([], ()), ([3, 5, 1], (2,)), ([5, 5, 1], (1, 2)), ([Fraction(1, 2), Fraction(1, 3)], (1,))],
)
def test_top_scorers_go_by_points_and_keep_ties(
    points: list[Fraction | int], expected: tuple[int, ...]
) -> None:
    tallies = [tally(player, p) for player, p in enumerate(points, start=1)]
    assert top_scorers(tallies) == expected
