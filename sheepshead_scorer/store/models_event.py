"""Events and what they are made of: registrations, sessions, rounds, tables and seats."""

from __future__ import annotations

from datetime import date, datetime
from enum import StrEnum

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    Date,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column
from sqlalchemy.sql.expression import false

from sheepshead_scorer.store.base import JSONColumn, JSONValue, UTCDateTime, utcnow
from sheepshead_scorer.store.models_base import Base, Editable


class EventKind(StrEnum):
    TOURNAMENT = "tournament"
    LEAGUE_NIGHT = "league_night"


class ScoringMode(StrEnum):
    """``hands``: every hand is entered; ``totals``: only score-sheet totals per round."""

    HANDS = "hands"
    TOTALS = "totals"


class RegistrationStatus(StrEnum):
    REGISTERED = "registered"
    CHECKED_IN = "checked_in"
    WITHDRAWN = "withdrawn"


class RoundStatus(StrEnum):
    """A round's life: draft (seating may change) → published (hands go in) → closed."""

    DRAFT = "draft"
    PUBLISHED = "published"
    CLOSED = "closed"


class SessionStatus(StrEnum):
    OPEN = "open"
    CLOSED = "closed"


class Event(Editable, Base):
    """A tournament day or a league night.

    ``ruleset`` is a frozen copy of ``Ruleset.to_dict()`` taken when the event was created:
    editing a preset later never rescores this event. The format is ``sessions_planned``
    sessions of ``hands_per_session`` hands each, split into rounds as the director draws them.
    """

    __tablename__ = "events"
    # a league night's identity (revision 0019): one per season, date and name
    __table_args__ = (
        Index(
            "uq_league_night", "season_id", "held_on", "name", unique=True,
            sqlite_where=text("kind = 'league_night'"),
            postgresql_where=text("kind = 'league_night'"),
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200), nullable=False)
    kind: Mapped[str] = mapped_column(String(20), nullable=False, default=EventKind.TOURNAMENT)
    held_on: Mapped[date] = mapped_column(Date, nullable=False)
    venue: Mapped[str] = mapped_column(String(200), nullable=False, default="")
    season_id: Mapped[int | None] = mapped_column(ForeignKey("seasons.id"), index=True)
    counts_toward_league: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)
    ruleset_name: Mapped[str] = mapped_column(String(100), nullable=False, default="")
    ruleset: Mapped[JSONValue] = mapped_column(JSONColumn, nullable=False)
    scoring_mode: Mapped[str] = mapped_column(String(10), nullable=False, default=ScoringMode.HANDS)
    table_size: Mapped[int] = mapped_column(Integer, nullable=False)
    sessions_planned: Mapped[int] = mapped_column(Integer, nullable=False, default=1)
    hands_per_session: Mapped[int] = mapped_column(Integer, nullable=False, default=48)
    entry_fee_cents: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    prize_scheme: Mapped[JSONValue] = mapped_column(JSONColumn, nullable=False, default=dict)
    table_game: Mapped[JSONValue | None] = mapped_column(JSONColumn, nullable=True)
    """``None``: the picker game under ``ruleset``; else the game every table plays instead,
    ``fox_rules_to_dict()`` of Sheep Head (000 "Sheep Head variant"), e.g.
    ``{"game": "sheep_head", "target": 21}``."""
    tally_revision: Mapped[int] = mapped_column(BigInteger, nullable=False, default=0)
    """Bumped by every change to the event's tallies (not a director edit: ``version`` is)."""
    tally_resets: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    # the players may enter hands from their phones (File → Floor network, table entry)
    table_entry: Mapped[bool] = mapped_column(
        Boolean, nullable=False, default=False, server_default=false()
    )
    """Bumped when tallies move between players (a merge): cached standings reload fully."""


