"""League (season) tables over several events.

Each event gives every player who played a score: their total points
(``LeagueScoring.TOTAL_POINTS``) or the placement points of their finishing place
(``LeagueScoring.PLACEMENT_POINTS``, e.g. 1st 25, 2nd 20, ...; places past the table get
``past_table_points``).  Tied players pool the placement points of the places they occupy
and share them equally (T-2 of two with 20 and 16 -> 18 each), exactly.  Every night a
player attends adds ``night_points`` to that night's score (under either scoring).

Only events flagged ``counts=True`` enter the table.  Of the M counting events, a player
keeps their best ``min(best_of or M, M - drop_worst)`` scores; a missed event scores 0, so
a bad night below zero can be dropped in favour of a missed one.  Players who attended
fewer than ``min_events`` counting events are listed after the ranked ones, unranked.
Players level on the total are separated by the season's ``tiebreaks`` in order
(``LeagueTiebreak``: most nights attended, best single night, the latest night); players
still level share a rank ("T-3").  Each row says which tiebreak decided its place
(``decided_by``; ``None`` when the total did).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from functools import lru_cache
from typing import cast

from sheepshead_scorer.text import Text

from .errors import TournamentError
from .ranking import Ranking
from .rows import exact_points

_ZERO = Fraction(0)


class LeagueTiebreak(StrEnum):
    """How two players level on league points are separated, in the season's order."""

    MOST_NIGHTS = "most_nights"  # more counting nights attended
    BEST_NIGHT = "best_night"  # the higher best single counting night
    LATEST_NIGHT = "latest_night"  # the higher score at the latest counting night


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
            raise TournamentError("EventResult.rank", self.rank, Text("a rank from 1"))


def results_from_standings(event_id: int, standings: Ranking) -> tuple[EventResult, ...]:
    """The ``EventResult`` rows of one event's final standings."""
    return tuple(
        EventResult(event_id, row.player_id, row.points, row.rank) for row in standings.rows
    )


def _count(field: str, value: object, lowest: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < lowest:
        raise TournamentError(
            field, value, Text("a whole number of at least {lowest}", lowest=lowest)
        )


@dataclass(frozen=True, slots=True)
class LeagueRules:
    """How the season is scored (see the module docstring).

    Points are exact, ``int`` or ``Fraction`` (stored as ``Fraction``).
    """

    scoring: LeagueScoring = LeagueScoring.TOTAL_POINTS
    placement_points: tuple[Fraction | int, ...] = ()
    past_table_points: Fraction | int = 0
    night_points: Fraction | int = 0
    best_of: int | None = None
    drop_worst: int = 0
    min_events: int = 0
    tiebreaks: tuple[LeagueTiebreak | str, ...] = ()

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "scoring", LeagueScoring(self.scoring))
        except ValueError:
            options = ", ".join(s.value for s in LeagueScoring)
            raise TournamentError("LeagueRules.scoring", self.scoring, options) from None
        object.__setattr__(
            self,
            "placement_points",
            tuple(
                exact_points(f"LeagueRules.placement_points[{i}]", value)
                for i, value in enumerate(self.placement_points)
            ),
        )
        for name in ("past_table_points", "night_points"):
            object.__setattr__(
                self, name, exact_points(f"LeagueRules.{name}", getattr(self, name))
            )
        chain: list[LeagueTiebreak] = []
        for value in self.tiebreaks:
            try:
                step = LeagueTiebreak(value)
            except ValueError:
                options = ", ".join(t.value for t in LeagueTiebreak)
                raise TournamentError("LeagueRules.tiebreaks", value, options) from None
            if step in chain:
                raise TournamentError(
                    "LeagueRules.tiebreaks", value, Text("each tiebreak once")
                )
            chain.append(step)
        object.__setattr__(self, "tiebreaks", tuple(chain))
        if self.scoring is LeagueScoring.PLACEMENT_POINTS and not self.placement_points:
            raise TournamentError(
                "LeagueRules.placement_points",
                (),
                Text("at least one value for placement scoring"),
                Text("give the points for 1st, 2nd, ... e.g. (25, 20, 16)"),
            )
        if self.best_of is not None:
            _count("LeagueRules.best_of", self.best_of, 1)
        _count("LeagueRules.drop_worst", self.drop_worst, 0)
        _count("LeagueRules.min_events", self.min_events, 0)

    def placement_score(self, rank: int, tied_count: int) -> Fraction:
        """League points for a finish at ``rank`` shared by ``tied_count`` players."""
        table = self.placement_points
        if tied_count == 1:  # the common case: the place's own value, no new Fraction
            alone = table[rank - 1] if rank - 1 < len(table) else self.past_table_points
            return self.night_score(alone)
        places = range(rank - 1, rank - 1 + tied_count)
        pooled = sum(
            (table[i] if i < len(table) else self.past_table_points for i in places), Fraction(0)
        )
        return self.night_score(Fraction(pooled, tied_count))

    @property
    def tiebreak_chain(self) -> tuple[LeagueTiebreak, ...]:
        """``tiebreaks`` as the enum (they are stored as such after validation)."""
        return cast(tuple[LeagueTiebreak, ...], self.tiebreaks)

    def night_score(self, value: Fraction | int) -> Fraction:
        """A night's league points: its points or placement points plus ``night_points``."""
        exact = value if isinstance(value, Fraction) else Fraction(value)
        return exact + self.night_points if self.night_points else exact


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
    decided_by: LeagueTiebreak | None = None

    @property
    def label(self) -> str:
        if self.rank is None:
            return "-"
        return f"T-{self.rank}" if self.tied else str(self.rank)


