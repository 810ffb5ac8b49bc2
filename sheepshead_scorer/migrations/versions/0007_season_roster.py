"""Season roster: the players a season's night sheet lists before they have played a night.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-01

``season_members(season_id, player_id)``: filled when a season is copied (its roster comes
along) and when a player is added from the night sheet. Everyone who played a night of the
season is on its roster anyway, so existing seasons need no rows.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "season_members",
        sa.Column("season_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["season_id"], ["seasons.id"], name=op.f("fk_season_members_season_id_seasons")
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_season_members_player_id_players")
        ),
        sa.PrimaryKeyConstraint("season_id", "player_id", name=op.f("pk_season_members")),
    )
    with op.batch_alter_table("season_members", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_season_members_player_id"), ["player_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("season_members", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_season_members_player_id"))
    op.drop_table("season_members")
