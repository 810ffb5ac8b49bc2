"""Rows taken out of the database whole, and put back whole: the undo of a delete.

``take`` reads the rows a delete removes (by table, in an order parents-first), deletes them
children-first and returns them as a ``RowSnapshot``; ``put_back`` inserts them again with
their own ids (ids are never reused: ``store.models.AUTOINCREMENT_TABLES``), so every
reference the audit trail, an undo command or another station holds is right again.
The snapshot also goes into the audit entry of the delete (``as_json``): what was deleted
can always be read back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, Table, delete, insert, select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core.audit import to_json


@dataclass(frozen=True)
class RowSnapshot:
    """Rows by table name, each a mapping of column name to its stored value; the tables in
    the order they are put back (parents first)."""

    tables: tuple[tuple[str, tuple[Mapping[str, Any], ...]], ...]

    def rows(self, table: str) -> tuple[Mapping[str, Any], ...]:
        return next((rows for name, rows in self.tables if name == table), ())

    def as_json(self) -> dict[str, Any]:
        """Every row JSON-ready (dates as text, fractions as "n/d"), for the audit trail."""
        return {name: [to_json(dict(row)) for row in rows] for name, rows in self.tables}


Part = tuple[Table, ColumnElement[bool]]
"""One table and which of its rows to take."""


def take(session: Session, parts: Sequence[Part]) -> RowSnapshot:
    """Read the rows of ``parts`` (listed parents first), then delete them children first."""
    found: list[tuple[str, tuple[Mapping[str, Any], ...]]] = []
    for table, where in parts:
        rows = session.execute(select(table).where(where)).mappings().all()
        found.append((table.name, tuple(dict(row) for row in rows)))
    for table, where in reversed(parts):
        session.execute(delete(table).where(where))
    return RowSnapshot(tuple(found))


def put_back(session: Session, snapshot: RowSnapshot, tables: Mapping[str, Table]) -> None:
    """Insert every row of ``snapshot`` again, parents first, with its own id."""
    for name, rows in snapshot.tables:
        if rows:
            session.execute(insert(tables[name]), [dict(row) for row in rows])
