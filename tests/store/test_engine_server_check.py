"""A pooled PostgreSQL connection is checked before use without a round trip: a connection
the server dropped is replaced (the next read works), a live one sends nothing but the
caller's own statements (issue 26: the pre-ping's empty query was one more round trip per
read or write)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from sheepshead_scorer.store import Database

pytestmark = pytest.mark.postgres


def _backend_pid(pg_db: Database) -> int:
    with pg_db.engine.connect() as connection:
        pid: int = connection.execute(text("SELECT pg_backend_pid()")).scalar_one()
    return pid


def test_a_connection_the_server_dropped_is_replaced_before_use(pg_db: Database) -> None:
    pooled = _backend_pid(pg_db)  # back in the pool now, idle
    other = create_engine(pg_db.url)  # another program ends it (a restart would too)
    try:
        with other.connect() as connection:
            assert connection.execute(
                text("SELECT pg_terminate_backend(:p)"), {"p": pooled}
            ).scalar_one()
            # the signal is sent: wait until the backend has gone (closed its end)
            deadline = time.monotonic() + 10
            alive = text("SELECT count(*) FROM pg_stat_activity WHERE pid = :p")
            while connection.execute(alive, {"p": pooled}).scalar_one():
                assert time.monotonic() < deadline
                connection.rollback()  # a new snapshot of pg_stat_activity
                time.sleep(0.02)
        time.sleep(0.1)  # and its process has exited
    finally:
        other.dispose()
    # the dead connection is still pooled: its checkout notices and opens a new one
    assert _backend_pid(pg_db) != pooled
    assert _backend_pid(pg_db) != pooled


def test_a_live_connection_is_checked_out_without_a_round_trip(
    pg_db: Database, tmp_path: Path
) -> None:
    _backend_pid(pg_db)  # one live connection in the pool
    trace = tmp_path / "protocol.trace"
    with trace.open("wb") as sink:
        raw = pg_db.engine.raw_connection()  # that connection: trace what it sends
        raw.dbapi_connection.pgconn.trace(sink.fileno())  # type: ignore[union-attr]
        raw.close()
        with pg_db.engine.connect() as connection:
            assert connection.execute(text("SELECT 41 + 1")).scalar_one() == 42
        raw = pg_db.engine.raw_connection()
        raw.dbapi_connection.pgconn.untrace()  # type: ignore[union-attr]
        raw.close()
    sent = [
        line.split("\t")[4].strip()
        for line in trace.read_text().splitlines()
        if line.split("\t")[1:2] == ["F"] and line.split("\t")[3] in ("Query", "Parse")
    ]
    # nothing before the caller's statement (the pre-ping sent an empty query, ";")
    assert sent == ['"BEGIN"', '"SELECT 41 + 1"', '"ROLLBACK"']
