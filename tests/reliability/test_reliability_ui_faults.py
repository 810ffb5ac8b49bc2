"""The app's start-up and change poll under faults: a cancelled damaged-file dialog, a file
that will not open, a remembered server address, a lost server — a choice, never a crash,
never silently another database, never a password on screen."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QMessageBox, QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy.exc import OperationalError

from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.database.backups import take_backup
from sheepshead_scorer.store import Database
from sheepshead_scorer.ui.actions.backup_actions import install_backup_actions
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.shell.database_actions import start_backend
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

SECRET_URL = "postgresql+psycopg://director:s3cret-pw@127.0.0.1:1/fall"


def _when_modal(act: Callable[[QWidget], bool], seen: list[str]) -> None:
    """Call ``act`` on each modal dialog as it appears; ``act`` returns False when done."""

    def look() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(30, look)
            return
        text = box.text() if isinstance(box, QMessageBox) else box.windowTitle()
        seen.append(text)
        if act(box):
            QTimer.singleShot(30, look)

    QTimer.singleShot(30, look)


def _click(box: QWidget, label: str) -> None:
    assert isinstance(box, QMessageBox), type(box)
    next(b for b in box.buttons() if b.text() == label).click()


def test_cancelling_the_damaged_file_dialog_offers_a_choice_and_quits_cleanly(
    sqlite_db: Database, qtbot: QtBot
) -> None:
    Services(sqlite_db, station="desk").create_player(PlayerFields(name="Ada"))
    take_backup(sqlite_db.engine, sqlite_db.url)
    sqlite_db.close()
    path = Path(sqlite_db.engine.url.database or "")
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    path.write_bytes(b"not a database" * 100)
    seen: list[str] = []
    steps = iter(["Cancel", "Quit"])

    def act(box: QWidget) -> bool:
        label = next(steps)
        if label == "Cancel":
            assert isinstance(box, QMessageBox)
            box.button(QMessageBox.StandardButton.Cancel).click()
            return True
        _click(box, label)
        return False

    _when_modal(act, seen)
    assert start_backend(str(path), "desk") is None  # quit: no crash, no other database
    assert len(seen) == 2 and "Could not open" in seen[1]


def test_a_database_that_fails_to_open_is_not_replaced_silently_and_hides_the_password(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    seen: list[str] = []

    def act(box: QWidget) -> bool:
        _click(box, "Open the default database file")
        return False

    _when_modal(act, seen)
    backend = start_backend(SECRET_URL, "desk")
    assert backend is not None
    try:
        assert seen and "Could not open" in seen[0]
        assert "s3cret-pw" not in seen[0] and "127.0.0.1" in seen[0]
        assert backend.location.endswith("sheepshead.sqlite3")  # the director chose it
        assert str(tmp_path / "data") in backend.location
    finally:
        backend.close()


def test_a_remembered_server_address_asks_for_its_password(qtbot: QtBot) -> None:
    seen: list[str] = []
    asked: list[QLineEdit.EchoMode] = []

    def act(box: QWidget) -> bool:
        if isinstance(box, QInputDialog):
            asked.append(box.textEchoMode())
            box.reject()
            return True
        _click(box, "Quit")
        return False

    _when_modal(act, seen)
    assert start_backend("postgresql+psycopg://director@127.0.0.1:1/fall", "desk") is None
    assert asked == [QLineEdit.EchoMode.Password]
    assert "no password was given" in seen[-1]


def test_a_lost_server_shows_offline_retrying_and_backs_off(
    qtbot: QtBot, sqlite_db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    bus = AppBus()
    backend = Backend(sqlite_db, "desk")
    main = MainWindow(backend, bus, settings)
    qtbot.addWidget(main)
    actions = install_backup_actions(main, backend, bus)
    working = backend.changes_since

    def lost(_marker: object) -> object:
        raise OperationalError("SELECT 1", {}, Exception("server closed the connection"))

    monkeypatch.setattr(backend, "changes_since", lost)
    messages: list[str] = []
    bus.status.connect(messages.append)
    actions.poll()
    actions.poll()
    assert messages[-1].startswith("Offline, retrying in 12 s")
    assert actions.timer.interval() == 12_000
    monkeypatch.setattr(backend, "changes_since", working)
    actions.poll()
    assert messages[-1] == "Back online: the database answers again"
    assert actions.timer.interval() == 3000


def test_a_new_director_starts_on_the_default_file_without_a_question(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first start remembers no database: the default file opens at once (it was refused
    with "no password was given", as if it were a server address)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    seen: list[str] = []

    def look() -> None:  # a question would be recorded and closed (stopped with the test)
        box = QApplication.activeModalWidget()
        if box is not None:
            seen.append(box.text() if isinstance(box, QMessageBox) else box.windowTitle())
            box.close()

    watcher = QTimer()
    watcher.setInterval(30)
    watcher.timeout.connect(look)
    watcher.start()
    try:
        backend = start_backend(None, "desk")
    finally:
        watcher.stop()
    assert backend is not None and seen == []
    try:
        assert backend.location.endswith("sheepshead.sqlite3")
        assert str(tmp_path / "data") in backend.location
    finally:
        backend.close()
