"""Table entry through the pages (Starlette's TestClient): the whole flow, and every refusal
a phone can meet — bad, replayed and other tables' codes, an expired round, CSRF, XSS,
oversized and malformed requests — each with a clear message and nothing written."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from sqlalchemy import select
from starlette.testclient import TestClient
from web_helpers import EVIL, FloorEvent, row_counts

from sheepshead_scorer.services import Services
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry
from sheepshead_scorer.web.app import create_app
from sheepshead_scorer.web.desk import FAILURES_ALLOWED
from sheepshead_scorer.web.pages import FloorConfig

PHONE_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile"


@pytest.fixture
def codes(services: Services, floor_event: FloorEvent) -> list[list[str]]:
    services.set_table_entry(floor_event.event_id, True)
    return [[s.code for s in t.seats] for t in services.table_progress(floor_event.round_id)]


@pytest.fixture
def phone(services: Services, floor_event: FloorEvent) -> Iterator[TestClient]:
    app = create_app(services, FloorConfig())
    with TestClient(app, headers={"user-agent": PHONE_AGENT}) as client:
        yield client


def _csrf(html: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', html)
    assert found is not None, html
    return found.group(1)


def _message(html: str) -> str:
    found = re.search(r'id="(?:message|error|notice)"[^>]*>([^<]*)<', html)
    return found.group(1) if found else ""


def sign_in(phone: TestClient, code: str, lang: str = "en") -> str:
    """Sign in with ``code``; returns the sheet's CSRF token."""
    form = phone.get(f"/t?lang={lang}")
    sheet = phone.post(f"/t?lang={lang}", data={"csrf": _csrf(form.text), "code": code})
    assert sheet.status_code == 200 and "/t/sheet" in str(sheet.url), sheet.text
    return _csrf(sheet.text)


def test_a_player_previews_every_payout_saves_and_an_opponent_confirms(
    phone: TestClient, codes: list[list[str]], services: Services, db: Database
) -> None:
    csrf = sign_in(phone, codes[0][0])
    preview = phone.post("/t/preview", data={"csrf": csrf, "line": "13 74", "hand": "4"})
    assert preview.status_code == 200
    cells = re.findall(r'<td class="num">([^<]*)</td>', preview.text)
    assert cells == ["1", "+2", "2", "−1", "3", "+1", "4", "−1", "5", "−1"]  # every seat
    assert len(services.table_sheet(codes[0][0]).hands) == 3  # nothing saved by a preview
    saved = phone.post("/t/save", data={"csrf": csrf, "line": "13 74", "expected": "4"})
    assert _message(saved.text) == "Hand 4 is saved."
    hand = services.table_sheet(codes[0][0]).hands[-1]
    assert hand.number == 4 and hand.entered_by == 0
    with db.session() as session:
        stations = session.scalars(
            select(AuditEntry.station).where(AuditEntry.entity == "hand")
        ).all()
    assert any(s.startswith("phone at table 1, seat 1: testclient (Linux; Android 14")
               for s in stations)
    confirmed = phone.post("/t/mark", data={
        "csrf": csrf, "hand": str(hand.id), "version": str(hand.version),
        "code": codes[0][1], "verdict": "confirm",
    })
    assert _message(confirmed.text) == "Your word on hand 4 is noted."
    assert services.table_sheet(codes[0][0]).hands[-1].confirmed_by == (1,)


def test_the_same_form_sent_twice_stores_the_hand_once(
    phone: TestClient, codes: list[list[str]], db: Database
) -> None:
    csrf = sign_in(phone, codes[0][0])
    form = {"csrf": csrf, "line": "13 74", "expected": "4"}
    phone.post("/t/save", data=form)
    before = row_counts(db)
    again = phone.post("/t/save", data=form)  # the Wi-Fi dropped and the phone re-sent it
    assert "already saved, exactly as you sent it" in _message(again.text)
    assert row_counts(db) == before


