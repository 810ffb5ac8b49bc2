"""File → Restore a backup… on a PostgreSQL database: the picker opens where the server's
backups are, a ``.json``/``.dump`` goes back, and an older dump is migrated and the status bar
says so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from sqlalchemy import create_engine, select
from test_reliability_pg_backups import older_dump

from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.database.backups import take_backup
from sheepshead_scorer.store import Database, current_revision, head_revision
from sheepshead_scorer.store.backup import backup_postgres
from sheepshead_scorer.store.models import Player
from sheepshead_scorer.ui.actions import safe_file_dialog
from sheepshead_scorer.ui.actions.backup_actions import BackupActions, install_backup_actions
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.shell.main_window import MainWindow

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.qt_log_ignore("This plugin does not support"),  # offscreen notices
]


def _names(url: str) -> list[str]:
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            return list(connection.scalars(select(Player.name).order_by(Player.id)))
    finally:
        engine.dispose()


@pytest.fixture
def app(
    qtbot: QtBot, pg_db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[BackupActions, AppBus, list[str]]:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # server backups, safety copies
    settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    bus = AppBus()
    main = MainWindow(Backend(pg_db, "desk"), bus, settings)
    qtbot.addWidget(main)
    reopened: list[str] = []
    actions = install_backup_actions(main, main.backend, bus, reopen=reopened.append)
    return actions, bus, reopened


@pytest.mark.parametrize("use_pg_dump", [True, False], ids=["dump", "json"])
def test_restore_puts_a_server_backup_back_and_reopens(
    app: tuple[BackupActions, AppBus, list[str]], pg_db: Database, tmp_path: Path,
    qtbot: QtBot, use_pg_dump: bool,
) -> None:
    actions, bus, reopened = app
    url = pg_db.url
    services = Services(pg_db, station="desk")
    services.create_player(PlayerFields(name="Ada"))
    kept = backup_postgres(pg_db.engine, tmp_path / "kept.x", use_pg_dump=use_pg_dump)
    services.create_player(PlayerFields(name="Bob"))
    with qtbot.waitSignal(bus.status) as status:
        assert actions.restore(kept)
    assert f"Restored {kept}." in status.args[0] and "before-restore" in status.args[0]
    assert reopened == [url]
    assert _names(url) == ["Ada"]


def test_a_bad_server_backup_shows_the_reason_and_keeps_the_data(
    app: tuple[BackupActions, AppBus, list[str]], pg_db: Database, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    actions, _bus, reopened = app
    Services(pg_db, station="desk").create_player(PlayerFields(name="Ada"))
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _parent, _title, text: shown.append(text)
    )
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert not actions.restore(bad)
    assert "cannot be read as a JSON backup" in shown[0]
    assert reopened == [] and actions.timer.isActive()
    assert _names(pg_db.url) == ["Ada"]


def test_the_picker_opens_in_the_folder_the_server_backups_are_written_to(
    app: tuple[BackupActions, AppBus, list[str]], pg_db: Database,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    actions, _bus, _reopened = app
    Services(pg_db, station="desk").create_player(PlayerFields(name="Ada"))
    written = take_backup(pg_db.engine, pg_db.url).path
    asked: list[tuple[Any, ...]] = []

    def pick(*args: Any, **_: Any) -> str:
        asked.append(args)
        return ""

    monkeypatch.setattr(safe_file_dialog, "ask_file_name", pick)
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
