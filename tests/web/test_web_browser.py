"""The players' page in a real headless browser (Debian's chromium driven by selenium), at a
phone's size, in English and German: it renders, escapes names and follows a saved hand live.
Screenshots go to ``tmp_path`` (and to $SHEEPSHEAD_SCREENSHOT_DIR when set)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from browser_helpers import PHONE, shot
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from web_helpers import EVIL, FloorEvent, picked

from sheepshead_scorer.services import Services
from sheepshead_scorer.ui.actions.floor_network import FloorNetwork

#: the live part of a page is replaced when the sheet changes: an element read just
#: before the swap is asked again, never an error
_SWAPPED = (StaleElementReferenceException,)



@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_players_page_at_phone_size_live_in_english_and_german(
    browser: webdriver.Chrome, services: Services, floor_event: FloorEvent, tmp_path: Path,
    floor: FloorNetwork,
) -> None:
    base = floor.url  # started from the window's dialog; the desk's hands reach the page
    browser.get(f"{base}e/{floor_event.event_id}")
    assert browser.find_element(By.CSS_SELECTOR, ".round").text == (
        "Session 1, round 1 · 4 of 24 hands entered"
    )
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "table.standings a")]
    assert EVIL in names  # shown as text, not run
    assert browser.execute_script("return document.querySelectorAll('main script').length") == 0
    width = browser.execute_script("return document.documentElement.scrollWidth")
    assert width <= PHONE[0], "the page scrolls sideways on a phone"
    shot(browser, tmp_path, "floor-event-en")

    # a hand saved at the director's desk shows on the open page without a reload
    before = browser.find_element(By.ID, "live").text
    saved = time.monotonic()
    services.record_hand(floor_event.tables[0].id, picked(3, 4, 0, 95), expected_number=4)
    WebDriverWait(browser, 5, poll_frequency=0.05, ignored_exceptions=_SWAPPED).until(
        lambda d: d.find_element(By.ID, "live").text != before
    )
    assert time.monotonic() - saved < 2.0
    shot(browser, tmp_path, "floor-event-en-after-hand")

    seat = floor_event.tables[0].seats[0]
    browser.get(f"{base}e/{floor_event.event_id}/p/{seat.player_id}?lang=de")
    assert browser.find_element(By.CSS_SELECTOR, "h1").text == seat.name
    assert "Tisch 1, Sitz 1" in browser.find_element(By.CSS_SELECTOR, ".seat").text
    rows = browser.find_elements(By.CSS_SELECTOR, "table.hands tbody tr")
    assert len(rows) == 4
    shot(browser, tmp_path, "floor-player-de")
    count = len(rows)
    services.record_hand(floor_event.tables[0].id, picked(4, 0, 1, 61), expected_number=5)
    WebDriverWait(browser, 5, poll_frequency=0.05, ignored_exceptions=_SWAPPED).until(
        lambda d: len(d.find_elements(By.CSS_SELECTOR, "table.hands tbody tr")) == count + 1
    )
    browser.get(f"{base}e/{floor_event.event_id}?lang=de&scope=round")
    assert browser.find_element(By.CSS_SELECTOR, "nav.scopes strong").text == "Runde 1"
    shot(browser, tmp_path, "floor-event-de-round")
