"""Crash safety (short CI run of ``python -m reliability.crash_harness --kills 200``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import select

from reliability import crash_harness
from sheepshead_scorer.store import open_database
from sheepshead_scorer.store.models import Hand


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
    report = crash_harness.run(1, seed=5, folder=tmp_path, min_delay=0.5, max_delay=0.6)
    assert report.ok
    broken = crash_harness.CrashReport(kills=1)
    outcome = '{"type":"all_pass","dealer":0}'
    crash_harness.verify(tmp_path / "crash.sqlite3", {10**9: (1, 1, outcome)}, broken)
    assert not broken.ok
    assert "missing" in broken.problems[0]


def test_a_child_that_writes_nothing_fails_the_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A harness whose children never commit must not pass on "0 acknowledged, 0 lost"."""
    monkeypatch.setattr(crash_harness, "kill_once", lambda *args: [])
    report = crash_harness.run(2, seed=1, folder=tmp_path, min_delay=1.0, max_delay=1.1)
    assert not report.ok
    assert any("acknowledged no hand" in p for p in report.problems)


def test_a_changed_outcome_counts_as_missing(tmp_path: Path) -> None:
    report = crash_harness.run(2, seed=7, folder=tmp_path, min_delay=0.5, max_delay=0.6)
    assert report.ok and report.acknowledged > 0
    database = open_database(tmp_path / "crash.sqlite3", migrate=False)
    with database.session() as session:
        hand_id, table_id, number, outcome = session.execute(
            select(Hand.id, Hand.table_id, Hand.number, Hand.outcome).limit(1)
        ).one()
    database.close()
    changed = dict(outcome) | {"points": (int(outcome.get("points", 0)) + 1) % 120}
    broken = crash_harness.CrashReport(kills=1)
    crash_harness.verify(
        tmp_path / "crash.sqlite3", {hand_id: (table_id, number, json.dumps(changed))}, broken
    )
    assert broken.found == 0 and "changed" in broken.problems[0]
