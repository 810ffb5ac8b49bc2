"""The registration desk's edits are undoable in the real window: Ctrl+Z undoes register,
mark paid, check in, withdraw and "check in all paid" (a batch as one step), Ctrl+Shift+Z
does them again, every step is audited, and a stale undo is refused with a message."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from desk_helpers import answer_namesake
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from sqlalchemy import select

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services.events.event_edits import EventSpec
from sheepshead_scorer.services.events.registrations import RegistrationState
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry, RegistrationStatus
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.screens.registration_screen import RegistrationScreen
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.main_window import MainWindow
from sheepshead_scorer.ui.words.translation import install_language

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
UNPAID = RegistrationState(RegistrationStatus.REGISTERED, 0)
PAID = RegistrationState(RegistrationStatus.REGISTERED, 2000)
HERE = RegistrationState(RegistrationStatus.CHECKED_IN, 2000)


@dataclass
class Desk:
    window: MainWindow
    screen: RegistrationScreen
    backend: Backend
    event_id: int
    players: dict[str, int]

    def state(self, name: str) -> RegistrationState | None:
        return self.backend.registration_state(self.event_id, self.players[name])

    def select(self, *names: str) -> None:
        view = self.screen.view
        view.clearSelection()
        for row in range(self.screen.proxy.rowCount()):
            if self.screen.proxy.index(row, 0).data() in names:
                view.selectionModel().select(
                    self.screen.proxy.index(row, 0),
                    QItemSelectionModel.SelectionFlag.Select
                    | QItemSelectionModel.SelectionFlag.Rows,
                )
        view.setFocus()

    def keys(self, qtbot: QtBot, key: Qt.Key, modifiers: Qt.KeyboardModifier = CTRL) -> None:
        qtbot.keyClick(self.screen.view, key, modifiers)

    def undo(self, qtbot: QtBot) -> None:
        self.keys(qtbot, Qt.Key.Key_Z)

    def redo(self, qtbot: QtBot) -> None:
        self.keys(qtbot, Qt.Key.Key_Z, CTRL_SHIFT)


@pytest.fixture
def desk(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> Iterator[Desk]:
    """The main window on the Registration screen of an event with no round drawn yet:
    Anna (registered, unpaid), Ben and Carla (paid), Dora (paid, checked in), Emil (not
    registered)."""
    spec = EventSpec(
        name="Desk Open", held_on=dt.date(2026, 11, 29), ruleset=preset("000-encyclopedia"),
        entry_fee_cents=2000,
    )
    event_id = backend.create_event(spec).created
    assert event_id is not None
    players = {}
    for name in ("Anna", "Ben", "Carla", "Dora", "Emil"):
        created = backend.add_player(name).created
        assert created is not None
        players[name] = created
    for name in ("Anna", "Ben", "Carla", "Dora"):
        backend.register(event_id, players[name])
    for name in ("Ben", "Carla", "Dora"):
        backend.mark_paid(event_id, players[name])
    backend.check_in(event_id, players["Dora"])
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    screen = window.show_screen("Registration")
    assert isinstance(screen, RegistrationScreen)
    assert screen.event_id == event_id
    yield Desk(window, screen, backend, event_id, players)


def audit_actions(db: Database) -> list[str]:
    with db.session() as session:
        return list(
            session.scalars(
                select(AuditEntry.action)
                .where(AuditEntry.entity == "registration")
                .order_by(AuditEntry.id)
            )
        )


def test_register_undo_redo(qtbot: QtBot, desk: Desk, sqlite_db: Database) -> None:
    qtbot.keyClicks(desk.screen.add_box, "Emil")
    qtbot.keyClick(desk.screen.add_box, Qt.Key.Key_Return)
    assert desk.state("Emil") == UNPAID
    assert desk.window.undo_action.text().endswith("register Emil")
    desk.undo(qtbot)
    assert desk.state("Emil") is None  # not entered: the draw will not see him
    assert desk.screen.model.rowCount() == 4
    desk.redo(qtbot)
    assert desk.state("Emil") == UNPAID
    assert desk.screen.model.rowCount() == 5
    assert audit_actions(sqlite_db)[-3:] == ["register", "restore", "register"]


@pytest.mark.parametrize(
    ("name", "key", "before", "after", "action"),
    [
        ("Anna", Qt.Key.Key_P, UNPAID, RegistrationState(RegistrationStatus.REGISTERED, 2000),
         "mark_paid"),
        ("Ben", Qt.Key.Key_I, PAID, HERE, "check_in"),
        ("Dora", Qt.Key.Key_W, HERE, RegistrationState(RegistrationStatus.WITHDRAWN, 2000),
         "withdraw"),
        ("Carla", Qt.Key.Key_W, PAID, RegistrationState(RegistrationStatus.WITHDRAWN, 2000),
         "withdraw"),
    ],
)
def test_desk_keys_undo_and_redo(
    qtbot: QtBot, desk: Desk, sqlite_db: Database, name: str, key: Qt.Key,
    before: RegistrationState, after: RegistrationState, action: str,
) -> None:
    assert desk.state(name) == before
    desk.select(name)
    desk.keys(qtbot, key)
    assert desk.state(name) == after
    desk.undo(qtbot)
    assert desk.state(name) == before
    desk.redo(qtbot)
    assert desk.state(name) == after
    desk.undo(qtbot)
    assert desk.state(name) == before
    assert audit_actions(sqlite_db)[-4:] == [action, "restore", action, "restore"]


def test_check_in_all_paid_is_one_undo_step(
    qtbot: QtBot, desk: Desk, sqlite_db: Database
) -> None:
    button = next(
        b for b in desk.screen.findChildren(QPushButton) if b.text() == "Check in all paid"
    )
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [desk.state(n) for n in ("Anna", "Ben", "Carla", "Dora")] == [UNPAID, HERE, HERE, HERE]
    assert desk.window.undo_action.text().endswith("check in all paid (2)")
    desk.undo(qtbot)  # one Ctrl+Z reverts the whole batch
    assert [desk.state(n) for n in ("Anna", "Ben", "Carla", "Dora")] == [UNPAID, PAID, PAID, HERE]
    assert "2 checked in" not in desk.screen.counts.text()
    desk.redo(qtbot)
    assert [desk.state(n) for n in ("Ben", "Carla")] == [HERE, HERE]
    assert audit_actions(sqlite_db)[-6:] == [
        "check_in", "check_in", "restore", "restore", "check_in", "check_in",
    ]
    desk.undo(qtbot)
    assert not desk.window.undo_stack.canUndo()  # the batch was the only step
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # nobody left waiting: no empty step
    assert desk.screen.message.text() == "No paid player is waiting to be checked in."
    assert desk.window.undo_stack.count() == 1


def test_a_multi_selection_is_one_undo_step(qtbot: QtBot, desk: Desk) -> None:
    desk.select("Anna", "Ben", "Carla")
    desk.keys(qtbot, Qt.Key.Key_P)
    assert desk.window.undo_action.text().endswith("mark 3 players paid")
    assert desk.state("Anna") == RegistrationState(RegistrationStatus.REGISTERED, 2000)
    desk.undo(qtbot)
    assert [desk.state(n) for n in ("Anna", "Ben", "Carla")] == [UNPAID, PAID, PAID]


def test_a_batch_stops_at_a_refusal_and_keeps_what_was_done(
    qtbot: QtBot, desk: Desk
) -> None:
    desk.select("Dora")
    desk.keys(qtbot, Qt.Key.Key_W)
    desk.select("Ben", "Dora")  # Dora has withdrawn: checking her in is refused
    desk.keys(qtbot, Qt.Key.Key_I)
    assert "has withdrawn" in desk.screen.message.text()
    assert desk.state("Ben") == HERE
    assert desk.window.undo_action.text().endswith("check in Ben")
    desk.undo(qtbot)
    assert desk.state("Ben") == PAID
    assert desk.window.undo_action.text().endswith("withdraw Dora")


def test_a_stale_undo_shows_a_message_and_overwrites_nothing(
    qtbot: QtBot, desk: Desk, bus: AppBus, sqlite_db: Database
) -> None:
    desk.select("Anna")
    desk.keys(qtbot, Qt.Key.Key_I)
    assert desk.state("Anna") == RegistrationState(RegistrationStatus.CHECKED_IN, 0)
    door = Backend(sqlite_db, "Door")  # another station takes Anna's fee meanwhile
    door.mark_paid(desk.event_id, desk.players["Anna"])
    statuses: list[str] = []
    bus.status.connect(statuses.append)
    desk.undo(qtbot)
    assert "was changed at station Door" in desk.screen.message.text()
    assert "reload" in desk.screen.message.text()
    assert statuses and statuses[-1].startswith("Not saved: the registration of Anna")
    assert desk.state("Anna") == RegistrationState(RegistrationStatus.CHECKED_IN, 2000)
    assert not desk.window.undo_stack.canUndo()  # the refused step left the stack
    assert audit_actions(sqlite_db)[-1] == "mark_paid"


def test_undo_texts_are_german_in_a_german_window(
    qtbot: QtBot, qapp: QApplication, desk: Desk
) -> None:
    install_language(qapp, "de")
    try:
        desk.select("Ben", "Carla")
        desk.keys(qtbot, Qt.Key.Key_I)
        assert desk.window.undo_stack.undoText() == "2 Spieler einchecken"
        desk.undo(qtbot)
        desk.select("Anna")
        desk.keys(qtbot, Qt.Key.Key_P)
        assert desk.window.undo_stack.undoText() == "Anna als bezahlt markieren"
    finally:
        install_language(qapp, "en")


def test_a_refusal_from_the_services_is_german_in_a_german_window(
    qtbot: QtBot, qapp: QApplication, desk: Desk
) -> None:
    install_language(qapp, "de")
    try:
        answer_namesake(qtbot)  # Esc: not another Ben
        qtbot.keyClicks(desk.screen.add_box, "Ben")
        qtbot.keyClick(desk.screen.add_box, Qt.Key.Key_Return)
        assert desk.screen.message.text().endswith("Ben ist bereits für Desk Open angemeldet")
    finally:
        install_language(qapp, "en")
    answer_namesake(qtbot)
    qtbot.keyClick(desk.screen.add_box, Qt.Key.Key_Return)
    assert desk.screen.message.text().endswith("Ben is already registered in Desk Open")
