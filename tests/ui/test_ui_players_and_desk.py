"""The player registry and the registration desk."""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_helpers import answer_namesake
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.screens.players_screen import PlayersScreen
from sheepshead_scorer.ui.screens.registration_screen import RegistrationScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def players_screen(qtbot: QtBot, backend: Backend, bus: AppBus) -> PlayersScreen:
    screen = PlayersScreen(backend, bus)
    qtbot.addWidget(screen)
    return screen


def add(qtbot: QtBot, screen: PlayersScreen, name: str, club: str = "") -> None:
    qtbot.keyClicks(screen.name, name)
    if club:
        qtbot.keyClicks(screen.club, club)
    qtbot.keyClick(screen.name, Qt.Key.Key_Return)


def test_add_search_and_edit(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    screen = players_screen(qtbot, backend, bus)
    add(qtbot, screen, "Anna Schmidt", "Eagles")
    add(qtbot, screen, "Ben Krueger")
    add(qtbot, screen, "Carla Weiss", "Eagles")
    assert screen.model.rowCount() == 3
    qtbot.keyClicks(screen.search, "eagl")
    assert screen.proxy.rowCount() == 2
    screen.search.clear()
    screen.view.selectRow(1)  # sorted by name: Ben Krueger
    assert screen.name.text() == "Ben Krueger"
    screen.name.setText("Benjamin Krueger")
    qtbot.keyClick(screen.name, Qt.Key.Key_Return)
    assert [p.name for p in backend.players()] == ["Anna Schmidt", "Benjamin Krueger",
                                                   "Carla Weiss"]


def test_an_empty_name_is_refused_and_the_form_is_kept(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    screen = players_screen(qtbot, backend, bus)
    qtbot.keyClicks(screen.club, "Eagles")
    screen.save()
    assert "name" in screen.message.text()
    assert screen.club.text() == "Eagles"
    assert backend.players() == []


def test_merge_two_records(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    screen = players_screen(qtbot, backend, bus)
    add(qtbot, screen, "Anna Schmidt")
    add(qtbot, screen, "Anna Schmitt")
    selection = screen.view.selectionModel()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    selection.select(screen.proxy.index(0, 0), flags)
    selection.select(screen.proxy.index(1, 0), flags)
    screen.merge_selected(confirm=False)
    assert [p.name for p in backend.players()] == ["Anna Schmidt"]
    assert screen.model.rowCount() == 1


def test_import_runs_off_the_ui_thread(
    qtbot: QtBot, backend: Backend, bus: AppBus, tmp_path: Path
) -> None:
    path = tmp_path / "players.csv"
    path.write_text("Name,Club\nAnna Schmidt,Eagles\nBen Krueger,Turners\n", encoding="utf-8")
    screen = players_screen(qtbot, backend, bus)
    job = screen.import_file(str(path))
    assert job is not None and job.work is not None
    # the job may finish before a waitSignal could connect: wait for its visible effect instead
    qtbot.waitUntil(lambda: screen.model.rowCount() == 2, timeout=10000)
    assert "Imported 2 players" in screen.message.text()


def test_player_model_passes_the_model_tester(
    qtbot: QtBot, qtmodeltester: object, backend: Backend, bus: AppBus
) -> None:
    screen = players_screen(qtbot, backend, bus)
    add(qtbot, screen, "Anna Schmidt")
    add(qtbot, screen, "Ben Krueger")
    qtmodeltester.check(screen.model)  # type: ignore[attr-defined]
    qtmodeltester.check(screen.proxy)  # type: ignore[attr-defined]


def test_desk_registers_by_typing_and_adds_unknown_names(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 5, publish=False)
    desk = RegistrationScreen(backend, bus)
    qtbot.addWidget(desk)
    desk.set_event(ready.event_id)
    assert desk.model.rowCount() == 5
    qtbot.keyClicks(desk.add_box, "Late Comer")
    qtbot.keyClick(desk.add_box, Qt.Key.Key_Return)
    assert desk.model.rowCount() == 6
    assert any(p.name == "Late Comer" for p in backend.players())
    # typing a known name registers that player (here: already in → asks whether this is
    # another player of that name; Esc → a clear refusal)
    seen: list[str] = []
    answer_namesake(qtbot, seen=seen)
    qtbot.keyClicks(desk.add_box, "Player 03")
    qtbot.keyClick(desk.add_box, Qt.Key.Key_Return)
    assert seen == ["Add another player named Player 03"]
    assert "already registered" in desk.message.text()
    assert desk.add_box.text() == "Player 03"


def test_desk_paid_check_in_and_withdraw(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    ready = make_event(backend, 5, publish=False)
    desk = RegistrationScreen(backend, bus)
    qtbot.addWidget(desk)
    desk.set_event(ready.event_id)
    qtbot.keyClicks(desk.add_box, "Walk In")
    qtbot.keyClick(desk.add_box, Qt.Key.Key_Return)
    row = next(i for i in range(desk.proxy.rowCount())
               if desk.proxy.index(i, 0).data() == "Walk In")
    desk.view.selectRow(row)
    desk.mark_paid()
    desk.view.selectRow(row)
    desk.check_in()
    walk_in = next(r for r in backend.registrations(ready.event_id) if r.name == "Walk In")
    assert walk_in.checked_in and walk_in.paid_cents == 2000
    desk.view.selectRow(row)
    desk.withdraw()
    walk_in = next(r for r in backend.registrations(ready.event_id) if r.name == "Walk In")
    assert walk_in.withdrawn
    assert "1 withdrawn" in desk.counts.text()


def test_entries_after_the_first_round_are_marked_late(
    qtbot: QtBot, qtmodeltester: object, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 5)  # first round drawn and published
    desk = RegistrationScreen(backend, bus)
    qtbot.addWidget(desk)
    desk.set_event(ready.event_id)
    qtbot.keyClicks(desk.add_box, "Late Comer")
    qtbot.keyClick(desk.add_box, Qt.Key.Key_Return)
    statuses = {desk.proxy.index(r, 0).data(): desk.proxy.index(r, 1).data()
                for r in range(desk.proxy.rowCount())}
    assert statuses["Late Comer"] == "registered · late"
    assert statuses["Player 01"] == "checked in"
    assert desk.model.rowCount() == 6
    qtmodeltester.check(desk.model)  # type: ignore[attr-defined]


def test_player_edits_undo_and_redo(qtbot: QtBot, backend: Backend, bus: AppBus) -> None:
    stack = QUndoStack()
    screen = PlayersScreen(backend, bus, stack)
    qtbot.addWidget(screen)
    add(qtbot, screen, "Anna Schmidt", "Eagles")
    screen.view.selectRow(0)
    screen.club.setText("Turners")
    qtbot.keyClick(screen.name, Qt.Key.Key_Return)
    assert backend.players()[0].club == "Turners"
    stack.undo()
    assert backend.players()[0].club == "Eagles"
    stack.redo()
    assert backend.players()[0].club == "Turners"
    assert screen.model.row_at(0).club == "Turners"


def test_ctrl_p_keeps_the_selected_players_so_ctrl_i_checks_them_in(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    """Walk 29, shot 19: Ctrl+P reloaded the list and dropped the selection, so the Ctrl+I
    after it said "Select the players to check in first". The same players stay selected."""
    ready = make_event(backend, 5, publish=False)
    desk = RegistrationScreen(backend, bus)
    qtbot.addWidget(desk)
    desk.set_event(ready.event_id)
    for name in ("Walk In A", "Walk In B", "Walk In C"):
        qtbot.keyClicks(desk.add_box, name)
        qtbot.keyClick(desk.add_box, Qt.Key.Key_Return)
    desk.show()
    qtbot.waitExposed(desk)
    desk.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is desk)
    rows = {desk.proxy.index(i, 0).data(): i for i in range(desk.proxy.rowCount())}
    selection = desk.view.selectionModel()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    for name in ("Walk In A", "Walk In C"):
        selection.select(desk.proxy.index(rows[name], 0), flags)
    desk.view.setFocus()
    qtbot.keyClick(desk.view, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert sorted(r.name for r in desk.selected()) == ["Walk In A", "Walk In C"]
    qtbot.keyClick(desk.view, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert "Select the players" not in desk.message.text()
    walk_ins = {r.name: r for r in backend.registrations(ready.event_id)
                if r.name.startswith("Walk In")}
    assert [(n, r.paid_cents, r.checked_in) for n, r in sorted(walk_ins.items())] == [
        ("Walk In A", 2000, True), ("Walk In B", 0, False), ("Walk In C", 2000, True)]
    assert sorted(r.name for r in desk.selected()) == ["Walk In A", "Walk In C"]
