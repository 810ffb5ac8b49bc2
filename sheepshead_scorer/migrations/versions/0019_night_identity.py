"""A league night is unique in the database: one per season, date and name.

Revision ID: 0019
Revises: 0018
Create Date: 2026-12-06

``uq_league_night``: a unique index on ``events (season_id, held_on, name)`` for league
nights (a partial index, SQLite and PostgreSQL alike: no table is copied). Before, two
stations saving the same sheet both succeeded (issue 25, item 3). A file that already holds
one night twice under the same name and date is refused with the events named: delete the
second copy with the version that made it (League → the night → Delete), then open the file
here again — the copy made before this upgrade is untouched.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from sheepshead_scorer.store.migrate import MigrationError
from sheepshead_scorer.text import Text

revision: str = "0019"
down_revision: str | None = "0018"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

WHERE = "kind = 'league_night'"


def upgrade() -> None:
    bind = op.get_bind()
    doubled = bind.execute(sa.text(
        "SELECT season_id, held_on, name, COUNT(*), MIN(id), MAX(id) FROM events "
        f"WHERE {WHERE} AND season_id IS NOT NULL "
        "GROUP BY season_id, held_on, name HAVING COUNT(*) > 1"
    )).all()
    if doubled:
        listed = "; ".join(
            f"'{name}' on {held_on} in season {season} (events {low} … {high}, {count} copies)"
            for season, held_on, name, count, low, high in doubled
        )
        raise MigrationError(Text(
            "a league night is saved more than once under the same name and date: {nights}. "
            "Delete the extra copies with the version of Sheepshead Scorer that saved them "
            "(League → the night → Delete), then open the file here again; nothing was "
            "changed", nights=listed,
        ))
    op.create_index(
        "uq_league_night", "events", ["season_id", "held_on", "name"], unique=True,
        sqlite_where=sa.text(WHERE), postgresql_where=sa.text(WHERE),
    )


def downgrade() -> None:
    op.drop_index("uq_league_night", table_name="events")
