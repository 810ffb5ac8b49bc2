"""A table corrects a hand and signs the round's sheet from a phone: through the desk's write
path with the version the phone saw (a stale correction is refused and writes nothing), the
correction confirmed by an opponent like a new hand, the same correction sent twice stored
once, audited with the device; the whole sheet signed by every seat with its own code, a
later change leaving the signatures stale, shown on the director's Table entry screen. The
pages' flow and refusals through Starlette's TestClient."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from sqlalchemy import select
from starlette.testclient import TestClient
from test_table_entry_pages import PHONE_AGENT, _csrf, _message, sign_in
from web_helpers import FloorEvent, confirm_every_hand, picked, row_counts

from sheepshead_scorer.services import Services, StaleEditError
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry
from sheepshead_scorer.web.app import create_app
from sheepshead_scorer.web.pages import FloorConfig

FIX = {"type": "picked", "dealer": 2, "picker": 3, "partners": [4], "points": 40,
       "tricks": 2}


@pytest.fixture
def codes(services: Services, floor_event: FloorEvent) -> list[list[str]]:
    services.set_table_entry(floor_event.event_id, True)
    return [[s.code for s in t.seats] for t in services.table_progress(floor_event.round_id)]


@pytest.fixture
def phone(services: Services, floor_event: FloorEvent) -> Iterator[TestClient]:
    with TestClient(create_app(services, FloorConfig()),
                    headers={"user-agent": PHONE_AGENT}) as client:
        yield client


def _fill_round(services: Services, floor_event: FloorEvent) -> None:
    """Table 1's hands 4-12 (the round has 12), entered at the desk."""
    for number in range(3, 12):
        services.record_hand(floor_event.tables[0].id, picked(
            number % 5, (number + 1) % 5, (number + 2) % 5, 70 + number
        ))


def test_a_phone_corrects_a_hand_with_the_version_it_saw_and_an_opponent_confirms_it(
    services: Services, codes: list[list[str]], db: Database
) -> None:
    code = codes[0][0]
    hand = services.table_sheet(code).hands[2]  # hand 3, entered at the desk
    changes = services.correct_table_hand(code, hand.id, FIX, expected_version=hand.version,
                                          device="phone A")
    assert hand.id in changes.hands
    now = services.table_sheet(code).hands[2]
    assert now.version > hand.version and dict(now.outcome)["picker"] == 3
    assert now.entered_by == 0 and now.confirmed_by == ()
    with db.session() as session:
        audit = session.scalars(select(AuditEntry).where(
            AuditEntry.entity == "hand", AuditEntry.entity_id == hand.id,
            AuditEntry.action == "correct")).all()
    assert [a.station for a in audit] == ["phone at table 1, seat 1: phone A"]
    with pytest.raises(StaleEditError, match="entered hand 3 yourself"):
        services.mark_table_hand(code, hand.id, expected_version=now.version, confirm=True,
                                 device="phone A")
    with pytest.raises(StaleEditError, match="same side"):  # seat 2: seat 1's side too
        services.mark_table_hand(codes[0][1], hand.id, expected_version=now.version,
                                 confirm=True, device="phone B")
    services.mark_table_hand(codes[0][3], hand.id, expected_version=now.version, confirm=True,
                             device="phone A")  # the picker confirms the correction
    assert services.table_sheet(code).hands[2].confirmed_by == (3,)
    again = services.correct_table_hand(code, hand.id, FIX, expected_version=hand.version,
                                        device="phone A")  # the form sent twice
    assert again.hands == () and services.table_sheet(code).hands[2].version == now.version


def test_a_stale_correction_is_refused_and_overwrites_nothing(
    services: Services, codes: list[list[str]], floor_event: FloorEvent, db: Database
) -> None:
    code = codes[0][0]
    seen = services.table_sheet(code).hands[1]
    services.correct_hand(seen.id, picked(1, 0, 4, 88), expected_version=seen.version)  # desk
    before = row_counts(db)
    with pytest.raises(StaleEditError, match=r"hand 2 at table 1 was changed at station .* "
                                             r"reload and re-enter your correction"):
        services.correct_table_hand(code, seen.id, FIX, expected_version=seen.version,
                                    device="phone A")
    assert row_counts(db) == before
    assert dict(services.table_sheet(code).hands[1].outcome)["points"] == 88  # the desk's