def kept_events(rules: LeagueRules, counting: int) -> int:
    """How many of ``counting`` counting events each player keeps under ``rules``."""
    keep = counting - rules.drop_worst
    if rules.best_of is not None:
        keep = min(keep, rules.best_of)
    return max(keep, 0)


def league_standings(
    events: Sequence[LeagueEvent], results: Iterable[EventResult], rules: LeagueRules
) -> tuple[LeagueRow, ...]:
    """The season table: ranked players best first, then the unranked ones.

    Runs in O(players × counting events × log events): each event's scores are worked out
    once (``event_scores``), then each player's line (``league_line``) and one sort of the
    lines (``rank_league_lines``). A caller that keeps these pieces can redo only the event
    and the players that changed and get the same table.
    """
    known = {event.event_id: event for event in events}
    if len(known) != len(events):
        raise TournamentError(
            "events", [e.event_id for e in events], Text("each event once")
        )
    counting = [event.event_id for event in events if event.counts]
    per_event: dict[int, list[EventResult]] = {event_id: [] for event_id in known}
    for result in results:
        bucket = per_event.get(result.event_id)
        if bucket is None:
            raise TournamentError(
                "EventResult.event_id",
                result.event_id,
                Text("one of the events {events}", events=sorted(known)),
                Text("add the event to the season first"),
            )
        bucket.append(result)
    scores = {event_id: event_scores(per_event[event_id], rules) for event_id in known}
    counted = {event_id: scores[event_id] for event_id in counting}
    keep = kept_events(rules, len(counting))
    players = sorted({player for event_id in counting for player in scores[event_id]})
    lines = [league_line(player, counting, counted, keep) for player in players]
    return rank_league_lines(lines, rules.min_events, rules.tiebreak_chain)


def event_scores(results: Iterable[EventResult], rules: LeagueRules) -> dict[int, Fraction]:
    """League points per player for the results of one event (all of the same event).

    Raises ``TournamentError`` when a player has two results in the event.
    """
    finishes: dict[int, EventResult] = {}
    for result in results:
        if result.player_id in finishes:
            raise TournamentError(
                "EventResult.player_id",
                result.player_id,
                Text("one result per player in event {event}", event=result.event_id),
            )
        finishes[result.player_id] = result
    if rules.scoring is LeagueScoring.TOTAL_POINTS:
        return {player: rules.night_score(result.points) for player, result in finishes.items()}
    sharing: dict[int, int] = {}
    for result in finishes.values():
        sharing[result.rank] = sharing.get(result.rank, 0) + 1
    # One Fraction per distinct (rank, players sharing it), not one per player.
    worth = {rank: rules.placement_score(rank, count) for rank, count in sharing.items()}
    return {player: worth[result.rank] for player, result in finishes.items()}


def standings_scores(standings: Ranking, rules: LeagueRules) -> dict[int, Fraction]:
    """League points per player of one event's ranked standings: what ``event_scores`` gives
    for its ``results_from_standings``, without building the results (a season's cold read
    does this for every event)."""
    rows = standings.rows
    if rules.scoring is LeagueScoring.TOTAL_POINTS:
        return {row.player_id: rules.night_score(row.points) for row in rows}
    sharing: dict[int, int] = {}
    for row in rows:
        sharing[row.rank] = sharing.get(row.rank, 0) + 1
    worth = {rank: rules.placement_score(rank, count) for rank, count in sharing.items()}
    return {row.player_id: worth[row.rank] for row in rows}


@dataclass(frozen=True, slots=True)
class LeagueLine:
    """One player's unranked league line: kept total, events attended, every counting event."""

    player_id: int
    total: Fraction
    events_attended: int
    scores: tuple[EventScore, ...]


