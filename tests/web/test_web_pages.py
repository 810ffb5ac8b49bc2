"""The players' pages through Starlette's TestClient: what they show and in which language."""

from __future__ import annotations

import re

import pytest
from starlette.testclient import TestClient
from web_helpers import EVIL, FloorEvent

from sheepshead_scorer.services import Services
from sheepshead_scorer.web.app import create_app
from sheepshead_scorer.web.pages import FloorConfig


def _cells(html: str) -> list[list[str]]:
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", html, re.S)
    return [
        [re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", r, re.S)]
        for r in rows
    ]


def _standings(html: str) -> list[list[str]]:
    table = html.split('<table class="standings">')[1].split("</table>")[0]
    return [row for row in _cells(table) if row]


def test_event_page_shows_the_round_and_the_standings_of_the_services(
    client: TestClient, services: Services, floor_event: FloorEvent
) -> None:
    page = client.get(f"/e/{floor_event.event_id}")
    assert page.status_code == 200
    assert "Session 1, round 1" in page.text
    report = services.event_standings(floor_event.event_id)
    shown = _standings(page.text)
    expected = [
        [row.label, row.player, str(row.total).replace("-", "−"),
         str(row.tally.hands_played)]
        for row in report.rows
    ]
    assert [r[:2] + r[2:] for r in shown] == [
        [e[0], e[1].replace("<", "&lt;").replace(">", "&gt;"), e[2], e[3]] for e in expected
    ]
    # prize places come from services.event_prizes (entry fee 20.00 × 10, 50/30/20 %)
    prizes = services.event_prizes(floor_event.event_id).rows()
    assert prizes and f"${prizes[0].amount_cents / 100:,.2f}" in page.text


def test_round_and_session_scopes(client: TestClient, floor_event: FloorEvent) -> None:
    event_rows = _standings(client.get(f"/e/{floor_event.event_id}").text)
    round_page = client.get(f"/e/{floor_event.event_id}?scope=round")
    assert "<strong>Round 1</strong>" in round_page.text
    round_rows = _standings(round_page.text)
    # one round played so far: the round's points are the event's points
    assert [r[1:3] for r in round_rows] == [r[1:3] for r in event_rows]
    session_page = client.get(f"/e/{floor_event.event_id}?scope=session")
    assert "<strong>Session 1</strong>" in session_page.text
    nonsense = client.get(f"/e/{floor_event.event_id}?scope=%3Cb%3E")
    assert nonsense.status_code == 200 and "<strong>Event</strong>" in nonsense.text


def test_german_follows_lang_and_the_configured_default(
    services: Services, client: TestClient, floor_event: FloorEvent
) -> None:
    german = client.get(f"/e/{floor_event.event_id}?lang=de").text
    assert '<html lang="de">' in german
    for word in ("Durchgang 1, Runde 1", "Platz", "Spieler", "Punkte", "Preisränge",
                 "Aktualisiert sich selbst"):
        assert word in german
    assert "Rank" not in german and "Prize places" not in german
    assert "100,00 $" in german  # 50 % of 200.00 in German separators
    assert client.get(f"/e/{floor_event.event_id}?lang=xx").text.count('lang="en"') == 1
    with TestClient(create_app(services, FloorConfig(language="de"))) as director_german:
        assert "Preisränge" in director_german.get(f"/e/{floor_event.event_id}").text
        assert "Prize places" in director_german.get(f"/e/{floor_event.event_id}?lang=en").text


def test_player_page_shows_seat_hands_and_running_total(
    client: TestClient, services: Services, floor_event: FloorEvent
) -> None:
    table = floor_event.tables[0]
    seat = table.seats[2]
    page = client.get(f"/e/{floor_event.event_id}/p/{seat.player_id}")
    assert page.status_code == 200
    assert f"Table {table.number}, seat 3" in page.text
    from sheepshead_scorer.services.door import reads as q

    hands = q.hands(services._ctx, table.id)
    rows = [r for r in _cells(page.text.split('"hands"')[1]) if len(r) == 5]
    running = 0
    for row, hand in zip(rows, hands, strict=True):
        running += hand.payouts[2]
        assert row[2] == str(hand.hand)
        assert row[4] == str(running).replace("-", "−")
    german = client.get(f"/e/{floor_event.event_id}/p/{seat.player_id}?lang=de").text
    assert f"Tisch {table.number}, Sitz 3" in german and "Deine Spiele" in german


def test_a_late_check_in_has_a_page_before_a_seat(
    client: TestClient, services: Services, floor_event: FloorEvent
) -> None:
    """A player checked in after the round was published has no seat and no line yet; their
    page says so (it said "Player not found", found by a director's walk); a withdrawn one
    stays not found."""
    late = services.add_player("Late Lena").created
    gone = services.add_player("Gone Gus").created
    assert late is not None and gone is not None
    for player in (late, gone):
        services.register(floor_event.event_id, player)
        services.check_in(floor_event.event_id, player)
    services.withdraw(floor_event.event_id, gone)
    page = client.get(f"/e/{floor_event.event_id}/p/{late}")
    assert page.status_code == 200, page.text
    assert "Late Lena" in page.text and "Not in the standings yet." in page.text
    assert "Not seated in round 1." in page.text
    assert client.get(f"/e/{floor_event.event_id}/p/{gone}").status_code == 404


def test_names_are_escaped_and_no_contact_data_or_member_numbers(
    client: TestClient, floor_event: FloorEvent
) -> None:
    pages = [
        client.get(f"/e/{floor_event.event_id}").text,
        client.get(f"/e/{floor_event.event_id}/live").text,
        client.get(f"/e/{floor_event.event_id}/p/{floor_event.evil_id}").text,
        client.get(f"/e/{floor_event.event_id}/p/{floor_event.evil_id}/live").text,
    ]
    for html in pages:
        assert EVIL not in html
        assert "@example.org" not in html and "M-900" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in pages[0]
    assert "<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>" in pages[2]


def test_security_headers_and_read_only(client: TestClient, floor_event: FloorEvent) -> None:
    page = client.get(f"/e/{floor_event.event_id}")
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert page.headers["x-frame-options"] == "DENY"
    assert page.headers["x-content-type-options"] == "nosniff"
    refused = client.post(f"/e/{floor_event.event_id}", data={"x": "1"})
    assert refused.status_code == 405 and "read-only" in refused.text


@pytest.mark.parametrize(
    ("path", "status", "message"),
    [
        ("/e/999", 404, "Event not found: there is no event 999."),
        ("/e/abc", 404, "Page not found."),
        ("/e/{event}/p/999", 404, "Player not found: no player 999 in this event."),
        ("/e/{event}/p/-1", 404, "Page not found."),
        ("/e/{event}/stream?lang=en", 200, None),
        ("/nothing-here", 404, "Page not found."),
        ("/e/{event}?x=" + "a" * 3000, 414, "The address is too long."),
    ],
)
def test_bad_addresses_get_a_clear_page(
    client: TestClient, floor_event: FloorEvent, path: str, status: int, message: str | None
) -> None:
    if message is None:
        return  # the stream is covered by test_web_live
    response = client.get(path.format(event=floor_event.event_id))
    assert response.status_code == status
    assert message in response.text
    assert "Traceback" not in response.text


def test_a_body_is_refused(client: TestClient, floor_event: FloorEvent) -> None:
    response = client.request("GET", f"/e/{floor_event.event_id}", content=b"x" * 10_000)
    assert response.status_code == 413 and "body is not accepted" in response.text


def test_only_the_chosen_event_is_shown(services: Services, floor_event: FloorEvent) -> None:
    from web_helpers import make_floor_event

    other = services.create_league("Other").created
    assert other is not None
    with TestClient(create_app(services, FloorConfig(event_id=floor_event.event_id))) as client:
        home = client.get("/", follow_redirects=False)
        assert home.status_code == 303
        assert home.headers["location"] == f"/e/{floor_event.event_id}?lang=en"
        assert client.get(f"/e/{floor_event.event_id + 1}").status_code == 404
    del make_floor_event


def test_the_prize_list_shows_on_the_event_scope_only(
    client: TestClient, floor_event: FloorEvent
) -> None:
    """Walk 29: the phone's Round tab listed the event's prizes under the round's standings;
    prizes are paid on the event standings, so only the Event tab (and its live part) shows
    them."""
    base = f"/e/{floor_event.event_id}"
    for path in (base, f"{base}/live"):
        assert 'class="prizes"' in client.get(path).text
        assert "Prize places" in client.get(f"{path}?scope=event").text
        for scope in ("round", "session"):
            page = client.get(f"{path}?scope={scope}").text
            assert "Prize places" not in page and 'class="prizes"' not in page, (path, scope)
            assert "<table" in page  # the scope's standings are still there
