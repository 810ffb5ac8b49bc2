"""Tally revisions: refresh standings incrementally after a hand.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29

``events.tally_revision`` goes up by one with every change to the event's tallies and each
changed ``player_tallies`` row records it in ``revision``: a station that has the standings in
memory reads only the rows changed since. ``events.tally_resets`` goes up when tallies move
between players (a merge), which makes cached standings reload in full.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("events", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("tally_revision", sa.BigInteger(), nullable=False, server_default="0")
        )
        batch_op.add_column(
            sa.Column("tally_resets", sa.Integer(), nullable=False, server_default="0")
        )
    with op.batch_alter_table("player_tallies", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("revision", sa.BigInteger(), nullable=False, server_default="0")
        )
        batch_op.create_index(
            "ix_player_tallies_event_revision", ["event_id", "revision"], unique=False
        )
    # The defaults were only there to fill existing rows; the program always sets them.
    with op.batch_alter_table("events", schema=None) as batch_op:
        batch_op.alter_column("tally_revision", server_default=None)
        batch_op.alter_column("tally_resets", server_default=None)
    with op.batch_alter_table("player_tallies", schema=None) as batch_op:
        batch_op.alter_column("revision", server_default=None)


def downgrade() -> None:
    with op.batch_alter_table("player_tallies", schema=None) as batch_op:
        batch_op.drop_index("ix_player_tallies_event_revision")
        batch_op.drop_column("revision")
    with op.batch_alter_table("events", schema=None) as batch_op:
        batch_op.drop_column("tally_resets")
        batch_op.drop_column("tally_revision")
