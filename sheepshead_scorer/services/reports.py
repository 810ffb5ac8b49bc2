"""Reports as director actions: the rows of every printable document, one session per call.

Each function opens one (read-only) transaction and returns the frozen rows of
``exports.rows`` ready for a writer; :mod:`.exporting` hands them to the PDF, Excel and CSV
writers. ``event_prizes`` computes the prize money from the event's prize scheme:

``prize_scheme`` JSON keys (all optional): ``place_percents`` (percent of the pool for 1st,
2nd, ...), ``session_top_percent`` (per session, to its top scorer(s)), ``house_percent``,
``costs_cents``, ``added_cents``. The pool is entries (registrations not withdrawn) × entry
fee − house share − costs + added money; ties split exactly, rounded down to the cent
(``tournament.award_prizes``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports import (
    DocumentInfo,
    EventExport,
    HandRow,
    HistoryRow,
    PlayerHistory,
    PrizeRow,
    RoundSeating,
    SeasonExport,
    Standings,
    StandingsScope,
    format_money,
)
from sheepshead_scorer.exports.phase import EventPhase
from sheepshead_scorer.exports.rows import sort_key
from sheepshead_scorer.exports.season_rows import MoneyRow, NightCell, SeasonMoney
from sheepshead_scorer.services import report_rows as rr
from sheepshead_scorer.services.context import Context, transaction
from sheepshead_scorer.services.errors import InvalidInputError, TournamentRuleError
from sheepshead_scorer.services.event_phase import phase_in
from sheepshead_scorer.services.lookup import get, session_by_number
from sheepshead_scorer.services.season_table import build_table, season_events, season_info
from sheepshead_scorer.store.models import (
    Event,
    EventSession,
    Player,
    Registration,
    RegistrationStatus,
    ScoringMode,
    Season,
)
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import (
    Payout,
    PayoutPlan,
    PrizeAward,
    PrizePool,
    TournamentError,
    award_prizes,
)


@dataclass(frozen=True)
class EventPrizes:
    """The prize money of an event: the award (payouts, remainder) and who is who.

    ``award`` is ``None`` when the event has no fee or no place percentages (nothing to pay).
    """

    pool_cents: int
    award: PrizeAward | None
    names: Mapping[int, str]

    def totals(self) -> dict[int, int]:
        """Cents per player over all their prizes."""
        return {} if self.award is None else self.award.totals()

    def rows(self) -> tuple[PrizeRow, ...]:
        """The payout list, in the order the prizes are announced; the place column
        ("1", "T-4", "Session 1 top score") and the description are built from the payout's
        structured fields (translatable Text where they are words)."""
        if self.award is None:
            return ()
        return tuple(
            PrizeRow(
                place=_place(p), player=self.names.get(p.player_id, f"#{p.player_id}"),
                amount_cents=p.cents, description=p.reason,
            )
            for p in self.award.payouts
        )


def _place(payout: Payout) -> str | Text:
    """The place column of a prize: its rank ("2", "T-4" when shared) or what it is for."""
    if payout.session is not None:
        return Text("Session {number} top score", number=payout.session)
    if payout.shared_by > 1:
        return Text("T-{rank}", rank=payout.rank or 0)  # printed in the document's language
    return str(payout.rank or 0)


def _percent(scheme: Mapping[str, Any], key: str, default: object = 0) -> Fraction:
    try:
        return Fraction(str(scheme.get(key, default)))
    except (TypeError, ValueError, ZeroDivisionError):
        raise InvalidInputError(
            "prize_scheme." + key, scheme.get(key), Text("a percentage such as 30 or 12.5"),
            Text("fix the prize scheme in the event settings"),
        ) from None


def _prizes_in(session: Session, event: Event) -> EventPrizes:
    scheme: Mapping[str, Any] = event.prize_scheme or {}
    raw_places = scheme.get("place_percents", ())
    places = tuple(
        _percent({f"place_percents[{i}]": p}, f"place_percents[{i}]")
        for i, p in enumerate(raw_places if isinstance(raw_places, list) else ())
    )
    session_top = _percent(scheme, "session_top_percent")
    if not event.entry_fee_cents or not (places or session_top):
        return EventPrizes(0, None, {})
    try:
        pool = PrizePool(
            rr.entries(session, event.id), event.entry_fee_cents,
            house_percent=_percent(scheme, "house_percent"),
            costs_cents=int(scheme.get("costs_cents", 0)),
            added_cents=int(scheme.get("added_cents", 0)),
        )
        ranked = rr.ranked_event(session, event.id)
        leaders: list[tuple[int, ...]] = []
        if session_top:
            for ev_session in session.scalars(
                select(EventSession).where(EventSession.event_id == event.id)
                .order_by(EventSession.number)
            ):
                top = rr.ranked_event(session, event.id, ev_session.id)
                best = tuple(r.player_id for r in top.rows if r.rank == 1)
                if best:
                    leaders.append(best)
        award = award_prizes(pool.pool_cents, ranked.rows, PayoutPlan(places, session_top), leaders)
    except TournamentError as exc:
        raise TournamentRuleError(
            Text(
                "prizes of {event} cannot be computed: {reason}",
                event=event.name, reason=exc.text,
            )
        ) from exc
    who = rr.names(session, sorted({p.player_id for p in award.payouts}))
    return EventPrizes(pool.pool_cents, award, who)


def event_prizes(ctx: Context, event_id: int) -> EventPrizes:
    """The event's prize money from its prize scheme, entry fee and current standings."""
    with transaction(ctx) as session:
        return _prizes_in(session, rr.require_event(session, event_id))


