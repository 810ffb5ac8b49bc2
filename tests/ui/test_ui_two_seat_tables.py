"""A two-seat table of the two-handed game (002 "Two player rules") on the hand-entry screen:
typed as `seat points`, paid by 002's numbers, totals and standings at once."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from pytestqt.qtbot import QtBot
from sqlalchemy import select, update

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services.events.event_edits import EventSpec
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import GameTable, Round, RoundStatus, SeatAssignment
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_screen import EventScreen
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def two_seat_event(backend: Backend) -> tuple[int, tuple[int, int]]:
    spec = EventSpec(
        name="Two-hand night", held_on=dt.date(2026, 12, 2), table_size=2,
        ruleset=preset("002-how-to", players=2, partner_method="two_handed"),
    )
    event_id = backend.create_event(spec).created
    assert event_id is not None
    ids = []
    for name in ("Ann", "Bob"):
        created = backend.add_player(name).created
        assert created is not None
        ids.append(created)
        backend.register(event_id, created)
        backend.check_in(event_id, created)
    backend.draw_round(event_id, 1, 6, seed=7)
    backend.publish_round(backend.rounds(event_id)[-1].id)
    return event_id, (ids[0], ids[1])


def type_hand(qtbot: QtBot, screen: HandEntryScreen, keys: str) -> None:
    qtbot.keyClicks(screen.entry.edit, keys)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)


def test_two_seat_hands_are_typed_paid_and_totalled(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    event_id, _ = two_seat_event(backend)
    screen = HandEntryScreen(backend, bus, QUndoStack())
    qtbot.addWidget(screen)
    screen.set_event(event_id)
    screen.show()
    table = screen.table_box.currentData()
    qtbot.keyClicks(screen.entry.edit, "2 74")
    # 002 "For 61-90 points ... all other players lose 1 point": seat 2 took 74
    assert screen.model.line_at(0).preview
    assert screen.model.line_at(0).payouts == (Fraction(-1), Fraction(1))
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)
    type_hand(qtbot, screen, "1 95")  # "For 91-119 points ... lose 2 points"
    assert [h.payouts for h in backend.hands(table.id)] == [(-1, 1), (2, -2)]
    assert screen.model.totals() == (Fraction(1), Fraction(-1))
    type_hand(qtbot, screen, "1 9")  # seat 2 has the other 111: schneider, 2 points
    assert screen.model.totals() == (Fraction(-1), Fraction(1))
    assert "60" in describe_tie(qtbot, screen)
    standings = backend.event_standings(event_id)
    assert [row.tally.picks for row in standings.rows] == [0, 0]  # nobody picks two-handed
    assert sorted(row.tally.hands_played for row in standings.rows) == [4, 4]


def describe_tie(qtbot: QtBot, screen: HandEntryScreen) -> str:
    """A 60-60 hand: nobody reached 61 (002), nothing changes hands."""
    type_hand(qtbot, screen, "2 60")
    assert screen.model.totals() == (Fraction(-1), Fraction(1))
    return screen.model.line_at(screen.model.hand_count() - 1).description


def test_the_event_form_creates_an_event_of_two_seat_tables(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    screen = EventScreen(backend, bus, settings)
    qtbot.addWidget(screen)
    screen.show()
    qtbot.keyClicks(screen.name, "Two-hand night")
    screen.table_size.setFocus()
    qtbot.keyClick(screen.table_size, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(screen.table_size, "2")
    assert screen.table_size.value() == 2
    screen.create_button.setFocus()
    qtbot.keyClick(screen.create_button, Qt.Key.Key_Space)
    assert screen.message.text() == ""
    [event] = backend.events()
    assert event.table_size == 2


def test_a_two_seat_table_of_a_five_hand_event_says_why_it_takes_no_hand(
    qtbot: QtBot, backend_any: Backend, db: Database, bus: AppBus
) -> None:
    """A seating that came in with two players at a table of a 5-hand event (a hand log's
    seating, an older database): the screen names the table and the fix instead of reading
    `1 74` as the two-handed game; the table of five beside it takes hands as before."""
    backend = backend_any
    event_id = backend.create_event(EventSpec(
        name="Five", held_on=dt.date(2026, 12, 2), ruleset=preset("002-how-to"),
    )).created
    assert event_id is not None
    for name in ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"):
        created = backend.add_player(name).created
        assert created is not None
        backend.register(event_id, created)
        backend.check_in(event_id, created)
    backend.draw_round(event_id, 1, 6, seed=7)
    round_id = backend.rounds(event_id)[-1].id
    with db.session() as session:  # the last two seats of table 1 become table 2
        table = session.scalars(select(GameTable).where(GameTable.round_id == round_id)).one()
        seats = session.scalars(select(SeatAssignment).where(
            SeatAssignment.table_id == table.id).order_by(SeatAssignment.position)).all()
        moved = [seat.player_id for seat in seats[5:]]
        for seat in seats[5:]:
            session.delete(seat)
        table.seats = 5
        session.flush()
        pair = GameTable(round_id=round_id, number=2, seats=2)
        session.add(pair)
        session.flush()
        session.add_all(SeatAssignment(round_id=round_id, table_id=pair.id, position=i,
                                       player_id=p) for i, p in enumerate(moved))
        session.execute(update(Round).where(Round.id == round_id)
                        .values(status=RoundStatus.PUBLISHED))
        session.commit()
    screen = HandEntryScreen(backend, bus, QUndoStack())
    qtbot.addWidget(screen)
    screen.set_event(event_id)
    screen.show()
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert screen.table_box.currentData().number == 2
    said = screen.status_label.text()
    assert "table 2 of round 1 (session 1) seats 2 players, but event Five plays 5-hand" in said
    assert "delete the draft round and draw it again" in said
    pair_id = screen.table_box.currentData().id
    type_hand(qtbot, screen, "1 74")
    assert backend.hands(pair_id) == []
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Backspace)
    five = screen.table_box.currentData()
    type_hand(qtbot, screen, "1374")  # the event's game: seat 1 picked, seat 3 partnered
    assert [h.payouts for h in backend.hands(five.id)] == [(2, -1, 1, -1, -1)]
