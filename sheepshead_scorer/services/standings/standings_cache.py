"""Standings kept in memory and refreshed with only the tally rows changed since.

Every tally change stamps its rows with the event's next ``tally_revision``; a refresh reads
the rows above the revision it has seen (an index lookup returning a handful of rows after
one hand) and rebuilds just those players. A merge bumps ``tally_resets``, which makes the
next refresh reload the event in full. Safe with several stations: revisions are handed out
in commit order (see ``tallies.lock_event``).

Season tables (``TallyCache.season_table``) sit on the same tallies: the first read loads
every event of the season in two queries; later reads compare each event's revision (one
query for the season's events), refresh only the events that moved, re-rank just those,
and redo the league lines of just their players. A change of scoring rules, of the events
or of their "counts toward the league" flags redoes the lines from the kept event results.

Ranked standings (``TallyCache.standings``) are kept too, one ``LiveStandings`` per event or
session and tiebreak chain: a refresh hands it only the changed players' tallies, so ranking
after one hand costs the few players of that hand, not the field. Player names are kept in
the same way (``standings_names``: looked up once per player, and again only after a rename).
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core.errors import NotFoundError, TournamentRuleError
from sheepshead_scorer.services.core.lookup import ENTITY_WORDS
from sheepshead_scorer.services.standings.standing_rows import StandingLines
from sheepshead_scorer.services.standings.standings_load import (
    changed_since,
    effective_chain,
    load_events_tallies,
    load_tallies,
    rank,
)
from sheepshead_scorer.services.standings.standings_names import StandingsNames, names_changed
from sheepshead_scorer.store.models import Event
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import (
    LiveStandings,
    PlayerTally,
    Ranking,
    Tiebreak,
    TournamentError,
)
from sheepshead_scorer.tournament.league import (
    LeagueEvent,
    LeagueLine,
    LeagueRow,
    LeagueRules,
    LeagueScoring,
    kept_events,
    league_line,
    rank_league_lines,
    standings_scores,
)

__all__ = ["SeasonEvent", "TallyCache", "names_changed"]

RankKey = tuple[tuple[Tiebreak, ...], int | None]
"""The tiebreak chain asked for and the lot seed."""


@dataclass(frozen=True)
class _Entry:
    revision: int
    resets: int
    tallies: dict[int, PlayerTally]
    ranked: dict[RankKey, LiveStandings] = field(default_factory=dict, compare=False)
    """Ranking kept live from these tallies (handed over to the next entry)."""
    lineage: object = field(default_factory=object, compare=False)
    """Made at a full load, handed over by each refresh (which only adds players)."""


@dataclass(frozen=True)
class SeasonEvent:
    """One event of a season as read for the table: its tally revision and reset count
    tell whether its cached tallies are still current."""

    event_id: int
    counts: bool
    revision: int
    resets: int


@dataclass(frozen=True)
class _Season:
    """A season table and the pieces it was made of (kept to redo only what changed)."""

    rules: LeagueRules
    events: tuple[LeagueEvent, ...]
    tallies: dict[int, _Entry]  # the event tallies each event's scores were made from
    scores: dict[int, dict[int, Fraction]]  # league points per event, per player
    lines: dict[int, LeagueLine]
    rows: tuple[LeagueRow, ...]


class TallyCache:
    """Tallies per (event, session or ``None`` for the whole event), kept up to date, and the
    season tables made from them."""

    def __init__(self) -> None:
        self._entries: dict[tuple[int, int | None], _Entry] = {}
        self._seasons: dict[int, _Season] = {}
        self._lock = threading.Lock()  # guards the dicts above
        self._serial = threading.RLock()  # one refresh at a time: kept standings stay in step
        self._ranked_memo: dict[int, tuple[_Entry, Ranking]] = {}
        self._names = StandingsNames()
        self.lines = StandingLines()
        """The standing lines last made from these rankings (kept while unchanged)."""
        self.event_names = self._names.event_names
        """Each event's players by their shown names (namesakes told apart)."""

    def tallies(
        self, session: Session, event_id: int, session_id: int | None = None
    ) -> list[PlayerTally]:
        """The current tallies, read incrementally when this cache has seen the event."""
        key = (event_id, session_id)
        with self._serial:
            with self._lock:
                entry = self._entries.get(key)
            entry = self._refresh(session, event_id, session_id, entry)
            with self._lock:
                self._entries[key] = entry
        return list(entry.tallies.values())

    def standings(
        self,
        session: Session,
        event_id: int,
        session_id: int | None,
        tiebreaks: Sequence[Tiebreak],
        lot_seed: int | None,
    ) -> Ranking:
        """The ranked standings of the current tallies (``standings_load.rank`` of them),
        re-placing only the players whose tallies changed since the last call."""
        key = (event_id, session_id)
        rank_key: RankKey = (tuple(tiebreaks), lot_seed)
        with self._serial:
            with self._lock:
                entry = self._entries.get(key)
            entry = self._refresh(session, event_id, session_id, entry)
            return self._ranked(key, entry, rank_key)

    def _ranked(
        self, key: tuple[int, int | None], entry: _Entry, rank_key: RankKey
    ) -> Ranking:
        tiebreaks, lot_seed = rank_key
        with self._lock:
            self._entries[key] = entry
            live = entry.ranked.get(rank_key)
            if live is None or live.tiebreaks != effective_chain(
                tiebreaks, live.hand_stats
            ):
                tallies = list(entry.tallies.values())
                chain = effective_chain(tiebreaks, all(t.hand_stats for t in tallies))
                try:
                    live = LiveStandings(tallies, tiebreaks=chain, lot_seed=lot_seed)
                except TournamentError as exc:
                    raise TournamentRuleError(exc.text) from exc
                entry.ranked[rank_key] = live
            return live.standings

    def shown_names(
        self, session: Session, event_id: int, session_id: int | None = None
    ) -> Mapping[int, str]:
        """The shown names of the players of the kept tallies (read right after
        ``standings``); with no new player since, the name cache is asked for none."""
        key = (event_id, session_id)
        with self._lock:
            entry = self._entries.get(key)
        kept = None if entry is None else (entry.lineage, entry.tallies.keys())
        return self._names.shown(session, event_id, key, kept)

    def names(self, session: Session, players: Collection[int]) -> Mapping[int, str]:
        """Names of ``players`` (and of others seen before): read once per player, and
        all again after a rename anywhere (``StandingsNames.names``)."""
        return self._names.names(session, players)

    def clear(self) -> None:
        """Forget everything (the next read loads in full)."""
        with self._lock:
            self._entries.clear()
            self._seasons.clear()
            self._ranked_memo.clear()
        self.lines.clear()
        self._names.clear()

    def season_table(
        self,
        session: Session,
        season_id: int,
        events: Sequence[SeasonEvent],
        rules: LeagueRules,
    ) -> tuple[LeagueRow, ...]:
        """The league table of a season whose ``events`` (in date order, with their current
        tally revisions, read in this transaction before any tally) are given.

        Equal to ``league_standings`` over every event's ranked standings; raises
        ``TournamentError`` (or ``TournamentRuleError``) as they do.
        """
        with self._serial:
            current = self._event_tallies(session, events)
        with self._lock:
            before = self._seasons.get(season_id)
        league_events = tuple(LeagueEvent(e.event_id, e.counts) for e in events)
        season = _rebuild(before, league_events, rules, current)
        with self._lock:
            self._seasons[season_id] = season
        return season.rows

    def season_standings(self, season_id: int) -> dict[int, Ranking]:
        """Each night's ranked standings from the tallies of the last ``season_table`` of
        ``season_id``, ranked once per change of that night (kept while its tallies are)."""
        with self._lock:
            season = self._seasons.get(season_id)
        if season is None:
            return {}
        ranked: dict[int, Ranking] = {}
        for event_id, entry in season.tallies.items():
            with self._lock:
                memo = self._ranked_memo.get(event_id)
            if memo is not None and memo[0] is entry:
                ranked[event_id] = memo[1]
                continue
            ranked[event_id] = rank(_played(entry))
            with self._lock:
                self._ranked_memo[event_id] = (entry, ranked[event_id])
        return ranked

    def season_tallies(self, season_id: int) -> dict[int, list[PlayerTally]]:
        """The event tallies the last ``season_table`` of ``season_id`` was made from (no
        query: the nights' places and statistics use exactly what the table used)."""
        with self._lock:
            season = self._seasons.get(season_id)
        if season is None:
            return {}
        return {event_id: _played(e) for event_id, e in season.tallies.items()}

    def _event_tallies(
        self, session: Session, events: Sequence[SeasonEvent]
    ) -> dict[int, _Entry]:
        """Current whole-event tallies of ``events``: cached ones as they are, moved ones
        refreshed incrementally, unknown ones loaded together in two queries."""
        with self._lock:
            known = {e.event_id: self._entries.get((e.event_id, None)) for e in events}
        current: dict[int, _Entry] = {}
        missing: list[SeasonEvent] = []
        for event in events:
            entry = known[event.event_id]
            if entry is None or entry.resets != event.resets:
                missing.append(event)
            elif entry.revision == event.revision:
                current[event.event_id] = entry
            else:
                current[event.event_id] = self._refresh(session, event.event_id, None, entry)
        if missing:
            loaded = load_events_tallies(session, [e.event_id for e in missing])
            for event in missing:
                current[event.event_id] = _Entry(
                    event.revision,
                    event.resets,
                    {t.player_id: t for t in loaded[event.event_id]},
                )
        with self._lock:
            for event_id, entry in current.items():
                self._entries[(event_id, None)] = entry
        return current

    def _refresh(
        self, session: Session, event_id: int, session_id: int | None, entry: _Entry | None
    ) -> _Entry:
        if entry is not None:
            resets, changed = changed_since(session, event_id, entry.revision)
            if resets is None:
                raise NotFoundError(ENTITY_WORDS["event"], event_id)
            if resets == entry.resets:
                if not changed:
                    return entry
                players = {player for player, _ in changed}
                fresh = load_tallies(session, event_id, session_id=session_id, players=players)
                tallies = dict(entry.tallies)
                tallies.update((t.player_id, t) for t in fresh)
                return _Entry(
                    max(rev for _, rev in changed), entry.resets, tallies,
                    self._carry(entry.ranked, fresh), entry.lineage,
                )
        found = session.execute(
            select(Event.tally_revision, Event.tally_resets).where(Event.id == event_id)
        ).one_or_none()
        if found is None:
            raise NotFoundError(ENTITY_WORDS["event"], event_id)
        revision, resets = found
        fresh = load_tallies(session, event_id, session_id=session_id)
        return _Entry(revision, resets, {t.player_id: t for t in fresh})

    def _carry(
        self, ranked: dict[RankKey, LiveStandings], fresh: list[PlayerTally]
    ) -> dict[RankKey, LiveStandings]:
        """The kept standings, told of the changed tallies (one that can no longer take
        them, e.g. a hand-count tiebreak after score-sheet totals, is dropped and rebuilt)."""
        kept: dict[RankKey, LiveStandings] = {}
        with self._lock:
            for key, live in ranked.items():
                try:
                    live.update(fresh)
                except TournamentError:
                    continue
                kept[key] = live
        return kept


