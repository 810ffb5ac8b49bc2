"""The tournament layer's errors reach a German window in German: each carries a ``Text``
(template + fields) whose English is the message as before, and which a translator renders
field by field."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from sheepshead_scorer.text import Text, text_of
from sheepshead_scorer.tournament import (
    FixedSeat,
    PrizePool,
    TournamentError,
    draw_random,
    plan_table_sizes,
    seating_from_positions,
)

#: A few catalogue lines as the lead merges them (tests never read the notes folder).
GERMAN = {
    "{field}={value!r} is not allowed: {allowed}": "{field}={value!r} ist nicht erlaubt: "
    "{allowed}",
    "{message}{separator}{fix}": "{message}{separator}{fix}",
    "a whole number of at least {lowest}": "eine ganze Zahl von mindestens {lowest}",
    "Sheepshead needs at least three players at a table": "Sheepshead braucht mindestens "
    "drei Spieler an einem Tisch",
    "seats 0, 1, ... without gaps at table {table}": "Plätze 0, 1, ... ohne Lücken an Tisch "
    "{table}",
    "seat 0 is the first dealer; renumber the seats": "Platz 0 ist der erste Geber; die Plätze "
    "neu nummerieren",
}


def _german(template: str) -> str:
    return GERMAN.get(template, template)


def _raised(action: Callable[[], object]) -> TournamentError:
    with pytest.raises(TournamentError) as caught:
        action()
    return caught.value


def test_a_table_size_error_is_text_that_renders_in_german() -> None:
    error = _raised(lambda: plan_table_sizes(2))
    text = text_of(error)
    assert text is error.text
    assert text.template == "{message}{separator}{fix}"
    message = text.params["message"]
    assert isinstance(message, Text)
    assert message.template == TournamentError.template
    assert message.params["allowed"] == Text("a whole number of at least {lowest}", lowest=3)
    assert text.params["fix"] == Text("Sheepshead needs at least three players at a table")
    assert str(error) == (
        "players=2 is not allowed: a whole number of at least 3. "
        "Sheepshead needs at least three players at a table"
    )
    assert text.render(_german) == (
        "players=2 ist nicht erlaubt: eine ganze Zahl von mindestens 3. "
        "Sheepshead braucht mindestens drei Spieler an einem Tisch"
    )


def test_a_seat_gap_names_the_table_in_the_allowed_text() -> None:
    error = _raised(lambda: seating_from_positions([(1, 1, 0), (2, 1, 1), (3, 1, 3)], seed=1))
    assert error.field == "positions"
    assert str(error) == (
        "positions=[0, 1, 3] is not allowed: seats 0, 1, ... without gaps at table 1. "
        "seat 0 is the first dealer; renumber the seats"
    )
    assert text_of(error).render(_german) == (
        "positions=[0, 1, 3] ist nicht erlaubt: Plätze 0, 1, ... ohne Lücken an Tisch 1. "
        "Platz 0 ist der erste Geber; die Plätze neu nummerieren"
    )


@pytest.mark.parametrize(
    ("action", "allowed_template", "english"),
    [
        (
            lambda: draw_random([1, 2, 3], seed=1, fixed=[FixedSeat(1, 2)]),
            "a table from 1 to {tables} for this round",
            "fixed.table=2 is not allowed: a table from 1 to 1 for this round. "
            "player 1 needs a table that exists with 3 players",
        ),
        (
            lambda: PrizePool(entries=2, entry_fee_cents=100, costs_cents=500),
            "at most {cents} (what is left after the house share, plus added money)",
            "PrizePool.costs_cents=500 is not allowed: at most 200 (what is left after the "
            "house share, plus added money). lower the costs or add money to the pool",
        ),
        (
            lambda: FixedSeat(7, 1, seat=9),
            "None (any seat) or 0 to {last}",
            "FixedSeat.seat=9 is not allowed: None (any seat) or 0 to 7. "
            "seat 0 is the first dealer",
        ),
    ],
)
def test_allowed_and_fix_are_templates_with_named_fields(
    action: Callable[[], object], allowed_template: str, english: str
) -> None:
    error = _raised(action)
    message = error.text.params["message"]
    assert isinstance(message, Text)
    allowed = message.params["allowed"]
    assert isinstance(allowed, Text)
    assert allowed.template == allowed_template
    assert str(error) == english
