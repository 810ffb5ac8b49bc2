"""The benchmark harness itself (not its figures): ``python -m benchmarks --quick`` runs each
module in a child process and prints every figure with its median, p10-p90 spread and the
1-minute load; without the peer's setup the app benchmark says so in one line and goes on
(issue 26). The peer is never needed here."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks import peer
from benchmarks.common import NOTES, Figure, print_table


def test_quick_run_prints_median_spread_and_load() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks", "--quick", "rules"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
    header = done.stdout.splitlines()[0].split()
    assert header[:4] == ["figure", "median", "p10-p90", "load"]
    assert "score_hand" in done.stdout


def test_a_figure_of_samples_carries_its_spread_and_the_load(
    capsys: pytest.CaptureFixture[str],
) -> None:
    figure = Figure.of_samples("x", [i / 1000 for i in range(1, 12)], target=10)
    assert figure.value == 6.0
    assert figure.p10 is not None and figure.p90 is not None
    assert figure.p10 < 6.0 < figure.p90
    assert figure.load >= 0
    print_table([figure])
    row = capsys.readouterr().out.splitlines()[2].split()
    assert row[:3] == ["x", "6", "ms"]
    assert "-" in row[3] and row[3] != "-"  # the spread, e.g. 1.2-10.8


def test_without_the_peer_one_line_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SHEEPSHEAD_PEER_DIR", str(tmp_path))
    why = peer.missing()
    assert why is not None and "\n" not in why
    assert "setup-peer" in why
    from benchmarks.bench_app import _Peer

    before = len(NOTES)
    try:
        absent = _Peer(quick=False)
        assert absent.around(40, tmp_path, 4, lambda: "ours") == "ours"  # ours still runs
        assert absent.figures(40, {}) == []
        assert NOTES[before:] == [f"peer: {why}; its figures are left out"]
    finally:
        del NOTES[before:]


def _ours(median: float) -> dict[str, object]:
    return {"wall": {"median": median, "p10": median, "p90": median}, "load_before": [0.5]}


def test_peer_over_ours_reads_the_browser_and_prints_the_http_floor(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SHEEPSHEAD_PEER_DIR", str(tmp_path))
    from benchmarks.bench_app import _Peer

    before = len(NOTES)
    try:
        beside = _Peer(quick=False)
        beside.why = None  # as if its setup were at hand: samples in seconds
        beside.samples[40] = ([0.008] * 4, [0.004] * 4)
        beside.seen[40] = {"total": [0.2] * 4, "standings": [0.1] * 4}
        beside.load[40] = 0.5
        found = {f.name: f for f in beside.figures(40, _ours(10.0))}
        ratio = next(f for name, f in found.items() if name.startswith("peer / ours"))
        assert ratio.value == pytest.approx(20.0)  # 200 ms in chromium / 10 ms: not 8 / 10
        assert "in chromium" in ratio.name
        floor = next(f for name, f in found.items() if "floor (HTTP only)" in name)
        assert floor.value == pytest.approx(8.0)
        del beside.seen[40]  # no browser: the ratio falls back to the HTTP figure, and says so
        fallback = next(f for f in beside.figures(40, _ours(10.0)) if "peer / ours" in f.name)
        assert fallback.value == pytest.approx(0.8)
        assert "HTTP only" in fallback.name
    finally:
        del NOTES[before:]
