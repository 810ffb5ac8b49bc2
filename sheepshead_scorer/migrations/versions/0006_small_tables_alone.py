"""Events created before 3- and 4-seat tables played picker alone keep their old rule.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01

The rule engine now seats a 3- or 4-seat table of a bigger house game as picker alone with the
larger blind (sources 002 and 004; ``Ruleset.small_tables_alone``, default true). An event
stored before that scored its 4-seat tables with the house method (a called-ace partner), and
its hands hold those partners: rescoring them under the new rule would refuse them. Each
stored event's ruleset copy therefore gets ``small_tables_alone: false`` (unless it says
otherwise), so every stored hand scores exactly as it was entered; new events get the
sources' rule. Downgrade removes the key again (older versions do not know it).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OPTION = "small_tables_alone"
_events = sa.table("events", sa.column("id", sa.Integer), sa.column("ruleset", sa.JSON))


def _rewrite(change: dict[str, bool] | None) -> None:
    bind = op.get_bind()
    for event_id, ruleset in bind.execute(sa.select(_events.c.id, _events.c.ruleset)).all():
        if not isinstance(ruleset, dict):
            continue
        updated = {k: v for k, v in ruleset.items() if k != OPTION}
        if change is not None:
            updated = {**updated, **change, **{k: v for k, v in ruleset.items() if k == OPTION}}
        if updated != ruleset:
            bind.execute(
                _events.update().where(_events.c.id == event_id).values(ruleset=updated)
            )


def upgrade() -> None:
    _rewrite({OPTION: False})


def downgrade() -> None:
    _rewrite(None)
