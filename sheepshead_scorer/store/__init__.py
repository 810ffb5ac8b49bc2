"""The store: SQLAlchemy 2 models, engines, Alembic migrations and backups.

Only ``services`` imports this package; widgets never do. Start with
``open_database(url_or_path)``, which creates or migrates the database and returns a
``Database`` (engine + session factory).
"""

from sheepshead_scorer.store import audit_guard as _audit_guard  # registers the ORM guard
from sheepshead_scorer.store.base import fraction_to_text, utcnow
from sheepshead_scorer.store.database import Database, open_database
from sheepshead_scorer.store.engine import default_database_path, make_engine, to_url
from sheepshead_scorer.store.migrate import MigrationError, current_revision, head_revision

AuditLogIsAppendOnly = _audit_guard.AuditLogIsAppendOnly

__all__ = [
    "AuditLogIsAppendOnly",
    "Database",
    "MigrationError",
    "current_revision",
    "default_database_path",
    "fraction_to_text",
    "head_revision",
    "make_engine",
    "open_database",
    "to_url",
    "utcnow",
]
