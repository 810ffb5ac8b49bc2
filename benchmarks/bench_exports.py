"""Benchmark the exports (part of `python -m benchmarks`).

``figures`` times the whole path a director waits for — the rows loaded from the database
(one transaction) and the file written, through ``Services.export_document`` — on the
Nationals database of ``scale_cache`` (1,000 players, 200 tables, 28,560 hands on SQLite;
``--quick``: 40 players). Targets (issue 15), on the process's CPU time (``process_time``: on
a machine shared with other work it is the steady figure; the wall time is printed too): the
event workbook ≤ 3 s, the hand-log PDF ≤ 5 s, the hands CSV ≤ 1 s, the standings PDF
≤ 0.5 s. Each is the best of two runs. ``main`` times the writers alone on sample rows.

``command_figures`` times the same documents as a director's script gets them (issue 27):
``sheepshead-scorer export ...`` as a new process each time — the interpreter, the imports,
opening the file, the rows and the writer — on the same Nationals database. Targets on the
2-core machine at load ≤ 1 (wall): standings PDF ≤ 0.5 s, hands CSV ≤ 1 s, event workbook
≤ 2 s, hand-log PDF ≤ 3 s, score sheets of a round (200 tables) ≤ 2 s. On a loaded machine
the wall time stretches with the load, so each figure is printed as the process's CPU time
(``RUSAGE_CHILDREN``: what the wall time comes to on an idle machine, and what is checked
against the target) next to its wall time and the load average it was measured under.
"""

from __future__ import annotations

import argparse
import io
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

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


WHOLE_PATH: tuple[tuple[str, str, str, float], ...] = (
    ("event workbook", "workbook", "xlsx", 3.0),
    ("hand-log PDF", "hands", "pdf", 5.0),
    ("hands CSV", "hands", "csv", 1.0),
    ("standings PDF", "standings", "pdf", 0.5),
)


def whole_path_figures(quick: bool) -> list[Figure]:
    """Load + write of each document from the Nationals database (see the docstring)."""
    from benchmarks.scale_cache import copy_of, describe
    from sheepshead_scorer.services import Services
    from sheepshead_scorer.services.documents.exporting import (
        ExportFormat,
        ExportKind,
        ExportRequest,
    )
    from sheepshead_scorer.store import open_database

    players = 40 if quick else 1_000
    found: list[Figure] = []
    with tempfile.TemporaryDirectory() as tmp:
        database = open_database(copy_of(players, Path(tmp)))
        services = Services(database, station="bench")
        event = describe(database)
        for label, kind, fmt, target in WHOLE_PATH:
            request = ExportRequest(ExportKind(kind), ExportFormat(fmt), event_id=event.event_id)
            out = Path(tmp) / f"out.{fmt}"
            walls, cpus = [], []
            for _ in range(2):
                wall, cpu = time.perf_counter(), time.process_time()
                services.export_document(request, out)
                walls.append(time.perf_counter() - wall)
                cpus.append(time.process_time() - cpu)
            name = f"{label} from the database, {event.hands:,} hands"
            load = os.getloadavg()[0]
            found.append(Figure(f"{name} (wall, load {load:.1f})", min(walls), "s"))
            found.append(Figure(f"{name} (CPU)", min(cpus), "s", target))
        database.close()
    return found


#: (label, ``export`` arguments after WHAT's name, file suffix, target in seconds)
COMMANDS: tuple[tuple[str, tuple[str, ...], str, float], ...] = (
    ("standings PDF", ("standings",), "pdf", 0.5),
    ("hands CSV", ("hands",), "csv", 1.0),
    ("event workbook", ("workbook",), "xlsx", 2.0),
    ("hand-log PDF", ("hands",), "pdf", 3.0),
    ("score sheets, a round", ("score-sheets", "--round", "1"), "pdf", 2.0),
)


def command_figures(quick: bool) -> list[Figure]:
    """Each document written by ``export`` in a new process (see the docstring): the best
    CPU time of the runs (checked against the target) and the best wall time, with the load."""
    from benchmarks.bench_cli import child_env
    from benchmarks.scale_cache import event_database

    players = 40 if quick else 1_000
    database = str(event_database(players))
    runs = 1 if quick else 3
    found: list[Figure] = []
    with tempfile.TemporaryDirectory() as tmp:
        for label, args, suffix, target in COMMANDS:
            command = [
                sys.executable,
                "-m",
                "sheepshead_scorer",
                "export",
                *args,
                "--event",
                "1",
                "--output",
                str(Path(tmp) / f"out.{suffix}"),
                "--database",
                database,
            ]
            walls, cpus = [], []
            for _ in range(runs):
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter()
                subprocess.run(
                    command, check=True, capture_output=True, timeout=300, env=child_env()
                )
                walls.append(time.perf_counter() - start)
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
            load = os.getloadavg()[0]
            name = f"cli: `export` {label}, new process ({players:,} players)"
            found.append(Figure(f"{name} (CPU)", min(cpus), "s", target))
            found.append(Figure(f"{name} (wall, load {load:.1f})", min(walls), "s"))
    return found


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
        Figure(f"PDF standings alone, {players:,} players", pdf, "s"),
        Figure(f"Excel event workbook alone, {hands:,} hands", xlsx, "s"),
        *whole_path_figures(quick),
        *command_figures(quick),
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