def _event_standings_in(
    session: Session, event: Event, session_number: int | None
) -> Standings:
    if session_number is not None:
        rr.require_session_number(event, session_number)
        ev_session = session_by_number(session, event.id, session_number)
        ranked = rr.ranked_event(session, event.id, ev_session.id)
        return rr.standings_rows(
            session, ranked, scope=StandingsScope.SESSION,
            title=Text("Session {number} standings", number=session_number),
        )
    prizes = _prizes_in(session, event)
    phase = phase_in(session, event)
    return rr.standings_rows(
        session, rr.ranked_event(session, event.id), scope=StandingsScope.EVENT,
        title=phase.status(), phase=phase,
        prizes=prizes.totals(), breakdown=rr.session_breakdown(session, event.id),
        # a totals night has no hand counts: no "Hands 0" column
        played_label="" if event.scoring_mode == ScoringMode.TOTALS else "Hands",
    )


def event_standings_rows(
    ctx: Context, event_id: int, *, session_number: int | None = None
) -> tuple[DocumentInfo, Standings]:
    """The event's standings (with prizes and per-session columns), or one session's."""
    with transaction(ctx) as session:
        event = rr.require_event(session, event_id)
        return rr.event_info(event), _event_standings_in(session, event, session_number)


def seating_rows(
    ctx: Context, event_id: int, session_number: int, round_number: int
) -> tuple[DocumentInfo, RoundSeating]:
    """The seating of one round (for the wall lists, the blank score sheets and the seat
    cards, which carry each seat's table-entry code when the event has table entry on)."""
    with transaction(ctx) as session:
        event = rr.require_event(session, event_id)
        rnd = rr.find_round(session, event.id, session_number, round_number)
        round_id = rnd.id
    from sheepshead_scorer.services.table_overview import ensure_codes

    ensure_codes(ctx, round_id)
    with transaction(ctx) as session:
        event = rr.require_event(session, event_id)
        rnd = rr.find_round(session, event.id, session_number, round_number)
        return rr.event_info(event), rr.round_seating(session, rnd, session_number)


def hand_log_rows(
    ctx: Context, event_id: int, *, session_number: int | None = None,
    round_number: int | None = None, table_number: int | None = None,
) -> tuple[DocumentInfo, tuple[HandRow, ...]]:
    """The hand log of the event, of a session, a round or one table of a round."""
    with transaction(ctx) as session:
        event = rr.require_event(session, event_id)
        rr.require_session_number(event, session_number)
        rows = rr.hand_rows(
            session, event.id, session_number=session_number, round_number=round_number,
            table_number=table_number,
        )
        return rr.event_info(event), rows


def prize_rows(
    ctx: Context, event_id: int
) -> tuple[DocumentInfo, tuple[PrizeRow, ...], EventPhase]:
    """The payout list of an event (empty when it pays no prizes), and whether it is final."""
    with transaction(ctx) as session:
        event = rr.require_event(session, event_id)
        return rr.event_info(event), _prizes_in(session, event).rows(), phase_in(session, event)


def _event_export(session: Session, event: Event) -> EventExport:
    prizes = _prizes_in(session, event)
    return EventExport(
        info=rr.event_info(event),
        standings=_event_standings_in(session, event, None),
        hands=rr.hand_rows(session, event.id),
        rounds=rr.round_results(session, event.id),
        players=rr.registered_players(session, event.id),
        prizes=prizes.rows(),
    )


