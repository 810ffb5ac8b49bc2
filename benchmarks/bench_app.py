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
ENTER_TARGET_MS = {40: 16.0, 1000: 16.0, 5000: 16.0}
"""Issue 26: one frame at every size (medians at load <= 1)."""


SCREEN = {"screens": [{"name": "bench", "x": 0, "y": 0, "width": 1920, "height": 1080,
                       "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
"""The offscreen platform's one screen: a real size (Qt's default is 800×600)."""


def _env(folder: Path) -> dict[str, str]:
    """A throw-away settings and data folder: the director's own are never touched; the
    offscreen platform with a 1920×1080 screen."""
    screen = folder / "offscreen.json"
    screen.write_text(json.dumps(SCREEN))
    env = {
        **os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={screen}", "HOME": str(folder),
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


def _spread(d: dict[str, Any]) -> str:
    return f"{d['p10']:.1f}-{d['p90']:.1f}" if d.get("n") else "-"


def _session_figures(label: str, result: dict[str, Any], hands: int, target: float
                     ) -> list[Figure]:
    """The figures of one ``app_probe enter`` run: medians with the 10th-90th percentile
    spread and the load (1-minute average before and after the hands) in the name."""
    players = result["players"]
    load = f"load {result['load_before'][0]:.1f}-{result['load_after'][0]:.1f}"
    wall, cpu = result["wall"], result["cpu"]
    due, shown = result["due_hand"], result["hidden_standings_shown"]
    bare, fsync = result["bare_repaint"], result["fsync_4k"]
    out = [
        Figure(f"app: Enter -> sheet + projector repainted, {label}, {players:,} players "
               f"({result['hands_in_database']:,} hands; p10-p90 {_spread(wall)}; {load})",
               wall["median"], "ms", target),
        Figure(f"app: the same, CPU of the window's thread (p10-p90 {_spread(cpu)})",
               cpu["median"], "ms"),
    ]
    if result["projector_changed"]:
        changed = result["page_changed_cpu"]
        out.append(Figure(
            f"app: the {result['projector_changed']} hands that changed the projector's page, "
            f"CPU (p10-p90 {_spread(changed)})", changed["median"], "ms"))
    out += [
        Figure(f"app: the Enter on which the backup falls due (CPU {due['cpu_ms']:.1f} ms)",
               due["wall_ms"], "ms", 50),
        Figure(f"app: Standings shown after {hands} hands hidden (CPU {shown['cpu_ms']:.1f} ms;"
               f" load {shown['load'][0]:.1f})", shown["wall_ms"], "ms", 50),
        Figure(f"app: refreshes done by hidden screens over {hands} hands",
               sum(v or 0 for v in result["hidden_deliveries"].values()), "", 0),
        Figure(f"baseline: bare PySide6 window repaint, same run (p10-p90 {_spread(bare)}; "
               f"load {bare['load'][0]:.1f})", bare["median"], "ms"),
        Figure(f"baseline: fsync of 4 KiB beside the database, same run (p10-p90 "
               f"{_spread(fsync)}; load {fsync['load'][0]:.1f})", fsync["median"], "ms"),
    ]
    return out


def figures(quick: bool) -> list[Figure]:
    sizes = (40,) if quick else (40, 1000, 5000)
    hands = 6 if quick else HANDS
    out: list[Figure] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        _probe(["start", str(event_database(40))], folder)  # compiles the modules once
        for players in sizes:
            result = _enter(str(copy_of(players, folder)), folder, hands)
            out += _session_figures("SQLite", result, hands, ENTER_TARGET_MS[players])
        url = pg_url()
        if url and not quick:
            result = _enter(pg_event_database(url, 1000), folder, hands)
            out += _session_figures("PostgreSQL", result, hands, 25)
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
