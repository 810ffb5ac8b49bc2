"""Exports never invent a number (issue 22): a hand log (CSV, workbook, PDF) shows a trick
count only where tricks were typed and a leaster's seat points only for the seat typed;
reading such a log back fills the rest in by the entry line's own rule, so every hand
comes back as the very outcome the entry line made."""

from __future__ import annotations

import csv
import datetime as dt
import io
import re
from collections.abc import Callable

import openpyxl
import pytest

from sheepshead_scorer.entry.grammar import parse_entry
from sheepshead_scorer.entry.outcomes import build_outcome, shape_for
from sheepshead_scorer.entry.unparse import entry_text
from sheepshead_scorer.exports import read_hand_log, write_event_workbook
from sheepshead_scorer.exports.csv_export import hands_csv_text
from sheepshead_scorer.exports.pdf.hand_log import write_hand_log_pdf
from sheepshead_scorer.exports.rows import (
    DocumentInfo,
    EventExport,
    HandRow,
    Standings,
    StandingsScope,
)
from sheepshead_scorer.rules import (
    HandOutcome,
    LeasterHand,
    PickedHand,
    RuleError,
    Ruleset,
    outcome_to_dict,
    preset,
    score_hand,
)
from sheepshead_scorer.rules.options import PartnerCall
from sheepshead_scorer.services.hand_log.hand_log_outcome import log_fields, outcome_of_row
from sheepshead_scorer.services.hand_log.hand_rebuild import candidates

PLAYERS = ("Ada", "Bea", "Cara", "Dan", "Eve")
LEASTER = preset("000-encyclopedia")  # five players, called ace, a leaster when nobody picks
MOSTER = preset("000-encyclopedia", nobody_picks="moster")
ROTATION = preset("000-encyclopedia", players=6, sit_out="rotation")


def typed(line: str, dealer: int = 0, rules: Ruleset = LEASTER) -> HandOutcome:
    """The outcome the entry line makes of ``line``."""
    return build_outcome(rules, parse_entry(line, shape_for(rules)), dealer)


def log_row(number: int, outcome: HandOutcome, rules: Ruleset = LEASTER) -> HandRow:
    """The hand-log row of ``outcome`` (scored under ``rules``), as the services build it."""
    score = score_hand(rules, outcome)
    players = PLAYERS if rules.players == 5 else (*PLAYERS, "Fay")
    return HandRow(
        session=1, round=1, table=1, hand=number, dealer=players[outcome.dealer],
        kind=score.kind, players=players, payouts=tuple(score.payouts),
        multiplier=score.multiplier, **log_fields(outcome, players),
    )


def csv_rows(rows: list[HandRow]) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(hands_csv_text(rows).removeprefix("\ufeff"))))


# -- what the entry line records as typed -------------------------------------------------


@pytest.mark.parametrize(
    ("line", "tricks", "tricks_typed"),
    [("13 74", 4, False), ("13 74/5", 5, True), ("13 74/4", 4, True), ("1a 0", 0, False)],
)
def test_the_entry_line_records_whether_tricks_were_typed(
    line: str, tricks: int, tricks_typed: bool
) -> None:
    outcome = typed(line)
    assert isinstance(outcome, PickedHand)
    assert (outcome.tricks, outcome.tricks_typed) == (tricks, tricks_typed)


@pytest.mark.parametrize(
    ("line", "rules", "points_typed"),
    [("l2 15", LEASTER, (1,)), ("l2 0", LEASTER, (1,)), ("l2", LEASTER, ()),
     ("o4", MOSTER, ()), ("o4 80", MOSTER, (3,))],
)
def test_the_entry_line_records_whose_points_were_typed(
    line: str, rules: Ruleset, points_typed: tuple[int, ...]
) -> None:
    outcome = typed(line, rules=rules)
    assert isinstance(outcome, LeasterHand)
    assert outcome.points_typed == points_typed


# -- what the hand log shows --------------------------------------------------------------


def test_a_hand_typed_as_points_only_has_an_empty_tricks_cell() -> None:
    rows = csv_rows([log_row(1, typed("13 74")), log_row(2, typed("13 74/5", dealer=1))])
    assert [(r["Points"], r["Tricks"]) for r in rows] == [("74", ""), ("74", "5")]


def test_a_leaster_typed_as_one_seat_shows_only_that_seats_points() -> None:
    rows = csv_rows([log_row(1, typed("l2 15")), log_row(2, typed("l2", dealer=1))])
    assert [(r["Seat points"], r["Seat tricks"]) for r in rows] == [("; 15; ; ; ", ""), ("", "")]
    assert rows[0]["Seat points"].replace(";", " ").split() == ["15"]


