"""Watch the SQL an engine sends: the season tests prove with it that a season
report or statistics read the kept ``player_tallies`` (and nothing more) in few queries, and
the standings tests that a refresh after one hand is three statements."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import event as sa_event
from sqlalchemy.engine import Engine


@contextmanager
def statements(engine: Engine) -> Iterator[list[str]]:
    """Every SQL statement ``engine`` sends while the block runs (a round trip each on
    PostgreSQL; the transaction's begin and commit are not statements here)."""
    seen: list[str] = []

    def listen(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        seen.append(statement)

    sa_event.listen(engine, "before_cursor_execute", listen)
    try:
        yield seen
    finally:
        sa_event.remove(engine, "before_cursor_execute", listen)


@contextmanager
def tally_reads(engine: Engine) -> Iterator[list[str]]:
    """The SQL statements ``engine`` sends reading ``player_tallies`` while the block runs
    (``services._ctx.engine`` or ``db.engine``)."""
    reads: list[str] = []
    with statements(engine) as sent:
        yield reads
    reads.extend(statement for statement in sent if "player_tallies" in statement)
