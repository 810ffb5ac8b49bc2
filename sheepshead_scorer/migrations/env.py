"""Alembic environment: runs on the connection that ``store.migrate`` hands over.

There is no alembic.ini; ``store.migrate.alembic_config`` builds the configuration in code and
puts the open connection into ``config.attributes["connection"]``. Batch mode is on so the same
revisions alter tables on SQLite (which cannot ALTER most things) and on PostgreSQL.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine

from sheepshead_scorer.store.models import Base

config = context.config
target_metadata = Base.metadata


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=True,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    url = config.get_main_option("sqlalchemy.url")
    if not url:
        raise RuntimeError("no connection or sqlalchemy.url given to the Alembic environment")
    engine = create_engine(url)
    with engine.begin() as conn:
        _run(conn)


if context.is_offline_mode():
    raise RuntimeError("offline (SQL script) migrations are not supported; migrate a database")
run_migrations_online()
