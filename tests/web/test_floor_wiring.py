"""The floor network as the director starts it (issue 24): the window's Backend, File → Floor
network… → Start. A station is a running program, so everything the desk does — and what a
command on the same computer does — reaches the phones: a desk hand, a command-line hand, a
delete, a lock and a revoked code, in a real browser; and a page left open across Stop/Start
and across a restart of the app gets the next desk hand (change numbers are the database's)."""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest
from browser_helpers import shot
from floor_helpers import install_floor, start_in_dialog
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from sqlalchemy import select
from web_helpers import FloorEvent, page_gone, picked

from sheepshead_scorer.services import Services
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry
from sheepshead_scorer.ui.actions.floor_network import FloorNetwork, FloorNetworkDialog
from sheepshead_scorer.ui.door.backend import Backend

#: the live part of a page is replaced when the sheet changes: an element read just
#: before the swap is asked again, never an error
_SWAPPED = (StaleElementReferenceException,)


ROUND = re.compile(r"(\d+) of 24 hands entered")


def _record_hand_by_command(database: Path, floor_event: FloorEvent, table: int,
                            outcome: dict[str, object]) -> None:
    """``sheepshead-scorer record-hand`` in a process of its own, on the desk's file."""
    done = subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", "record-hand", "--event",
         str(floor_event.event_id), "--round", "1", "--table", str(table), json.dumps(outcome),
         "--database", str(database)],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert done.returncode == 0, done.stderr


def _until(browser: webdriver.Chrome, what: Callable[[webdriver.Chrome], object],
           seconds: float = 10) -> float:
    """Wait until ``what`` holds on the page; the seconds it took."""
    began = time.monotonic()
    WebDriverWait(browser, seconds, poll_frequency=0.05, ignored_exceptions=_SWAPPED).until(what)
    return time.monotonic() - began


def _rows(browser: webdriver.Chrome) -> int:
    return len(browser.find_elements(By.CSS_SELECTOR, "#sheet tbody tr[id^=hand-]"))


def test_the_window_the_floor_server_and_a_command_are_three_stations(
    floor: FloorNetwork, desk: Backend, db: Database
) -> None:
    assert floor.server is not None
    label = desk.station_label
    assert re.fullmatch(rf"{label}/window-\d+-[0-9a-f]{{4}}", desk.station)
    assert re.fullmatch(rf"{label}/floor-\d+-[0-9a-f]{{4}}", floor.server.station)
    command = Services(db, program="record-hand")
    assert re.fullmatch(rf"{socket.gethostname()}/record-hand-\d+-[0-9a-f]{{4}}",
                        command.station)
    assert len({desk.station, floor.server.station, command.station}) == 3
    again = Backend(db, "desk")  # a second window on the same computer: a station too
    assert again.station != desk.station


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_a_desk_hand_a_command_hand_a_delete_a_lock_and_a_revoke_reach_a_phone(
    browser: webdriver.Chrome, floor: FloorNetwork, desk: Backend, floor_event: FloorEvent,
    tmp_path: Path,
) -> None:
    table = floor_event.tables[0]
    desk.set_table_entry(floor_event.event_id, True)
    code = desk.table_progress(floor_event.round_id)[0].seats[0].code
    assert floor.server is not None
    hub = floor.server.app.state.floor.hub
    browser.get(f"{floor.url}t?lang=en")
    browser.find_element(By.ID, "code").send_keys(code)
    page = browser.find_element(By.TAG_NAME, "html")
    browser.find_element(By.ID, "open").click()
    WebDriverWait(browser, 10).until(lambda _: page_gone(page))
    assert _rows(browser) == 3
    _until(browser, lambda _b: hub.table_followers == 1)  # the sheet follows its table

    desk.record_hand(table.id, picked(3, 4, 0, 91), expected_number=4)  # typed at the desk
    desk_hand = _until(browser, lambda b: _rows(b) == 4)
    assert desk_hand < 1.5, f"the phone showed the desk's hand after {desk_hand:.2f} s"

    database = desk.database_file
    assert database is not None
    _record_hand_by_command(database, floor_event, 1, picked(4, 0, 1, 66))
    _until(browser, lambda b: _rows(b) == 5)  # the command line on the same computer

    last = desk.hands(table.id)[-1]
    desk.delete_hand(last.id, expected_version=last.version)  # Edit → Delete hand at the desk
    _until(browser, lambda b: _rows(b) == 4)

    desk.set_table_locked(table.id, True)  # the director takes the table over
    _until(browser, lambda b: b.find_elements(By.ID, "locked"))
    assert not browser.find_elements(By.ID, "line")
    shot(browser, tmp_path, "desk-lock-on-a-phone")

    desk.revoke_table_codes(table.id)  # and revokes the table's codes
    _until(browser, lambda b: "this code was revoked by the director" in " ".join(
        e.text for e in b.find_elements(By.ID, "message")))  # the page says why

    written = _stations(desk)  # the audit log names the program that wrote each change
    assert desk.station in written
    assert any(re.fullmatch(r".+/record-hand-\d+-[0-9a-f]{4}", s) for s in written)


