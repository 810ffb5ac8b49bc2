"""Shared helpers for the benchmark modules: the Figure row, timing, and the printed table.

Every figure carries the 1-minute load when it was taken and, where it is the median of
several samples, their 10th-90th percentile spread; ``note`` adds a line printed under the
table (the peer not at hand, a summary of ours against the peer).
"""

from __future__ import annotations

import os
import resource
import statistics
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

NOTES: list[str] = []
"""Lines printed under the table (this process's; the parent adds its children's)."""


def note(text: str) -> None:
    NOTES.append(text)


def load_now() -> float:
    """The 1-minute load average, as ``uptime`` shows it."""
    return round(os.getloadavg()[0], 2)


@dataclass(frozen=True)
class Figure:
    """One measured figure against its target: ``value`` is the median where ``p10`` and
    ``p90`` are given, ``load`` the 1-minute load when it was measured."""

    name: str
    value: float
    unit: str
    target: float | None = None
    higher_is_better: bool = False
    p10: float | None = None
    p90: float | None = None
    load: float = field(default_factory=load_now)

    @classmethod
    def of(
        cls,
        name: str,
        spread: Mapping[str, Any],
        unit: str = "ms",
        target: float | None = None,
        load: float | None = None,
    ) -> Figure:
        """A figure from ``baselines.spread``'s median and 10th/90th percentiles."""
        return cls(
            name,
            spread["median"],
            unit,
            target,
            False,
            spread["p10"],
            spread["p90"],
            load_now() if load is None else load,
        )

    @classmethod
    def of_samples(cls, name: str, seconds: Iterable[float], target: float | None = None) -> Figure:
        """The median and the spread of samples in seconds, in ms."""
        ms = sorted(s * 1000 for s in seconds)
        deciles = statistics.quantiles(ms, n=10) if len(ms) > 1 else [ms[0]] * 9
        return cls(name, statistics.median(ms), "ms", target, False, deciles[0], deciles[-1])

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


def _spread_text(figure: Figure) -> str:
    if figure.p10 is None or figure.p90 is None:
        return "-"
    return f"{_fmt(figure.p10)}-{_fmt(figure.p90)}"


def print_table(figures: list[Figure]) -> None:
    """The figures (median, p10-p90, 1-minute load, target, verdict), then the notes."""
    rows = [("figure", "median", "p10-p90", "load", "target", "")]
    rows += [
        (
            f.name,
            f"{_fmt(f.value)} {f.unit}",
            _spread_text(f),
            f"{f.load:.2f}",
            f.target_text,
            f.verdict,
        )
        for f in figures
    ]
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for n, row in enumerate(rows):
        print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip())
        if n == 0:
            print("  ".join("-" * w for w in widths))
    if NOTES:
        print()
        for line in NOTES:
            print(line)
