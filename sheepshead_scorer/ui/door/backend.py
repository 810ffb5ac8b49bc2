"""The one door from the screens to the services: `Backend`, a thin facade over an open database.

Screens are handed a `Backend` (never the main window, never `store`). Every mutating method
calls exactly one service (one transaction) and returns its `Changes`; the caller publishes that
on the app bus so each view refreshes only what it shows. Refusals arrive as
`services.errors.ServiceError` (or the engine's `RuleError`), whose text is ready to show.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.exports.formatting import Currency
from sheepshead_scorer.ids import EventId, HandId, PlayerId, RoundId
from sheepshead_scorer.rules import RuleError, Ruleset, TableOutcome
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.errors import ServiceError
from sheepshead_scorer.services.door import reads as q
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.services.events.registrations import RegistrationState
from sheepshead_scorer.services.people.players import PlayerFields
from sheepshead_scorer.services.standings.event_standings import StandingsReport as StandingsReport
from sheepshead_scorer.text import Text, hide_password
from sheepshead_scorer.ui.door.backend_documents import DocumentDoor
from sheepshead_scorer.ui.door.backend_hands import HandDoor
from sheepshead_scorer.ui.door.backend_players import PlayerDoor
from sheepshead_scorer.ui.door.backend_rounds import RoundDoor
from sheepshead_scorer.ui.door.backend_seasons import SeasonDoor
from sheepshead_scorer.ui.door.edit_versions import VersionBook
from sheepshead_scorer.ui.words.formatting import use_currency

if TYPE_CHECKING:  # loaded when used: the backup modules are not needed to start
    from sheepshead_scorer.services.database.backups import AutoBackup, BackupFile, Restore
    from sheepshead_scorer.services.database.server_restore import ServerRestore
    from sheepshead_scorer.services.hands.hand_edits import OutcomeInput

ActionError = (ServiceError, RuleError)
"""What a refused action raises; catch these and show ``error_text(error)``
(ui/words/error_text.py)."""



class Backend(HandDoor, RoundDoor, SeasonDoor, DocumentDoor, PlayerDoor):
    """The services bound to one open database and this station's name (the league
    seasons' methods come from ``SeasonDoor``, ui/door/backend_seasons.py; closing and reopening
    rounds and sessions from ``RoundDoor``, ui/door/backend_rounds.py; a new hand from
    ``HandDoor``, ui/door/backend_hands.py)."""

    def __init__(self, database: Any, station: str = "") -> None:
        self._database = database
        # the window is a station of its own (a command or the floor server is another)
        super().__init__(database.engine, station=station or None, program="window")
        self.versions = VersionBook()
        """What this station's own edits wrote (the versions an undo or redo expects)."""
        use_currency(super().currency())  # the window shows this database's money

    @classmethod
    def open_database(cls, location: str | Path | None, station: str = "") -> Backend:
        """Open (and migrate) a SQLite file or database URL; None = the default file."""
        from sheepshead_scorer.services.database.backups import open_checked

        return cls(open_checked(location), station)  # a damaged file: DamagedDatabaseError

    @property
    def location(self) -> str:
        url: str = self._database.url
        return url

    @property
    def display_location(self) -> str:
        """Where the data lives, for people: the SQLite file path, or the server and database
        (never a password)."""
        from sheepshead_scorer.services.database.backups import location_of

        return location_of(self.location)

    @property
    def backup_made(self) -> Path | None:
        """The copy of the SQLite file made before a schema upgrade, if one was made."""
        backup: Path | None = self._database.backup
        return backup

    def close(self) -> None:
        self._database.close()

    def set_currency(self, currency: Currency | str) -> Changes:
        """Choose the database's currency; the window shows it at once (publish the Changes
        so the screens showing money refresh)."""
        changes = super().set_currency(currency)
        use_currency(Currency(currency))
        return changes

    # -- before a Backend exists: start-up and messages ------------------------------------
    @staticmethod
    def identify(*, program: str, station: str) -> None:
        """Name this process to other programs that look at who holds a database file."""
        from sheepshead_scorer.services.database.backups import set_identity

        set_identity(program=program, station=station)

    @staticmethod
    def default_location() -> Path:
        """The default database file (in the data folder)."""
        from sheepshead_scorer.services.database.backups import default_database_file

        return default_database_file()

    @staticmethod
    def open_in_this_program(path: Path) -> bool:
        """``path`` is a database file this process has open (or its -wal/-shm/-journal):
        reading or writing it from here would drop SQLite's locks (the file dialogs refuse
        it)."""
        from sheepshead_scorer.services.database.open_files import open_in_this_program

        return open_in_this_program(path)

    @staticmethod
    def masked(text: str) -> str:
        """``text`` with every password in a database address shown as ``***``."""
        return hide_password(text)

    @staticmethod
    def restore_damaged(path: Path, backup: Path) -> Path | None:
        """Put ``backup`` over the damaged file ``path`` (kept beside it with its -wal);
        returns the safety copy, ``None`` for a file too damaged to copy."""
        from sheepshead_scorer.services.database.backups import restore_backup

        return restore_backup(path, backup)

    # -- backups, restore and faults of the open database ------------------------------------
    @property
    def database_file(self) -> Path | None:
        """The SQLite file, ``None`` on a database server."""
        from sheepshead_scorer.services.database.backups import database_file

        return database_file(self.location)

    @property
    def backup_folder(self) -> Path:
        """Where this database's backups are written (and the restore picker starts)."""
        from sheepshead_scorer.services.database.backups import default_backup_folder

        return default_backup_folder(self.location)

    def auto_backup(self, on_error: Callable[[str | Text], None]) -> AutoBackup:
        """The automatic backups of this database (after a round closes, every 5 minutes
        while entries are made); failures go to ``on_error``."""
        from sheepshead_scorer.services.database.backups import AutoBackup

        return AutoBackup(self._ctx.engine, self.location, on_error=on_error)

    def take_backup(self, reason: str = "manual", automatic: AutoBackup | None = None
                    ) -> BackupFile:
        """Back up the database now (a SQLite copy or a server dump). ``reason`` names an
        automatic one (``auto``, ``round-published``, ...) written to ``automatic``'s folder
        and rotated to its newest ``keep``. Safe on the backup worker's thread: the copy
        opens its own connections."""
        from sheepshead_scorer.services.database.backups import take_backup

        engine = self._ctx.engine
        if reason == "manual" or automatic is None:
            return take_backup(engine, self.location, reason=reason)
        return take_backup(engine, self.location, reason=reason, to=automatic.folder,
                           keep=automatic.keep)

    def restore_file(self, backup: Path) -> Restore:
        """SQLite: close this backend and put ``backup`` over its file (the current file is
        backed up first); refused while another program holds the file."""
        from sheepshead_scorer.services.database.backups import restore

        path = self.database_file
        assert path is not None, "restore_file is for a SQLite file; use restore_server"
        self.close()
        return restore(path, backup)

    def restore_server(self, backup: Path) -> ServerRestore:
        """PostgreSQL: back up the server's data, then put ``backup`` back."""
        from sheepshead_scorer.services.database.server_restore import restore_server

        return restore_server(self._ctx.engine, self.location, backup)

    def fault(self, error: BaseException) -> ServiceError | None:
        """The services' reading of a database fault (server lost, file busy or read-only,
        disk full) as a message naming this database; ``None`` if ``error`` is no such fault
        (a bug, a refusal: the caller shows it as it is)."""
        from sheepshead_scorer.services.core.faults import database_fault

        return database_fault(error, self.display_location)

    def other_windows(self) -> tuple[Text, ...]:
        """Other copies of the window that have this SQLite file open (a second copy says
        so and leaves the crash mark to the first)."""
        from sheepshead_scorer.services.core.faults import other_windows

        return other_windows(self.location)

    # -- reads ---------------------------------------------------------------------------
    def event(self, event_id: EventId) -> q.EventRow:
        for row in q.events(self._ctx):
            if row.id == event_id:
                return row
        raise ServiceError(
            QCoreApplication.translate(
                "Backend", "event {event} does not exist; pick an event from the list"
            ).format(event=event_id)
        )

    @staticmethod
    def outcome(hand: q.HandRow, rules: Ruleset) -> TableOutcome:
        """The engine outcome a hand row describes in its table's game (the one the importer
        rebuilds too; a Sheep Head row gives its ``FoxHand``): what the entry screen scores,
        corrects from and undoes to. ``rules`` are the table's (``table_rules``): a row shows
        no number nobody typed, and what the entry line filled in is filled in again."""
        from sheepshead_scorer.services.hand_log.hand_log_outcome import table_outcome_of_row

        return table_outcome_of_row(hand, rules)

    # -- players -------------------------------------------------------------------------
    def add_player(self, name: str, **details: Any) -> Changes:
        changes = super().create_player(PlayerFields(name=name, **details))
        return self.versions.note(changes, ("player", changes.created or 0))

    def edit_player(self, player_id: PlayerId, version: int, name: str, **details: Any) -> Changes:
        """Edit a player; ``version`` is the one the director saw (or an undo's own write)."""
        changes = super().update_player(
            player_id, PlayerFields(name=name, **details), expected_version=version
        )
        return self.versions.note(changes, ("player", player_id))

    # -- events and the registration desk -------------------------------------------------
    def update_event(
        self, event_id: EventId, edit: EventEdit, *, expected_version: int, rescore: bool = False,
    ) -> Changes:
        """Edit an event; ``expected_version`` is the one the director saw (or an undo's own
        write)."""
        changes = super().update_event(
            event_id, edit, expected_version=expected_version, rescore=rescore
        )
        return self.versions.note(changes, ("event", event_id))

    def put_registration_back(
        self, event_id: EventId, player_id: PlayerId, state: RegistrationState | None,
        *, expected: RegistrationState | None,
    ) -> Changes:
        """Put the registration back to ``state`` (None = not registered), refused if it no
        longer stands at ``expected`` (another station changed it)."""
        status, paid = (None, 0) if state is None else (state.status, state.paid_cents)
        return super().restore_registration(
            event_id, player_id, status, paid, expected=expected
        )

    # -- rounds and seating -------------------------------------------------------------
    def set_fixed_seat(
        self, event_id: EventId, player_id: PlayerId, table: int | None, seat: int | None, *,
        expected_version: int,
    ) -> Changes:
        """Fix (or clear) a player's seat; ``expected_version`` is the registration's version
        the director saw (or an undo's own write)."""
        changes = super().set_fixed_seat(
            event_id, player_id, table, seat, expected_version=expected_version
        )
        return self.versions.note(changes, ("registration", changes.registrations[0]))

    def swap_seats(
        self, round_id: RoundId, first: int, second: int, *, expected_version: int
    ) -> Changes:
        """Swap two seats; ``expected_version`` is the round's version the director saw."""
        changes = super().swap_seats(
            round_id, first, second, expected_version=expected_version
        )
        return self.versions.note(changes, ("round", round_id))

    # table entry from phones (the Table entry screen)
    # -- hands ---------------------------------------------------------------------------
    # Every hand edit carries what the director saw: the new hand's number (the hands shown
    # + 1), or the hand's version; a stale one is refused with the services' message naming
    # the station and the time. Nothing here reads "the current version" before writing.
    def correct_hand(
        self, hand_id: HandId, outcome: OutcomeInput, *, expected_version: int
    ) -> Changes:
        changes = super().correct_hand(hand_id, outcome, expected_version=expected_version)
        return self.versions.note(changes, ("hand", hand_id))

    def delete_hand(self, hand_id: HandId, *, expected_version: int) -> Changes:
        return self.versions.note(
            super().delete_hand(hand_id, expected_version=expected_version)
        )

