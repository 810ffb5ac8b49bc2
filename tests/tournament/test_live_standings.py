"""Standings kept live: re-placing only the changed players gives exactly the standings a
full ranking of the same tallies gives (ranks, shared ranks, what decided each place)."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheepshead_scorer.tournament import (
    LiveStandings,
    PlayerTally,
    Tiebreak,
    TournamentError,
    rank_standings,
)

CHAINS = [
    (),
    (Tiebreak.MOST_PICKER_WINS, Tiebreak.FEWEST_HANDS_LOST, Tiebreak.BEST_ROUND),
    (Tiebreak.BEST_ROUND, Tiebreak.LOT),
]


def make(player: int, points: Fraction, wins: int, lost: int, best: Fraction | None) -> PlayerTally:
    rounds = () if best is None else (((0, 1, 1), best),)
    return PlayerTally(
        player, points, hands_played=12, picker_wins=wins, hands_lost=lost, round_points=rounds
    )


points = st.fractions(min_value=-6, max_value=6, max_denominator=3)
tallies = st.tuples(points, st.integers(0, 2), st.integers(0, 2), st.none() | points)


@settings(max_examples=150, deadline=None)
@given(
    start=st.lists(tallies, min_size=1, max_size=25),
    changes=st.lists(st.tuples(st.integers(1, 30), tallies), max_size=12),
    chain=st.sampled_from(CHAINS),
)
def test_live_updates_equal_a_full_ranking(
    start: list[tuple[Fraction, int, int, Fraction | None]],
    changes: list[tuple[int, tuple[Fraction, int, int, Fraction | None]]],
    chain: tuple[Tiebreak, ...],
) -> None:
    seed = 7 if Tiebreak.LOT in chain else None
    current = {n: make(n, *t) for n, t in enumerate(start, start=1)}
    live = LiveStandings(current.values(), tiebreaks=chain, lot_seed=seed)
    for player, values in changes:  # one hand at a time, new players included
        current[player] = make(player, *values)
        live.update([current[player]])
        assert live.standings == rank_standings(current.values(), tiebreaks=chain, lot_seed=seed)


def test_one_hand_re_places_the_players_of_that_hand_only() -> None:
    field = {n: make(n, Fraction(n % 40 - 20), n % 3, n % 4, None) for n in range(1, 1001)}
    live = LiveStandings(field.values())
    before = {row.player_id: row for row in live.standings.rows}
    moved = [make(5, Fraction(-14), 2, 1, None), make(6, Fraction(-15), 0, 3, None)]
    live.update(moved)
    for tally in moved:
        field[tally.player_id] = tally
    after = live.standings.rows
    assert after == rank_standings(field.values()).rows
    made_again = [row for row in after if row is not before[row.player_id]]
    assert {5, 6} <= {row.player_id for row in made_again}
    assert len(made_again) < 100  # a small move re-places a small stretch, not the field


def test_a_score_sheet_total_refuses_the_hand_count_tiebreaks_as_before() -> None:
    live = LiveStandings([make(1, Fraction(3), 1, 0, None), make(2, Fraction(-3), 0, 1, None)])
    sheet = PlayerTally(2, Fraction(4), hand_stats=False)
    with pytest.raises(TournamentError, match="no per-hand rows"):
        live.update([sheet])
    assert [row.player_id for row in live.standings.rows] == [1, 2]  # left as it was
