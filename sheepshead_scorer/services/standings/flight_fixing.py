"""Prize flights fixed when the event starts, and kept fixed (issue 29).

* **At the start** — the first round of the event is published (``publish_round``): every
  checked-in player and every player seated in that round (one who withdrew after the draw
  too: they play it) is ordered by the flights' basis
  (``flight_values``), the bounds are made (equal split or the director's cutoffs) and each
  registration's ``flight`` is written, in the publishing transaction; the split then and
  its bounds are kept as ``prize_scheme["flights_fixed"]``.
* **Later arrivals** — a player checked in after the start, or added to a league night by
  a correction, gets a flight by the same rule against the fixed bounds (nobody already
  placed moves). Every seated player has a registration (the draw seats checked-in players
  only), so nobody in the standings is left without a flight.
* **By hand** — the director may move one player to another flight (``move_to_flight``:
  the registration's version, audited).
* **Settings after the start** — the prizes of each flight may change at any time; how
  players are split (number of flights, basis, cutoffs, no-history, minimum hands) may not:
  such an edit is refused, saying so. Flights turned on after the start are fixed when saved.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import InvalidInputError, WrongStateError
from sheepshead_scorer.services.core.lookup import check_version, get
from sheepshead_scorer.services.standings.flight_scheme import (
    FIXED,
    FLIGHTS,
    fixed_flights,
    flight_scheme,
    split_settings,
)
from sheepshead_scorer.services.standings.flight_values import flight_values
from sheepshead_scorer.store.models import (
    Event,
    Registration,
    RegistrationStatus,
    Round,
    RoundStatus,
    SeatAssignment,
)
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament.flights import flight_of, split_flights


def _started(session: Session, event_id: int) -> bool:
    return session.scalar(
        select(Round.id).where(Round.event_id == event_id, Round.status != RoundStatus.DRAFT)
        .limit(1)
    ) is not None


def _split(
    session: Session, event: Event, round_id: int | None,
) -> tuple[list[Registration], tuple[Fraction, ...], dict[int, str]]:
    """The players in (checked in, or seated in ``round_id``) and how the event's flight
    settings split them now: the rows, the bounds and each player's flight."""
    scheme = flight_scheme(event.prize_scheme)
    assert scheme is not None
    seated = set(session.scalars(
        select(SeatAssignment.player_id).where(SeatAssignment.round_id == round_id)
    )) if round_id is not None else set()
    rows = [
        r for r in session.scalars(select(Registration).where(Registration.event_id == event.id))
        # a player seated in the round plays it, even one who withdrew after the draw
        if r.status == RegistrationStatus.CHECKED_IN or r.player_id in seated
    ]
    values = flight_values(session, event, scheme.split, (r.player_id for r in rows))
    bounds, flights = split_flights(values, scheme.split)
    return rows, bounds, flights


def provisional_flights(session: Session, event: Event) -> dict[int, str]:
    """Before the start: each checked-in player's flight as the current settings would fix
    it now (the split ``publish_round`` makes, not a copy); nothing once fixed."""
    if flight_scheme(event.prize_scheme) is None or fixed_flights(event.prize_scheme):
        return {}
    _, _, flights = _split(session, event, None)
    return flights


def _fix(session: Session, ctx: Context, event: Event, round_id: int | None) -> tuple[int, ...]:
    """Split the players in and write their flights; the registrations written."""
    rows, bounds, flights = _split(session, event, round_id)
    for row in rows:
        _write(session, ctx, row, flights[row.player_id], "fix flight")
    event.prize_scheme = {
        **dict(event.prize_scheme or {}),
        FIXED: {
            "split": split_settings(event.prize_scheme[FLIGHTS]),
            "bounds": [str(b) for b in bounds], "players": len(rows),
        },
    }
    return tuple(r.id for r in rows)


def _write(
    session: Session, ctx: Context, row: Registration, flight: str | None, action: str,
) -> None:
    before = audit.snapshot(row)
    row.flight = flight
    audit.stamp(row, ctx)
    session.flush()
    audit.record(
        session, ctx, entity="registration", entity_id=row.id, action=action,
        before=before, after=audit.snapshot(row),
    )


