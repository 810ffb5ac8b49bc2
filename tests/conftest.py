"""Shared fixtures: a fresh, migrated database per test, on SQLite and on PostgreSQL.

``db`` is parametrized: ``[sqlite]`` is a file in ``tmp_path``; ``[postgresql]`` is a fresh
schema in the database named by ``SHEEPSHEAD_TEST_PG_URL`` (``scripts/test`` starts the
server and sets it), migrated with the same Alembic revisions and dropped afterwards.
Without that variable the PostgreSQL cases fail (they are never skipped).
"""

from __future__ import annotations

import os
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from sheepshead_scorer.services import Services
from sheepshead_scorer.store import Database, open_database

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


@pytest.fixture
def sqlite_db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "scorer.sqlite3")
    yield database
    database.close()


@pytest.fixture
def pg_db() -> Iterator[Database]:
    base = pg_url()
    schema = f"t_{uuid.uuid4().hex[:16]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    joiner = "&" if "?" in base else "?"
    database = open_database(f"{base}{joiner}options=-csearch_path%3D{schema}")
    try:
        yield database
    finally:
        database.close()
        with admin.connect() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


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