def league_line(
    player_id: int,
    counting: Sequence[int],
    scores: Mapping[int, Mapping[int, Fraction]],
    keep: int,
) -> LeagueLine:
    """A player's line over the ``counting`` events (``scores[event][player]``), keeping the
    best ``keep``; a missed event scores 0.

    Among equal scores an attended event is kept before a missed one, then the earlier
    event. Scores are compared and summed as whole numbers over their common denominator
    (exact), so the only new Fraction is the total.
    """
    values: list[Fraction] = []
    attended: list[bool] = []
    for event_id in counting:
        score = scores[event_id].get(player_id)
        attended.append(score is not None)
        values.append(_ZERO if score is None else score)
    count = len(values)
    scale = math.lcm(*{value.denominator for value in values})
    whole = [value.numerator * (scale // value.denominator) for value in values]
    # Best first: higher score, then attended, then the earlier event. One whole number per
    # event orders all three at once: (2 × score + attended) × count + (count - 1 - index).
    rank_key = [
        (2 * whole[i] + attended[i]) * count + (count - 1 - i) for i in range(count)
    ]
    order = sorted(range(count), key=rank_key.__getitem__, reverse=True)
    kept = [False] * count
    for index in order[:keep]:
        kept[index] = True
    line = tuple(
        EventScore(event_id, True, values[i], kept[i])
        if attended[i]
        else _missed(event_id, kept[i])
        for i, event_id in enumerate(counting)
    )
    total = Fraction(sum(whole[i] for i in order[:keep]), scale)
    return LeagueLine(player_id, total, sum(attended), line)


@lru_cache(maxsize=8192)
def _missed(event_id: int, counted: bool) -> EventScore:
    """The (immutable, shared) score of a missed event: most of a long season's cells."""
    return EventScore(event_id, False, _ZERO, counted)


def tiebreak_value(line: LeagueLine, tiebreak: LeagueTiebreak) -> Fraction:
    """A line's value for ``tiebreak`` (higher is better)."""
    if tiebreak is LeagueTiebreak.MOST_NIGHTS:
        return Fraction(line.events_attended)
    if tiebreak is LeagueTiebreak.BEST_NIGHT:
        return max((s.score for s in line.scores if s.attended), default=_ZERO)
    latest = line.scores[-1] if line.scores else None
    return latest.score if latest is not None and latest.attended else _ZERO


def rank_league_lines(
    lines: Iterable[LeagueLine],
    min_events: int,
    tiebreaks: Sequence[LeagueTiebreak] = (),
) -> tuple[LeagueRow, ...]:
    """Rank lines by total, then by ``tiebreaks`` in order (players level on all of them share
    a rank, "T-3"); players who attended fewer than ``min_events`` counting events follow,
    unranked, in the same order. Each ranked row's ``decided_by`` is the tiebreak that put it
    apart from a row level with it on the total: the row above, else the row below (so the
    winner of a tiebreak says so as well as the loser; ``None`` when no row shares its total
    or nothing separated them)."""

    def key(line: LeagueLine) -> tuple[Fraction, ...]:
        return (line.total, *(tiebreak_value(line, t) for t in tiebreaks))

    keyed = [(key(line), line) for line in lines]
    keyed.sort(key=lambda pair: (tuple(-v for v in pair[0]), pair[1].player_id))
    ranked = [pair for pair in keyed if pair[1].events_attended >= min_events]
    unranked = [pair[1] for pair in keyed if pair[1].events_attended < min_events]
    rows: list[LeagueRow] = []
    for index, (values, line) in enumerate(ranked):
        same_above = index > 0 and ranked[index - 1][0] == values
        same_below = index + 1 < len(ranked) and ranked[index + 1][0] == values
        rank = rows[-1].rank if same_above and rows[-1].rank is not None else index + 1
        decided = _separated_by(ranked, index, tiebreaks)
        rows.append(
            LeagueRow(
                rank, same_above or same_below, line.player_id, line.total,
                line.events_attended, line.scores, decided,
            )
        )
    unplaced = (LeagueRow(None, False, r.player_id, r.total, r.events_attended, r.scores)
                for r in unranked)
    return (*rows, *unplaced)


def _separated_by(
    ranked: Sequence[tuple[tuple[Fraction, ...], LeagueLine]],
    index: int,
    tiebreaks: Sequence[LeagueTiebreak],
) -> LeagueTiebreak | None:
    values = ranked[index][0]
    for other in (index - 1, index + 1):
        if 0 <= other < len(ranked):
            theirs = ranked[other][0]
            if theirs[0] == values[0] and theirs != values:
                return next(
                    t for i, t in enumerate(tiebreaks, start=1) if theirs[i] != values[i]
                )
    return None
