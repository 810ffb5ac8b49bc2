"""End to end through the real window: create an event, register players, draw, enter a whole
48-hand session at every table by key clicks, correct a hand, undo and redo, and check the
standings screen against the services' own computation. Counts the keys per normal hand."""

from __future__ import annotations

import random
from collections import defaultdict
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from stored_hands import stored_outcomes

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_screen import EventScreen
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.screens.registration_screen import RegistrationScreen
from sheepshead_scorer.ui.screens.seating_screen import SeatingScreen
from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen
from sheepshead_scorer.ui.shell.app import build_window

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

PLAYERS = [f"Player {chr(ord('A') + i)}" for i in range(10)]
HANDS = 48


def normal_hand(rng: random.Random, dealer_seat: int) -> str:
    """A typical picked hand: picker, partner (or a = alone), points 0-120."""
    picker = rng.randrange(5)
    others = [seat for seat in range(5) if seat != picker]
    partner = "a" if rng.random() < 0.1 else str(rng.choice(others) + 1)
    points = rng.choice([rng.randint(31, 90), rng.randint(0, 120)])
    return f"{picker + 1}{partner}{points}"


def test_a_whole_session_by_keyboard(
    qtbot: QtBot, backend_any: Backend, bus: AppBus, settings: AppSettings
) -> None:
    backend = backend_any
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()

    # -- event setup -------------------------------------------------------------------
    setup = window.show_screen("Event setup")
    assert isinstance(setup, EventScreen)
    setup.rules.choose_preset("000-encyclopedia")
    qtbot.keyClicks(setup.name, "Thanksgiving Open")
    assert setup.hands.value() == HANDS  # 48 by default
    setup.fee.setText("20")
    setup.create_button.click()
    assert setup.message.text() == ""
    event_id = window.current_event_id()
    assert event_id is not None and backend.event(event_id).name == "Thanksgiving Open"

    # -- registration desk: type-ahead add, then check everyone in -------------------------
    desk = window.show_screen("Registration")
    assert isinstance(desk, RegistrationScreen)
    for name in PLAYERS:
        qtbot.keyClicks(desk.add_box, name)
        qtbot.keyClick(desk.add_box, Qt.Key.Key_Return)
    assert desk.model.rowCount() == len(PLAYERS)
    desk.view.selectAll()
    desk.mark_paid()
    desk.view.selectAll()
    desk.check_in()
    assert all(r.checked_in and r.paid_cents == 2000 for r in backend.registrations(event_id))

    # -- seating: one round of 48 hands, drawn and published -----------------------------
    seating = window.show_screen("Seating")
    assert isinstance(seating, SeatingScreen)
    seating.hands_box.setValue(HANDS)
    seating.draw_button.click()
    assert seating.model.rowCount() == 2  # 10 players: two tables of five
    seating.publish_button.click()
    assert backend.rounds(event_id)[0].status == "published"

    # -- hand entry: every table, 48 hands, typed ------------------------------------------
    entry = window.show_screen("Hand entry")
    assert isinstance(entry, HandEntryScreen)
    rng = random.Random(2026)
    keystrokes: list[int] = []
    typed: dict[int, list[str]] = defaultdict(list)
    for table_index in range(entry.table_box.count()):
        entry.table_box.setCurrentIndex(table_index)
        table = entry.table_box.currentData()
        for number in range(1, HANDS + 1):
            special = number % 16 == 0
            keys = f"l{rng.randrange(5) + 1}" if special else normal_hand(rng, number)
            qtbot.keyClicks(entry.entry.edit, keys)
            qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Return)
            assert entry.entry.edit.text() == "", entry.entry.message.text()
            if not special:
                keystrokes.append(len(keys) + 1)  # the keys and Enter
            typed[table.id].append(keys)
        assert entry.model.hand_count() == HANDS
        assert [h.hand for h in backend.hands(table.id)] == list(range(1, HANDS + 1))
    assert max(keystrokes) <= 6
    assert sum(keystrokes) / len(keystrokes) < 6

    # -- correct hand 3 of the last table, undo, redo -----------------------------------------
    table = entry.table_box.currentData()
    before = stored_outcomes(backend._ctx.engine, table.id)[2]
    for _ in range(HANDS - 2):
        qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert entry.selected_hand() == 2
    qtbot.keyClick(entry.entry.edit, Qt.Key.Key_F2)
    replacement = "4a120" if before.get("picker") != 3 else "5a120"
    qtbot.keyClicks(entry.entry.edit, replacement)
    qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Return)
    after = stored_outcomes(backend._ctx.engine, table.id)[2]
    assert after != before and after["partners"] == []
    assert backend.hands(table.id)[2].partners == ()  # the row the screen shows says so too
    window.undo_stack.undo()
    assert stored_outcomes(backend._ctx.engine, table.id)[2] == before
    window.undo_stack.redo()
    assert stored_outcomes(backend._ctx.engine, table.id)[2] == after
    assert len(backend.hand_history(backend.hands(table.id)[2].id)) >= 4

    # -- standings: the screen shows what the services compute -------------------------------
    standings = window.show_screen("Standings")
    assert isinstance(standings, StandingsScreen)
    report = backend.event_standings(event_id)
    shown = {line.player_id: line for line in standings.model.rows()}
    assert len(shown) == len(PLAYERS)
    for row in report.rows:
        assert shown[row.player_id].total == row.tally.points
        assert shown[row.player_id].label == row.label
        assert shown[row.player_id].played == HANDS
    # and what the services compute is what the sheets add up to
    sheet_totals: dict[int, Fraction] = defaultdict(Fraction)
    for table_row in backend.tables(backend.rounds(event_id)[0].id):
        for hand in backend.hands(table_row.id):
            for seat, amount in zip(table_row.seats, hand.payouts, strict=True):
                sheet_totals[seat.player_id] += amount
    assert {pid: line.total for pid, line in shown.items()} == dict(sheet_totals)
    assert sum(sheet_totals.values()) == 0
    # prizes: 10 × $20, no house share, the default places 30/15/10/10/10 % → $150 paid
    paid = sum(line.prize_cents for line in shown.values())
    assert 15000 - 10 <= paid <= 15000  # shares are floored to the cent
    assert shown[report.rows[0].player_id].prize_cents >= 3000 - 1
