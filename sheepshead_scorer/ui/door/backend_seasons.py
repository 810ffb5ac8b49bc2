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
from datetime import date
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from sheepshead_scorer.exports.season_rows import SeasonMoney, SeasonTable
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context
from sheepshead_scorer.services.door import reads as q
from sheepshead_scorer.services.door.services import Services
from sheepshead_scorer.services.leagues.seasons import LeagueListing, RulesChange, SeasonSettings
from sheepshead_scorer.services.standings.event_standings import SeasonReport
from sheepshead_scorer.tournament import LeagueRules
from sheepshead_scorer.ui.door.edit_versions import VersionBook

if TYPE_CHECKING:  # loaded when used
    from sheepshead_scorer.services.core.row_snapshot import RowSnapshot
    from sheepshead_scorer.services.events.deletion import Deleted
    from sheepshead_scorer.services.leagues.league_import import ImportReport
    from sheepshead_scorer.services.leagues.night_corrections import NightSheetData
    from sheepshead_scorer.services.leagues.night_roster import RosterAdd
    from sheepshead_scorer.services.statistics.event_statistics import SeasonStatistics


class SeasonDoor:
    """Leagues, seasons, their nights and their tables, over ``Backend``'s services."""

    services: Services
    ctx: Context
    versions: VersionBook

    # -- reads ---------------------------------------------------------------------------
    def seasons(self) -> list[q.SeasonRow]:
        """Every league season (the event form's league picker)."""
        return q.seasons(self.ctx)

    def leagues(self) -> tuple[LeagueListing, ...]:
        """Every league by name, with its seasons (id, name), newest season last."""
        return self.services.list_leagues()

    def season_settings(self, season_id: int) -> SeasonSettings:
        """A season's rules, nights and the version the rules dialog keeps."""
        return self.services.season_settings(season_id)

    def season_roster(self, season_id: int) -> tuple[tuple[int, str], ...]:
        """The night sheet's players (id, name): the latest night's first, then by name."""
        return self.services.season_roster(season_id)

    def season_table(self, season_id: int) -> SeasonTable:
        """The season table as every copy renders it (screen, PDF, CSV, workbook)."""
        return self.services.season_table(season_id)

    def season_standings(self, season_id: int) -> SeasonReport:
        return self.services.season_standings(season_id)

    def season_money(self, season_id: int) -> SeasonMoney:
        """The treasurer's list: fees due, paid and owed, prizes and balance per night."""
        return self.services.season_money(season_id)

    def season_statistics(self, season_id: int) -> SeasonStatistics:
        return self.services.season_statistics(season_id)

    # -- edits ---------------------------------------------------------------------------
    def create_league(self, name: str) -> Changes:
        return self.services.create_league(name)

    def create_season(self, league_id: int, name: str, *, starts_on: date | None = None) -> Changes:
        return self.services.create_season(league_id, name, starts_on=starts_on)

    def update_season_rules(
        self, season_id: int, rules: LeagueRules, *, counting: Mapping[int, bool],
        expected_version: int,
    ) -> RulesChange:
        """Change a season's scoring and which nights count; ``expected_version`` is the
        season's version the director saw. Says who moved."""
        change = self.services.update_season_rules(
            season_id, rules, counting=counting, expected_version=expected_version
        )
        self.versions.note(change.changes, ("season", season_id))
        return change

    def copy_season(self, season_id: int, name: str) -> Changes:
        """A new season of the same league with these rules and this roster."""
        return self.services.copy_season(season_id, name)

    def set_event_season(
        self, event_id: int, season_id: int | None, *, expected_version: int
    ) -> Changes:
        """Put an event into a season (``None``: take it out); ``expected_version`` is the
        event's version the director saw."""
        changes = self.services.set_event_season(
            event_id, season_id, expected_version=expected_version
        )
        return self.versions.note(changes, ("event", event_id))

    def add_night_player(self, season_id: int, name: str, *, allow_similar: bool) -> Changes:
        """A new player from the night sheet (``SimilarPlayerError`` for a near-duplicate)."""
        return self.services.add_night_player(season_id, name, allow_similar=allow_similar)

    def record_night(
        self, season_id: int, held_on: date, totals: Mapping[int, int | Fraction], *,
        name: str, entry_fee_cents: int, unpaid: Sequence[int],
    ) -> Changes:
        """Save a night of net totals (they must add up to zero)."""
        return self.services.record_night(
            season_id, held_on, totals, name=name, entry_fee_cents=entry_fee_cents,
            unpaid=unpaid,
        )

    def import_event_totals(
        self, season_id: int, data: bytes | Any, *, dry_run: bool = False
    ) -> ImportReport:
        """A league's history into a season (``dry_run``: check it, write nothing);
        ``ImportRejected`` lists a refused file's problems."""
        return self.services.import_event_totals(season_id, data, dry_run=dry_run)

    # -- a night as one sheet, and deletes -----------------------------------------------
    def put_on_roster(self, season_id: int, text: str, *, allow_similar: bool) -> RosterAdd:
        """A player onto the night sheet by ``#id``, member number or registered name; a new
        player when nobody matches (``SimilarPlayerError`` for a near-duplicate)."""
        added = self.services.put_on_roster(season_id, text, allow_similar=allow_similar)
        self.versions.note(added.changes, ("player", added.player_id))
        return added

    def night_sheet(self, event_id: int) -> NightSheetData:
        """A night of net totals as one sheet; its ``version`` is what a correction passes."""
        return self.services.night_sheet(event_id)

    def correct_night(
        self, event_id: int, totals: Mapping[int, int | Fraction], *, expected_version: int,
        unpaid: Sequence[int] | None = None,
    ) -> Changes:
        """Correct a night in place (the whole night adds up to zero) at the version seen."""
        changes = self.services.correct_night(
            event_id, totals, expected_version=expected_version, unpaid=unpaid
        )
        return self.versions.note(changes, ("event", event_id))

    def delete_event(self, event_id: int, *, expected_version: int) -> Deleted:
        """Delete an event or night whole; ``restore_event(deleted.snapshot)`` undoes it."""
        deleted = self.services.delete_event(event_id, expected_version=expected_version)
        self.versions.note(deleted.changes, ("event", event_id))
        return deleted

    def restore_event(self, snapshot: RowSnapshot) -> Changes:
        changes = self.services.restore_event(snapshot)
        return self.versions.note(changes, ("event", changes.created or 0))

    def delete_player(self, player_id: int, *, expected_version: int) -> Deleted:
        """Delete a player with no results (refused with results: merge instead)."""
        deleted = self.services.delete_player(player_id, expected_version=expected_version)
        self.versions.note(deleted.changes, ("player", player_id))
        return deleted

    def restore_player(self, snapshot: RowSnapshot) -> Changes:
        changes = self.services.restore_player(snapshot)
        return self.versions.note(changes, ("player", changes.created or 0))

    def unadd_player(self, player_id: int) -> Deleted:
        """Undo adding a player (with the registrations it made), at the version this
        station's own last write left the record; refused once the player has results."""
        version = self.versions.version("player", player_id, 1)
        deleted = self.services.unadd_player(player_id, expected_version=version)
        self.versions.note(deleted.changes, ("player", player_id))
        return deleted

    def readd_player(self, snapshot: RowSnapshot) -> Changes:
        changes = self.services.readd_player(snapshot)
        return self.versions.note(changes, ("player", changes.created or 0))
