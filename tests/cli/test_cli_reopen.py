"""`reopen-round`, `close-session`, `reopen-session`: a mistake found after closing is fixed
where it happened, from the shell — each command run as a program of its own, as a script
runs it; every change audited; a refusal is one line with status 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from cli_helpers import play, small_event
from sqlalchemy import select

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.door.reads import hands, rounds, tables
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry

HANDS = 2
PICKED = '{"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 95, "tricks": 5}'


def program(*args: str) -> subprocess.CompletedProcess[str]:
    """``sheepshead-scorer ARGS`` as its own process."""
    return subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", *args],
        capture_output=True, text=True, check=False, timeout=120,
    )


def test_a_closed_round_and_session_reopen_for_a_correction(sqlite_db: Database) -> None:
    services = Services(sqlite_db, station="setup")
    event, round_id = small_event(services, hands=HANDS)
    play(services, round_id, HANDS)
    path = sqlite_db.url.removeprefix("sqlite:///")
    db = ["--database", path]
    where = ["--event", str(event), "--round", "1"]

    assert program("close-round", *where, *db).stdout.strip() == "round 1 closed"
    closed = program("close-session", "--event", str(event), *db)
    assert closed.returncode == 0, closed.stderr
    assert closed.stdout.strip() == "session 1 closed; the standings are final"

    # the round cannot reopen inside a closed session: one line, status 2, nothing written
    refused = program("reopen-round", *where, *db)
    assert refused.returncode == 2
    assert refused.stderr.strip() == (
        "error: session 1 is closed; reopen the session first, then round 1"
    )

    opened = program("reopen-session", "--event", str(event), "--json", *db)
    assert opened.returncode == 0, opened.stderr
    assert json.loads(opened.stdout) == {"event": event, "session": 1, "closed": False}
    again = program("reopen-round", *where, *db)
    assert again.returncode == 0, again.stderr
    assert again.stdout.strip() == "round 1 reopened: it takes hands and corrections again"

    fixed = program("correct-hand", *where, "--table", "1", "--hand", "1", PICKED, *db)
    assert fixed.returncode == 0, fixed.stderr
    assert fixed.stdout.startswith("corrected hand 1 at table 1: ")
    assert program("close-round", *where, *db).returncode == 0
    last = program("close-session", "--event", str(event), "--session", "1", *db)
    assert last.stdout.strip() == "session 1 closed; the standings are final"

    reread = Services(sqlite_db, station="check")
    assert [r.status for r in rounds(reread._ctx, event)] == ["closed"]
    first = tables(reread._ctx, round_id)[0]
    assert hands(reread._ctx, first.id)[0].points == 95
    with sqlite_db.session() as session:
        done = [
            (a.entity, a.action) for a in session.scalars(
                select(AuditEntry).where(AuditEntry.entity.in_(("round", "session")))
                .order_by(AuditEntry.id)
            )
        ]
    assert done[-6:] == [
        ("round", "close"), ("session", "close"), ("session", "reopen"), ("round", "reopen"),
        ("round", "close"), ("session", "close"),
    ]


def test_reopening_what_is_open_is_refused_in_words(sqlite_db: Database) -> None:
    services = Services(sqlite_db, station="setup")
    event, _ = small_event(services, hands=HANDS)
    path = str(Path(sqlite_db.url.removeprefix("sqlite:///")))
    for args, words in (
        (["reopen-round", "--event", str(event), "--round", "1"],
         "error: round 1 is published, not closed"),
        (["reopen-session", "--event", str(event)], "error: session 1 is open, not closed"),
        (["close-session", "--event", str(event)],
         "error: session 1 still has open round 1; close them first"),
        (["reopen-round", "--event", str(event), "--round", "4"], "has no round 4"),
    ):
        run = program(*args, "--database", path)
        assert run.returncode == 2, (args, run.stdout)
        assert len(run.stderr.splitlines()) == 1, run.stderr
        assert run.stderr.startswith(words) or words in run.stderr, run.stderr
