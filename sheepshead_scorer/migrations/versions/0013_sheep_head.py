"""Sheep Head, the fox game (000 "Sheep Head variant"), as an event's table game.

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-02

* ``events.table_game`` (JSON, NULL): NULL is the picker game under the event's ``ruleset``
  (every stored event); ``{"game": "sheep_head", "target": 21}`` (or 42) makes every table
  play Sheep Head ("The game is usually played to 21 or 42 points").
* ``hand_results.game_won`` (false): the hand won a game for the player's team ("whichever
  team reaches the number wins").
* ``player_tallies.games_won`` (0): games won, kept by every hand commit like the other
  counters. Every stored row gets false / 0, which is what it is (no Sheep Head was stored).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_AUTOINCREMENT = {"sqlite_autoincrement": True}  # revision 0005: ids never reused


def upgrade() -> None:
    with op.batch_alter_table("events", table_kwargs=_AUTOINCREMENT) as batch_op:
        batch_op.add_column(sa.Column("table_game", sa.JSON(none_as_null=True), nullable=True))
    with op.batch_alter_table("hand_results", table_kwargs=_AUTOINCREMENT) as batch_op:
        batch_op.add_column(
            sa.Column("game_won", sa.Boolean(), nullable=False, server_default=sa.false())
        )
    with op.batch_alter_table("player_tallies", table_kwargs=_AUTOINCREMENT) as batch_op:
        batch_op.add_column(
            sa.Column("games_won", sa.Integer(), nullable=False, server_default="0")
        )


def downgrade() -> None:
    bind = op.get_bind()
    fox = bind.execute(
        sa.text("SELECT COUNT(*) FROM events WHERE table_game IS NOT NULL")
    ).scalar_one()
    if fox:
        raise RuntimeError(
            f"{fox} Sheep Head events are stored; an older version cannot score them "
            "(keep this version)"
        )
    with op.batch_alter_table("player_tallies", table_kwargs=_AUTOINCREMENT) as batch_op:
        batch_op.drop_column("games_won")
    with op.batch_alter_table("hand_results", table_kwargs=_AUTOINCREMENT) as batch_op:
        batch_op.drop_column("game_won")
    with op.batch_alter_table("events", table_kwargs=_AUTOINCREMENT) as batch_op:
        batch_op.drop_column("table_game")
