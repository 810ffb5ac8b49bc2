"""Table entry from phones: the codes on a round's seat cards and the players' marks on
hands (who entered a hand from a phone, who confirmed or disputed it).

A code belongs to one seat of one table of one round (``GameTable`` is per round), so it is
valid for that table and round only; it is refused once revoked (``revoked_at``), once the
round is closed, while the table is locked (``GameTable.entry_locked``) or while the event has
table entry off (``Event.table_entry``).

A mark names the hand by id and the version it saw, without a foreign key: a confirmation
counts only while the hand still has that version (a director's correction or a deletion
makes it stale rather than deleting history), and deleting a hand never waits on its marks.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlalchemy import ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from sheepshead_scorer.store.base import JSONColumn, JSONValue, UTCDateTime, utcnow
from sheepshead_scorer.store.models_base import Base


class MarkKind(StrEnum):
    """What a player at the table said about a hand."""

    ENTERED = "entered"  # typed it on a phone and saved it
    CONFIRMED = "confirmed"  # an opponent checked it with their own code
    DISPUTED = "disputed"  # a player says it is wrong (or sent a different hand)
    # a seat signed the round's whole sheet with its code (kept on the table's last hand;
    # ``proposed`` holds the sheet's fingerprint: a later change leaves the signature stale)
    SIGNED = "signed"


class TableCode(Base):
    """A seat's code for entering and confirming hands at its table in this round."""

    __tablename__ = "table_codes"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(
        ForeignKey("game_tables.id", ondelete="CASCADE"), nullable=False, index=True
    )
    seat: Mapped[int] = mapped_column(Integer, nullable=False)  # 0-based position
    code: Mapped[str] = mapped_column(String(16), nullable=False, unique=True)
    issued_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False, default=utcnow)
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)


class TableEntryMark(Base):
    """One player's word on one version of a hand, with the device it came from."""

    __tablename__ = "table_entry_marks"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(
        ForeignKey("game_tables.id", ondelete="CASCADE"), nullable=False, index=True
    )
    hand_id: Mapped[int] = mapped_column(Integer, nullable=False, index=True)
    hand_number: Mapped[int] = mapped_column(Integer, nullable=False)
    hand_version: Mapped[int] = mapped_column(Integer, nullable=False)
    seat: Mapped[int] = mapped_column(Integer, nullable=False)  # 0-based position
    kind: Mapped[str] = mapped_column(String(10), nullable=False)
    device: Mapped[str] = mapped_column(String(120), nullable=False)
    # the hand this seat sent instead (a dispute by a second phone), else None
    proposed: Mapped[JSONValue | None] = mapped_column(JSONColumn, nullable=True)
    marked_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False, default=utcnow)
