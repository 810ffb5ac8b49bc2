"""The phones' event page shows each table of the round in play, finished tables marked
(issue 29: "tables that finish early are shown finished"; the director's walk saw the
projector say "Table 1: finished · 1 of 2 tables finished" while the phones only said
"4 of 24 hands entered"). Through the floor network as the window starts it; the page's live
part takes the desk's hands by itself. The read is ``round_progress``, the projector's."""

from __future__ import annotations

import os
from pathlib import Path

import httpx
import pytest
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from web_helpers import FloorEvent, picked

from sheepshead_scorer.ids import RoundId, TableId
from sheepshead_scorer.ui.actions.floor_network import FloorNetwork
from sheepshead_scorer.ui.door.backend import Backend

SHOTS = Path(os.environ.get("SHEEPSHEAD_CLOCK_SHOTS", "/tmp/shots-clock2"))


def _finish_table_one(desk: Backend, floor_event: FloorEvent) -> None:
    """Table 1 has 3 of its 12 hands (``make_floor_event``): the other 9 entered at the desk."""
    table = TableId(floor_event.tables[0].id)
    for number in range(3, 12):
        desk.record_hand(table, picked(number % 5, (number + 1) % 5, (number + 2) % 5, 61 + number),
                         expected_number=number + 1)


def _tables(page: str) -> list[str]:
    start = page.index('<ul class="tables" id="tables">')
    items = page[start:page.index("</ul>", start)].split("</li>")[:-1]
    return [item[item.rindex(">") + 1:] for item in items]


def test_the_event_page_lists_the_tables_and_marks_the_finished_ones(
    floor: FloorNetwork, desk: Backend, floor_event: FloorEvent
) -> None:
    url = f"{floor.url}e/{floor_event.event_id}"
    page = httpx.get(f"{url}?lang=en", timeout=10).text
    # make_floor_event: 10 players at two tables of 12 hands; 3 hands at table 1, 1 at table 2
    assert "0 of 2 tables finished" in page
    assert _tables(page) == ["Table 1: 3/12", "Table 2: 1/12"]
    _finish_table_one(desk, floor_event)
    page = httpx.get(f"{url}?lang=en", timeout=10).text
    assert "1 of 2 tables finished" in page and "13 of 24 hands entered" in page
    assert _tables(page) == ["Table 1 ✓ finished", "Table 2: 1/12"]
    assert '<li class="finished" data-table="1">' in page
    german = httpx.get(f"{url}?lang=de", timeout=10).text
    assert "1 von 2 Tischen fertig" in german
    assert _tables(german) == ["Tisch 1 ✓ fertig", "Tisch 2: 1/12"]
    # the round closed: no clock on the phone (its reading says closed), the tables stay
    desk.close_round(RoundId(floor_event.round_id), allow_incomplete=True)
    page = httpx.get(f"{url}?lang=en", timeout=10).text
    assert 'id="clock"' not in page and "1 of 2 tables finished" in page


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_a_phone_sees_a_table_finish_without_reloading(
    browser: webdriver.Chrome, floor: FloorNetwork, desk: Backend, floor_event: FloorEvent
) -> None:
    browser.set_window_size(390, 844)  # a phone
    browser.get(f"{floor.url}e/{floor_event.event_id}?lang=en")
    desk.start_round_clock(RoundId(floor_event.round_id), expected_version=0)
    assert floor.server is not None
    hub = floor.server.app.state.floor.hub
    WebDriverWait(browser, 10).until(lambda _b: hub.followers == 1)

    def shown(b: webdriver.Chrome) -> tuple[str, list[str]]:
        return (b.find_element(By.ID, "tables-done").text,
                [li.text for li in b.find_elements(By.CSS_SELECTOR, "#tables li")])

    def until(expected: tuple[str, list[str]]) -> None:  # a push replaces the live part
        WebDriverWait(browser, 5, poll_frequency=0.05,
                      ignored_exceptions=(StaleElementReferenceException,)).until(
            lambda b: shown(b) == expected)

    until(("0 of 2 tables finished", ["Table 1: 3/12", "Table 2: 1/12"]))
    _finish_table_one(desk, floor_event)
    until(("1 of 2 tables finished", ["Table 1 ✓ finished", "Table 2: 1/12"]))
    WebDriverWait(browser, 5, ignored_exceptions=(StaleElementReferenceException,)).until(
        lambda b: b.find_element(By.CSS_SELECTOR, "#tables li.finished").value_of_css_property(
            "background-color") == "rgba(217, 242, 223, 1)")
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(SHOTS / "phone-event-tables-finished.png"))
