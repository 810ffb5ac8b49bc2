"""The one place that decides whether an event's standings are provisional or final.

Every copy of the standings — screen, projector, PDF, prize list, workbook, CSV — carries the
:class:`~sheepshead_scorer.exports.phase.EventPhase` computed here (``Standings.phase``), so they
all say the same words (docs/ui.md, "Provisional or final").
"""

from __future__ import annotations

from sqlalchemy import exists, func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports.phase import EventPhase
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.store.models import (
    Event,
    EventSession,
    Hand,
    Round,
    RoundTotal,
    SessionStatus,
)


def phase_in(session: Session, event: Event) -> EventPhase:
    """``event``'s phase: sessions planned and closed, the session in play, any result in."""
    closed = session.scalar(
        select(func.count()).select_from(EventSession).where(
            EventSession.event_id == event.id, EventSession.status == SessionStatus.CLOSED
        )
    ) or 0
    rounds = select(Round.id).where(Round.event_id == event.id)
    in_play = session.scalar(
        select(func.max(EventSession.number))
        .join(Round, Round.session_id == EventSession.id)
        .where(EventSession.event_id == event.id)
    )
    results = bool(
        session.scalar(
            select(
                exists().where(Hand.round_id.in_(rounds))
                | exists().where(RoundTotal.round_id.in_(rounds))
            )
        )
    )
    current = max(int(in_play or 0), closed, 1)  # sessions close in order
    planned = max(event.sessions_planned, 1)
    return EventPhase(planned=planned, closed=closed, current=current, results=results)


def event_phase(ctx: Context, event_id: int) -> EventPhase:
    """The phase of one event (see :func:`phase_in`)."""
    with transaction(ctx) as session:
        return phase_in(session, get(session, Event, event_id, "event"))
