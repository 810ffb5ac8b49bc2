"""Table entry in a real headless browser (chromium at a phone's size), in English and German:
a player types the seat's code, enters a hand with the desk's grammar, sees every seat's
payout, saves, an opponent confirms with their own code; a hand the desk entered meanwhile
makes the phone's copy a stale edit with a reload message; a bad line is explained in German;
the table's own script-named player shows as text. Screenshots are looked at (tmp_path, or
$SHEEPSHEAD_SCREENSHOT_DIR)."""

from __future__ import annotations

from pathlib import Path

import pytest
from browser_helpers import PHONE, shot
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from web_helpers import EVIL, FloorEvent, page_gone, picked

from sheepshead_scorer.services import Services
from sheepshead_scorer.ui.actions.floor_network import FloorNetwork


@pytest.fixture
def base(floor: FloorNetwork, services: Services, floor_event: FloorEvent) -> str:
    """The floor network started from the window's dialog, table entry on (at the desk)."""
    services.set_table_entry(floor_event.event_id, True)
    return floor.url


def _sign_in(browser: webdriver.Chrome, base: str, code: str, lang: str) -> None:
    browser.delete_all_cookies()
    browser.get(f"{base}t?lang={lang}")
    browser.find_element(By.ID, "code").send_keys(code)
    _submit(browser, "open")


def _submit(browser: webdriver.Chrome, button: str) -> None:
    """Click ``button`` and wait for the next page (a form post, then its redirect)."""
    page = browser.find_element(By.TAG_NAME, "html")
    browser.find_element(By.ID, button).click()
    WebDriverWait(browser, 10).until(lambda _: page_gone(page))


def _fits(browser: webdriver.Chrome) -> None:
    width = browser.execute_script("return document.documentElement.scrollWidth")
    assert width <= PHONE[0], "the page scrolls sideways on a phone"


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_a_table_enters_and_confirms_a_hand_on_a_phone_in_english(
    browser: webdriver.Chrome, base: str, services: Services, floor_event: FloorEvent,
    tmp_path: Path,
) -> None:
    seats = services.table_progress(floor_event.round_id)[0].seats
    _sign_in(browser, base, seats[0].code.lower(), "en")
    assert browser.find_element(By.TAG_NAME, "h1").text == "Table 1, round 1"
    assert len(browser.find_elements(By.CSS_SELECTOR, "#sheet tbody tr[id^=hand-]")) == 3
    _fits(browser)
    shot(browser, tmp_path, "table-sheet-en")

    browser.find_element(By.ID, "line").send_keys("13 74")
    _submit(browser, "show")
    rows = [r.text for r in browser.find_elements(By.CSS_SELECTOR, "#payouts tbody tr")]
    assert rows == [f"{n} {seats[n - 1].name} {pay}"
                    for n, pay in zip(range(1, 6), ("+2", "−1", "+1", "−1", "−1"), strict=True)]
    _fits(browser)
    shot(browser, tmp_path, "table-preview-en")
    _submit(browser, "save")
    assert browser.find_element(By.ID, "notice").text == "Hand 4 is saved."
    assert len(browser.find_elements(By.CSS_SELECTOR, "#sheet tbody tr[id^=hand-]")) == 4

    browser.find_element(By.ID, "code-4").send_keys(seats[1].code)  # the phone is passed on
    _submit(browser, "confirm-4")
    assert browser.find_element(By.ID, "notice").text == "Your word on hand 4 is noted."
    assert browser.find_element(By.ID, "hand-4").text.endswith("✓ seat 2")
    shot(browser, tmp_path, "table-confirmed-en")

    # the phone shows hand 5's payouts; the desk enters hand 5 first; Save is then stale
    browser.find_element(By.ID, "line").send_keys("24 80")
    _submit(browser, "show")
    services.record_hand(floor_event.tables[0].id, picked(4, 0, 1, 61), expected_number=5)
    _submit(browser, "save")
    message = browser.find_element(By.ID, "error").text  # on the sheet, what is stored there
    assert message.startswith("Hand 5 is already on the sheet: P1+2 won 61, dealer 5. What "
                              "you sent was not stored"), message
    shot(browser, tmp_path, "table-stale-en")
    _submit(browser, "reload")
    assert len(browser.find_elements(By.CSS_SELECTOR, "#sheet tbody tr[id^=hand-]")) == 5
    assert len(services.table_sheet(seats[0].code).hands) == 5  # stored once, the desk's


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_table_entry_in_german_explains_a_bad_line_and_escapes_names(
    browser: webdriver.Chrome, base: str, services: Services, floor_event: FloorEvent,
    tmp_path: Path,
) -> None:
    table = services.table_progress(floor_event.round_id)[1]  # the table with EVIL
    _sign_in(browser, base, table.seats[0].code, "de")
    assert browser.find_element(By.TAG_NAME, "h1").text == "Tisch 2, Runde 1"
    assert EVIL in [li.text for li in browser.find_elements(By.CSS_SELECTOR, "ol.seats li")]
    assert browser.execute_script("return document.querySelectorAll('main script').length") == 0
    browser.find_element(By.ID, "line").send_keys("19 74")
    _submit(browser, "show")
    error = browser.find_element(By.ID, "error").text
    assert error == "Partner: Platz '9' gibt es an diesem Tisch nicht; einen Platz 1-5 eingeben"
    assert browser.find_element(By.ID, "line").get_attribute("value") == "19 74"  # kept
    _fits(browser)
    shot(browser, tmp_path, "table-error-de")
    line = browser.find_element(By.ID, "line")
    line.clear()
    line.send_keys("1a 45")
    _submit(browser, "show")
    assert browser.find_element(By.ID, "save").text == "Spiel 2 speichern"
    shot(browser, tmp_path, "table-preview-de")
    _submit(browser, "save")
    assert browser.find_element(By.ID, "notice").text == "Spiel 2 ist gespeichert."

    browser.delete_all_cookies()
    browser.get(f"{base}t?lang=de")
    browser.find_element(By.ID, "code").send_keys("WRONG1")
    _submit(browser, "open")
    assert browser.find_element(By.ID, "message").text == (
        "dieser Code ist ungültig; prüfen Sie den Code auf Ihrer Sitzkarte"
    )
    shot(browser, tmp_path, "table-bad-code-de")
