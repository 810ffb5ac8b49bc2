"""Seating draws: every player once, reproducible, fixed seats, swaps, repeat avoidance."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheepshead_scorer.tournament import (
    DrawMethod,
    FixedSeat,
    Seating,
    SizePolicy,
    Table,
    TournamentError,
    count_repeat_pairs,
    draw_avoiding_repeats,
    draw_by_standings,
    draw_random,
    plan_table_sizes,
    seating_from_positions,
    swap_players,
)


def _check_seating(seating: Seating, players: list[int], table_size: int) -> None:
    seated = list(seating.players())
    assert Counter(seated) == Counter(players)
    assert [table.number for table in seating.tables] == list(range(1, len(seating.tables) + 1))
    assert tuple(len(t.players) for t in seating.tables) == plan_table_sizes(
        len(players), table_size
    )


@settings(max_examples=60, deadline=None)
@given(
    count=st.integers(min_value=3, max_value=250),
    table_size=st.sampled_from([3, 4, 5]),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_random_draw_seats_everyone_once(count: int, table_size: int, seed: int) -> None:
    players = list(range(100, 100 + count))
    seating = draw_random(players, seed=seed, table_size=table_size)
    _check_seating(seating, players, table_size)
    assert seating.seed == seed
    assert seating.method is DrawMethod.RANDOM
    assert draw_random(players, seed=seed, table_size=table_size) == seating


@settings(max_examples=25, deadline=None)
@given(
    count=st.integers(min_value=3, max_value=120),
    rounds=st.integers(min_value=1, max_value=4),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_avoiding_draw_seats_everyone_once_and_is_reproducible(
    count: int, rounds: int, seed: int
) -> None:
    players = list(range(1, count + 1))
    previous = [draw_random(players, seed=seed + r) for r in range(rounds)]
    seating = draw_avoiding_repeats(players, previous, seed=seed)
    _check_seating(seating, players, 5)
    assert seating.repeat_pairs == count_repeat_pairs(seating, previous)
    assert draw_avoiding_repeats(players, previous, seed=seed) == seating


def test_different_seeds_give_different_draws() -> None:
    players = list(range(1, 51))
    assert draw_random(players, seed=1) != draw_random(players, seed=2)


@pytest.mark.parametrize(("count", "rounds"), [(20, 4), (37, 5), (100, 6), (250, 5)])
def test_avoiding_repeats_beats_naive_random_draws(count: int, rounds: int) -> None:
    players = list(range(1, count + 1))
    history: list[Seating] = []
    avoided_total = naive_total = 0
    for round_number in range(rounds):
        avoided = draw_avoiding_repeats(players, history, seed=round_number)
        naive = [count_repeat_pairs(draw_random(players, seed=s), history) for s in range(10)]
        avoided_total += avoided.repeat_pairs
        naive_total += sum(naive)
        assert avoided.repeat_pairs * 10 <= sum(naive)
        history.append(avoided)
    assert avoided_total * 10 < naive_total or naive_total == 0


def test_avoiding_repeats_finds_a_clean_second_round() -> None:
    players = list(range(1, 101))
    first = draw_random(players, seed=7)
    second = draw_avoiding_repeats(players, [first], seed=8)
    assert second.repeat_pairs == 0


def test_twenty_players_second_round_hits_the_pigeonhole_minimum() -> None:
    # 4 tables of 5 drawn from 4 old tables: each new table must repeat at least one pair.
    players = list(range(1, 21))
    first = draw_random(players, seed=1)
    assert draw_avoiding_repeats(players, [first], seed=2).repeat_pairs == 4


def test_fixed_seats_are_honoured_by_every_draw() -> None:
    players = list(range(1, 38))
    fixed = (FixedSeat(5, table=3, seat=0), FixedSeat(9, table=3), FixedSeat(11, table=7, seat=5))
    previous = [draw_random(players, seed=1)]
    for seating in (
        draw_random(players, seed=3, fixed=fixed),
        draw_avoiding_repeats(players, previous, seed=3, fixed=fixed),
        draw_by_standings(players, seed=3, fixed=fixed),
    ):
        assert seating.position(5) == (3, 0)
        assert seating.position(9)[0] == 3
        assert seating.position(11) == (7, 5)
        _check_seating(seating, players, 5)


@pytest.mark.parametrize(
    ("fixed", "field"),
    [
        ((FixedSeat(99, table=1),), "fixed.player_id"),
        ((FixedSeat(1, table=1), FixedSeat(1, table=2)), "fixed.player_id"),
        ((FixedSeat(1, table=9),), "fixed.table"),
        ((FixedSeat(1, table=1, seat=5),), "fixed.seat"),
        ((FixedSeat(1, table=1, seat=0), FixedSeat(2, table=1, seat=0)), "fixed.seat"),
        (tuple(FixedSeat(p, table=1) for p in range(1, 7)), "fixed.table"),
    ],
)
def test_impossible_fixed_seats_are_refused(fixed: tuple[FixedSeat, ...], field: str) -> None:
    with pytest.raises(TournamentError) as caught:
        draw_random(list(range(1, 11)), seed=1, fixed=fixed)
    assert caught.value.field == field


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [({"table": 0}, "FixedSeat.table"), ({"table": 1, "seat": 8}, "FixedSeat.seat")],
)
def test_fixed_seat_validates_itself(kwargs: dict[str, int], field: str) -> None:
    with pytest.raises(TournamentError) as caught:
        FixedSeat(1, **kwargs)
    assert caught.value.field == field


def test_king_of_the_hill_puts_the_leaders_together() -> None:
    ranked = [40, 7, 13, 2, 99, 5, 6, 8, 9, 10, 11]  # best first
    seating = draw_by_standings(ranked, seed=4)
    assert sorted(seating.tables[0].players) == sorted(ranked[:5])
    assert sorted(seating.tables[1].players) == sorted(ranked[5:])
    assert seating.method is DrawMethod.BY_STANDINGS


def test_swap_exchanges_two_seats_and_is_recorded() -> None:
    seating = draw_random(list(range(1, 11)), seed=5)
    a_pos, b_pos = seating.position(1), seating.position(2)
    swapped = swap_players(seating, 1, 2)
    assert swapped.position(1) == b_pos
    assert swapped.position(2) == a_pos
    assert swapped.swaps == ((1, 2),)
    assert seating.position(1) == a_pos  # the original is untouched
    others = [p for p in seating.players() if p not in (1, 2)]
    assert all(swapped.position(p) == seating.position(p) for p in others)


@pytest.mark.parametrize(("a", "b", "field"), [(1, 1, "second"), (1, 77, "player_id")])
def test_swap_validates_both_players(a: int, b: int, field: str) -> None:
    seating = draw_random(list(range(1, 11)), seed=5)
    with pytest.raises(TournamentError) as caught:
        swap_players(seating, a, b)
    assert caught.value.field == field


@pytest.mark.parametrize(
    ("players", "seed", "field"),
    [([1, 2, 2, 3], 1, "players"), ([1, 2, 3], True, "seed"), ([1, 2, 3], "x", "seed")],
)
def test_bad_draw_input_is_refused(players: list[int], seed: object, field: str) -> None:
    with pytest.raises(TournamentError) as caught:
        draw_random(players, seed=seed)  # type: ignore[arg-type]
    assert caught.value.field == field


def test_seating_refuses_a_player_twice_and_bad_numbering() -> None:
    with pytest.raises(TournamentError):
        Seating((Table(1, (1, 2, 3)), Table(2, (3, 4, 5))), seed=1, method=DrawMethod.RANDOM)
    with pytest.raises(TournamentError):
        Seating((Table(2, (1, 2, 3)),), seed=1, method=DrawMethod.RANDOM)


def test_count_repeat_pairs_counts_each_earlier_meeting() -> None:
    one = Seating((Table(1, (1, 2, 3)), Table(2, (4, 5, 6))), 1, DrawMethod.RANDOM)
    two = Seating((Table(1, (1, 2, 4)), Table(2, (3, 5, 6))), 2, DrawMethod.RANDOM)
    assert count_repeat_pairs(two, [one]) == 2  # 1-2 and 5-6
    assert count_repeat_pairs(one, [one, one]) == 12


def test_smaller_policy_reaches_the_draw() -> None:
    seating = draw_random(list(range(37)), seed=1, policy=SizePolicy.SMALLER)
    assert Counter(len(t.players) for t in seating.tables) == {5: 5, 4: 3}


def test_positions_round_trip_through_storage() -> None:
    seating = swap_players(draw_random(list(range(1, 38)), seed=11), 1, 2)
    rows = list(reversed(seating.positions()))  # the store may return any order
    rebuilt = seating_from_positions(
        rows, seed=seating.seed, method=seating.method, swaps=seating.swaps
    )
    assert rebuilt == seating
    assert seating_from_positions(rows, seed=0).method is DrawMethod.MANUAL


@pytest.mark.parametrize(
    ("rows", "field"),
    [
        ([(1, 1, 0), (2, 1, 0), (3, 1, 1)], "positions"),
        ([(1, 2, 0), (2, 2, 1), (3, 2, 2)], "positions"),
        ([(1, 1, 0), (2, 1, 1), (3, 1, 3)], "positions"),
    ],
)
def test_bad_stored_positions_are_refused(rows: list[tuple[int, int, int]], field: str) -> None:
    with pytest.raises(TournamentError) as caught:
        seating_from_positions(rows, seed=1)
    assert caught.value.field == field


def test_king_of_the_hill_reports_repeats_when_given_history() -> None:
    players = list(range(1, 11))
    first = draw_random(players, seed=1)
    again = draw_by_standings(list(first.players()), seed=2, previous=[first])
    assert again.repeat_pairs == count_repeat_pairs(again, [first]) == 20


def test_effort_zero_still_draws_a_greedy_seating_and_bad_effort_is_refused() -> None:
    players = list(range(1, 41))
    first = draw_random(players, seed=3)
    greedy = draw_avoiding_repeats(players, [first], seed=4, effort=0)
    _check_seating(greedy, players, 5)
    assert greedy.repeat_pairs <= count_repeat_pairs(draw_random(players, seed=4), [first])
    with pytest.raises(TournamentError) as caught:
        draw_avoiding_repeats(players, [first], seed=4, effort=-1)
    assert caught.value.field == "effort"


def test_error_message_names_field_value_allowed_and_fix() -> None:
    with pytest.raises(TournamentError) as caught:
        draw_random(list(range(1, 11)), seed=1, fixed=[FixedSeat(3, table=5)])
    message = str(caught.value)
    assert "fixed.table=5" in message
    assert "a table from 1 to 2" in message
    assert "player 3" in message
    assert 3 in draw_random(list(range(1, 11)), seed=1)


@st.composite
def fixed_draw_case(draw: st.DrawFn) -> tuple[list[int], list[FixedSeat], int]:
    count = draw(st.integers(min_value=6, max_value=80))
    players = list(range(1, count + 1))
    sizes = plan_table_sizes(count, 5)
    chosen = draw(st.lists(st.sampled_from(players), unique=True, max_size=min(6, count)))
    fixed: list[FixedSeat] = []
    used: set[tuple[int, int]] = set()
    load = [0] * len(sizes)
    for player in chosen:
        table = draw(st.integers(1, len(sizes)))
        if load[table - 1] >= sizes[table - 1]:
            continue
        seat = draw(st.none() | st.integers(0, sizes[table - 1] - 1))
        if seat is not None and (table, seat) in used:
            seat = None
        if seat is not None:
            used.add((table, seat))
        load[table - 1] += 1
        fixed.append(FixedSeat(player, table, seat))
    return players, fixed, draw(st.integers(0, 2**31))


@settings(max_examples=60, deadline=None)
@given(case=fixed_draw_case())
def test_every_draw_honours_any_valid_fixed_seats(
    case: tuple[list[int], list[FixedSeat], int],
) -> None:
    players, fixed, seed = case
    history = [draw_random(players, seed=seed + 1)]
    for seating in (
        draw_random(players, seed=seed, fixed=fixed),
        draw_avoiding_repeats(players, history, seed=seed, fixed=fixed),
        draw_by_standings(players, seed=seed, fixed=fixed),
    ):
        _check_seating(seating, players, 5)
        for spot in fixed:
            table, seat = seating.position(spot.player_id)
            assert table == spot.table
            assert spot.seat is None or seat == spot.seat
