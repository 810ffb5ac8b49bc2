"""Cold command-line commands: a new process each, as a script or a director runs them.

``standings --event N`` on the Nationals database (1,000 players, 28,560 hands): the
interpreter, the imports the command needs (only its own command module: no Qt, Alembic,
reportlab or openpyxl), opening and checking the file, reading and ranking every tally,
printing 1,000 lines. ``score`` (the rule engine alone) for comparison.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

from benchmarks.common import Figure
from benchmarks.scale_cache import event_database

RUNS = 5


def _cold(args: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "sheepshead_scorer", *args], check=True,
            capture_output=True, timeout=120,
        )
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def figures(quick: bool) -> list[Figure]:
    players = 40 if quick else 1000
    database = str(event_database(players))
    runs = 2 if quick else RUNS
    standings = _cold(["standings", "--event", "1", "--database", database], runs)
    listing = _cold(["events", "--database", database], runs)
    return [
        Figure(f"cli: cold `standings --event` ({players:,} players)", standings, "s", 0.5),
        Figure("cli: cold `events`", listing, "s", 0.5),
    ]


if __name__ == "__main__":
    from benchmarks.common import print_table

    print_table(figures("--quick" in sys.argv))