def fix_at_start(session: Session, ctx: Context, rnd: Round) -> tuple[int, ...]:
    """Called by ``publish_round`` inside its transaction: when this is the event's first
    published round and it pays flights, fix them. The registrations written."""
    event = get(session, Event, rnd.event_id, "event")
    if flight_scheme(event.prize_scheme) is None or fixed_flights(event.prize_scheme):
        return ()
    return _fix(session, ctx, event, rnd.id)


def place_late(session: Session, ctx: Context, row: Registration) -> None:
    """Called when a player checks in, or is added to a league night's sheets by a
    correction: after the start, a player without a flight gets one by the fixed bounds."""
    if row.flight is not None:
        return
    with session.no_autoflush:  # the caller writes the registration once, with its audit
        event = get(session, Event, row.event_id, "event")
        scheme = flight_scheme(event.prize_scheme)
        fixed = fixed_flights(event.prize_scheme)
        if scheme is None or fixed is None:
            return
        value = flight_values(session, event, scheme.split, (row.player_id,))[row.player_id]
    row.flight = flight_of(value, fixed.bounds, scheme.names, scheme.split.no_history)


def keep_fixed(session: Session, ctx: Context, event: Event, new: Mapping[str, Any]) -> None:
    """Called by ``update_event`` with the prize scheme the director saved: keeps what was
    fixed at the start (the dialog never writes it), refuses a new split after the start,
    and fixes flights turned on after the start. Sets ``event.prize_scheme``."""
    scheme = {k: v for k, v in new.items() if k != FIXED}
    old_fixed = (event.prize_scheme or {}).get(FIXED)
    if old_fixed is not None:
        scheme[FIXED] = old_fixed
    flights = flight_scheme(scheme)  # a senseless setting is refused here, named
    fixed = fixed_flights(scheme)
    if flights is not None and fixed is not None and (
        split_settings(scheme[FLIGHTS]) != dict(fixed.split)
    ):
        raise WrongStateError(Text(
            "the flights of {event} were fixed when its first round was published "
            "({players} players); how players are split can no longer change — keep the "
            "number of flights, what orders them and the cutoffs, or move a player to "
            "another flight by hand on the registration screen",
            event=event.name, players=fixed.players,
        ))
    event.prize_scheme = scheme
    if flights is not None and fixed is None and _started(session, event.id):
        first = session.scalar(
            select(Round.id).where(Round.event_id == event.id, Round.status != RoundStatus.DRAFT)
            .order_by(Round.id).limit(1)
        )
        _fix(session, ctx, event, first)


def move_to_flight(
    ctx: Context, event_id: int, player_id: int, flight: str, *, expected_version: int | None,
) -> Changes:
    """Put one player in another flight by hand (audited; ``expected_version`` is the
    registration's version the director saw); ``flight`` "" takes the flight away (an undo
    of a move made before the player had one)."""
    with transaction(ctx) as session:
        event = get(session, Event, event_id, "event")
        scheme = flight_scheme(event.prize_scheme)
        if scheme is None:
            raise WrongStateError(Text(
                "{event} pays no flights; set them up in the event settings first",
                event=event.name,
            ))
        if flight and flight not in scheme.names:
            raise InvalidInputError(
                "flight", flight, Text("one of {names}", names=", ".join(scheme.names)),
            )
        row = session.scalar(select(Registration).where(
            Registration.event_id == event_id, Registration.player_id == player_id,
        ))
        if row is None:
            raise InvalidInputError(
                "player_id", player_id, Text("a player registered in {event}", event=event.name),
            )
        check_version(row, expected_version, Text("the registration"), Text("move them again"))
        version_before = row.version
        _write(session, ctx, row, flight or None, "move flight")
        return Changes(
            registrations=(row.id,), events=(event_id,), standings=True,
            versions=(("registration", row.id, version_before, row.version),),
        )


def flights_of(session: Session, event_id: int) -> dict[int, str]:
    """Each registered player's flight (players without one left out)."""
    return {
        player: flight for player, flight in session.execute(
            select(Registration.player_id, Registration.flight)
            .where(Registration.event_id == event_id, Registration.flight.is_not(None))
        )
        if flight is not None
    }
