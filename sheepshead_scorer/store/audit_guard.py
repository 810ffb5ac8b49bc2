"""Keeps the audit log append-only: any session that tries to change or delete an
``AuditEntry`` fails at flush time, before anything reaches the database."""

from __future__ import annotations

from typing import Any

from sqlalchemy import event
from sqlalchemy.orm import Session

from sheepshead_scorer.store.models_people import AuditEntry
from sheepshead_scorer.text import Text, TextError


class AuditLogIsAppendOnly(TextError, RuntimeError):
    """Raised when code tries to rewrite history in the audit log; ``text`` says which entry."""


@event.listens_for(Session, "before_flush")
def _refuse_audit_rewrites(session: Session, _context: Any, _instances: Any) -> None:
    for obj in (*session.dirty, *session.deleted):
        if isinstance(obj, AuditEntry) and (obj in session.deleted or session.is_modified(obj)):
            raise AuditLogIsAppendOnly(
                Text(
                    "audit entry {entry} ({entity} {entity_id} {action}) cannot be "
                    "changed or deleted; the audit log only grows",
                    entry=obj.id,
                    entity=obj.entity,
                    entity_id=obj.entity_id,
                    action=obj.action,
                )
            )
