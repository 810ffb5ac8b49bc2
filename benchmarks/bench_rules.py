"""Benchmark: score 1,000,000 random legal hands on one core.

Part of `python -m benchmarks`; alone: `.venv/bin/python -m benchmarks.bench_rules [HANDS]`.
The hands are generated up front (not timed); the timed loop only calls score_hand.
"""

from __future__ import annotations

import random
import sys
import time

from benchmarks.common import Figure
from sheepshead_scorer.rules import (
    PRESETS,
    HandOutcome,
    LeasterHand,
    PartnerCall,
    PickedHand,
    score_hand,
)
from sheepshead_scorer.rules.deck import tricks_per_hand


def random_hands(count: int, seed: int = 20261129) -> list[HandOutcome]:
    """`count` legal 5-handed hands: mostly picked (with partner or alone), some leasters."""
    rng = random.Random(seed)
    all_tricks = tricks_per_hand(5)
    hands: list[HandOutcome] = []
    for _ in range(count):
        dealer = rng.randrange(5)
        if rng.random() < 0.1:
            hands.append(_leaster(rng, dealer, all_tricks))
            continue
        picker = rng.randrange(5)
        tricks = rng.randint(0, all_tricks)
        points = 0 if tricks == 0 else 120 if tricks == all_tricks else rng.randint(0, 120)
        if rng.random() < 0.15:
            hands.append(PickedHand(dealer, picker, points, tricks, call=PartnerCall.FORCED_ALONE))
        else:
            partner = rng.choice([s for s in range(5) if s != picker])
            hands.append(PickedHand(dealer, picker, points, tricks, partners=(partner,)))
    return hands


def _leaster(rng: random.Random, dealer: int, all_tricks: int) -> LeasterHand:
    tricks = [0] * 5
    for _ in range(all_tricks):
        tricks[rng.randrange(5)] += 1
    takers = [s for s in range(5) if tricks[s]]
    points = [0] * 5
    for _ in range(120):
        points[rng.choice(takers)] += 1
    return LeasterHand(dealer, tuple(points), tuple(tricks))


def main(count: int) -> None:
    hands = random_hands(count)
    print(f"{'preset':<20} {'hands':>10} {'seconds':>8} {'hands/s':>10}")
    for name in ("000-encyclopedia", "001-online-table"):
        ruleset = PRESETS[name]
        start = time.perf_counter()
        for hand in hands:
            score_hand(ruleset, hand)
        seconds = time.perf_counter() - start
        print(f"{name:<20} {count:>10,} {seconds:>8.2f} {count / seconds:>10,.0f}")


def figures(quick: bool) -> list[Figure]:
    count = 20_000 if quick else 1_000_000
    hands = random_hands(count)
    result = []
    for name in ("000-encyclopedia", "001-online-table"):
        ruleset = PRESETS[name]
        start = time.perf_counter()
        for hand in hands:
            score_hand(ruleset, hand)
        seconds = time.perf_counter() - start
        result.append(
            Figure(
                f"score_hand, {count:,} random hands ({name})",
                count / seconds,
                "hands/s",
                100_000,
                higher_is_better=True,
            )
        )
    return result


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000)
