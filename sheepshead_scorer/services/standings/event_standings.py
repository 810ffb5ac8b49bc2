"""Standings of a session, an event and a season, straight from the kept tallies."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from sqlalchemy import select

from sheepshead_scorer.exports import StandingRow
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import (
    InvalidInputError,
    NotFoundError,
    TournamentRuleError,
)
from sheepshead_scorer.services.core.lookup import get, session_by_number
from sheepshead_scorer.services.core.player_names import names_in_event
from sheepshead_scorer.services.standings.event_prizes import EventPrizes, prizes_in
from sheepshead_scorer.services.standings.flight_fixing import flights_of
from sheepshead_scorer.services.standings.flight_scheme import flight_scheme
from sheepshead_scorer.services.standings.report_rows import require_session_number
from sheepshead_scorer.services.standings.standing_rows import StandingLines
from sheepshead_scorer.services.standings.standings_cache import SeasonEvent, TallyCache
from sheepshead_scorer.services.standings.standings_load import (
    load_round_tallies,
    load_tallies,
    rank,
)
from sheepshead_scorer.store.models import Event, Player, Round, Season
from sheepshead_scorer.text import Text, text_of
from sheepshead_scorer.tournament import (
    DEFAULT_TIEBREAKS,
    LeagueRow,
    LeagueRules,
    LeagueScoring,
    LeagueTiebreak,
    Tiebreak,
    TournamentError,
)


@dataclass(frozen=True)
class StandingsReport:
    """An event's (or session's) standings as the one read model: a ``StandingRow`` per
    player, best first, made by ``standing_rows`` when read (``rows`` is a view: a page of it
    costs that page); ``tiebreaks`` is the chain that ranked them.

    Asked ``with_prizes`` (the event, not a session), ``prizes`` is the award the rows' prize
    money comes from, or ``prize_problem`` says why there is none (a broken prize scheme)."""

    rows: Sequence[StandingRow]
    tiebreaks: tuple[Tiebreak, ...]
    prizes: EventPrizes | None = None
    prize_problem: str | Text | None = None

    def row_for(self, player_id: int) -> StandingRow:
        for row in self.rows:
            if row.player_id == player_id:
                return row
        raise NotFoundError("player", player_id, Text("a player in these standings"))

    def ranked_ids(self) -> tuple[int, ...]:
        """Player ids best first."""
        return tuple(row.player_id for row in self.rows if row.player_id is not None)


@dataclass(frozen=True)
class SeasonReport:
    """A season's league table, best first, and the player names."""

    rows: tuple[LeagueRow, ...]
    names: Mapping[int, str]


def _names(session: Any, ids: Sequence[int]) -> dict[int, str]:
    if not ids:
        return {}
    return dict(
        session.execute(select(Player.id, Player.name).where(Player.id.in_(ids))).all()
    )


def event_standings(
    ctx: Context,
    event_id: int,
    *,
    session_number: int | None = None,
    tiebreaks: Sequence[Tiebreak] = DEFAULT_TIEBREAKS,
    lot_seed: int | None = None,
    with_prizes: bool = False,
) -> StandingsReport:
    """The event's standings, or one session's when ``session_number`` is given; with
    ``with_prizes`` the event's lines carry its prize money (``event_prizes.prizes_in``)."""
    with transaction(ctx) as session:
        # The station's kept standings check the event themselves (their first statement
        # reads its row): after a hand the whole read is three statements.
        event = None
        if ctx.cache is None or session_number is not None or with_prizes:
            event = get(session, Event, event_id, "event")
        session_id = None
        if session_number is not None:
            assert event is not None  # loaded above for a session
            require_session_number(event, session_number)  # "1 to N", as the documents say
            session_id = session_by_number(session, event_id, session_number).id
        if ctx.cache is None:
            ranked = rank(load_tallies(session, event_id, session_id=session_id),
                          tiebreaks, lot_seed)
            names: Mapping[int, str] = names_in_event(session, event_id, ranked.ranked_ids())
            lines = StandingLines()
        else:
            ranked = ctx.cache.standings(session, event_id, session_id, tiebreaks, lot_seed)
            names = ctx.cache.shown_names(session, event_id, session_id)
            lines = ctx.cache.lines
        prizes, problem = None, None
        if event is not None and with_prizes and session_id is None:
            kept = ranked if tuple(tiebreaks) == DEFAULT_TIEBREAKS and lot_seed is None else None
            try:
                prizes = prizes_in(session, event, kept)
            except (InvalidInputError, TournamentRuleError) as exc:
                problem = exc.text
        paid = prizes.totals() if prizes is not None else {}
        # the Flight column: read where the event is loaded anyway and pays flights
        flights = (flights_of(session, event_id)
                   if event is not None and flight_scheme(event.prize_scheme) else None)
        rows = lines.rows((event_id, session_id, tuple(tiebreaks), lot_seed), ranked, names, paid,
                          flights)
        return StandingsReport(rows, ranked.tiebreaks, prizes, problem)


