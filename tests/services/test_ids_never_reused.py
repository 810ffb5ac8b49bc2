"""An id names one row forever: a deleted hand's id is never given to the next hand.

Undo commands, stale-edit checks and the audit log name rows by id. Before revision 0005
SQLite reused the largest rowid after a delete, so station A's Ctrl+Z (delete hand 7 at
version 1) could delete the hand station C had just entered as the new hand 7 (version 1).
"""

from __future__ import annotations

from service_helpers import one_table_event
from sqlalchemy import text

from sheepshead_scorer.services import Services
from sheepshead_scorer.store import Database, open_database
from sheepshead_scorer.store.migrate import downgrade, upgrade
from sheepshead_scorer.store.models import AUTOINCREMENT_TABLES, Hand

HAND = {"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 74, "tricks": 3}


def _record_delete_record(services: Services, table: int) -> tuple[int, int]:
    first = services.record_hand(table, HAND).created
    assert first is not None
    services.delete_hand(first, expected_version=1)
    second = services.record_hand(table, HAND).created
    assert second is not None
    return first, second


def test_a_new_hand_never_gets_a_deleted_hands_id(db: Database) -> None:
    services = Services(db, station="desk")
    _round, table, _players = one_table_event(services)
    first, second = _record_delete_record(services, table)
    assert second > first
    with db.session() as session:
        assert session.get(Hand, first) is None


def test_revision_0005_makes_existing_sqlite_tables_autoincrement_and_keeps_rows(
    sqlite_db: Database,
) -> None:
    services = Services(sqlite_db, station="desk")
    _round, table, _players = one_table_event(services)
    services.record_hand(table, HAND)
    downgrade(sqlite_db.engine, "0004")
    with sqlite_db.engine.connect() as connection:
        assert connection.execute(text(
            "SELECT count(*) FROM sqlite_master WHERE sql LIKE '%AUTOINCREMENT%'"
        )).scalar_one() == 0
    upgrade(sqlite_db.engine)
    with sqlite_db.engine.connect() as connection:
        rebuilt = set(connection.execute(text(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%'"
        )).scalars())
        assert rebuilt == set(AUTOINCREMENT_TABLES)
        assert connection.execute(text("SELECT count(*) FROM hands")).scalar_one() == 1
    reopened = open_database(sqlite_db.url)
    try:
        first, second = _record_delete_record(Services(reopened, station="desk"), table)
        assert second > first
    finally:
        reopened.close()
