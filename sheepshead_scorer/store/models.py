"""Every table of the scorer, importable from one place (``from ...store.models import Hand``)."""

from sheepshead_scorer.store.models_base import Base, Editable
from sheepshead_scorer.store.models_event import (
    Event,
    EventKind,
    EventSession,
    GameTable,
    Registration,
    RegistrationStatus,
    Round,
    RoundClock,
    RoundStatus,
    ScoringMode,
    SeatAssignment,
    SessionStatus,
)
from sheepshead_scorer.store.models_floor import MarkKind, TableCode, TableEntryMark
from sheepshead_scorer.store.models_people import (
    AuditEntry,
    League,
    Player,
    Season,
    SeasonMember,
    Setting,
)
from sheepshead_scorer.store.models_scoring import (
    Hand,
    HandResult,
    Penalty,
    Role,
    RoundTotal,
    TallyRow,
    TallyScope,
)


def _ids_never_reused() -> tuple[str, ...]:
    """On SQLite every table with an integer ``id`` is AUTOINCREMENT: a deleted row's id is
    never given to a new row. Undo commands, stale-edit checks and the audit log name rows by
    id, so a reused id would let an old Ctrl+Z delete another station's new hand. (PostgreSQL
    sequences never reuse an id.) Revision 0005 rebuilt the existing tables this way."""
    names = []
    for table in Base.metadata.sorted_tables:
        if "id" in table.c and table.c.id.primary_key and len(table.primary_key.columns) == 1:
            table.dialect_kwargs["sqlite_autoincrement"] = True
            names.append(table.name)
    return tuple(names)


AUTOINCREMENT_TABLES = _ids_never_reused()

__all__ = [
    "AUTOINCREMENT_TABLES",
    "AuditEntry",
    "Base",
    "Editable",
    "Event",
    "EventKind",
    "EventSession",
    "GameTable",
    "Hand",
    "HandResult",
    "League",
    "MarkKind",
    "Penalty",
    "Player",
    "Registration",
    "RegistrationStatus",
    "Role",
    "Round",
    "RoundClock",
    "RoundStatus",
    "RoundTotal",
    "ScoringMode",
    "Season",
    "SeasonMember",
    "SeatAssignment",
    "SessionStatus",
    "Setting",
    "TableCode",
    "TableEntryMark",
    "TallyRow",
    "TallyScope",
]
