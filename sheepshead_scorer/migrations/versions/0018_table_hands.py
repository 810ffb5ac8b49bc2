"""A table's own number of hands (a 6-seat table of a 5-handed event plays 24 where the
5-seat tables play 20, so every player plays the same number; the dealer sits out).

Revision ID: 0018
Revises: 0017
Create Date: 2026-12-05

``game_tables.hands`` (NULL): NULL is the round's ``hands``, which is what every stored table
plays. Added and dropped with plain ``ALTER TABLE`` (SQLite adds and, from 3.35, drops a
column in place, so the table keeps the AUTOINCREMENT that revision 0005 gave it).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0018"
down_revision: str | None = "0017"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("game_tables", sa.Column("hands", sa.Integer(), nullable=True))


def downgrade() -> None:
    bind = op.get_bind()
    own = bind.execute(
        sa.text("SELECT COUNT(*) FROM game_tables WHERE hands IS NOT NULL")
    ).scalar_one()
    if own:
        raise RuntimeError(
            f"{own} tables play their own number of hands; an older version would score "
            "them as the round's (keep this version)"
        )
    op.drop_column("game_tables", "hands")
