"""Leagues and their seasons."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

from sqlalchemy import select

from sheepshead_scorer.services import audit
from sheepshead_scorer.services.changes import Changes
from sheepshead_scorer.services.context import Context, transaction
from sheepshead_scorer.services.errors import InvalidInputError
from sheepshead_scorer.services.lookup import get
from sheepshead_scorer.store.models import League, Season
from sheepshead_scorer.text import Text


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
    with transaction(ctx) as session:
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
            scoring=dict(scoring or {}), changed_station=ctx.station,
        )
        session.add(season)
        session.flush()
        audit.record(
            session, ctx, entity="season", entity_id=season.id, action="create",
            after=audit.snapshot(season),
        )
        return Changes(leagues=(league.id,), seasons=(season.id,), created=season.id)
