"""The one place a standing line is made: a ranked ``Placement`` with its player's name,
member number and prize money becomes an ``exports.StandingRow``.

The printed standings (PDF, workbook, CSV), the Standings screen, the projector, the phones and
the CLI all show rows made here, so a count, a prize or a tiebreak value cannot differ between
them. ``StandingLines`` gives each list as a view made when read (``StandingLinesView``) and
keeps its rows between refreshes: a row is made again only when its placement (rank, tie,
tally, tiebreak), name or prize changed and it is read, so after one hand the projector makes
the rows of its page, not of the field (the same object means unchanged).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Final, overload

from sheepshead_scorer.exports import StandingRow
from sheepshead_scorer.ids import PlayerId
from sheepshead_scorer.tournament import Placement, Ranking, Tiebreak
from sheepshead_scorer.tournament.ranking import Placements, Span

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
    flight: str = "",
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
        player_id=PlayerId(placement.player_id),
        tally=tally,
        flight=flight,
        decided_by=placement.decided_by,
    )


def placeholder_name(player_id: int) -> str:
    """What stands for a player whose name could not be read."""
    return f"#{player_id}"


class StandingLinesView(Sequence[StandingRow]):
    """One list's lines, best first, made when read: a line from its placement (its rank
    from its position in the ranking), kept and given again while the player's placement,
    name and prize are the same (the same object means unchanged). A reader pays for the
    lines it reads: the projector's page, the phones' top lines, the rows a view shows."""

    __slots__ = ("_flights", "_made", "_names", "_placements", "_prizes", "_rows")

    def __init__(
        self,
        placements: Placements,
        names: Mapping[int, str],
        prizes: Mapping[int, int],
        made: dict[int, StandingRow],
        flights: Mapping[int, str] | None = None,
    ) -> None:
        self._placements = placements
        self._names = names
        self._prizes = prizes
        self._made = made
        self._flights = flights or {}
        self._rows: tuple[StandingRow, ...] | None = None

    def __len__(self) -> int:
        return len(self._placements)

    @overload
    def __getitem__(self, index: int) -> StandingRow: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[StandingRow, ...]: ...
    def __getitem__(self, index: int | slice) -> StandingRow | tuple[StandingRow, ...]:
        if self._rows is not None:
            return self._rows[index]
        if isinstance(index, slice):
            return tuple(map(self._line, self._placements[index]))
        return self._line(self._placements[index])

    def __iter__(self) -> Iterator[StandingRow]:
        return iter(self.all())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str):
            return self.all() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.all())

    def __repr__(self) -> str:
        return f"StandingLinesView({self.all()!r})"

    def changes_since(self, older: object) -> tuple[Span, ...] | None:
        """The stretches of lines (first, last position) that may differ from ``older``'s,
        an earlier view of the same list: the places its ranking moved since
        (``Placements.changes_since``). ``None`` when that is not known: another list, the
        names or the prizes changed (a prize may change anywhere), or the ranking was made
        anew; then a reader takes every line as changed."""
        if not isinstance(older, StandingLinesView):
            return None
        if older is self:
            return ()
        if (older._names is not self._names or older._prizes != self._prizes
                or older._flights != self._flights):
            return None
        return self._placements.changes_since(older._placements)

    def all(self) -> tuple[StandingRow, ...]:
        """Every line (made once and kept: a document or the whole table), in one pass over
        the placements' fields: a placement object only for a line made again."""
        if self._rows is None:
            made, names, prizes, flights = self._made, self._names, self._prizes, self._flights
            rows: list[StandingRow] = []
            for rank, tied, player, tally, decided_by in self._placements.places():
                row = made.get(player)
                if (
                    row is None or row.tally is not tally or row.rank != rank
                    or row.tied is not tied or row.decided_by is not decided_by
                ):
                    row = made[player] = StandingRow.ranked(
                        Placement(rank, tied, player, tally, decided_by),
                        names.get(player) or placeholder_name(player),
                        prize_cents=prizes.get(player, 0), **_flight(flights, player),
                    )
                rows.append(row)
            self._rows = tuple(rows)
        return self._rows

    def _line(self, placement: Placement) -> StandingRow:
        player = placement.player_id
        row = self._made.get(player)
        if (
            row is not None and row.tally is placement.tally and row.rank == placement.rank
            and row.tied is placement.tied and row.decided_by is placement.decided_by
        ):
            return row
        row = StandingRow.ranked(
            placement, self._names.get(player) or placeholder_name(player),
            prize_cents=self._prizes.get(player, 0), **_flight(self._flights, player),
        )
        self._made[player] = row
        return row


def _flight(flights: Mapping[int, str], player: int) -> dict[str, str]:
    """The line's flight, as a keyword (none at an event without flights)."""
    return {"flight": flights.get(player, "")} if flights else {}


@dataclass
class _List:
    """What one list's lines were last made from, and its lines by player."""

    ranked: Ranking
    names: Mapping[int, str]
    prizes: Mapping[int, int]
    flights: Mapping[int, str]
    lines: StandingLinesView
    made: dict[int, StandingRow]
    """Each player's last line: given again while its placement, name and prize hold."""


class StandingLines:
    """The live lines of each list (an event, or one of its sessions) for the screens, the
    projector, the phones and the CLI: rank, name, points, prize and the tally behind them
    (the documents' tiebreak and breakdown columns are ``standings_rows``'). A refresh costs
    nothing per player: the lines are a view over the ranking, made when read, and a line
    is kept while the player's placement is the same and the names and prizes are the same
    objects and values; after one hand only the lines read again whose place moved are made
    again (``LiveStandings`` keeps the placements by position)."""

    def __init__(self) -> None:
        self._kept: dict[object, _List] = {}
        self._lock = threading.Lock()

    def rows(
        self,
        key: object,
        ranked: Ranking,
        names: Mapping[int, str],
        prizes: Mapping[int, int],
        flights: Mapping[int, str] | None = None,
    ) -> StandingLinesView:
        """The lines of ``ranked``, best first; unchanged players keep their line object.
        ``flights``: each player's prize flight, at an event that pays flights."""
        flights = flights or {}
        with self._lock:  # one list at a time: the window and the floor network share it
            before = self._kept.get(key)
            if (before is not None and before.names is names and before.prizes == prizes
                    and before.flights == flights):
                if before.ranked is ranked:
                    return before.lines
                made = before.made
            else:
                made = {}
            paid = dict(prizes)
            lines = StandingLinesView(ranked.rows, names, paid, made, flights)
            self._kept[key] = _List(ranked, names, paid, flights, lines, made)
            return lines

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
