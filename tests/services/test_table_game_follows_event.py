"""A table's game follows its event, never the seat count by accident.

A draw never seats two at an ordinary event (``tournament.smallest_table``), but a seating can
arrive another way: a hand log's file seating, a restored or older database. A two-seat table of
a 5-hand event would then have been scored as the two-handed game (002 "Two player rules"), a
different game. Every door refuses it instead, naming the table and how to fix it: publishing
the seating, entering or previewing a hand, importing a hand log; the entry screen says the
same (tests/ui/test_ui_two_seat_tables.py). Sheep Head seats four (000 "Sheep Head is when
there are four players"), so a table of five at a Sheep Head event is refused the same way.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from service_helpers import assert_writes_nothing, make_players, picked, seat_players
from sqlalchemy import select, update
from test_two_seat_tables import two_handed, two_handed_event

from sheepshead_scorer.rules import preset
from sheepshead_scorer.rules.sheep_head import FoxRules
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.core.errors import WrongStateError
from sheepshead_scorer.services.core.import_rejected import ImportRejected
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import GameTable, Round, RoundStatus, SeatAssignment

TWO_AT_FIVE = (
    r"table 2 of round 1 \(session 1\) seats 2 players, but event Five plays 5-hand "
    r"tables: two players would play the two-handed game \(002 \"Two player rules\"\)"
)


def event_with(services: Services, players: tuple[int, ...], **spec: object) -> int:
    fields: dict[str, object] = {
        "name": "Five", "held_on": date(2026, 12, 2), "ruleset": preset("002-how-to"),
        "hands_per_session": 8, **spec,
    }
    event_id = services.create_event(EventSpec(**fields)).created  # type: ignore[arg-type]
    assert event_id is not None
    for player in players:
        services.register(event_id, player)
        services.check_in(event_id, player)
    return event_id


def split_off(db: Database, round_id: int, keep: int) -> int:
    """Seat all but the first ``keep`` players of table 1 at a new table 2, as an imported
    or restored seating may hold it; the new table's id."""
    with db.session() as session:
        first = session.scalars(
            select(GameTable).where(GameTable.round_id == round_id, GameTable.number == 1)
        ).one()
        seats = session.scalars(
            select(SeatAssignment).where(SeatAssignment.table_id == first.id)
            .order_by(SeatAssignment.position)
        ).all()
        moved = [seat.player_id for seat in seats[keep:]]
        for seat in seats[keep:]:
            session.delete(seat)
        first.seats = keep
        session.flush()
        second = GameTable(round_id=round_id, number=2, seats=len(moved))
        session.add(second)
        session.flush()
        session.add_all(
            SeatAssignment(round_id=round_id, table_id=second.id, position=pos, player_id=p)
            for pos, p in enumerate(moved)
        )
        session.commit()
        return second.id


def published_anyway(db: Database, round_id: int) -> None:
    """The round published as an older database may hold it (publish now refuses)."""
    with db.session() as session:
        session.execute(
            update(Round).where(Round.id == round_id).values(status=RoundStatus.PUBLISHED)
        )
        session.commit()


def test_publishing_a_two_seat_table_at_a_five_hand_event_is_refused(
    services: Services, db: Database
) -> None:
    event_id = event_with(services, make_players(services, 7, prefix="P"))
    round_id = services.draw_round(event_id, 1, 8, seed=3).created
    assert round_id is not None
    split_off(db, round_id, 5)
    error = assert_writes_nothing(
        db, lambda: services.publish_round(round_id), WrongStateError, TWO_AT_FIVE
    )
    assert "delete the draft round and draw it again" in str(error)
    # the fix the message names works: the draw seats every table of this event for its game
    services.delete_round(round_id)
    again = services.draw_round(event_id, 1, 8, seed=3).created
    assert again is not None
    services.publish_round(again)
    assert all(len(players) >= 3 for _, players in seat_players(db, again))


