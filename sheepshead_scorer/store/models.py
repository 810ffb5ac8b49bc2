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
    RoundStatus,
    ScoringMode,
    SeatAssignment,
    SessionStatus,
)
from sheepshead_scorer.store.models_people import AuditEntry, League, Player, Season, Setting
from sheepshead_scorer.store.models_scoring import (
    Hand,
    HandResult,
    Penalty,
    PlayerTally,
    Role,
    RoundTotal,
    TallyScope,
)

__all__ = [
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
    "Penalty",
    "Player",
    "PlayerTally",
    "Registration",
    "RegistrationStatus",
    "Role",
    "Round",
    "RoundStatus",
    "RoundTotal",
    "ScoringMode",
    "Season",
    "SeatAssignment",
    "SessionStatus",
    "Setting",
    "TallyScope",
]
