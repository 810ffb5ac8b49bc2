"""Standings: rank tallies by total points, then a configurable tiebreak chain.

Players still level after the whole chain share a rank: ranks go 1, 2, 2, 4 and the
shared ones print as "T-2".  With ``Tiebreak.LOT`` in the chain there are no shared
ranks: the lot is drawn with ``random.Random(lot_seed)`` over the player ids in
ascending order, so recording ``lot_seed`` reproduces it.

A ranking's places are read from its players' sorted positions (``placements``:
``Placement``, ``Placements``, re-exported here).
"""

from __future__ import annotations

import bisect
import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from sheepshead_scorer.text import Text

from .errors import TournamentError
from .placements import Entry, MoveLog, Placement, Placements, Span
from .tally import PlayerTally

__all__ = [
    "DEFAULT_TIEBREAKS",
    "Entry",
    "LiveStandings",
    "Placement",
    "Placements",
    "Ranking",
    "Span",
    "Tiebreak",
    "rank_standings",
    "top_scorers",
]


class Tiebreak(StrEnum):
    """One step of the tiebreak chain, applied in the order given."""

    MOST_PICKER_WINS = "most_picker_wins"
    """More hands won as picker ranks higher (needs per-hand rows)."""
    FEWEST_HANDS_LOST = "fewest_hands_lost"
    """Fewer hands with negative points ranks higher (needs per-hand rows)."""
    BEST_ROUND = "best_round"
    """A higher best single round total ranks higher."""
    LOT = "lot"
    """Drawn by lot with a recorded seed; must be last."""


DEFAULT_TIEBREAKS: tuple[Tiebreak, ...] = (
    Tiebreak.MOST_PICKER_WINS,
    Tiebreak.FEWEST_HANDS_LOST,
    Tiebreak.BEST_ROUND,
)
"""Picker wins, then fewest hands lost, then best round; still level -> shared rank."""

_NO_ROUND = 1 << 200
_NEEDS_HANDS = frozenset({Tiebreak.MOST_PICKER_WINS, Tiebreak.FEWEST_HANDS_LOST})


@dataclass(frozen=True, slots=True)
class Ranking:
    """Placements, best first, with the chain and lot seed used (record both)."""

    rows: Placements
    tiebreaks: tuple[Tiebreak, ...]
    lot_seed: int | None

    def row_for(self, player_id: int) -> Placement:
        for row in self.rows:
            if row.player_id == player_id:
                return row
        raise TournamentError("player_id", player_id, Text("a player in these standings"))

    def ranked_ids(self) -> tuple[int, ...]:
        """Player ids best first (e.g. for ``draw_by_standings``)."""
        return self.rows.player_ids()


def _check_chain(
    chain: Sequence[Tiebreak], lot_seed: int | None, tallies: Sequence[PlayerTally]
) -> tuple[Tiebreak, ...]:
    steps: list[Tiebreak] = []
    for step in chain:
        try:
            step = Tiebreak(step)
        except ValueError:
            options = ", ".join(t.value for t in Tiebreak)
            raise TournamentError("tiebreaks", step, options) from None
        if step in steps:
            raise TournamentError("tiebreaks", step.value, Text("each tiebreak once"))
        if steps and steps[-1] is Tiebreak.LOT:
            raise TournamentError(
                "tiebreaks",
                step.value,
                Text("nothing after 'lot'"),
                Text("move 'lot' to the end"),
            )
        steps.append(step)
    if Tiebreak.LOT in steps and (isinstance(lot_seed, bool) or not isinstance(lot_seed, int)):
        raise TournamentError(
            "lot_seed",
            lot_seed,
            Text("a whole number when 'lot' is in the tiebreak chain"),
            Text("draw and record a seed, so the lot can be reproduced"),
        )
    for step in steps:
        if step in _NEEDS_HANDS:
            missing = next((t.player_id for t in tallies if not t.hand_stats), None)
            if missing is not None:
                raise TournamentError(
                    "tiebreaks",
                    step.value,
                    Text(
                        "only best_round and lot when results are score-sheet totals "
                        "(player {player} has no per-hand rows)",
                        player=missing,
                    ),
                    Text("drop this tiebreak for events scored by round totals"),
                )
    return tuple(steps)


def rank_standings(
    tallies: Iterable[PlayerTally],
    *,
    tiebreaks: Sequence[Tiebreak] = DEFAULT_TIEBREAKS,
    lot_seed: int | None = None,
) -> Ranking:
    """Rank per-player tallies: most points first, then ``tiebreaks`` in order.

    Runs in a sort of the tallies (no rescan of hands): ~1 ms for 1,000 players. To keep
    standings current as hands go in, hold a ``LiveStandings`` and ``update`` it instead.
    """
    return LiveStandings(tallies, tiebreaks=tiebreaks, lot_seed=lot_seed).standings


