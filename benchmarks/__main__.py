"""Run every benchmark and print one table: `python -m benchmarks [--quick] [NAME ...]`.

NAME selects modules by substring (e.g. `rules`, `store`). `--quick` runs smaller sizes (a smoke
check of the benchmark code itself, not the published figures). `--pg-url URL` (or
SHEEPSHEAD_TEST_PG_URL) adds the PostgreSQL figures. Each module runs in its own process so
that memory figures are per benchmark; each figure is printed with its median, its p10-p90
spread and the 1-minute load, and the notes (the peer, ours against it) under the table.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import pkgutil
import subprocess
import sys
from dataclasses import asdict

from benchmarks.common import NOTES, Figure, note, print_table


def _modules() -> list[str]:
    import benchmarks

    return sorted(
        m.name for m in pkgutil.iter_modules(benchmarks.__path__) if m.name.startswith("bench_")
    )


def _run_one(name: str, quick: bool) -> list[Figure]:
    module = importlib.import_module(f"benchmarks.{name}")
    result: list[Figure] = module.figures(quick)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks")
    parser.add_argument(
        "names", nargs="*", help="run only modules whose name contains one of these"
    )
    parser.add_argument(
        "--quick", action="store_true", help="small sizes: checks the code, not the figures"
    )
    parser.add_argument("--pg-url", help="a PostgreSQL server to measure on too")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.pg_url:  # the children (and their probes) read it from the environment
        os.environ["SHEEPSHEAD_TEST_PG_URL"] = args.pg_url
    if args.child:
        found = [asdict(f) for f in _run_one(args.child, args.quick)]
        print(json.dumps({"figures": found, "notes": NOTES}))
        return 0
    names = [m for m in _modules() if not args.names or any(n in m for n in args.names)]
    figures: list[Figure] = []
    for name in names:
        print(f"running {name} ...", file=sys.stderr, flush=True)
        cmd = [sys.executable, "-m", "benchmarks", "--child", name] + (
            ["--quick"] if args.quick else []
        )
        done = subprocess.run(cmd, check=False, capture_output=True, text=True)
        if done.returncode != 0:
            print(done.stderr[-4000:], file=sys.stderr)
            raise SystemExit(f"benchmark {name} failed (exit {done.returncode})")
        child = json.loads(done.stdout.strip().splitlines()[-1])
        figures += [Figure(**f) for f in child["figures"]]
        for line in child["notes"]:
            note(line)
    print_table(figures)
    missed = [f.name for f in figures if f.verdict == "MISSED"]
    if missed:
        print(f"\nmissed targets: {', '.join(missed)}")
    return 1 if missed and not args.quick else 0


if __name__ == "__main__":
    raise SystemExit(main())
