"""The season table (``exports.SeasonTable``), built once here for every copy of it.

The league table itself is ``standings_cache.TallyCache.season_table`` (the station's cache,
so a print costs only what changed since the screen last looked); this module dresses it for
people: names, one column per night (the nights that do not count too, marked), each
night's league points with the dropped ones marked, the night's place and whether a tiebreak
decided it, the season tiebreak that decided each place, the rules in words and a legend.
The screen, the PDF, the CSV and the workbook all render the result unchanged.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports.formatting import rank_words
from sheepshead_scorer.exports.rows import DocumentInfo
from sheepshead_scorer.exports.season_rows import (
    NightCell,
    NightColumn,
    SeasonLine,
    SeasonTable,
    league_points_text,
)
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import TournamentRuleError
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.core.player_names import names_in_season
from sheepshead_scorer.services.standings import report_rows as rr
from sheepshead_scorer.services.standings.event_standings import league_rules, scoring_json
from sheepshead_scorer.services.standings.money_settings import currency_in
from sheepshead_scorer.services.standings.standings_cache import SeasonEvent, TallyCache
from sheepshead_scorer.store.models import Event, League, ScoringMode, Season
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import (
    LeagueRow,
    LeagueRules,
    LeagueScoring,
    LeagueTiebreak,
    PlayerTally,
    Ranking,
    TournamentError,
)
from sheepshead_scorer.tournament.league import kept_events, standings_scores

#: The key of a season's ``scoring`` JSON that turns the rating column on (the league's
#: choice; off when absent). It is shown, not scored: ``league_rules`` ignores it.
RATING_COLUMN = "rating_column"


def shows_rating(scoring: Mapping[str, object]) -> bool:
    """Whether a season's ``scoring`` JSON turns the rating column on."""
    return scoring.get(RATING_COLUMN) is True


def season_scoring(rules: LeagueRules, rating_column: bool) -> dict[str, Any]:
    """A season's ``scoring`` JSON: the rules, and the rating column when the league shows
    it (the key is absent when off, so a season without it reads as before)."""
    stored = scoring_json(rules)
    if rating_column:
        stored[RATING_COLUMN] = True
    return stored


#: The season tiebreaks as the table names them (catalogue words).
TIEBREAK_NAMES: Mapping[LeagueTiebreak, str] = {
    LeagueTiebreak.MOST_NIGHTS: "Most nights",
    LeagueTiebreak.BEST_NIGHT: "Best night",
    LeagueTiebreak.LATEST_NIGHT: "Latest night",
}


def season_events(session: Session, season_id: int) -> list[Event]:
    """The season's nights in date order."""
    return list(
        session.scalars(
            select(Event).where(Event.season_id == season_id).order_by(Event.held_on, Event.id)
        )
    )


@dataclass(frozen=True)
class SeasonParts:
    """What a season table is made of: the nights, the rules, the ranked league rows, each
    night's tallies and standings and each night's league points per player."""

    events: tuple[Event, ...]
    rules: LeagueRules
    rows: tuple[LeagueRow, ...]
    tallies: dict[int, list[PlayerTally]]
    standings: dict[int, Ranking]
    scores: dict[int, dict[int, Fraction]]

    @property
    def counting(self) -> list[Event]:
        return [e for e in self.events if e.counts_toward_league]


def season_parts(session: Session, season: Season, cache: TallyCache | None) -> SeasonParts:
    """The league table of ``season`` and its pieces, from the station's ``cache`` (every
    night's tallies in two queries when it has not seen them)."""
    rules = league_rules(season.scoring)
    events = tuple(season_events(session, season.id))
    wanted = [
        SeasonEvent(e.id, bool(e.counts_toward_league), e.tally_revision, e.tally_resets)
        for e in events
    ]
    cache = cache or TallyCache()
    try:
        rows = cache.season_table(session, season.id, wanted, rules)
    except TournamentError as exc:
        raise TournamentRuleError(exc.text) from exc
    tallies = cache.season_tallies(season.id)
    standings = cache.season_standings(season.id)
    scores = {e.id: _night_scores(tallies[e.id], rules, standings[e.id]) for e in events}
    return SeasonParts(events, rules, rows, tallies, standings, scores)


def _night_places(standings: Ranking) -> dict[int, tuple[str | Text, bool]]:
    """Per player of one night: the place label and whether a tiebreak decided it (against
    a player on the same points who got another place)."""
    rows = standings.rows
    places: dict[int, tuple[str | Text, bool]] = {}
    last = len(rows) - 1
    for i, row in enumerate(rows):
        broken = (i > 0 and rows[i - 1].rank != row.rank and rows[i - 1].points == row.points) or (
            i < last and rows[i + 1].rank != row.rank and rows[i + 1].points == row.points
        )
        places[row.player_id] = (rank_words(row.rank, row.tied), broken)
    return places


def _night_scores(
    tallies: list[PlayerTally], rules: LeagueRules, standings: Ranking
) -> dict[int, Fraction]:
    if rules.scoring is LeagueScoring.TOTAL_POINTS:
        return {t.player_id: rules.night_score(t.points) for t in tallies}
    return standings_scores(standings, rules)


