"""Every phone write says what it is for (issue 24, item 2; guide lesson 9): the entry form
carries the hand number and the sheet it was typed against, so a form for a hand that is no
longer next is refused showing what is stored there — a second phone's kept line, Back and
Reload re-posting the preview — and one seat keeps one open dispute per hand."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from sqlalchemy import func, select
from starlette.testclient import TestClient
from web_helpers import FloorEvent, row_counts

from sheepshead_scorer.services import Services
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import MarkKind, TableEntryMark
from sheepshead_scorer.web.app import create_app
from sheepshead_scorer.web.pages import FloorConfig


@pytest.fixture
def codes(services: Services, floor_event: FloorEvent) -> list[list[str]]:
    services.set_table_entry(floor_event.event_id, True)
    return [[s.code for s in t.seats] for t in services.table_progress(floor_event.round_id)]


@pytest.fixture
def app(services: Services, floor_event: FloorEvent) -> object:
    return create_app(services, FloorConfig())


def _phone(app: object) -> TestClient:
    return TestClient(app)  # type: ignore[arg-type]


@pytest.fixture
def phones(app: object) -> Iterator[tuple[TestClient, TestClient]]:
    with _phone(app) as first, _phone(app) as second:
        yield first, second


def _field(html: str, name: str) -> str:
    found = re.search(rf'name="{name}" value="([^"]*)"', html)
    assert found is not None, html
    return found.group(1)


def _message(html: str) -> str:
    found = re.search(r'id="(?:message|error|notice)"[^>]*>([^<]*)<', html)
    return found.group(1) if found else ""


def _sign_in(phone: TestClient, code: str) -> str:
    form = phone.get("/t")
    sheet = phone.post("/t", data={"csrf": _field(form.text, "csrf"), "code": code})
    assert sheet.status_code == 200, sheet.text
    return sheet.text


def _entry_form(sheet_html: str, line: str) -> dict[str, str]:
    """What the sheet's entry form sends: the line and the hand and sheet it was typed for."""
    return {"csrf": _field(sheet_html, "csrf"), "line": line,
            "hand": _field(sheet_html, "hand"), "sheet": _field(sheet_html, "sheet")}


def _hands(db: Database) -> int:
    return row_counts(db)["hands"]


def test_a_second_phone_keeping_its_line_cannot_store_hand_4_twice(
    phones: tuple[TestClient, TestClient], codes: list[list[str]], db: Database
) -> None:
    first, second = phones
    mine = _sign_in(first, codes[0][0])
    theirs = _sign_in(second, codes[0][2])  # both phones show "Hand 4"
    typed = _entry_form(theirs, "13 74")  # the second phone keeps its typed line
    shown = first.post("/t/preview", data=_entry_form(mine, "24 80"))
    first.post("/t/save", data={"csrf": _field(mine, "csrf"), "line": "24 80",
                                "expected": _field(shown.text, "expected"),
                                "sheet": _field(shown.text, "sheet")})
    assert _hands(db) == 5  # table 1's hand 4, and table 2's one hand
    late = second.post("/t/preview", data=typed)  # its heading moved on; its form did not
    assert late.status_code == 409 and "Save hand 5" not in late.text
    assert _message(late.text).startswith(
        "Hand 4 is already on the sheet: P2+4 won 80, dealer 4. What you sent was not stored")
    assert _hands(db) == 5


def test_back_and_reload_reposting_the_preview_says_the_hand_is_already_saved(
    phones: tuple[TestClient, TestClient], codes: list[list[str]], db: Database
) -> None:
    phone = phones[0]
    sheet = _sign_in(phone, codes[0][0])
    form = _entry_form(sheet, "13 74")
    preview = phone.post("/t/preview", data=form)
    assert "Save hand 4" in preview.text
    saved = phone.post("/t/save", data={"csrf": form["csrf"], "line": "13 74",
                                        "expected": "4", "sheet": form["sheet"]})
    assert "Hand 4 is saved." in saved.text  # ... but the answer was lost on the Wi-Fi
    before = row_counts(db)
    again = phone.post("/t/preview", data=form)  # Back, Reload: the preview re-posted
    assert "Save hand 5" not in again.text
    assert _message(again.text) == ("Hand 4 is already on the sheet exactly as you typed it "
                                    "(P1+3 won 74): nothing was stored twice.")
    assert row_counts(db) == before


