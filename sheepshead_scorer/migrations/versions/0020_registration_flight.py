"""A player's prize flight, fixed when the event starts.

Revision ID: 0020
Revises: 0019
Create Date: 2026-12-06

``registrations.flight`` (nullable: every existing registration has none, as no event paid
flights before). Added with a plain ``ALTER TABLE`` (SQLite keeps AUTOINCREMENT).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0020"
down_revision: str | None = "0019"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("registrations", sa.Column("flight", sa.String(length=20), nullable=True))


def downgrade() -> None:
    op.drop_column("registrations", "flight")  # SQLite >= 3.35 drops in place
