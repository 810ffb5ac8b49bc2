"""The plain rows the store hands to the standings: one per player per hand, or round totals.

``HandResultRow`` is one player's result in one hand (the store's ``HandResult``), what the
tallies and tiebreaks count; the hand itself (its table, seats, outcome and payouts) is the
one ``exports.HandRow`` the screens, the CLI and the documents all render.

``Role`` and ``Tier`` are the rule engine's (``sheepshead_scorer.rules``), re-exported here.

Points are ``Fraction`` (an ``int`` is accepted and converted; ``float`` is refused).
``event`` tells rounds of different events apart when a season is tallied; leave it 0
inside one event.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import TypeVar

from sheepshead_scorer.rules import Role as Role
from sheepshead_scorer.rules import Tier as Tier
from sheepshead_scorer.text import Text

from .errors import TournamentError


def exact_points(field: str, value: object) -> Fraction:
    """``value`` as a ``Fraction``; ``TournamentError`` for float, bool or anything else."""
    if isinstance(value, Fraction):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return Fraction(value)
    raise TournamentError(
        field,
        value,
        Text("an exact number: int or fractions.Fraction (never float)"),
        Text("pass the points as Fraction, e.g. Fraction(5, 2)"),
    )


E = TypeVar("E", bound=StrEnum)


def as_member(field: str, value: str, kind: type[E]) -> E:
    """``value`` as a member of the ``kind`` enum, or ``TournamentError`` listing its values."""
    try:
        return kind(value)
    except ValueError:
        options = ", ".join(member.value for member in kind)
        raise TournamentError(field, value, options) from None


def as_optional_member(field: str, value: str | None, kind: type[E]) -> E | None:
    """Like :func:`as_member`, but ``None`` stays ``None``."""
    if value is None:
        return None
    try:
        return kind(value)
    except ValueError:
        options = ", ".join(member.value for member in kind)
        raise TournamentError(field, value, Text("None or {options}", options=options)) from None


def _whole(field: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TournamentError(field, value, Text("a whole number"))


@dataclass(frozen=True, slots=True)
class HandResultRow:
    """One player's result in one hand.

    ``picker_side_won`` is required (True/False) for picker, partner and defender rows;
    ``tier`` is the winning side's tier of a picked hand; ``leaster_won`` is True for the
    leaster winner(s); ``game_won`` for both partners of the Sheep Head team that won a game
    with this hand (role ``team``).
    """

    player_id: int
    session: int
    round: int
    table: int
    hand: int
    points: Fraction
    role: Role
    picker_side_won: bool | None = None
    tier: Tier | None = None
    leaster_won: bool = False
    event: int = 0
    game_won: bool = False

    def __post_init__(self) -> None:
        for name in ("player_id", "session", "round", "table", "hand", "event"):
            _whole(f"HandResultRow.{name}", getattr(self, name))
        object.__setattr__(self, "points", exact_points("HandResultRow.points", self.points))
        object.__setattr__(self, "role", as_member("HandResultRow.role", self.role, Role))
        object.__setattr__(self, "tier", as_optional_member("HandResultRow.tier", self.tier, Tier))
        if self.role in _SIDE_ROLES and not isinstance(self.picker_side_won, bool):
            raise TournamentError(
                "HandResultRow.picker_side_won",
                self.picker_side_won,
                Text("True or False for a {role} row", role=self.role.value),
                Text(
                    "say whether the picker's side won hand {hand} at table {table}",
                    hand=self.hand,
                    table=self.table,
                ),
            )


_SIDE_ROLES = frozenset({Role.PICKER, Role.PARTNER, Role.DEFENDER})


@dataclass(frozen=True, slots=True)
class RoundTotalRow:
    """One player's total for one round, for events that only collect score-sheet totals."""

    player_id: int
    session: int
    round: int
    points: Fraction
    event: int = 0

    def __post_init__(self) -> None:
        for name in ("player_id", "session", "round", "event"):
            _whole(f"RoundTotalRow.{name}", getattr(self, name))
        object.__setattr__(self, "points", exact_points("RoundTotalRow.points", self.points))
