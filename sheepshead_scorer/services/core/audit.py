"""The audit trail: a JSON snapshot before and after every change, with time and station."""

from __future__ import annotations

from datetime import date, datetime
from enum import Enum
from fractions import Fraction
from typing import Any

from sqlalchemy import inspect
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core.context import Context
from sheepshead_scorer.store import fraction_to_text, utcnow
from sheepshead_scorer.store.models import AuditEntry, Base, Editable

_SKIP = frozenset({"changed_at", "changed_station"})


def to_json(value: Any) -> Any:
    """A JSON-ready copy: dates as ISO text, Fractions as ``"n/d"``, enums as their value."""
    if isinstance(value, Fraction):
        return fraction_to_text(value)
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [to_json(v) for v in value]
    return value


def snapshot(row: Base) -> dict[str, Any]:
    """Every column of ``row`` (but the who-changed-it stamp) as JSON-ready values."""
    mapper = inspect(type(row))
    return {
        column.key: to_json(getattr(row, column.key))
        for column in mapper.column_attrs
        if column.key not in _SKIP
    }


def stamp(row: Editable, ctx: Context) -> None:
    """Mark an editable row as changed now, at this station."""
    row.changed_at = utcnow()
    row.changed_station = ctx.station


def record(
    session: Session,
    ctx: Context,
    *,
    entity: str,
    entity_id: int,
    action: str,
    before: Any = None,
    after: Any = None,
) -> None:
    """Append one audit entry (``before`` None = created, ``after`` None = deleted)."""
    session.add(
        AuditEntry(
            at=utcnow(),
            station=ctx.station,
            entity=entity,
            entity_id=entity_id,
            action=action,
            before=to_json(before),
            after=to_json(after),
        )
    )
