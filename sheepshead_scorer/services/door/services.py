"""``Services``: the one object the UI and the CLI are handed (widgets never import store).

Every method is one director action in one transaction; it returns a ``Changes`` (or a
report) and raises a ``ServiceError`` with a message to show as is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Engine

from sheepshead_scorer.ids import EventId, HandId, PlayerId, RoundId, SeasonId, TableId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, program_station, station_name
from sheepshead_scorer.services.door.clock_actions import ClockActions
from sheepshead_scorer.services.door.flight_actions import FlightActions
from sheepshead_scorer.services.door.league_actions import LeagueActions
from sheepshead_scorer.services.door.read_actions import ReadActions
from sheepshead_scorer.services.door.statistics_actions import StatisticsActions
from sheepshead_scorer.services.door.table_actions import TableEntryActions
from sheepshead_scorer.services.standings import event_standings as standings
from sheepshead_scorer.services.standings.standings_cache import TallyCache
from sheepshead_scorer.store import Database, current_revision

if TYPE_CHECKING:  # loaded when first used: a command that reads standings starts fast
    from sheepshead_scorer.exports.formatting import Currency
    from sheepshead_scorer.exports.phase import EventPhase
    from sheepshead_scorer.rules import HandScore, Ruleset
    from sheepshead_scorer.services.core.change_feed import ChangeFeed, ChangeMarker
    from sheepshead_scorer.services.documents import exporting
    from sheepshead_scorer.services.events.event_edits import EventEdit, EventSpec
    from sheepshead_scorer.services.events.event_rules import RulesImpact
    from sheepshead_scorer.services.events.registrations import RegistrationState
    from sheepshead_scorer.services.hand_log import hand_import
    from sheepshead_scorer.services.hands.hand_edits import OutcomeInput
    from sheepshead_scorer.services.leagues import league_import
    from sheepshead_scorer.services.people import player_import
    from sheepshead_scorer.services.people.players import PlayerFields
    from sheepshead_scorer.services.standings import event_prizes
    from sheepshead_scorer.services.standings.event_standings import SeasonReport, StandingsReport
    from sheepshead_scorer.store.models import RegistrationStatus

from sheepshead_scorer.tournament import (
    DEFAULT_TIEBREAKS,
    DrawMethod,
    FixedSeat,
    SizePolicy,
    Tiebreak,
)


class Services(
    ReadActions, LeagueActions, TableEntryActions, StatisticsActions, ClockActions,
    FlightActions,
):
    """All director actions over one database, stamped with this station's name.

    ``program`` (the window, a command, the floor server) makes the station that running
    program's own (``context.program_station``); without it ``station`` is used as given."""

    def __init__(
        self, database: Database | Engine, *, station: str | None = None,
        program: str | None = None,
    ) -> None:
        engine = database.engine if isinstance(database, Database) else database
        self.station_label = label = station_name(engine, station)  # the readable part
        name = label if program is None else program_station(label, program)
        self._ctx = Context(engine=engine, station=name, cache=TallyCache())

    @classmethod
    def open(
        cls, url_or_path: str | Path | None = None, *, station: str | None = None,
        program: str | None = None,
    ) -> Services:
        """Open (and migrate) a database, then wrap it; a damaged SQLite file raises
        ``backups.DamagedDatabaseError`` naming the latest good backup."""
        from sheepshead_scorer.services.database import backups

        return cls(backups.open_checked(url_or_path), station=station, program=program)

    def for_program(self, program: str) -> Services:
        """The same database for another running program of this process (the floor server
        started from the window): a station of its own, so each sees the other's changes."""
        return Services(self._ctx.engine, station=self.station_label, program=program)

    @property
    def station(self) -> str:
        return self._ctx.station

    def currency(self) -> Currency:
        """What this database's money is written in (a database-wide setting)."""
        from sheepshead_scorer.services.standings import money_settings

        return money_settings.currency(self._ctx)

    def set_currency(self, currency: Currency | str) -> Changes:
        from sheepshead_scorer.services.standings import money_settings

        return money_settings.set_currency(self._ctx, currency)

    # players
    def create_player(self, fields: PlayerFields) -> Changes:
        from sheepshead_scorer.services.people import players

        return players.create_player(self._ctx, fields)

    def update_player(
        self, player_id: PlayerId, fields: PlayerFields, *, expected_version: int
    ) -> Changes:
        from sheepshead_scorer.services.people import players

        return players.update_player(
            self._ctx, player_id, fields, expected_version=expected_version
        )

    def merge_players(self, keep_id: PlayerId, merge_id: PlayerId) -> Changes:
        from sheepshead_scorer.services.people import players

        return players.merge_players(self._ctx, keep_id, merge_id)

    # events
    def create_event(self, spec: EventSpec) -> Changes:
        from sheepshead_scorer.services.events import event_edits as events

        return events.create_event(self._ctx, spec)

    def update_event(
        self, event_id: EventId, edit: EventEdit, *, expected_version: int,
        rescore: bool = False,
    ) -> Changes:
        from sheepshead_scorer.services.events import event_edits as events

        return events.update_event(
            self._ctx, event_id, edit, expected_version=expected_version, rescore=rescore
        )

    def rules_impact(self, event_id: EventId, ruleset: Ruleset) -> RulesImpact:
        from sheepshead_scorer.services.events import event_rules

        return event_rules.rules_impact(self._ctx, event_id, ruleset)

    # registration desk
    def register(self, event_id: EventId, player_id: PlayerId) -> Changes:
        from sheepshead_scorer.services.events import registrations

        return registrations.register(self._ctx, event_id, player_id)

    def check_in(self, event_id: EventId, player_id: PlayerId) -> Changes:
        from sheepshead_scorer.services.events import registrations

        return registrations.check_in(self._ctx, event_id, player_id)

    def mark_paid(
        self, event_id: EventId, player_id: PlayerId, cents: int | None = None
    ) -> Changes:
        from sheepshead_scorer.services.events import registrations

        return registrations.mark_paid(self._ctx, event_id, player_id, cents)

    def withdraw(self, event_id: EventId, player_id: PlayerId) -> Changes:
        from sheepshead_scorer.services.events import registrations

        return registrations.withdraw(self._ctx, event_id, player_id)

    def registration_state(
        self, event_id: EventId, player_id: PlayerId
    ) -> RegistrationState | None:
        from sheepshead_scorer.services.events import registrations

        return registrations.registration_state(self._ctx, event_id, player_id)

    def restore_registration(
        self, event_id: EventId, player_id: PlayerId, status: RegistrationStatus | None,
        paid_cents: int = 0, *, expected: RegistrationState | None = None,
    ) -> Changes:
        from sheepshead_scorer.services.events import registrations

        return registrations.restore_registration(
            self._ctx, event_id, player_id, status, paid_cents, expected=expected
        )

    def set_fixed_seat(
        self, event_id: EventId, player_id: PlayerId, table: int | None, seat: int | None, *,
        expected_version: int,
    ) -> Changes:
        """Keep a player at a table (and seat) in every later draw; None clears it."""
        from sheepshead_scorer.services.seating import fixed_seats

        return fixed_seats.set_fixed_seat(
            self._ctx, event_id, player_id, table, seat, expected_version=expected_version
        )

    def fixed_seats(self, event_id: EventId) -> dict[int, FixedSeat]:
        """The event's stored fixed seats by player id."""
        from sheepshead_scorer.services.seating import fixed_seats

        return fixed_seats.fixed_seats(self._ctx, event_id)

    # rounds and sessions
    def draw_round(
        self, event_id: EventId, session_number: int, hands: int, *,
        method: DrawMethod = DrawMethod.RANDOM, seed: int | None = None,
        policy: SizePolicy = SizePolicy.LARGER, fixed: Sequence[FixedSeat] = (),
        hands_per_table: str = "same",
    ) -> Changes:
        """``hands_per_table``: ``services.session_hands.HandsPerTable`` ("same" or "equal")."""
        from sheepshead_scorer.services.seating import rounds

        return rounds.draw_round(
            self._ctx, event_id, session_number, hands, method=method, seed=seed,
            policy=policy, fixed=fixed, hands_per_table=hands_per_table,
        )

    def swap_seats(
        self, round_id: RoundId, first: int, second: int, *, expected_version: int
    ) -> Changes:
        from sheepshead_scorer.services.seating import rounds

        return rounds.swap_seats(
            self._ctx, round_id, first, second, expected_version=expected_version
        )

    def delete_round(self, round_id: RoundId) -> Changes:
        from sheepshead_scorer.services.seating import rounds

        return rounds.delete_round(self._ctx, round_id)

    def publish_round(self, round_id: RoundId) -> Changes:
        from sheepshead_scorer.services.seating import rounds

        return rounds.publish_round(self._ctx, round_id)

    def close_round(
        self, round_id: RoundId, *, allow_incomplete: bool = False,
        expected_version: int | None = None,
    ) -> Changes:
        from sheepshead_scorer.services.seating import rounds

        return rounds.close_round(self._ctx, round_id, allow_incomplete=allow_incomplete,
                                  expected_version=expected_version)

    def incomplete_tables(self, round_id: RoundId) -> list[int]:
        from sheepshead_scorer.services.seating import rounds

        return rounds.incomplete_tables(self._ctx, round_id)

    def reopen_round(self, round_id: RoundId, *, expected_version: int | None = None) -> Changes:
        from sheepshead_scorer.services.seating import rounds

        return rounds.reopen_round(self._ctx, round_id, expected_version=expected_version)

    def close_session(
        self, event_id: EventId, session_number: int, *, expected_version: int | None = None
    ) -> Changes:
        from sheepshead_scorer.services.seating import rounds

        return rounds.close_session(self._ctx, event_id, session_number,
                                    expected_version=expected_version)

    def reopen_session(
        self, event_id: EventId, session_number: int, *, expected_version: int | None = None
    ) -> Changes:
        from sheepshead_scorer.services.seating import rounds

        return rounds.reopen_session(self._ctx, event_id, session_number,
                                     expected_version=expected_version)

    # results
    def preview_hand(self, table_id: TableId, outcome: OutcomeInput) -> HandScore:
        from sheepshead_scorer.services.hands import hand_edits as hands

        return hands.preview_hand(self._ctx, table_id, outcome)

    def record_hand(
        self, table_id: TableId, outcome: OutcomeInput, *, expected_number: int | None = None,
        idempotent: bool = False, own_only: bool = False, expected_last: int | None = None,
    ) -> Changes:
        from sheepshead_scorer.services.hands import hand_edits as hands

        return hands.record_hand(
            self._ctx, table_id, outcome, expected_number=expected_number, idempotent=idempotent,
            own_only=own_only, expected_last=expected_last,
        )

    def saved_hand(
        self, table_id: TableId, outcome: OutcomeInput, number: int, *, own_only: bool = False
    ) -> Changes | None:
        """After a lost reply: hand ``number`` if stored with ``outcome`` (writes nothing)."""
        from sheepshead_scorer.services.hands import hand_edits as hands

        return hands.saved_hand(self._ctx, table_id, outcome, number, own_only=own_only)

    def correct_hand(
        self, hand_id: HandId, outcome: OutcomeInput, *, expected_version: int
    ) -> Changes:
        from sheepshead_scorer.services.hands import hand_edits as hands

        return hands.correct_hand(self._ctx, hand_id, outcome, expected_version=expected_version)

    def delete_hand(self, hand_id: HandId, *, expected_version: int) -> Changes:
        from sheepshead_scorer.services.hands import hand_edits as hands

        return hands.delete_hand(self._ctx, hand_id, expected_version=expected_version)

    def record_round_totals(
        self, table_id: TableId, totals_by_player: Mapping[int, int | Fraction]
    ) -> Changes:
        from sheepshead_scorer.services.hands import totals

        return totals.record_round_totals(self._ctx, table_id, totals_by_player)

    def add_penalty(
        self, round_id: RoundId, player_id: PlayerId, points: int | Fraction, reason: str
    ) -> Changes:
        from sheepshead_scorer.services.hands import totals

        return totals.add_penalty(self._ctx, round_id, player_id, points, reason)

    # standings
    def event_standings(
        self, event_id: EventId, *, session_number: int | None = None,
        tiebreaks: Sequence[Tiebreak] = DEFAULT_TIEBREAKS, lot_seed: int | None = None,
        with_prizes: bool = False,
    ) -> StandingsReport:
        return standings.event_standings(
            self._ctx, event_id, session_number=session_number, tiebreaks=tiebreaks,
            lot_seed=lot_seed, with_prizes=with_prizes,
        )

    def season_standings(self, season_id: SeasonId) -> SeasonReport:
        return standings.season_standings(self._ctx, season_id)

    # imports and demo data (all or nothing)
    def import_players(
        self, source: Path | bytes, *, mapping: Mapping[str, str] | None = None,
        dry_run: bool = False,
    ) -> player_import.PlayerImport:
        from sheepshead_scorer.services.people import player_import

        return player_import.import_players(self._ctx, source, mapping=mapping, dry_run=dry_run)

    def import_hands(
        self, event_id: EventId, source: Path | bytes, *, dry_run: bool = False
    ) -> hand_import.HandImport:
        from sheepshead_scorer.services.hand_log import hand_import

        return hand_import.import_hands(self._ctx, event_id, source, dry_run=dry_run)

    def schema_revision(self) -> str | None:
        """The Alembic revision the open database is at (the installer's smoke check)."""
        return current_revision(self._ctx.engine)

    # other stations' changes (poll every few seconds)
    def changes_since(
        self, marker: ChangeMarker | None, *, every_station: bool = False
    ) -> ChangeFeed:
        """What other stations (``every_station``: all, the floor server's hub) changed since
        ``marker`` (see ``services.change_feed``)."""
        from sheepshead_scorer.services.core import change_feed

        return change_feed.changes_since(self._ctx, marker, others_only=not every_station)

    # print and export (services/documents/); a league's history (leagues/league_import.py)
    def event_phase(self, event_id: EventId) -> EventPhase:
        """Provisional or final: the words every copy of the standings prints."""
        from sheepshead_scorer.services.events.event_phase import event_phase

        return event_phase(self._ctx, event_id)

    def event_prizes(self, event_id: EventId) -> event_prizes.EventPrizes:
        from sheepshead_scorer.services.standings import event_prizes

        return event_prizes.event_prizes(self._ctx, event_id)

    def export_document(
        self, request: exporting.ExportRequest, target: exporting.Target, *,
        progress: exporting.Progress | None = None,
    ) -> exporting.ExportRequest:
        from sheepshead_scorer.services.documents import exporting

        return exporting.export_document(self._ctx, request, target, progress=progress)

    def import_event_totals(
        self, season_id: SeasonId, source: league_import.Source, *,
        mapping: Mapping[str, str] | None = None, dry_run: bool = False,
    ) -> league_import.ImportReport:
        from sheepshead_scorer.services.leagues import league_import

        return league_import.import_event_totals(
            self._ctx, season_id, source, mapping=mapping, dry_run=dry_run
        )
