"""Export → import gives back identical rows: hand logs (CSV and XLSX), event totals."""

from __future__ import annotations

import datetime as dt
import io
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from sheepshead_scorer.exports.csv_export import hands_csv_text, write_hands_csv
from sheepshead_scorer.exports.excel.workbooks import write_event_workbook
from sheepshead_scorer.exports.importers.event_totals import read_event_totals
from sheepshead_scorer.exports.importers.hand_log import read_hand_log
from sheepshead_scorer.exports.importers.players import name_key
from sheepshead_scorer.exports.rows import EventExport, EventTotalRow, HandKind, HandRow


def test_hands_csv_round_trip(event: EventExport, tmp_path: object) -> None:
    result = read_hand_log(hands_csv_text(event.hands).encode("utf-8"))
    assert result.ok, result.error_report()
    assert result.rows == event.hands


def test_hands_workbook_round_trip(event: EventExport) -> None:
    stream = io.BytesIO()
    write_event_workbook(stream, event)
    result = read_hand_log(stream.getvalue())
    assert result.ok, result.error_report()
    assert result.rows == event.hands


names = (
    st.text(
        alphabet=st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters=";"),
        min_size=1,
        max_size=12,
    )
    .map(str.strip)
    .filter(bool)
    .map(lambda s: " ".join(s.split()))
)


@st.composite
def hands(draw: st.DrawFn) -> HandRow:
    players = tuple(draw(st.lists(names, min_size=3, max_size=7, unique=True)))
    payouts = [Fraction(draw(st.integers(-50, 50)), draw(st.integers(1, 6))) for _ in players[1:]]
    payouts.insert(0, -sum(payouts, Fraction(0)))
    return HandRow(
        session=draw(st.integers(1, 9)),
        round=draw(st.integers(1, 9)),
        table=draw(st.integers(1, 99)),
        hand=draw(st.integers(1, 30)),
        dealer=draw(st.sampled_from(players)),
        kind=draw(st.sampled_from(list(HandKind))),
        players=players,
        payouts=tuple(payouts),
        picker=draw(st.sampled_from(("", *players))),
        partners=tuple(draw(st.lists(st.sampled_from(players), max_size=2, unique=True))),
        points=draw(st.none() | st.integers(0, 120)),
        tricks=draw(st.none() | st.integers(0, 6)),
        multiplier=draw(st.integers(1, 16)),
    )


@settings(max_examples=60, deadline=None)
@given(st.lists(hands(), min_size=1, max_size=5))
def test_any_hand_log_round_trips_through_csv(rows: list[HandRow]) -> None:
    stream = io.StringIO()
    write_hands_csv(stream, rows)
    result = read_hand_log(stream.getvalue().encode("utf-8"))
    assert result.ok, result.error_report()
    assert result.rows == tuple(rows)


def test_event_totals_read_exact_points_and_dates() -> None:
    data = (
        "Spieler;Veranstaltung;Datum;Gesamt;Mitgliedsnummer\n"
        "Jürgen;Frühjahr;01.03.2026;8/3;17\n"
        "Anna;Frühjahr;2026-03-01;-12;\n"
        "Bob;Herbst;10/4/2026;2.5;\n"
    ).encode()
    result = read_event_totals(data)
    assert result.ok, result.error_report()
    assert result.rows == (
        EventTotalRow("Jürgen", "Frühjahr", dt.date(2026, 3, 1), Fraction(8, 3), "17"),
        EventTotalRow("Anna", "Frühjahr", dt.date(2026, 3, 1), Fraction(-12)),
        EventTotalRow("Bob", "Herbst", dt.date(2026, 10, 4), Fraction(5, 2)),
    )


def test_event_totals_from_xlsx_dates() -> None:
    from openpyxl import Workbook

    book = Workbook()
    book.active.append(["Player", "Event", "Date", "Total"])
    book.active.append(["Anna", "Spring", dt.datetime(2026, 3, 1), 14])
    stream = io.BytesIO()
    book.save(stream)
    result = read_event_totals(stream.getvalue())
    assert result.rows == (EventTotalRow("Anna", "Spring", dt.date(2026, 3, 1), Fraction(14)),)


def test_players_sheet_round_trips_through_the_player_importer(event: EventExport) -> None:
    from sheepshead_scorer.exports.importers.players import read_players

    stream = io.BytesIO()
    write_event_workbook(stream, event)
    result = read_players(stream.getvalue(), sheet="Players")
    assert result.ok, result.error_report()
    assert result.rows == event.players


@settings(max_examples=60, deadline=None)
@given(st.lists(names, min_size=1, max_size=8, unique_by=name_key))
def test_any_player_names_round_trip_through_csv(player_names: list[str]) -> None:
    import csv

    from sheepshead_scorer.exports.cells import csv_safe
    from sheepshead_scorer.exports.importers.players import read_players

    stream = io.StringIO()
    writer = csv.writer(stream)
    writer.writerow(["Name"])
    writer.writerows([[csv_safe(n)] for n in player_names])
    result = read_players(stream.getvalue().encode("utf-8-sig"))
    assert result.ok, result.error_report()
    assert [r.name for r in result.rows] == player_names
