"""Issue 14 item 6: adding a second "Jörg Müller" (typed "Joerg Mueller") warns, shows the
registered player (member number, last event) and offers to use them."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services.events.event_edits import EventSpec
from sheepshead_scorer.services.people.player_matches import name_key
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.screens.players_screen import PlayersScreen
from sheepshead_scorer.ui.screens.registration_screen import RegistrationScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def when_asked(qtbot: QtBot, act: Callable[[QMessageBox], None], seen: list[str]) -> None:
    def run() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, run)
            return
        seen.append(box.text())
        act(box)
    QTimer.singleShot(0, run)


def press(qtbot: QtBot, key: Qt.Key) -> Callable[[QMessageBox], None]:
    return lambda box: qtbot.keyClick(box, key)


def names(backend: Backend) -> list[str]:
    return sorted(p.name for p in backend.players())


def test_the_spellings_of_one_name_fold_together() -> None:
    assert name_key("Jörg  Müller") == name_key("joerg mueller") == name_key("JÖRG MÜLLER")
    assert name_key("Jörg Müller") != name_key("Jörg Miller")


@pytest.fixture
def event_id(backend: Backend) -> int:
    spec = EventSpec(name="Test Open", held_on=dt.date(2026, 11, 29),
                     ruleset=preset("000-encyclopedia"))
    created = backend.create_event(spec).created
    assert created is not None
    return created


@pytest.fixture
def existing(backend: Backend, event_id: int) -> int:
    created = backend.add_player("Jörg Müller", member_number="1234", club="Bavaria")
    assert created.created is not None
    backend.register(event_id, created.created)
    return created.created


def test_players_screen_offers_the_registered_player(
    qtbot: QtBot, backend: Backend, bus: AppBus, existing: int
) -> None:
    screen = PlayersScreen(backend, bus, QUndoStack())
    qtbot.addWidget(screen)
    screen.show()
    seen: list[str] = []
    when_asked(qtbot, press(qtbot, Qt.Key.Key_Return), seen)  # Enter: use the one registered
    qtbot.keyClicks(screen.name, "Joerg Mueller")
    qtbot.keyClick(screen.name, Qt.Key.Key_Return)
    assert "Jörg Müller (member #1234, Bavaria, last event: Test Open, 2026-11-29)" in seen[0]
    assert names(backend) == ["Jörg Müller"]  # nothing added
    assert screen.selected_players()[0].id == existing  # shown for editing
    assert "already registered" in screen.message.text()


def test_players_screen_can_still_add_a_namesake(
    qtbot: QtBot, backend: Backend, bus: AppBus, existing: int
) -> None:
    screen = PlayersScreen(backend, bus, QUndoStack())
    qtbot.addWidget(screen)
    screen.show()
    seen: list[str] = []

    def add_new(box: QMessageBox) -> None:
        button = next(b for b in box.buttons() if b.text() == "Add a new player")
        button.setFocus()
        qtbot.keyClick(button, Qt.Key.Key_Space)
    when_asked(qtbot, add_new, seen)
    qtbot.keyClicks(screen.name, "Joerg Mueller")
    qtbot.keyClick(screen.name, Qt.Key.Key_Return)
    assert seen and names(backend) == ["Joerg Mueller", "Jörg Müller"]


def test_the_desk_registers_the_existing_player(
    qtbot: QtBot, backend: Backend, bus: AppBus, existing: int
) -> None:
    spec = EventSpec(name="Second Open", held_on=dt.date(2026, 12, 6),
                     ruleset=preset("000-encyclopedia"))
    second = backend.create_event(spec).created
    assert second is not None
    desk = RegistrationScreen(backend, bus, QUndoStack())
    qtbot.addWidget(desk)
    desk.set_event(second)
    desk.show()
    seen: list[str] = []
    when_asked(qtbot, press(qtbot, Qt.Key.Key_Return), seen)
    qtbot.keyClicks(desk.add_box, "joerg mueller")
    qtbot.keyClick(desk.add_box, Qt.Key.Key_Return)
    assert seen, "the desk asked"
    assert names(backend) == ["Jörg Müller"]
    assert [r.player_id for r in backend.registrations(second)] == [existing]


