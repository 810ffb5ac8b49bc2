"""Cold command-line commands: a new process each, as a script or a director runs them.

``standings --event N`` on the Nationals database (1,000 players, 28,560 hands): the
interpreter, the imports the command needs (only its own command module: no Qt, Alembic,
reportlab or openpyxl), opening and checking the file, reading and ranking every tally,
printing 1,000 lines. ``score`` (the rule engine alone) for comparison.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time

from benchmarks.common import Figure
from benchmarks.scale_cache import event_database

RUNS = 5
STANDINGS_TARGET_S = 0.35
"""Issue 26: cold ``standings --event`` at Nationals, ahead of the peer's server start plus
first page (0.55 s) by 1.5x."""


def child_env() -> dict[str, str]:
    """The environment of a new process as an installed program has it: compiled modules
    are kept (PYTHONDONTWRITEBYTECODE would recompile the package at every start)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _cold(args: list[str], runs: int) -> tuple[float, float]:
    """Median wall-clock seconds of a new process, and its median CPU seconds (what the wall
    time comes to on an idle machine: the command is one thread and reads a cached file)."""
    command = [sys.executable, "-m", "sheepshead_scorer", *args]
    subprocess.run(command, check=True, capture_output=True, timeout=120, env=child_env())
    times, cpu = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True, timeout=120, env=child_env())
        times.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return statistics.median(times), statistics.median(cpu)


def figures(quick: bool) -> list[Figure]:
    players = 40 if quick else 1000
    database = str(event_database(players))
    runs = 2 if quick else RUNS
    standings, standings_cpu = _cold(["standings", "--event", "1", "--database", database], runs)
    listing, listing_cpu = _cold(["events", "--database", database], runs)
    return [
        Figure(
            f"cli: cold `standings --event` ({players:,} players)",
            standings,
            "s",
            STANDINGS_TARGET_S,
        ),
        Figure("cli: the same, CPU time of the process", standings_cpu, "s"),
        Figure("cli: cold `events`", listing, "s", 0.5),
        Figure("cli: the same, CPU time of the process", listing_cpu, "s"),
    ]


if __name__ == "__main__":
    from benchmarks.common import print_table

    print_table(figures("--quick" in sys.argv))