def _event_scores(entry: _Entry, rules: LeagueRules) -> dict[int, Fraction]:
    """League points of one event: its points as they are under total-points scoring (no
    ranking needed), else the placement points of its ranked standings."""
    if rules.scoring is LeagueScoring.TOTAL_POINTS:
        return {tally.player_id: rules.night_score(tally.points) for tally in _played(entry)}
    return standings_scores(rank(_played(entry)), rules)


def _played(entry: _Entry) -> list[PlayerTally]:
    """The night's tallies with results: a player whose table has not played yet (an empty
    tally, ``PlayerTally.has_results``) is not at the night for the league table yet."""
    return [tally for tally in entry.tallies.values() if tally.has_results]


def _rebuild(
    before: _Season | None,
    events: tuple[LeagueEvent, ...],
    rules: LeagueRules,
    tallies: dict[int, _Entry],
) -> _Season:
    """The season table, redoing only the events whose tallies changed since ``before`` and
    the lines of the players in them (every line when the rules or the events changed)."""
    if len({e.event_id for e in events}) != len(events):
        raise TournamentError(
            "events", [e.event_id for e in events], Text("each event once")
        )
    same_rules = before is not None and before.rules == rules
    scores: dict[int, dict[int, Fraction]] = {}
    moved: set[int] = set()  # players whose score at some counting event changed
    for event in events:
        entry = tallies[event.event_id]
        old = before.scores.get(event.event_id) if before is not None else None
        if same_rules and old is not None and before is not None and (
            before.tallies.get(event.event_id) is entry
        ):
            scores[event.event_id] = old
            continue
        new = _event_scores(entry, rules)
        scores[event.event_id] = new
        if event.counts and old is not None:
            moved.update(player for player, value in new.items() if old.get(player) != value)
            moved.update(player for player in old if player not in new)
    counting = [e.event_id for e in events if e.counts]
    counted = {event_id: scores[event_id] for event_id in counting}
    keep = kept_events(rules, len(counting))
    if same_rules and before is not None and before.events == events:
        lines = dict(before.lines)
        redo = moved
    else:
        lines = {}
        redo = {player for by_player in counted.values() for player in by_player}
    for player in redo:
        line = league_line(player, counting, counted, keep)
        if line.events_attended:
            lines[player] = line
        else:  # no longer at any counting event (e.g. merged into another record)
            lines.pop(player, None)
    rows = rank_league_lines(lines.values(), rules.min_events, rules.tiebreak_chain)
    return _Season(rules, events, tallies, scores, lines, rows)
