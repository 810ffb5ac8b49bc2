"""Fixed seats: a player's table (and seat) kept for every later draw of an event.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-29

``registrations.fixed_table`` (from 1) and ``registrations.fixed_seat`` (0-based dealer order,
NULL = any seat at that table) survive a restart, so a wheelchair player's place is not lost.
Both NULL (every existing row) means the player is drawn freely.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("registrations", schema=None) as batch_op:
        batch_op.add_column(sa.Column("fixed_table", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("fixed_seat", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("registrations", schema=None) as batch_op:
        batch_op.drop_column("fixed_seat")
        batch_op.drop_column("fixed_table")
