"""Table models for the player registry and the registration desk."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.services.door.reads import PlayerRow, RegistrationRow
from sheepshead_scorer.ui.models.row_table_model import RIGHT, Column, RowTableModel
from sheepshead_scorer.ui.words.formatting import format_money
from sheepshead_scorer.ui.words.translation import QT_TR_NOOP, status_word


def by_name(row: PlayerRow) -> str:
    """The registry's order: by name, whatever the case ("de Vries" among the D's)."""
    return row.name.casefold()


#: The registry sorts itself (``SourceSortProxy``), case-insensitively as a sorting proxy
#: would: each column's sort key is its text case-folded.
PLAYER_COLUMNS: tuple[Column[PlayerRow], ...] = (
    Column("Name", lambda p: p.name, sort_key=by_name),
    Column("Nickname", lambda p: p.nickname, sort_key=lambda p: p.nickname.casefold()),
    Column(
        "Member #", lambda p: p.member_number, sort_key=lambda p: p.member_number.casefold()
    ),
    Column("Club", lambda p: p.club, sort_key=lambda p: p.club.casefold()),
    Column("Contact", lambda p: p.contact, sort_key=lambda p: p.contact.casefold()),
    Column("Active", lambda p: _yes_no(p.active), sort_key=lambda p: _yes_no(p.active).casefold()),
)

YES_NO = (QT_TR_NOOP("no"), QT_TR_NOOP("yes"))


def _yes_no(flag: bool) -> str:
    return QCoreApplication.translate("", YES_NO[bool(flag)])


def _status(row: RegistrationRow) -> str:
    late = QCoreApplication.translate("", " · late") if row.late else ""
    return status_word(row.status).replace("_", " ") + late


REGISTRATION_COLUMNS: tuple[Column[RegistrationRow], ...] = (
    Column("Player", lambda r: r.name),
    Column("Status", _status),
    Column("Paid", lambda r: format_money(r.paid_cents) if r.paid_cents else "—",
           sort_key=lambda r: r.paid_cents, align=RIGHT),
    Column("Registered", lambda r: r.registered_at.astimezone().strftime("%H:%M"),
           sort_key=lambda r: r.registered_at.isoformat()),
    Column("Flight", lambda r: r.flight),  # hidden at an event without prize flights
)
#: The Flight column of ``REGISTRATION_COLUMNS``.
FLIGHT_COLUMN = len(REGISTRATION_COLUMNS) - 1


def player_model(parent: object = None) -> RowTableModel[PlayerRow]:
    return RowTableModel(PLAYER_COLUMNS, parent)


def registration_model(parent: object = None) -> RowTableModel[RegistrationRow]:
    return RowTableModel(REGISTRATION_COLUMNS, parent)
