"""Revision 0006: events stored before 3- and 4-seat tables played picker alone keep the old
rule (`small_tables_alone: false` in their ruleset copy), so a called-ace hand stored at a
4-seat table still scores; new events get the sources' rule (002, 004). Both backends."""

from __future__ import annotations

import json
from datetime import date

from sqlalchemy import text

from sheepshead_scorer.rules import PickedHand, Ruleset, preset, score_hand
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.store import Database, current_revision
from sheepshead_scorer.store.migrate import downgrade, head_revision, upgrade


def stored(database: Database, event_id: int) -> dict[str, object]:
    with database.engine.connect() as connection:
        value = connection.execute(
            text("SELECT ruleset FROM events WHERE id = :id"), {"id": event_id}
        ).scalar_one()
    return value if isinstance(value, dict) else json.loads(value)


def test_0006_keeps_old_events_on_the_old_rule_and_back(db: Database) -> None:
    services = Services(db)
    spec = EventSpec(
        name="Winter Open", held_on=date(2026, 12, 5), ruleset=preset("000-encyclopedia")
    )
    event_id = services.create_event(spec).created
    assert event_id is not None
    assert stored(db, event_id)["small_tables_alone"] is True  # a new event: 002/004
    downgrade(db.engine, "0005")
    assert "small_tables_alone" not in stored(db, event_id)  # older versions never knew it
    upgrade(db.engine)
    assert current_revision(db.engine) == head_revision()
    kept = Ruleset.from_dict(stored(db, event_id))
    assert kept.small_tables_alone is False
    four = kept.for_table(4)
    assert four.partner_method == "called_ace"
    hand = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3)
    assert score_hand(four, hand).payouts == (-1, 1, -1, 1)  # as it was entered
    later = services.create_event(spec).created
    assert later is not None and stored(db, later)["small_tables_alone"] is True
