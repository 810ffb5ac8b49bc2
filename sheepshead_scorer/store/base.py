"""The declarative base, the constraint naming convention and the column types we share.

Every constraint gets a predictable name (``pk_players``, ``fk_seats_player_id_players``, ...)
so that Alembic batch migrations on SQLite can drop and re-create them by name.
"""

from __future__ import annotations

import functools
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any

from sqlalchemy import JSON, DateTime, Dialect, MetaData, String
from sqlalchemy.types import TypeDecorator

from sheepshead_scorer.text import Text

NAMING_CONVENTION: dict[str, str] = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

metadata = MetaData(naming_convention=NAMING_CONVENTION)


def utcnow() -> datetime:
    """The current time, timezone-aware, in UTC (what every timestamp column stores)."""
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """A timestamp stored as UTC and always read back timezone-aware.

    SQLite keeps no time zone, PostgreSQL does; this makes both return aware UTC datetimes.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError(
                Text(
                    "timestamp {value!r} has no time zone; pass an aware UTC datetime",
                    value=value,
                )
            )
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


class FractionText(TypeDecorator[Fraction]):
    """An exact rational number stored as the text ``"n/d"`` (or ``"n"`` when whole).

    Used for values that are read, never summed in SQL (a hand's payouts, penalties).
    """

    impl = String(64)
    cache_ok = True

    def process_bind_param(self, value: Fraction | int | None, dialect: Dialect) -> str | None:
        if value is None:
            return None
        return fraction_to_text(Fraction(value))

    def process_result_value(self, value: str | None, dialect: Dialect) -> Fraction | None:
        if value is None:
            return None
        return _parsed(value)


@functools.lru_cache(maxsize=8192)
def _parsed(text: str) -> Fraction:
    """``"4/3"`` → ``Fraction(4, 3)``, parsed once: a big event reads the same few payouts
    hundreds of thousands of times (a Fraction is immutable, so sharing one is safe)."""
    return Fraction(text)


def fraction_to_text(value: Fraction) -> str:
    """``Fraction(8, 3)`` → ``"8/3"``, ``Fraction(4)`` → ``"4"`` (what JSON columns hold)."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{value.numerator}/{value.denominator}"


JSONValue = Any
"""A JSON-ready value (dict, list, str, int, bool or None) as kept in JSON columns."""

JSONColumn = JSON(none_as_null=True)
"""JSON text on SQLite, ``json`` on PostgreSQL; Python ``None`` is stored as SQL NULL."""
