"""A league night of net totals read back as one sheet and corrected in place.

A night is kept on score sheets of at most 8 players (``league_nights.lay_out_sheets``), but it
is one sheet to the director: it balances as a whole, not sheet by sheet. ``night_sheet``
reads it (each player's total, who has not paid, the version seen); ``correct_night`` writes
new totals at that version — any total changed, a forgotten player added, a player typed by
mistake left out — although the night is closed (a night is written closed), the whole night
adding up to zero. The night's sheets, entries and kept tallies are laid out afresh, the
season table and every history follow; the correction is audited with the totals before
and after, and its undo is the same call with the totals before.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import InvalidInputError, WrongStateError
from sheepshead_scorer.services.core.lookup import check_version, get
from sheepshead_scorer.services.core.player_names import names_in_event, names_in_season
from sheepshead_scorer.services.leagues.league_nights import (
    MIN_PLAYERS,
    check_zero_sum,
    lay_out_sheets,
)
from sheepshead_scorer.services.standings import flight_fixing, tallies
from sheepshead_scorer.store.models import (
    Event,
    EventKind,
    GameTable,
    Player,
    Registration,
    RegistrationStatus,
    Round,
    RoundTotal,
    ScoringMode,
    SeatAssignment,
    TallyRow,
)
from sheepshead_scorer.text import Text


@dataclass(frozen=True)
class NightPlayer:
    player_id: int
    name: str
    total: Fraction
    paid: bool


@dataclass(frozen=True)
class NightSheetData:
    """One night as its sheet shows it; ``version`` is what a correction passes."""

    event_id: int
    season_id: int | None
    name: str
    held_on: dt.date
    entry_fee_cents: int
    players: tuple[NightPlayer, ...]
    version: int

    @property
    def totals(self) -> dict[int, Fraction]:
        return {p.player_id: p.total for p in self.players}

    @property
    def label(self) -> str:
        return f"{self.name} — {self.held_on.isoformat()}"


def _night_round(session: Session, event: Event) -> Round:
    """The one round of a night of net totals; refused for any other event."""
    rounds = list(session.scalars(select(Round).where(Round.event_id == event.id)))
    if (event.kind != EventKind.LEAGUE_NIGHT or event.scoring_mode != ScoringMode.TOTALS
            or len(rounds) != 1):
        raise WrongStateError(Text(
            "{event} is not a league night of net totals; correct its hands on Hand entry "
            "or its sheets on Round totals", event=event.name,
        ))
    return rounds[0]


def _read(session: Session, event: Event) -> NightSheetData:
    rnd = _night_round(session, event)
    totals = {
        row.player_id: row.points
        for row in session.scalars(
            select(RoundTotal).where(RoundTotal.round_id == rnd.id).order_by(
                RoundTotal.table_id, RoundTotal.id
            )
        )
    }
    paid: dict[int, int] = {}
    for player, cents in session.execute(
        select(Registration.player_id, Registration.paid_cents)
        .where(Registration.event_id == event.id)
    ):
        paid[player] = cents
    names = (  # namesakes told apart as on the season table (or the event's lists)
        names_in_event(session, event.id, totals) if event.season_id is None
        else names_in_season(session, event.season_id, totals)
    )
    players = tuple(
        NightPlayer(
            p, names.get(p, f"#{p}"), total,
            paid.get(p, 0) >= event.entry_fee_cents,
        )
        for p, total in totals.items()
    )
    return NightSheetData(
        event.id, event.season_id, event.name, event.held_on, event.entry_fee_cents, players,
        event.version,
    )


def night_sheet(ctx: Context, event_id: int) -> NightSheetData:
    """A night of net totals as one sheet: every player's total, paid or not, the version."""
    with transaction(ctx) as session:
        return _read(session, get(session, Event, event_id, "event"))


def correct_night(
    ctx: Context, event_id: int, totals: Mapping[int, int | Fraction], *,
    expected_version: int, unpaid: Sequence[int] | None = None,
) -> Changes:
    """Replace a night's totals (one per player who played; together zero) at the version
    the director saw. ``unpaid`` (when given) is who has not paid the night's fee; a player
    added now is taken as paid unless named there."""
    points = {player: Fraction(value) for player, value in totals.items()}
    if len(points) < MIN_PLAYERS:
        raise InvalidInputError(
            "totals", len(points), Text("the totals of at least three players"),
            Text("type a total for everyone who played"),
        )
    with transaction(ctx) as session:
        tallies.lock_event(session, event_id, reset=True)  # every cache reads it afresh
        event = get(session, Event, event_id, "event")
        check_version(
            event, expected_version, Text("night {name}", name=event.name),
            Text("open the night again and redo your correction"),
        )
        before = _read(session, event)
        check_zero_sum(Text("{night} ({date})", night=event.name,
                            date=event.held_on.isoformat()), points)
        for player in points:
            get(session, Player, player, "player")
        if before.totals == points and unpaid is None:
            raise WrongStateError(Text(
                "{night} already holds these totals; nothing to correct", night=before.label,
            ))
        rnd = _night_round(session, event)
        _rewrite(session, ctx, event, rnd, points, unpaid)
        version_before = event.version
        audit.stamp(event, ctx)
        session.flush()
        audit.record(
            session, ctx, entity="event", entity_id=event.id, action="night-correct",
            before={"totals": {str(p): t for p, t in before.totals.items()}},
            after={"totals": {str(p): t for p, t in points.items()}},
        )
        return Changes(
            events=(event.id,), seasons=() if event.season_id is None else (event.season_id,),
            players=tuple(dict.fromkeys((*before.totals, *points))), standings=True,
            versions=(("event", event.id, version_before, event.version),),
        )


def _rewrite(
    session: Session, ctx: Context, event: Event, rnd: Round, points: Mapping[int, Fraction],
    unpaid: Sequence[int] | None,
) -> None:
    """Lay the night's sheets, entries and tallies out afresh for ``points``."""
    for model in (RoundTotal, SeatAssignment):
        session.execute(delete(model).where(model.round_id == rnd.id))
    session.execute(delete(GameTable).where(GameTable.round_id == rnd.id))
    session.execute(delete(TallyRow).where(TallyRow.event_id == event.id))
    entries = {
        r.player_id: r
        for r in session.scalars(select(Registration).where(Registration.event_id == event.id))
    }
    for player, entry in entries.items():
        if player not in points:
            session.delete(entry)
    for player in points:
        found = entries.get(player)
        entry = found if found is not None else Registration(
            event_id=event.id, player_id=player, status=RegistrationStatus.CHECKED_IN,
            paid_cents=event.entry_fee_cents, changed_station=ctx.station,
        )
        if found is None:
            session.add(entry)
            flight_fixing.place_late(session, ctx, entry)  # a flighted night: fixed bounds
        if unpaid is not None:
            paid = 0 if player in unpaid else event.entry_fee_cents
            if entry.paid_cents != paid:
                entry.paid_cents = paid
                audit.stamp(entry, ctx)
    session.flush()
    lay_out_sheets(session, ctx, rnd.id, points)
    session.flush()
    deltas: dict[int, tallies.Delta] = {}
    tallies.add_points(deltas, points, 1, penalty=False)
    tallies.apply(session, tallies.Scope(event.id, rnd.session_id, rnd.id), deltas)
