"""Pure standings: 1,000 players over 28,800 hands (x5 rows) ranked from kept tallies, and
the same kept live (``LiveStandings.update``: only the hand's players re-placed) at 1,000 and
5,000 players."""

from __future__ import annotations

import random
import time
from fractions import Fraction

from benchmarks.common import Figure, best_of, median_ms
from sheepshead_scorer.tournament import (
    HandResultRow,
    LiveStandings,
    PlayerTally,
    Role,
    Tier,
    rank_standings,
    tally_hands,
)


def _season_rows(players: int, hands: int) -> list[HandResultRow]:
    rng = random.Random(2026)
    ids = list(range(1, players + 1))
    rows: list[HandResultRow] = []
    won_points = (Fraction(5, 2), Fraction(1), Fraction(-1), Fraction(-1), Fraction(-3, 2))
    for hand in range(hands):
        table = rng.sample(ids, 5)
        won = rng.random() < 0.6
        tier = Tier.SCHNEIDER if rng.random() < 0.2 else Tier.NORMAL
        for seat, player in enumerate(table):
            role = Role.PICKER if seat == 0 else Role.PARTNER if seat == 1 else Role.DEFENDER
            points = won_points[seat] if won else -won_points[seat]
            rows.append(
                HandResultRow(
                    player, 1 + hand // 7200, 1 + hand // 1200, 1, hand, points, role, won, tier
                )
            )
    return rows


def figures(quick: bool) -> list[Figure]:
    players, hands = (100, 2_000) if quick else (1_000, 28_800)
    rows = _season_rows(players, hands)
    full = best_of(lambda: tally_hands(rows), repeats=1 if quick else 3)
    kept: dict[int, PlayerTally] = tally_hands(rows)
    assert sum(t.points for t in kept.values()) == 0
    rank = best_of(lambda: rank_standings(kept.values()))
    new_hand = [
        HandResultRow(p, 4, 24, 1, hands, Fraction(s), r, True, Tier.NORMAL)
        for p, s, r in [
            (1, 2, Role.PICKER),
            (2, 1, Role.PARTNER),
            (3, -1, Role.DEFENDER),
            (4, -1, Role.DEFENDER),
            (5, -1, Role.DEFENDER),
        ]
    ]
    tallies = dict(kept)

    def refresh() -> None:
        for row in new_hand:
            tallies[row.player_id] = kept[row.player_id].add_hand(row)
        rank_standings(tallies.values())

    one = best_of(refresh)
    size = f"{players:,} players, {hands:,} hands"
    live_figures = [
        Figure(f"one new hand, standings kept live ({n:,} players), pure", live, "ms", target)
        for n, target in ((players, 5.0), (5 * players, 10.0))
        for live in [_live_update_ms(n, hands * n // players)]
    ]
    return [
        *live_figures,
        Figure(f"standings rank ({size}), pure", rank * 1000, "ms", 50),
        Figure(f"one new hand + re-rank ({size}), pure", one * 1000, "ms", 50),
        Figure(f"tally rebuild from all rows ({size}), pure", full * 1000, "ms"),
    ]


def _live_update_ms(players: int, hands: int) -> float:
    """Median ms to hand ``LiveStandings`` one hand's five new tallies and read the result."""
    kept = tally_hands(_season_rows(players, hands))
    live = LiveStandings(kept.values())
    rng = random.Random(5)
    times = []
    for hand in range(50):
        table = rng.sample(sorted(kept), 5)
        changed = [
            kept[p].add_hand(
                HandResultRow(
                    p, 4, 24, 1, hands + hand, Fraction(s), Role.DEFENDER, True, Tier.NORMAL
                )
            )
            for p, s in zip(table, (2, 1, -1, -1, -1), strict=True)
        ]
        kept.update((t.player_id, t) for t in changed)
        start = time.perf_counter()
        live.update(changed)
        live.standings.rows  # noqa: B018 - the rows a reader gets
        times.append(time.perf_counter() - start)
    return median_ms(times)