def test_a_save_for_a_changed_sheet_shows_the_payouts_again(
    phones: tuple[TestClient, TestClient], codes: list[list[str]], services: Services,
    db: Database,
) -> None:
    phone = phones[0]
    sheet = _sign_in(phone, codes[0][0])
    preview = phone.post("/t/preview", data=_entry_form(sheet, "13 74"))
    third = services.table_sheet(codes[0][0]).hands[2]  # the desk corrects hand 3
    services.correct_hand(third.id, {"type": "picked", "dealer": 2, "picker": 3,
                                     "partners": [4], "points": 40, "tricks": 2},
                          expected_version=third.version)
    before = _hands(db)
    late = phone.post("/t/save", data={"csrf": _field(sheet, "csrf"), "line": "13 74",
                                       "expected": "4", "sheet": _field(preview.text, "sheet")})
    assert late.status_code == 200 and "Save hand 4" in late.text
    assert _message(late.text).startswith("The hands before this one changed")
    assert _hands(db) == before


def test_one_open_dispute_per_seat_and_hand(
    phones: tuple[TestClient, TestClient], codes: list[list[str]], services: Services,
    db: Database,
) -> None:
    phone = phones[0]
    csrf = _field(_sign_in(phone, codes[0][0]), "csrf")
    hand = services.table_sheet(codes[0][0]).hands[0]
    for _ in range(3):  # a player taps "Wrong" three times
        phone.post("/t/mark", data={"csrf": csrf, "hand": str(hand.id),
                                    "version": str(hand.version), "code": codes[0][1],
                                    "verdict": "dispute"})
    for _ in range(2):  # and re-sends a different hand under a stored number twice
        phone.post("/t/save", data={"csrf": csrf, "line": "24 80", "expected": "2"})
    with db.session() as session:
        disputes = session.execute(
            select(TableEntryMark.seat, TableEntryMark.hand_number, func.count())
            .where(TableEntryMark.kind == MarkKind.DISPUTED)
            .group_by(TableEntryMark.seat, TableEntryMark.hand_number)
        ).all()
    assert sorted(disputes) == [(0, 2, 1), (1, 1, 1)]


def test_the_sheet_shows_each_hand_as_the_desk_does(
    phones: tuple[TestClient, TestClient], codes: list[list[str]]
) -> None:
    sheet = _sign_in(phones[0], codes[0][0])
    rows = re.findall(r'<tr class="what" id="what-(\d+)"><td></td><td[^>]*>([^<]*)</td>', sheet)
    assert rows == [("1", "P2+3 won 70 · Dealer 1"), ("2", "P3+4 won 71 · Dealer 2"),
                    ("3", "P4+5 won 72 · Dealer 3")]
    assert "This hand is right" in sheet and "Fix a hand" in sheet


def test_a_wrong_checking_code_stays_on_the_sheet_and_says_the_tries_left(
    phones: tuple[TestClient, TestClient], codes: list[list[str]], services: Services
) -> None:
    sheet = _sign_in(phones[0], codes[0][0])
    hand = services.table_sheet(codes[0][0]).hands[0]
    wrong = phones[0].post("/t/mark", data={
        "csrf": _field(sheet, "csrf"), "hand": str(hand.id), "version": str(hand.version),
        "code": "ZZZZZZ", "verdict": "confirm"})
    assert wrong.status_code == 403 and 'id="sheet"' in wrong.text  # the sheet, not a bare page
    assert _message(wrong.text) == ("That code is not valid; check the code on your seat card. "
                                    "4 tries left before this phone must wait 10 minutes.")


def test_the_standings_page_links_to_table_entry(
    phones: tuple[TestClient, TestClient], codes: list[list[str]], floor_event: FloorEvent
) -> None:
    page = phones[0].get(f"/e/{floor_event.event_id}")
    assert re.search(r'id="table-entry"><a href="/t\?lang=en">Enter your table', page.text)
