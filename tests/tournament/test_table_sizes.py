"""Table sizes: the documented policy, and bounds for every player count 3..1000."""

from collections import Counter

import pytest

from sheepshead_scorer.tournament import (
    MAX_TABLE,
    MIN_TABLE,
    SizePolicy,
    TournamentError,
    plan_table_sizes,
    smallest_table,
)


@pytest.mark.parametrize(
    ("players", "table_size", "policy", "expected"),
    [
        (37, 5, SizePolicy.LARGER, {5: 5, 6: 2}),
        (37, 5, SizePolicy.SMALLER, {5: 5, 4: 3}),
        (40, 5, SizePolicy.LARGER, {5: 8}),
        (9, 5, SizePolicy.LARGER, {5: 1, 4: 1}),
        (12, 5, SizePolicy.LARGER, {6: 2}),
        (12, 5, SizePolicy.SMALLER, {4: 3}),
        (7, 5, SizePolicy.LARGER, {7: 1}),
        (7, 5, SizePolicy.SMALLER, {4: 1, 3: 1}),
        (3, 5, SizePolicy.LARGER, {3: 1}),
        (10, 3, SizePolicy.LARGER, {3: 2, 4: 1}),
        (11, 3, SizePolicy.LARGER, {3: 1, 4: 2}),
        (1000, 3, SizePolicy.LARGER, {3: 332, 4: 1}),
        (18, 4, SizePolicy.LARGER, {4: 2, 5: 2}),
        (18, 4, SizePolicy.SMALLER, {4: 3, 3: 2}),
        (999, 5, SizePolicy.LARGER, {5: 195, 6: 4}),
    ],
)
def test_documented_examples(
    players: int, table_size: int, policy: SizePolicy, expected: dict[int, int]
) -> None:
    assert Counter(plan_table_sizes(players, table_size, policy)) == expected


def test_event_size_tables_come_first() -> None:
    assert plan_table_sizes(37, 5) == (5, 5, 5, 5, 5, 6, 6)
    assert plan_table_sizes(37, 5, SizePolicy.SMALLER) == (5, 5, 5, 5, 5, 4, 4, 4)


@pytest.mark.parametrize("table_size", [3, 4, 5])
@pytest.mark.parametrize("policy", list(SizePolicy))
def test_every_count_from_3_to_1000_is_within_bounds(table_size: int, policy: SizePolicy) -> None:
    for players in range(3, 1001):
        sizes = plan_table_sizes(players, table_size, policy)
        assert sum(sizes) == players
        assert all(MIN_TABLE <= size <= MAX_TABLE for size in sizes), (players, sizes)
        assert max(sizes) - min(sizes) <= 1
        if players >= 4 * table_size * table_size:
            # Enough players: every table is the event size or one off, the policy's way.
            allowed = (
                {table_size, table_size + 1}
                if policy is SizePolicy.LARGER or table_size == smallest_table(table_size)
                else {table_size - 1, table_size}
            )
            assert set(sizes) <= allowed, (players, sizes)


@pytest.mark.parametrize(
    ("players", "table_size", "field"),
    [(2, 5, "players"), (1, 2, "players"), (0, 5, "players"), (10, 1, "table_size"),
     (10, 9, "table_size")],
)
def test_bad_input_names_the_field(players: int, table_size: int, field: str) -> None:
    with pytest.raises(TournamentError) as caught:
        plan_table_sizes(players, table_size)
    assert caught.value.field == field
    assert field in str(caught.value)


def test_a_two_handed_event_seats_tables_of_two() -> None:
    """002 "Two player rules": tables of two; an odd player out makes one table of three
    (002 "Three player rules"), and no other event ever gets a table of two."""
    assert plan_table_sizes(2, 2) == (2,)
    assert plan_table_sizes(8, 2) == (2, 2, 2, 2)
    assert plan_table_sizes(7, 2) == (2, 2, 3)
    assert plan_table_sizes(3, 2) == (3,)
    for table_size in range(3, 9):
        for players in range(3, 60):
            assert min(plan_table_sizes(players, table_size)) >= 3, (players, table_size)