class Registration(Editable, Base):
    """A player's entry in an event: registered → checked in, paid or not; or withdrawn.

    ``fixed_table`` (from 1) and ``fixed_seat`` (0-based, ``None`` = any seat at that table)
    pin the player for every later draw, e.g. a wheelchair place; both ``None`` = drawn freely.
    """

    __tablename__ = "registrations"
    __table_args__ = (UniqueConstraint("event_id", "player_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id"), nullable=False, index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), nullable=False, index=True)
    status: Mapped[str] = mapped_column(
        String(20), nullable=False, default=RegistrationStatus.REGISTERED
    )
    paid_cents: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    registered_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False, default=utcnow)
    fixed_table: Mapped[int | None] = mapped_column(Integer, nullable=True)
    fixed_seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    flight: Mapped[str | None] = mapped_column(String(20), nullable=True)
    """The prize flight ("A", "B", "C" …) the player was put in when the event started
    (revision 0020); ``None``: the event pays no flights, or they are not fixed yet."""


class EventSession(Editable, Base):
    """One session of an event (numbered from 1); closed when its last round is closed."""

    __tablename__ = "event_sessions"
    __table_args__ = (UniqueConstraint("event_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id"), nullable=False, index=True)
    number: Mapped[int] = mapped_column(Integer, nullable=False)
    status: Mapped[str] = mapped_column(String(10), nullable=False, default=SessionStatus.OPEN)


class Round(Editable, Base):
    """A round of a session: a seating and ``hands`` hands at every table."""

    __tablename__ = "rounds"
    __table_args__ = (
        UniqueConstraint("session_id", "number"),
        CheckConstraint("hands >= 1", name="hands_positive"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    session_id: Mapped[int] = mapped_column(
        ForeignKey("event_sessions.id"), nullable=False, index=True
    )
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id"), nullable=False, index=True)
    number: Mapped[int] = mapped_column(Integer, nullable=False)
    hands: Mapped[int] = mapped_column(Integer, nullable=False)
    status: Mapped[str] = mapped_column(String(10), nullable=False, default=RoundStatus.DRAFT)
    seating_seed: Mapped[int] = mapped_column(BigInteger, nullable=False)
    seating_method: Mapped[str] = mapped_column(String(40), nullable=False, default="random")


class GameTable(Base):
    """A table of a round, numbered from 1; its seats are in dealer order (seat 0 deals first)."""

    __tablename__ = "game_tables"
    __table_args__ = (
        UniqueConstraint("round_id", "number"),
        CheckConstraint("seats BETWEEN 2 AND 8", name="seats_2_to_8"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(
        ForeignKey("rounds.id", ondelete="CASCADE"), nullable=False, index=True
    )
    number: Mapped[int] = mapped_column(Integer, nullable=False)
    seats: Mapped[int] = mapped_column(Integer, nullable=False)
    hands: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """The hands this table plays in its round; ``None``: the round's ``hands``. Set by a
    draw where every player plays the same number (``services.session_hands``)."""
    # the director locked (or took over) the table: its phones may not write
    entry_locked: Mapped[bool] = mapped_column(
        Boolean, nullable=False, default=False, server_default=false()
    )


class SeatAssignment(Base):
    """Who sits where: ``position`` 0.. is the dealer order at the table."""

    __tablename__ = "seats"
    __table_args__ = (
        UniqueConstraint("table_id", "position"),
        UniqueConstraint("round_id", "player_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(
        ForeignKey("rounds.id", ondelete="CASCADE"), nullable=False
    )
    table_id: Mapped[int] = mapped_column(
        ForeignKey("game_tables.id", ondelete="CASCADE"), nullable=False, index=True
    )
    position: Mapped[int] = mapped_column(Integer, nullable=False)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), nullable=False, index=True)


class RoundClock(Editable, Base):
    """The clock of a round (revision 0021): its length, the warning before the end, and
    when it was started, paused and lengthened — kept with the round, so a restart of the
    app (or another station) reads the same time left.

    Time left at ``now``: ``minutes`` × 60 + ``added_seconds`` − (``now`` − ``started_at``
    − ``paused_seconds`` − (``now`` − ``paused_at`` while paused)). ``started_at`` ``None``:
    not started yet.
    """

    __tablename__ = "round_clocks"

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(
        ForeignKey("rounds.id", ondelete="CASCADE"), nullable=False, unique=True
    )
    minutes: Mapped[int] = mapped_column(Integer, nullable=False)
    warning_minutes: Mapped[int] = mapped_column(Integer, nullable=False, default=5)
    started_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    paused_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    paused_seconds: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    added_seconds: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
