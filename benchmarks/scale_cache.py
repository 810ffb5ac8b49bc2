"""Nationals-sized databases for the benchmarks, built once and kept.

``event_database(players)`` is a SQLite file holding one event: ``players`` checked-in
players at tables of 5, 3 sessions x 4 rounds x 12 hands, every table filled by
``services.scale_data`` except the first ``EMPTY_TABLES`` tables of the last round (hands go
in there, through the real services or the real window). 1,000 players make 28,560 hands,
5,000 players 143,760 (about 15 s and 80 s to build here).

The file is cached in ``$SHEEPSHEAD_BENCH_CACHE`` (default: ``sheepshead-scorer-bench`` in
the temporary folder), keyed by the generator's version and the size (a new generator builds
anew; a newer schema migrates the cached file once). Callers get a private copy
(``copy_of``): the cached file is not written to otherwise.

``pg_event_database(url, players)`` does the same on PostgreSQL: one schema per key in the
database ``url`` names (kept between runs, like the SQLite file).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from sqlalchemy import create_engine, select, text

from sheepshead_scorer.ids import EventId, TableId
from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.demo.scale_data import GENERATOR_VERSION, bulk_players, fill_event
from sheepshead_scorer.store import (
    Database,
    current_revision,
    head_revision,
    make_engine,
    open_database,
    to_url,
)
from sheepshead_scorer.store.models import GameTable, Hand, Round

SESSIONS, ROUNDS, HANDS = 3, 4, 12
EMPTY_TABLES = 20


@dataclass(frozen=True)
class ScaleEvent:
    """Where the built event is: its id, the empty tables of its last round, its size."""

    event_id: EventId
    empty_tables: tuple[TableId, ...]
    hands: int
    players: int


def cache_folder() -> Path:
    folder = Path(
        os.environ.get("SHEEPSHEAD_BENCH_CACHE")
        or Path(tempfile.gettempdir()) / "sheepshead-scorer-bench"
    )
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _key(players: int) -> str:
    return f"event-g{GENERATOR_VERSION}-p{players}"


def build_event(database: Database, players: int) -> ScaleEvent:
    """Fill an empty database with the benchmark event."""
    services = Services(database, station="bench")
    event_id = services.create_event(
        EventSpec(
            name=f"Nationals {players}",
            held_on=date(2026, 11, 28),
            ruleset=preset("000-encyclopedia"),
            sessions=SESSIONS,
            hands_per_session=ROUNDS * HANDS,
        )
    ).created
    assert event_id is not None
    ids = bulk_players(services, players)
    fill_event(
        services,
        EventId(event_id),
        ids,
        rounds=ROUNDS,
        hands=HANDS,
        seed=2026,
        leave_empty=EMPTY_TABLES,
    )
    return describe(database)


def describe(database: Database) -> ScaleEvent:
    """The event of a built benchmark database (the first event; the empty tables are the
    tables of its newest round without hands)."""
    with database.session() as session:
        event_id = session.scalar(select(Round.event_id).order_by(Round.event_id).limit(1))
        last_round = session.scalar(select(Round.id).order_by(Round.id.desc()).limit(1))
        filled = select(Hand.table_id).distinct()
        empty = session.scalars(
            select(GameTable.id)
            .where(GameTable.round_id == last_round, GameTable.id.not_in(filled))
            .order_by(GameTable.number)
        ).all()
        hands = session.query(Hand).count()
        from sheepshead_scorer.store.models import Registration

        players = session.query(Registration).count()
    assert event_id is not None
    return ScaleEvent(EventId(event_id), tuple(TableId(t) for t in empty), hands, players)


def event_database(players: int) -> Path:
    """The cached SQLite file of the event with ``players`` players (built if missing)."""
    path = cache_folder() / f"{_key(players)}.sqlite3"
    if path.exists():
        if current_revision(make_engine(to_url(path))) != head_revision():  # migrate once
            open_database(path).close()
            for old in path.parent.glob(f"{path.stem}.before-*"):
                old.unlink()
        return path
    start = time.perf_counter()
    print(f"building the {players:,}-player benchmark database ...", file=sys.stderr, flush=True)
    partial = path.with_suffix(".building")
    partial.unlink(missing_ok=True)
    database = open_database(partial)
    try:
        build_event(database, players)
        with database.engine.connect() as connection:
            connection.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        database.close()
    for suffix in ("-wal", "-shm"):
        Path(f"{partial}{suffix}").unlink(missing_ok=True)
    partial.rename(path)
    print(f"built {path.name} in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    return path


def copy_of(players: int, folder: Path) -> Path:
    """A private copy of the cached database (to write hands into)."""
    target = folder / f"nationals-{players}.sqlite3"
    shutil.copyfile(event_database(players), target)
    return target


def pg_event_database(url: str, players: int) -> str:
    """A PostgreSQL URL (schema per key, in ``url``'s database) holding the built event.

    Hands recorded by a benchmark stay in it; they go to the empty tables, which
    ``describe`` then no longer lists, so each run uses the tables still empty, and the
    schema is built anew when fewer than 4 are left.
    """
    schema = f"{_key(players)}-r{head_revision()}".replace("-", "_")
    admin = create_engine(url, isolation_level="AUTOCOMMIT")
    joiner = "&" if "?" in url else "?"
    scoped = f"{url}{joiner}options=-csearch_path%3D{schema}"
    try:
        with admin.connect() as connection:
            exists = connection.scalar(
                text("SELECT count(*) FROM information_schema.schemata WHERE schema_name = :s"),
                {"s": schema},
            )
            if exists:
                database = open_database(scoped)
                try:
                    if len(describe(database).empty_tables) >= 4:
                        return scoped
                finally:
                    database.close()
                connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
            connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    finally:
        admin.dispose()
    start = time.perf_counter()
    print(f"building the {players:,}-player database on PostgreSQL ...", file=sys.stderr)
    database = open_database(scoped)
    try:
        build_event(database, players)
        # Statistics for the planner, as the server's autovacuum gathers them within a
        # minute of a bulk load: without them the first runs would time plans made blind
        # (a tally read by player scanned the event's 12,000 round rows: 3.5 ms, not 0.5).
        with database.engine.connect() as connection:
            connection.execute(text("ANALYZE"))
            connection.commit()
    finally:
        database.close()
    print(f"built schema {schema} in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    return scoped


def pg_url(argv: list[str] | None = None) -> str | None:
    """The PostgreSQL server to benchmark on: ``--pg-url URL`` or SHEEPSHEAD_TEST_PG_URL."""
    args = sys.argv if argv is None else argv
    for index, arg in enumerate(args):
        if arg == "--pg-url" and index + 1 < len(args):
            return args[index + 1]
        if arg.startswith("--pg-url="):
            return arg.partition("=")[2]
    return os.environ.get("SHEEPSHEAD_TEST_PG_URL") or None
