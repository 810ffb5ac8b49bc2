"""Table models for the player registry and the registration desk."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.services.door.reads import PlayerRow, RegistrationRow
from sheepshead_scorer.ui.models.row_table_model import RIGHT, Column, RowTableModel
from sheepshead_scorer.ui.words.formatting import format_money
from sheepshead_scorer.ui.words.translation import QT_TR_NOOP, status_word

PLAYER_COLUMNS: tuple[Column[PlayerRow], ...] = (
    Column("Name", lambda p: p.name),
    Column("Nickname", lambda p: p.nickname),
    Column("Member #", lambda p: p.member_number),
    Column("Club", lambda p: p.club),
    Column("Contact", lambda p: p.contact),
    Column("Active", lambda p: _yes_no(p.active)),
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
)


def player_model(parent: object = None) -> RowTableModel[PlayerRow]:
    return RowTableModel(PLAYER_COLUMNS, parent)


def registration_model(parent: object = None) -> RowTableModel[RegistrationRow]:
    return RowTableModel(REGISTRATION_COLUMNS, parent)
