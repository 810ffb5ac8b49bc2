"""How many tables, and of which sizes, for a given number of players.

Policy (director-sensible, and an option):

* Every table has between ``smallest_table(table_size)`` and ``MAX_TABLE`` (8) players: 3
  (002 "Three player rules"), or 2 at an event of two-handed tables (002 "Two player rules":
  "Deal 4 cards to each player in a face-down row ..."), where an odd player out makes one
  table of three play 002's three-handed game.
* Players are spread as evenly as possible: all tables are of two neighbouring sizes
  (``k`` and ``k + 1``).
* ``SizePolicy.LARGER`` (default): the players left over make some tables one larger
  (37 players at 5 -> 5 tables of 5 and 2 of 6; at a 6-hand table the dealer sits out).
  ``SizePolicy.SMALLER``: the missing players make some tables one smaller
  (37 at 5 -> 5 tables of 5 and 3 of 4).  In both, as few tables as possible are off-size.
* When the policy's direction cannot work (e.g. 12 at 5 with SMALLER is fine, 4,4,4;
  but 9 at 5 with LARGER cannot make tables of 5 and 6), the other direction is used
  (9 at 5 -> 5 and 4).  With very few players (7 at 5) the split closest to the event's
  size wins, ties broken by the policy (LARGER: one table of 7; SMALLER: 4 and 3).
* Tables of the event's size come first (lowest table numbers), the odd-sized ones after.
"""

from __future__ import annotations

from enum import StrEnum

from sheepshead_scorer.text import Text

from .errors import TournamentError

TWO_HANDED = 2
"""The two-handed game's table (002 "Two player rules"): the smallest table there is."""
MIN_TABLE = TWO_HANDED
MAX_TABLE = 8
SMALLEST_SHARED_TABLE = 3
"""The smallest table of every other event (002 "Three player rules")."""


def smallest_table(table_size: int) -> int:
    """The fewest players a table of an event of ``table_size``-hand tables may have: 2 at a
    two-handed event, 3 at any other (a draw never makes a two-seat table there)."""
    return TWO_HANDED if table_size == TWO_HANDED else SMALLEST_SHARED_TABLE


class SizePolicy(StrEnum):
    """Which way the tables go when the players do not divide evenly."""

    LARGER = "larger"
    """Fewest tables: the extra players make some tables one larger (the default)."""
    SMALLER = "smaller"
    """Most tables: some tables are one smaller."""


def _even_split(players: int, tables: int) -> list[int]:
    small, extra = divmod(players, tables)
    return [small + 1] * extra + [small] * (tables - extra)


def plan_table_sizes(
    players: int, table_size: int = 5, policy: SizePolicy = SizePolicy.LARGER
) -> tuple[int, ...]:
    """Table sizes, table 1 first, for ``players`` at an event of ``table_size``-hand tables.

    The sizes sum to ``players``; see the module docstring for the policy.
    """
    if (
        isinstance(table_size, bool)
        or not isinstance(table_size, int)
        or not MIN_TABLE <= table_size <= MAX_TABLE
    ):
        raise TournamentError(
            "table_size",
            table_size,
            Text("a whole number from {low} to {high}", low=MIN_TABLE, high=MAX_TABLE),
            Text("use 5 for 5-hand, 4 for 4-hand, 3 for 3-hand or 2 for two-handed events"),
        )
    lowest = smallest_table(table_size)
    if isinstance(players, bool) or not isinstance(players, int) or players < lowest:
        raise TournamentError(
            "players",
            players,
            Text("a whole number of at least {lowest}", lowest=lowest),
            Text("Sheepshead needs at least three players at a table")
            if lowest == SMALLEST_SHARED_TABLE
            else Text("the two-handed game needs two players at a table"),
        )
    policy = SizePolicy(policy)
    best_key: tuple[int, int, int, int] | None = None
    best_tables = 1
    for tables in range(-(-players // MAX_TABLE), players // lowest + 1):
        small, extra = divmod(players, tables)
        counts = {small: tables - extra, small + 1: extra}
        used = [size for size, count in counts.items() if count]
        deviation = max(abs(size - table_size) for size in used)
        if policy is SizePolicy.LARGER:
            wrong_way = min(used) < table_size
            order = tables
        else:
            wrong_way = max(used) > table_size
            order = -tables
        off_size = tables - counts.get(table_size, 0)
        key = (deviation, int(wrong_way), off_size, order)
        if best_key is None or key < best_key:
            best_key, best_tables = key, tables
    sizes = _even_split(players, best_tables)
    sizes.sort(key=lambda size: (abs(size - table_size), -size))
    return tuple(sizes)
