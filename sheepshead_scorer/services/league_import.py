"""Importing a league's earlier event totals, so a league moves its history in.

The file is parsed with ``exports.read_event_totals`` and written in one transaction only
when it has no problem at all; otherwise ``ImportRejected`` lists every problem and nothing
is written. (Players and hand logs are imported by ``player_import`` and ``hand_import``.)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
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
from sheepshead_scorer.services import audit, tallies
from sheepshead_scorer.services.changes import Changes
from sheepshead_scorer.services.context import Context, transaction
from sheepshead_scorer.services.import_rejected import ImportRejected
from sheepshead_scorer.services.lookup import get
from sheepshead_scorer.store.models import (
    Event,
    EventKind,
    EventSession,
    Player,
    Registration,
    RegistrationStatus,
    Round,
    RoundStatus,
    ScoringMode,
    Season,
    SessionStatus,
)
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


def _player_ids(
    session: Session, ctx: Context, rows: Sequence[EventTotalRow]
) -> tuple[dict[str, int], list[int]]:
    """Player id per name key: by member number, then by name; new players are created."""
    players = session.execute(select(Player.id, Player.name, Player.member_number)).all()
    by_number = {m: pid for pid, _, m in players if m}
    by_name = {name_key(n): pid for pid, n, _ in players}
    ids: dict[str, int] = {}
    created: list[int] = []
    for row in rows:
        key = name_key(row.player)
        if key in ids:
            continue
        found = by_number.get(row.member_number) if row.member_number else None
        found = found or by_name.get(key)
        if found is None:
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
            found = player.id
            created.append(found)
        ids[key] = found
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
) -> ImportReport:
    """Move a league's earlier results into a season: one league-night event per event
    name and date of the file, its players registered with their totals (as score-sheet
    totals, so hand-count tiebreaks do not apply), counting toward the league table.

    Players are matched by member number, then by name (case and spacing ignored); names
    not in the registry are added. All or nothing.
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
        ids, created = _player_ids(session, ctx, result.rows)
        event_ids: list[int] = []
        for (name, held_on), rows in sorted(grouped.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            event_ids.append(_write_event(session, ctx, season, name, held_on, rows, ids, rules))
        changes = Changes(
            players=tuple(created), events=tuple(event_ids), seasons=(season.id,),
            standings=True,
        )
        return ImportReport(changes, len(result.rows), result.warnings)


def _write_event(
    session: Session, ctx: Context, season: Season, name: str, held_on: Any,
    rows: Sequence[EventTotalRow], ids: Mapping[str, int], rules: Ruleset,
) -> int:
    event = Event(
        name=name, kind=EventKind.LEAGUE_NIGHT, held_on=held_on, venue="", season_id=season.id,
        counts_toward_league=True, ruleset_name=rules.name, ruleset=rules.to_dict(),
        scoring_mode=ScoringMode.TOTALS, table_size=rules.players, sessions_planned=1,
        hands_per_session=1, entry_fee_cents=0, prize_scheme={}, changed_station=ctx.station,
    )
    session.add(event)
    session.flush()
    tallies.lock_event(session, event.id)  # a new event: nobody else can hold it yet
    ev_session = EventSession(
        event_id=event.id, number=1, status=SessionStatus.CLOSED, changed_station=ctx.station
    )
    session.add(ev_session)
    session.flush()
    rnd = Round(
        session_id=ev_session.id, event_id=event.id, number=1, hands=1,
        status=RoundStatus.CLOSED, seating_seed=0, seating_method="imported",
        changed_station=ctx.station,
    )
    session.add(rnd)
    session.flush()
    points: dict[int, Fraction] = {}
    for row in rows:
        player = ids[name_key(row.player)]
        points[player] = row.total
        session.add(
            Registration(
                event_id=event.id, player_id=player, status=RegistrationStatus.CHECKED_IN,
                changed_station=ctx.station,
            )
        )
    session.flush()
    deltas: dict[int, tallies.Delta] = {}
    tallies.add_points(deltas, points, 1, penalty=False)
    tallies.apply(session, tallies.Scope(event.id, ev_session.id, rnd.id), deltas)
    audit.record(
        session, ctx, entity="event", entity_id=event.id, action="import",
        after=audit.snapshot(event),
    )
    return event.id