def test_a_stale_different_hand_is_refused_with_a_reload_message(
    phone: TestClient, codes: list[list[str]], services: Services, db: Database
) -> None:
    csrf = sign_in(phone, codes[0][0])
    services.record_hand(  # the director typed hand 4 at the desk meanwhile
        services.table_sheet(codes[0][0]).access.table_id,
        {"type": "picked", "dealer": 3, "picker": 4, "partners": [0], "points": 30,
         "tricks": 1},
    )
    before = row_counts(db)
    stale = phone.post("/t/save", data={"csrf": csrf, "line": "13 74", "expected": "4"})
    assert stale.status_code == 409  # what is stored there, as the desk writes it
    assert _message(stale.text).startswith("Hand 4 is already on the sheet: P5+1 lost 30, "
                                           "dealer 4. What you sent was not stored")
    assert row_counts(db)["hands"] == before["hands"]


def test_wrong_codes_are_refused_and_lock_the_phone_out(
    phone: TestClient, codes: list[list[str]], db: Database
) -> None:
    before = row_counts(db)
    for _ in range(FAILURES_ALLOWED):
        form = phone.get("/t")
        bad = phone.post("/t", data={"csrf": _csrf(form.text), "code": "ZZZZZZ"})
        assert bad.status_code == 403
        assert "not valid; check the code on your seat card" in _message(bad.text)
    form = phone.get("/t")
    locked = phone.post("/t", data={"csrf": _csrf(form.text), "code": codes[0][0]})
    assert locked.status_code == 429  # even the right code, until the lockout ends
    assert _message(locked.text).startswith("Too many wrong codes from this phone")
    assert row_counts(db) == before


def test_a_replayed_form_after_signing_out_is_refused(
    phone: TestClient, codes: list[list[str]], db: Database
) -> None:
    csrf = sign_in(phone, codes[0][0])
    phone.post("/t/leave", data={"csrf": csrf})
    before = row_counts(db)
    replay = phone.post("/t/save", data={"csrf": csrf, "line": "13 74", "expected": "4"})
    assert replay.status_code == 403 and "session has ended" in _message(replay.text)
    assert row_counts(db) == before


def test_another_tables_code_cannot_confirm_a_hand(
    phone: TestClient, codes: list[list[str]], services: Services, db: Database
) -> None:
    csrf = sign_in(phone, codes[0][0])
    hand = services.table_sheet(codes[0][0]).hands[0]
    before = row_counts(db)
    other = phone.post("/t/mark", data={
        "csrf": csrf, "hand": str(hand.id), "version": str(hand.version),
        "code": codes[1][0], "verdict": "confirm",
    })
    assert other.status_code == 403 and "belongs to another table" in _message(other.text)
    assert row_counts(db) == before


def test_codes_expire_when_the_round_closes_and_when_revoked(
    phone: TestClient, codes: list[list[str]], services: Services,
    floor_event: FloorEvent, db: Database,
) -> None:
    csrf = sign_in(phone, codes[0][0])
    services.revoke_table_codes(floor_event.tables[0].id)
    revoked = phone.get("/t/sheet")
    assert revoked.status_code == 403 and "revoked by the director" in _message(revoked.text)
    fresh = services.table_progress(floor_event.round_id)[0].seats[0].code
    csrf = sign_in(phone, fresh)
    services.close_round(floor_event.round_id, allow_incomplete=True)
    before = row_counts(db)
    expired = phone.post("/t/save", data={"csrf": csrf, "line": "13 74", "expected": "4"})
    assert expired.status_code == 403
    assert "round 1 is closed, so its codes have expired" in _message(expired.text)
    assert row_counts(db) == before


def test_a_locked_table_is_read_only_on_the_phone(
    phone: TestClient, codes: list[list[str]], services: Services,
    floor_event: FloorEvent, db: Database,
) -> None:
    csrf = sign_in(phone, codes[0][0])
    services.set_table_locked(floor_event.tables[0].id, True)
    sheet = phone.get("/t/sheet")
    assert 'id="locked"' in sheet.text and 'id="line"' not in sheet.text
    before = row_counts(db)
    refused = phone.post("/t/save", data={"csrf": csrf, "line": "13 74", "expected": "4"})
    assert refused.status_code == 403 and "taken over table 1" in _message(refused.text)
    assert row_counts(db) == before


