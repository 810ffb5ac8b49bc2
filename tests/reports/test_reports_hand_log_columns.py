"""The hand log's outcome columns, without a database: every kind of outcome (calls, cracks,
blitzes, kontras, sheepshead, sitters, penalty sides and reasons, leaster points) goes into a
row, through the CSV and the (English or German) workbook, and back to the same outcome."""

from __future__ import annotations

import csv
import datetime as dt
import io
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheepshead_scorer.exports import read_hand_log, write_event_workbook
from sheepshead_scorer.exports.cells import HAND_DETAIL_COLUMNS, HAND_HOUSE_RULE_COLUMNS
from sheepshead_scorer.exports.csv_export import hands_csv_text
from sheepshead_scorer.exports.pdf.hand_log import details
from sheepshead_scorer.exports.rows import (
    DocumentInfo,
    EventExport,
    HandKind,
    HandRow,
    Standings,
    StandingsScope,
)
from sheepshead_scorer.rules import (
    AllPassHand,
    HandOutcome,
    LeasterHand,
    MisdealHand,
    PenaltyHand,
    PickedHand,
    outcome_to_dict,
)
from sheepshead_scorer.rules.options import PartnerCall, PenaltyReason
from sheepshead_scorer.services.hand_log.hand_log_outcome import log_fields, outcome_of_row

PLAYERS = ("Ada", "=Bernd", "Clara Ö", "Dieter", "Elke")

OUTCOMES: list[HandOutcome] = [
    PickedHand(dealer=0, picker=1, points=61, tricks=3, partners=(3,)),
    PickedHand(dealer=1, picker=2, points=91, tricks=4, call=PartnerCall.ALONE, cracks=2),
    PickedHand(dealer=2, picker=0, points=30, tricks=1, partners=(4,), call=PartnerCall.TEN,
               blitzes=2, kontras=1, sheepshead=True),
    PickedHand(dealer=3, picker=4, points=120, tricks=6, partners=(1, 2),
               call=PartnerCall.FIXED, sitting_out=(3,)),
    PickedHand(dealer=4, picker=0, points=0, tricks=0, partners=(2,), sitting_out=()),
    # issue 16: the picker's own tricks and a run of top trump ("mit"/"ohne")
    PickedHand(dealer=0, picker=1, points=75, tricks=3, partners=(3,), picker_tricks=0,
               runners=4),
    LeasterHand(dealer=0, points=(0, 30, 12, 78, 0), tricks=(1, 1, 1, 3, 0)),
    LeasterHand(dealer=1, points=(10, 0, 50, 60, 0), tricks=(1, 0, 2, 3, 0), sitting_out=(4,)),
    PenaltyHand(dealer=2, offender=3, reason=PenaltyReason.RENEGE, picker=1, partners=(0,)),
    PenaltyHand(dealer=3, offender=4, reason=PenaltyReason.PEEK),
    AllPassHand(dealer=4),
    MisdealHand(dealer=0),
]
PAYOUTS = (Fraction(4), Fraction(-1), Fraction(-1), Fraction(-1), Fraction(-1))


def _row(number: int, outcome: HandOutcome) -> HandRow:
    kind = outcome_to_dict(outcome)["type"]
    return HandRow(
        session=1, round=1, table=1, hand=number, dealer=PLAYERS[outcome.dealer],
        kind=HandKind(kind), players=PLAYERS,
        payouts=PAYOUTS if kind in ("picked", "leaster", "penalty") else (Fraction(0),) * 5,
        **log_fields(outcome, PLAYERS),
    )


ROWS = tuple(_row(n, o) for n, o in enumerate(OUTCOMES, start=1))


@pytest.mark.parametrize(("row", "outcome"), list(zip(ROWS, OUTCOMES, strict=True)))
def test_a_row_names_exactly_its_outcome(row: HandRow, outcome: HandOutcome) -> None:
    assert row.complete
    assert outcome_to_dict(outcome_of_row(row)) == outcome_to_dict(outcome)


def test_the_csv_carries_every_outcome_back() -> None:
    text = hands_csv_text(ROWS)
    header = next(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))
    columns = [*HAND_DETAIL_COLUMNS, *HAND_HOUSE_RULE_COLUMNS]
    assert header[-len(columns):] == columns
    parsed = read_hand_log(text.encode("utf-8"))
    assert parsed.ok, parsed.errors
    assert parsed.rows == ROWS
    assert [outcome_to_dict(outcome_of_row(r)) for r in parsed.rows] == [
        outcome_to_dict(o) for o in OUTCOMES
    ]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_workbook_carries_every_outcome_back_in_either_language(language: str) -> None:
    event = EventExport(
        DocumentInfo("Fall Classic", dt.date(2026, 10, 17)),
        Standings(StandingsScope.EVENT, "Standings", ()),
        hands=ROWS,
    )
    buffer = io.BytesIO()
    write_event_workbook(buffer, event, language=language)
    parsed = read_hand_log(buffer.getvalue())
    assert parsed.ok, parsed.errors
    assert parsed.rows == ROWS


