"""The row dataclasses refuse what no export can print, naming the field."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from typing import Any

import pytest

from sheepshead_scorer.exports.errors import ExportError
from sheepshead_scorer.exports.rows import (
    DocumentInfo,
    HandKind,
    HandRow,
    RoundSeating,
    StandingRow,
    Standings,
    StandingsScope,
    TableSeating,
)

PLAYERS = ("Anna", "Björn", "Chloé", "Dan", "Eve")


def hand(**changes: Any) -> HandRow:
    values: dict[str, Any] = {
        "session": 1,
        "round": 1,
        "table": 2,
        "hand": 3,
        "dealer": "Anna",
        "kind": HandKind.PICKED,
        "players": PLAYERS,
        "payouts": (Fraction(2), Fraction(1), Fraction(-1), Fraction(-1), Fraction(-1)),
        "picker": "Anna",
        "partners": ("Björn",),
        "points": 75,
        "tricks": 4,
    }
    values.update(changes)
    return HandRow(**values)


def test_a_valid_hand_converts_int_payouts_to_fractions() -> None:
    row = hand(payouts=(2, 1, -1, -1, -1), kind="picked")
    assert all(type(p) is Fraction for p in row.payouts)
    assert row.payouts == tuple(Fraction(p) for p in (2, 1, -1, -1, -1))
    assert row.kind is HandKind.PICKED


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"payouts": (2, 1, -1, -1, 0)}, "HandRow.payouts"),
        ({"payouts": (2.0, 1, -1, -1, -1)}, "HandRow.payouts[0]"),
        ({"payouts": (1, -1)}, "HandRow.payouts"),
        ({"dealer": "Zoë"}, "HandRow.dealer"),
        ({"picker": "Zoë"}, "HandRow.picker"),
        ({"partners": ("Zoë",)}, "HandRow.partners[0]"),
        ({"points": 121}, "HandRow.points"),
        ({"kind": "schneider"}, "HandRow.kind"),
        ({"hand": 0}, "HandRow.hand"),
    ],
)
def test_bad_hands_name_the_field(changes: dict[str, Any], field: str) -> None:
    with pytest.raises(ExportError) as error:
        hand(**changes)
    assert error.value.field == field
    assert field in str(error.value)
    assert "allowed is" in str(error.value)


def test_standings_check_tiebreak_columns() -> None:
    row = StandingRow(rank=1, player="Anna", total=Fraction(3), tiebreaks=(Fraction(1),))
    with pytest.raises(ExportError, match="one per column"):
        Standings(StandingsScope.EVENT, "Final", (row,), tiebreak_names=("A", "B"))


def test_float_totals_are_refused() -> None:
    with pytest.raises(ExportError, match="never float"):
        StandingRow(rank=1, player="Anna", total=1.5)  # type: ignore[arg-type]


def test_empty_event_name_is_refused() -> None:
    with pytest.raises(ExportError, match=r"DocumentInfo\.event"):
        DocumentInfo(event=" ", date=dt.date(2026, 1, 1))


@pytest.mark.parametrize(
    ("first", "hand_number", "seat"), [(0, 1, 0), (0, 6, 0), (3, 1, 3), (3, 3, 0), (4, 2, 0)]
)
def test_the_deal_passes_clockwise(first: int, hand_number: int, seat: int) -> None:
    table = TableSeating(table=1, players=PLAYERS, first_dealer=first)
    assert table.dealer_of_hand(hand_number) == seat


def test_first_dealer_must_sit_at_the_table() -> None:
    with pytest.raises(ExportError, match="first_dealer"):
        TableSeating(table=1, players=PLAYERS, first_dealer=5)


def test_by_player_sorts_umlauts_beside_their_letter() -> None:
    seating = RoundSeating(
        session=1,
        round_number=2,
        tables=(
            TableSeating(1, ("Zoe", "Ärne", "anna")),
            TableSeating(2, ("Bob", "Öko", "Ada"), first_dealer=2),
        ),
    )
    entries = seating.by_player()
    assert [e.player for e in entries] == ["Ada", "anna", "Ärne", "Bob", "Öko", "Zoe"]
    ada = entries[0]
    assert (ada.table, ada.seat_number, ada.first_dealer) == (2, 3, True)


def test_a_player_cannot_sit_twice_at_a_table() -> None:
    with pytest.raises(ExportError, match="'Anna' is listed twice"):
        TableSeating(table=1, players=("Anna", "Bob", "Anna"))
    with pytest.raises(ExportError, match=r"HandRow\.players"):
        hand(players=("Anna", "Anna", "Chloé", "Dan", "Eve"), partners=())
