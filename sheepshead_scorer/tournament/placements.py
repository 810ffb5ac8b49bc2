"""A ranking's places read from its players' positions in sorted order.

``LiveStandings`` (``ranking``) keeps its players as rank-free sorted entries; ``Placements``
is the sequence over a snapshot of them that makes a ``Placement`` when read: the rank is the
position of the first entry of the tie group, ``tied`` and ``decided_by`` come from the
neighbours' keys. Re-exported by ``ranking`` (import them from there or from ``tournament``).

A live ranking's snapshots share a ``MoveLog``: the stretches of positions each snapshot moved
since the one before, so a reader holding an older snapshot asks ``changes_since`` which rows
to show again (a table repaints the moved stretches, not the field).
"""

from __future__ import annotations

import bisect
import math
from collections import deque
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


Span = tuple[int, int]
"""First and last position (both included) of a stretch of placements."""


class MoveLog:
    """What each snapshot of one live ranking moved since the one before: the stretches of
    positions whose entries changed (a moved player's old and new place and every place
    between), or ``None`` when the whole order was made anew. Keeps the last ``KEEP``
    snapshots; a reader further behind is told "everything"."""

    KEEP = 256

    __slots__ = ("_first", "_moves")

    def __init__(self) -> None:
        self._moves: deque[tuple[Span, ...] | None] = deque(maxlen=self.KEEP)
        self._first = 0  # the generation of ``_moves[0]``

    def record(self, moved: Sequence[Span] | None) -> int:
        """Log one snapshot's moves; its generation (a number counting up)."""
        if len(self._moves) == self.KEEP:
            self._first += 1
        self._moves.append(None if moved is None else tuple(moved))
        return self._first + len(self._moves) - 1

    def between(self, older: int, newer: int) -> list[Span] | None:
        """Every stretch moved after generation ``older`` up to ``newer`` (each in the
        positions of its own snapshot: a later move shifts places only inside its own
        stretch, so together they cover every place that changed), or ``None``."""
        if older > newer or older + 1 < self._first:
            return None
        spans: list[Span] = []
        for generation in range(older + 1, newer + 1):
            moved = self._moves[generation - self._first]
            if moved is None:
                return None
            spans.extend(moved)
        return spans


class Placements(Sequence[Placement]):
    """A ranking's placements, best first, made from its sorted entries when read: the rank
    is the position of the first entry of the tie group (``bisect`` on the key), ``tied`` and
    ``decided_by`` come from the neighbours' keys. A reader pays for what it reads: a page,
    or every placement when iterated (made once in one pass and kept)."""

    __slots__ = ("_entries", "_generation", "_log", "_made", "_steps")

    def __init__(
        self,
        entries: tuple[Entry, ...],
        steps: tuple[Tiebreak, ...],
        log: MoveLog | None = None,
        generation: int = 0,
    ) -> None:
        self._entries = entries
        self._steps = steps
        self._made: tuple[Placement, ...] | None = None
        self._log = log
        self._generation = generation

    def changes_since(self, older: Placements) -> tuple[Span, ...] | None:
        """The stretches of positions whose placement may differ from ``older``'s (an
        earlier snapshot of the same live ranking), merged, best first; ``None`` when that
        is not known (another ranking, made anew, or too far behind). A stretch includes
        the place above a moved one (its ``tied``) and the rest of the tie group below
        (their rank is the group's first place; the first's ``decided_by`` its neighbour's)."""
        if older is self:
            return ()
        if self._log is None or older._log is not self._log:
            return None
        moved = self._log.between(older._generation, self._generation)
        if moved is None:
            return None
        entries = self._entries
        last = len(entries) - 1
        widened: list[Span] = []
        for start, end in sorted(moved):
            start = max(0, start - 1)
            end = min(end, last)
            if end < last:  # the tie group below the stretch, whole
                end = bisect.bisect_left(entries, (entries[end + 1][0], math.inf)) - 1
            if widened and start <= widened[-1][1] + 1:
                start = widened[-1][0]
                end = max(end, widened.pop()[1])
            if start <= end:
                widened.append((start, end))
        return tuple(widened)

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