def build_table(session: Session, season: Season, cache: TallyCache | None) -> SeasonTable:
    """The season table inside an open transaction."""
    parts = season_parts(session, season, cache)
    rules, events, rows, scores = parts.rules, parts.events, parts.rows, parts.scores
    event_ids = [e.id for e in events]  # plain ints: no ORM attribute reads in the loops
    places = [_night_places(parts.standings[e]) for e in event_ids]
    night_scores = [scores[e] for e in event_ids]
    counting_points = [
        {t.player_id: t.points for t in parts.tallies[e.id]}
        for e in events if e.counts_toward_league
    ]
    marks = rules.scoring is not LeagueScoring.TOTAL_POINTS  # "*": a place worth points
    ids = [row.player_id for row in rows]
    who = names_in_season(session, season.id, ids)  # namesakes told apart
    numbers = rr.member_numbers(session, ids)
    lines = []
    for row in rows:
        player = row.player_id
        kept = {s.event_id: s.counted for s in row.scores}
        cells = []
        for index, event_id in enumerate(event_ids):
            score = night_scores[index].get(player)
            place, broken = places[index].get(player, ("", False))
            cells.append(
                NightCell(
                    attended=score is not None, score=score,
                    counted=score is not None and kept.get(event_id, False),
                    place=place, by_tiebreak=broken and marks,
                )
            )
        game = [night[player] for night in counting_points if player in night]
        lines.append(
            SeasonLine(
                place=row.rank, tied=row.tied, player_id=player,
                player=who.get(player, f"#{player}"), total=row.total,
                nights=row.events_attended, game_points=sum(game, Fraction(0)),
                decided_by=TIEBREAK_NAMES[row.decided_by] if row.decided_by else "",
                cells=tuple(cells), member_number=numbers.get(player, ""),
            )
        )
    columns = tuple(
        NightColumn(
            event_id=e.id, held_on=e.held_on, label=rr.event_column(e),
            counts=bool(e.counts_toward_league),
            totals_only=e.scoring_mode == ScoringMode.TOTALS,
        )
        for e in events
    )
    table_lines = tuple(lines)
    return SeasonTable(
        season_id=season.id, info=season_info(session, season, events),
        title=Text("{season} league table", season=season.name), columns=columns,
        lines=table_lines, rules=rules_in_words(rules, len(counting_points)),
        legend=legend(rules, columns, table_lines),
        rating_column=shows_rating(season.scoring),
    )


def season_info(session: Session, season: Season, events: Sequence[Event]) -> DocumentInfo:
    league = get(session, League, season.league_id, "league")
    when = season.starts_on or (events[0].held_on if events else None) or dt.date.today()
    return DocumentInfo(event=f"{league.name} — {season.name}", date=when,
                        currency=currency_in(session))


def _points(values: Sequence[Fraction | int]) -> str:
    return ", ".join(league_points_text(v) for v in values)


def rules_in_words(rules: LeagueRules, counting: int) -> tuple[Text, ...]:
    """The season's scoring, one sentence each, as every copy of the table prints it."""
    said: list[Text] = []
    if rules.scoring is LeagueScoring.PLACEMENT_POINTS:
        said.append(
            Text(
                "League points by place each night: {points}; places past them {past}.",
                points=_points(rules.placement_points),
                past=league_points_text(rules.past_table_points),
            )
        )
    else:
        said.append(Text("League points: each night's game points."))
    if rules.night_points:
        said.append(
            Text("Every night played adds {points}.",
                 points=league_points_text(rules.night_points))
        )
    keep = kept_events(rules, counting)
    if keep < counting:
        said.append(Text("Best {keep} of {count} nights count.", keep=keep, count=counting))
    if rules.min_events:
        said.append(
            Text("At least {nights} nights to be ranked.", nights=rules.min_events)
        )
    if rules.tiebreaks:
        said.append(
            Text(
                "Level on league points: {chain}; still level, players share the place.",
                chain=" > ".join(TIEBREAK_NAMES[t] for t in rules.tiebreak_chain),
            )
        )
    else:
        said.append(Text("Level on league points, players share the place."))
    return tuple(said)


def legend(
    rules: LeagueRules, columns: Sequence[NightColumn], lines: Sequence[SeasonLine]
) -> tuple[Text, ...]:
    """What the marks of this table mean (only the marks it uses)."""
    cells = [cell for line in lines for cell in line.cells]
    said: list[Text] = []
    if any(line.place is None for line in lines):
        said.append(
            Text(
                "- in Rank: fewer than {nights} nights played, not ranked yet.",
                nights=rules.min_events,
            )
        )
    said.append(Text("– did not play that night."))
    counting = {i for i, c in enumerate(columns) if c.counts}
    if any(
        cell.attended and not cell.counted and i in counting
        for line in lines for i, cell in enumerate(line.cells)
    ):
        said.append(Text("(4) a dropped night: not in the league points."))
    if any(not c.counts for c in columns):
        said.append(Text("A night marked 'not counted' is outside the league table."))
    if any(cell.by_tiebreak for cell in cells):
        said.append(
            Text(
                "* the night's place was decided by that night's tiebreak: picker wins, "
                "hands lost, best round on a night of hands; best round on a totals night."
            )
        )
    return tuple(said)


def season_table(ctx: Context, season_id: int) -> SeasonTable:
    """The season table: what the screen shows and the PDF, CSV and workbook print (the
    ratings of its rating column, when on, are filled in by
    ``services.statistics.rated_season``)."""
    with transaction(ctx) as session:
        return build_table(session, get(session, Season, season_id, "season"), ctx.cache)
