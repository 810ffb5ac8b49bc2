"""Speed and memory figures: `python -m benchmarks` runs every `bench_*.py` and prints a table.

Each benchmark module exposes `figures(quick: bool) -> list[Figure]`. Timings are wall-clock
seconds on this machine (floats are fine here: they measure time, not points or money).
"""
