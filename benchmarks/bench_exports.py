"""Benchmark the exports (part of `python -m benchmarks`).

Targets (from the issue): the standings PDF of 1,000 players in ≤ 0.5 s and the Excel workbook
of a 28,800-hand event in ≤ 3 s. Each case is run ``--repeat`` times (default 3) and the best
time is reported, so a busy shared machine disturbs the figures less. Row building is not timed.
Exit status 1 if a case with a target misses it.
"""

from __future__ import annotations

import argparse
import io
import sys
import time
from collections.abc import Callable

from benchmarks.common import Figure
from sheepshead_scorer.exports import (
    read_hand_log,
    write_event_workbook,
    write_hands_csv,
    write_score_sheets_pdf,
    write_standings_pdf,
)
from sheepshead_scorer.exports.samples import (
    sample_event,
    sample_info,
    sample_seating,
    sample_standings,
)


def best_of(repeat: int, job: Callable[[], object]) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        job()
        times.append(time.perf_counter() - start)
    return min(times)


def import_all(data: bytes, expected: int) -> None:
    result = read_hand_log(data)
    if not result.ok or len(result.rows) != expected:
        raise SystemExit(f"hand log import failed: {result.error_report(3)}")


def figures(quick: bool) -> list[Figure]:
    players, hands = (100, 2_000) if quick else (1_000, 28_800)
    info = sample_info()
    standings = sample_standings(players)
    event = sample_event(hands, tables=20)
    write_standings_pdf(io.BytesIO(), info, sample_standings(3))  # load fonts once
    repeat = 1 if quick else 3
    pdf = best_of(repeat, lambda: write_standings_pdf(io.BytesIO(), info, standings))
    xlsx = best_of(repeat, lambda: write_event_workbook(io.BytesIO(), event))
    return [
        Figure(f"PDF standings, {players:,} players", pdf, "s", 0.5),
        Figure(f"Excel event workbook, {hands:,} hands", xlsx, "s", 3.0),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    info = sample_info()
    standings = sample_standings(1_000)
    event = sample_event(28_800, tables=20)
    seating = sample_seating(50)
    hands_csv = io.StringIO()
    write_hands_csv(hands_csv, event.hands)
    hands_bytes = hands_csv.getvalue().encode("utf-8")
    write_standings_pdf(io.BytesIO(), info, sample_standings(3))  # load fonts once

    cases: list[tuple[str, float | None, Callable[[], object]]] = [
        (
            "PDF standings, 1,000 players",
            0.5,
            lambda: write_standings_pdf(io.BytesIO(), info, standings),
        ),
        (
            "Excel event workbook, 28,800 hands",
            3.0,
            lambda: write_event_workbook(io.BytesIO(), event),
        ),
        (
            "PDF score sheets, 50 tables",
            None,
            lambda: write_score_sheets_pdf(io.BytesIO(), info, seating),
        ),
        ("CSV hands, 28,800 hands", None, lambda: write_hands_csv(io.StringIO(), event.hands)),
        ("Import hand log CSV, 28,800 hands", None, lambda: import_all(hands_bytes, 28_800)),
    ]
    print(f"{'case':<38} {'best s':>8} {'target s':>9}  result")
    print("-" * 66)
    failed = False
    for name, target, job in cases:
        seconds = best_of(args.repeat, job)
        verdict = "" if target is None else ("ok" if seconds <= target else "TOO SLOW")
        failed |= verdict == "TOO SLOW"
        shown = "" if target is None else f"{target:.1f}"
        print(f"{name:<38} {seconds:>8.3f} {shown:>9}  {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
