"""Ids are never reused on SQLite: every table with an integer id becomes AUTOINCREMENT.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01

Without AUTOINCREMENT SQLite gives a new row the id of the last row deleted (the largest
rowid + 1). A hand deleted at one station and a new hand entered at another then share an id,
and an old undo or a stale edit that names the first hand by id (and version 1) would change
the second. Each table is rebuilt (batch mode) with AUTOINCREMENT; the copied rows keep their
ids and SQLite's ``sqlite_sequence`` starts after the largest. PostgreSQL is not touched: its
sequences never hand out an id twice.
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = (
    "players", "leagues", "seasons", "audit_log", "events", "registrations", "event_sessions",
    "rounds", "game_tables", "seats", "hands", "hand_results", "penalties", "round_totals",
    "player_tallies",
)


def _rebuild(autoincrement: bool) -> None:
    if op.get_bind().dialect.name != "sqlite":
        return
    for name in TABLES:
        with op.batch_alter_table(
            name, recreate="always", table_kwargs={"sqlite_autoincrement": autoincrement}
        ):
            pass


def upgrade() -> None:
    _rebuild(True)


def downgrade() -> None:
    _rebuild(False)
