"""Several stations on PostgreSQL (short CI run of ``python -m reliability.stations``),
the read-only display role, and the change feed a station polls."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.exc import DBAPIError

from reliability import stations
from reliability.stations import PG_ENV
from sheepshead_scorer.services import PlayerFields, Services, WrongStateError
from sheepshead_scorer.services.core.change_feed import ChangeMarker
from sheepshead_scorer.services.database.credentials import create_readonly_role
from sheepshead_scorer.store import Database

pytestmark = pytest.mark.postgres


@pytest.fixture
def base_url(pg_db: Database) -> str:
    """The server URL (``pg_db`` fails the test, with how to fix it, when it is unset)."""
    return os.environ[PG_ENV]


def test_three_stations_lose_and_double_nothing_and_stale_edits_are_refused(
    base_url: str,
) -> None:
    report = stations.run(base_url, 3, 50, conflicts=3, poll=0.3)

    assert report.problems == []
    assert report.acknowledged == report.stored == 150
    assert (report.lost, report.doubled, report.overwritten) == (0, 0, 0)
    assert report.conflicts == report.conflicts_won == 3
    assert report.stale_refused == 3 * 2  # the two losers of each conflict
    assert report.tally_mismatches == 0
    assert report.display_lag_seconds < 5


@pytest.fixture
def readonly(pg_db: Database) -> Iterator[tuple[Database, str, str]]:
    name = f"ro_{uuid.uuid4().hex[:10]}"
    password = uuid.uuid4().hex
    create_readonly_role(pg_db.engine, name, password)
    url = stations.with_login(pg_db.engine.url.render_as_string(hide_password=False), name,
                              password)
    yield pg_db, name, url
    admin = create_engine(pg_db.engine.url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        schema = connection.execute(text("SELECT current_schema()")).scalar_one()
        database = connection.execute(text("SELECT current_database()")).scalar_one()
        connection.execute(text(f'REVOKE ALL ON ALL TABLES IN SCHEMA "{schema}" FROM "{name}"'))
        connection.execute(text(f'REVOKE USAGE ON SCHEMA "{schema}" FROM "{name}"'))
        connection.execute(text(
            f'ALTER DEFAULT PRIVILEGES IN SCHEMA "{schema}" REVOKE SELECT ON TABLES FROM "{name}"'
        ))
        connection.execute(text(f'REVOKE CONNECT ON DATABASE "{database}" FROM "{name}"'))
        connection.execute(text(f'DROP ROLE "{name}"'))
    admin.dispose()


@pytest.mark.parametrize(
    "statement",
    [
        "INSERT INTO settings (key, value) VALUES ('hack', 'x')",
        "UPDATE players SET name = 'x'",
        "DELETE FROM audit_log",
        "CREATE TABLE intruder (id int)",
    ],
)
def test_the_readonly_role_reads_but_cannot_write(
    readonly: tuple[Database, str, str], statement: str
) -> None:
    database, _name, url = readonly
    Services(database, station="desk").create_player(PlayerFields(name="Ada"))
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            assert connection.execute(text("SELECT count(*) FROM players")).scalar_one() == 1
        with pytest.raises(DBAPIError, match=r"read-only|permission denied"), \
                engine.begin() as connection:
            connection.execute(text(statement))
    finally:
        engine.dispose()


def test_a_readonly_role_needs_postgresql(sqlite_db: Database) -> None:
    with pytest.raises(WrongStateError, match="needs a PostgreSQL database"):
        create_readonly_role(sqlite_db.engine, "projector", "long enough")


def test_changes_since_shows_other_stations_changes_not_ones_own(pg_db: Database) -> None:
    desk, display = Services(pg_db, station="desk"), Services(pg_db, station="display")
    marker = display.changes_since(None).marker
    assert display.changes_since(marker).changed is False

    desk.create_player(PlayerFields(name="Ada"))
    feed = display.changes_since(marker)
    assert feed.changed and feed.entities == frozenset({"player"})
    assert feed.stations == frozenset({"desk"})
    assert desk.changes_since(marker).entities == frozenset()  # its own change
    assert display.changes_since(feed.marker).changed is False


def test_a_late_commit_below_the_newest_id_asks_for_a_full_reload(sqlite_db: Database) -> None:
    desk, display = Services(sqlite_db, station="desk"), Services(sqlite_db, station="display")
    desk.create_player(PlayerFields(name="Ada"))
    desk.create_player(PlayerFields(name="Bob"))
    now = display.changes_since(None).marker
    # pretend we last saw the newest id but one row fewer: a row committed late below it
    feed = display.changes_since(ChangeMarker(now.last_id, now.count - 1))
    assert feed.everything
