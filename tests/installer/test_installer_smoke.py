"""`--smoke`: the check the installers run on a freshly built or installed copy."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QEventLoop, QTimer
from pytestqt.qtbot import QtBot

from sheepshead_scorer.store import current_revision, head_revision, make_engine, to_url
from sheepshead_scorer.ui.tools import smoke

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices


def screen_count() -> int:
    return len(importlib.import_module("sheepshead_scorer.ui.shell.app").SCREEN_TITLES)


def run_module(args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    """`python -m sheepshead_scorer ARGS` with its own home, config, data and cache folders."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home.parent / "cache"),
    }
    return subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )


def test_smoke_migrates_the_database_and_shows_every_screen(qtbot: QtBot, tmp_path: Path) -> None:
    database, report = tmp_path / "fresh.sqlite3", tmp_path / "report.txt"

    status = smoke.main(["--smoke", "--database", str(database), "--report", str(report)])

    text = report.read_text(encoding="utf-8")
    assert status == smoke.EXIT_OK, text
    assert f"at revision {head_revision()}" in text
    built_by = "built by sheepshead_scorer.ui.shell.app.build_window"
    assert f"with {screen_count()} screens, {built_by}" in text
    assert "window_shown_unix_ms=" in text
    assert text.splitlines()[-1].startswith("smoke: OK in ")
    engine = make_engine(to_url(database))
    try:
        assert current_revision(engine) == head_revision()
    finally:
        engine.dispose()
    # the in-process smoke must leave the shared QApplication usable: an event loop (a dialog's
    # exec()) still waits for its timer instead of returning at once as in a closing app
    loop = QEventLoop()
    QTimer.singleShot(60, loop.quit)
    started = time.monotonic()
    loop.exec()
    assert time.monotonic() - started >= 0.05


def test_smoke_names_the_failed_step_and_the_fix(qtbot: QtBot, tmp_path: Path) -> None:
    not_a_folder = tmp_path / "a-file"
    not_a_folder.write_text("in the way", encoding="utf-8")
    report = tmp_path / "report.txt"

    status = smoke.main(
        ["--smoke", "--database", str(not_a_folder / "db.sqlite3"), "--report", str(report)]
    )

    text = report.read_text(encoding="utf-8")
    assert status == smoke.EXIT_FAILED
    assert f"smoke FAILED while creating and migrating the database {not_a_folder}" in text
    assert "\n  fix: make sure the folder is writable" in text
    assert "smoke: OK" not in text


def test_a_database_password_never_reaches_the_report(qtbot: QtBot, tmp_path: Path) -> None:
    report = tmp_path / "report.txt"
    url = "postgresql+psycopg://director:s3cret-pw@127.0.0.1:1/tournament"  # nothing listens

    status = smoke.main(["--smoke", "--database", url, "--report", str(report)])

    text = report.read_text(encoding="utf-8")
    assert status == smoke.EXIT_FAILED
    assert (
        "while creating and migrating the database postgresql+psycopg://director@127.0.0.1:1/"
        in text
    )
    assert "s3cret-pw" not in text


@pytest.mark.parametrize(
    ("argv", "status"),
    [
        (["--smoke", "--timeout", "0"], smoke.EXIT_USAGE),
        (["--smoke", "--timeout", "-5"], smoke.EXIT_USAGE),
        (["--smoke", "--timeout", "soon"], smoke.EXIT_USAGE),
        (["--smoke", "--help"], smoke.EXIT_OK),
    ],
)
def test_bad_arguments_stop_before_anything_starts(
    argv: list[str], status: int, capsys: pytest.CaptureFixture[str]
) -> None:
    assert smoke.main(argv) == status
    out, err = capsys.readouterr()
    assert ("usage: sheepshead-scorer --smoke" in out + err) and "smoke: OK" not in out


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--smoke"], smoke.SmokeOptions()),
        (
            ["--smoke", "--station", "desk 1", "--database", "x.sqlite3", "--timeout", "7.5"],
            smoke.SmokeOptions(database="x.sqlite3", timeout_s=7.5),
        ),
        (
            ["--report", "out/r.txt", "--smoke", "--database", "postgresql+psycopg://u@h/db"],
            smoke.SmokeOptions(database="postgresql+psycopg://u@h/db", report=Path("out/r.txt")),
        ),
    ],
)
def test_parse_args_keeps_the_smoke_options_and_ignores_the_apps(
    argv: list[str], expected: smoke.SmokeOptions
) -> None:
    assert smoke.parse_args(argv) == expected


def test_failure_text_names_step_cause_and_fix() -> None:
    failure = smoke.SmokeFailure("opening the door", ValueError("it is locked"), "use the key")
    assert str(failure) == "while opening the door: ValueError: it is locked\n  fix: use the key"
    assert failure.step == "opening the door"


def test_the_report_file_gets_every_line_when_there_is_no_console(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "stdout", None)  # a windowed Windows program has neither
    monkeypatch.setattr(sys, "stderr", None)
    reporter = smoke.Reporter(tmp_path / "new folder" / "report.txt")
    reporter.line("smoke: first")
    reporter.line("smoke FAILED second", error=True)
    reporter.close()
    text = (tmp_path / "new folder" / "report.txt").read_text(encoding="utf-8")
    assert text == "smoke: first\nsmoke FAILED second\n"


def test_resources_are_found_in_a_bundle_and_in_a_checkout(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    assert smoke.app_icon_path().is_file()  # the source checkout's resources/icons/
    assert not smoke.bundled()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert smoke.bundled()
    assert smoke.app_icon_path() == tmp_path / "resources" / "icons" / "sheepshead-scorer.svg"


def test_the_command_line_smoke_leaves_the_directors_folders_alone(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()

    result = run_module(["--smoke"], home)

    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke: OK" in result.stdout
    assert sorted(str(p.relative_to(home)) for p in home.rglob("*")) == []


def test_a_hung_start_is_stopped_with_status_3(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()

    result = run_module(["--smoke", "--timeout", "0.001"], home)

    assert result.returncode == smoke.EXIT_HUNG
    assert "smoke FAILED: still running after 0.001 s" in result.stderr


def test_without_ui_app_the_bare_main_window_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = importlib.import_module

    def no_app_module(name: str, package: str | None = None) -> object:
        if name == "sheepshead_scorer.ui.shell.app":
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return real_import(name, package)

    monkeypatch.setattr(importlib, "import_module", no_app_module)
    builder, built_by = smoke._window_builder()
    from sheepshead_scorer.ui.shell.main_window import MainWindow

    assert builder is MainWindow
    assert built_by == "sheepshead_scorer.ui.shell.main_window.MainWindow"


def test_a_library_missing_from_the_installation_is_not_papered_over(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real_import = importlib.import_module

    def app_lacks_reportlab(name: str, package: str | None = None) -> object:
        if name == "sheepshead_scorer.ui.shell.app":
            raise ModuleNotFoundError("No module named 'reportlab'", name="reportlab")
        return real_import(name, package)

    monkeypatch.setattr(importlib, "import_module", app_lacks_reportlab)
    with pytest.raises(ModuleNotFoundError, match="reportlab"):
        smoke._window_builder()
