"""Seating (draw, swap by keyboard and by drag and drop, lock, publish, close) and round
totals (zero-sum light, blind second entry)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QMimeData, Qt
from pytestqt.qtbot import QtBot
from ui_helpers import answer_box, make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.verification import TableCheck, VerificationLog
from sheepshead_scorer.ui.models.seating_model import MIME
from sheepshead_scorer.ui.screens.round_totals_screen import RoundTotalsScreen, parse_total
from sheepshead_scorer.ui.screens.seating_screen import SeatingScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def seating(qtbot: QtBot, backend: Backend, bus: AppBus, **kwargs: object) -> SeatingScreen:
    ready = make_event(backend, 11, **kwargs)  # type: ignore[arg-type]
    screen = SeatingScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    return screen


def names(screen: SeatingScreen) -> list[list[str]]:
    return [[s.name for s in t.seats] for t in screen.model.tables()]


def test_draw_shows_every_player_once(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    screen = seating(qtbot, backend, bus, publish=False)
    assert screen.model.rowCount() == 2  # 11 players: a table of 5 and one of 6
    seated = [n for table in names(screen) for n in table]
    assert sorted(seated) == sorted(f"Player {i:02d}" for i in range(1, 12))


def test_space_space_swaps_two_players(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    screen = seating(qtbot, backend, bus, publish=False)
    before = names(screen)
    screen.view.setCurrentIndex(screen.model.index(0, 0))
    qtbot.keyClick(screen.view, Qt.Key.Key_Space)
    screen.view.setCurrentIndex(screen.model.index(1, 2))
    qtbot.keyClick(screen.view, Qt.Key.Key_Space)
    after = names(screen)
    assert after[0][0] == before[1][2] and after[1][2] == before[0][0]
    screen.undo_stack.undo()
    assert names(screen) == before
    screen.undo_stack.redo()
    assert names(screen) == after


def test_drag_and_drop_asks_for_a_swap(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    screen = seating(qtbot, backend, bus, publish=False)
    before = names(screen)
    source = screen.model.index(0, 1)
    data = screen.model.mimeData([source])
    assert data.hasFormat(MIME)
    target = screen.model.index(1, 0)
    assert screen.model.dropMimeData(data, Qt.DropAction.MoveAction, -1, -1, target) is False
    after = names(screen)
    assert after[0][1] == before[1][0] and after[1][0] == before[0][1]
    assert not screen.model.canDropMimeData(QMimeData(), Qt.DropAction.MoveAction, -1, -1,
                                            target)


def test_lock_publish_and_no_more_swaps(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    screen = seating(qtbot, backend, bus, publish=False)
    screen.view.setCurrentIndex(screen.model.index(0, 0))
    qtbot.keyClick(screen.view, Qt.Key.Key_L)
    locked = screen.model.seat_at(screen.model.index(0, 0))
    assert locked is not None and locked.player_id in screen.fixed
    assert str(screen.model.index(0, 0).data()).startswith("🔒")
    screen.publish()
    assert backend.rounds(screen.event_id or 0)[0].status == "published"
    assert not screen.model.editable
    screen.swap(locked.player_id, screen.model.tables()[1].seats[0].player_id)
    assert "published" in screen.message.text()


def test_close_waits_for_second_entries_when_required(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    log = VerificationLog()
    ready = make_event(backend, 10, hands=1)
    screen = SeatingScreen(backend, bus, log)
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    screen.require_check.setChecked(True)
    screen.close_round()
    assert "table 1 has no second entry" in screen.message.text()
    tables = screen.model.tables()
    log.record(TableCheck(tables[0].id, ("hand 1: first …; second …",)))
    log.record(TableCheck(tables[1].id, ()))
    screen.close_round()
    assert "table 1: the second entry differs in 1 hand" in screen.message.text()
    log.record(TableCheck(tables[0].id, ()))
    asked: list[str] = []
    answer_box(qtbot, Qt.Key.Key_Escape, asked)  # the question names the short tables
    screen.close_round()
    assert "Tables 1 and 2 do not have all their hands yet" in asked[0]
    assert backend.rounds(ready.event_id)[0].status == "published"


def test_seating_model_passes_the_model_tester(
    qtbot: QtBot, qtmodeltester: object, backend: Backend, bus: AppBus
) -> None:
    screen = seating(qtbot, backend, bus, publish=False)
    qtmodeltester.check(screen.model)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("text", "value"),
    [("12", Fraction(12)), ("-7", Fraction(-7)), ("+3", Fraction(3)), ("8/3", Fraction(8, 3)),
     ("2 2/3", Fraction(8, 3)), ("-2 2/3", Fraction(-8, 3)), ("\u22124", Fraction(-4)),
     ("", None)],
)
def test_totals_are_read_exactly(text: str, value: Fraction | None) -> None:
    assert parse_total(text) == value


def test_round_totals_light_and_save(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    ready = make_event(backend, 10, totals_only=True)
    screen = RoundTotalsScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    block = screen.blocks[0]
    entries = list(block.entries.values())
    for entry, value in zip(entries, ["5", "-2", "1", "-1", "x"], strict=True):
        qtbot.keyClicks(entry, value)
    assert "not a number" in block.indicator.text()
    entries[4].setText("-4")
    assert "does not balance" in block.indicator.text()
    assert not screen.save(block)
    assert "Not saved" in block.message.text()
    assert entries[0].text() == "5"  # nothing typed is lost
    entries[4].setText("-3")
    assert "balanced" in block.indicator.text()
    qtbot.keyClick(entries[4], Qt.Key.Key_Return)
    assert block.message.text() == "Saved."
    saved = backend.round_totals(block.table.id)
    assert sum(saved.values()) == 0 and sorted(saved.values()) == [-3, -2, -1, 1, 5]


def test_blind_second_entry_of_totals_flags_differences(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 10, totals_only=True)
    screen = RoundTotalsScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    screen.verify.setChecked(True)
    block = screen.blocks[0]
    for entry, check, first, second in zip(
        block.entries.values(), block.checks.values(), ["5", "-2", "1", "-1", "-3"],
        ["5", "-2", "1", "-3", "-1"], strict=True,
    ):
        entry.setText(first)
        check.setText(second)
    assert "second entry differs" in block.indicator.text()
    assert not screen.save(block)
    assert backend.round_totals(block.table.id) == {}
    for entry, check in zip(block.entries.values(), block.checks.values(), strict=True):
        check.setText(entry.text())
    assert screen.save(block)
