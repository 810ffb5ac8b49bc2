"""The app's File → Back up now / Restore, the change poll and the damaged-file dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from sheepshead_scorer.services import Changes, PlayerFields, Services
from sheepshead_scorer.services.database.backups import (
    DamagedDatabaseError,
    check_database_file,
    take_backup,
)
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.backup import backup_folder_for, list_backups
from sheepshead_scorer.ui.actions.backup_actions import install_backup_actions, offer_latest_backup
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


@pytest.fixture
def window(qtbot: QtBot, sqlite_db: Database, tmp_path: Path) -> tuple[MainWindow, AppBus]:
    settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    bus = AppBus()
    backend = Backend(sqlite_db, "desk")
    main = MainWindow(backend, bus, settings)
    qtbot.addWidget(main)
    install_backup_actions(main, backend, bus)
    return main, bus


def _file_menu_texts(main: MainWindow) -> list[str]:
    menu = main.menuBar().actions()[0].menu()
    assert isinstance(menu, QMenu)
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def test_the_file_menu_has_backup_and_restore_and_quit_stays_last(
    window: tuple[MainWindow, AppBus],
) -> None:
    texts = _file_menu_texts(window[0])
    assert "&Back up now…" in texts and "&Restore a backup…" in texts
    assert texts[-1] == "&Quit"


def test_back_up_now_writes_a_checked_copy(
    window: tuple[MainWindow, AppBus], sqlite_db: Database, qtbot: QtBot
) -> None:
    main, bus = window
    with qtbot.waitSignal(bus.status) as status:
        action = main.findChild(QAction, "backupNowAction")
        assert action is not None
        action.trigger()
    assert "Backed up to" in status.args[0]
    path = Path(sqlite_db.engine.url.database or "")
    assert len(list_backups(backup_folder_for(path), path.stem)) == 1


def test_publishing_or_closing_a_round_backs_up_automatically(
    window: tuple[MainWindow, AppBus], sqlite_db: Database,
) -> None:
    main, bus = window
    bus.publish(Changes(rounds=(1,), life_steps=("round-published",)))
    main.property("backupActions").backups.wait()  # taken on the worker thread
    path = Path(sqlite_db.engine.url.database or "")
    # named by what triggered it, never "round-closed" for a publish (walkthrough 33.png)
    assert [b.reason for b in list_backups(backup_folder_for(path))] == ["round-published"]


def test_another_stations_change_refreshes_the_views(
    window: tuple[MainWindow, AppBus], sqlite_db: Database, qtbot: QtBot
) -> None:
    main, bus = window
    actions = main.property("backupActions")
    Services(sqlite_db, station="Desk B").create_player(PlayerFields(name="Ada"))
    with qtbot.waitSignal(bus.changed, timeout=5000) as changed:
        actions.poll()
    assert changed.args[0].standings
    assert actions.timer.isActive() and actions.timer.interval() == 3000


def test_the_damaged_file_dialog_restores_the_latest_backup(
    sqlite_db: Database, qtbot: QtBot
) -> None:
    Services(sqlite_db, station="desk").create_player(PlayerFields(name="Ada"))
    taken = take_backup(sqlite_db.engine, sqlite_db.url)
    sqlite_db.close()
    path = Path(sqlite_db.engine.url.database or "")
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    path.write_bytes(b"not a database" * 100)
    with pytest.raises(DamagedDatabaseError) as caught:
        check_database_file(path)

    seen: list[str] = []

    def press_restore() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):  # not shown yet (a busy machine): look again
            QTimer.singleShot(50, press_restore)
            return
        seen.append(box.informativeText())
        next(b for b in box.buttons() if b.text() == "Restore this backup").click()

    QTimer.singleShot(50, press_restore)
    assert offer_latest_backup(None, caught.value) is True
    assert seen and str(taken.path) in seen[0]
    assert check_database_file(path).ok
