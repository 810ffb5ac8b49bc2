"""Tables of two: the two-handed game (002 "Two player rules") seats two players a table.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-02

``game_tables.seats`` was checked to be 3 to 8. An event of two-handed tables (002: "Deal 4
cards to each player in a face-down row ... Give each player 4 cards for their hand") seats
tables of two, so the check becomes 2 to 8 (``ck_game_tables_seats_2_to_8``). Every stored
table already satisfies it. Downgrade restores 3 to 8 and refuses while a two-seat table is
stored (an older version could not score it).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_OLD = ("seats_3_to_8", "seats BETWEEN 3 AND 8")
_NEW = ("seats_2_to_8", "seats BETWEEN 2 AND 8")


def _swap(old: tuple[str, str], new: tuple[str, str]) -> None:
    # SQLite rebuilds the table: keep it AUTOINCREMENT (revision 0005, ids never reused)
    with op.batch_alter_table(
        "game_tables", schema=None, table_kwargs={"sqlite_autoincrement": True}
    ) as batch_op:
        batch_op.drop_constraint(op.f(f"ck_game_tables_{old[0]}"), type_="check")
        batch_op.create_check_constraint(op.f(f"ck_game_tables_{new[0]}"), sa.text(new[1]))


def upgrade() -> None:
    _swap(_OLD, _NEW)


def downgrade() -> None:
    small = op.get_bind().execute(
        sa.text("SELECT COUNT(*) FROM game_tables WHERE seats < 3")
    ).scalar_one()
    if small:
        raise RuntimeError(
            f"{small} two-seat tables are stored; an older version cannot hold them "
            "(delete those rounds, or keep this version)"
        )
    _swap(_NEW, _OLD)
