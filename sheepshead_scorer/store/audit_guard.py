"""Keeps the audit log append-only: any session that tries to change or delete an
``AuditEntry`` fails at flush time, before anything reaches the database."""

from __future__ import annotations

from typing import Any

from sqlalchemy import event
from sqlalchemy.orm import Session

from sheepshead_scorer.store.models_people import AuditEntry


class AuditLogIsAppendOnly(RuntimeError):
    """Raised when code tries to rewrite history in the audit log."""


@event.listens_for(Session, "before_flush")
def _refuse_audit_rewrites(session: Session, _context: Any, _instances: Any) -> None:
    for obj in (*session.dirty, *session.deleted):
        if isinstance(obj, AuditEntry) and (obj in session.deleted or session.is_modified(obj)):
            raise AuditLogIsAppendOnly(
                f"audit entry {obj.id} ({obj.entity} {obj.entity_id} {obj.action}) cannot be "
                "changed or deleted; the audit log only grows"
            )