def event_export(ctx: Context, event_id: int) -> EventExport:
    """Everything the event workbook holds (standings, hands, rounds, players, prizes)."""
    with transaction(ctx) as session:
        return _event_export(session, rr.require_event(session, event_id))


def season_export(ctx: Context, season_id: int) -> SeasonExport:
    """The season workbook: the season table, the money list and each night's standings."""
    with transaction(ctx) as session:
        season = get(session, Season, season_id, "season")
        events = season_events(session, season.id)
        return SeasonExport(
            info=season_info(session, season, events),
            table=build_table(session, season, ctx.cache),
            events=tuple(_event_export(session, e) for e in events),
            counted=tuple(bool(e.counts_toward_league) for e in events),
            money=_season_money(session, season, events),
        )


def season_money(ctx: Context, season_id: int) -> SeasonMoney:
    """The treasurer's list of a season: per night fees due, paid and owed, prizes, balance."""
    with transaction(ctx) as session:
        season = get(session, Season, season_id, "season")
        return _season_money(session, season, season_events(session, season.id))


def _season_money(session: Session, season: Season, events: list[Event]) -> SeasonMoney:
    rows: list[MoneyRow] = []
    balance = 0
    for event in events:
        paid = session.execute(
            select(Registration.player_id, Registration.paid_cents).where(
                Registration.event_id == event.id,
                Registration.status != RegistrationStatus.WITHDRAWN,
            )
        ).all()
        fee = event.entry_fee_cents
        fees_paid = sum(min(cents, fee) for _, cents in paid) if fee else 0
        short = [player for player, cents in paid if cents < fee]
        who = rr.names(session, short)
        prizes = sum(_prizes_in(session, event).totals().values())
        balance += fees_paid - prizes
        rows.append(
            MoneyRow(
                held_on=event.held_on, night=rr.event_column(event), players=len(paid),
                fees_due_cents=fee * len(paid), fees_paid_cents=fees_paid,
                prizes_cents=prizes, balance_cents=balance,
                owing=tuple(sorted((who.get(p, f"#{p}") for p in short), key=sort_key)),
            )
        )
    return SeasonMoney(season_info(session, season, events), tuple(rows))


def player_history(ctx: Context, player_id: int) -> tuple[DocumentInfo, PlayerHistory]:
    """A player's events, oldest first: rank, total, hands played and prize money."""
    with transaction(ctx) as session:
        player = get(session, Player, player_id, "player")
        events = session.scalars(
            select(Event)
            .join(Registration, Registration.event_id == Event.id)
            .where(Registration.player_id == player.id)
            .order_by(Event.held_on, Event.id)
        ).all()
        rows: list[HistoryRow] = []
        league = _league_cells(session, ctx, player.id, events)
        for event in events:
            ranked = rr.ranked_event(session, event.id)
            mine = next((r for r in ranked.rows if r.player_id == player.id), None)
            if mine is None:
                continue
            prize = _prizes_in(session, event).totals().get(player.id, 0)
            rows.append(
                HistoryRow(
                    date=event.held_on, event=event.name, rank=mine.rank, total=mine.points,
                    tied=mine.tied, played=mine.tally.hands_played, prize_cents=prize,
                    league=league.get(event.id),
                )
            )
        info = DocumentInfo(
            event=Text("Player history: {name}", name=player.name),
            date=rows[-1].date if rows else (events[-1].held_on if events else dt.date.today()),
        )
        history = PlayerHistory(player.name, tuple(rows), member_number=player.member_number or "")
        return info, history


def _league_cells(
    session: Session, ctx: Context, player_id: int, events: Sequence[Event]
) -> dict[int, NightCell]:
    """The player's cell of each league night among ``events``, from its season's table."""
    cells: dict[int, NightCell] = {}
    for season_id in sorted({e.season_id for e in events if e.season_id is not None}):
        table = build_table(session, get(session, Season, season_id, "season"), ctx.cache)
        line = table.line_for(player_id)
        if line is not None:
            cells.update(
                (column.event_id, cell)
                for column, cell in zip(table.columns, line.cells, strict=True)
                if cell.attended
            )
    return cells


def prize_summary(prizes: EventPrizes) -> str:
    """One line for the director: pool, paid and remainder."""
    if prizes.award is None:
        return "No prizes: the event has no entry fee or no prize places."
    paid = sum(p.cents for p in prizes.award.payouts)
    return (
        f"Pool {format_money(prizes.pool_cents)}, paid {format_money(paid)}, "
        f"remainder {format_money(prizes.award.remainder_cents)}"
    )
