"""Player merges and running tallies: players.merged_into_id, player_tallies.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29

``merged_into_id`` points a merged duplicate at the player record that was kept (added with a
batch ALTER, so SQLite re-creates the table). ``player_tallies`` keeps per-player totals per
round, session and event that every hand commit updates, so standings never rescan hands.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.add_column(sa.Column("merged_into_id", sa.Integer(), nullable=True))
        batch_op.create_foreign_key(
            batch_op.f("fk_players_merged_into_id_players"), "players", ["merged_into_id"], ["id"]
        )
    op.create_table(
        "player_tallies",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("scope", sa.String(length=10), nullable=False),
        sa.Column("scope_id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("points_num", sa.BigInteger(), nullable=False),
        sa.Column("points_den", sa.BigInteger(), nullable=False),
        sa.Column("penalty_num", sa.BigInteger(), nullable=False),
        sa.Column("penalty_den", sa.BigInteger(), nullable=False),
        sa.Column("hands_played", sa.Integer(), nullable=False),
        sa.Column("sat_out", sa.Integer(), nullable=False),
        sa.Column("picks", sa.Integer(), nullable=False),
        sa.Column("picker_wins", sa.Integer(), nullable=False),
        sa.Column("partner_hands", sa.Integer(), nullable=False),
        sa.Column("partner_wins", sa.Integer(), nullable=False),
        sa.Column("leasters_won", sa.Integer(), nullable=False),
        sa.Column("schneiders", sa.Integer(), nullable=False),
        sa.Column("hands_won", sa.Integer(), nullable=False),
        sa.Column("hands_lost", sa.Integer(), nullable=False),
        sa.Column("hand_stats", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name=op.f("fk_player_tallies_event_id_events")
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_player_tallies_player_id_players")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_player_tallies")),
        sa.UniqueConstraint(
            "scope",
            "scope_id",
            "player_id",
            name=op.f("uq_player_tallies_scope_scope_id_player_id"),
        ),
    )
    with op.batch_alter_table("player_tallies", schema=None) as batch_op:
        batch_op.create_index("ix_player_tallies_event_scope", ["event_id", "scope"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_player_tallies_player_id"), ["player_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("player_tallies", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_player_tallies_player_id"))
        batch_op.drop_index("ix_player_tallies_event_scope")

    op.drop_table("player_tallies")
    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.drop_constraint(
            batch_op.f("fk_players_merged_into_id_players"), type_="foreignkey"
        )
        batch_op.drop_column("merged_into_id")
