"""The league seasons side of the one door (``Backend`` in ``ui/door/backend.py`` is built on it).

Part of the door, not a second one: ``Backend`` inherits ``SeasonDoor``; the screens and dialogs
of a league season are handed the ``Backend`` and call these methods. Every edit carries the
version the director saw (a season's rules: the season's version when the rules dialog opened;
putting an event into a season or out: the event's version the screen loaded); a stale one is
refused with the services' message naming the station and the time. Refusals arrive as
``ActionError`` (``ServiceError`` or ``RuleError``), as everywhere behind the door.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from sheepshead_scorer.ids import EventId, PlayerId, SeasonId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.door.services import Services
from sheepshead_scorer.services.leagues.seasons import RulesChange
from sheepshead_scorer.tournament import LeagueRules
from sheepshead_scorer.ui.door.edit_versions import VersionBook

if TYPE_CHECKING:  # loaded when used
    from sheepshead_scorer.services.core.row_snapshot import RowSnapshot
    from sheepshead_scorer.services.events.deletion import Deleted
    from sheepshead_scorer.services.leagues.night_roster import RosterAdd


class SeasonDoor(Services):
    """Leagues, seasons, their nights and their tables, over ``Backend``'s services."""

    versions: VersionBook

    # -- reads ---------------------------------------------------------------------------
    # -- edits ---------------------------------------------------------------------------
    def update_season_rules(
        self, season_id: SeasonId, rules: Mapping[str, Any] | LeagueRules, *,
        counting: Mapping[int, bool] | None = None, expected_version: int,
        rating_column: bool | None = None,
    ) -> RulesChange:
        """Change a season's scoring, which nights count and whether the table shows the
        rating; ``expected_version`` is the season's version the director saw. Says who
        moved."""
        change = super().update_season_rules(
            season_id, rules, counting=counting, expected_version=expected_version,
            rating_column=rating_column,
        )
        self.versions.note(change.changes, ("season", season_id))
        return change

    def set_event_season(
        self, event_id: EventId, season_id: SeasonId | None, *, expected_version: int
    ) -> Changes:
        """Put an event into a season (``None``: take it out); ``expected_version`` is the
        event's version the director saw."""
        changes = super().set_event_season(
            event_id, season_id, expected_version=expected_version
        )
        return self.versions.note(changes, ("event", event_id))

    # -- a night as one sheet, and deletes -----------------------------------------------
    def put_on_roster(
        self, season_id: SeasonId, text: str, *, allow_similar: bool = False
    ) -> RosterAdd:
        """A player onto the night sheet by ``#id``, member number or registered name; a new
        player when nobody matches (``SimilarPlayerError`` for a near-duplicate)."""
        added = super().put_on_roster(season_id, text, allow_similar=allow_similar)
        self.versions.note(added.changes, ("player", added.player_id))
        return added

    def correct_night(
        self, event_id: EventId, totals: Mapping[int, int | Fraction], *, expected_version: int,
        unpaid: Sequence[int] | None = None,
    ) -> Changes:
        """Correct a night in place (the whole night adds up to zero) at the version seen."""
        changes = super().correct_night(
            event_id, totals, expected_version=expected_version, unpaid=unpaid
        )
        return self.versions.note(changes, ("event", event_id))

    def delete_event(self, event_id: EventId, *, expected_version: int) -> Deleted:
        """Delete an event or night whole; ``restore_event(deleted.snapshot)`` undoes it."""
        deleted = super().delete_event(event_id, expected_version=expected_version)
        self.versions.note(deleted.changes, ("event", event_id))
        return deleted

    def restore_event(self, snapshot: RowSnapshot) -> Changes:
        changes = super().restore_event(snapshot)
        return self.versions.note(changes, ("event", changes.created or 0))

    def delete_player(self, player_id: PlayerId, *, expected_version: int) -> Deleted:
        """Delete a player with no results (refused with results: merge instead)."""
        deleted = super().delete_player(player_id, expected_version=expected_version)
        self.versions.note(deleted.changes, ("player", player_id))
        return deleted

    def restore_player(self, snapshot: RowSnapshot) -> Changes:
        changes = super().restore_player(snapshot)
        return self.versions.note(changes, ("player", changes.created or 0))

    def unadd_player(self, player_id: PlayerId, *, expected_version: int | None = None) -> Deleted:
        """Undo adding a player (with the registrations it made), at the version this
        station's own last write left the record (unless given); refused once the player
        has results."""
        version = (
            self.versions.version("player", player_id, 1)
            if expected_version is None else expected_version
        )
        deleted = super().unadd_player(player_id, expected_version=version)
        self.versions.note(deleted.changes, ("player", player_id))
        return deleted

    def readd_player(self, snapshot: RowSnapshot) -> Changes:
        changes = super().readd_player(snapshot)
        return self.versions.note(changes, ("player", changes.created or 0))
