"""The one place a standing line is made: a ranked ``Placement`` with its player's name,
member number and prize money becomes an ``exports.StandingRow``.

The printed standings (PDF, workbook, CSV), the Standings screen, the projector, the phones and
the CLI all show rows made here, so a count, a prize or a tiebreak value cannot differ between
them. ``StandingLines`` keeps the rows of one list between refreshes: a row is made again only
when its placement (rank, tie, tally, tiebreak), name or prize changed, so after one hand the
screen repaints the handful of players whose line moved (the same object means unchanged).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import compress, count
from operator import not_
from typing import Final, cast

from sheepshead_scorer.exports import StandingRow
from sheepshead_scorer.tournament import Placement, Ranking, Tiebreak

TIEBREAK_TITLES: Final[Mapping[Tiebreak, str]] = {
    Tiebreak.MOST_PICKER_WINS: "Picker wins",
    Tiebreak.FEWEST_HANDS_LOST: "Hands lost",
    Tiebreak.BEST_ROUND: "Best round",
}
"""The printed column of each tiebreak that has one (a lot has no column)."""


def shown_tiebreaks(ranked: Ranking, *, picker_game: bool = True) -> tuple[Tiebreak, ...]:
    """The tiebreaks of ``ranked``'s chain that get a column: not the lot, and at a Sheep
    Head event (``picker_game`` False) not the picker wins, 0 for all there (nobody picks),
    so they never decide. The Standings screen leaves them out the same way."""
    return tuple(
        t for t in ranked.tiebreaks
        if t in TIEBREAK_TITLES and (picker_game or t is not Tiebreak.MOST_PICKER_WINS)
    )


_COUNTS: Final = tuple(Fraction(n) for n in range(256))
"""Counts as exact values, made once (a count is mostly small)."""


def _count(value: int) -> Fraction:
    return _COUNTS[value] if 0 <= value < len(_COUNTS) else Fraction(value)


def tiebreak_value(placement: Placement, tiebreak: Tiebreak) -> Fraction:
    """What ``tiebreak`` compared for this player (no best round yet counts as 0)."""
    tally = placement.tally
    if tiebreak is Tiebreak.MOST_PICKER_WINS:
        return _count(tally.picker_wins)
    if tiebreak is Tiebreak.FEWEST_HANDS_LOST:
        return _count(tally.hands_lost)
    best = tally.best_round
    return best if best is not None else _COUNTS[0]


def standing_row(
    placement: Placement,
    name: str,
    *,
    member_number: str = "",
    prize_cents: int = 0,
    tiebreaks: Sequence[Tiebreak] = (),
    breakdown: Sequence[Fraction | None] = (),
) -> StandingRow:
    """``placement`` as the player's line, with a value for each of ``tiebreaks``."""
    tally = placement.tally
    return StandingRow(
        rank=placement.rank,
        player=name,
        total=tally.points,
        tied=placement.tied,
        member_number=member_number,
        played=tally.hands_played,
        tiebreaks=tuple(tiebreak_value(placement, t) for t in tiebreaks),
        breakdown=tuple(breakdown),
        prize_cents=prize_cents,
        games=tally.games_won,
        player_id=placement.player_id,
        tally=tally,
        decided_by=placement.decided_by,
    )


def placeholder_name(player_id: int) -> str:
    """What stands for a player whose name could not be read."""
    return f"#{player_id}"


@dataclass
class _List:
    """What one list's rows were last made from, and the rows by placement object."""

    ranked: Ranking
    names: Mapping[int, str]
    prizes: Mapping[int, int]
    rows: tuple[StandingRow, ...]
    by_placement: dict[int, StandingRow] = field(default_factory=dict)
    """``id(placement)`` → its row. Every placement whose id is here is held in ``held``, so
    while it is here no other object has its id: a hit is that placement's row."""
    held: list[Placement] = field(default_factory=list)


class StandingLines:
    """The live lines of each list (an event, or one of its sessions) for the screens, the
    projector, the phones and the CLI: rank, name, points, prize and the tally behind them
    (the documents' tiebreak and breakdown columns are ``standings_rows``'). While the names
    and prizes are the same objects and values, a row is kept while its placement object is:
    after one hand the ranking remade only the placements that moved (``LiveStandings``), so
    only their rows are made again — one dictionary look-up for each of the others."""

    def __init__(self) -> None:
        self._kept: dict[object, _List] = {}
        self._lock = threading.Lock()

    def rows(
        self,
        key: object,
        ranked: Ranking,
        names: Mapping[int, str],
        prizes: Mapping[int, int],
    ) -> tuple[StandingRow, ...]:
        """The rows of ``ranked``, best first; unchanged players keep their row object."""
        with self._lock:  # one list at a time: the window and the floor network share it
            return self._rows(key, ranked, names, prizes)

    def _rows(
        self,
        key: object,
        ranked: Ranking,
        names: Mapping[int, str],
        prizes: Mapping[int, int],
    ) -> tuple[StandingRow, ...]:
        before = self._kept.get(key)
        if before is not None and before.names is names and before.prizes == prizes:
            if before.ranked is ranked:
                return before.rows
            kept, held = before.by_placement, before.held
        else:
            kept, held = {}, []
        placements = ranked.rows
        rows: list[StandingRow | None] = list(map(kept.get, map(id, placements)))  # in C
        # the moved ones, found in C (a row is always true: ``not_`` is a pointer test)
        for index in list(compress(count(), map(not_, rows))):
            placement = placements[index]
            player = placement.player_id
            made_row = StandingRow.ranked(
                placement, names.get(player) or placeholder_name(player),
                prize_cents=prizes.get(player, 0),
            )
            kept[id(placement)] = rows[index] = made_row
            held.append(placement)
        lines = cast("tuple[StandingRow, ...]", tuple(rows))
        if len(kept) > 2 * len(placements) + 64:  # placements of long ago: let them go
            kept = dict(zip(map(id, placements), lines, strict=True))
            held = list(placements)
        made = _List(ranked, names, dict(prizes), lines, kept, held)
        self._kept[key] = made
        return made.rows

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
