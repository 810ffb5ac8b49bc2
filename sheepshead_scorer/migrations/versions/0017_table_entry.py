"""Table entry from phones: seat codes, players' marks on hands, the event's switch and the
table's lock.

Revision ID: 0017
Revises: 0013
Create Date: 2026-12-02

``events.table_entry`` (off for every existing event), ``game_tables.entry_locked`` (unlocked),
``table_codes`` (one code per seat of a table of a round) and ``table_entry_marks`` (who entered,
confirmed or disputed which version of a hand, from which device). The columns are added
and dropped with plain ``ALTER TABLE`` (no table rebuild on SQLite, so AUTOINCREMENT stays).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # plain ALTER TABLE (not batch mode): SQLite adds a column in place, so the tables keep
    # the AUTOINCREMENT that revision 0005 gave them
    op.add_column(
        "events",
        sa.Column("table_entry", sa.Boolean(), server_default=sa.false(), nullable=False),
    )
    op.add_column(
        "game_tables",
        sa.Column("entry_locked", sa.Boolean(), server_default=sa.false(), nullable=False),
    )
    op.create_table(
        "table_codes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(length=16), nullable=False),
        sa.Column("issued_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["table_id"], ["game_tables.id"], name=op.f("fk_table_codes_table_id_game_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_codes")),
        sa.UniqueConstraint("code", name=op.f("uq_table_codes_code")),
        sqlite_autoincrement=True,
    )
    with op.batch_alter_table("table_codes", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_table_codes_table_id"), ["table_id"], unique=False)
    op.create_table(
        "table_entry_marks",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("hand_id", sa.Integer(), nullable=False),
        sa.Column("hand_number", sa.Integer(), nullable=False),
        sa.Column("hand_version", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("device", sa.String(length=120), nullable=False),
        sa.Column("proposed", sa.JSON(none_as_null=True), nullable=True),
        sa.Column("marked_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"], ["game_tables.id"],
            name=op.f("fk_table_entry_marks_table_id_game_tables"), ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_entry_marks")),
        sqlite_autoincrement=True,
    )
    with op.batch_alter_table("table_entry_marks", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_table_entry_marks_hand_id"), ["hand_id"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_table_entry_marks_table_id"), ["table_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("table_entry_marks", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_table_entry_marks_table_id"))
        batch_op.drop_index(batch_op.f("ix_table_entry_marks_hand_id"))
    op.drop_table("table_entry_marks")
    with op.batch_alter_table("table_codes", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_table_codes_table_id"))
    op.drop_table("table_codes")
    op.drop_column("game_tables", "entry_locked")  # SQLite >= 3.35 drops in place
    op.drop_column("events", "table_entry")
