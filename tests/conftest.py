"""Shared fixtures: a fresh, migrated database per test, on SQLite and on PostgreSQL.

``db`` is parametrized: ``[sqlite]`` is a file in ``tmp_path``; ``[postgresql]`` is a fresh
schema in the database named by ``SHEEPSHEAD_TEST_PG_URL`` (``scripts/test`` starts the
server and sets it), dropped afterwards. Without that variable the PostgreSQL cases fail
(they are never skipped).

Migrating takes a second or two per database (revision 0005 rebuilds every SQLite table,
Alembic loads every revision file), so the revisions run once per test session: each test's
SQLite file is a copy of a file migrated once, and each PostgreSQL schema replays, in one
transaction, the statements the migration of a first schema sent. The tests of the migrations
themselves migrate their own databases, and a test in tests/store checks that a replayed
schema equals a migrated one.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, event, text
from sqlalchemy.engine import Engine
from sqlalchemy.pool import NullPool

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.demo.demo_event import DemoSummary
from sheepshead_scorer.store import Database, open_database
from tests.demo_snapshot import DemoSnapshot, build_snapshot, load_snapshot

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the app and the CLI log to a file (sheepshead_scorer.logs): never the tester's data folder
os.environ.setdefault("SHEEPSHEAD_LOG_DIR", tempfile.mkdtemp(prefix="sheepshead-logs-"))

PG_ENV = "SHEEPSHEAD_TEST_PG_URL"
TEST_STATION = "test-station"


def pg_url() -> str:
    """The PostgreSQL test URL, or a test failure saying how to get one."""
    url = os.environ.get(PG_ENV, "")
    if not url:
        pytest.fail(
            f"{PG_ENV} is not set, so the PostgreSQL half of this test cannot run. Run the "
            "tests with scripts/test (it starts PostgreSQL and sets it), or export "
            f"{PG_ENV}=$(scripts/start-postgres)",
            pytrace=False,
        )
    return url


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite file migrated to head once per session (closed: its WAL checkpointed)."""
    path = tmp_path_factory.mktemp("template") / "template.sqlite3"
    open_database(path).close()
    return path


@pytest.fixture
def sqlite_db(tmp_path: Path, sqlite_template: Path) -> Iterator[Database]:
    path = tmp_path / "scorer.sqlite3"
    shutil.copyfile(sqlite_template, path)
    path.chmod(0o600)  # as open_database creates it: contact data, the owner's only
    database = open_database(path)
    yield database
    database.close()


@pytest.fixture(scope="session")
def pg_migration() -> list[tuple[str, Any, bool]]:
    """The statements the Alembic revisions send to migrate an empty PostgreSQL schema to
    head, recorded once per session as they went to the server (reads included)."""
    base = pg_url()
    schema = f"tmpl_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    sent: list[tuple[str, Any, bool]] = []

    def record(_c: Any, _cur: Any, statement: str, parameters: Any, _x: Any, many: bool) -> None:
        sent.append((statement, parameters, many))

    event.listen(Engine, "before_cursor_execute", record)
    try:
        open_database(_in_schema(base, schema)).close()
    finally:
        event.remove(Engine, "before_cursor_execute", record)
        with admin.connect() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()
    return sent


def _in_schema(base: str, schema: str) -> str:
    joiner = "&" if "?" in base else "?"
    return f"{base}{joiner}options=-csearch_path%3D{schema}"


@contextlib.contextmanager
def _fresh_pg_schema(migration: list[tuple[str, Any, bool]]) -> Iterator[str]:
    """A new schema migrated by replaying the recorded migration in one transaction (the
    same statements on the same empty schema, so the same result, in a tenth of the time);
    yields its URL and drops it afterwards."""
    base = pg_url()
    schema = f"t_{uuid.uuid4().hex[:16]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    url = _in_schema(base, schema)
    try:
        replay = create_engine(url, poolclass=NullPool)
        with replay.begin() as connection:
            cursor = connection.connection.cursor()
            for statement, parameters, many in migration:
                if many:
                    cursor.executemany(statement, parameters)
                else:
                    cursor.execute(statement, parameters or None)
        replay.dispose()
        yield url
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture
def pg_db(pg_migration: list[tuple[str, Any, bool]]) -> Iterator[Database]:
    """A fresh schema, migrated (see ``_fresh_pg_schema``)."""
    with _fresh_pg_schema(pg_migration) as url:
        database = open_database(url)
        try:
            yield database
        finally:
            database.close()


@pytest.fixture(scope="session")
def demo_snapshots(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: Path,
    request: pytest.FixtureRequest,
) -> Iterator[Callable[[str], DemoSnapshot]]:
    """The demo, built at most once per session and backend (when a test first asks)."""
    built: dict[str, DemoSnapshot] = {}
    with contextlib.ExitStack() as stack:

        def build(backend: str) -> DemoSnapshot:
            if backend not in built:
                if backend == "sqlite":
                    path = tmp_path_factory.mktemp("demo") / "demo.sqlite3"
                    shutil.copyfile(sqlite_template, path)
                    database = open_database(path)
                else:
                    migration = request.getfixturevalue("pg_migration")
                    database = open_database(stack.enter_context(_fresh_pg_schema(migration)))
                built[backend] = build_snapshot(database, TEST_STATION)
            return built[backend]

        yield build


@pytest.fixture
def demo_summary(db: Database, demo_snapshots: Callable[[str], DemoSnapshot]) -> DemoSummary:
    """The demo event and season in this test's fresh database (a copy of one built demo)."""
    backend = "sqlite" if db.url.startswith("sqlite") else "postgresql"
    return load_snapshot(demo_snapshots(backend), db)


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def db(request: pytest.FixtureRequest) -> Database:
    """A fresh database migrated to head, on each backend in turn."""
    name = "sqlite_db" if request.param == "sqlite" else "pg_db"
    database: Database = request.getfixturevalue(name)
    return database


@pytest.fixture
def services(db: Database) -> Services:
    """The services facade over the fresh database, as station ``test-station``."""
    return Services(db, station=TEST_STATION)
