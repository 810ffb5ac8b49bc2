"""Issue 14 item 3: an event is edited after it was created (name, venue, fee, prize places,
rules); new rules once hands are scored rescore every hand, only when confirmed, audited, and
the standings move with them. Source 000 (encyclopedia): 91 card points is a schneider win,
paying the picker 4 and the partner 2 where a plain win pays 2 and 1."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from service_helpers import Setup, assert_writes_nothing, make_setup, picked
from sqlalchemy import select

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import Services, StaleEditError, WrongStateError
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry, Event, Hand, TallyRow


@pytest.fixture
def setup(services: Services, db: Database) -> Setup:
    return make_setup(services, db, players=5, hands=4)


def _event(db: Database, event_id: int) -> Event:
    with db.session() as session:
        event = session.get(Event, event_id)
        assert event is not None
        return event


def _points(db: Database, event_id: int) -> dict[int, Fraction]:
    with db.session() as session:
        rows = session.scalars(
            select(TallyRow).where(
                TallyRow.event_id == event_id, TallyRow.scope == "event"
            )
        )
        return {row.player_id: row.points for row in rows}


def test_name_venue_fee_and_places_are_edited(
    services: Services, db: Database, setup: Setup
) -> None:
    version = _event(db, setup.event_id).version
    services.update_event(
        setup.event_id,
        EventEdit(name="Oktoberfest 2026", venue="Schützenhaus", entry_fee_cents=2500,
                  prize_scheme={"house_percent": "10", "place_percents": ["60", "40"]}),
        expected_version=version,
    )
    event = _event(db, setup.event_id)
    assert (event.name, event.venue, event.entry_fee_cents) == (
        "Oktoberfest 2026", "Schützenhaus", 2500
    )
    assert event.prize_scheme["place_percents"] == ["60", "40"]
    with pytest.raises(StaleEditError):
        services.update_event(setup.event_id, EventEdit(name="Again"), expected_version=version)


def test_rules_change_freely_until_the_first_hand(
    services: Services, db: Database, setup: Setup
) -> None:
    rules = replace(preset("000-encyclopedia"), schneider_win_at=95, name="house")
    changes = services.update_event(
        setup.event_id, EventEdit(ruleset=rules),
        expected_version=_event(db, setup.event_id).version,
    )
    assert changes.hands == ()
    assert _event(db, setup.event_id).ruleset["schneider_win_at"] == 95


def test_rules_change_after_hands_needs_the_confirmation_and_rescores_every_hand(
    services: Services, db: Database, setup: Setup
) -> None:
    table_id, seated = setup.tables[0]
    schneider = services.record_hand(table_id, picked(picker=1, partners=(2,), points=91))
    assert _points(db, setup.event_id)[seated[1]] == 4  # schneider win under source 000
    plain = services.record_hand(table_id, picked(dealer=1, picker=3, partners=(4,), points=70))
    assert _points(db, setup.event_id)[seated[1]] == 4 - 1  # then a defender's loss
    rules = replace(preset("000-encyclopedia"), schneider_win_at=95, name="house")

    impact = services.rules_impact(setup.event_id, rules)
    seen = _event(db, setup.event_id).version
    assert (impact.hands, impact.hands_changed, impact.players_changed) == (2, 1, 5)

    assert_writes_nothing(
        db, lambda: services.update_event(
            setup.event_id, EventEdit(ruleset=rules), expected_version=seen
        ),
        WrongStateError, "2 hands are already scored",
    )
    changes = services.update_event(
        setup.event_id, EventEdit(ruleset=rules), rescore=True, expected_version=seen
    )
    assert changes.standings and changes.hands == (schneider.created,)
    with db.session() as session:
        hand = session.get(Hand, schneider.created)
        assert hand is not None and hand.payouts == ["-1", "2", "1", "-1", "-1"]
        actions = list(session.scalars(
            select(AuditEntry.entity + ":" + AuditEntry.action).order_by(AuditEntry.id)
        ))
    assert actions[-2:] == ["event:update", "hand:rescore"]
    assert _points(db, setup.event_id)[seated[1]] == 2 - 1  # plain win, then a defender
    assert plain.created not in changes.hands

    # and back (what Ctrl+Z does): the old rules, the old payouts
    services.update_event(
        setup.event_id, EventEdit(ruleset=preset("000-encyclopedia")), rescore=True,
        expected_version=changes.version("event", setup.event_id) or 0,
    )
    assert _points(db, setup.event_id)[seated[1]] == 4 - 1
