"""The round clock through the door (``Services``): kept with the round, versioned between
stations, audited, carried by the change feed; times worked out by hand.

The database's clock is replaced by a hand-set one (``FakeNow``) so the seconds are exact; one
test checks the real database clock agrees with this computer's."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from service_helpers import assert_writes_nothing, make_setup, picked
from sqlalchemy import select

from sheepshead_scorer.ids import EventId, RoundId, TableId
from sheepshead_scorer.services import (
    InvalidInputError,
    Services,
    StaleEditError,
    TournamentRuleError,
    WrongStateError,
)
from sheepshead_scorer.services.tables import round_clock
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry
from sheepshead_scorer.tournament.round_clock import ClockPhase

T = 1_796_000_000  # 20:00:00 on the evening


class FakeNow:
    def __init__(self) -> None:
        self.now = T

    def __call__(self, _session: object) -> int:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeNow]:
    fake = FakeNow()
    monkeypatch.setattr(round_clock, "database_now", fake)
    yield fake


def test_starting_uses_two_minutes_a_hand_and_counts_down(
    services: Services, db: Database, clock: FakeNow
) -> None:
    setup = make_setup(services, db, hands=15)  # German Fest: 15 hands, half an hour
    rid = RoundId(setup.round_id)
    before = services.round_clock(rid)
    assert (before.version, before.state.minutes, before.reading.phase) == (
        0, 30, ClockPhase.NOT_STARTED)
    changes = services.start_round_clock(rid, expected_version=0)
    assert changes.clocks == (rid,)
    assert changes.version("round_clock", rid) == 1
    clock.now = T + 754  # 12:34 gone
    read = services.round_clock(rid)
    assert (read.reading.left, read.reading.digits, read.reading.phase) == (
        1046, "17:26", ClockPhase.RUNNING)
    clock.now = T + 1800
    assert services.round_clock(rid).reading.phase == ClockPhase.TIME_UP


def test_pause_resume_and_minutes_added_and_taken_off(
    services: Services, db: Database, clock: FakeNow
) -> None:
    rid = RoundId(make_setup(services, db, hands=10).round_id)  # 20 minutes
    v = services.start_round_clock(rid, minutes=20, warning_minutes=3, expected_version=0)
    clock.now = T + 300  # 15:00 left
    v = services.pause_round_clock(rid, expected_version=v.version("round_clock", rid))
    clock.now = T + 900  # paused ten minutes
    assert services.round_clock(rid).reading.left == 900
    assert services.round_clock(rid).reading.phase == ClockPhase.PAUSED
    v = services.resume_round_clock(rid, expected_version=v.version("round_clock", rid))
    clock.now = T + 960  # a minute more run: 14:00 left
    assert services.round_clock(rid).reading.left == 840
    v = services.add_clock_minutes(rid, 5, expected_version=v.version("round_clock", rid))
    assert services.round_clock(rid).reading.left == 1140  # 19:00
    v = services.add_clock_minutes(rid, -2, expected_version=v.version("round_clock", rid))
    assert services.round_clock(rid).reading.left == 1020  # 17:00
    seen = v.version("round_clock", rid)
    error = assert_writes_nothing(
        db, lambda: services.add_clock_minutes(rid, -18, expected_version=seen),
        WrongStateError, "at most 17:00 can be taken off now")
    assert "would leave less than no time" in str(error)
    services.add_clock_minutes(rid, -17, expected_version=seen)
    assert services.round_clock(rid).reading.phase == ClockPhase.TIME_UP


def test_the_next_round_starts_with_the_length_the_director_gave_the_last(
    services: Services, db: Database, clock: FakeNow
) -> None:
    setup = make_setup(services, db, hands=4)
    first = RoundId(setup.round_id)
    services.set_round_clock(first, minutes=25, warning_minutes=4, expected_version=0)
    services.close_round(first, allow_incomplete=True)
    second = services.draw_round(EventId(setup.event_id), 1, 4, seed=3).created
    assert second is not None
    services.publish_round(second)
    assert services.round_clock(RoundId(second)).state.minutes == 25
    services.start_round_clock(RoundId(second), expected_version=0)
    state = services.round_clock(RoundId(second)).state
    assert (state.minutes, state.warning_minutes, state.started_at) == (25, 4, T)


def test_a_second_station_cannot_overwrite_a_change_it_did_not_see(
    db: Database, clock: FakeNow
) -> None:
    desk = Services(db, station="Score desk")
    floor = Services(db, station="Floor laptop")
    rid = RoundId(make_setup(desk, db, hands=15).round_id)
    started = desk.start_round_clock(rid, expected_version=0).version("round_clock", rid)
    floor.pause_round_clock(rid, expected_version=started)  # the floor saw it started
    clock.now = T + 60
    with pytest.raises(StaleEditError, match="station Floor laptop"):
        desk.add_clock_minutes(rid, 5, expected_version=started)  # the desk did not
    assert desk.round_clock(rid).reading.phase == ClockPhase.PAUSED
    with pytest.raises(StaleEditError, match="station Floor laptop"):
        desk.start_round_clock(rid, expected_version=0)  # "no clock yet" is stale too


def test_refusals_say_what_is_wrong(services: Services, db: Database, clock: FakeNow) -> None:
    draft = RoundId(make_setup(services, db, hands=4, publish=False).round_id)
    assert_writes_nothing(db, lambda: services.start_round_clock(draft, expected_version=0),
                          WrongStateError, "only a published round's clock can be started")
    rid = RoundId(make_setup(services, db, hands=4, name="Second").round_id)
    assert_writes_nothing(db, lambda: services.pause_round_clock(rid, expected_version=0),
                          WrongStateError, "is not running: nothing to pause")
    assert_writes_nothing(
        db, lambda: services.set_round_clock(rid, minutes=10, warning_minutes=6,
                                             expected_version=0),
        TournamentRuleError, "at most half the round: 0 \\(no warning\\) to 5 minutes")
    assert_writes_nothing(db, lambda: services.add_clock_minutes(rid, 0, expected_version=0),
                          InvalidInputError, "other than 0")
    v = services.start_round_clock(rid, minutes=10, expected_version=0).version("round_clock", rid)
    clock.now = T + 400  # 6:40 run
    assert_writes_nothing(
        db, lambda: services.set_round_clock(rid, minutes=5, warning_minutes=1,
                                             expected_version=v),
        WrongStateError, "has run 6:40 already.*at least 7 minutes")


def test_every_change_is_audited_and_reaches_the_other_stations(
    db: Database, clock: FakeNow
) -> None:
    desk = Services(db, station="Score desk", program="window")
    other = Services(db, station="Score desk", program="window")  # a second window
    rid = RoundId(make_setup(desk, db, hands=15).round_id)
    marker = other.changes_since(None).marker
    v = desk.start_round_clock(rid, expected_version=0).version("round_clock", rid)
    v = desk.pause_round_clock(rid, expected_version=v).version("round_clock", rid)
    desk.reset_round_clock(rid, expected_version=v)
    feed = other.changes_since(marker)
    assert feed.changes().clocks == (rid,)
    with db.session() as session:
        actions = session.scalars(select(AuditEntry.action).where(
            AuditEntry.entity == "round_clock", AuditEntry.entity_id == rid)
            .order_by(AuditEntry.id)).all()
    assert actions == ["start", "pause", "reset"]
    assert desk.round_clock(rid).reading.phase == ClockPhase.NOT_STARTED


def test_the_board_shows_tables_that_have_played_all_their_hands(
    services: Services, db: Database, clock: FakeNow
) -> None:
    setup = make_setup(services, db, players=10, hands=2)
    first_table, _second = setup.tables
    for dealer in range(2):
        services.record_hand(TableId(first_table[0]), picked(dealer=dealer))
    services.start_round_clock(RoundId(setup.round_id), expected_version=0)
    board = services.round_clock_board(EventId(setup.event_id))
    assert board is not None
    assert board.clock.round_id == setup.round_id and board.clock.state.minutes == 4
    assert [(t.table, t.done) for t in board.progress.tables] == [(1, True), (2, False)]


def test_the_database_clock_is_this_computers(services: Services, db: Database) -> None:
    rid = RoundId(make_setup(services, db, hands=4).round_id)
    assert abs(services.round_clock(rid).now - time.time()) < 5


def test_a_closed_rounds_clock_is_over_and_back_when_the_round_is_reopened(
    services: Services, db: Database, clock: FakeNow
) -> None:
    setup = make_setup(services, db, players=10, hands=2)
    rid = RoundId(setup.round_id)
    v = services.start_round_clock(rid, expected_version=0).version("round_clock", rid)
    clock.now = T + 4 * 60 + 400  # 6:40 over the 4 minutes
    assert services.round_clock(rid).reading.phase == ClockPhase.TIME_UP
    services.close_round(rid, allow_incomplete=True)
    read = services.round_clock(rid)
    assert read.closed and read.reading.phase == ClockPhase.CLOSED
    board = services.round_clock_board(EventId(setup.event_id))
    assert board is not None and board.clock.reading.phase == ClockPhase.CLOSED
    for change in (lambda: services.pause_round_clock(rid, expected_version=v),
                   lambda: services.add_clock_minutes(rid, 5, expected_version=v)):
        assert_writes_nothing(db, change, WrongStateError,
                              "round 1 is closed: its clock is over")
    clock.now = T + 4 * 60 + 500  # reopened 100 s later: the time ran on meanwhile
    services.reopen_round(rid)
    reading = services.round_clock(rid).reading
    assert (reading.phase, reading.left) == (ClockPhase.TIME_UP, -500)
