"""File → Restore a backup… on a PostgreSQL database: the picker opens where the server's
backups are, and an older dump is put back, migrated, and the status bar says so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot
from test_reliability_pg_backups import older_dump

from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.backups import take_backup
from sheepshead_scorer.store import Database, current_revision, head_revision
from sheepshead_scorer.ui.backend import Backend
from sheepshead_scorer.ui.backup_actions import BackupActions, install_backup_actions
from sheepshead_scorer.ui.bus import AppBus
from sheepshead_scorer.ui.main_window import MainWindow
from sheepshead_scorer.ui.settings import AppSettings

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.qt_log_ignore("This plugin does not support"),  # offscreen notices
]


@pytest.fixture
def app(
    qtbot: QtBot, pg_db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[BackupActions, AppBus, list[str]]:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # the server backup folder
    settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    bus = AppBus()
    main = MainWindow(Backend(pg_db, "desk"), bus, settings)
    qtbot.addWidget(main)
    reopened: list[str] = []
    actions = install_backup_actions(main, main.backend, bus, reopen=reopened.append)
    return actions, bus, reopened


def test_the_picker_opens_in_the_folder_the_server_backups_are_written_to(
    app: tuple[BackupActions, AppBus, list[str]], pg_db: Database,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    actions, _bus, _reopened = app
    Services(pg_db, station="desk").create_player(PlayerFields(name="Ada"))
    written = take_backup(pg_db.engine, pg_db.url).path
    asked: list[tuple[Any, ...]] = []

    def pick(*args: Any) -> tuple[str, str]:
        asked.append(args)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", pick)
    actions.choose_and_restore()
    _parent, _title, folder, filters = asked[0]
    assert Path(folder) == written.parent
    assert filters.startswith("Server backups (*.dump *.json)")


def test_an_older_dump_is_restored_migrated_and_the_status_bar_says_so(
    app: tuple[BackupActions, AppBus, list[str]], pg_db: Database, tmp_path: Path,
    qtbot: QtBot,
) -> None:
    actions, bus, reopened = app
    older, _counts = older_dump(pg_db, tmp_path, "0001")
    with qtbot.waitSignal(bus.status) as status:
        assert actions.restore(older)
    shown = status.args[0]
    assert f"Restored {older}." in shown and "before-restore" in shown
    assert shown.endswith(
        "the backup was made at schema revision 0001 (an older Sheepshead Scorer) and has "
        f"been migrated to revision {head_revision()}."
    )
    assert reopened == [pg_db.url]
    assert current_revision(pg_db.engine) == head_revision()
