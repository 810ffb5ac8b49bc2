"""The small things of issue 14, item 13, each through the keys a director presses: presets
say what they are, sources are words, "l2" and "12" look apart, F2 fills the line with the hand
being corrected, file dialogs start in the last folder, the prize remainder is explained, and a
round-totals event shows no "Hands 0"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter, QUndoStack
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ui.actions import safe_file_dialog
from sheepshead_scorer.ui.actions.file_dialogs import FolderMemory
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.models.standings_model import COL_GAMES, COL_PICK_WINS
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.event_screen import EventScreen
from sheepshead_scorer.ui.screens.hand_entry_screen import HandEntryScreen
from sheepshead_scorer.ui.screens.players_screen import PlayersScreen
from sheepshead_scorer.ui.screens.standings_columns import HAND_COLUMNS
from sheepshead_scorer.ui.screens.standings_screen import StandingsScreen
from sheepshead_scorer.ui.widgets.entry_font import FAMILY

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices
CTRL = Qt.KeyboardModifier.ControlModifier


def test_presets_say_what_they_are_and_sources_are_words(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    screen = EventScreen(backend, bus, settings)
    qtbot.addWidget(screen)
    box = screen.rules.preset_box
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Home)
    assert box.currentText() == (
        "000-encyclopedia — encyclopedia rules: called ace, the 5-handed chart with its alone "
        "column"
    )
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.currentData() == "001-online-table"
    assert box.currentText().startswith("001-online-table — online table rules: base 2")
    hint = screen.rules.findChild(object, "hint_players")
    assert "(source: encyclopedia rules; how-to guide)" in hint.text()
    hints = [screen.rules.findChild(object, f"hint_{name}").text() for name in screen.rules.editors]
    assert not any("000" in h or "[0" in h for h in hints)


def _ink(font: Any, text: str) -> QImage:
    metrics = QFontMetrics(font)
    image = QImage(metrics.horizontalAdvance(text) + 4, metrics.height() + 4,
                   QImage.Format.Format_Grayscale8)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setFont(font)
    painter.drawText(2, metrics.ascent() + 2, text)
    painter.end()
    return image


def test_l2_and_12_look_apart_and_f2_fills_the_hand_being_corrected(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 10)
    screen = HandEntryScreen(backend, bus, QUndoStack())
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    screen.show()
    edit = screen.entry.edit
    assert edit.font().family() == FAMILY
    letter, digit = _ink(edit.font(), "l2"), _ink(edit.font(), "12")
    differing = sum(
        abs(letter.pixelColor(x, y).value() - digit.pixelColor(x, y).value()) > 128
        for x in range(min(letter.width(), digit.width())) for y in range(letter.height())
    )
    assert differing > 20  # "l" and "1" are different shapes, not one shape twice

    for line in ("1374", "l2", "p3r"):
        qtbot.keyClicks(edit, line)
        qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.keyClick(edit, Qt.Key.Key_Up, CTRL)  # the last hand: p3r
    qtbot.keyClick(edit, Qt.Key.Key_F2)
    assert edit.text() == "p3r"
    qtbot.keyClick(edit, Qt.Key.Key_Escape)
    qtbot.keyClick(edit, Qt.Key.Key_Up, CTRL)
    qtbot.keyClick(edit, Qt.Key.Key_Up, CTRL)
    qtbot.keyClick(edit, Qt.Key.Key_Up, CTRL)  # hand 1
    qtbot.keyClick(edit, Qt.Key.Key_F2)
    assert edit.text() == "13 74" and edit.selectedText() == "13 74"  # typing replaces it
    qtbot.keyClick(edit, Qt.Key.Key_End)
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, "5")  # 74 → 75: only what was wrong is typed
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    table = screen.table_box.currentData()
    assert backend.hands(table.id)[0].points == 75


def test_file_dialogs_start_in_the_last_folder_used(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    chosen = tmp_path / "club" / "players.csv"
    chosen.parent.mkdir()
    starts: list[str] = []

    def fake_open(parent: Any, title: str, start: str, filters: str, **_: Any) -> str:
        starts.append(start)
        return "" if len(starts) > 1 else str(chosen)

    monkeypatch.setattr(safe_file_dialog, "ask_file_name", fake_open)
    screen = PlayersScreen(backend, bus, folders=FolderMemory(settings))
    qtbot.addWidget(screen)
    screen.show()
    dialog = type("Dialog", (), {"open": lambda self: None})
    monkeypatch.setattr(screen, "import_dialog", lambda path: dialog())
    for _ in range(2):
        screen.import_button.setFocus()
        qtbot.keyClick(screen.import_button, Qt.Key.Key_Space)
    assert starts == [str(Path.home()), str(chosen.parent)]
    assert AppSettings(settings.qsettings).last_folder == str(chosen.parent)  # kept


def test_remainder_explained_and_no_hands_column_for_round_totals(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    ready = make_event(backend, 10, totals_only=True)
    screen = StandingsScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    screen.show()
    screen.scope_box.setFocus()
    qtbot.keyClick(screen.scope_box, Qt.Key.Key_Home)  # Event
    info = screen.info.text()
    assert "Prize pool $180.00: $0.00 paid out in prizes." in info  # nobody has a total yet
    assert "$180.00 is not paid out: the prize places do not add up to the whole pool" in info
    assert all(screen.view.isColumnHidden(c) for c in HAND_COLUMNS)


def test_the_picker_game_has_no_games_column_on_standings(
    qtbot: QtBot, backend: Backend, bus: AppBus
) -> None:
    """Games won are Sheep Head's; an ordinary event's standings never show the column (it
    was shown, always 0, once the standings had refreshed)."""
    ready = make_event(backend, 10)
    screen = StandingsScreen(backend, bus)
    qtbot.addWidget(screen)
    screen.set_event(ready.event_id)
    screen.show()
    screen.scope_box.setFocus()
    qtbot.keyClick(screen.scope_box, Qt.Key.Key_End)  # Session 1: the standings refresh
    qtbot.keyClick(screen.scope_box, Qt.Key.Key_Home)  # and the event again
    assert screen.view.isColumnHidden(COL_GAMES)
    assert not screen.view.isColumnHidden(COL_PICK_WINS)
    assert "most picker wins" in screen.info.text()


def test_a_bulk_desk_action_names_every_player(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    from sheepshead_scorer.ui.shell.app import build_window

    ready = make_event(backend, 10, publish=False)
    for name in ["Ann Zeller", "Ben Zoller", "Cleo Zander"]:  # paid, not yet checked in
        player = backend.add_player(name).created
        assert player is not None
        backend.register(ready.event_id, player)
        backend.mark_paid(ready.event_id, player)
    told: list[str] = []
    bus.status.connect(told.append)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)  # Registration
    screen = window.screens["Registration"]
    qtbot.keyClicks(screen.filter, "Z")  # the three of them
    screen.view.setFocus()
    qtbot.keyClick(screen.view, Qt.Key.Key_A, CTRL)  # select them all
    qtbot.keyClick(screen.view, Qt.Key.Key_I, CTRL)  # check in
    assert told[-1] == "Saved: check in Ann Zeller, Ben Zoller, Cleo Zander"