def test_csrf_is_checked_on_every_form(
    phone: TestClient, codes: list[list[str]], db: Database
) -> None:
    csrf = sign_in(phone, codes[0][0])
    before = row_counts(db)
    for path, form in (
        ("/t/save", {"line": "13 74", "expected": "4"}),
        # the last character changed (to one it is not: a token ending in "x" stays forged)
        ("/t/save", {"csrf": csrf[:-1] + ("y" if csrf.endswith("x") else "x"), "line": "13 74",
                     "expected": "4"}),
        ("/t/preview", {"line": "13 74"}),
        ("/t/mark", {"hand": "1", "version": "1", "code": codes[0][1], "verdict": "confirm"}),
        ("/t/leave", {"csrf": "forged"}),
    ):
        refused = phone.post(path, data=form)
        assert refused.status_code == 403, path
        assert "This form has expired" in _message(refused.text)
    fresh = TestClient(phone.app)  # a sign-in form posted without its cookie
    no_cookie = fresh.post("/t", data={"csrf": "forged", "code": codes[0][0]})
    assert no_cookie.status_code == 403
    cross = phone.post("/t/save", data={"csrf": csrf, "line": "13 74", "expected": "4"},
                       headers={"origin": "http://evil.example", "sec-fetch-site": "cross-site"})
    assert cross.status_code == 403 and "another site" in _message(cross.text)
    assert row_counts(db) == before


def test_names_are_escaped_on_the_table_pages(
    phone: TestClient, codes: list[list[str]], floor_event: FloorEvent, services: Services
) -> None:
    table = services.table_progress(floor_event.round_id)[1]
    evil_seat = next(s.seat for s in table.seats if s.name == EVIL)
    csrf = sign_in(phone, table.seats[evil_seat].code)
    for page in (phone.get("/t/sheet"),
                 phone.post("/t/preview", data={"csrf": csrf, "line": "13 74", "hand": "1"})):
        assert EVIL not in page.text and "&lt;script&gt;alert(1)&lt;/script&gt;" in page.text


def test_oversized_and_malformed_requests_are_refused_and_write_nothing(
    phone: TestClient, codes: list[list[str]], db: Database
) -> None:
    csrf = sign_in(phone, codes[0][0])
    before = row_counts(db)
    big = phone.post("/t/save", data={"csrf": csrf, "line": "1" * 5000, "expected": "4"})
    assert big.status_code == 413 and "too large" in big.text
    form = {"content-type": "application/x-www-form-urlencoded"}
    bad_utf8 = phone.post("/t/save", content=f"csrf={csrf}&line=%ff%fe&expected=4",
                          headers=form)
    assert bad_utf8.status_code == 400 and "could not be read" in _message(bad_utf8.text)
    twice = phone.post("/t/save", content=f"csrf={csrf}&line=13+74&line=24+80&expected=4",
                       headers=form)
    assert twice.status_code == 400
    long_field = phone.post("/t/save", data={"csrf": csrf, "line": "1" * 300, "expected": "4"})
    assert long_field.status_code == 400
    json = phone.post("/t/save", json={"csrf": csrf, "line": "13 74", "expected": 4})
    assert json.status_code == 415
    chunked = phone.post("/t/save", content=iter([b"csrf=x"]), headers=form)
    assert chunked.status_code == 411
    nonsense = phone.post("/t/save", data={"csrf": csrf, "line": "13 74", "expected": "-1"})
    assert nonsense.status_code == 400
    garbage = phone.post("/t/preview", data={"csrf": csrf, "line": "<b>13 ²</b>", "hand": "4"})
    assert garbage.status_code == 422 and "cannot be typed here" in _message(garbage.text)
    assert row_counts(db) == before


def test_a_phone_reads_german(phone: TestClient, codes: list[list[str]]) -> None:
    csrf = sign_in(phone, codes[0][0], lang="de")
    sheet = phone.get("/t/sheet?lang=de")
    assert "Tisch 1, Runde 1" in sheet.text and "Auszahlungen zeigen" in sheet.text
    wrong = phone.post("/t/preview?lang=de", data={"csrf": csrf, "line": "19 74", "hand": "4"})
    assert "gibt es an diesem Tisch nicht" in _message(wrong.text)
