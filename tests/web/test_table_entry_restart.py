"""Phones survive the network and the server (issue 24): a phone's session is signed with
the database's key, so it outlives a Stop/Start of the floor network and a restart of the
app; its sheet's stream comes back by itself; and a phone that loses the Wi-Fi keeps the
hands it typed and sends them, each once, when the connection returns."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

import pytest
from floor_helpers import install_floor, start_in_dialog
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from starlette.testclient import TestClient
from web_helpers import FloorEvent, picked

from sheepshead_scorer.services import Services
from sheepshead_scorer.ui.actions.floor_network import FloorNetwork, FloorNetworkDialog
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.web.app import create_app
from sheepshead_scorer.web.pages import FloorConfig


def _codes(services: Services, floor_event: FloorEvent) -> list[list[str]]:
    services.set_table_entry(floor_event.event_id, True)
    return [[s.code for s in t.seats] for t in services.table_progress(floor_event.round_id)]


def _csrf(html: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', html)
    assert found is not None, html
    return found.group(1)


def _until(browser: webdriver.Chrome, what: Callable[[webdriver.Chrome], object],
           seconds: float = 15) -> float:
    """Seconds until ``what`` holds; it finds what it reads each time it is asked, and an
    element the page swapped out meanwhile (the live part is replaced when the sheet
    changes) only means asking again."""
    began = time.monotonic()
    WebDriverWait(browser, seconds, poll_frequency=0.05,
                  ignored_exceptions=(StaleElementReferenceException,)).until(what)
    return time.monotonic() - began


def _text(browser: webdriver.Chrome, element_id: str) -> str:
    """The text the page shows now in ``element_id`` (found afresh: never an element kept
    from before the live part was swapped)."""
    found: list[str] = []

    def read(b: webdriver.Chrome) -> bool:
        found.append(b.find_element(By.ID, element_id).text)
        return True

    _until(browser, read, 5)
    return found[-1]


def _act(browser: webdriver.Chrome, act: Callable[[webdriver.Chrome], None]) -> None:
    """Do ``act`` (which finds its element itself), again if the element was swapped out
    between being found and being used."""
    def done(b: webdriver.Chrome) -> bool:
        act(b)
        return True

    _until(browser, done, 5)


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_a_session_signed_before_a_restart_still_opens_the_sheet(
    services: Services, floor_event: FloorEvent
) -> None:
    codes = _codes(services, floor_event)
    with TestClient(create_app(services, FloorConfig())) as before:
        form = before.get("/t")
        sheet = before.post("/t", data={"csrf": _csrf(form.text), "code": codes[0][0]})
        csrf, cookies = _csrf(sheet.text), dict(before.cookies)
        with TestClient(create_app(services, FloorConfig())) as other:  # signed out there
            other.cookies.update(cookies)
            assert other.get("/t/sheet").status_code == 200
    with TestClient(create_app(services, FloorConfig())) as after:  # a new server, new memory
        after.cookies.update(cookies)
        assert after.get("/t/sheet").status_code == 200  # no code typed again
        saved = after.post("/t/save", data={"csrf": csrf, "line": "13 74", "expected": "4"})
        assert "Hand 4 is saved." in saved.text  # the form's token is the same too
        forged = dict(cookies)
        token = forged["floor_table"]
        forged["floor_table"] = token[:-2] + ("AA" if not token.endswith("AA") else "BB")
        after.cookies.clear()
        after.cookies.update(forged)
        assert after.get("/t/sheet").status_code == 403  # the signature is checked
        after.cookies.clear()
        after.cookies.update(cookies)
        services.revoke_table_codes(floor_event.tables[0].id)
        revoked = after.get("/t/sheet")
        assert revoked.status_code == 403 and "revoked by the director" in revoked.text
    with TestClient(create_app(services, FloorConfig())) as later:
        later.cookies.update(cookies)
        assert later.get("/t/sheet").status_code == 403  # revoked stays revoked


def _sign_in(browser: webdriver.Chrome, base: str, code: str) -> None:
    browser.get(f"{base}t?lang=en")
    browser.find_element(By.ID, "code").send_keys(code)
    browser.find_element(By.ID, "open").click()
    _until(browser, lambda b: b.find_elements(By.ID, "sheet"))


def _hands_on_phone(browser: webdriver.Chrome) -> int:
    return len(browser.find_elements(By.CSS_SELECTOR, "#sheet tr[id^=hand-]"))


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_a_table_phone_survives_stop_start_and_an_app_restart(
    qtbot: QtBot, browser: webdriver.Chrome, floor: FloorNetwork, desk: Backend,
    services: Services, floor_event: FloorEvent,
) -> None:
    codes = _codes(services, floor_event)
    assert floor.port is not None
    port, base = floor.port, floor.url
    _sign_in(browser, base, codes[0][0])
    assert _hands_on_phone(browser) == 3
    dialog = FloorNetworkDialog(floor, lambda: floor_event.event_id, None)
    qtbot.addWidget(dialog)
    QTest.mouseClick(dialog.button, Qt.MouseButton.LeftButton)  # Stop
    _until(browser, lambda b: "Connection lost" in b.find_element(By.ID, "status").text)
    QTest.mouseClick(dialog.button, Qt.MouseButton.LeftButton)  # Start
    assert floor.url == base
    desk.record_hand(floor_event.tables[0].id, picked(3, 4, 0, 91), expected_number=4)
    took = _until(browser, lambda b: _hands_on_phone(b) == 4, 45)  # no code typed again
    assert _text(browser, "status") == "Updates by itself"
    assert "Hand 5" in _text(browser, "next-hand"), took

    floor.stop()  # quit the app; start it again on the same file and port
    desk_file = desk.database_file
    assert desk_file is not None
    again = Backend.open_database(desk_file, "desk")
    try:
        restarted = install_floor(qtbot, again, floor_event.event_id)
        start_in_dialog(qtbot, restarted, floor_event.event_id, port=port)
        again.record_hand(floor_event.tables[0].id, picked(4, 0, 1, 61), expected_number=5)
        _until(browser, lambda b: _hands_on_phone(b) == 5, 45)
        _act(browser, lambda b: b.find_element(By.ID, "line").send_keys("13 74"))  # it writes
        _act(browser, lambda b: b.find_element(By.ID, "show").click())
        _until(browser, lambda b: b.find_elements(By.ID, "save"))
        _act(browser, lambda b: b.find_element(By.ID, "save").click())
        _until(browser, lambda b: "Hand 6 is saved." in b.find_element(By.ID, "notice").text)
        restarted.stop()
    finally:
        again.close()


def _offline(browser: webdriver.Chrome, offline: bool) -> None:
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1,
    })


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_a_phone_without_wifi_keeps_two_hands_and_sends_each_once(
    browser: webdriver.Chrome, floor: FloorNetwork, services: Services,
    floor_event: FloorEvent,
) -> None:
    codes = _codes(services, floor_event)
    _sign_in(browser, floor.url, codes[0][0])
    _offline(browser, True)  # the hall's Wi-Fi drops
    for line in ("13 74", "24 80"):
        browser.find_element(By.ID, "line").send_keys(line)
        browser.find_element(By.ID, "show").click()
        _until(browser, lambda b: b.find_element(By.ID, "line").get_attribute("value") == "")
    count = _text(browser, "queue-count")
    assert count == "2 hands waiting to send", count
    assert [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#queue-list li")] == [
        "Hand 4: 13 74", "Hand 5: 24 80"]
    assert "Hand 6" in _text(browser, "next-hand")
    time.sleep(2.5)  # the phone tries to send them, and cannot
    assert _text(browser, "queue-count") == "2 hands waiting to send"
    assert len(services.table_sheet(codes[0][0]).hands) == 3
    _offline(browser, False)  # the Wi-Fi is back
    browser.get(f"{floor.url}t/sheet?lang=en")
    _until(browser, lambda b: not b.find_element(By.ID, "queue-count").text, 30)
    _until(browser, lambda b: _hands_on_phone(b) == 5)
    hands = services.table_sheet(codes[0][0]).hands
    assert [(h.number, h.outcome["picker"], h.outcome["points"]) for h in hands[3:]] == [
        (4, 0, 74), (5, 1, 80)]  # each stored once, in order
    assert browser.execute_script("return localStorage.length") == 0