def _stations(desk: Backend) -> set[str]:
    """Every station in the audit log."""
    with desk._ctx.engine.connect() as connection:
        return set(connection.scalars(select(AuditEntry.station).distinct()))


def _standings(base: str, floor_event: FloorEvent, got: list[tuple[float, int]],
               ready: threading.Event, count: int) -> None:
    page = httpx.get(f"{base}e/{floor_event.event_id}", timeout=10).text
    stream = re.search(r'data-stream="([^"]+)"', page)
    assert stream is not None
    url = f"{base.rstrip('/')}{stream.group(1).replace('&amp;', '&')}"
    with httpx.Client(timeout=30) as client, client.stream("GET", url) as response:
        assert response.status_code == 200
        ready.set()
        for line in response.iter_lines():
            found = ROUND.search(line) if line.startswith("data:") else None
            if found:
                got.append((time.monotonic(), int(found.group(1))))
                if len(got) >= count:
                    return


def test_a_desk_hand_and_a_command_hand_reach_the_standings_stream(
    floor: FloorNetwork, desk: Backend, floor_event: FloorEvent, db: Database,
    request: pytest.FixtureRequest,
) -> None:
    got: list[tuple[float, int]] = []
    ready = threading.Event()
    listener = threading.Thread(
        target=_standings, args=(floor.url, floor_event, got, ready, 2), daemon=True
    )
    listener.start()
    assert ready.wait(10)
    saved = time.monotonic()
    desk.record_hand(floor_event.tables[0].id, picked(3, 4, 0, 91), expected_number=4)
    deadline = time.monotonic() + 5
    while not got and time.monotonic() < deadline:
        time.sleep(0.02)
    assert got and got[0][1] == 5, got  # 4 of 24 before: the desk's hand is the fifth
    delay = got[0][0] - saved
    assert delay < 1.0, f"the stream had the desk's hand after {delay:.2f} s"
    if request.node.callspec.params.get("db") == "sqlite":
        database = desk.database_file
        assert database is not None
        _record_hand_by_command(database, floor_event, 2, picked(1, 2, 3, 70))
    else:  # the command on a database server: the same program, its own station
        Services(db, program="record-hand").record_hand(
            floor_event.tables[1].id, picked(1, 2, 3, 70), expected_number=2
        )
    listener.join(10)
    assert [n for _t, n in got] == [5, 6]


def _round_text(browser: webdriver.Chrome) -> str:
    return str(browser.find_element(By.CSS_SELECTOR, ".round").text)


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_a_page_left_open_across_stop_start_and_a_restart_gets_the_next_desk_hand(
    qtbot: QtBot, browser: webdriver.Chrome, floor: FloorNetwork, desk: Backend,
    floor_event: FloorEvent,
) -> None:
    assert floor.server is not None and floor.port is not None
    port, base = floor.port, floor.url
    browser.get(f"{base}e/{floor_event.event_id}")
    assert _round_text(browser).endswith("4 of 24 hands entered")
    hub = floor.server.app.state.floor.hub
    _until(browser, lambda _b: hub.followers == 1)

    # File → Floor network… again while it runs: the port in use, not the default
    dialog = FloorNetworkDialog(floor, lambda: floor_event.event_id, None)
    qtbot.addWidget(dialog)
    assert dialog.port.value() == port and dialog.button.text() == "Stop"
    QTest.mouseClick(dialog.button, Qt.MouseButton.LeftButton)  # Stop
    assert floor.url == "" and dialog.port.value() == port  # kept for the next Start
    QTest.mouseClick(dialog.button, Qt.MouseButton.LeftButton)  # Start: the same address
    assert floor.url == base and floor.server is not None
    hub = floor.server.app.state.floor.hub
    _until(browser, lambda _b: hub.followers == 1, 20)  # the page reconnected by itself
    desk.record_hand(floor_event.tables[0].id, picked(3, 4, 0, 91), expected_number=4)
    _until(browser, lambda b: _round_text(b).endswith("5 of 24 hands entered"))

    # quit the app and start it again: a new window's Backend, its floor network on the port
    floor.stop()
    desk_file = desk.database_file
    assert desk_file is not None
    again = Backend.open_database(desk_file, "desk")
    try:
        restarted = install_floor(qtbot, again, floor_event.event_id)
        start_in_dialog(qtbot, restarted, floor_event.event_id, port=port)
        assert restarted.url == base and restarted.server is not None
        hub = restarted.server.app.state.floor.hub
        _until(browser, lambda _b: hub.followers == 1, 20)
        again.record_hand(floor_event.tables[0].id, picked(4, 0, 1, 61), expected_number=5)
        _until(browser, lambda b: _round_text(b).endswith("6 of 24 hands entered"))
        restarted.stop()
    finally:
        again.close()