def test_a_leaster_with_every_seats_points_shows_them_all() -> None:
    full = LeasterHand(dealer=0, points=(27, 15, 26, 26, 26), tricks=(2, 1, 1, 1, 1))
    (row,) = csv_rows([log_row(1, full)])
    assert (row["Seat points"], row["Seat tricks"]) == ("27; 15; 26; 26; 26", "2; 1; 1; 1; 1")


def test_the_workbook_shows_the_same_cells() -> None:
    rows = (log_row(1, typed("13 74")), log_row(2, typed("13 74/5", 1)),
            log_row(3, typed("l2 15", 2)))
    buffer = io.BytesIO()
    write_event_workbook(buffer, _event(rows))
    sheet = openpyxl.load_workbook(buffer)["Hands"]
    header = [c.value for c in next(sheet.iter_rows(max_row=1))]
    values = list(sheet.iter_rows(min_row=2, values_only=True))
    assert [v[header.index("Tricks")] for v in values] == [None, 5, None]
    assert values[2][header.index("Seat points")] == "; 15; ; ; "
    assert values[2][header.index("Seat tricks")] is None


def test_the_pdf_prints_no_trick_count_nobody_typed(
    info: DocumentInfo, pdf_pages: Callable[[bytes], list[str]]
) -> None:
    buffer = io.BytesIO()
    rows = [log_row(1, typed("13 74")), log_row(2, typed("13 74/5", dealer=1))]
    write_hand_log_pdf(buffer, info, rows)
    text = "\n".join(pdf_pages(buffer.getvalue()))
    # "# Dealer Type Picker Partner Pts Tricks × …": the points, then the multiplier (×1)
    assert re.search(r"^1 Ada Picked Ada Cara 74 1 2 ", text, re.MULTILINE), text
    assert re.search(r"^2 Bea Picked Ada Cara 74 5 1 2 ", text, re.MULTILINE), text
    assert " 4 " not in re.findall(r"^1 Ada Picked.*$", text, re.MULTILINE)[0]


# -- reading it back ----------------------------------------------------------------------

TYPED: list[tuple[str, int, Ruleset]] = [
    ("13 74", 0, LEASTER), ("13 74/5", 1, LEASTER), ("13 120", 2, LEASTER),
    ("1a 0", 3, LEASTER), ("13 74/4/1", 4, LEASTER), ("24 91", 0, LEASTER),
    ("l2 15", 1, LEASTER), ("l2", 2, LEASTER), ("l5 0", 3, LEASTER),
    ("o4", 4, MOSTER), ("o4 80", 0, MOSTER),
    ("14 74", 0, ROTATION), ("l3 20", 1, ROTATION), ("l4", 2, ROTATION),
]


@pytest.mark.parametrize(("line", "dealer", "rules"), TYPED)
def test_a_row_gives_back_the_very_outcome_the_entry_line_made(
    line: str, dealer: int, rules: Ruleset
) -> None:
    outcome = typed(line, dealer, rules)
    row = log_row(1, outcome, rules)
    assert outcome_to_dict(outcome_of_row(row, rules)) == outcome_to_dict(outcome)
    (rebuilt,) = candidates(row, rules)  # what the hand-log import scores
    assert outcome_to_dict(rebuilt) == outcome_to_dict(outcome)


@pytest.mark.parametrize("rules", [LEASTER, MOSTER, ROTATION], ids=["leaster", "moster", "6"])
def test_the_csv_and_the_workbook_carry_typed_hands_back(rules: Ruleset) -> None:
    outcomes = [typed(line, dealer, r) for line, dealer, r in TYPED if r is rules]
    rows = tuple(log_row(n, o, rules) for n, o in enumerate(outcomes, start=1))
    buffer = io.BytesIO()
    write_event_workbook(buffer, _event(rows))
    for data in (hands_csv_text(rows).encode("utf-8"), buffer.getvalue()):
        parsed = read_hand_log(data)
        assert parsed.ok, parsed.errors
        assert parsed.rows == rows
        assert [outcome_to_dict(outcome_of_row(r, rules)) for r in parsed.rows] == [
            outcome_to_dict(o) for o in outcomes
        ]


@pytest.mark.parametrize("line", ["13 74", "l2 15", "l2"])
def test_without_the_tables_rules_the_untyped_numbers_cannot_be_filled_in(line: str) -> None:
    with pytest.raises(RuleError) as refused:
        outcome_of_row(log_row(1, typed(line)))
    assert refused.value.field in ("Tricks", "Seat points")


