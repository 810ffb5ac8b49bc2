"""An event's prize money: the pool from its entries, entry fee and prize scheme, paid by
its current standings (``tournament.award_prizes``). The one place prize money is computed:
the Standings screen, the printed standings, the prize list, the workbook and the phones all
show what ``prizes_in`` awards.

``prize_scheme`` JSON keys (all optional): ``place_percents`` (percent of the pool for 1st,
2nd, ...), ``session_top_percent`` (per session, to its top scorer(s)), ``house_percent``,
``costs_cents``, ``added_cents``. The pool is entries (registrations not withdrawn) × entry
fee − house share − costs + added money; ties split exactly, rounded down to the cent.
``flights`` (``flight_scheme.py``) adds each flight's places, paid over the flight's players
(``tournament.flights.award_flight_prizes``, one prize each unless the director allows more).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports import PrizeRow
from sheepshead_scorer.exports.formatting import rank_words
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import InvalidInputError, TournamentRuleError
from sheepshead_scorer.services.core.player_names import names_in_event
from sheepshead_scorer.services.standings import report_rows as rr
from sheepshead_scorer.services.standings.flight_fixing import flights_of
from sheepshead_scorer.services.standings.flight_scheme import flight_scheme
from sheepshead_scorer.store.models import Event, EventSession
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import (
    Payout,
    PayoutPlan,
    PrizeAward,
    PrizePool,
    Ranking,
    TournamentError,
    award_prizes,
    check_plan_total,
    top_scorers,
)
from sheepshead_scorer.tournament.flights import award_flight_prizes


@dataclass(frozen=True)
class EventPrizes:
    """The prize money of an event: the award (payouts, remainder) and who is who.

    ``award`` is ``None`` when the event has no fee or no place percentages (nothing to pay).
    """

    pool_cents: int
    award: PrizeAward | None
    names: Mapping[int, str]
    finished: Mapping[int, tuple[str | Text, Fraction]] = field(default_factory=dict)
    """Each prize winner's place in the event ("4", "T-3") and points, from the standings
    the prizes were paid by (empty before anything is scored)."""

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
                amount_cents=p.cents, description=p.reason, flight=p.flight or "",
                finished=self.finished.get(p.player_id, ("", None))[0],
                points=self.finished.get(p.player_id, ("", None))[1],
            )
            for p in self.award.payouts
        )


def _place(payout: Payout) -> str | Text:
    """The place column of a prize: its rank ("2", "T-4" when shared) or what it is for."""
    if payout.session is not None:
        return Text("Session {number} top score", number=payout.session)
    if payout.shared_by > 1:
        return rank_words(payout.rank or 0, True)  # printed in the document's language
    return str(payout.rank or 0)


def _percent(scheme: Mapping[str, Any], key: str, default: object = 0) -> Fraction:
    try:
        return Fraction(str(scheme.get(key, default)))
    except (TypeError, ValueError, ZeroDivisionError):
        raise InvalidInputError(
            "prize_scheme." + key, scheme.get(key), Text("a percentage such as 30 or 12.5"),
            Text("fix the prize scheme in the event settings"),
        ) from None


def _plan(scheme: Mapping[str, Any]) -> PayoutPlan:
    """The overall places and the session top-score share of a prize scheme."""
    raw_places = scheme.get("place_percents", ())
    places = tuple(
        _percent({f"place_percents[{i}]": p}, f"place_percents[{i}]")
        for i, p in enumerate(raw_places if isinstance(raw_places, list) else ())
    )
    try:
        return PayoutPlan(places, _percent(scheme, "session_top_percent"))
    except TournamentError as exc:
        raise InvalidInputError(
            exc.field, exc.value, exc.allowed_text,
            Text("fix the prize places in the event settings"),
        ) from exc


def check_prize_scheme(scheme: Mapping[str, Any] | None, sessions: int) -> None:
    """Refuse a prize scheme that cannot be paid, where it is saved (an event's create and
    update): a senseless setting named, or places, ``sessions`` session shares and flights'
    shares over 100 % of the pool (``tournament.check_plan_total``, the check the award
    makes), in a director's words."""
    scheme = scheme or {}
    plan = _plan(scheme)
    flights = flight_scheme(scheme)
    try:
        shares = [f.share_percent for f in flights.prizes] if flights is not None else []
        check_plan_total(plan, sessions, shares)
    except TournamentError as exc:
        raise TournamentRuleError(exc.text) from exc


def prizes_in(session: Session, event: Event, ranked: Ranking | None = None) -> EventPrizes:
    """The event's prize money inside an open transaction; ``ranked`` is the event's ranking
    with the default tiebreaks when the caller already has it (the station's kept one)."""
    scheme: Mapping[str, Any] = event.prize_scheme or {}
    plan = _plan(scheme)
    places, session_top = plan.place_percents, plan.session_top_percent
    if not event.entry_fee_cents or not (places or session_top or flight_scheme(scheme)):
        return EventPrizes(0, None, {})
    try:
        pool = PrizePool(
            rr.entries(session, event.id), event.entry_fee_cents,
            house_percent=_percent(scheme, "house_percent"),
            costs_cents=int(scheme.get("costs_cents", 0)),
            added_cents=int(scheme.get("added_cents", 0)),
        )
        if ranked is None:
            ranked = rr.ranked_event(session, event.id)
        leaders: list[tuple[int, ...]] = []
        if session_top:
            for ev_session in session.scalars(
                select(EventSession).where(EventSession.event_id == event.id)
                .order_by(EventSession.number)
            ):
                top = rr.ranked_event(session, event.id, ev_session.id)
                # the session's top scorer goes by points alone and splits a tie
                # (docs/tournament.md): the tiebreaks that order the standings do not apply
                best = top_scorers(r.tally for r in top.rows if r.tally.has_results)
                if best:  # a session scored
                    leaders.append(best)
        # Before anything is scored (every table seated, none played) no place is won yet:
        # the whole pool is still to be paid. After, the standings' places are the prizes'.
        placed = ranked.rows if any(p.tally.has_results for p in ranked.rows) else ()
        flights = flight_scheme(scheme)
        if flights is None:
            award = award_prizes(
                pool.pool_cents, placed, PayoutPlan(places, session_top), leaders
            )
        else:
            award = award_flight_prizes(
                pool.pool_cents, placed, PayoutPlan(places, session_top), flights.prizes,
                flights_of(session, event.id), leaders, one_prize=flights.one_prize,
            )
    except TournamentError as exc:
        raise TournamentRuleError(
            Text(
                "prizes of {event} cannot be computed: {reason}",
                event=event.name, reason=exc.text,
            )
        ) from exc
    winners = {p.player_id for p in award.payouts}
    who = names_in_event(session, event.id, winners)
    finished = {
        row.player_id: (rank_words(row.rank, row.tied), row.points)
        for row in placed if row.player_id in winners
    }
    return EventPrizes(pool.pool_cents, award, who, finished)


def event_prizes(ctx: Context, event_id: int) -> EventPrizes:
    """The event's prize money from its prize scheme, entry fee and current standings."""
    with transaction(ctx) as session:
        return prizes_in(session, rr.require_event(session, event_id))
