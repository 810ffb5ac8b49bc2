"""A league night entered as one net total per player: the night sheet and the history import.

``write_night`` is the one write path for such a night (the sheet's ``record_night`` and
``league_import`` both use it): a league-night event of the season in totals mode, one closed
session and round, score sheets seating every player, each player's total as a
``RoundTotal`` row (so ``db check`` recounts it; the players are kept on score sheets of
at most 8, the largest table there is) and the tallies — all in the caller's
transaction. A night whose totals do not add up to zero is refused, naming the difference.

``add_night_player`` adds a new player from the sheet: a name already in the registry (case,
accents and spacing ignored) is refused, a similar one (one or two letters apart) is refused
unless the organizer says it is someone else.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from fractions import Fraction

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports.season_rows import league_points_text
from sheepshead_scorer.rules import Ruleset, preset
from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import InvalidInputError, RoundTotalsError
from sheepshead_scorer.services.core.faults import CollisionError
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.leagues import night_identity
from sheepshead_scorer.services.leagues.name_matching import folded, similar_names
from sheepshead_scorer.services.leagues.seasons import add_members
from sheepshead_scorer.services.standings import tallies
from sheepshead_scorer.store.models import (
    Event,
    EventKind,
    EventSession,
    GameTable,
    Player,
    Registration,
    RegistrationStatus,
    Round,
    RoundStatus,
    RoundTotal,
    ScoringMode,
    Season,
    SeatAssignment,
    SessionStatus,
)
from sheepshead_scorer.text import Text

#: The ruleset stored with a night of net totals (no hand is scored under it).
NIGHT_PRESET = "000-encyclopedia"
#: A night's players are kept on score sheets (tables) of at most this many.
MAX_SHEET = 8
#: A night needs at least a table's worth of players.
MIN_PLAYERS = 3


class NightNotZeroError(RoundTotalsError):
    """The night's totals do not add up to zero."""


def check_zero_sum(label: str | Text, points: Mapping[int, Fraction] | Sequence[Fraction]) -> None:
    values = list(points.values()) if isinstance(points, Mapping) else list(points)
    total = sum(values, Fraction(0))
    if total:
        raise NightNotZeroError(
            1, total,
            Text(
                "the totals of {night} add up to {total}, not 0: one entry is off by {off} "
                "or a sign is wrong",
                night=label, total=("+" if total > 0 else "") + league_points_text(total),
                off=league_points_text(abs(total)),
            ),
        )


def write_night(
    session: Session, ctx: Context, season: Season, name: str, held_on: dt.date,
    points: Mapping[int, Fraction], *, ruleset: Ruleset | None = None,
    entry_fee_cents: int = 0, unpaid: Sequence[int] = (), action: str = "night",
) -> int:
    """Write one night of net totals into ``season`` (in the open transaction); its id."""
    check_zero_sum(Text("{night} ({date})", night=name, date=held_on.isoformat()), points)
    rules = ruleset or preset(NIGHT_PRESET)
    event = Event(
        name=name, kind=EventKind.LEAGUE_NIGHT, held_on=held_on, venue="", season_id=season.id,
        counts_toward_league=True, ruleset_name=rules.name, ruleset=rules.to_dict(),
        scoring_mode=ScoringMode.TOTALS, table_size=rules.players, sessions_planned=1,
        hands_per_session=1, entry_fee_cents=entry_fee_cents, prize_scheme={},
        changed_station=ctx.station,
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
        status=RoundStatus.CLOSED, seating_seed=0, seating_method="manual",
        changed_station=ctx.station,
    )
    session.add(rnd)
    session.flush()
    for player in points:
        session.add(
            Registration(
                event_id=event.id, player_id=player, status=RegistrationStatus.CHECKED_IN,
                paid_cents=0 if player in unpaid else entry_fee_cents,
                changed_station=ctx.station,
            )
        )
    lay_out_sheets(session, ctx, rnd.id, points)
    session.flush()
    deltas: dict[int, tallies.Delta] = {}
    tallies.add_points(deltas, points, 1, penalty=False)
    tallies.apply(session, tallies.Scope(event.id, ev_session.id, rnd.id), deltas)
    audit.record(
        session, ctx, entity="event", entity_id=event.id, action=action,
        after=audit.snapshot(event),
    )
    return event.id


