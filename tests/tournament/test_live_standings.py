"""Standings kept live: re-placing only the changed players gives exactly the standings a
full ranking of the same tallies gives (ranks, shared ranks, what decided each place)."""

import random
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheepshead_scorer.tournament import (
    LiveStandings,
    Placement,
    PlayerTally,
    Tiebreak,
    TournamentError,
    placements,
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


def test_one_hand_re_places_the_players_of_that_hand_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    field = {n: make(n, Fraction(n % 40 - 20), n % 3, n % 4, None) for n in range(1, 1001)}
    live = LiveStandings(field.values())
    live.standings.rows.made()
    made: list[Placement] = []

    def counted(*args: Any) -> Placement:
        made.append(Placement(*args))
        return made[-1]

    monkeypatch.setattr(placements, "Placement", counted)  # where Placements makes them
    moved = [make(5, Fraction(-14), 2, 1, None), make(6, Fraction(19), 0, 3, None)]
    live.update(moved)  # player 6 passes hundreds: no placement is made for them
    page = live.standings.rows[480:500]
    assert made == list(page)  # a reader pays for the placements it reads, nothing more
    monkeypatch.undo()
    for tally in moved:
        field[tally.player_id] = tally
    assert live.standings.rows == rank_standings(field.values()).rows
    assert live.standings.rows.player_ids().index(6) < 26  # from near the bottom to the top


def test_a_score_sheet_total_refuses_the_hand_count_tiebreaks_as_before() -> None:
    live = LiveStandings([make(1, Fraction(3), 1, 0, None), make(2, Fraction(-3), 0, 1, None)])
    sheet = PlayerTally(2, Fraction(4), hand_stats=False)
    with pytest.raises(TournamentError, match="no per-hand rows"):
        live.update([sheet])
    assert [row.player_id for row in live.standings.rows] == [1, 2]  # left as it was


def reference(
    tallies: list[PlayerTally], chain: tuple[Tiebreak, ...], seed: int | None
) -> list[tuple[int, bool, int, PlayerTally, Tiebreak | None]]:
    """The ranking by a plain sort on the exact values: (rank, tied, player, tally, decided)."""
    order = sorted(t.player_id for t in tallies)
    if Tiebreak.LOT in chain:
        random.Random(seed).shuffle(order)
    lot = {player: position for position, player in enumerate(order)}

    def key(t: PlayerTally) -> tuple[object, ...]:
        steps: list[object] = [-t.points]
        for step in chain:
            if step is Tiebreak.MOST_PICKER_WINS:
                steps.append(-t.picker_wins)
            elif step is Tiebreak.FEWEST_HANDS_LOST:
                steps.append(t.hands_lost)
            elif step is Tiebreak.BEST_ROUND:
                steps.append((0, -t.best_round) if t.best_round is not None else (1, 0))
            else:
                steps.append(lot[t.player_id])
        return tuple(steps)

    ranked = sorted(tallies, key=lambda t: (key(t), t.player_id))
    out: list[tuple[int, bool, int, PlayerTally, Tiebreak | None]] = []
    for i, t in enumerate(ranked):
        above = key(ranked[i - 1]) if i else None
        below = key(ranked[i + 1]) if i + 1 < len(ranked) else None
        tied = key(t) in (above, below)
        rank = out[-1][0] if above == key(t) else i + 1
        decided = None
        if above is not None and not tied and above[0] == key(t)[0]:
            pairs = enumerate(zip(above, key(t), strict=True))
            decided = chain[next(n for n, (a, b) in pairs if a != b) - 1]
        out.append((rank, tied, t.player_id, t, decided))
    return out


def shown(rows: Sequence[Placement]) -> list[tuple[int, bool, int, PlayerTally, Tiebreak | None]]:
    return [(p.rank, p.tied, p.player_id, p.tally, p.decided_by) for p in rows]


@settings(max_examples=120, deadline=None)
@given(
    start=st.lists(tallies, min_size=1, max_size=40),
    hands=st.lists(
        st.lists(st.tuples(st.integers(1, 45), tallies), min_size=1, max_size=5), max_size=8
    ),
    chain=st.sampled_from(CHAINS),
    probes=st.lists(st.integers(-50, 49), max_size=6),
)
def test_live_placements_equal_a_plain_sort_after_random_hands(
    start: list[tuple[Fraction, int, int, Fraction | None]],
    hands: list[list[tuple[int, tuple[Fraction, int, int, Fraction | None]]]],
    chain: tuple[Tiebreak, ...],
    probes: list[int],
) -> None:
    """Each placement read by position (one, a page, or all) is what a plain sort gives."""
    seed = 11 if Tiebreak.LOT in chain else None
    current = {n: make(n, *t) for n, t in enumerate(start, start=1)}
    live = LiveStandings(current.values(), tiebreaks=chain, lot_seed=seed)
    for hand in hands:  # the players of one hand together, new players included
        changed = {player: make(player, *values) for player, values in hand}
        current.update(changed)
        live.update(changed.values())
        expected = reference(list(current.values()), chain, seed)
        rows = live.standings.rows
        count = len(rows)
        for probe in probes:  # read by index before anything made the whole list
            if -count <= probe < count:
                assert shown([rows[probe]]) == [expected[probe]]
        assert shown(rows[1 : count - 1]) == expected[1 : count - 1]
        assert shown(rows) == expected
        assert live.standings.ranked_ids() == tuple(e[2] for e in expected)


@settings(max_examples=150, deadline=None)
@given(
    start=st.lists(tallies, min_size=1, max_size=25),
    hands=st.lists(st.lists(st.tuples(st.integers(1, 25), tallies), max_size=4), max_size=6),
    chain=st.sampled_from(CHAINS),
)
def test_the_moved_stretches_cover_every_placement_that_changed(
    start: list[tuple[Fraction, int, int, Fraction | None]],
    hands: list[list[tuple[int, tuple[Fraction, int, int, Fraction | None]]]],
    chain: tuple[Tiebreak, ...],
) -> None:
    """``Placements.changes_since`` an older snapshot (several hands back included) names
    every position whose placement (rank, tie, player, tally, decided by) differs."""
    seed = 7 if Tiebreak.LOT in chain else None
    live = LiveStandings(
        (make(n, *t) for n, t in enumerate(start, start=1)), tiebreaks=chain, lot_seed=seed
    )
    snapshots = [live.standings.rows]
    for hand in hands:
        live.update([make(player, *values) for player, values in hand])
        snapshots.append(live.standings.rows)
    newest = snapshots[-1]
    for older in snapshots:
        spans = newest.changes_since(older)
        if spans is None or len(older) != len(newest):
            continue
        changed = [n for n in range(len(newest)) if newest[n] != older[n]]
        assert all(any(a <= n <= b for a, b in spans) for n in changed), (changed, spans)
    assert newest.changes_since(newest) == ()
    if snapshots[0] is not newest:
        assert snapshots[0].changes_since(newest) is None  # a later snapshot: not known
