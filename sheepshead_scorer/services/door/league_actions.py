"""The leagues-and-seasons half of ``Services`` (a mixin, as ``table_actions``): leagues,
seasons, their nights and tables, each one service call (``services/leagues/seasons.py``,
``services/leagues/league_nights.py``, ``services/leagues/season_table.py``,
``services/documents/reports.py``), the
correction of a night and the deletes (``services/leagues/night_corrections.py``,
``services/events/deletion.py``), loaded when first used."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from sheepshead_scorer.ids import EventId, LeagueId, PlayerId, SeasonId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context

if TYPE_CHECKING:
    from sheepshead_scorer.exports.season_rows import SeasonMoney, SeasonTable
    from sheepshead_scorer.services.core.row_snapshot import RowSnapshot
    from sheepshead_scorer.services.events import deletion
    from sheepshead_scorer.services.leagues import night_corrections, night_roster
    from sheepshead_scorer.services.leagues import seasons as leagues
    from sheepshead_scorer.tournament import LeagueRules


class LeagueActions:
    """League and season actions over ``self._ctx``."""

    _ctx: Context

    def create_league(self, name: str, *, notes: str = "") -> Changes:
        from sheepshead_scorer.services.leagues import seasons as leagues

        return leagues.create_league(self._ctx, name, notes=notes)

    def create_season(
        self, league_id: LeagueId, name: str, *, starts_on: date | None = None,
        ends_on: date | None = None, scoring: Mapping[str, Any] | None = None,
    ) -> Changes:
        from sheepshead_scorer.services.leagues import seasons as leagues

        return leagues.create_season(
            self._ctx, league_id, name, starts_on=starts_on, ends_on=ends_on, scoring=scoring
        )

    def update_season_rules(
        self, season_id: SeasonId, scoring: Mapping[str, Any] | LeagueRules, *,
        counting: Mapping[int, bool] | None = None, expected_version: int,
        rating_column: bool | None = None,
    ) -> leagues.RulesChange:
        """Change a season's scoring (and which nights count, and whether its table shows the
        rating: ``None`` as it was); says who moved. ``expected_version`` is the season's
        version the director saw."""
        from sheepshead_scorer.services.leagues import seasons as leagues

        return leagues.update_season_rules(
            self._ctx, season_id, scoring, counting=counting, expected_version=expected_version,
            rating_column=rating_column,
        )

    def copy_season(
        self, season_id: SeasonId, name: str, *, starts_on: date | None = None,
        ends_on: date | None = None,
    ) -> Changes:
        from sheepshead_scorer.services.leagues import seasons as leagues

        return leagues.copy_season(
            self._ctx, season_id, name, starts_on=starts_on, ends_on=ends_on
        )

    def set_event_season(
        self, event_id: EventId, season_id: SeasonId | None, *, expected_version: int
    ) -> Changes:
        """Put an event into a season or out (``None``); ``expected_version`` is the event's
        version the director saw."""
        from sheepshead_scorer.services.leagues import seasons as leagues

        return leagues.set_event_season(
            self._ctx, event_id, season_id, expected_version=expected_version
        )

    def list_leagues(self) -> tuple[leagues.LeagueListing, ...]:
        from sheepshead_scorer.services.leagues import seasons as leagues

        return leagues.list_leagues(self._ctx)

    def season_settings(self, season_id: SeasonId) -> leagues.SeasonSettings:
        from sheepshead_scorer.services.leagues import seasons as leagues

        return leagues.season_settings(self._ctx, season_id)

    def season_roster(self, season_id: SeasonId) -> tuple[tuple[int, str], ...]:
        """The night sheet's players: the latest night's first, then by name."""
        from sheepshead_scorer.services.leagues import seasons as leagues

        return leagues.season_roster(self._ctx, season_id)

    def add_to_roster(self, season_id: SeasonId, player_ids: Sequence[int]) -> Changes:
        from sheepshead_scorer.services.leagues import seasons as leagues

        return leagues.add_to_roster(self._ctx, season_id, player_ids)

    def record_night(
        self, season_id: SeasonId, held_on: date, totals: Mapping[int, int | Fraction], *,
        name: str = "", entry_fee_cents: int = 0, unpaid: Sequence[int] = (),
    ) -> Changes:
        """Save a night of net totals from the night sheet (they must add up to zero)."""
        from sheepshead_scorer.services.leagues import league_nights

        return league_nights.record_night(
            self._ctx, season_id, held_on, totals, name=name,
            entry_fee_cents=entry_fee_cents, unpaid=unpaid,
        )

    def add_night_player(
        self, season_id: SeasonId, name: str, *, allow_similar: bool = False
    ) -> Changes:
        from sheepshead_scorer.services.leagues import league_nights

        return league_nights.add_night_player(
            self._ctx, season_id, name, allow_similar=allow_similar
        )

    def season_table(self, season_id: SeasonId) -> SeasonTable:
        """The season table every copy renders (screen, PDF, CSV, workbook), with the
        rating column filled in when the season shows it."""
        from sheepshead_scorer.services.statistics.rated_season import rated_season_table

        return rated_season_table(self._ctx, season_id)

    def season_money(self, season_id: SeasonId) -> SeasonMoney:
        from sheepshead_scorer.services.documents import reports

        return reports.season_money(self._ctx, season_id)

    def put_on_roster(
        self, season_id: SeasonId, text: str, *, allow_similar: bool = False
    ) -> night_roster.RosterAdd:
        """A player onto the roster by ``#id``, member number or registered name; a new
        player when nobody matches (``SimilarPlayerError`` for a near-duplicate)."""
        from sheepshead_scorer.services.leagues import night_roster

        return night_roster.put_on_roster(self._ctx, season_id, text, allow_similar=allow_similar)

    def night_sheet(self, event_id: EventId) -> night_corrections.NightSheetData:
        """A night of net totals as one sheet (its totals, who paid, the version seen)."""
        from sheepshead_scorer.services.leagues import night_corrections

        return night_corrections.night_sheet(self._ctx, event_id)

    def correct_night(
        self, event_id: EventId, totals: Mapping[int, int | Fraction], *, expected_version: int,
        unpaid: Sequence[int] | None = None,
    ) -> Changes:
        """Correct a night's totals in place (together zero) at the version seen."""
        from sheepshead_scorer.services.leagues import night_corrections

        return night_corrections.correct_night(
            self._ctx, event_id, totals, expected_version=expected_version, unpaid=unpaid
        )

    def delete_event(self, event_id: EventId, *, expected_version: int) -> deletion.Deleted:
        """Delete an event or night whole (its ``snapshot`` puts it back)."""
        from sheepshead_scorer.services.events import deletion

        return deletion.delete_event(self._ctx, event_id, expected_version=expected_version)

    def restore_event(self, snapshot: RowSnapshot) -> Changes:
        from sheepshead_scorer.services.events import deletion

        return deletion.restore_event(self._ctx, snapshot)

    def delete_player(self, player_id: PlayerId, *, expected_version: int) -> deletion.Deleted:
        """Delete a player with no results (one with results is refused: merge it)."""
        from sheepshead_scorer.services.events import deletion

        return deletion.delete_player(self._ctx, player_id, expected_version=expected_version)

    def restore_player(self, snapshot: RowSnapshot) -> Changes:
        from sheepshead_scorer.services.events import deletion

        return deletion.restore_player(self._ctx, snapshot)

    def unadd_player(self, player_id: PlayerId, *, expected_version: int) -> deletion.Deleted:
        """Undo adding a player: the record and its registrations (refused with results)."""
        from sheepshead_scorer.services.people import player_unadd

        return player_unadd.unadd_player(self._ctx, player_id, expected_version=expected_version)

    def readd_player(self, snapshot: RowSnapshot) -> Changes:
        from sheepshead_scorer.services.people import player_unadd

        return player_unadd.readd_player(self._ctx, snapshot)