def round_standings(
    ctx: Context,
    round_id: int,
    *,
    tiebreaks: Sequence[Tiebreak] = DEFAULT_TIEBREAKS,
    lot_seed: int | None = None,
) -> StandingsReport:
    """One seating round's standings ("by round": a session and one of its rounds): each
    player's points at their table in that round, ranked with the event's tiebreaks; the same
    ``StandingRow`` lines as the event's, without prize money."""
    with transaction(ctx) as session:
        found = get(session, Round, round_id, "round")
        ranked = rank(load_round_tallies(session, found.event_id, found.id), tiebreaks, lot_seed)
        if ctx.cache is None:
            names: Mapping[int, str] = names_in_event(
                session, found.event_id, ranked.ranked_ids()
            )
            lines = StandingLines()
        else:
            names = ctx.cache.event_names.names(session, found.event_id, ranked.ranked_ids())
            lines = ctx.cache.lines
        rows = lines.rows(("round", found.id, tuple(tiebreaks), lot_seed), ranked, names, {})
        return StandingsReport(rows, ranked.tiebreaks)


#: The keys of a season's ``scoring`` JSON (``attendance_points`` is read as the old name of
#: ``past_table_points``).
SCORING_KEYS = (
    "scoring", "placement_points", "past_table_points", "night_points", "best_of",
    "drop_worst", "min_events", "tiebreaks",
)


def league_rules(scoring: Mapping[str, Any]) -> LeagueRules:
    """A season's ``scoring`` JSON as ``LeagueRules`` (fractions as ``"n/d"`` strings)."""
    try:
        best_of = scoring.get("best_of")
        return LeagueRules(
            scoring=LeagueScoring(scoring.get("scoring", LeagueScoring.TOTAL_POINTS)),
            placement_points=tuple(Fraction(p) for p in scoring.get("placement_points", ())),
            past_table_points=Fraction(
                scoring.get("past_table_points", scoring.get("attendance_points", 0))
            ),
            night_points=Fraction(scoring.get("night_points", 0)),
            best_of=None if best_of is None else int(best_of),
            drop_worst=int(scoring.get("drop_worst", 0)),
            min_events=int(scoring.get("min_events", 0)),
            tiebreaks=tuple(LeagueTiebreak(t) for t in scoring.get("tiebreaks", ())),
        )
    except TournamentError as exc:
        raise TournamentRuleError(exc.text) from exc
    except (TypeError, ValueError) as exc:
        raise InvalidInputError(
            "season.scoring", dict(scoring),
            Text(
                "scoring (total_points or placement_points), placement_points, "
                "past_table_points, night_points, best_of, drop_worst, min_events, "
                "tiebreaks (most_nights, best_night, latest_night)"
            ),
            text_of(exc) if str(exc) else "",
        ) from exc


def scoring_json(rules: LeagueRules) -> dict[str, Any]:
    """``rules`` as a season's ``scoring`` JSON (exact: fractions as ``"n/d"`` strings);
    ``league_rules(scoring_json(r)) == r``."""
    return {
        "scoring": rules.scoring.value,
        "placement_points": [str(p) for p in rules.placement_points],
        "past_table_points": str(rules.past_table_points),
        "night_points": str(rules.night_points),
        "best_of": rules.best_of,
        "drop_worst": rules.drop_worst,
        "min_events": rules.min_events,
        "tiebreaks": [t.value for t in rules.tiebreak_chain],
    }


def season_standings(ctx: Context, season_id: int) -> SeasonReport:
    """The league table of a season from the standings of its events.

    With the station's cache (``ctx.cache``) only the events whose tallies moved since the
    last read are re-read and re-ranked, and only their players' lines redone; without it
    (or on the first read) every event's tallies are read in two queries.
    """
    with transaction(ctx) as session:
        season = get(session, Season, season_id, "season")
        rules = league_rules(season.scoring)
        # Revisions first, tallies after: a change committed in between is seen again next time.
        events = [
            SeasonEvent(event_id, bool(counts), revision, resets)
            for event_id, counts, revision, resets in session.execute(
                select(
                    Event.id, Event.counts_toward_league, Event.tally_revision,
                    Event.tally_resets,
                )
                .where(Event.season_id == season.id)
                .order_by(Event.held_on, Event.id)
            )
        ]
        cache = ctx.cache if ctx.cache is not None else TallyCache()
        try:
            rows = cache.season_table(session, season.id, events, rules)
        except TournamentError as exc:
            raise TournamentRuleError(exc.text) from exc
        ids = [r.player_id for r in rows]
        names = ctx.cache.names(session, ids) if ctx.cache is not None else _names(session, ids)
        return SeasonReport(rows, names)