def test_a_two_seat_table_already_published_takes_no_hand(
    services: Services, db: Database
) -> None:
    event_id = event_with(services, make_players(services, 7, prefix="Q"))
    round_id = services.draw_round(event_id, 1, 8, seed=3).created
    assert round_id is not None
    table_id = split_off(db, round_id, 5)
    published_anyway(db, round_id)
    # the line `1 74` of the two-handed game: today it would have paid -1/+1
    hand = two_handed(0, 0, 74, 9)
    assert_writes_nothing(db, lambda: services.record_hand(table_id, hand), WrongStateError,
                          TWO_AT_FIVE)
    with pytest.raises(WrongStateError, match=TWO_AT_FIVE):
        services.preview_hand(table_id, hand)
    with pytest.raises(WrongStateError, match=TWO_AT_FIVE):
        services.close_round(round_id)
    # the table of five beside it plays the event's game as before
    (five, _), _ = seat_players(db, round_id)
    assert services.preview_hand(five, picked(points=70)).payouts == (-1, 2, 1, -1, -1)


def test_a_two_handed_hand_log_does_not_import_into_a_five_hand_event(
    services: Services, db: Database, tmp_path: Path
) -> None:
    """The file seating of a two-handed night, imported into an ordinary event: refused on
    the table's first row, naming the table; nothing is written."""
    played = two_handed_event(services, 2)
    round_id = services.draw_round(played, 1, 1, seed=7).created
    assert round_id is not None
    services.publish_round(round_id)
    ((table_id, pair),) = seat_players(db, round_id)
    services.record_hand(table_id, two_handed(0, 1, 74, 9))
    log = tmp_path / "hands.csv"
    services.export_document(
        ExportRequest(ExportKind.HANDS, ExportFormat.CSV, event_id=played), log
    )
    others = make_players(services, 5, prefix="R")
    target = event_with(services, (*others, *pair), hands_per_session=1)
    new_round = services.draw_round(target, 1, 1, seed=1).created
    assert new_round is not None
    with db.session() as session:  # the file's seating: the pair at table 1, as in the log
        seats = session.scalars(
            select(SeatAssignment).where(SeatAssignment.round_id == new_round)
        ).all()
        first = next(s.table_id for s in seats)
        for seat in seats:
            session.delete(seat)
        table = session.get(GameTable, first)
        assert table is not None
        table.seats = 2
        session.flush()
        session.add_all(SeatAssignment(round_id=new_round, table_id=first, position=i,
                                       player_id=p) for i, p in enumerate(pair))
        rest = GameTable(round_id=new_round, number=2, seats=5)
        session.add(rest)
        session.flush()
        session.add_all(SeatAssignment(round_id=new_round, table_id=rest.id, position=i,
                                       player_id=p) for i, p in enumerate(others))
        session.commit()
    published_anyway(db, new_round)
    caught = assert_writes_nothing(
        db, lambda: services.import_hands(target, log), ImportRejected,
        "1 problem found",
    )
    (line,) = [str(problem) for problem in caught.problems]
    assert line.startswith("Row 2: table 1 of round 1 (session 1) seats 2 players, but event "
                           "Five plays 5-hand tables")


def test_a_table_of_five_at_a_sheep_head_event_is_refused(
    services: Services, db: Database
) -> None:
    event_id = event_with(services, make_players(services, 8, prefix="S"), name="Fox",
                          table_size=4, table_game=FoxRules(21))
    round_id = services.draw_round(event_id, 1, 8, seed=3).created
    assert round_id is not None
    with db.session() as session:  # one player of table 2 moved to table 1
        one, two = session.scalars(
            select(GameTable).where(GameTable.round_id == round_id).order_by(GameTable.number)
        ).all()
        moving = session.scalars(
            select(SeatAssignment).where(SeatAssignment.table_id == two.id)
            .order_by(SeatAssignment.position.desc())
        ).first()
        assert moving is not None
        moving.table_id, moving.position = one.id, 4
        one.seats, two.seats = 5, 3
        session.commit()
    assert_writes_nothing(
        db, lambda: services.publish_round(round_id), WrongStateError,
        r"table 1 of round 1 \(session 1\) seats 5 players, but event Fox plays Sheep Head, "
        r"which four play",
    )
