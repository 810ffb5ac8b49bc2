"""League (season) tables over several events.

Each event gives every player who played a score: their total points
(``LeagueScoring.TOTAL_POINTS``) or the placement points of their finishing place
(``LeagueScoring.PLACEMENT_POINTS``, e.g. 1st 25, 2nd 20, ...; places past the table get
``attendance_points``).  Tied players pool the placement points of the places they occupy
and share them equally (T-2 of two with 20 and 16 -> 18 each), exactly.

Only events flagged ``counts=True`` enter the table.  Of the M counting events, a player
keeps their best ``min(best_of or M, M - drop_worst)`` scores; a missed event scores 0, so
a bad night below zero can be dropped in favour of a missed one.  Players who attended
fewer than ``min_events`` counting events are listed after the ranked ones, unranked.
Players level on the total share a rank ("T-3").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from .errors import TournamentError
from .ranking import Standings
from .rows import exact_points


class LeagueScoring(StrEnum):
    """What an event is worth to a player in the league table."""

    TOTAL_POINTS = "total_points"
    PLACEMENT_POINTS = "placement_points"


@dataclass(frozen=True, slots=True)
class LeagueEvent:
    """An event of the season; ``counts=False`` keeps it out of the league table."""

    event_id: int
    counts: bool = True


@dataclass(frozen=True, slots=True)
class EventResult:
    """A player's finish at one event: points and (shared) rank as in its standings."""

    event_id: int
    player_id: int
    points: Fraction
    rank: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "points", exact_points("EventResult.points", self.points))
        if isinstance(self.rank, bool) or not isinstance(self.rank, int) or self.rank < 1:
            raise TournamentError("EventResult.rank", self.rank, "a rank from 1")


def results_from_standings(event_id: int, standings: Standings) -> tuple[EventResult, ...]:
    """The ``EventResult`` rows of one event's final standings."""
    return tuple(
        EventResult(event_id, row.player_id, row.points, row.rank) for row in standings.rows
    )


def _count(field: str, value: object, lowest: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < lowest:
        raise TournamentError(field, value, f"a whole number of at least {lowest}")


@dataclass(frozen=True, slots=True)
class LeagueRules:
    """How the season is scored (see the module docstring).

    Points are exact, ``int`` or ``Fraction`` (stored as ``Fraction``).
    """

    scoring: LeagueScoring = LeagueScoring.TOTAL_POINTS
    placement_points: tuple[Fraction | int, ...] = ()
    attendance_points: Fraction | int = 0
    best_of: int | None = None
    drop_worst: int = 0
    min_events: int = 0

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "scoring", LeagueScoring(self.scoring))
        except ValueError:
            raise TournamentError(
                "LeagueRules.scoring", self.scoring, ", ".join(s.value for s in LeagueScoring)
            ) from None
        object.__setattr__(
            self,
            "placement_points",
            tuple(
                exact_points(f"LeagueRules.placement_points[{i}]", value)
                for i, value in enumerate(self.placement_points)
            ),
        )
        object.__setattr__(
            self,
            "attendance_points",
            exact_points("LeagueRules.attendance_points", self.attendance_points),
        )
        if self.scoring is LeagueScoring.PLACEMENT_POINTS and not self.placement_points:
            raise TournamentError(
                "LeagueRules.placement_points",
                (),
                "at least one value for placement scoring",
                "give the points for 1st, 2nd, ... e.g. (25, 20, 16)",
            )
        if self.best_of is not None:
            _count("LeagueRules.best_of", self.best_of, 1)
        _count("LeagueRules.drop_worst", self.drop_worst, 0)
        _count("LeagueRules.min_events", self.min_events, 0)

    def placement_score(self, rank: int, tied_count: int) -> Fraction:
        """League points for a finish at ``rank`` shared by ``tied_count`` players."""
        table = self.placement_points
        places = range(rank - 1, rank - 1 + tied_count)
        pooled = sum(
            (table[i] if i < len(table) else self.attendance_points for i in places), Fraction(0)
        )
        return Fraction(pooled, tied_count)


