"""What the database holds for a table's hands, read straight from the ``hands`` table (not
through the row the screens render), so a test can check the stored outcome itself."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from sheepshead_scorer.store.models import Hand


def stored_outcomes(engine: Engine, table_id: int) -> list[dict[str, Any]]:
    """The stored outcome of each hand at the table, in hand order (seats 0-based)."""
    with Session(engine) as session:
        return [
            dict(outcome) for outcome in session.scalars(
                select(Hand.outcome).where(Hand.table_id == table_id).order_by(Hand.number)
            )
        ]
