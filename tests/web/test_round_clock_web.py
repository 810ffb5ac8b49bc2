"""The round clock on the phones, through the floor network as the window starts it (File →
Floor network… → Start, over the desk's own Backend): the event page and a table's sheet show
the clock, count down in the browser by themselves, and take the desk's start, pause and
minutes within a push; at time they say LAST HAND."""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest
from browser_helpers import shot
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from web_helpers import FloorEvent, page_gone

from sheepshead_scorer.ids import RoundId
from sheepshead_scorer.services.tables import round_clock
from sheepshead_scorer.ui.actions.floor_network import FloorNetwork
from sheepshead_scorer.ui.door.backend import Backend

SHOTS = Path(os.environ.get("SHEEPSHEAD_CLOCK_SHOTS", "/tmp/shots-clock"))


def _until(browser: webdriver.Chrome, what: Callable[[webdriver.Chrome], object],
           seconds: float = 10) -> None:
    WebDriverWait(browser, seconds, poll_frequency=0.05,
                  ignored_exceptions=(StaleElementReferenceException,)).until(what)


def _clock(browser: webdriver.Chrome) -> tuple[str, str, str]:
    """(class, digits, words) of the page's clock."""
    element = browser.find_element(By.ID, "clock")
    return (str(element.get_attribute("class")),
            str(browser.find_element(By.ID, "clock-digits").text),
            str(browser.find_element(By.ID, "clock-word").text))


def _seconds(digits: str) -> int:
    minutes, seconds = digits.split(":")
    return int(minutes) * 60 + int(seconds)


def test_the_event_page_carries_the_clock_for_the_browser_to_count(
    floor: FloorNetwork, desk: Backend, floor_event: FloorEvent
) -> None:
    page = httpx.get(f"{floor.url}e/{floor_event.event_id}", timeout=10).text
    # 12 hands, two minutes a hand, not started yet
    assert 'data-phase="not_started" data-left="1440"' in page
    assert '<span class="clock-digits" id="clock-digits">24:00</span>' in page
    assert "clock.js" in page
    desk.start_round_clock(RoundId(floor_event.round_id), expected_version=0)
    page = httpx.get(f"{floor.url}e/{floor_event.event_id}?lang=de", timeout=10).text
    found = re.search(r'data-phase="running" data-left="(\d+)" data-at="(\d+)"', page)
    assert found is not None and 1438 <= int(found.group(1)) <= 1440
    assert abs(int(found.group(2)) - time.time()) < 5  # the server's instant
    assert "Rundenuhr Runde 1" in page


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_a_phone_counts_down_takes_the_desks_pause_and_calls_last_hand(
    browser: webdriver.Chrome, floor: FloorNetwork, desk: Backend, floor_event: FloorEvent,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    browser.set_window_size(390, 844)  # a phone
    browser.get(f"{floor.url}e/{floor_event.event_id}?lang=en")
    assert _clock(browser) == ("clock not_started", "24:00", "not started")
    assert floor.server is not None
    hub = floor.server.app.state.floor.hub
    _until(browser, lambda _b: hub.followers == 1)

    rid = RoundId(floor_event.round_id)
    version = desk.start_round_clock(rid, expected_version=0).version("round_clock", rid)
    _until(browser, lambda b: _clock(b)[0] == "clock running", 3)  # pushed within a second
    first = _seconds(_clock(browser)[1])
    _until(browser, lambda b: _seconds(_clock(b)[1]) < first, 3)  # counting by itself

    version = desk.pause_round_clock(rid, expected_version=version).version("round_clock", rid)
    _until(browser, lambda b: _clock(b)[2] == "paused", 3)
    held = _clock(browser)[1]
    time.sleep(1.5)
    assert _clock(browser)[1] == held  # a paused clock stands still on the phone
    desk.reset_round_clock(rid, expected_version=version)
    _until(browser, lambda b: _clock(b)[0] == "clock not_started", 3)

    # started 23:57 ago by the database's clock: three seconds left
    with monkeypatch.context() as patch:
        patch.setattr(round_clock, "database_now",
                      lambda _session: int(time.time()) - (24 * 60 - 3))
        desk.start_round_clock(rid, expected_version=version + 1)
    _until(browser, lambda b: _clock(b)[0] in ("clock warning", "clock running"), 3)
    assert _seconds(_clock(browser)[1]) <= 4
    _until(browser, lambda b: _clock(b)[2].startswith("LAST HAND"), 6)  # no push: the phone
    assert _clock(browser)[0] == "clock time_up" and _clock(browser)[1] == "0:00"
    _until(browser, lambda b: "over" in _clock(b)[2], 4)
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(SHOTS / "phone-event-last-hand.png"))


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_a_tables_sheet_shows_the_clock_and_the_desks_changes(
    browser: webdriver.Chrome, floor: FloorNetwork, desk: Backend, floor_event: FloorEvent,
    tmp_path: Path,
) -> None:
    browser.set_window_size(390, 844)
    desk.set_table_entry(floor_event.event_id, True)
    code = desk.table_progress(floor_event.round_id)[0].seats[0].code
    browser.get(f"{floor.url}t?lang=en")
    browser.find_element(By.ID, "code").send_keys(code)
    page = browser.find_element(By.TAG_NAME, "html")
    browser.find_element(By.ID, "open").click()
    WebDriverWait(browser, 10).until(lambda _: page_gone(page))
    assert _clock(browser) == ("clock not_started", "24:00", "not started")
    assert floor.server is not None
    hub = floor.server.app.state.floor.hub
    _until(browser, lambda _b: hub.table_followers == 1)

    rid = RoundId(floor_event.round_id)
    version = desk.start_round_clock(rid, minutes=30, expected_version=0).version(
        "round_clock", rid)
    _until(browser, lambda b: _clock(b)[0] == "clock running", 3)  # the sheet's stream
    _until(browser, lambda b: _seconds(_clock(b)[1]) < 30 * 60, 3)
    desk.add_clock_minutes(rid, 10, expected_version=version)
    _until(browser, lambda b: _seconds(_clock(b)[1]) > 39 * 60, 3)
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(SHOTS / "phone-table-sheet-clock.png"))
    shot(browser, tmp_path, "table-sheet-clock")
