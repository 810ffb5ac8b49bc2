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