@pytest.mark.parametrize(
    ("cell", "field"),
    [("; 15; 20; ; ", "Seat points"), ("", "Seat points")],
)
def test_a_leaster_row_that_singles_out_no_seat_is_refused(cell: str, field: str) -> None:
    row = log_row(1, typed("l2 15"))
    rows = csv_rows([row])
    rows[0]["Seat points"] = cell
    rows[0].update({"Seat 1": "0", "Seat 2": "0", "Seat 3": "0", "Seat 4": "0", "Seat 5": "0"})
    parsed = read_hand_log(_csv_bytes(rows))
    assert parsed.ok, parsed.errors
    with pytest.raises(RuleError) as refused:
        outcome_of_row(parsed.rows[0], LEASTER)
    assert refused.value.field == field


def test_a_typed_leaster_the_rules_cannot_fill_is_refused_in_the_engines_words() -> None:
    row = log_row(1, typed("l2 15"))
    with pytest.raises(RuleError, match="plays moster when nobody picks, not leaster") as refused:
        outcome_of_row(row, MOSTER)
    assert refused.value.field == "Seat points"


@pytest.mark.parametrize("cell", ["; ; ; ; ", "; x; ; ; "])
def test_a_seat_points_cell_without_a_number_is_refused(cell: str) -> None:
    rows = csv_rows([log_row(1, typed("l2 15"))])
    rows[0]["Seat points"] = cell
    parsed = read_hand_log(_csv_bytes(rows))
    assert not parsed.ok
    assert "whole numbers from 0 to 120" in str(parsed.errors[0])


def test_an_old_style_row_without_tricks_is_rebuilt_from_its_points() -> None:
    """A log without the outcome columns (an older export, or columns removed) whose Tricks
    cell is empty: the equivalent outcome has the tricks the points imply."""
    row = log_row(1, typed("13 74"))
    rows = csv_rows([row])
    keep = ["Session", "Round", "Table", "Hand", "Dealer", "Type", "Picker", "Partner",
            "Points", "Tricks", "Multiplier", "Players", *(f"Seat {n}" for n in range(1, 6))]
    parsed = read_hand_log(_csv_bytes(rows, keep))
    assert parsed.ok, parsed.errors
    assert not parsed.rows[0].complete
    first = next(candidates(parsed.rows[0], LEASTER))
    assert isinstance(first, PickedHand)
    assert (first.points, first.tricks, first.tricks_typed) == (74, 4, False)


# -- the correction line (F2) types what the hand records ---------------------------------


@pytest.mark.parametrize(
    ("line", "rules", "again"),
    [("1374", LEASTER, "13 74"), ("13 74/4", LEASTER, "13 74/4"), ("13 74/5", LEASTER, "13 74/5"),
     ("l2 15", LEASTER, "l2 15"), ("l2", LEASTER, "l2"), ("l2 0", LEASTER, "l2 0"),
     ("o4", MOSTER, "o4"), ("o4 120", MOSTER, "o4 120")],
)
def test_the_correction_line_types_what_was_typed(line: str, rules: Ruleset, again: str) -> None:
    assert entry_text(rules, typed(line, rules=rules)) == again


def test_a_hand_stored_before_the_record_is_still_offered_for_correction() -> None:
    """Stored before issue 22, a hand reads as typed in full: its tricks are shown, and a
    leaster is offered as the line that scores it the same."""
    picked = PickedHand(dealer=0, picker=0, partners=(2,), points=74, tricks=4,
                        call=PartnerCall.ACE)
    assert entry_text(LEASTER, picked) == "13 74/4"
    leaster = LeasterHand(dealer=0, points=(27, 15, 26, 26, 26), tricks=(2, 1, 1, 1, 1))
    assert entry_text(LEASTER, leaster) == "l2 15"
    moster = LeasterHand(dealer=0, points=(0, 0, 0, 120, 0), tricks=(1, 1, 1, 2, 1))
    assert entry_text(MOSTER, moster) == "o4"


def _csv_bytes(rows: list[dict[str, str]], columns: list[str] | None = None) -> bytes:
    out = io.StringIO()
    writer = csv.DictWriter(out, columns or list(rows[0]), extrasaction="ignore",
                            lineterminator="\r\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue().encode("utf-8")


def _event(rows: tuple[HandRow, ...]) -> EventExport:
    return EventExport(
        DocumentInfo("Typed Night", dt.date(2026, 12, 5)),
        Standings(StandingsScope.EVENT, "Standings", ()),
        hands=rows,
    )
