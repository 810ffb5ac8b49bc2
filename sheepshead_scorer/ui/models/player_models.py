"""Table models for the player registry and the registration desk."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from sheepshead_scorer.ids import PlayerId
from sheepshead_scorer.services.door.reads import PlayerRow, RegistrationRow
from sheepshead_scorer.ui.models.row_table_model import (
    RIGHT,
    SORT_ROLE,
    Column,
    RowTableModel,
)
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


class RegistrationModel(RowTableModel[RegistrationRow]):
    """The desk's registrations; before the start the Flight column shows each checked-in
    player's provisional flight by the current settings — "(A)", grey and italic, with a
    tool tip — as ``set_provisional`` gives it (fixed flights show plainly)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(REGISTRATION_COLUMNS, parent)
        self._provisional: Mapping[PlayerId, str] = {}

    def set_provisional(self, flights: Mapping[PlayerId, str]) -> None:
        self._provisional = dict(flights)

    def provisional(self, row: RegistrationRow) -> str:
        """The row's provisional flight ("" when fixed, or none)."""
        return "" if row.flight else self._provisional.get(row.player_id, "")

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (index.isValid() and index.column() == FLIGHT_COLUMN
                and role in (Qt.ItemDataRole.DisplayRole, SORT_ROLE)
                and 0 <= index.row() < self.rowCount()):
            flight = self.provisional(self.row_at(index.row()))
            if flight:
                return f"({flight})"
        return super().data(index, role)

    def extra_data(self, row: RegistrationRow, column: int, role: int) -> Any:
        if column != FLIGHT_COLUMN or not self.provisional(row):
            return None
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(QColor(Qt.GlobalColor.gray))
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate(
                "RegistrationModel",
                "Provisional: by the current flight settings; fixed when the first round is "
                "published",
            )
        return None


def registration_model(parent: object = None) -> RegistrationModel:
    return RegistrationModel(parent)