@given(
    cracks=st.integers(0, 3), blitzes=st.integers(0, 2), kontras=st.integers(0, 2),
    sheepshead=st.booleans(), call=st.sampled_from(list(PartnerCall)),
    points=st.integers(0, 120), tricks=st.integers(0, 6),
    sitters=st.one_of(st.none(), st.just(()), st.just((2,))),
    picker_tricks=st.one_of(st.none(), st.integers(0, 6)), runners=st.integers(0, 14),
)
def test_any_picked_hand_round_trips_through_csv(
    cracks: int, blitzes: int, kontras: int, sheepshead: bool, call: PartnerCall,
    points: int, tricks: int, sitters: tuple[int, ...] | None, picker_tricks: int | None,
    runners: int,
) -> None:
    outcome = PickedHand(
        dealer=1, picker=0, points=points, tricks=tricks, partners=(3,), call=call,
        cracks=cracks, blitzes=blitzes, kontras=kontras, sheepshead=sheepshead,
        sitting_out=sitters, runners=runners,
        picker_tricks=None if picker_tricks is None else min(picker_tricks, tricks),
    )
    parsed = read_hand_log(hands_csv_text([_row(1, outcome)]).encode("utf-8"))
    assert parsed.ok, parsed.errors
    assert outcome_to_dict(outcome_of_row(parsed.rows[0])) == outcome_to_dict(outcome)


def _edited(column: str, value: str) -> bytes:
    rows = list(csv.DictReader(io.StringIO(hands_csv_text(ROWS).removeprefix("\ufeff"))))
    rows[2][column] = value
    out = io.StringIO()
    writer = csv.DictWriter(out, list(rows[0]), lineterminator="\r\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue().encode("utf-8")


@pytest.mark.parametrize(
    ("column", "value", "message"),
    [
        ("Cracks", "4", "write a number from 0 to 3"),
        ("Sheepshead", "maybe", "is not yes or no"),
        ("Seat points", "0; 30; x", "whole numbers from 0 to 120"),
        ("Offender", "Zoë", "is not allowed"),
        ("Runners", "15", "write a number from 0 to 14"),
        ("Picker tricks", "x", "whole number"),
    ],
)
def test_a_bad_outcome_cell_is_named_with_its_row(column: str, value: str, message: str) -> None:
    parsed = read_hand_log(_edited(column, value))
    assert not parsed.ok
    (problem,) = parsed.errors
    assert problem.row == 4
    assert message in str(problem)


def test_a_log_without_the_house_rule_columns_still_imports_complete() -> None:
    """A hand log exported before issue 16 has no "Picker tricks" or "Runners" column."""
    rows = list(csv.reader(io.StringIO(hands_csv_text(ROWS).removeprefix("\ufeff"))))
    keep = [i for i, title in enumerate(rows[0]) if title not in HAND_HOUSE_RULE_COLUMNS]
    text = "\r\n".join(",".join(f'"{row[i]}"' for i in keep) for row in rows)
    parsed = read_hand_log(text.encode("utf-8"))
    assert parsed.ok, parsed.errors
    assert all(row.complete for row in parsed.rows)
    assert (parsed.rows[5].picker_tricks, parsed.rows[5].runners) == (None, 0)
    assert parsed.rows[0] == ROWS[0]


def test_half_of_the_outcome_columns_is_refused() -> None:
    rows = list(csv.reader(io.StringIO(hands_csv_text(ROWS).removeprefix("\ufeff"))))
    keep = [i for i, title in enumerate(rows[0]) if title not in ("Kontras", "Reason")]
    text = "\r\n".join(",".join(f'"{row[i]}"' for i in keep) for row in rows)
    parsed = read_hand_log(text.encode("utf-8"))
    assert not parsed.ok
    assert "but not ['Kontras', 'Reason']" in str(parsed.errors[0])


@pytest.mark.parametrize(
    ("index", "language", "shown"),
    [
        (8, "en", "Offender: Dieter (renege)"),
        (8, "de", "Verursacher: Dieter (Farbe nicht bedient)"),
        (6, "en", "Winner: Ada"),
        (2, "en", "ten, blitz ×2, kontra, sheepshead"),
        (1, "en", "alone, crack ×2"),
        (0, "en", ""),
    ],
)
def test_the_pdf_details_name_offender_winners_and_extras(
    index: int, language: str, shown: str
) -> None:
    assert details(ROWS[index], language) == shown
