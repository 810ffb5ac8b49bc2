"""The app shell: settings, formatting, database addresses, the main window, start-up."""

from __future__ import annotations

import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings, Theme, strip_password
from sheepshead_scorer.ui.shell.app import SCREEN_TITLES, build_window, parse_args
from sheepshead_scorer.ui.shell.database_actions import with_password
from sheepshead_scorer.ui.shell.settings_dialog import SettingsDialog
from sheepshead_scorer.ui.words.formatting import format_money, format_points, parse_money

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


@pytest.mark.parametrize(
    ("value", "text"),
    [(Fraction(0), "0"), (Fraction(3), "+3"), (Fraction(-1), "\u22121"),
     (Fraction(8, 3), "+2⅔"), (Fraction(-1, 3), "\u2212⅓"), (Fraction(16, 7), "+2 2/7")],
)
def test_points_show_exactly(value: Fraction, text: str) -> None:
    assert format_points(value) == text


@pytest.mark.parametrize(
    ("text", "cents"), [("20", 2000), ("12.5", 1250), ("$1,234.05", 123405), ("", 0)]
)
def test_money_reads_to_cents(text: str, cents: int) -> None:
    assert parse_money(text) == cents
    assert parse_money(format_money(cents)) == cents


@pytest.mark.parametrize("text", ["abc", "1.234", "1.x"])
def test_bad_money_is_named(text: str) -> None:
    with pytest.raises(ValueError, match=repr(text).replace("$", r"\$").replace(".", r"\.")):
        parse_money(text)


def test_settings_round_trip_and_never_keep_a_password(settings: AppSettings) -> None:
    settings.theme = Theme.DARK
    settings.font_size = 14
    settings.language = "de"
    settings.remember_database("/data/a.sqlite")
    settings.remember_database("postgresql+psycopg://dir:secret@db.club:5432/scores")
    settings.remember_database("/data/a.sqlite")
    assert (settings.theme, settings.font_size, settings.language) == (Theme.DARK, 14, "de")
    assert settings.recent_databases == [
        "/data/a.sqlite", "postgresql+psycopg://dir@db.club:5432/scores"]
    settings.qsettings.sync()
    assert "secret" not in Path(settings.qsettings.fileName()).read_text(encoding="utf-8")
    with pytest.raises(ValueError, match="font size 99"):
        settings.font_size = 99
    with pytest.raises(ValueError, match="language 'xx'"):
        settings.language = "xx"


def test_password_goes_in_and_out_of_addresses() -> None:
    url = "postgresql+psycopg://dir@db.club:5432/scores"
    secret = with_password(url, "p@ss word")
    assert secret == "postgresql+psycopg://dir:p%40ss%20word@db.club:5432/scores"
    assert strip_password(secret) == url
    assert strip_password("/tmp/x.sqlite") == "/tmp/x.sqlite"


def test_settings_dialog_saves(qtbot: QtBot, settings: AppSettings) -> None:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.theme.setCurrentIndex(dialog.theme.findData(Theme.LIGHT))
    dialog.font_size.setValue(13)
    dialog.station.setText("Desk 2")
    dialog.accept()
    assert (settings.theme, settings.font_size, settings.station) == (Theme.LIGHT, 13, "Desk 2")


def test_window_has_every_screen_and_follows_the_event(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    assert tuple(window.screens) == SCREEN_TITLES
    assert window.current_event_id() == ready.event_id
    bus.status.emit("Not saved: hand 3 at table 1")
    assert window.saved_label.text() == "Last entry NOT saved"
    bus.status.emit("Saved: hand 3 at table 1")
    assert window.saved_label.text() == "All changes saved"


def test_arguments() -> None:
    args = parse_args(["--database", "x.sqlite", "--smoke", "--station", "Desk 1"])
    assert (args.database, args.smoke, args.station) == ("x.sqlite", True, "Desk 1")


def test_smoke_start_opens_the_database_and_exits(tmp_path: Path) -> None:
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "cfg"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "QT_QPA_PLATFORM": "offscreen"}
    database = tmp_path / "smoke.sqlite"
    done = subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", "--database", str(database), "--smoke"],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert database.exists()


def test_the_window_names_where_the_data_lives_without_a_password(
    qtbot: QtBot, backend_any: Backend, bus: AppBus, settings: AppSettings
) -> None:
    window = build_window(backend_any, bus, settings)
    qtbot.addWidget(window)
    url = backend_any.location
    if url.startswith("sqlite"):
        shown = str(Path(url.removeprefix("sqlite:///")))
    else:  # the PostgreSQL test server's URL carries a password: only host and database show
        host_and_db = url.partition("@")[2]
        host = host_and_db.partition(":")[0]
        database = host_and_db.rpartition("/")[2].partition("?")[0]
        shown = f"the database server {host}/{database}"
    assert window.windowTitle() == f"Sheepshead Scorer — {shown}"
