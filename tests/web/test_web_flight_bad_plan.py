"""A prize plan stored before it was checked (an old file: overall 20 % + 10 %, flights
25 % + 50 % + 20 % = 125 % of the pool) does not take the phones down: the live page, its
live part and a player's page answer 200 with the standings and a short note instead of the
prizes (the walk of issue 29 saw a red HTTP 400 on every page)."""

from __future__ import annotations

from starlette.testclient import TestClient
from web_helpers import FloorEvent

from sheepshead_scorer.services import Services
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import Event

FLIGHTS = {
    "count": 3, "basis": "rating", "cutoffs": [], "no_history": "lowest", "min_hands": 1,
    "one_prize": True,
    "prizes": [{"share_percent": s, "place_percents": ["100"]} for s in ("25", "50", "20")],
}
NOTE = ("Prizes not shown — prizes of Fall Classic cannot be computed: the overall places "
        "(30 %), session top-score prizes (0 %) and flights&#39; shares (95 %) add up to "
        "125 % of the pool")


def test_the_phones_show_standings_and_a_note_over_a_stored_bad_plan(
    db: Database, services: Services, client: TestClient, floor_event: FloorEvent,
) -> None:
    with db.session() as session, session.begin():  # written as an old file holds it
        event = session.get(Event, floor_event.event_id)
        assert event is not None
        event.prize_scheme = {"place_percents": ["20", "10"], "flights": FLIGHTS}
    event_id = floor_event.event_id
    names = [r.name for r in services.registrations(event_id)]  # type: ignore[arg-type]
    for path in (f"/e/{event_id}", f"/e/{event_id}/live",
                 f"/e/{event_id}/p/{floor_event.players[0]}"):
        page = client.get(path)
        assert page.status_code == 200, (path, page.text[:300])
        assert NOTE in page.text, path
        assert 'class="prizes"' not in page.text
    page = client.get(f"/e/{event_id}").text
    assert 'class="standings"' in page
    shown = [name.replace("<", "&lt;").replace(">", "&gt;") in page for name in names]
    assert all(shown) and len(shown) == 10
