"""Shared helpers for the benchmark modules: the Figure row, timing, and the printed table."""

from __future__ import annotations

import resource
import statistics
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Figure:
    """One measured figure against its target."""

    name: str
    value: float
    unit: str
    target: float | None = None
    higher_is_better: bool = False

    @property
    def verdict(self) -> str:
        if self.target is None:
            return ""
        ok = self.value >= self.target if self.higher_is_better else self.value <= self.target
        return "ok" if ok else "MISSED"

    @property
    def target_text(self) -> str:
        if self.target is None:
            return "-"
        return f"{'≥' if self.higher_is_better else '≤'} {_fmt(self.target)} {self.unit}"


def _fmt(value: float) -> str:
    if value >= 1000:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.3g}"


def best_of(action: Callable[[], object], repeats: int = 5) -> float:
    """Best wall-clock seconds of `repeats` runs."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def median_ms(samples: Iterable[float]) -> float:
    return statistics.median(samples) * 1000


def peak_rss_mb() -> float:
    """Peak resident memory of this process so far, in MB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def print_table(figures: list[Figure]) -> None:
    rows = [("figure", "measured", "target", "")]
    rows += [(f.name, f"{_fmt(f.value)} {f.unit}", f.target_text, f.verdict) for f in figures]
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    for n, row in enumerate(rows):
        print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip())
        if n == 0:
            print("  ".join("-" * w for w in widths))
