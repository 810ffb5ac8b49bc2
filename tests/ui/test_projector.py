"""The projector display: standings in pages, live round progress, and never the focus."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.services.statistics.event_statistics import TableHandsEntered
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow, page_count
from sheepshead_scorer.ui.shell.app import build_window

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

PICKED = {"type": "picked", "dealer": 0, "picker": 1, "partners": [2], "points": 70,
          "tricks": 3}


def open_projector(qtbot: QtBot, backend: Backend, bus: AppBus, event_id: int,
                   **options: object) -> ProjectorWindow:
    projector = ProjectorWindow(backend, bus, event_id, **options)  # type: ignore[arg-type]
    qtbot.addWidget(projector)
    projector.show_on(None)
    qtbot.waitExposed(projector)
    return projector


@pytest.mark.parametrize(("lines", "size", "pages"), [(0, 5, 1), (5, 5, 1), (6, 5, 2),
                                                      (37, 12, 4), (10, 3, 4)])
def test_page_count(lines: int, size: int, pages: int) -> None:
    assert page_count(lines, size) == pages


def test_shows_event_round_progress_and_standings(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 10)
    projector = open_projector(qtbot, backend, bus, ready.event_id)
    assert projector.title.text() == "Test Open"
    assert projector.round_label.text() == "Session 1 · Round 1 · 0/24 hands entered"
    assert projector.progress_label.text().split() == ["Table", "1:", "0/12", "Table", "2:", "0/12"]
    assert len(projector.lines) == 0 or all(line.total == 0 for line in projector.lines)


def test_a_table_with_score_sheet_totals_says_totals(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    projector = ProjectorWindow(backend, bus, None)
    qtbot.addWidget(projector)
    assert projector.table_text(TableHandsEntered(3, 0, 12, totals=True)) == "Table 3: totals"
    assert projector.table_text(TableHandsEntered(3, 5, 12)) == "Table 3: 5/12"


def test_pages_turn_by_themselves_and_follow_the_window_height(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 10)
    table = backend.tables(ready.round_id)[0]
    bus.publish(backend.record_hand(table.id, PICKED, expected_number=1))
    projector = open_projector(qtbot, backend, bus, ready.event_id, page_seconds=0.2)
    tall_page = projector.page_size()
    projector.resize(900, 420)
    qtbot.waitUntil(lambda: projector.page_size() < tall_page)
    qtbot.wait(50)  # the clock's first tick may resize the header: the type is fitted again
    size = projector.page_size()
    assert projector.pages() == page_count(len(projector.lines), size) > 1
    shown_first = projector.visible_lines()
    assert len(shown_first) == size
    qtbot.waitUntil(lambda: projector.page == 1, timeout=2000)
    assert projector.visible_lines() == projector.lines[size : 2 * size]
    assert f"Page 2 of {projector.pages()}" in projector.page_label.text()
    qtbot.waitUntil(lambda: projector.page == 0, timeout=2000 * projector.pages())


def test_live_update_reloads_only_what_changed(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 10)
    projector = open_projector(qtbot, backend, bus, ready.event_id, page_seconds=60)
    standings, progress = projector.standings_loads, projector.progress_loads
    table = backend.tables(ready.round_id)[0]
    bus.publish(backend.record_hand(table.id, PICKED, expected_number=1))
    assert projector.standings_loads == standings + 1  # at once
    assert projector.progress_loads == progress  # the count per table a moment later
    qtbot.waitUntil(lambda: projector.progress_loads == progress + 1, timeout=2000)
    assert "Table 1: 1/12" in projector.progress_label.text()
    picker = table.seats[1].name
    assert projector.lines[0].player == picker and projector.lines[0].total == 2
    assert picker in projector.standings_label.text()
    # a change that moves neither standings nor hands re-reads nothing
    bus.publish(backend.mark_paid(ready.event_id, ready.players[0]))
    assert (projector.standings_loads, projector.progress_loads) == (standings + 1, progress + 1)


def test_never_takes_focus_from_the_entry_line(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings, tmp_path: Path
) -> None:
    make_event(backend, 10)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    screen = window.show_screen("Hand entry")
    window.activateWindow()
    window.keyboard_focus_entry()
    edit = screen.entry.edit  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is edit)

    window.findChild(type(window.view_menu.actions()[0]), "projectorAction").trigger()
    projector = window.findChild(ProjectorWindow)
    assert isinstance(projector, ProjectorWindow)
    qtbot.waitExposed(projector)
    assert projector.windowFlags() & Qt.WindowType.WindowDoesNotAcceptFocus
    assert projector.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    assert all(
        w.focusPolicy() == Qt.FocusPolicy.NoFocus for w in [projector, *projector.findChildren(
            QWidget)]
    )
    qtbot.wait(100)
    assert QApplication.focusWidget() is edit

    loads = projector.standings_loads
    qtbot.keyClicks(edit, "1374")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert projector.standings_loads == loads + 1  # refreshed by the bus ...
    qtbot.waitUntil(lambda: "Table 1: 1/12" in projector.progress_label.text(), timeout=2000)
    qtbot.wait(100)
    assert QApplication.focusWidget() is edit  # ... and the entry line kept the keyboard
    projector.next_page()
    assert QApplication.focusWidget() is edit
    projector.grab().save(str(tmp_path / "projector.png"))


def test_follows_the_event_picker_and_stops_when_closed(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    window.findChild(type(window.view_menu.actions()[0]), "projectorAction").trigger()
    projector = window.findChild(ProjectorWindow)
    assert isinstance(projector, ProjectorWindow) and projector.event_id == ready.event_id
    window.event_changed.emit(None)
    assert projector.title.text() == "No event" and projector.lines == ()
    window.event_changed.emit(ready.event_id)
    assert projector.title.text() == "Test Open"
    with qtbot.waitSignal(projector.closed):
        projector.close()
    assert not projector.timer.isActive()
    qtbot.waitUntil(lambda: window.findChild(ProjectorWindow) is None)  # deleted on close
    table = backend.tables(ready.round_id)[0]
    bus.publish(backend.record_hand(table.id, PICKED, expected_number=1))  # nobody listening
    window.event_changed.emit(None)
