"""Importing a league's earlier event totals, so a league moves its history in.

The file is parsed with ``exports.read_event_totals`` and written in one transaction only
when it has no problem at all; otherwise ``ImportRejected`` lists every problem and nothing
is written. (Players and hand logs are imported by ``player_import`` and ``hand_import``.)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports import (
    EventTotalRow,
    ImportResult,
    read_event_totals,
)
from sheepshead_scorer.exports.importers.players import name_key
from sheepshead_scorer.rules import Ruleset, preset
from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.import_rejected import ImportRejected
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.leagues.league_nights import (
    MIN_PLAYERS,
    NightNotZeroError,
    check_zero_sum,
    write_night,
)
from sheepshead_scorer.services.leagues.name_matching import similar_names
from sheepshead_scorer.store.models import Event, Player, Season
from sheepshead_scorer.text import Text

Source = str | bytes | Any
HISTORY_PRESET = "000-encyclopedia"
TOTALS_FILE = Text("the event totals file")


@dataclass(frozen=True)
class ImportReport:
    """What an import wrote (``changes``) and the importer's non-blocking warnings
    (``Text`` shown in the window's language, or a plain string shown as it is)."""

    changes: Changes
    rows: int
    warnings: tuple[str | Text, ...] = ()
    nights: tuple[Text, ...] = ()
    """One line per night of the file: "Night 3 (2026-09-15): 14 players"."""
    creates: tuple[str, ...] = ()
    """The name of every player the import creates (or would create, on a dry run)."""


@dataclass(frozen=True)
class PlayerPlan:
    """Who an import matches and whom it would create, and the near-duplicate warnings."""

    ids: dict[str, int]
    """Name key → existing player id (matched by member number, then name)."""
    create: tuple[EventTotalRow, ...]
    """One row per player to create (the first row with that name)."""
    similar: tuple[Text, ...]


def _plan_players(session: Session, rows: Sequence[EventTotalRow]) -> PlayerPlan:
    """Match the file's names to the registry: member number, then name (case and spacing
    ignored); the rest would be created — each checked for a near-duplicate already there
    ("Ben Kruger" in the file, "Ben Krüger" in the registry)."""
    players = session.execute(
        select(Player.id, Player.name, Player.member_number).where(
            Player.merged_into_id.is_(None)
        )
    ).all()
    by_number = {m: pid for pid, _, m in players if m}
    by_name = {name_key(n): pid for pid, n, _ in players}
    ids: dict[str, int] = {}
    create: dict[str, EventTotalRow] = {}
    for row in rows:
        key = name_key(row.player)
        if key in ids or key in create:
            continue
        found = by_number.get(row.member_number) if row.member_number else None
        found = found or by_name.get(key)
        if found is None:
            create[key] = row
        else:
            ids[key] = found
    similar: list[Text] = []
    known = [(pid, n) for pid, n, _ in players]
    for row in create.values():
        near = similar_names(row.player, known)
        near += [
            (0, other.player) for other in create.values()
            if other is not row and similar_names(row.player, [(0, other.player)])
        ]
        if near:
            similar.append(
                Text(
                    "{player} would be a new player, but {names} is very similar: if it is "
                    "the same person, write the name as it is in the registry",
                    player=row.player.strip(), names=", ".join(n for _, n in near),
                )
            )
    return PlayerPlan(ids, tuple(create.values()), tuple(similar))


def _create_players(
    session: Session, ctx: Context, plan: PlayerPlan
) -> tuple[dict[str, int], list[int]]:
    ids = dict(plan.ids)
    created: list[int] = []
    for row in plan.create:
        player = Player(
            name=row.player.strip(), member_number=row.member_number or None,
            changed_station=ctx.station,
        )
        session.add(player)
        session.flush()
        audit.record(
            session, ctx, entity="player", entity_id=player.id, action="import",
            after=audit.snapshot(player),
        )
        ids[name_key(row.player)] = player.id
        created.append(player.id)
    return ids, created


def _group_events(rows: Sequence[EventTotalRow]) -> dict[tuple[str, Any], list[EventTotalRow]]:
    grouped: dict[tuple[str, Any], list[EventTotalRow]] = {}
    for row in rows:
        grouped.setdefault((row.event.strip(), row.date), []).append(row)
    return grouped


def _problems(
    session: Session, season: Season, grouped: dict[tuple[str, Any], list[EventTotalRow]]
) -> list[Text]:
    problems: list[Text] = []
    for (name, held_on), rows in grouped.items():
        seen: set[str] = set()
        for row in rows:
            key = name_key(row.player)
            if key in seen:
                problems.append(
                    Text(
                        "{event} ({date}): {player} appears twice; keep one row",
                        event=name, date=held_on, player=row.player,
                    )
                )
            seen.add(key)
        if len(rows) < MIN_PLAYERS:
            problems.append(
                Text(
                    "{event} ({date}) lists {count} players; a night needs the totals of at "
                    "least {least}",
                    event=name, date=held_on, count=len(rows), least=MIN_PLAYERS,
                )
            )
        try:
            check_zero_sum(
                Text("{event} ({date})", event=name, date=held_on), [r.total for r in rows]
            )
        except NightNotZeroError as exc:
            problems.append(exc.text)
        exists = session.scalar(
            select(Event.id).where(
                Event.season_id == season.id, Event.name == name, Event.held_on == held_on
            )
        )
        if exists:
            problems.append(
                Text(
                    "{event} ({date}) is already in season {season} (event {event_id}); "
                    "remove its rows from the file",
                    event=name, date=held_on, season=season.name, event_id=exists,
                )
            )
    return problems


def import_event_totals(
    ctx: Context,
    season_id: int,
    source: Source,
    *,
    mapping: Mapping[str, str] | None = None,
    ruleset: Ruleset | None = None,
    dry_run: bool = False,
) -> ImportReport:
    """Move a league's earlier results into a season: one league-night event per event
    name and date of the file, written like a night of the night sheet
    (``league_nights.write_night``: score-sheet totals, so hand-count tiebreaks do not
    apply), counting toward the league table.

    Players are matched by member number, then by name (case and spacing ignored); names
    not in the registry are added (``creates`` names every one; ``warnings`` flag a new
    name very like one already there). A night whose totals do not add up to zero is
    refused. All or nothing; ``dry_run`` checks and reports without writing.
    """
    result: ImportResult[EventTotalRow] = read_event_totals(source, mapping=mapping)
    if not result.ok:
        raise ImportRejected(TOTALS_FILE, [p.text for p in result.errors])
    rules = ruleset or preset(HISTORY_PRESET)
    with transaction(ctx) as session:
        season = get(session, Season, season_id, "season")
        grouped = _group_events(result.rows)
        problems = _problems(session, season, grouped)
        if problems:
            raise ImportRejected(TOTALS_FILE, problems)
        plan = _plan_players(session, result.rows)
        nights = _nights(grouped)
        if dry_run:
            return ImportReport(
                Changes(), len(result.rows), (*result.warnings, *plan.similar),
                nights=nights, creates=tuple(r.player.strip() for r in plan.create),
            )
        ids, created = _create_players(session, ctx, plan)
        event_ids: list[int] = []
        for (name, held_on), rows in sorted(grouped.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            points = {ids[name_key(r.player)]: r.total for r in rows}
            event_ids.append(
                write_night(session, ctx, season, name, held_on, points, ruleset=rules,
                            action="import")
            )
        changes = Changes(
            players=tuple(created), events=tuple(event_ids), seasons=(season.id,),
            standings=True,
        )
        return ImportReport(
            changes, len(result.rows), (*result.warnings, *plan.similar), nights=nights,
            creates=tuple(r.player.strip() for r in plan.create),
        )


def _nights(grouped: dict[tuple[str, Any], list[EventTotalRow]]) -> tuple[Text, ...]:
    return tuple(
        Text("{event} ({date}): {count} players", event=name, date=held_on, count=len(rows))
        for (name, held_on), rows in sorted(grouped.items(), key=lambda kv: (kv[0][1], kv[0][0]))
    )
