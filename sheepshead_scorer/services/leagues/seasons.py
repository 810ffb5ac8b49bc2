"""Leagues and their seasons: create, set and change the scoring (saying who moved), copy a
season's rules and roster, put an event into a season or take it out, the roster."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from datetime import date as dt_date
from fractions import Fraction
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports.rows import sort_key
from sheepshead_scorer.exports.season_rows import league_points_text
from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import InvalidInputError
from sheepshead_scorer.services.core.lookup import check_version, get
from sheepshead_scorer.services.core.player_names import names_in_season
from sheepshead_scorer.services.leagues.season_table import (
    build_table,
    season_events,
    season_scoring,
    shows_rating,
)
from sheepshead_scorer.services.standings import report_rows as rr
from sheepshead_scorer.services.standings.event_standings import league_rules
from sheepshead_scorer.store.models import (
    Event,
    League,
    Player,
    Registration,
    RegistrationStatus,
    Season,
    SeasonMember,
)
from sheepshead_scorer.text import Plural, Text, translatable
from sheepshead_scorer.tournament import LeagueRules


def create_league(ctx: Context, name: str, *, notes: str = "") -> Changes:
    """Start a league (its name must be unique)."""
    clean = name.strip()
    if not clean:
        raise InvalidInputError("name", name, Text("a non-empty league name"))
    with transaction(ctx) as session:
        if session.scalar(select(League.id).where(League.name == clean)) is not None:
            raise InvalidInputError(
                "name", clean, Text("a name no other league has"), Text("pick another name")
            )
        league = League(name=clean, notes=notes, changed_station=ctx.station)
        session.add(league)
        session.flush()
        audit.record(
            session, ctx, entity="league", entity_id=league.id, action="create",
            after=audit.snapshot(league),
        )
        return Changes(leagues=(league.id,), created=league.id)


def create_season(
    ctx: Context,
    league_id: int,
    name: str,
    *,
    starts_on: date | None = None,
    ends_on: date | None = None,
    scoring: Mapping[str, Any] | None = None,
) -> Changes:
    """Add a season to a league; ``scoring`` holds the league-table rules (JSON-ready)."""
    with transaction(ctx) as session:
        season = _new_season(session, ctx, league_id, name, starts_on, ends_on, scoring or {})
        return Changes(leagues=(season.league_id,), seasons=(season.id,), created=season.id)


def _new_season(
    session: Session, ctx: Context, league_id: int, name: str, starts_on: date | None,
    ends_on: date | None, scoring: Mapping[str, Any],
) -> Season:
    clean = name.strip()
    if not clean:
        raise InvalidInputError(
            "name", name, Text("a non-empty season name"), Text("e.g. '2026-27'")
        )
    if starts_on and ends_on and ends_on < starts_on:
        raise InvalidInputError(
            "ends_on", ends_on.isoformat(),
            Text("on or after starts_on ({starts_on})", starts_on=starts_on.isoformat()),
        )
    league = get(session, League, league_id, "league")
    taken = session.scalar(
        select(Season.id).where(Season.league_id == league.id, Season.name == clean)
    )
    if taken is not None:
        raise InvalidInputError(
            "name", clean,
            Text("a season name not yet used in league {league}", league=league.name),
        )
    season = Season(
        league_id=league.id, name=clean, starts_on=starts_on, ends_on=ends_on,
        scoring=season_scoring(league_rules(scoring), shows_rating(scoring)),
        changed_station=ctx.station,
    )
    session.add(season)
    session.flush()
    audit.record(
        session, ctx, entity="season", entity_id=season.id, action="create",
        after=audit.snapshot(season),
    )
    return season


@dataclass(frozen=True)
class SeasonMove:
    """A player whose place or league points a change of the rules moved."""

    player_id: int
    player: str
    before: str | Text
    after: str | Text
    before_total: Fraction | None
    after_total: Fraction | None

    @property
    def text(self) -> Text:
        """"Ann Berg: 3 → 1 (21 → 25 league points)"; "(new)" or "(gone)" for a player
        who entered or left the table."""
        return Text(
            "{player}: {before} → {after} ({old} → {new} league points)",
            player=self.player, before=self.before or Text("(new)"),
            after=self.after or Text("(gone)"),
            old="" if self.before_total is None else league_points_text(self.before_total),
            new="" if self.after_total is None else league_points_text(self.after_total),
        )


@dataclass(frozen=True)
class RulesChange:
    """What a change of a season's scoring wrote, and who moved in the table."""

    changes: Changes
    moves: tuple[SeasonMove, ...]
    version: int

    @property
    def summary(self) -> Text:
        if not self.moves:
            return Text("The rules are saved; nobody moved in the table.")
        return Text(
            "The rules are saved; {moved}: {moves}",
            moved=Plural(len(self.moves), translatable("{count} player moved"),
                         translatable("{count} players moved")),
            moves=_listed([m.text for m in self.moves]),
        )


