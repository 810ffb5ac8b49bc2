"""Exact formatting of points, money, ranks and the CSV formula guard."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheepshead_scorer.exports.cells import csv_safe, csv_unescape
from sheepshead_scorer.exports.formatting import (
    format_money,
    parse_money,
    parse_points,
    points_text,
    points_value,
    rank_label,
)


@pytest.mark.parametrize(
    ("points", "value"),
    [
        (Fraction(12), 12),
        (Fraction(-30), -30),
        (Fraction(0), 0),
        (Fraction(8, 3), "8/3"),
        (Fraction(-4, 3), "-4/3"),
        (Fraction(5, 2), 2.5),
        (Fraction(-65, 2), -32.5),
        (Fraction(3, 64), 0.046875),
        (Fraction(1, 128), "1/128"),
        (Fraction(2**47 + 1, 2), f"{2**47 + 1}/2"),
    ],
)
def test_points_are_numbers_when_a_cell_holds_them_exactly_and_fractions_otherwise(
    points: Fraction, value: int | float | str
) -> None:
    assert points_value(points) == value
    assert type(points_value(points)) is type(value)
    if isinstance(value, float):
        assert Fraction(value) == points  # the cell's number is the points, not a rounding


@pytest.mark.parametrize(
    ("points", "text"),
    [
        (Fraction(12), "12"),
        (Fraction(-30), "\u221230"),
        (Fraction(65, 2), "32½"),
        (Fraction(-61, 2), "\u221230½"),
        (Fraction(8, 3), "2⅔"),
        (Fraction(1, 3), "⅓"),
        (Fraction(-3, 4), "\u2212¾"),
        (Fraction(15, 7), "2⅐"),  # Unicode has 1/7, 1/9 and 1/10 too
        (Fraction(16, 7), "2 2/7"),  # no glyph for 2/7: whole part, space, fraction
        (Fraction(-2, 7), "\u22122/7"),
        (Fraction(0), "0"),
    ],
)
def test_printed_points_read_as_people_write_them(points: Fraction, text: str) -> None:
    assert points_text(points) == text
    assert parse_points(text) == points  # the printed text reads back exactly


def test_signed_points_carry_a_plus_and_zero_none() -> None:
    assert points_text(Fraction(65, 2), signed=True) == "+32½"
    assert points_text(Fraction(-8, 3), signed=True) == "\u22122⅔"
    assert points_text(Fraction(0), signed=True) == "0"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("12", Fraction(12)),
        ("+3", Fraction(3)),
        (" -8/3 ", Fraction(-8, 3)),
        ("2.5", Fraction(5, 2)),
        ("\u22124", Fraction(-4)),
        (7, Fraction(7)),
        (7.0, Fraction(7)),
        (2.5, Fraction(5, 2)),
        (-32.5, Fraction(-65, 2)),
    ],
)
def test_parse_points_reads_exact_values(text: object, expected: Fraction) -> None:
    assert parse_points(text) == expected


@pytest.mark.parametrize(
    ("bad", "hint"),
    [
        ("", "empty"),
        ("abc", "not a number"),
        (2.67, "rounded decimal"),
        (1 / 997, "rounded decimal"),
        (0.123, "rounded decimal"),
        (float("nan"), "rounded decimal"),
        (True, "not a number"),
        ("1/0", "not a number"),
    ],
)
def test_parse_points_explains_bad_values(bad: object, hint: str) -> None:
    with pytest.raises(ValueError, match=hint) as info:
        parse_points(bad, field="Seat 3")
    assert "Seat 3" in str(info.value)


@given(st.fractions(max_denominator=1000))
def test_points_round_trip_exactly(points: Fraction) -> None:
    assert parse_points(points_value(points)) == points


@pytest.mark.parametrize(
    ("cents", "text"),
    [
        (0, "$0.00"),
        (5, "$0.05"),
        (123450, "$1,234.50"),
        (-500, "−$5.00"),
        (100000000, "$1,000,000.00"),
    ],
)
def test_money_is_formatted_with_dollar_sign_and_thousands(cents: int, text: str) -> None:
    assert format_money(cents) == text
    assert parse_money(text) == cents


@pytest.mark.parametrize(
    ("text", "cents"), [("1234.5", 123450), ("$12", 1200), (12, 1200), ("-$0.99", -99)]
)
def test_parse_money_accepts_plain_amounts(text: object, cents: int) -> None:
    assert parse_money(text) == cents


@pytest.mark.parametrize("bad", ["12.345", "abc", "$", True])
def test_parse_money_refuses_nonsense(bad: object) -> None:
    with pytest.raises(ValueError, match=r"\$1,234\.50"):
        parse_money(bad)


@given(st.integers(min_value=-(10**12), max_value=10**12))
def test_money_round_trips(cents: int) -> None:
    assert parse_money(format_money(cents)) == cents


@pytest.mark.parametrize(("rank", "tied", "label"), [(1, False, "1"), (3, True, "T-3")])
def test_rank_label_marks_ties(rank: int, tied: bool, label: str) -> None:
    assert rank_label(rank, tied) == label


@pytest.mark.parametrize(
    ("text", "safe"),
    [
        ("=1+1", "'=1+1"),
        ("+49 170", "'+49 170"),
        ("-x", "'-x"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tTab", "'\tTab"),
        ("\rCR", "'\rCR"),
        ("'quoted", "''quoted"),
        ("Anna", "Anna"),
        ("Jürgen ♥", "Jürgen ♥"),
    ],
)
def test_csv_safe_prefixes_formula_starts(text: str, safe: str) -> None:
    assert csv_safe(text) == safe
    assert csv_unescape(safe) == text


def test_csv_safe_leaves_numbers_alone() -> None:
    assert csv_safe(-30) == -30


@given(st.text())
def test_csv_escape_round_trips_any_text(text: str) -> None:
    escaped = csv_safe(text)
    assert isinstance(escaped, str)
    assert not escaped.startswith(("=", "+", "-", "@", "\t", "\r"))
    assert csv_unescape(escaped) == text
