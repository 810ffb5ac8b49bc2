"""A ranking's places read from its players' positions in sorted order.

``LiveStandings`` (``ranking``) keeps its players as rank-free sorted entries; ``Placements``
is the sequence over a snapshot of them that makes a ``Placement`` when read: the rank is the
position of the first entry of the tie group, ``tied`` and ``decided_by`` come from the
neighbours' keys. Re-exported by ``ranking`` (import them from there or from ``tournament``).
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import starmap
from typing import TYPE_CHECKING, overload

from .tally import PlayerTally

if TYPE_CHECKING:
    from .ranking import Tiebreak


@dataclass(frozen=True, slots=True)
class Placement:
    """One player's place in a ranking: the pure core's answer, not a printed line (the
    services turn it into the one read model, ``exports.StandingRow``, with the name,
    member number and prize).

    ``rank`` is shared by tied players (competition ranking 1, 2, 2, 4); ``label`` is what
    to print ("3" or "T-3").  ``decided_by`` is the tiebreak that put this player below the
    one above, ``None`` when points decided it (or for the leader, or when tied).
    """

    rank: int
    tied: bool
    player_id: int
    tally: PlayerTally
    decided_by: Tiebreak | None

    @property
    def label(self) -> str:
        return f"T-{self.rank}" if self.tied else str(self.rank)

    @property
    def points(self) -> Fraction:
        return self.tally.points


Entry = tuple[tuple[int, ...], int, PlayerTally]
"""One player in a ranking's sorted order: the sort key (points, then the chain's steps, as
whole numbers, smaller first), the player id and the tally. Ids are unique, so two entries
never compare their tallies."""


class Placements(Sequence[Placement]):
    """A ranking's placements, best first, made from its sorted entries when read: the rank
    is the position of the first entry of the tie group (``bisect`` on the key), ``tied`` and
    ``decided_by`` come from the neighbours' keys. A reader pays for what it reads: a page,
    or every placement when iterated (made once in one pass and kept)."""

    __slots__ = ("_entries", "_made", "_steps")

    def __init__(self, entries: tuple[Entry, ...], steps: tuple[Tiebreak, ...]) -> None:
        self._entries = entries
        self._steps = steps
        self._made: tuple[Placement, ...] | None = None

    def __len__(self) -> int:
        return len(self._entries)

    @overload
    def __getitem__(self, index: int) -> Placement: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Placement, ...]: ...
    def __getitem__(self, index: int | slice) -> Placement | tuple[Placement, ...]:
        made = self._made
        if made is not None:
            return made[index]
        if isinstance(index, slice):
            return tuple(map(self._at, range(*index.indices(len(self._entries)))))
        count = len(self._entries)
        if not -count <= index < count:
            raise IndexError("placement index out of range")
        return self._at(index % count if index < 0 else index)

    def __iter__(self) -> Iterator[Placement]:
        return iter(self.made())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str):
            return self.made() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.made())

    def player_ids(self) -> tuple[int, ...]:
        """The player ids, best first (no placement made)."""
        return tuple(entry[1] for entry in self._entries)

    def made(self) -> tuple[Placement, ...]:
        """Every placement, made once in one pass (ranks counted, not searched)."""
        if self._made is None:
            self._made = tuple(starmap(Placement, self.places()))
        return self._made

    def places(self) -> Iterator[tuple[int, bool, int, PlayerTally, Tiebreak | None]]:
        """Every placement's fields (rank, tied, player id, tally, decided by) in one pass,
        for a reader that keeps what it made from them (no placement object made)."""
        entries, steps = self._entries, self._steps
        count = len(entries)
        above: tuple[int, ...] | None = None
        rank = 0
        for index, (key, player, tally) in enumerate(entries):
            below = entries[index + 1][0] if index + 1 < count else None
            if key != above:
                rank = index + 1
                tied = key == below
            else:
                tied = True
            decided_by = (
                _decided_by(above, key, steps)
                if above is not None and not tied and above[0] == key[0]
                else None
            )
            yield rank, tied, player, tally, decided_by
            above = key

    def _at(self, index: int) -> Placement:
        entries = self._entries
        key, player, tally = entries[index]
        above = entries[index - 1][0] if index else None
        if key == above:  # in a tie group: ranked at its first entry
            rank = bisect.bisect_left(entries, (key,), 0, index) + 1
            return Placement(rank, True, player, tally, None)
        tied = index + 1 < len(entries) and entries[index + 1][0] == key
        decided_by = (
            _decided_by(above, key, self._steps)
            if above is not None and not tied and above[0] == key[0]
            else None
        )
        return Placement(index + 1, tied, player, tally, decided_by)


def _decided_by(
    above: tuple[int, ...], key: tuple[int, ...], steps: tuple[Tiebreak, ...]
) -> Tiebreak:
    """The step that put ``key`` below ``above`` (level on points, not tied)."""
    step = 1
    while above[step] == key[step]:
        step += 1
    return steps[step - 1]
