"""A prize plan paying out more than the pool is refused where it is saved — creating and
editing an event — by the check the award makes (``tournament.check_plan_total``), in a
director's words; a plan stored before (an old file) leaves the standings without prizes
and a note, never an error."""

from __future__ import annotations

from datetime import date

import pytest
from service_helpers import make_event
from sqlalchemy import select

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, Services, TournamentRuleError
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import Event

FLIGHTS = {
    "count": 3, "basis": "rating", "cutoffs": [], "no_history": "lowest", "min_hands": 1,
    "one_prize": True,
    "prizes": [{"share_percent": s, "place_percents": ["100"]} for s in ("25", "50", "20")],
}
# the walk's plan: 20 + 10 overall and 25 + 50 + 20 for the flights = 125 % of the pool
WALK = {"place_percents": ["20", "10"], "flights": FLIGHTS}
SAID = ("the overall places (30 %), session top-score prizes (0 %) and flights' shares "
        "(95 %) add up to 125 % of the pool; at most 100 % can be paid out: lower them by "
        "25 % in all")


def _version(db: Database, event_id: int) -> int:
    with db.session() as session:
        return session.scalars(select(Event.version).where(Event.id == event_id)).one()


def test_an_edit_over_the_pool_is_refused_and_nothing_changes(
    services: Services, db: Database,
) -> None:
    event_id = make_event(services)
    version = _version(db, event_id)
    with pytest.raises(TournamentRuleError) as refused:
        services.update_event(EventId(event_id), EventEdit(prize_scheme=WALK),
                              expected_version=version)
    assert str(refused.value) == SAID
    assert _version(db, event_id) == version
    # 100 % exactly is paid out in full: accepted
    fits = {**WALK, "place_percents": ["5"]}
    services.update_event(EventId(event_id), EventEdit(prize_scheme=fits),
                          expected_version=version)


def test_a_new_event_counts_every_sessions_top_score_share(services: Services) -> None:
    spec = EventSpec(
        name="Three Sessions", held_on=date(2026, 12, 6), ruleset=preset("000-encyclopedia"),
        sessions=3, entry_fee_cents=2000,
        prize_scheme={"place_percents": ["50", "30"], "session_top_percent": "7.5"},
    )
    with pytest.raises(TournamentRuleError) as refused:
        services.create_event(spec)
    # 50 + 30 overall and 3 sessions × 7.5 = 22.5: 102.5 %
    assert str(refused.value) == (
        "the overall places (80 %), session top-score prizes (22.5 %) and flights' shares "
        "(0 %) add up to 102.5 % of the pool; at most 100 % can be paid out: lower them by "
        "2.5 % in all"
    )
    assert not [e for e in services.events() if e.name == "Three Sessions"]


def test_a_stored_plan_over_the_pool_shows_standings_without_prizes(
    services: Services, db: Database,
) -> None:
    event_id = make_event(services)
    with db.session() as session, session.begin():  # an old file: saved before the check
        event = session.get(Event, event_id)
        assert event is not None
        event.prize_scheme = WALK
    report = services.event_standings(EventId(event_id), with_prizes=True)
    assert report.prizes is None
    assert report.prize_problem is not None and SAID in str(report.prize_problem)
    assert len(report.rows) == 0 or report.rows[0].player_id is not None
