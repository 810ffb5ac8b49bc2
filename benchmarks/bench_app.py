"""The desktop app as the director sees it, driven offscreen through the real window.

At 40, 1,000 (Nationals) and 5,000 players (the cached databases of ``scale_cache``):
Enter → hand saved → score sheet and projector repainted (``app_probe enter``: QTest key
events into the entry line, timed until both widgets painted), with the Standings and
Statistics screens doing no work while hidden; the cold start of the app on the database to
its first painted window (``app_probe start``, a new process each time: interpreter, imports,
opening and checking the file, the first screen) and its peak memory. On PostgreSQL too when
a server is given (``--pg-url URL`` or SHEEPSHEAD_TEST_PG_URL). Where the peer's setup is at
hand (``benchmarks.peer``), its wait after a table's result at the same sizes, interleaved
with ours in the same run: in headless chromium (``benchmarks.peer_browser``: the click on
"save" until its standings page is loaded and painted), which the ratio reads, and its HTTP
requests alone (the peer's floor; the ratio's fallback without a browser).
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

from benchmarks import peer, peer_browser
from benchmarks.baselines import load, spread
from benchmarks.common import Figure, note
from benchmarks.scale_cache import copy_of, event_database, pg_event_database, pg_url

HANDS = 24
ENTER_TARGET_MS = {40: 16.0, 1000: 16.0, 5000: 16.0}
"""Issue 26: one frame at every size (medians at load <= 1)."""
START_TARGET_S = 0.6
"""Issue 26: cold start to a usable window at Nationals (1,000 players)."""


SCREEN = {
    "screens": [
        {
            "name": "bench",
            "x": 0,
            "y": 0,
            "width": 1920,
            "height": 1080,
            "logicalDpi": 96,
            "logicalBaseDpi": 96,
            "dpr": 1,
        }
    ]
}
"""The offscreen platform's one screen: a real size (Qt's default is 800×600)."""


def _env(folder: Path) -> dict[str, str]:
    """A throw-away settings and data folder: the director's own are never touched; the
    offscreen platform with a 1920×1080 screen."""
    screen = folder / "offscreen.json"
    screen.write_text(json.dumps(SCREEN))
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={screen}",
        "HOME": str(folder),
        "XDG_CONFIG_HOME": str(folder / "config"),
        "XDG_DATA_HOME": str(folder / "data"),
        "XDG_CACHE_HOME": str(folder / "cache"),
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: compiled modules are kept
    return env


def _probe(args: list[str], folder: Path) -> tuple[dict[str, Any], float]:
    launched = time.time()
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.app_probe", *args],
        env=_env(folder),
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
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


def _session_figures(label: str, result: dict[str, Any], hands: int, target: float) -> list[Figure]:
    """The figures of one ``app_probe enter`` run: medians with the 10th-90th percentile
    spread, each with the 1-minute load when it was taken (the hands: at their end)."""
    players = result["players"]
    load = result["load_after"][0]
    wall, cpu = result["wall"], result["cpu"]
    due, shown = result["due_hand"], result["hidden_standings_shown"]
    bare, fsync = result["bare_repaint"], result["fsync_4k"]
    out = [
        Figure.of(
            f"app: Enter -> sheet + projector repainted, {label}, {players:,} players "
            f"({result['hands_in_database']:,} hands; load before "
            f"{result['load_before'][0]:.2f})",
            wall,
            "ms",
            target,
            load,
        ),
        Figure.of("app: the same, CPU of the window's thread", cpu, "ms", None, load),
    ]
    if result["projector_changed"]:
        out.append(
            Figure.of(
                f"app: the {result['projector_changed']} hands that changed the projector's page, "
                "CPU",
                result["page_changed_cpu"],
                "ms",
                None,
                load,
            )
        )
    server = result.get("server")
    if server:
        trips = ", ".join(
            f"{server.get(k, 0):g} {k}s"
            for k in ("begin", "statement", "commit", "rollback", "ping")
        )
        out.append(
            Figure(
                f"app: round trips to the server per Enter ({trips})",
                server["round_trips"],
                "",
                load=load,
            )
        )
        if "backend_cpu_ms" in server:
            out.append(
                Figure(
                    "app: the server's CPU per Enter (this window's backends)",
                    server["backend_cpu_ms"],
                    "ms",
                    load=load,
                )
            )
    out += [
        Figure(
            f"app: the Enter on which the backup falls due (CPU {due['cpu_ms']:.1f} ms)",
            due["wall_ms"],
            "ms",
            50,
            load=load,
        ),
        Figure(
            f"app: Standings shown after {hands} hands hidden (CPU {shown['cpu_ms']:.1f} ms)",
            shown["wall_ms"],
            "ms",
            50,
            load=shown["load"][0],
        ),
        Figure(
            f"app: refreshes done by hidden screens over {hands} hands",
            sum(v or 0 for v in result["hidden_deliveries"].values()),
            "",
            0,
            load=load,
        ),
        Figure.of(
            "baseline: bare PySide6 window repaint, same run", bare, "ms", None, bare["load"][0]
        ),
        Figure.of(
            "baseline: fsync of 4 KiB beside the database, same run",
            fsync,
            "ms",
            None,
            fsync["load"][0],
        ),
    ]
    return out


class _Peer:
    """The peer beside our window, when its setup is at hand (``benchmarks.peer``): its
    server on a copy of its database of the same size, timed in two halves around our
    hands (its HTTP requests, a director in chromium, ours, chromium, HTTP), so both meet
    the same load. ``peer / ours`` reads the browser's figure (``benchmarks.peer_browser``:
    what the director waits for there); without a browser, the HTTP figure (a floor)."""

    def __init__(self, quick: bool) -> None:
        self.why = peer.missing()
        if self.why is None and quick and not peer.is_filled(40):
            self.why = "not filled yet (python -m benchmarks.peer 40 fills it; --quick does not)"
        if self.why:
            note(f"peer: {self.why}; its figures are left out")
        self.no_browser = peer_browser.missing()
        self.browser: peer_browser.BrowserDirector | None = None
        self.samples: dict[int, tuple[list[float], list[float]]] = {}
        self.seen: dict[int, dict[str, list[float]]] = {}
        self.load: dict[int, float] = {}

    def close(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def _in_browser(self, server: peer.PeerServer, count: int, seed: int, players: int) -> None:
        if self.browser is None and self.no_browser is None:
            try:
                self.browser = peer_browser.BrowserDirector()
            except RuntimeError as error:
                self.no_browser = str(error)
        if self.browser is None:
            return
        found = self.browser.waits(server, count, seed)
        # parked on a blank page and given a moment to settle, so the browser's own work (its
        # start, the peer's scripts) is not sharing the two cores with our timed hands
        self.browser.driver.get("about:blank")
        time.sleep(1.0)
        into = self.seen.setdefault(players, {"total": [], "standings": []})
        for key, values in found.items():
            into[key] += values

    def around(self, players: int, folder: Path, count: int, ours: Any) -> Any:
        """Run ``ours()`` between the two halves of the peer's ``count`` samples."""
        if self.why:
            return ours()
        with peer.PeerServer(peer.copy_of(players, folder)) as server:
            first = server.director_waits(count // 2, seed=1)
            self._in_browser(server, count // 2, 3, players)
            result = ours()
            self._in_browser(server, count - count // 2, 4, players)
            second = server.director_waits(count - count // 2, seed=2)
        self.load[players] = load()[0]
        self.samples[players] = (first[0] + second[0], first[1] + second[1])
        if self.no_browser and players == min(self.samples):
            note(
                f"peer in a browser: {self.no_browser}; peer / ours uses its HTTP figure (a floor)"
            )
        return result

    def figures(self, players: int, ours: dict[str, Any], label: str = "SQLite") -> list[Figure]:
        if players not in self.samples:
            return []
        waits, pages = self.samples[players]
        floor, seen = spread(waits), self.seen.get(players)
        theirs = spread(seen["total"]) if seen else floor
        mine, at = ours["wall"], self.load[players]
        ratio = theirs["median"] / mine["median"]
        how = "in chromium" if seen else "HTTP only"
        note(
            f"{players:,} players ({label}): ours {mine['median']:.1f} ms "
            f"[{mine['p10']:.1f}-{mine['p90']:.1f}] against the peer's {theirs['median']:.1f} ms "
            f"[{theirs['p10']:.1f}-{theirs['p90']:.1f}] ({how}"
            + (f"; its floor, HTTP only, {floor['median']:.1f} ms" if seen else "")
            + "): we are "
            + (f"{ratio:.2f}x faster" if ratio >= 1 else f"{1 / ratio:.2f}x slower")
            + f" (load {ours['load_before'][0]:.2f}-{at:.2f})"
        )
        out = []
        if label == "SQLite":
            if seen:
                out += [
                    Figure.of(
                        f"peer in chromium: a table's result saved -> standings page loaded "
                        f"and painted, {players:,} players",
                        theirs,
                        load=at,
                    ),
                    Figure.of(
                        "peer in chromium: of that, its standings page",
                        spread(seen["standings"]),
                        load=at,
                    ),
                ]
            out += [
                Figure.of(
                    f"the peer's floor (HTTP only): POST + next form + standings page, "
                    f"{players:,} players",
                    floor,
                    load=at,
                ),
                Figure.of("the peer's floor: of that, its standings page", spread(pages), load=at),
            ]
        out.append(
            Figure(
                f"peer / ours, Enter at {players:,} players, {label}, same run ({how})",
                ratio,
                "x",
                1.0,
                higher_is_better=True,
                load=at,
            )
        )
        return out


def _sessions(quick: bool, folder: Path, the_peer: _Peer) -> list[Figure]:
    """The Enter at each size (the peer around it) and on PostgreSQL when a server is given."""
    sizes = (40,) if quick else (40, 1000, 5000)
    hands = 6 if quick else HANDS
    out: list[Figure] = []
    _probe(["start", str(event_database(40))], folder)  # compiles the modules once
    for players in sizes:
        database = str(copy_of(players, folder))
        result = the_peer.around(
            players, folder, hands, lambda database=database: _enter(database, folder, hands)
        )
        out += _session_figures("SQLite", result, hands, ENTER_TARGET_MS[players])
        out += the_peer.figures(players, result)
    url = pg_url()
    if url and not quick:
        result = _enter(pg_event_database(url, 1000), folder, hands)
        out += _session_figures("PostgreSQL", result, hands, 25)
        out += the_peer.figures(1000, result, "PostgreSQL")
    elif not quick:
        note(
            "PostgreSQL: no server given (--pg-url URL or SHEEPSHEAD_TEST_PG_URL); "
            "its figures are left out"
        )
    return out


def figures(quick: bool) -> list[Figure]:
    out: list[Figure] = []
    the_peer = _Peer(quick)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        try:
            out += _sessions(quick, folder, the_peer)
        finally:
            the_peer.close()
        nationals = 40 if quick else 1000
        seconds, peak = _start(event_database(nationals), folder, 1 if quick else 3)
        out.append(
            Figure(
                f"app: cold start to a usable (painted) window, {nationals:,} players",
                seconds,
                "s",
                START_TARGET_S,
            )
        )
        out.append(Figure(f"app: memory at that window, {nationals:,} players", peak, "MB", 200))
        if not quick:
            seconds, peak = _start(event_database(5000), folder, 3)
            out.append(
                Figure(
                    "app: cold start, 5,000 players (143,760 hands)",
                    seconds,
                    "s",
                    3.0,
                )
            )
            out.append(Figure("app: memory at that window, 5,000 players", peak, "MB", 400))
    return out


if __name__ == "__main__":
    from benchmarks.common import print_table

    print_table(figures("--quick" in sys.argv))
