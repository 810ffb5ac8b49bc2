"""Crash safety (short CI run of ``python -m reliability.crash_harness --kills 200``)."""

from __future__ import annotations

from pathlib import Path

from reliability import crash_harness


def test_hands_acknowledged_before_a_sigkill_survive_it(tmp_path: Path) -> None:
    report = crash_harness.run(10, seed=3, folder=tmp_path, max_delay=0.35)

    assert report.problems == []
    assert report.kills == 10
    assert report.acknowledged > 0
    assert report.found == report.acknowledged
    # at most one hand per kill can be committed but not yet acknowledged
    assert report.acknowledged <= report.hands_in_database <= report.acknowledged + 10
    assert report.integrity_failures == 0
    assert report.tally_mismatches == 0


def test_verify_reports_a_lost_hand_as_a_failure(tmp_path: Path) -> None:
    """The check can fail: an acknowledged hand that is not in the file is reported."""
    report = crash_harness.run(1, seed=5, folder=tmp_path, max_delay=0.2)
    assert report.ok
    broken = crash_harness.CrashReport(kills=1)
    crash_harness.verify(tmp_path / "crash.sqlite3", {10**9: (1, 1)}, broken)
    assert not broken.ok
    assert "missing" in broken.problems[0]
