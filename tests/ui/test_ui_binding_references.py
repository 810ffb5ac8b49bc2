"""PySide6 6.12.0 on CPython 3.11 loses one reference to ``None`` per binding call that
returns ``None``; after a long evening the interpreter would abort. ``ui.none_guard`` puts the
lost references back: these tests make the binding lose some and check the guard restores
the count (on Python 3.12+ ``None`` is immortal and the guard is not installed)."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from sheepshead_scorer.ui.shell.none_guard import NoneGuard

CALLS = 2_000  # fewer than the references None starts with: a leak shows, never aborts


def test_the_guard_keeps_references_to_none_at_its_floor(qtbot: QtBot) -> None:
    line = QLineEdit()
    qtbot.addWidget(line)
    floor = sys.getrefcount(None) + 50_000
    guard = NoneGuard(floor=floor)
    assert sys.getrefcount(None) >= floor
    for _ in range(CALLS):
        line.setText("1374")  # returns None: PySide6 6.12.0 on 3.11 loses a reference here
    guard.top_up()
    assert sys.getrefcount(None) >= floor
    assert line.text() == "1374"
    if NoneGuard.needed():
        assert guard.added >= 50_000


def test_the_app_installs_the_guard_where_none_is_counted() -> None:
    """A new process, as the app starts: its QApplication carries one guard on Python 3.11."""
    probe = (
        "from sheepshead_scorer.ui.shell.app import application\n"
        "from sheepshead_scorer.ui.shell.none_guard import NoneGuard\n"
        "app = application()\n"
        "print(sum(isinstance(c, NoneGuard) for c in app.children()))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          env=env, timeout=60, check=True)
    assert done.stdout.split()[-1] == ("1" if NoneGuard.needed() else "0")
