"""A Sheep Head event (000 "Sheep Head variant") in the window: chosen on the event form,
its hands typed at the entry line (`1 9`, `b2`, `a3`), the game's score on the sheet, and
games won in the standings. The numbers are 000's: the fox 1, "7 to 9 counters is one point,
and 10 to 12 counters is two points", a buck 7, an automatic buck 14, games to 21."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QPushButton, QWidget
from pytestqt.qtbot import QtBot
from test_ui_event_edit import when_modal

from sheepshead_scorer.rules import preset
from sheepshead_scorer.rules.sheep_head import FoxRules
from sheepshead_scorer.services.events.event_edits import EventSpec
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.verification import VerificationLog
from sheepshead_scorer.ui.models.standings_model import COL_GAMES, COL_PICK_WINS
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_screen import EventScreen
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen
from sheepshead_scorer.ui.widgets.verify_dialog import VerifyDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def fox_event(backend: Backend) -> int:
    spec = EventSpec(name="Fox night", held_on=dt.date(2026, 12, 2), table_size=4,
                     ruleset=preset("002-how-to"), table_game=FoxRules(21))
    event_id = backend.create_event(spec).created
    assert event_id is not None
    for name in ("Ann", "Bob", "Cy", "Dee"):
        created = backend.add_player(name).created
        assert created is not None
        backend.register(event_id, created)
        backend.check_in(event_id, created)
    backend.draw_round(event_id, 1, 12, seed=7)
    backend.publish_round(backend.rounds(event_id)[-1].id)
    return event_id


def type_hand(qtbot: QtBot, screen: HandEntryScreen, keys: str) -> None:
    qtbot.keyClicks(screen.entry.edit, keys)
    qtbot.keyClick(screen.entry.edit, Qt.Key.Key_Return)


def test_the_event_form_creates_a_sheep_head_event(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    screen = EventScreen(backend, bus, settings)
    qtbot.addWidget(screen)
    screen.show()
    qtbot.keyClicks(screen.name, "Fox night")
    screen.game.setFocus()
    qtbot.keyClick(screen.game, Qt.Key.Key_Down)
    assert screen.game.currentData() == 21
    assert screen.table_size.value() == 4  # 000: "four players"
    screen.create_button.setFocus()
    qtbot.keyClick(screen.create_button, Qt.Key.Key_Space)
    assert screen.message.text() == ""
    [event] = backend.events()
    assert event.table_game == {"game": "sheep_head", "target": 21}
    assert event.table_size == 4


def test_fox_hands_are_typed_totalled_and_ranked_by_games(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    event_id = fox_event(backend)
    entry = HandEntryScreen(backend, bus, QUndoStack())
    standings = StandingsScreen(backend, bus)
    for widget in (entry, standings):
        qtbot.addWidget(widget)
        widget.set_event(event_id)
    entry.show()
    assert "fox" in entry.entry.edit.placeholderText()
    qtbot.keyClicks(entry.entry.edit, "1 9")  # seats 1+3: the fox and 9 counters, 1 + 1
    assert entry.model.line_at(0).preview
    assert entry.model.line_at(0).payouts == tuple(map(Fraction, (2, 0, 2, 0)))
    assert entry.model.line_at(0).description == "fox 1+3 · counters 9–4 · game 1: 1+3 2 · 2+4 0"
    qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Return)
    type_hand(qtbot, entry, "a2")  # seat 2 dealt all six fox catchers: 14 to 2+4
    type_hand(qtbot, entry, "14")  # seats 1+3 took the fox and only 4 counters; 2+4 have 9
    assert entry.model.line_at(2).description.startswith("fox 1+3 · counters 4–9")
    type_hand(qtbot, entry, "")  # (Enter on an empty line saves nothing)
    assert entry.model.totals() == tuple(map(Fraction, (3, 15, 3, 15)))
    type_hand(qtbot, entry, "b4")  # a buck, 7: seats 2+4 reach 22 and win game 1
    assert entry.model.totals() == tuple(map(Fraction, (3, 22, 3, 22)))
    assert "won by 2+4" in entry.model.line_at(3).description
    type_hand(qtbot, entry, "5 9")  # there is no seat 5
    assert "seat (1-4)" in entry.entry.message.text()
    assert entry.entry.edit.text() == "5 9"
    table = entry.table_box.currentData()
    assert len(backend.hands(table.id)) == 4
    assert not standings.view.isColumnHidden(COL_GAMES)
    assert standings.view.isColumnHidden(COL_PICK_WINS)  # nobody picks at Sheep Head
    assert "picker" not in standings.info.text()
    assert "fewest hands lost" in standings.info.text()
    top = standings.model.rows()[0]
    assert (top.total, top.games, top.tally.picks) == (22, 1, 0)
    assert sorted(line.games for line in standings.model.rows()) == [0, 0, 1, 1]


def test_f2_on_a_fox_hand_offers_its_line_and_a_changed_line_corrects_it(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    event_id = fox_event(backend)
    entry = HandEntryScreen(backend, bus, QUndoStack())
    qtbot.addWidget(entry)
    entry.set_event(event_id)
    entry.show()
    type_hand(qtbot, entry, "2 3")  # seats 2+4 took the fox and 3 counters: 1 to 2+4
    type_hand(qtbot, entry, "b1")  # a buck to seats 1+3: 7
    qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(entry.entry.edit, Qt.Key.Key_F2)
    assert entry.entry.edit.text() == "2 3"  # the first hand, as it was typed
    qtbot.keyClicks(entry.entry.edit, "2 10")  # over the selection: 2+4 took 10 counters
    qtbot.keyClick(entry.entry.edit, Qt.Key.Key_Return)
    assert entry.model.line_at(0).description.startswith("fox 2+4 · counters 10–3")
    assert entry.model.totals() == tuple(map(Fraction, (7, 3, 7, 3)))


def test_f9_opens_the_blind_second_entry_of_a_fox_table(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    """The second volunteer types the sheet again with the same Sheep Head keys; one typo
    (hand 2: 4 counters instead of 3) is named in the game's words, and the log keeps it."""
    event_id = fox_event(backend)
    entry = HandEntryScreen(backend, bus, QUndoStack(), VerificationLog())
    qtbot.addWidget(entry)
    entry.set_event(event_id)
    entry.show()
    for keys in ("1 9", "2 3", "b2"):
        type_hand(qtbot, entry, keys)
    seen: dict[str, object] = {}

    def second_entry(dialog: QWidget) -> None:
        assert isinstance(dialog, VerifyDialog)
        edit = dialog.entry.edit
        qtbot.keyClicks(edit, "1 9")
        # the second entry previews in the table's game: 000's fox 1 + 7-9 counters 1
        score = dialog.entry.reading.score
        seen["preview"] = None if score is None else score.payouts
        qtbot.keyClick(edit, Qt.Key.Key_Return)
        for keys in ("2 4", "b2"):
            qtbot.keyClicks(edit, keys)
            qtbot.keyClick(edit, Qt.Key.Key_Return)
        compare = dialog.findChild(QPushButton)
        assert compare is not None
        compare.setFocus()
        qtbot.keyClick(compare, Qt.Key.Key_Space)
        seen["summary"] = dialog.summary.text()
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_modal(qtbot, second_entry)
    qtbot.keyClick(entry.entry.edit, Qt.Key.Key_F9)
    assert seen["preview"] == (2, 0, 2, 0)
    assert "1 difference" in str(seen["summary"])
    check = entry.verification.check_for(entry.table_box.currentData().id)
    assert check is not None
    assert check.differences == (
        "hand 2: first fox 2+4 · counters 3–10; second fox 2+4 · counters 4–9",
    )
