"""Adding a player is one step of the undo, in the real window: a player added at the desk
(and registered by it) or on the Players screen goes away with Ctrl+Z — the record and its
registration, audited — and Ctrl+Shift+Z brings them back with the same id; a player who has
a seat by the time of the undo is refused with a message saying so."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy import select

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services.events.event_edits import EventSpec
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry, Registration
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.players_screen import PlayersScreen
from sheepshead_scorer.ui.screens.registration_screen import RegistrationScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@dataclass
class Window:
    window: MainWindow
    backend: Backend
    event_id: int

    def player(self, name: str) -> int | None:
        return next((p.id for p in self.backend.players() if p.name == name), None)

    def registered(self, player_id: int) -> bool:
        return self.backend.registration_state(self.event_id, player_id) is not None


@pytest.fixture
def app(qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings) -> Iterator[Window]:
    """The main window over an event with nine players checked in."""
    spec = EventSpec(
        name="Desk Open", held_on=dt.date(2026, 11, 29), ruleset=preset("000-encyclopedia"),
        entry_fee_cents=2000,
    )
    event_id = backend.create_event(spec).created
    assert event_id is not None
    for number in range(9):
        created = backend.add_player(f"Player {number + 1:02d}").created
        assert created is not None
        backend.register(event_id, created)
        backend.mark_paid(event_id, created)
        backend.check_in(event_id, created)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    yield Window(window, backend, event_id)


def keys(qtbot: QtBot, widget: QWidget, modifiers: Qt.KeyboardModifier) -> None:
    qtbot.keyClick(widget, Qt.Key.Key_Z, modifiers)


def player_audit(db: Database, player_id: int) -> list[str]:
    with db.session() as session:
        return list(session.scalars(
            select(AuditEntry.action).where(
                AuditEntry.entity == "player", AuditEntry.entity_id == player_id
            ).order_by(AuditEntry.id)
        ))


def desk_add(qtbot: QtBot, app: Window, name: str) -> RegistrationScreen:
    desk = app.window.show_screen("Registration")
    assert isinstance(desk, RegistrationScreen) and desk.event_id == app.event_id
    qtbot.keyClicks(desk.add_box, name)
    qtbot.keyClick(desk.add_box, Qt.Key.Key_Return)
    return desk


def test_a_player_added_at_the_desk_is_one_undo_step(
    qtbot: QtBot, app: Window, sqlite_db: Database
) -> None:
    desk = desk_add(qtbot, app, "Late Comer")
    player_id = app.player("Late Comer")
    assert player_id is not None and app.registered(player_id)
    assert app.window.undo_action.text().endswith("add and register Late Comer")
    keys(qtbot, desk.view, CTRL)  # one Ctrl+Z: the registration and the record
    assert app.player("Late Comer") is None
    with sqlite_db.session() as session:
        assert session.scalar(
            select(Registration.id).where(Registration.player_id == player_id)
        ) is None
    assert desk.model.rowCount() == 9
    keys(qtbot, desk.view, CTRL_SHIFT)  # back, under the same id, registered again
    assert app.player("Late Comer") == player_id and app.registered(player_id)
    assert desk.model.rowCount() == 10
    keys(qtbot, desk.view, CTRL)
    assert app.player("Late Comer") is None
    assert player_audit(sqlite_db, player_id) == ["create", "delete", "restore", "delete"]


def test_a_player_added_on_the_players_screen_is_one_undo_step(
    qtbot: QtBot, app: Window
) -> None:
    screen = app.window.show_screen("Players")
    assert isinstance(screen, PlayersScreen)
    qtbot.keyClicks(screen.name, "Walk In")
    qtbot.keyClick(screen.name, Qt.Key.Key_Return)
    player_id = app.player("Walk In")
    assert player_id is not None
    assert app.window.undo_action.text().endswith("add Walk In")
    assert screen.model.rowCount() == 10
    keys(qtbot, screen.view, CTRL)
    assert app.player("Walk In") is None
    assert screen.model.rowCount() == 9
    keys(qtbot, screen.view, CTRL_SHIFT)
    assert app.player("Walk In") == player_id


def test_undoing_the_add_of_a_seated_player_is_refused(qtbot: QtBot, app: Window) -> None:
    desk = desk_add(qtbot, app, "Late Comer")
    player_id = app.player("Late Comer")
    assert player_id is not None
    app.backend.mark_paid(app.event_id, player_id)
    app.backend.check_in(app.event_id, player_id)
    app.backend.draw_round(app.event_id, 1, 12, seed=7)  # ten players seated
    app.window.show_screen("Registration")
    keys(qtbot, desk.view, CTRL)
    assert app.player("Late Comer") == player_id and app.registered(player_id)
    assert "cannot be undone" in desk.message.text()
    assert "Desk Open" in desk.message.text()
