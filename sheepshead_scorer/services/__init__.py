"""Services: one function per director action, one transaction each.

Hand the UI or CLI a ``Services`` object (``Services(open_database(path))``); every method
returns a ``Changes`` value saying what moved, or raises a ``ServiceError`` whose message can
be shown as is. The module functions (``services.hands.record_hand(ctx, ...)``) are the same
actions for code that holds a ``Context``.
"""

from typing import TYPE_CHECKING

from sheepshead_scorer.lazy_names import lazy_names
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, set_station_name, station_name
from sheepshead_scorer.services.core.errors import (
    HandCountError,
    InvalidInputError,
    MergeConflictError,
    NotFoundError,
    RoundTotalsError,
    RuleViolationError,
    SeatNotAtTableError,
    ServiceError,
    StaleEditError,
    TournamentRuleError,
    WrongStateError,
)
from sheepshead_scorer.services.door.services import Services
from sheepshead_scorer.services.standings.event_standings import SeasonReport, StandingsReport

if TYPE_CHECKING:
    from sheepshead_scorer.services.events.event_edits import EventEdit, EventSpec
    from sheepshead_scorer.services.people.players import PlayerFields

# The edit records load with their actions, when first used (a command that reads standings
# loads neither the event nor the player actions).
_LAZY = {
    "EventEdit": "sheepshead_scorer.services.events.event_edits",
    "EventSpec": "sheepshead_scorer.services.events.event_edits",
    "PlayerFields": "sheepshead_scorer.services.people.players",
}


__getattr__ = lazy_names(_LAZY, globals())

__all__ = [
    "Changes",
    "Context",
    "EventEdit",
    "EventSpec",
    "HandCountError",
    "InvalidInputError",
    "MergeConflictError",
    "NotFoundError",
    "PlayerFields",
    "RoundTotalsError",
    "RuleViolationError",
    "SeasonReport",
    "SeatNotAtTableError",
    "ServiceError",
    "Services",
    "StaleEditError",
    "StandingsReport",
    "TournamentRuleError",
    "WrongStateError",
    "set_station_name",
    "station_name",
]
