"""The PostgreSQL test fixture replays a recorded migration instead of migrating each schema
(tests/conftest.py): the replayed schema must be the migrated one — every column, index,
constraint and sequence, and the revision — or every PostgreSQL test would test another
database than the one the app makes."""

from __future__ import annotations

import uuid

import pytest
from sqlalchemy import Connection, create_engine, text

from sheepshead_scorer.store import Database, open_database
from tests.conftest import _in_schema, pg_url

pytestmark = pytest.mark.postgres

_SHAPE = {
    "columns": "SELECT table_name, column_name, data_type, is_nullable, column_default "
               "FROM information_schema.columns WHERE table_schema = current_schema()",
    "indexes": "SELECT tablename, indexname, indexdef FROM pg_indexes "
               "WHERE schemaname = current_schema()",
    "constraints": "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) "
                   "FROM pg_constraint WHERE connamespace = current_schema()::regnamespace",
    "sequences": "SELECT sequencename, last_value FROM pg_sequences "
                 "WHERE schemaname = current_schema()",
    "revision": "SELECT version_num FROM alembic_version",
}


def _shape(connection: Connection) -> dict[str, list[tuple[object, ...]]]:
    schema = connection.execute(text("SELECT current_schema()")).scalar_one()
    return {
        name: sorted(
            tuple(str(v).replace(f"{schema}.", "") if v is not None else None for v in row)
            for row in connection.execute(text(query))
        )
        for name, query in _SHAPE.items()
    }


def test_a_replayed_schema_is_the_migrated_schema(pg_db: Database) -> None:
    base = pg_url()
    schema = f"m_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    try:
        migrated = open_database(_in_schema(base, schema))  # the real Alembic migration
        with migrated.engine.connect() as connection:
            expected = _shape(connection)
        migrated.close()
        with pg_db.engine.connect() as connection:
            replayed = _shape(connection)
        assert expected["revision"] and expected["columns"] and expected["indexes"]
        assert replayed == expected
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()
