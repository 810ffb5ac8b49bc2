"""Prize flights on the phones' pages: the standings have a Flight column and the prize
list a heading above the overall prizes and each flight's, exactly the services' award;
at a phone's width in headless Chromium the page does not scroll sideways."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from browser_helpers import PHONE, shot
from selenium import webdriver
from starlette.testclient import TestClient
from web_helpers import FloorEvent

from sheepshead_scorer.exports.formatting import points_text
from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.ui.actions.floor_network import FloorNetwork

FLIGHTS = {
    "count": 2, "basis": "results", "cutoffs": [], "no_history": "highest", "min_hands": 1,
    "one_prize": True,
    "prizes": [{"share_percent": "20", "place_percents": ["100"]},
               {"share_percent": "20", "place_percents": ["100"]}],
}


def _with_flights(services: Services, floor_event: FloorEvent) -> tuple[int, int]:
    """Flights set after the start (fixed at once: nobody has a history, all in A, as the
    director chose), then the leader and the last player moved to B by hand."""
    event_id = EventId(floor_event.event_id)
    row = next(e for e in services.events() if e.id == event_id)
    services.update_event(
        event_id, EventEdit(prize_scheme={"place_percents": ["30"], "flights": FLIGHTS}),
        expected_version=row.version,
    )
    report = services.event_standings(event_id)
    first, last = report.rows[0].player_id, report.rows[-1].player_id
    assert first is not None and last is not None
    for player in (first, last):
        services.move_to_flight(event_id, PlayerId(player), "B", expected_version=None)
    return first, last


def _cells(html: str, table: str) -> list[list[str]]:
    body = html.split(f'<table class="{table}">', 1)[1].split("</table>", 1)[0]
    return [
        [re.sub(r"<[^>]+>", "", cell).strip()
         for cell in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row)]
        for row in re.findall(r"<tr[^>]*>(.*?)</tr>", body, re.S)
    ]


def test_the_live_page_shows_flights_and_the_prizes_per_flight(
    services: Services, client: TestClient, floor_event: FloorEvent,
) -> None:
    first, last = _with_flights(services, floor_event)
    page = client.get(f"/e/{floor_event.event_id}").text
    standings = _cells(page, "standings")
    assert standings[0][:3] == ["Rank", "Player", "Flight"]
    flights = services.event_flights(EventId(floor_event.event_id)).by_player
    names = {r.player_id: r.name for r in services.registrations(EventId(floor_event.event_id))}
    shown = {row[1]: row[2] for row in standings[1:]}

    def esc(name: str) -> str:
        return name.replace("<", "&lt;").replace(">", "&gt;")

    assert shown == {esc(names[p]): f for p, f in flights.items() if esc(names[p]) in shown}
    assert len(shown) == len(standings) - 1 == 10
    assert shown[esc(names[first])] == "B" and shown[esc(names[last])] == "B"
    assert set(shown.values()) == {"A", "B"}
    prizes = _cells(page, "prizes")
    award = services.event_prizes(EventId(floor_event.event_id)).rows()
    expected: list[str] = []
    group = None
    for row in award:
        if row.flight != group or not expected:
            group = row.flight
            expected.append(f"Flight {group}" if group else "Overall")
        # the winner's place in the event and points there ("T-3 · −1"), then the amount
        finished = f"{row.finished} · {points_text(row.points)}" if row.points is not None else ""
        expected.append(f"{esc(row.player)} {finished} ${row.amount_cents / 100:,.2f}")
    assert [" ".join(c for c in r[1:] if c) if len(r) == 4 else r[0]
            for r in prizes[1:]] == expected
    assert expected[0] == "Overall" and "Flight A" in expected and "Flight B" in expected


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_the_flights_at_a_phones_width(
    browser: webdriver.Chrome, services: Services, floor_event: FloorEvent, tmp_path: Path,
    floor: FloorNetwork,
) -> None:
    _with_flights(services, floor_event)
    browser.get(f"{floor.url}e/{floor_event.event_id}?lang=de")
    # read in one script: the page's live part may be replaced by a push between two
    # element reads (a stale element under load)
    heads, header = browser.execute_script(
        "const texts = s => [...document.querySelectorAll(s)].map(e => e.innerText.trim());"
        "return [texts('table.prizes tr.flight'), texts('table.standings th')];"
    )
    assert heads == ["Gesamtwertung", "Gruppe A", "Gruppe B"]
    assert header[2] == "Gruppe"
    width = browser.execute_script("return document.documentElement.scrollWidth")
    assert width <= PHONE[0], "the page scrolls sideways on a phone"
    shot(browser, tmp_path, "phone-flights-de")
    browser.get(f"{floor.url}e/{floor_event.event_id}")
    browser.execute_script("document.querySelector('table.prizes').scrollIntoView()")
    shot(browser, tmp_path, "phone-flights-prizes-en")