class LiveStandings:
    """Ranked standings kept up to date as tallies change.

    The players are kept as rank-free entries in sorted order (``Entry``); ``update(changed)``
    takes each changed player out by bisection and puts them back at their new place, and
    the placements are derived from the positions when read (``Placements``), so nothing
    between a player's old and new place is made again. The result is always equal to
    ``rank_standings`` over the same tallies (the tests compare them, and both to a plain
    sort of the tallies).
    """

    def __init__(
        self,
        tallies: Iterable[PlayerTally],
        *,
        tiebreaks: Sequence[Tiebreak] = DEFAULT_TIEBREAKS,
        lot_seed: int | None = None,
    ) -> None:
        players = list(tallies)
        if len({tally.player_id for tally in players}) != len(players):
            raise TournamentError(
                "tallies",
                Text("duplicate player ids"),
                Text("one tally per player"),
                Text("merge a player's tallies with merge_tallies first"),
            )
        self._chain = tuple(tiebreaks)
        self._steps = _check_chain(tiebreaks, lot_seed, players)
        self._lot_seed = lot_seed
        self._tallies = {tally.player_id: tally for tally in players}
        self._lot: dict[int, int] = {}
        self._uses_best = Tiebreak.BEST_ROUND in self._steps
        self._scale = 1
        self._entries: list[Entry] = []
        self._standings: Ranking | None = None
        self._without_stats = 0
        self._log = MoveLog()
        self._moved: list[Span] | None = None  # since the last snapshot (None: made anew)
        self._rebuild()

    @property
    def tiebreaks(self) -> tuple[Tiebreak, ...]:
        return self._steps

    @property
    def standings(self) -> Ranking:
        """The current standings (the same object until the next change; its placements are
        made when read)."""
        if self._standings is None:
            generation = self._log.record(self._moved)
            self._moved = []
            rows = Placements(tuple(self._entries), self._steps, self._log, generation)
            self._standings = Ranking(rows, self._steps, self._lot_seed)
        return self._standings

    @property
    def hand_stats(self) -> bool:
        """True when every tally has per-hand rows (the hand-count tiebreaks can apply)."""
        return self._without_stats == 0

    def tallies(self) -> list[PlayerTally]:
        return list(self._tallies.values())

    def update(self, changed: Iterable[PlayerTally]) -> None:
        """Take the new tallies of some players (new players included) and re-place them."""
        fresh = [t for t in changed if self._tallies.get(t.player_id) is not t]
        if not fresh:
            return
        _check_chain(self._chain, self._lot_seed, fresh)  # the others passed before
        self._standings = None
        new_player = any(t.player_id not in self._tallies for t in fresh)
        if (new_player and self._lot) or not all(map(self._fits_scale, fresh)):
            self._tallies.update((t.player_id, t) for t in fresh)
            self._rebuild()
            return
        for tally in fresh:
            self._move(tally)

    # -- the sorted entries ----------------------------------------------------------------

    def _fits_scale(self, tally: PlayerTally) -> bool:
        best = tally.best_round if self._uses_best else None
        return self._scale % tally.points.denominator == 0 and (
            best is None or self._scale % best.denominator == 0
        )

    def _rebuild(self) -> None:
        players = list(self._tallies.values())
        self._lot = {}
        if Tiebreak.LOT in self._steps:
            order = sorted(self._tallies)
            random.Random(self._lot_seed).shuffle(order)
            self._lot = {player: position for position, player in enumerate(order)}
        # Sort on whole numbers: every Fraction scaled by the common denominator (exact,
        # and far faster to compare than Fractions).
        self._scale = math.lcm(
            *{tally.points.denominator for tally in players},
            *{
                tally.best_round.denominator for tally in players
                if self._uses_best and tally.best_round is not None
            },
        )
        self._entries = sorted((self._key(tally), tally.player_id, tally) for tally in players)
        self._standings = None
        self._moved = None
        self._without_stats = sum(1 for tally in players if not tally.hand_stats)

    def _key(self, tally: PlayerTally) -> tuple[int, ...]:
        scale = self._scale
        parts = [-(tally.points.numerator * (scale // tally.points.denominator))]
        for step in self._steps:
            if step is Tiebreak.MOST_PICKER_WINS:
                parts.append(-tally.picker_wins)
            elif step is Tiebreak.FEWEST_HANDS_LOST:
                parts.append(tally.hands_lost)
            elif step is Tiebreak.BEST_ROUND:
                best = tally.best_round  # no round yet ranks below any round total
                parts.append(
                    -(best.numerator * (scale // best.denominator))
                    if best is not None
                    else _NO_ROUND
                )
            else:
                parts.append(self._lot[tally.player_id])
        return tuple(parts)

    def _move(self, tally: PlayerTally) -> None:
        """Take the player out of the sorted entries and put them back at their new place."""
        entries = self._entries
        old = self._tallies.get(tally.player_id)
        self._tallies[tally.player_id] = tally
        self._without_stats += int(not tally.hand_stats) - int(
            old is not None and not old.hand_stats
        )
        taken = None
        if old is not None:
            taken = bisect.bisect_left(entries, (self._key(old), old.player_id))
            del entries[taken]
        entry = (self._key(tally), tally.player_id, tally)
        put = bisect.bisect_left(entries, entry[:2])
        entries.insert(put, entry)
        if self._moved is not None:  # the places between the old and new one changed
            if taken is None:  # a new player: every place below moved down one
                self._moved.append((put, len(entries) - 1))
            else:
                self._moved.append((min(taken, put), max(taken, put)))


def top_scorers(tallies: Iterable[PlayerTally]) -> tuple[int, ...]:
    """Ids of the player(s) with the most points (all of them when tied), ascending.

    For session top-scorer prizes, which go by points alone and split ties.
    """
    players = list(tallies)
    if not players:
        return ()
    best = max(tally.points for tally in players)
    return tuple(sorted(tally.player_id for tally in players if tally.points == best))
