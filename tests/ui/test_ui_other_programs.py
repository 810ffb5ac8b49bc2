"""A station is a running program (issue 24): the command line on the same computer writes as
a station of its own, and the open window — its screens and its projector — shows what the
command did within one poll of the change feed, with the command named in the status bar."""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys

import pytest
from pytestqt.qtbot import QtBot
from ui_helpers import make_event

from sheepshead_scorer.ui.actions.backup_actions import install_backup_actions
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.preferences.settings import AppSettings
from sheepshead_scorer.ui.projector.projector_window import ProjectorWindow
from sheepshead_scorer.ui.shell.app import build_window

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen notices

PICKED = {"type": "picked", "dealer": 0, "picker": 1, "partners": [2], "points": 70,
          "tricks": 3}


def test_the_open_window_and_its_projector_show_a_hand_the_command_line_recorded(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings
) -> None:
    ready = make_event(backend, 10)
    window = build_window(backend, bus, settings)
    qtbot.addWidget(window)
    window.show()
    poll = install_backup_actions(window, backend, bus)  # as the app's database actions do
    window.findChild(type(window.view_menu.actions()[0]), "projectorAction").trigger()
    projector = window.findChild(ProjectorWindow)
    assert isinstance(projector, ProjectorWindow)
    qtbot.waitUntil(lambda: "Table 1: 0/12" in projector.progress_label.text(), timeout=3000)
    said: list[str] = []
    bus.status.connect(said.append)
    seen: list[object] = []
    bus.changed.connect(lambda change, _initiator: seen.append(change))

    database = backend.database_file
    assert database is not None
    command = subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", "record-hand", "--event",
         str(ready.event_id), "--round", "1", "--table", "1", json.dumps(PICKED),
         "--database", str(database)],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert command.returncode == 0, command.stderr
    # the window's own 3-second poll, as it runs: no key pressed, nothing reloaded by hand
    assert poll.timer.isActive()
    qtbot.waitUntil(lambda: "Table 1: 1/12" in projector.progress_label.text(), timeout=8000)
    hands = [c for c in seen if getattr(c, "hands", ())]
    assert hands, "the bus carried no hand"
    table = backend.tables(ready.round_id)[0]
    assert hands[0].hands == (backend.hands(table.id)[0].id,)  # type: ignore[attr-defined]
    updated = [s for s in said if s.startswith("Updated with changes from ")]
    # the command's station: this computer's name, the command, its process and a random part
    host = re.escape(socket.gethostname())
    assert updated and re.fullmatch(
        rf"Updated with changes from {host}/record-hand-\d+-[0-9a-f]{{4}}", updated[0]
    ), updated
    assert re.fullmatch(r"ui-test/window-\d+-[0-9a-f]{4}", backend.station)
