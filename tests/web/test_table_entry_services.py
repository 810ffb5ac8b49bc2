"""Table entry's services: codes per seat, one write path, a hand stored once, an opponent's
confirmation, a stale confirmation refused, the director's lock and revocation, expiry."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select
from web_helpers import FloorEvent, row_counts

from sheepshead_scorer.entry.reading import EntryReader
from sheepshead_scorer.services import Services, StaleEditError
from sheepshead_scorer.services.standings.tally_recount import tally_drift
from sheepshead_scorer.services.tables.table_codes import ALPHABET, LENGTH, TableCodeError
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry

PHONE = "192.0.2.7 (test phone)"


def _codes(services: Services, floor_event: FloorEvent, table: int = 0) -> list[str]:
    services.set_table_entry(floor_event.event_id, True)
    progress = services.table_progress(floor_event.round_id)
    return [seat.code for seat in progress[table].seats]


def _line(services: Services, code: str, line: str) -> dict[str, object]:
    sheet = services.table_sheet(code)
    reading = EntryReader(sheet.ruleset, sheet.outcomes, hands_total=sheet.access.hands_planned)
    found = reading.read(line)
    assert found.outcome is not None, found.error
    from sheepshead_scorer.rules import outcome_to_dict

    return outcome_to_dict(found.outcome)


def test_every_seat_gets_its_own_short_code_only_when_the_event_opts_in(
    services: Services, floor_event: FloorEvent
) -> None:
    assert all(not s.code for s in services.table_progress(floor_event.round_id)[0].seats)
    codes = _codes(services, floor_event)
    assert len(codes) == 5 and len(set(codes)) == 5
    assert all(len(c) == LENGTH and set(c) <= set(ALPHABET) for c in codes)
    access = services.open_table_code(codes[2].lower())  # typed in lower case: still fine
    assert (access.table_number, access.seat, access.round_number) == (1, 2, 1)
    assert _codes(services, floor_event) == codes  # asking again issues nothing new


def test_a_hand_from_a_phone_goes_through_record_hand_and_names_the_device(
    services: Services, floor_event: FloorEvent, db: Database
) -> None:
    codes = _codes(services, floor_event)
    sheet = services.table_sheet(codes[0])
    outcome = _line(services, codes[0], "13 74")
    entered = services.enter_table_hand(
        codes[0], outcome, expected_number=sheet.next_number, device=PHONE
    )
    assert (entered.number, entered.already) == (4, False)
    after = services.table_sheet(codes[0])
    assert after.hands[-1].entered_by == 0 and sum(after.hands[-1].payouts) == 0
    assert after.hands[-1].payouts[0] > 0  # the picker's side took 74: seat 1 wins
    with db.session() as session:
        station = session.scalars(
            select(AuditEntry.station).where(AuditEntry.entity == "hand")
            .order_by(AuditEntry.id.desc())
        ).first()
        assert tally_drift(session) == []
    assert station == f"phone at table 1, seat 1: {PHONE}"


def test_two_phones_sending_the_same_hand_store_it_once(
    services: Services, floor_event: FloorEvent, db: Database
) -> None:
    codes = _codes(services, floor_event)
    number = services.table_sheet(codes[0]).next_number
    outcome = _line(services, codes[0], "13 74")
    first = services.enter_table_hand(codes[0], outcome, expected_number=number, device=PHONE)
    before = row_counts(db)
    second = services.enter_table_hand(codes[1], outcome, expected_number=number, device="b")
    assert (first.already, second.already) == (False, True)
    assert row_counts(db) == before  # nothing written the second time
    assert len(services.table_sheet(codes[0]).hands) == number


def test_a_different_hand_under_a_taken_number_is_refused_and_flagged(
    services: Services, floor_event: FloorEvent
) -> None:
    codes = _codes(services, floor_event)
    number = services.table_sheet(codes[0]).next_number
    services.enter_table_hand(
        codes[0], _line(services, codes[0], "13 74"), expected_number=number, device=PHONE
    )
    other = _line(services, codes[1], "24 80")  # read against the sheet as it is now
    with pytest.raises(StaleEditError, match=r"already entered.*reload"):
        services.enter_table_hand(codes[1], other, expected_number=number, device="b")
    progress = services.table_progress(floor_event.round_id)[0]
    assert progress.disputed == (number,) and progress.hands == number


def test_an_opponent_confirms_with_their_own_code_and_a_partner_cannot(
    services: Services, floor_event: FloorEvent
) -> None:
    codes = _codes(services, floor_event)
    number = services.table_sheet(codes[0]).next_number
    services.enter_table_hand(
        codes[0], _line(services, codes[0], "13 74"), expected_number=number, device=PHONE
    )
    hand = services.table_sheet(codes[0]).hands[-1]
    with pytest.raises(StaleEditError, match="entered hand 4 yourself"):
        services.mark_table_hand(codes[0], hand.id, expected_version=hand.version,
                                 confirm=True, device=PHONE)
    with pytest.raises(StaleEditError, match="same side"):  # seat 3 is the partner
        services.mark_table_hand(codes[2], hand.id, expected_version=hand.version,
                                 confirm=True, device="c")
    services.mark_table_hand(codes[1], hand.id, expected_version=hand.version,
                             confirm=True, device="b")
    assert services.table_sheet(codes[0]).hands[-1].confirmed_by == (1,)
    assert services.table_progress(floor_event.round_id)[0].confirmed == 1


def test_a_confirmation_of_a_hand_changed_since_is_refused_with_a_reload_message(
    services: Services, floor_event: FloorEvent, db: Database
) -> None:
    codes = _codes(services, floor_event)
    hand = services.table_sheet(codes[0]).hands[-1]
    services.correct_hand(hand.id, dict(hand.outcome) | {"points": 90},
                          expected_version=hand.version)
    before = row_counts(db)
    with pytest.raises(StaleEditError, match="changed since you loaded the page"):
        services.mark_table_hand(codes[1], hand.id, expected_version=hand.version,
                                 confirm=True, device="b")
    assert row_counts(db) == before


def test_lock_revoke_and_closed_round_each_refuse_the_code_with_a_reason(
    services: Services, floor_event: FloorEvent, db: Database
) -> None:
    codes = _codes(services, floor_event)
    table = floor_event.tables[0].id
    outcome = _line(services, codes[0], "13 74")
    services.set_table_locked(table, True)
    before = row_counts(db)
    with pytest.raises(TableCodeError, match="taken over table 1") as locked:
        services.enter_table_hand(codes[0], outcome, expected_number=4, device=PHONE)
    assert locked.value.reason == "locked" and row_counts(db) == before
    services.set_table_locked(table, False)
    services.revoke_table_codes(table)
    with pytest.raises(TableCodeError, match="revoked"):
        services.open_table_code(codes[0])
    fresh = [s.code for s in services.table_progress(floor_event.round_id)[0].seats]
    assert not set(fresh) & set(codes) and services.open_table_code(fresh[0]).seat == 0
    services.set_table_entry(floor_event.event_id, False)
    with pytest.raises(TableCodeError, match="off for this event"):
        services.open_table_code(fresh[0])
    services.set_table_entry(floor_event.event_id, True)
    services.close_round(floor_event.round_id, allow_incomplete=True)
    with pytest.raises(TableCodeError, match="round 1 is closed") as expired:
        services.open_table_code(fresh[0])
    assert expired.value.reason == "expired"
    with pytest.raises(TableCodeError, match="not valid") as unknown:
        services.open_table_code("ZZZZZZ")
    assert unknown.value.reason == "unknown"


def test_each_seats_code_is_on_its_own_seat_card_and_not_on_the_shared_score_sheet(
    services: Services, floor_event: FloorEvent, tmp_path: Path
) -> None:
    from pdf_reading import pdf_page_texts

    from sheepshead_scorer.services import WrongStateError
    from sheepshead_scorer.services.documents.exporting import (
        ExportFormat,
        ExportKind,
        ExportRequest,
    )

    def request(kind: ExportKind) -> ExportRequest:
        return ExportRequest(kind, ExportFormat.PDF, event_id=floor_event.event_id,
                             session_number=1, round_number=1, language="de")

    with pytest.raises(WrongStateError, match="table entry off, so its seats have no codes"):
        services.export_document(request(ExportKind.SEAT_CARDS), str(tmp_path / "x.pdf"))
    services.set_table_entry(floor_event.event_id, True)  # codes are issued for the print
    sheets = tmp_path / "sheets.pdf"
    services.export_document(request(ExportKind.SCORE_SHEETS), str(sheets))
    progress = services.table_progress(floor_event.round_id)
    codes = [seat.code for table in progress for seat in table.seats]
    shared = "".join(pdf_page_texts(sheets.read_bytes())).replace(" ", "")
    assert not [code for code in codes if code in shared]  # the table's sheet: no code
    cards = tmp_path / "cards.pdf"
    services.export_document(request(ExportKind.SEAT_CARDS), str(cards))
    text = " ".join(pdf_page_texts(cards.read_bytes()))
    assert "Sitzkarten" in text and "gestrichelten Linien" in text
    squeezed = text.replace(" ", "")
    for table in progress:
        for seat in table.seats:  # one card each: the seat, its player and its code
            assert text.count(f"Tisch {table.number} · Sitz {seat.seat + 1}") == 1
            assert squeezed.count(seat.code) == 1 and seat.name.replace(" ", "") in squeezed
    assert text.count("Ihr Code:") == len(codes)


def test_two_phones_saving_the_same_hand_at_the_same_moment_store_it_once(
    services: Services, floor_event: FloorEvent
) -> None:
    import threading

    codes = _codes(services, floor_event)
    outcome = _line(services, codes[0], "13 74")
    start = threading.Barrier(2)
    answers: list[object] = []

    def phone(code: str) -> None:
        mine = services.for_program("floor")  # the floor server's own services
        start.wait()
        answers.append(mine.enter_table_hand(code, outcome, expected_number=4, device=code))

    threads = [threading.Thread(target=phone, args=(c,)) for c in codes[:2]]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert sorted(a.already for a in answers) == [False, True]  # type: ignore[attr-defined]
    assert [h.number for h in services.table_sheet(codes[0]).hands] == [1, 2, 3, 4]
