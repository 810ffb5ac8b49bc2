"""Reports as director actions: the rows of every printable document, one session per call.

Each function opens one (read-only) transaction and returns the frozen rows of
``exports.rows`` ready for a writer; :mod:`.exporting` hands them to the PDF, Excel and CSV
writers. The prize money is :mod:`.event_prizes`'s.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import replace

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
)
from sheepshead_scorer.exports.phase import EventPhase
from sheepshead_scorer.exports.rows import sort_key
from sheepshead_scorer.exports.season_rows import MoneyRow, NightCell, SeasonMoney
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.lookup import get, session_by_number
from sheepshead_scorer.services.core.player_names import names_in_season, registry_name
from sheepshead_scorer.services.events.event_phase import phase_in
from sheepshead_scorer.services.standings import report_rows as rr
from sheepshead_scorer.services.standings.event_prizes import EventPrizes as EventPrizes
from sheepshead_scorer.services.standings.event_prizes import event_prizes as event_prizes
from sheepshead_scorer.services.standings.event_prizes import prizes_in
from sheepshead_scorer.services.standings.money_settings import currency_in
from sheepshead_scorer.store.models import (
    Event,
    Player,
    Registration,
    RegistrationStatus,
    ScoringMode,
    Season,
)
from sheepshead_scorer.text import Text


def _event_standings_in(
    session: Session, event: Event, session_number: int | None
) -> Standings:
    if session_number is not None:
        rr.require_session_number(event, session_number)
        ev_session = session_by_number(session, event.id, session_number)
        ranked = rr.ranked_event(session, event.id, ev_session.id)
        return rr.standings_rows(
            session, ranked, event_id=event.id, scope=StandingsScope.SESSION,
            title=Text("Session {number} standings", number=session_number),
            games_label=_games_label(event), picker_game=event.table_game is None,
        )
    prizes = prizes_in(session, event)
    phase = phase_in(session, event)
    return rr.standings_rows(
        session, rr.ranked_event(session, event.id), event_id=event.id,
        scope=StandingsScope.EVENT,
        title=phase.status(), phase=phase,
        prizes=prizes.totals(), breakdown=rr.session_breakdown(session, event.id),
        # a totals night has no hand counts: no "Hands 0" column
        played_label="" if event.scoring_mode == ScoringMode.TOTALS else "Hands",
        games_label=_games_label(event), picker_game=event.table_game is None,
    )


def _games_label(event: Event) -> str:
    """A Sheep Head event counts the games each team won ("Games"); the picker game none."""
    return "" if event.table_game is None else "Games"


def event_standings_rows(
    ctx: Context, event_id: int, *, session_number: int | None = None
) -> tuple[DocumentInfo, Standings]:
    """The event's standings (with prizes and per-session columns), or one session's."""
    with transaction(ctx) as session:
        event = rr.require_event(session, event_id)
        return rr.event_info(session, event), _event_standings_in(session, event, session_number)


def seating_rows(
    ctx: Context, event_id: int, session_number: int, round_number: int
) -> tuple[DocumentInfo, RoundSeating]:
    """The seating of one round (for the wall lists, the blank score sheets and the seat
    cards, which carry each seat's table-entry code when the event has table entry on)."""
    with transaction(ctx) as session:
        event = rr.require_event(session, event_id)
        rnd = rr.find_round(session, event.id, session_number, round_number)
        round_id = rnd.id
    from sheepshead_scorer.services.tables.table_overview import ensure_codes

    ensure_codes(ctx, round_id)
    with transaction(ctx) as session:
        event = rr.require_event(session, event_id)
        rnd = rr.find_round(session, event.id, session_number, round_number)
        return rr.event_info(session, event), rr.round_seating(session, rnd, session_number)


def hand_log_rows(
    ctx: Context, event_id: int, *, session_number: int | None = None,
    round_number: int | None = None, table_number: int | None = None,
) -> tuple[DocumentInfo, tuple[HandRow, ...]]:
    """The hand log of the event, of a session, a round or one table of a round."""
    from sheepshead_scorer.services.hand_log.hand_log_rows import hand_rows  # (see _event_export)

    with transaction(ctx) as session:
        event = rr.require_event(session, event_id)
        rr.require_session_number(event, session_number)
        rows = hand_rows(
            session, event.id, session_number=session_number, round_number=round_number,
            table_number=table_number,
        )
        return rr.event_info(session, event), rows


def prize_rows(
    ctx: Context, event_id: int
) -> tuple[DocumentInfo, tuple[PrizeRow, ...], EventPhase]:
    """The payout list of an event (empty when it pays no prizes), and whether it is final."""
    with transaction(ctx) as session:
        event = rr.require_event(session, event_id)
        info = rr.event_info(session, event)
        return info, prizes_in(session, event).rows(), phase_in(session, event)


def _event_export(session: Session, event: Event) -> EventExport:
    # Imported when a document needs hands (the scoring and entry modules come with them):
    # a command that prints the standings does not load them.
    from sheepshead_scorer.services.hand_log.hand_log_rows import hand_rows

    prizes = prizes_in(session, event)
    return EventExport(
        info=rr.event_info(session, event),
        standings=_event_standings_in(session, event, None),
        hands=hand_rows(session, event.id),
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
    from sheepshead_scorer.services.leagues.season_table import (
        build_table,
        season_events,
        season_info,
    )
    from sheepshead_scorer.services.statistics.rated_season import with_ratings

    with transaction(ctx) as session:
        season = get(session, Season, season_id, "season")
        events = season_events(session, season.id)
        export = SeasonExport(
            info=season_info(session, season, events),
            table=build_table(session, season, ctx.cache),
            events=tuple(_event_export(session, e) for e in events),
            counted=tuple(bool(e.counts_toward_league) for e in events),
            money=_season_money(session, season, events),
        )
    return replace(export, table=with_ratings(ctx, export.table))  # the league's column


def season_money(ctx: Context, season_id: int) -> SeasonMoney:
    """The treasurer's list of a season: per night fees due, paid and owed, prizes, balance."""
    from sheepshead_scorer.services.leagues.season_table import season_events

    with transaction(ctx) as session:
        season = get(session, Season, season_id, "season")
        return _season_money(session, season, season_events(session, season.id))


def _season_money(session: Session, season: Season, events: list[Event]) -> SeasonMoney:
    from sheepshead_scorer.services.leagues.season_table import season_info

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
        who = names_in_season(session, season.id, short)
        prizes = sum(prizes_in(session, event).totals().values())
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
            prize = prizes_in(session, event).totals().get(player.id, 0)
            rows.append(
                HistoryRow(
                    date=event.held_on, event=event.name, rank=mine.rank, total=mine.points,
                    tied=mine.tied, played=mine.tally.hands_played, prize_cents=prize,
                    league=league.get(event.id),
                )
            )
        shown = registry_name(session, player.id)  # a namesake's history is told apart
        info = DocumentInfo(
            event=Text("Player history: {name}", name=shown),
            date=rows[-1].date if rows else (events[-1].held_on if events else dt.date.today()),
            currency=currency_in(session),
        )
        history = PlayerHistory(shown, tuple(rows), member_number=player.member_number or "")
        return info, history


def _league_cells(
    session: Session, ctx: Context, player_id: int, events: Sequence[Event]
) -> dict[int, NightCell]:
    """The player's cell of each league night among ``events``, from its season's table."""
    from sheepshead_scorer.services.leagues.season_table import build_table

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
