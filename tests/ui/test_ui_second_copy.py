"""Issue 23 item 9: a second copy of the app on the same file says "this file is open in another
copy of Sheepshead Scorer" — no false crash message — and leaves the first copy's crash mark
alone (its quit does not clear it). A real second process holds the file as the window does."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from sheepshead_scorer.services.core.faults import WINDOW_PROGRAM
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.shell import app as app_module
from sheepshead_scorer.ui.shell.app import build_window
from sheepshead_scorer.ui.shell.session_memory import SessionMemory, begin_run

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

HOLD = """
import sys
from pathlib import Path
from sheepshead_scorer.store.holders import register, set_identity
set_identity(program=sys.argv[2], station="Desk 1")
holder = register(Path(sys.argv[1]))
print("held", flush=True)
sys.stdin.read()
"""


@pytest.fixture
def first_copy(backend: Backend) -> Iterator[subprocess.Popen[str]]:
    """Another window process holding the backend's file (until the test ends)."""
    path = backend.database_file
    assert path is not None
    process = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(path), WINDOW_PROGRAM],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "held"
    yield process
    assert process.stdin is not None
    process.stdin.close()
    process.wait(timeout=10)


def _boxes(window: object) -> dict[str, QMessageBox]:
    return {box.objectName(): box for box in window.findChildren(QMessageBox)}  # type: ignore[attr-defined]


def test_the_window_names_itself_as_the_services_look_for_it() -> None:
    source = Path(app_module.__file__).read_text(encoding="utf-8")
    assert re.search(rf'identify\(program="{WINDOW_PROGRAM}"', source)


def test_a_second_copy_says_so_and_leaves_the_crash_mark_alone(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings,
    first_copy: subprocess.Popen[str],
) -> None:
    SessionMemory(settings).start_run()  # the first copy is running: its mark is set
    memory = SessionMemory(settings)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    quits: list[Callable[[], None]] = []
    box = begin_run(window, memory, backend, quits.append)
    assert box is not None and box.objectName() == "secondCopy"
    assert box.text() == "This file is open in another copy of Sheepshead Scorer."
    assert "Sheepshead Scorer window (station Desk 1)" in box.informativeText()
    assert f"process {first_copy.pid}" in box.informativeText()
    assert "crashMessage" not in _boxes(window)  # no false "not closed properly"
    assert quits == []  # quitting this copy does not clear the first copy's mark
    assert SessionMemory(settings).crashed_last_time()


def test_the_only_copy_resumes_and_marks_its_run(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    memory = SessionMemory(settings)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    quits: list[Callable[[], None]] = []
    assert begin_run(window, memory, backend, quits.append) is None  # clean last time
    assert len(quits) == 1 and SessionMemory(settings).crashed_last_time()
    del memory  # the start is done: nothing else keeps it (test_ui_clean_quit.py)
    quits[0]()
    assert not SessionMemory(settings).crashed_last_time()
