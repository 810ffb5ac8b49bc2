"""Every edit carries the version the director saw: two stations (two ``Services`` on one
database) never remove or overwrite each other's newer change, and the same hand typed on
two screens is stored once."""

from __future__ import annotations

import pytest
from service_helpers import Setup, assert_writes_nothing, make_setup, picked
from sqlalchemy import func, select

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.core.errors import StaleEditError
from sheepshead_scorer.services.door.reads import hands as shown_hands
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import Hand


@pytest.fixture
def setup(services: Services, db: Database) -> Setup:
    return make_setup(services, db)


def _table(setup: Setup) -> int:
    return setup.tables[0][0]


def test_changes_carry_the_versions_written(services: Services, setup: Setup) -> None:
    table = _table(setup)
    first = services.record_hand(table, picked(), expected_number=1)
    assert first.created is not None
    assert first.versions == (("hand", first.created, 0, 1),)
    second = services.record_hand(table, picked(dealer=1, picker=2, partners=(3,)),
                                  expected_number=2)
    corrected = services.correct_hand(first.created, picked(points=40, tricks=2),
                                      expected_version=1)
    assert corrected.version("hand", first.created) == 2
    assert second.created is not None and corrected.version("hand", second.created) is None
    deleted = services.delete_hand(second.created, expected_version=1)
    assert deleted.hands[0] == second.created and deleted.version("hand", second.created) is None
    merged = first | corrected
    assert ("hand", first.created, 0, 2) in merged.versions  # first before, last after


def test_a_delete_reports_the_hands_it_renumbered(services: Services, setup: Setup) -> None:
    table = _table(setup)
    ids = [
        services.record_hand(table, picked(dealer=n, picker=(n + 1) % 5, partners=((n + 2) % 5,)),
                             expected_number=n + 1).created
        for n in range(3)
    ]
    assert None not in ids
    deleted = services.delete_hand(ids[0] or 0, expected_version=1)
    shown = {h.id: h for h in shown_hands(services._ctx, table)}
    assert [shown[i].hand for i in ids[1:] if i is not None] == [1, 2]
    for hand_id in ids[1:]:
        assert hand_id is not None
        assert deleted.version("hand", hand_id) == shown[hand_id].version > 1
    assert all(before < after for _, _, before, after in deleted.versions)


def test_a_delete_never_removes_another_stations_newer_correction(
    services: Services, db: Database, setup: Setup
) -> None:
    table = _table(setup)
    recorded = services.record_hand(table, picked(), expected_number=1)
    hand = recorded.created
    assert hand is not None
    other = Services(db, station="Desk 2")
    other.correct_hand(hand, picked(points=90, tricks=5), expected_version=1)
    assert_writes_nothing(
        db, lambda: services.delete_hand(hand, expected_version=1), StaleEditError,
        r"hand 1 at table 1 was changed at station Desk 2 at \d\d:\d\d; reload",
    )
    assert_writes_nothing(
        db, lambda: services.correct_hand(hand, picked(points=20, tricks=1), expected_version=1),
        StaleEditError, "station Desk 2",
    )
    [kept] = shown_hands(services._ctx, table)
    assert (kept.points, kept.version) == (90, 2)
    services.delete_hand(hand, expected_version=kept.version)  # with what it now shows
    assert shown_hands(services._ctx, table) == []


def test_the_same_hand_typed_on_two_screens_is_stored_once(
    services: Services, db: Database, setup: Setup
) -> None:
    table = _table(setup)
    services.record_hand(table, picked(), expected_number=1)
    other = Services(db, station="Desk 2")
    other.record_hand(table, picked(dealer=1, picker=2, partners=(3,)), expected_number=2)
    error = assert_writes_nothing(
        db,
        lambda: services.record_hand(table, picked(dealer=1, picker=2, partners=(3,)),
                                     expected_number=2),
        StaleEditError,
        r"hand 2 at table 1 was already entered at station Desk 2 at \d\d:\d\d",
    )
    assert "reload the table" in str(error)
    with db.session() as session:
        assert session.scalar(select(func.count()).select_from(Hand)) == 2


def test_a_number_past_the_sheet_is_refused(
    services: Services, db: Database, setup: Setup
) -> None:
    table = _table(setup)
    recorded = services.record_hand(table, picked(), expected_number=1)
    assert recorded.created is not None
    Services(db, station="Desk 2").delete_hand(recorded.created, expected_version=1)
    assert_writes_nothing(
        db, lambda: services.record_hand(table, picked(dealer=1, picker=2, partners=(3,)),
                                         expected_number=2),
        StaleEditError, "table 1 has 0 hands, so the next one is hand 1, not 2; reload",
    )
