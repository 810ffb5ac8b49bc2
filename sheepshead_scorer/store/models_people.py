"""Players, leagues and seasons, the audit log and station settings."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import Boolean, Date, ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from sheepshead_scorer.store.base import JSONColumn, JSONValue, UTCDateTime, utcnow
from sheepshead_scorer.store.models_base import Base, Editable


class Player(Editable, Base):
    """A person who plays. Merged duplicates keep their row, inactive, with ``merged_into_id``."""

    __tablename__ = "players"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200), nullable=False)
    nickname: Mapped[str] = mapped_column(String(100), nullable=False, default="")
    member_number: Mapped[str | None] = mapped_column(String(50), unique=True)
    club: Mapped[str] = mapped_column(String(200), nullable=False, default="")
    contact: Mapped[str] = mapped_column(String(300), nullable=False, default="")
    active: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)
    merged_into_id: Mapped[int | None] = mapped_column(ForeignKey("players.id"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False, default=utcnow)


class League(Editable, Base):
    """A league: a series of seasons whose events add up to a league table."""

    __tablename__ = "leagues"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200), nullable=False, unique=True)
    notes: Mapped[str] = mapped_column(Text, nullable=False, default="")


class Season(Editable, Base):
    """One season of a league; ``scoring`` holds the league-table rules (best N, placements…)."""

    __tablename__ = "seasons"
    __table_args__ = (UniqueConstraint("league_id", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    league_id: Mapped[int] = mapped_column(ForeignKey("leagues.id"), nullable=False, index=True)
    name: Mapped[str] = mapped_column(String(200), nullable=False)
    starts_on: Mapped[date | None] = mapped_column(Date)
    ends_on: Mapped[date | None] = mapped_column(Date)
    scoring: Mapped[JSONValue] = mapped_column(JSONColumn, nullable=False, default=dict)


class SeasonMember(Base):
    """A player on a season's roster: who the night sheet lists before anyone has played
    (a copied season's roster), besides everyone who played a night of the season."""

    __tablename__ = "season_members"

    season_id: Mapped[int] = mapped_column(ForeignKey("seasons.id"), primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), primary_key=True, index=True)


class AuditEntry(Base):
    """One change, append-only: when, at which station, what entity/id, before and after.

    ``before`` is ``None`` for a creation and ``after`` is ``None`` for a deletion. The ORM
    refuses to update or delete these rows (see ``store.audit_guard``).
    """

    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(primary_key=True)
    at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False, default=utcnow, index=True)
    station: Mapped[str] = mapped_column(String(120), nullable=False)
    entity: Mapped[str] = mapped_column(String(60), nullable=False)
    entity_id: Mapped[int] = mapped_column(Integer, nullable=False)
    action: Mapped[str] = mapped_column(String(60), nullable=False)
    before: Mapped[JSONValue] = mapped_column(JSONColumn, nullable=True)
    after: Mapped[JSONValue] = mapped_column(JSONColumn, nullable=True)


class Setting(Base):
    """A key/value setting of this database (e.g. ``station_name`` on a single-station file)."""

    __tablename__ = "settings"

    key: Mapped[str] = mapped_column(String(100), primary_key=True)
    value: Mapped[str] = mapped_column(Text, nullable=False)
