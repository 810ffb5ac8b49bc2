"""The rating through the door (``Services.player_ratings``) on SQLite and PostgreSQL: the kept
answer after appends equals a full recompute and costs no rebuild; an edit of an earlier hand,
a deletion and a merge rebuild and still equal a full recompute; ``before_event``."""

from __future__ import annotations

from datetime import date

import pytest
from stats_helpers import SCRIPT, make_small_event, picked

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.standings import ratings
from sheepshead_scorer.tournament.rating import RATING_BASE


@pytest.fixture
def rebuilds(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    original = ratings._Kept.rebuild

    def counted(self, session, marks):  # type: ignore[no-untyped-def]
        calls.append(1)
        original(self, session, marks)

    monkeypatch.setattr(ratings._Kept, "rebuild", counted)
    return calls


def same(services: Services) -> None:
    kept = services.player_ratings()
    assert dict(kept) == ratings.recompute_ratings(services._ctx)


def test_appends_cost_no_rebuild_and_equal_a_full_recompute(services, rebuilds):
    assert services.player_ratings() == {}
    first = make_small_event(services, held_on=date(2026, 3, 1))
    assert len(rebuilds) == 1
    for outcome in SCRIPT:
        services.record_hand(first.table_id, outcome)
        same(services)
    assert len(rebuilds) == 1  # every hand was one update of the kept ratings
    rated = services.player_ratings()
    assert set(rated) == set(first.seats)
    # the misdeal is no match; 3 picked hands and a leaster: four rated hands each
    assert {r.hands for r in rated.values()} == {4}
    # seat 3 won a schneider as picker, lost as defender twice, and lost the leaster
    assert all(isinstance(r.rating, int) for r in rated.values())
    assert max(r.rating for r in rated.values()) > RATING_BASE - 200


def test_edit_delete_and_merge_rebuild_and_equal_a_full_recompute(services, rebuilds):
    first = make_small_event(services, held_on=date(2026, 3, 1))
    for outcome in SCRIPT:
        services.record_hand(first.table_id, outcome)
    newcomer = services.create_player(PlayerFields(name="Player 1 again")).created
    assert newcomer is not None
    second = make_small_event(
        services, name="Second night", held_on=date(2026, 3, 8),
        players=(PlayerId(newcomer), *first.seats[1:]),
    )
    for outcome in SCRIPT[1:3]:
        services.record_hand(second.table_id, outcome)
    same(services)
    built = len(rebuilds)
    # an edit of an earlier hand (the first night's second hand: the picker loses now)
    hand = services.hands(first.table_id)[1]
    services.correct_hand(hand.id, picked(0, 1, 2, 50, 2),
                          expected_version=hand.version)
    same(services)
    assert len(rebuilds) == built + 1
    # a deletion
    hand = services.hands(first.table_id)[2]
    services.delete_hand(hand.id, expected_version=hand.version)
    same(services)
    assert len(rebuilds) == built + 2
    # a merge: the newcomer was player 1 all along
    before = services.player_ratings()
    services.merge_players(PlayerId(first.seats[0]), PlayerId(newcomer))
    same(services)
    after = services.player_ratings()
    assert newcomer not in after
    assert after[PlayerId(first.seats[0])].hands == (
        before[PlayerId(first.seats[0])].hands + before[PlayerId(newcomer)].hands
    )
    # a new hand after all that is again one update
    built = len(rebuilds)
    services.record_hand(second.table_id, SCRIPT[3])
    same(services)
    assert len(rebuilds) == built


def test_before_event_rates_only_the_earlier_events(services):
    first = make_small_event(services, held_on=date(2026, 3, 1))
    for outcome in SCRIPT:
        services.record_hand(first.table_id, outcome)
    only_first = dict(services.player_ratings())
    second = make_small_event(services, name="Second night", held_on=date(2026, 3, 8),
                              players=first.seats)
    for outcome in SCRIPT[1:]:
        services.record_hand(second.table_id, outcome)
    assert services.player_ratings(before_event=EventId(second.event_id)) == only_first
    assert services.player_ratings(before_event=EventId(first.event_id)) == {}
    assert services.player_ratings() != only_first
    assert dict(services.player_ratings(before_event=EventId(second.event_id))) == (
        ratings.recompute_ratings(services._ctx, before_event=second.event_id)
    )


def reference_ratings(services: Services, before: date | None = None):  # type: ignore[no-untyped-def]
    """An independent full recompute: every hand_results row through the ORM (typed: Role,
    Fraction, bool), in play order, rated by openskill's own BradleyTerryFull."""
    from sqlalchemy import select

    from sheepshead_scorer.rules import Role
    from sheepshead_scorer.services.core.context import transaction
    from sheepshead_scorer.store.models import (
        Event,
        EventSession,
        GameTable,
        Hand,
        HandResult,
        Round,
    )
    from sheepshead_scorer.tournament.rating import RatedLine, default_model, rate_hands

    query = (
        select(HandResult, Hand.id)
        .join(Hand, Hand.id == HandResult.hand_id).join(Round, Round.id == Hand.round_id)
        .join(EventSession, EventSession.id == Round.session_id)
        .join(GameTable, GameTable.id == Hand.table_id).join(Event, Event.id == Round.event_id)
        .order_by(Event.held_on, Event.id, EventSession.number, Round.number, GameTable.number,
                  Hand.number, Hand.id, HandResult.seat)
    )
    if before is not None:
        query = query.where(Event.held_on < before)
    hands: dict[int, list[RatedLine]] = {}
    with transaction(services._ctx) as session:
        for row, hand in session.execute(query):
            hands.setdefault(hand, []).append(RatedLine(
                row.player_id, row.seat, Role(row.role), row.points, row.picker_side_won,
                row.leaster_won,
            ))
    return rate_hands(hands.values(), model=default_model())


def test_door_equals_openskill_over_an_independent_read(services):
    first = make_small_event(services, held_on=date(2026, 3, 1))
    for outcome in SCRIPT[:3]:
        services.record_hand(first.table_id, outcome)
    second = make_small_event(services, name="Second night", held_on=date(2026, 3, 8),
                              players=first.seats)
    for outcome in SCRIPT[1:]:
        services.record_hand(second.table_id, outcome)
    # the first night's last hands entered late: later ids, earlier in play order
    for outcome in SCRIPT[3:]:
        services.record_hand(first.table_id, outcome)
    ratings._KEPT.pop(services._ctx.engine, None)  # a fresh station: the full recompute
    assert dict(services.player_ratings()) == reference_ratings(services)
    assert dict(services.player_ratings(before_event=EventId(second.event_id))) == (
        reference_ratings(services, before=date(2026, 3, 8))
    )


def test_before_event_needs_no_second_full_read(services, monkeypatch):
    """A flight fixed at the start of the newest event, and asked again while it is played:
    answered from the full recompute's own pass (no second read of the hands)."""
    first = make_small_event(services, held_on=date(2026, 3, 1))
    for outcome in SCRIPT:
        services.record_hand(first.table_id, outcome)
    second = make_small_event(services, name="Second night", held_on=date(2026, 3, 8),
                              players=first.seats)
    for outcome in SCRIPT[1:3]:
        services.record_hand(second.table_id, outcome)
    third = make_small_event(services, name="Third night", held_on=date(2026, 3, 15),
                             players=first.seats)
    expected_second = ratings.recompute_ratings(services._ctx, before_event=second.event_id)
    expected_third = ratings.recompute_ratings(services._ctx, before_event=third.event_id)
    ratings._KEPT.pop(services._ctx.engine, None)
    services.player_ratings()  # the full recompute (a fresh station)
    reads: list[object] = []
    original = ratings.read_hands

    def counted(session, where):  # type: ignore[no-untyped-def]
        reads.append(where)
        return original(session, where)

    monkeypatch.setattr(ratings, "read_hands", counted)
    # the third night has no hands yet: everything rated is before it
    assert dict(services.player_ratings(before_event=EventId(third.event_id))) == expected_third
    # the second night is the newest with hands: kept at its first hand
    assert dict(services.player_ratings(before_event=EventId(second.event_id))) == expected_second
    # a hand of the second night: still no read for either (a new hand is one update)
    services.record_hand(second.table_id, SCRIPT[3])
    assert dict(services.player_ratings(before_event=EventId(second.event_id))) == expected_second
    assert len(reads) == 1 and reads[0] is not None  # the new hand's own read, nothing more
    # the first night: no snapshot for it, so it is rated from the hands before it (none)
    assert services.player_ratings(before_event=EventId(first.event_id)) == {}
