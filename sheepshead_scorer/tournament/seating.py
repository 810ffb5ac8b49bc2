"""The seating of one round: tables, seats and the record of how it was made.

Table numbers start at 1.  Within a table the seats are in dealer order: the player in
seat 0 deals the first hand, seat 1 the next, and so on clockwise.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from sheepshead_scorer.text import Text

from .errors import TournamentError
from .table_sizes import MAX_TABLE, MIN_TABLE

PlayerId = int
"""Players are identified by their database id, a plain ``int``."""


class DrawMethod(StrEnum):
    """How a seating was produced (recorded with the seating for the audit trail)."""

    RANDOM = "random"
    AVOID_REPEATS = "avoid_repeats"
    BY_STANDINGS = "by_standings"
    MANUAL = "manual"
    """Entered or imported by hand (e.g. a round seated before the program was used)."""


@dataclass(frozen=True, slots=True)
class FixedSeat:
    """A player who must sit at a given table (e.g. wheelchair access), optionally a given seat.

    ``seat`` is ``None`` when any seat at the table will do; otherwise 0-based dealer order.
    """

    player_id: PlayerId
    table: int
    seat: int | None = None

    def __post_init__(self) -> None:
        if isinstance(self.table, bool) or not isinstance(self.table, int) or self.table < 1:
            raise TournamentError(
                "FixedSeat.table",
                self.table,
                Text("a table number from 1"),
                Text(
                    "give player {player} a table number as printed on the table card",
                    player=self.player_id,
                ),
            )
        if self.seat is not None and (
            isinstance(self.seat, bool)
            or not isinstance(self.seat, int)
            or not 0 <= self.seat < MAX_TABLE
        ):
            raise TournamentError(
                "FixedSeat.seat",
                self.seat,
                Text("None (any seat) or 0 to {last}", last=MAX_TABLE - 1),
                Text("seat 0 is the first dealer"),
            )


@dataclass(frozen=True, slots=True)
class Table:
    """One table: ``players[i]`` sits in seat ``i`` (seat 0 deals first)."""

    number: int
    players: tuple[PlayerId, ...]

    def __post_init__(self) -> None:
        if not MIN_TABLE <= len(self.players) <= MAX_TABLE:
            raise TournamentError(
                "Table.players",
                self.players,
                Text(
                    "{low} to {high} players at table {table}",
                    low=MIN_TABLE,
                    high=MAX_TABLE,
                    table=self.number,
                ),
            )


@dataclass(frozen=True, slots=True)
class Seating:
    """The tables of one round, and how they were drawn.

    ``seed`` is the ``random.Random`` seed used (record it: the same inputs and seed give
    the same seating).  ``swaps`` lists the director's manual swaps applied afterwards,
    in order.  ``repeat_pairs`` is the number of tablemate pairs who already met in the
    previous rounds given to the draw (0 for a first round).
    """

    tables: tuple[Table, ...]
    seed: int
    method: DrawMethod
    swaps: tuple[tuple[PlayerId, PlayerId], ...] = ()
    repeat_pairs: int = 0
    _where: Mapping[PlayerId, tuple[int, int]] = field(
        init=False, repr=False, compare=False, default_factory=dict
    )

    def __post_init__(self) -> None:
        where: dict[PlayerId, tuple[int, int]] = {}
        for index, table in enumerate(self.tables, start=1):
            if table.number != index:
                raise TournamentError(
                    "Seating.tables",
                    table.number,
                    Text("table numbers 1, 2, ... in order (got {index})", index=index),
                )
            for seat, player in enumerate(table.players):
                if player in where:
                    raise TournamentError(
                        "Seating.tables",
                        player,
                        Text("each player seated once"),
                        Text("player {player} is seated twice", player=player),
                    )
                where[player] = (table.number, seat)
        object.__setattr__(self, "_where", MappingProxyType(where))

    @property
    def player_count(self) -> int:
        return len(self._where)

    def players(self) -> Iterator[PlayerId]:
        """Every seated player, table by table, seat by seat."""
        for table in self.tables:
            yield from table.players

    def position(self, player_id: PlayerId) -> tuple[int, int]:
        """``(table number, seat)`` of a player; ``TournamentError`` if not seated."""
        try:
            return self._where[player_id]
        except KeyError:
            raise TournamentError(
                "player_id",
                player_id,
                Text("a player seated in this round"),
                Text("check the player's id or add the player to the round first"),
            ) from None

    def __contains__(self, player_id: object) -> bool:
        return player_id in self._where

    def positions(self) -> tuple[tuple[PlayerId, int, int], ...]:
        """``(player, table number, seat)`` for every player: the rows to store."""
        return tuple(
            (player, table.number, seat)
            for table in self.tables
            for seat, player in enumerate(table.players)
        )


def seating_from_positions(
    positions: Iterable[tuple[PlayerId, int, int]],
    *,
    seed: int,
    method: DrawMethod = DrawMethod.MANUAL,
    swaps: Iterable[tuple[PlayerId, PlayerId]] = (),
) -> Seating:
    """Rebuild a stored seating from ``(player, table number, seat)`` rows (any order).

    Tables must be numbered 1..N and each table's seats 0..size-1 without gaps.
    """
    by_table: dict[int, dict[int, PlayerId]] = {}
    for player, table, seat in positions:
        seats = by_table.setdefault(table, {})
        if seat in seats:
            raise TournamentError(
                "positions",
                (player, table, seat),
                Text(
                    "one player per seat (seat {seat} at table {table} has player {player})",
                    seat=seat,
                    table=table,
                    player=seats[seat],
                ),
            )
        seats[seat] = player
    if sorted(by_table) != list(range(1, len(by_table) + 1)):
        raise TournamentError(
            "positions",
            sorted(by_table),
            Text("tables numbered 1, 2, ... without gaps"),
            Text("renumber the tables"),
        )
    tables = []
    for number in range(1, len(by_table) + 1):
        seats = by_table[number]
        if sorted(seats) != list(range(len(seats))):
            raise TournamentError(
                "positions",
                sorted(seats),
                Text("seats 0, 1, ... without gaps at table {table}", table=number),
                Text("seat 0 is the first dealer; renumber the seats"),
            )
        tables.append(Table(number, tuple(seats[seat] for seat in range(len(seats)))))
    return Seating(tuple(tables), seed, DrawMethod(method), tuple(swaps))


def tablemate_pairs(seating: Seating) -> Iterator[tuple[PlayerId, PlayerId]]:
    """Every pair of players sharing a table, as ``(smaller id, larger id)``."""
    for table in seating.tables:
        players = sorted(table.players)
        for i, first in enumerate(players):
            for second in players[i + 1 :]:
                yield first, second


def count_repeat_pairs(seating: Seating, previous: tuple[Seating, ...] | list[Seating]) -> int:
    """How many tablemate pairs of ``seating`` already shared a table in ``previous`` rounds.

    A pair that met twice before counts twice.
    """
    met: dict[tuple[PlayerId, PlayerId], int] = {}
    for earlier in previous:
        for pair in tablemate_pairs(earlier):
            met[pair] = met.get(pair, 0) + 1
    return sum(met.get(pair, 0) for pair in tablemate_pairs(seating))


def swap_players(seating: Seating, first: PlayerId, second: PlayerId) -> Seating:
    """The seating with two players' seats exchanged (the director's swap before publishing).

    Both players must be seated and different.  The swap is recorded in ``swaps``; the
    ``repeat_pairs`` figure is kept from the draw (recount with ``count_repeat_pairs``).
    """
    if first == second:
        raise TournamentError(
            "second",
            second,
            Text("a different player from the first"),
            Text("pick two different players"),
        )
    table_a, seat_a = seating.position(first)
    table_b, seat_b = seating.position(second)
    rows = [list(table.players) for table in seating.tables]
    rows[table_a - 1][seat_a] = second
    rows[table_b - 1][seat_b] = first
    return Seating(
        tables=tuple(Table(i, tuple(row)) for i, row in enumerate(rows, start=1)),
        seed=seating.seed,
        method=seating.method,
        swaps=(*seating.swaps, (first, second)),
        repeat_pairs=seating.repeat_pairs,
    )