def _listed(texts: list[Text]) -> Text:
    """Messages one after another, "; " between them, each still translatable."""
    if len(texts) == 1:
        return texts[0]
    return Text("{first}; {rest}", first=texts[0], rest=_listed(texts[1:]))


def _positions(
    session: Session, ctx: Context, season: Season
) -> dict[int, tuple[str | Text, Fraction]]:
    table = build_table(session, season, ctx.cache)
    return {line.player_id: (line.label, line.total) for line in table.lines}


def update_season_rules(
    ctx: Context,
    season_id: int,
    scoring: Mapping[str, Any] | LeagueRules,
    *,
    counting: Mapping[int, bool] | None = None,
    expected_version: int,
    rating_column: bool | None = None,
) -> RulesChange:
    """Change a season's scoring (and which of its nights count), recompute its table and
    say who moved. ``counting`` maps event ids of the season's nights to whether they count;
    ``expected_version`` is the season's version the director saw (a stale one is refused);
    ``rating_column`` shows the players' ratings in the season table or not (``None``: as
    it was)."""
    rules = scoring if isinstance(scoring, LeagueRules) else league_rules(scoring)
    with transaction(ctx) as session:
        season = get(session, Season, season_id, "season")
        check_version(
            season, expected_version, Text("season {name}", name=season.name),
            Text("open the rules again and redo your change"),
        )
        before = _positions(session, ctx, season)
        old = audit.snapshot(season)
        season_before = season.version
        shown = shows_rating(season.scoring) if rating_column is None else rating_column
        season.scoring = season_scoring(rules, shown)
        audit.stamp(season, ctx)
        events: list[int] = []
        night_before: dict[int, int] = {}
        nights = {e.id: e for e in season_events(session, season.id)}
        for event_id, counts in (counting or {}).items():
            night = nights.get(event_id)
            if night is None:
                raise InvalidInputError(
                    "event", event_id,
                    Text("a night of season {season}: {nights}", season=season.name,
                         nights=sorted(nights) or Text("none yet")),
                )
            if bool(night.counts_toward_league) != counts:
                night_before[night.id] = night.version
                night.counts_toward_league = counts
                audit.stamp(night, ctx)
                events.append(night.id)
        session.flush()
        audit.record(
            session, ctx, entity="season", entity_id=season.id, action="rules",
            before=old, after=audit.snapshot(season),
        )
        after = _positions(session, ctx, season)
        who = names_in_season(session, season.id, sorted({*before, *after}))
        moves = tuple(
            SeasonMove(
                player, who.get(player, f"#{player}"),
                before.get(player, ("", None))[0], after.get(player, ("", None))[0],
                before.get(player, ("", None))[1], after.get(player, ("", None))[1],
            )
            for player in [*after, *(p for p in before if p not in after)]
            if before.get(player) != after.get(player)
        )
        changes = Changes(
            seasons=(season.id,), events=tuple(events), standings=True,
            versions=(
                ("season", season.id, season_before, season.version),
                *(("event", e, night_before[e], nights[e].version) for e in events),
            ),
        )
        return RulesChange(changes, moves, season.version)


def copy_season(
    ctx: Context, season_id: int, name: str, *, starts_on: date | None = None,
    ends_on: date | None = None,
) -> Changes:
    """A new season of the same league with this season's rules and roster (one step)."""
    with transaction(ctx) as session:
        source = get(session, Season, season_id, "season")
        season = _new_season(
            session, ctx, source.league_id, name, starts_on, ends_on, dict(source.scoring)
        )
        add_members(session, ctx, season.id, roster_ids(session, source.id))
        return Changes(leagues=(season.league_id,), seasons=(season.id,), created=season.id)


def roster_ids(session: Session, season_id: int) -> list[int]:
    """The season's roster: its members and everyone who played one of its nights, the
    players of the latest night first, then by name."""
    nights = season_events(session, season_id)
    played: dict[int, dt_date] = {}
    for event_id, player in session.execute(
        select(Registration.event_id, Registration.player_id).where(
            Registration.event_id.in_([e.id for e in nights]),
            Registration.status != RegistrationStatus.WITHDRAWN,
        )
    ):
        held = next(e.held_on for e in nights if e.id == event_id)
        played[player] = max(played.get(player, held), held)
    members = set(
        session.scalars(select(SeasonMember.player_id).where(SeasonMember.season_id == season_id))
    )
    ids = sorted({*played, *members})
    names = rr.names(session, ids)
    latest = max(played.values(), default=None)
    return sorted(
        ids, key=lambda p: (played.get(p) != latest or latest is None, sort_key(names.get(p, "")))
    )


