"""Round, table and seat errors carry translatable Text: the template the German catalogue
looks up, the same English as before, and nested pieces (a table's name, a round's state)
translated too."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from service_helpers import make_setup

from sheepshead_scorer.services import RoundTotalsError, Services, WrongStateError
from sheepshead_scorer.services.core.errors import SeatNotAtTableError
from sheepshead_scorer.services.core.status_text import round_state
from sheepshead_scorer.services.hands.outcome_input import check_seats
from sheepshead_scorer.store import Database
from sheepshead_scorer.text import Text, text_of

#: A few catalogue entries, as the German catalogue holds them (kept here: tests do not read
#: the catalogue under construction).
GERMAN = {
    "round {round} is already {status}": "Runde {round} hat bereits den Status „{status}“",
    "published": "veröffentlicht",
    "the totals for {where} must list exactly its players {players}: {problem}": (
        "die Summen für {where} müssen genau dessen Spieler {players} aufführen: {problem}"
    ),
    "table {table} of round {round} (session {session})": (
        "Tisch {table} in Runde {round} (Durchgang {session})"
    ),
    "not seated here {strangers}; missing {missing}": (
        "hier nicht gesetzt {strangers}; es fehlen {missing}"
    ),
    "table {table} has seats 0-{last} ({seats} players)": (
        "Tisch {table} hat die Plätze 0-{last} ({seats} Spieler)"
    ),
    "{field}={seat} is not a seat at this table: {where}; pick one of its seats": (
        "{field}={seat} ist kein Platz an diesem Tisch: {where}; wählen Sie einen seiner Plätze"
    ),
}


def german(template: str) -> str:
    return GERMAN.get(template, template)


def test_publishing_twice_names_the_round_and_its_state_in_either_language(
    services: Services, db: Database
) -> None:
    setup = make_setup(services, db, players=5, hands=4)
    with pytest.raises(WrongStateError) as caught:
        services.publish_round(setup.round_id)
    text = text_of(caught.value)
    assert text.template == "round {round} is already {status}"
    assert text.params["status"] == Text("published")
    assert str(caught.value) == "round 1 is already published"
    assert text.render(german) == "Runde 1 hat bereits den Status „veröffentlicht“"


def test_totals_for_the_wrong_players_translate_every_nested_piece(
    services: Services, db: Database
) -> None:
    setup = make_setup(services, db, players=5, hands=4)
    table_id, seated = setup.tables[0]
    totals = dict.fromkeys(seated[1:], 0) | {999: 0}
    with pytest.raises(RoundTotalsError) as caught:
        services.record_round_totals(table_id, totals)
    text = caught.value.text
    assert text.template == (
        "the totals for {where} must list exactly its players {players}: {problem}"
    )
    players = sorted(seated)
    assert str(caught.value) == (
        f"the totals for table 1 of round 1 (session 1) must list exactly its players "
        f"{players}: not seated here [999]; missing [{seated[0]}]"
    )
    assert text.render(german) == (
        f"die Summen für Tisch 1 in Runde 1 (Durchgang 1) müssen genau dessen Spieler "
        f"{players} aufführen: hier nicht gesetzt [999]; es fehlen [{seated[0]}]"
    )


@pytest.mark.parametrize(
    ("data", "template", "english"),
    [
        (
            {"picker": 5},
            "{field}={seat} is not a seat at this table: {where}; pick one of its seats",
            "picker=5 is not a seat at this table: table 2 has seats 0-4 (5 players); "
            "pick one of its seats",
        ),
        (
            {"partners": [1, 7]},
            "{field} includes seat {seat}, which is not at this table: {where}",
            "partners includes seat 7, which is not at this table: table 2 has seats 0-4 "
            "(5 players)",
        ),
        (
            {"type": "leaster", "points": [30, 30, 30, 30], "tricks": [1, 1, 2, 2, 0]},
            "{field} has {count} entries but {where}; give one per seat",
            "points has 4 entries but table 2 has seats 0-4 (5 players); give one per seat",
        ),
    ],
)
def test_a_seat_outside_the_table_is_named_with_the_tables_seats(
    data: Mapping[str, Any], template: str, english: str
) -> None:
    with pytest.raises(SeatNotAtTableError) as caught:
        check_seats(data, seats=5, table_number=2)
    assert caught.value.text.template == template
    assert str(caught.value) == english
    assert caught.value.text.params["where"].template == (
        "table {table} has seats 0-{last} ({seats} players)"
    )


def test_a_seat_error_renders_german_through_the_translator() -> None:
    with pytest.raises(SeatNotAtTableError) as caught:
        check_seats({"dealer": 6}, seats=4, table_number=3)
    assert caught.value.text.render(german) == (
        "dealer=6 ist kein Platz an diesem Tisch: Tisch 3 hat die Plätze 0-3 (4 Spieler); "
        "wählen Sie einen seiner Plätze"
    )


@pytest.mark.parametrize(
    ("status", "template"),
    [("draft", "draft"), ("published", "published"), ("closed", "closed"), ("odd", "{text}")],
)
def test_a_rounds_state_is_a_translatable_word(status: str, template: str) -> None:
    word = round_state(status)
    assert word.template == template
    assert str(word) == status