def test_the_round_sheet_is_signed_by_every_seat_and_goes_stale_on_a_change(
    services: Services, codes: list[list[str]], floor_event: FloorEvent
) -> None:
    code = codes[0][0]
    sheet = services.table_sheet(code)
    with pytest.raises(StaleEditError, match="table 1 has 3 of its 12 hands"):
        services.sign_table_sheet(code, fingerprint=sheet.fingerprint, device="phone A")
    _fill_round(services, floor_event)
    sheet = services.table_sheet(code)
    with pytest.raises(StaleEditError, match="hand 1 at table 1 is not checked yet"):
        services.sign_table_sheet(code, fingerprint=sheet.fingerprint, device="phone A")
    confirm_every_hand(services, codes[0][1], code)
    sheet = services.table_sheet(code)
    assert sheet.complete and sum(sheet.totals) == 0 and not sheet.signed
    for seat in range(4):
        services.sign_table_sheet(codes[0][seat], fingerprint=sheet.fingerprint,
                                  device="phone A")
    services.sign_table_sheet(codes[0][0], fingerprint=sheet.fingerprint, device="phone A")
    assert services.table_sheet(code).signed_by == (0, 1, 2, 3)  # once each
    progress = services.table_progress(floor_event.round_id)[0]
    assert progress.signed_by == (0, 1, 2, 3)
    services.sign_table_sheet(codes[0][4], fingerprint=sheet.fingerprint, device="phone A")
    assert services.table_sheet(code).signed
    last = services.table_sheet(code).hands[-1]
    services.correct_hand(last.id, picked(1, 2, 3, 30), expected_version=last.version)
    after = services.table_sheet(code)
    assert after.signed_by == () and after.fingerprint != sheet.fingerprint
    with pytest.raises(StaleEditError, match="sheet was changed since you loaded the page"):
        services.sign_table_sheet(codes[0][1], fingerprint=sheet.fingerprint,
                                  device="phone A")


def test_correcting_and_signing_on_the_phone_pages(
    phone: TestClient, services: Services, codes: list[list[str]], floor_event: FloorEvent,
    db: Database,
) -> None:
    csrf = sign_in(phone, codes[0][0])
    sheet = phone.get("/t/sheet").text
    assert 'id="fix-hand"' in sheet and '<option value="3" selected>' in sheet
    preview = phone.post("/t/fix", data={"csrf": csrf, "hand": "3", "line": "45 40"})
    assert preview.status_code == 200, preview.text
    before = row_counts(db)
    assert "Table 1: correct hand 3" in preview.text
    version = re.search(r'name="version" value="(\d+)"', preview.text)
    hand_id = re.search(r'name="hand" value="(\d+)"', preview.text)
    assert version and hand_id
    assert row_counts(db) == before  # a preview writes nothing
    saved = phone.post("/t/correct", data={"csrf": csrf, "line": "45 40",
                                           "hand": hand_id.group(1),
                                           "version": version.group(1)})
    assert _message(saved.text).startswith("Hand 3 is corrected")
    assert services.table_sheet(codes[0][0]).hands[2].entered_by == 0
    stale = phone.post("/t/correct", data={"csrf": csrf, "line": "45 70",
                                           "hand": hand_id.group(1),
                                           "version": version.group(1)})
    assert stale.status_code == 409 and "reload and re-enter your correction" in (
        _message(stale.text))
    bad = phone.post("/t/fix", data={"csrf": csrf, "hand": "3", "line": "49 40"})
    assert bad.status_code == 422 and 'value="49 40"' in bad.text  # the line is kept

    _fill_round(services, floor_event)
    page = phone.get("/t/sheet").text
    assert 'id="round-sheet"' in page and 'id="sign"' not in page  # hands not checked yet
    assert "every hand is checked and no hand is disputed" in page
    confirm_every_hand(services, codes[0][1], codes[0][0])
    page = phone.get("/t/sheet").text
    assert 'id="round-sheet"' in page and 'id="total-5"' in page
    fingerprint = re.search(r'name="sheet" value="([0-9a-f]+)"', page)
    assert fingerprint is not None
    other = phone.post("/t/sign", data={"csrf": csrf, "sheet": fingerprint.group(1),
                                        "code": codes[1][0]})
    assert other.status_code == 403 and "belongs to another table" in _message(other.text)
    for seat in range(5):
        signed = phone.post("/t/sign", data={"csrf": csrf, "sheet": fingerprint.group(1),
                                             "code": codes[0][seat]})
        assert _message(signed.text) == f"Seat {seat + 1} signed the round&#39;s sheet."
    assert 'id="signed"' in phone.get("/t/sheet").text
    assert services.table_sheet(codes[0][0]).signed


def test_the_new_forms_refuse_a_missing_token_and_write_nothing(
    phone: TestClient, services: Services, codes: list[list[str]], db: Database
) -> None:
    sign_in(phone, codes[0][0])
    hand = services.table_sheet(codes[0][0]).hands[0]
    before = row_counts(db)
    for path, form in (
        ("/t/fix", {"hand": "1", "line": "45 40"}),
        ("/t/correct", {"hand": str(hand.id), "version": str(hand.version), "line": "45 40"}),
        ("/t/sign", {"sheet": "abc", "code": codes[0][1]}),
    ):
        refused = phone.post(path, data={"csrf": "forged", **form})
        assert refused.status_code == 403 and "has expired" in _message(refused.text), path
    token = _csrf(phone.get("/t/sheet").text)
    unreadable = phone.post("/t/correct", data={"csrf": token, "hand": "x", "version": "1",
                                                "line": "45 40"})
    assert unreadable.status_code == 400
    assert row_counts(db) == before

