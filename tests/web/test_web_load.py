"""A short run of the floor-network load harness (reliability/floor_load.py): phones follow the
live standings while tables save hands (and, entering on phones, keep their sheets open); no
hand lost or doubled, every phone and every table's sheet sees every hand within the
one-second budget."""

from __future__ import annotations

from reliability.floor_load import run


def test_short_floor_load() -> None:
    figures = run(phones=40, tables=8, seconds=6, hand_seconds=2)
    assert figures["phones_failed"] == 0 and figures["followers"] == 40
    assert figures["hands_saved"] >= 16 and figures["hands_refused"] == 0
    assert figures["lost"] == 0 and figures["doubled"] == 0
    assert figures["hands_not_seen_by_every_phone"] == 0
    assert figures["every_phone_p95_s"] <= 1.0


def test_short_floor_load_with_the_tables_entering_on_phones() -> None:
    figures = run(phones=40, tables=8, seconds=6, hand_seconds=2, entry="phones")
    assert figures["phones_failed"] == 0 and figures["followers"] == 40
    assert figures["hands_saved"] >= 16 and figures["hands_refused"] == 0
    assert figures["resent_forms"] >= 1  # a form sent twice ...
    assert figures["resent_answered_already_saved"] == figures["resent_forms"]  # ... stored once
    assert figures["lost"] == 0 and figures["doubled"] == 0
    assert figures["hands_not_seen_by_every_phone"] == 0
    assert figures["every_phone_p95_s"] <= 1.0
    # a second phone per table with the sheet open sees each of its table's hands, by itself
    assert figures["table_sheets_ready"] == "ready 8" and figures["table_sheets_failed"] == 0
    assert figures["table_sheet_hands_not_shown"] == 0
    assert figures["table_sheet_p95_s"] <= 1.0
