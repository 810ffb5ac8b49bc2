"""Events: create one with a frozen copy of its ruleset, and its sessions."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.rules import RuleError, Ruleset
from sheepshead_scorer.rules.sheep_head import SEATS as SHEEP_HEAD_SEATS
from sheepshead_scorer.rules.sheep_head import FoxRules, fox_rules_to_dict
from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import (
    InvalidInputError,
    RuleViolationError,
    WrongStateError,
)
from sheepshead_scorer.services.core.lookup import check_version, get
from sheepshead_scorer.services.events.event_rules import rescore_event
from sheepshead_scorer.services.standings import flight_fixing, tallies
from sheepshead_scorer.services.standings.event_prizes import check_prize_scheme
from sheepshead_scorer.store.models import (
    Event,
    EventKind,
    EventSession,
    Hand,
    Round,
    ScoringMode,
    Season,
)
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import MAX_TABLE, MIN_TABLE


@dataclass(frozen=True)
class EventSpec:
    """Everything a director sets when creating an event.

    ``table_size`` defaults to the ruleset's ``players``. The format is ``sessions`` sessions
    of ``hands_per_session`` hands (default one session of 48), in rounds drawn later.
    """

    name: str
    held_on: date
    ruleset: Ruleset
    venue: str = ""
    kind: EventKind = EventKind.TOURNAMENT
    table_size: int | None = None
    sessions: int = 1
    hands_per_session: int = 48
    entry_fee_cents: int = 0
    prize_scheme: Mapping[str, Any] = field(default_factory=dict)
    season_id: int | None = None
    counts_toward_league: bool = True
    scoring_mode: ScoringMode = ScoringMode.HANDS
    table_game: FoxRules | None = None
    """``None``: every table plays ``ruleset``'s picker game. ``FoxRules``: every table plays
    Sheep Head (000 "Sheep Head variant": four players, fixed partners, games to 21 or 42);
    ``ruleset`` is then kept but plays no part in the scoring."""


def _whole(name: str, value: object, low: int, high: int, fix: Text) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidInputError(
            name, value, Text("a whole number from {low} to {high}", low=low, high=high), fix
        )
    return value


def _check(spec: EventSpec) -> int:
    if not spec.name.strip():
        raise InvalidInputError("name", spec.name, Text("a non-empty event name"))
    size = spec.ruleset.players if spec.table_size is None else spec.table_size
    if spec.table_game is not None:
        _check_sheep_head(spec, size)
    _whole(
        "table_size", size, MIN_TABLE, MAX_TABLE,
        Text("5 for 5-hand, 4 for 4-hand, ..., 2 for two-handed"),
    )
    _whole("sessions", spec.sessions, 1, 20, Text("most events have 1 to 3 sessions"))
    _whole("hands_per_session", spec.hands_per_session, 1, 500, Text("48 is usual"))
    _whole(
        "entry_fee_cents", spec.entry_fee_cents, 0, 10_000_000,
        Text("the fee in cents, e.g. 2500"),
    )
    try:
        spec.ruleset.for_table(size)
        Ruleset.from_dict(spec.ruleset.to_dict())
    except RuleError as exc:
        raise RuleViolationError(exc.text, exc.field) from exc
    check_prize_scheme(spec.prize_scheme, spec.sessions)  # at most 100 % of the pool
    return size


def _check_sheep_head(spec: EventSpec, size: int) -> None:
    """000: "Sheep Head is when there are four players": tables of four, every hand entered
    (a game runs hand by hand to 21 or 42)."""
    if size != SHEEP_HEAD_SEATS:
        raise InvalidInputError(
            "table_size", size, Text("4 (Sheep Head is played by four players)"),
            Text("set Players per table to 4"),
        )
    if spec.scoring_mode != ScoringMode.HANDS:
        raise InvalidInputError(
            "scoring_mode", spec.scoring_mode,
            Text("hands (a Sheep Head game is scored hand by hand)"),
        )


def create_event(ctx: Context, spec: EventSpec) -> Changes:
    """Create an event with its sessions; the ruleset is copied, so later preset edits never
    rescore it."""
    size = _check(spec)
    with transaction(ctx) as session:
        if spec.season_id is not None:
            get(session, Season, spec.season_id, "season")
        event = Event(
            name=spec.name.strip(), kind=EventKind(spec.kind), held_on=spec.held_on,
            venue=spec.venue.strip(), season_id=spec.season_id,
            counts_toward_league=spec.counts_toward_league,
            ruleset_name=spec.ruleset.name, ruleset=spec.ruleset.to_dict(),
            scoring_mode=ScoringMode(spec.scoring_mode), table_size=size,
            sessions_planned=spec.sessions, hands_per_session=spec.hands_per_session,
            entry_fee_cents=spec.entry_fee_cents, prize_scheme=dict(spec.prize_scheme),
            table_game=None if spec.table_game is None else fox_rules_to_dict(spec.table_game),
            changed_station=ctx.station,
        )
        session.add(event)
        session.flush()
        sessions = [
            EventSession(event_id=event.id, number=n, changed_station=ctx.station)
            for n in range(1, spec.sessions + 1)
        ]
        session.add_all(sessions)
        session.flush()
        audit.record(
            session, ctx, entity="event", entity_id=event.id, action="create",
            after=audit.snapshot(event),
        )
        return Changes(
            events=(event.id,), sessions=tuple(s.id for s in sessions), created=event.id
        )


def event_ruleset(event: Event) -> Ruleset:
    """The event's frozen ruleset, as it was when the event was created."""
    return Ruleset.from_dict(event.ruleset)