@dataclass(frozen=True, slots=True)
class EventScore:
    """One counting event in a player's league line."""

    event_id: int
    attended: bool
    score: Fraction
    counted: bool


@dataclass(frozen=True, slots=True)
class LeagueRow:
    """One player's league line; ``rank`` is ``None`` below the attendance minimum."""

    rank: int | None
    tied: bool
    player_id: int
    total: Fraction
    events_attended: int
    scores: tuple[EventScore, ...]

    @property
    def label(self) -> str:
        if self.rank is None:
            return "-"
        return f"T-{self.rank}" if self.tied else str(self.rank)


def league_standings(
    events: Sequence[LeagueEvent], results: Iterable[EventResult], rules: LeagueRules
) -> tuple[LeagueRow, ...]:
    """The season table: ranked players best first, then the unranked ones."""
    known = {event.event_id: event for event in events}
    if len(known) != len(events):
        raise TournamentError("events", [e.event_id for e in events], "each event once")
    counting = [event.event_id for event in events if event.counts]
    per_event: dict[int, dict[int, EventResult]] = {event_id: {} for event_id in known}
    for result in results:
        if result.event_id not in known:
            raise TournamentError(
                "EventResult.event_id",
                result.event_id,
                f"one of the events {sorted(known)}",
                "add the event to the season first",
            )
        bucket = per_event[result.event_id]
        if result.player_id in bucket:
            raise TournamentError(
                "EventResult.player_id",
                result.player_id,
                f"one result per player in event {result.event_id}",
            )
        bucket[result.player_id] = result
    scores = {event_id: _event_scores(per_event[event_id], rules) for event_id in counting}
    keep = len(counting) - rules.drop_worst
    if rules.best_of is not None:
        keep = min(keep, rules.best_of)
    keep = max(keep, 0)
    players = sorted({player for event_id in counting for player in per_event[event_id]})
    lines = [_league_line(player, counting, scores, keep) for player in players]
    return _rank_lines(lines, rules.min_events)


def _event_scores(results: dict[int, EventResult], rules: LeagueRules) -> dict[int, Fraction]:
    if rules.scoring is LeagueScoring.TOTAL_POINTS:
        return {player: result.points for player, result in results.items()}
    sharing: dict[int, int] = {}
    for result in results.values():
        sharing[result.rank] = sharing.get(result.rank, 0) + 1
    return {
        player: rules.placement_score(result.rank, sharing[result.rank])
        for player, result in results.items()
    }


def _league_line(
    player: int, counting: list[int], scores: dict[int, dict[int, Fraction]], keep: int
) -> tuple[int, Fraction, int, tuple[EventScore, ...]]:
    entries = [
        (event_id, player in scores[event_id], scores[event_id].get(player, Fraction(0)))
        for event_id in counting
    ]
    # Best scores first; among equal scores an attended event is kept before a missed one.
    order = sorted(range(len(entries)), key=lambda i: (-entries[i][2], not entries[i][1], i))
    kept = set(order[:keep])
    line = tuple(
        EventScore(event_id, attended, score, index in kept)
        for index, (event_id, attended, score) in enumerate(entries)
    )
    total = sum((entry.score for entry in line if entry.counted), Fraction(0))
    attended = sum(entry.attended for entry in line)
    return player, total, attended, line


def _rank_lines(
    lines: list[tuple[int, Fraction, int, tuple[EventScore, ...]]], min_events: int
) -> tuple[LeagueRow, ...]:
    lines.sort(key=lambda line: (-line[1], line[0]))
    ranked = [line for line in lines if line[2] >= min_events]
    unranked = [line for line in lines if line[2] < min_events]
    rows: list[LeagueRow] = []
    for index, (player, total, attended, scores) in enumerate(ranked):
        same_above = index > 0 and ranked[index - 1][1] == total
        same_below = index + 1 < len(ranked) and ranked[index + 1][1] == total
        rank = rows[-1].rank if same_above and rows[-1].rank is not None else index + 1
        rows.append(LeagueRow(rank, same_above or same_below, player, total, attended, scores))
    rows.extend(
        LeagueRow(None, False, player, total, attended, scores)
        for player, total, attended, scores in unranked
    )
    return tuple(rows)