def add_to_roster(ctx: Context, season_id: int, player_ids: Sequence[int]) -> Changes:
    """Put players on the season's roster (those already on it are left as they are)."""
    with transaction(ctx) as session:
        added = add_members(session, ctx, season_id, player_ids)
        return Changes(seasons=(season_id,), players=tuple(added))


def add_members(
    session: Session, ctx: Context, season_id: int, player_ids: Sequence[int]
) -> list[int]:
    """``add_to_roster`` inside an open transaction; the ids added."""
    season = get(session, Season, season_id, "season")
    have = set(
        session.scalars(select(SeasonMember.player_id).where(SeasonMember.season_id == season.id))
    )
    added = []
    for player_id in dict.fromkeys(player_ids):
        get(session, Player, player_id, "player")
        if player_id not in have:
            session.add(SeasonMember(season_id=season.id, player_id=player_id))
            added.append(player_id)
    if added:
        session.flush()
        audit.record(
            session, ctx, entity="season", entity_id=season.id, action="roster",
            after={"added": added},
        )
    return added


def set_event_season(
    ctx: Context, event_id: int, season_id: int | None, *, expected_version: int
) -> Changes:
    """Put an event into a season (it becomes one of its nights) or take it out (``None``);
    ``expected_version`` is the event's version the director saw (a stale one is refused)."""
    with transaction(ctx) as session:
        event = get(session, Event, event_id, "event")
        check_version(
            event, expected_version, Text("event {name}", name=event.name),
            Text("pick the season again"),
        )
        if season_id is not None:
            get(session, Season, season_id, "season")
        old = audit.snapshot(event)
        before, version_before = event.season_id, event.version
        event.season_id = season_id
        audit.stamp(event, ctx)
        session.flush()
        audit.record(
            session, ctx, entity="event", entity_id=event.id, action="season",
            before=old, after=audit.snapshot(event),
        )
        seasons = tuple(s for s in (before, season_id) if s is not None)
        return Changes(
            events=(event.id,), seasons=seasons, standings=True,
            versions=(("event", event.id, version_before, event.version),),
        )


@dataclass(frozen=True)
class LeagueListing:
    """A league and its seasons (id, name), newest season last."""

    id: int
    name: str
    seasons: tuple[tuple[int, str], ...]


def list_leagues(ctx: Context) -> tuple[LeagueListing, ...]:
    """Every league by name, with its seasons."""
    with transaction(ctx) as session:
        seasons: dict[int, list[tuple[int, str]]] = {}
        for sid, league_id, name in session.execute(
            select(Season.id, Season.league_id, Season.name).order_by(Season.id)
        ):
            seasons.setdefault(league_id, []).append((sid, name))
        return tuple(
            LeagueListing(lid, name, tuple(seasons.get(lid, ())))
            for lid, name in session.execute(select(League.id, League.name).order_by(League.name))
        )


@dataclass(frozen=True)
class SeasonSettings:
    """A season as its rules dialog shows it: the rules, its nights and the version seen."""

    season_id: int
    league: str
    name: str
    rules: LeagueRules
    nights: tuple[tuple[int, str, bool], ...]
    """(event id, "09-01 League night 1", counts)."""
    version: int
    rating_column: bool = False
    """The season table shows each player's Sheepshead rating."""


def season_settings(ctx: Context, season_id: int) -> SeasonSettings:
    with transaction(ctx) as session:
        season = get(session, Season, season_id, "season")
        league = get(session, League, season.league_id, "league")
        nights = tuple(
            (e.id, str(rr.event_column(e)), bool(e.counts_toward_league))
            for e in season_events(session, season.id)
        )
        return SeasonSettings(
            season.id, league.name, season.name, league_rules(season.scoring), nights,
            season.version, shows_rating(season.scoring),
        )


def season_roster(ctx: Context, season_id: int) -> tuple[tuple[int, str], ...]:
    """(id, name) of the season's roster: the latest night's players first, then by name."""
    with transaction(ctx) as session:
        get(session, Season, season_id, "season")
        ids = roster_ids(session, season_id)
        names = names_in_season(session, season_id, ids)
        return tuple((pid, names.get(pid, f"#{pid}")) for pid in ids)
