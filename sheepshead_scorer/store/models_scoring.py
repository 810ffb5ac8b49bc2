"""Hands, their per-player results, penalties, score-sheet totals and running tallies."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from fractions import Fraction

from sqlalchemy import (
    BigInteger,
    Boolean,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from sheepshead_scorer.rules import Role as Role  # the rule engine's, re-exported
from sheepshead_scorer.store.base import (
    FractionText,
    JSONColumn,
    JSONValue,
    UTCDateTime,
    utcnow,
)
from sheepshead_scorer.store.models_base import Base, Editable


class TallyScope(StrEnum):
    ROUND = "round"
    SESSION = "session"
    EVENT = "event"


class Hand(Editable, Base):
    """One hand at one table, numbered from 1 within the table's round.

    ``outcome`` is the engine's ``outcome_to_dict()`` exactly as entered; ``payouts`` are the
    computed per-seat payouts as exact ``"n/d"`` strings (seat order of the table).
    """

    __tablename__ = "hands"
    __table_args__ = (UniqueConstraint("table_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(
        ForeignKey("game_tables.id"), nullable=False, index=True
    )
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id"), nullable=False, index=True)
    number: Mapped[int] = mapped_column(Integer, nullable=False)
    outcome: Mapped[JSONValue] = mapped_column(JSONColumn, nullable=False)
    kind: Mapped[str] = mapped_column(String(20), nullable=False)
    multiplier: Mapped[int] = mapped_column(Integer, nullable=False, default=1)
    payouts: Mapped[JSONValue] = mapped_column(JSONColumn, nullable=False)
    explanation: Mapped[str] = mapped_column(Text, nullable=False, default="")
    entered_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False, default=utcnow)


class HandResult(Base):
    """One player's line of one hand: points and the facts the standings count."""

    __tablename__ = "hand_results"
    __table_args__ = (UniqueConstraint("hand_id", "seat"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    hand_id: Mapped[int] = mapped_column(
        ForeignKey("hands.id", ondelete="CASCADE"), nullable=False, index=True
    )
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), nullable=False, index=True)
    seat: Mapped[int] = mapped_column(Integer, nullable=False)
    points: Mapped[Fraction] = mapped_column(FractionText, nullable=False)
    role: Mapped[str] = mapped_column(String(10), nullable=False)
    picker_side_won: Mapped[bool | None] = mapped_column(Boolean)
    tier: Mapped[str | None] = mapped_column(String(10))
    leaster_won: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    game_won: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    """Sheep Head: this hand won a game for the player's team (000 "whichever team reaches
    the number wins")."""


class Penalty(Editable, Base):
    """Points a director takes from (negative) or gives to a player's event total."""

    __tablename__ = "penalties"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id"), nullable=False, index=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id"), nullable=False, index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), nullable=False, index=True)
    points: Mapped[Fraction] = mapped_column(FractionText, nullable=False)
    reason: Mapped[str] = mapped_column(Text, nullable=False)


class RoundTotal(Editable, Base):
    """A player's score-sheet total for one round (events that do not enter every hand)."""

    __tablename__ = "round_totals"
    __table_args__ = (UniqueConstraint("round_id", "player_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id"), nullable=False, index=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_tables.id"), nullable=False)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), nullable=False, index=True)
    points: Mapped[Fraction] = mapped_column(FractionText, nullable=False)


class TallyRow(Base):
    """A player's running totals for one round, session or event, kept by every hand commit.

    The counters mirror ``tournament.PlayerTally`` (same names, same counting rules); points
    are an exact fraction kept as numerator/denominator, penalties included (``penalty_*``
    shows how much of it came from penalties). ``hand_stats`` is False once score-sheet
    round totals were added (no per-hand counts then). Standings read these rows and never
    rescan hands.
    """

    __tablename__ = "player_tallies"
    __table_args__ = (
        UniqueConstraint("scope", "scope_id", "player_id"),
        Index("ix_player_tallies_event_scope", "event_id", "scope"),
        Index("ix_player_tallies_event_revision", "event_id", "revision"),
        Index("ix_player_tallies_event_player", "event_id", "player_id", "scope"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    scope: Mapped[str] = mapped_column(String(10), nullable=False)
    scope_id: Mapped[int] = mapped_column(Integer, nullable=False)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id"), nullable=False)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), nullable=False, index=True)
    points_num: Mapped[int] = mapped_column(BigInteger, nullable=False, default=0)
    points_den: Mapped[int] = mapped_column(BigInteger, nullable=False, default=1)
    penalty_num: Mapped[int] = mapped_column(BigInteger, nullable=False, default=0)
    penalty_den: Mapped[int] = mapped_column(BigInteger, nullable=False, default=1)
    hands_played: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    sat_out: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    picks: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    picker_wins: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    partner_hands: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    partner_wins: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    leasters_won: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    schneiders: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    hands_won: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    hands_lost: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    games_won: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    hand_stats: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)
    revision: Mapped[int] = mapped_column(BigInteger, nullable=False, default=0)
    """The event's ``tally_revision`` when this row last changed (for incremental refresh)."""

    COUNTERS = (
        "hands_played",
        "sat_out",
        "picks",
        "picker_wins",
        "partner_hands",
        "partner_wins",
        "leasters_won",
        "schneiders",
        "hands_won",
        "hands_lost",
        "games_won",
    )

    @property
    def points(self) -> Fraction:
        return Fraction(self.points_num, self.points_den)

    @points.setter
    def points(self, value: Fraction) -> None:
        self.points_num, self.points_den = value.numerator, value.denominator

    @property
    def penalty(self) -> Fraction:
        return Fraction(self.penalty_num, self.penalty_den)

    @penalty.setter
    def penalty(self, value: Fraction) -> None:
        self.penalty_num, self.penalty_den = value.numerator, value.denominator
