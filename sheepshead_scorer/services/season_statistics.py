"""A season's statistics: every player over all its events, and the points race.

``season_statistics(ctx, season_id)`` reads every event's tallies in two queries however long
the season (``standings_load.load_events_tallies``), adds each player's events up (as
``merge_tallies`` does, with each event's rounds kept apart for the best round) and ranks
each event on its own, as its standings are, for the cumulative points after each event.
``services.statistics`` re-exports it and draws the PDF from it.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from sqlalchemy import select

from sheepshead_scorer.exports.rows import DocumentInfo
from sheepshead_scorer.services import report_rows as rr
from sheepshead_scorer.services.context import Context, transaction
from sheepshead_scorer.services.lookup import get
from sheepshead_scorer.services.standings_load import load_events_tallies, rank
from sheepshead_scorer.store.models import Event, League, Season
from sheepshead_scorer.store.models import PlayerTally as TallyRow
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import EventResult, PlayerTally, results_from_standings
from sheepshead_scorer.tournament.statistics import (
    PlayerStats,
    player_statistics,
    season_progression,
)

#: The counters of ``PlayerTally`` (its field names), added up over a season's events.
_COUNTERS: tuple[str, ...] = TallyRow.COUNTERS


@dataclass(frozen=True)
class SeasonStatistics:
    """A season's statistics: players over all its events and the progression per event."""

    season_id: int
    title: str
    info: DocumentInfo
    event_labels: tuple[Text, ...]
    """One chart label per event, in date order: "09-01 League night 1" (Text)."""
    players: tuple[PlayerStats, ...]
    progression: Mapping[int, tuple[Fraction, ...]]
    """Player id → cumulative points after each event (one value per event label)."""
    names: Mapping[int, str]

    def name(self, player_id: int) -> str:
        return self.names.get(player_id, f"#{player_id}")


def _season_tallies(
    event_ids: list[int], loaded: Mapping[int, list[PlayerTally]]
) -> dict[int, PlayerTally]:
    """Every player's tally over the season: ``merge_tallies`` of the events' tallies with
    round keys ``(event, session, round)`` (round 1 of two events stays two rounds, for the
    best round), built in one pass per player instead of one merge per event."""
    parts: dict[int, list[tuple[int, PlayerTally]]] = {}
    for event_id in event_ids:
        for tally in loaded[event_id]:
            parts.setdefault(tally.player_id, []).append((event_id, tally))
    return {
        player: PlayerTally(
            player_id=player,
            points=sum((tally.points for _, tally in mine), Fraction(0)),
            round_points=tuple(
                ((event_id, session_no, round_no), points)
                for event_id, tally in mine
                for (_, session_no, round_no), points in tally.round_points
            ),
            hand_stats=all(tally.hand_stats for _, tally in mine),
            **{name: sum(getattr(tally, name) for _, tally in mine) for name in _COUNTERS},
        )
        for player, mine in parts.items()
    }


def season_statistics(ctx: Context, season_id: int) -> SeasonStatistics:
    """A season's player statistics (all its events) and cumulative points per event.

    Every event's tallies are read together (two queries however long the season); each
    event is ranked on its own, as its standings are.
    """
    with transaction(ctx) as session:
        season = get(session, Season, season_id, "season")
        league = get(session, League, season.league_id, "league")
        events = list(
            session.scalars(
                select(Event).where(Event.season_id == season.id).order_by(Event.held_on, Event.id)
            )
        )
        event_ids = [e.id for e in events]
        loaded = load_events_tallies(session, event_ids)  # two queries in all
        merged = _season_tallies(event_ids, loaded)
        results: list[EventResult] = []
        for event_id in event_ids:
            results.extend(results_from_standings(event_id, rank(loaded[event_id])))
        progression = season_progression(event_ids, results)
        title = f"{league.name} — {season.name}"
        when = season.starts_on or (events[0].held_on if events else dt.date.today())
        return SeasonStatistics(
            season_id=season.id,
            title=title,
            info=DocumentInfo(event=title, date=when),
            event_labels=tuple(rr.event_column(e) for e in events),
            players=player_statistics(merged.values()),
            progression=progression,
            names=rr.names(session, sorted(merged)),
        )