@dataclass(frozen=True)
class EventEdit:
    """What a director may change on an existing event; ``None`` leaves a field as it is.

    ``ruleset`` changes the house rules: freely until the first hand; once hands are scored
    only with ``rescore=True`` on ``update_event`` (every hand is rescored, audited, and the
    standings move: ``event_rules.rules_impact`` says by how much, for the confirmation).
    ``hands_per_session`` may change while it stays at least what a session's rounds already
    use, and — when the rules double the last round or hand — only until the first hand is
    scored (those hands were scored knowing where the session ends). Table size and the
    number of sessions are fixed once the event exists.
    """

    name: str | None = None
    held_on: date | None = None
    venue: str | None = None
    entry_fee_cents: int | None = None
    prize_scheme: Mapping[str, Any] | None = None
    counts_toward_league: bool | None = None
    ruleset: Ruleset | None = None
    hands_per_session: int | None = None


def _check_rules(ruleset: Ruleset, table_size: int) -> dict[str, Any]:
    try:
        ruleset.for_table(table_size)
        return Ruleset.from_dict(ruleset.to_dict()).to_dict()
    except RuleError as exc:
        raise RuleViolationError(exc.text, exc.field) from exc


def _hand_count(session: Session, event_id: int) -> int:
    return int(session.scalar(
        select(func.count()).select_from(Hand).join(Round, Round.id == Hand.round_id)
        .where(Round.event_id == event_id)
    ) or 0)


#: The rules that score a hand by where its session ends (``services.session_hands``).
SESSION_END_RULES = ("last_round_doubled", "last_hand_doubled", "schiller_last_round")


def _check_session_length(session: Session, event: Event, hands: int) -> None:
    """A new ``hands_per_session``: not below what a session's rounds already use; fixed once
    hands are scored under rules that double a session's last round or hand."""
    used = max(session.scalars(
        select(func.sum(Round.hands)).where(Round.event_id == event.id)
        .group_by(Round.session_id)
    ).all(), default=0) or 0
    if hands < used:
        raise InvalidInputError(
            "hands_per_session", hands,
            Text("at least {used} (a session's rounds already use {used} hands)", used=used),
            Text("delete a drawn round first, or keep the session longer"),
        )
    ends = [name for name in SESSION_END_RULES if event.ruleset.get(name)]
    scored = _hand_count(session, event.id) if ends else 0
    if scored and hands != event.hands_per_session:
        raise WrongStateError(Text(
            "hands per session is fixed once hands are scored, because the rules ({rules}) "
            "double the session's last deals and {hands} hands were scored knowing where it "
            "ends; close the session short instead",
            rules=", ".join(ends), hands=scored,
        ))


def update_event(
    ctx: Context, event_id: int, edit: EventEdit, *, expected_version: int,
    rescore: bool = False,
) -> Changes:
    """Edit an event's name, date, venue, fee, prize scheme, league flag, hands per session
    or rules;
    ``expected_version`` is the event's version the director saw (a stale one is refused).

    New rules once hands are scored need ``rescore=True`` (the director confirmed): every
    table's hands are rescored in this same transaction through the hand write path.
    """
    if edit.name is not None and not edit.name.strip():
        raise InvalidInputError("name", edit.name, Text("a non-empty event name"))
    if edit.entry_fee_cents is not None:
        _whole("entry_fee_cents", edit.entry_fee_cents, 0, 10_000_000, Text("the fee in cents"))
    if edit.hands_per_session is not None:
        _whole("hands_per_session", edit.hands_per_session, 1, 500, Text("48 is usual"))
    with transaction(ctx) as session:
        if edit.ruleset is not None:  # new rules may rescore: the results' write lock first
            tallies.lock_event(session, event_id)
        event = get(session, Event, event_id, "event")
        check_version(
            event, expected_version, Text("event {name}", name=event.name), Text("edit it again")
        )
        before = audit.snapshot(event)
        version_before = event.version
        if edit.name is not None:
            event.name = edit.name.strip()
        if edit.held_on is not None:
            event.held_on = edit.held_on
        if edit.venue is not None:
            event.venue = edit.venue.strip()
        if edit.entry_fee_cents is not None:
            event.entry_fee_cents = edit.entry_fee_cents
        if edit.prize_scheme is not None:  # flights fixed at the start stay fixed
            check_prize_scheme(edit.prize_scheme, event.sessions_planned)
            flight_fixing.keep_fixed(session, ctx, event, edit.prize_scheme)
        if edit.counts_toward_league is not None:
            event.counts_toward_league = edit.counts_toward_league
        if edit.hands_per_session is not None:
            _check_session_length(session, event, edit.hands_per_session)
            event.hands_per_session = edit.hands_per_session
        rules = None if edit.ruleset is None else _check_rules(edit.ruleset, event.table_size)
        new_rules = rules is not None and rules != dict(event.ruleset)
        if new_rules:
            hands = _hand_count(session, event.id)
            if hands and not rescore:
                raise WrongStateError(Text(
                    "{hands} hands are already scored under the present rules; changing the "
                    "rules rescores all of them — confirm the rescoring to go ahead",
                    hands=hands,
                ))
            assert edit.ruleset is not None and rules is not None
            event.ruleset, event.ruleset_name = rules, edit.ruleset.name
        audit.stamp(event, ctx)
        session.flush()
        audit.record(
            session, ctx, entity="event", entity_id=event.id, action="update",
            before=before, after=audit.snapshot(event),
        )
        tables: list[int] = []
        written: list[int] = []
        if new_rules:
            tables, written = rescore_event(session, ctx, event)
        return Changes(
            events=(event.id,), tables=tuple(tables), hands=tuple(written),
            standings=new_rules or edit.counts_toward_league is not None,
            versions=(("event", event.id, version_before, event.version),),
        )
