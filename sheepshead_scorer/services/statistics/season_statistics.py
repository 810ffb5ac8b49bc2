"""A season's statistics: every player over its counting nights, and the league points race.

``season_statistics(ctx, season_id)`` works from the season table's own pieces (every
night's tallies in two queries however long the season), adds each player's counting nights
up (as ``merge_tallies`` does, with each night's rounds kept apart for the best round), lists
the players in the table's order and gives each one's league points after each night.
``services.statistics`` re-exports it and draws the PDF from it.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from sheepshead_scorer.exports.rows import DocumentInfo
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.core.player_names import names_in_season
from sheepshead_scorer.services.leagues.season_table import SeasonParts, season_parts
from sheepshead_scorer.services.standings import report_rows as rr
from sheepshead_scorer.services.standings.money_settings import currency_in
from sheepshead_scorer.store.models import League, Season, TallyRow
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import PlayerTally
from sheepshead_scorer.tournament.league import kept_events, league_line
from sheepshead_scorer.tournament.statistics import PlayerStats, player_statistics

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
    """Player id → league points after each counting night (one value per event label)."""
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
    """A season's player statistics over its counting nights, in the season table's order,
    and each player's league points after each counting night.

    The figures come from the same pieces as the season table (``season_table.season_parts``:
    every night's tallies in two queries however long the season), so the chart's leader is
    the table's leader: a night that does not count is left out, and the progression is the
    league points the table would show had the season ended after that night (best N of the
    nights so far, placement points and points per night as the rules say).
    """
    with transaction(ctx) as session:
        season = get(session, Season, season_id, "season")
        league = get(session, League, season.league_id, "league")
        parts = season_parts(session, season, ctx.cache)
        counting = parts.counting
        event_ids = [e.id for e in counting]
        merged = _season_tallies(event_ids, parts.tallies)
        order = {row.player_id: i for i, row in enumerate(parts.rows)}
        by_table = sorted(
            player_statistics(merged.values()),
            key=lambda p: (order.get(p.player_id, len(order)), p.player_id),
        )
        progression = _league_progression(parts, event_ids, sorted(merged))
        title = f"{league.name} — {season.name}"
        when = season.starts_on or (parts.events[0].held_on if parts.events else dt.date.today())
        return SeasonStatistics(
            season_id=season.id,
            title=title,
            info=DocumentInfo(event=title, date=when, currency=currency_in(session)),
            event_labels=tuple(rr.event_column(e) for e in counting),
            players=tuple(by_table),
            progression=progression,
            names=names_in_season(session, season.id, sorted(merged)),
        )


def _league_progression(
    parts: SeasonParts, event_ids: list[int], players: list[int]
) -> dict[int, tuple[Fraction, ...]]:
    """League points after each counting night: the table's total over the nights so far."""
    scores = {event_id: parts.scores[event_id] for event_id in event_ids}
    series: dict[int, list[Fraction]] = {player: [] for player in players}
    for count in range(1, len(event_ids) + 1):
        nights = event_ids[:count]
        keep = kept_events(parts.rules, count)
        for player in players:
            series[player].append(league_line(player, nights, scores, keep).total)
    return {player: tuple(values) for player, values in series.items()}