def lay_out_sheets(
    session: Session, ctx: Context, round_id: int, points: Mapping[int, Fraction]
) -> None:
    """Seat a night's players on score sheets of at most ``MAX_SHEET`` (sizes within one of
    each other) with each player's total: the night is one sheet to the director, kept as
    tables only because a table holds at most 8."""
    players = list(points)
    count = -(-len(players) // MAX_SHEET)
    start = 0
    for number in range(1, count + 1):
        size = len(players) // count + (1 if number <= len(players) % count else 0)
        sheet = GameTable(round_id=round_id, number=number, seats=size)
        session.add(sheet)
        session.flush()
        for position, player in enumerate(players[start:start + size]):
            session.add(
                SeatAssignment(
                    round_id=round_id, table_id=sheet.id, player_id=player, position=position
                )
            )
            session.add(
                RoundTotal(
                    round_id=round_id, table_id=sheet.id, player_id=player,
                    points=points[player], changed_station=ctx.station,
                )
            )
        start += size


def record_night(
    ctx: Context,
    season_id: int,
    held_on: dt.date,
    totals: Mapping[int, int | Fraction],
    *,
    name: str = "",
    entry_fee_cents: int = 0,
    unpaid: Sequence[int] = (),
) -> Changes:
    """Save a night from the sheet: each player's net total (they must add up to zero).

    No registration, draw or publish step: the night is written closed, counting toward the
    league. ``name`` defaults to "Night N" (N = the season's nights + 1). The sheet saved
    already (same season, date and name — any night that date for the default name — and
    the same totals) is answered ``already_saved``, never stored twice; other totals under
    that identity are refused (``night_identity``; unique in the database, revision 0019).
    """
    points = {player: Fraction(value) for player, value in totals.items() if value is not None}
    if len(points) < MIN_PLAYERS:
        raise InvalidInputError(
            "totals", len(points), Text("the totals of at least three players"),
            Text("type a total for everyone who played"),
        )
    if entry_fee_cents < 0:
        raise InvalidInputError("entry_fee_cents", entry_fee_cents, Text("0 or more"))
    try:
        return _save_night(ctx, season_id, held_on, points, name, entry_fee_cents, unpaid)
    except CollisionError:  # another station's save slipped past the look: look again
        return _save_night(ctx, season_id, held_on, points, name, entry_fee_cents, unpaid)


def _save_night(
    ctx: Context, season_id: int, held_on: dt.date, points: Mapping[int, Fraction],
    name: str, entry_fee_cents: int, unpaid: Sequence[int],
) -> Changes:
    """One try of ``record_night``: the sheet already saved is answered, not stored again."""
    with transaction(ctx) as session:
        night_identity.lock_season(session, season_id)  # first: a later write could not wait
        season = get(session, Season, season_id, "season")
        for player in points:
            get(session, Player, player, "player")
        saved = night_identity.same_night(session, season.id, held_on, name.strip(), points)
        if saved is not None:
            return Changes(
                events=(saved,), seasons=(season.id,), created=saved, already_saved=True
            )
        count = session.scalar(
            select(func.count()).select_from(Event).where(Event.season_id == season.id)
        ) or 0
        title = name.strip() or str(Text("Night {number}", number=count + 1))
        event_id = write_night(
            session, ctx, season, title, held_on, points, entry_fee_cents=entry_fee_cents,
            unpaid=unpaid,
        )
        return Changes(
            events=(event_id,), seasons=(season.id,), players=tuple(points),
            standings=True, created=event_id,
        )


class SimilarPlayerError(InvalidInputError):
    """A new player's name is (nearly) one already in the registry: ``matches`` are the ids."""

    def __init__(self, name: str, matches: Sequence[tuple[int, str]], *, same: bool) -> None:
        listed = ", ".join(f"{n} (#{i})" for i, n in matches)
        super().__init__(
            "name", name,
            Text("a name not yet in the registry: {names} is already there", names=listed)
            if same else
            Text("a name not close to one in the registry: {names} is very similar",
                 names=listed),
            Text("pick that player from the list")
            if same else Text("pick that player, or confirm it is someone else"),
        )
        self.matches = tuple(matches)
        self.same = same


def add_night_player(
    ctx: Context, season_id: int, name: str, *, allow_similar: bool = False
) -> Changes:
    """Add a new player from the night sheet and put them on the season's roster."""
    clean = " ".join(name.split())
    if not clean:
        raise InvalidInputError("name", name, Text("a non-empty player name"))
    with transaction(ctx) as session:
        get(session, Season, season_id, "season")
        players = session.execute(
            select(Player.id, Player.name).where(Player.merged_into_id.is_(None))
        ).all()
        same = [(i, n) for i, n in players if folded(n) == folded(clean)]
        exact = [(i, n) for i, n in same if " ".join(n.split()).casefold() == clean.casefold()]
        if exact or (same and not allow_similar):
            raise SimilarPlayerError(clean, exact or same, same=bool(exact))
        near = similar_names(clean, [(i, n) for i, n in players])
        if near and not allow_similar:
            raise SimilarPlayerError(clean, near, same=False)
        player = Player(name=clean, changed_station=ctx.station)
        session.add(player)
        session.flush()
        audit.record(
            session, ctx, entity="player", entity_id=player.id, action="create",
            after=audit.snapshot(player),
        )
        add_members(session, ctx, season_id, [player.id])
        return Changes(players=(player.id,), seasons=(season_id,), created=player.id)
