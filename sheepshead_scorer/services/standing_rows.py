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
from fractions import Fraction
from typing import Final

from sheepshead_scorer.exports import StandingRow
from sheepshead_scorer.tournament import Placement, Ranking, Tiebreak

TIEBREAK_TITLES: Final[Mapping[Tiebreak, str]] = {
    Tiebreak.MOST_PICKER_WINS: "Picker wins",
    Tiebreak.FEWEST_HANDS_LOST: "Hands lost",
    Tiebreak.BEST_ROUND: "Best round",
}
"""The printed column of each tiebreak that has one (a lot has no column)."""


def shown_tiebreaks(ranked: Ranking) -> tuple[Tiebreak, ...]:
    """The tiebreaks of ``ranked``'s chain that get a column."""
    return tuple(t for t in ranked.tiebreaks if t in TIEBREAK_TITLES)


def tiebreak_value(placement: Placement, tiebreak: Tiebreak) -> Fraction:
    """What ``tiebreak`` compared for this player (no best round yet counts as 0)."""
    tally = placement.tally
    if tiebreak is Tiebreak.MOST_PICKER_WINS:
        return Fraction(tally.picker_wins)
    if tiebreak is Tiebreak.FEWEST_HANDS_LOST:
        return Fraction(tally.hands_lost)
    best = tally.best_round
    return best if best is not None else Fraction(0)


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


_Kept = tuple[Placement, str, int, StandingRow]


class StandingLines:
    """The rows last made for each list (an event, or one of its sessions), by player; a
    row is kept while its placement object, name and prize are the same."""

    def __init__(self) -> None:
        self._kept: dict[object, dict[int, _Kept]] = {}
        self._lock = threading.Lock()

    def rows(
        self,
        key: object,
        ranked: Ranking,
        names: Mapping[int, str],
        prizes: Mapping[int, int],
    ) -> tuple[StandingRow, ...]:
        """The rows of ``ranked``, best first; unchanged players keep their row object."""
        shown = shown_tiebreaks(ranked)
        with self._lock:
            before = self._kept.get(key, {})
        kept: dict[int, _Kept] = {}
        rows: list[StandingRow] = []
        for placement in ranked.rows:
            player = placement.player_id
            name = names.get(player) or placeholder_name(player)
            prize = prizes.get(player, 0)
            old = before.get(player)
            if old is not None and old[0] is placement and old[1] == name and old[2] == prize:
                row = old[3]
            else:
                row = standing_row(placement, name, prize_cents=prize, tiebreaks=shown)
            kept[player] = (placement, name, prize, row)
            rows.append(row)
        with self._lock:
            self._kept[key] = kept
        return tuple(rows)

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
