"""The desktop app as the director sees it, driven offscreen through the real window.

At 40, 1,000 (Nationals) and 5,000 players (the cached databases of ``scale_cache``):
Enter → hand saved → score sheet and projector repainted (``app_probe enter``: QTest key
events into the entry line, timed until both widgets painted), with the Standings and
Statistics screens doing no work while hidden; the cold start of the app on the database to
its first painted window (``app_probe start``, a new process each time: interpreter, imports,
opening and checking the file, the first screen) and its peak memory. On PostgreSQL too when
a server is given (``--pg-url URL`` or SHEEPSHEAD_TEST_PG_URL).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.common import Figure
from benchmarks.scale_cache import copy_of, event_database, pg_event_database, pg_url

HANDS = 24
ENTER_TARGET_MS = {40: 50.0, 1000: 50.0, 5000: 100.0}


def _env(folder: Path) -> dict[str, str]:
    """A throw-away settings and data folder: the director's own are never touched."""
    env = {
        **os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(folder),
        "XDG_CONFIG_HOME": str(folder / "config"), "XDG_DATA_HOME": str(folder / "data"),
        "XDG_CACHE_HOME": str(folder / "cache"),
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: compiled modules are kept
    return env


def _probe(args: list[str], folder: Path) -> tuple[dict[str, Any], float]:
    launched = time.time()
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.app_probe", *args], env=_env(folder),
        capture_output=True, text=True, timeout=900, check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"app_probe {args[0]} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1]), launched


def _enter(database: str, folder: Path, hands: int) -> dict[str, Any]:
    result, _ = _probe(["enter", database, str(hands)], folder)
    return result


def _start(path: Path, folder: Path, runs: int) -> tuple[float, float]:
    """Median seconds from launching the process to the first painted window, and the
    largest peak memory (MB) at that moment."""
    _probe(["start", str(path)], folder)  # compiles what was not compiled yet
    times, memory = [], []
    for _ in range(runs):
        result, launched = _probe(["start", str(path)], folder)
        times.append(result["shown_at"] - launched)
        memory.append(result["peak_mb"])
    return statistics.median(times), max(memory)


def figures(quick: bool) -> list[Figure]:
    sizes = (40,) if quick else (40, 1000, 5000)
    hands = 6 if quick else HANDS
    out: list[Figure] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        _probe(["start", str(event_database(40))], folder)  # compiles the modules once
        for players in sizes:
            result = _enter(str(copy_of(players, folder)), folder, hands)
            held = sum(v or 0 for v in result["hidden_deliveries"].values())
            out.append(Figure(
                f"app: Enter -> sheet + projector repainted, SQLite, {players:,} players "
                f"({result['hands_in_database']:,} hands)",
                statistics.median(result["times"]) * 1000, "ms", ENTER_TARGET_MS[players],
            ))
            out.append(Figure(
                f"app: refreshes done by hidden screens over {hands} hands, {players:,} players",
                held, "", 0,
            ))
        url = pg_url()
        if url and not quick:
            result = _enter(pg_event_database(url, 1000), folder, hands)
            out.append(Figure(
                "app: Enter -> sheet + projector repainted, PostgreSQL, 1,000 players",
                statistics.median(result["times"]) * 1000, "ms", 50,
            ))
        nationals = 40 if quick else 1000
        seconds, peak = _start(event_database(nationals), folder, 1 if quick else 3)
        out.append(Figure(
            f"app: cold start to a painted window, {nationals:,} players", seconds, "s", 1.5,
        ))
        out.append(Figure(f"app: memory at that window, {nationals:,} players", peak, "MB", 200))
        if not quick:
            seconds, peak = _start(event_database(5000), folder, 3)
            out.append(Figure(
                "app: cold start, 5,000 players (143,760 hands)", seconds, "s", 3.0,
            ))
            out.append(Figure("app: memory at that window, 5,000 players", peak, "MB", 400))
    return out


if __name__ == "__main__":
    from benchmarks.common import print_table

    print_table(figures("--quick" in sys.argv))
