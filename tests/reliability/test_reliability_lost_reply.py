"""Every write door idempotent across a lost reply (issue 25, item 5): `record-hand --hand N`
answers a retry of a stored hand "already saved" (exit 0) and refuses another outcome under
that number naming what is stored; when the reply to the commit is lost, the command says
"may have been saved — checking…" and checks (``reliability.lost_reply``, PostgreSQL)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from sqlalchemy import select

from reliability import lost_reply, workload
from reliability.stations import PG_ENV
from sheepshead_scorer.cli import main
from sheepshead_scorer.services import Services
from sheepshead_scorer.store import Database, open_database
from sheepshead_scorer.store.models import Hand

HAND = {"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 75, "tricks": 4}


@pytest.fixture
def event_file(tmp_path: Path) -> tuple[str, int]:
    path = tmp_path / "event.sqlite3"
    database = open_database(path)
    services = Services(database, station="director")
    setup = workload.create_event(services, 1)
    workload.start_round(services, setup.event_id, 1, seed=1)
    database.close()
    return str(path), setup.event_id


def _record(capsys: pytest.CaptureFixture[str], path: str, event: int, number: int,
            outcome: dict[str, object]) -> tuple[int, str, str]:
    capsys.readouterr()
    status = main(["record-hand", "--event", str(event), "--round", "1", "--table", "1",
                   "--hand", str(number), json.dumps(outcome), "--database", path])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _hands(path: str) -> list[int]:
    database = open_database(path)
    try:
        with database.session() as session:
            return sorted(session.scalars(select(Hand.number)))
    finally:
        database.close()


def test_record_hand_again_with_its_number_is_already_saved(
    capsys: pytest.CaptureFixture[str], event_file: tuple[str, int]
) -> None:
    path, event = event_file
    status, out, _err = _record(capsys, path, event, 1, HAND)
    assert status == 0 and out.startswith("entered hand 1 at table 1")
    status, out, err = _record(capsys, path, event, 1, HAND)  # the script's retry
    assert (status, err) == (0, "") and out.startswith("already saved: hand 1 at table 1")
    other = {**HAND, "points": 80}
    status, _out, err = _record(capsys, path, event, 1, other)
    assert status == 2
    assert "hand 1 at table 1 is already stored with another outcome (" in err
    assert '"points": 75' in err and '"points": 80' in err and "hand 2" in err
    status, _out, err = _record(capsys, path, event, 3, HAND)  # a number past the next
    assert status == 2 and "the next one is hand 2, not 3" in err
    assert _hands(path) == [1]


@pytest.mark.postgres
def test_a_lost_commit_reply_is_checked_never_stored_twice(pg_db: Database) -> None:
    report = lost_reply.run(os.environ[PG_ENV], trials=4, cut_share=1.0)
    assert report.problems == [], report.messages
    assert report.cuts == 4 and report.checked_saved == 4
    assert (report.acknowledged, report.stored, report.lost, report.doubled) == (4, 4, 0, 0)
    assert all("may have been saved — checking…" in m for m in report.messages)
    assert not any("not saved" in m for m in report.messages)
