"""The services' errors carry translatable Text: the English is the message the CLI prints, the
window renders the same template (and its nested pieces) in German, field by field."""

from __future__ import annotations

import errno
from collections.abc import Callable
from typing import Any

import pytest
from seen_versions import registration_version
from service_helpers import assert_writes_nothing, make_event, make_players

from sheepshead_scorer.services import (
    InvalidInputError,
    NotFoundError,
    Services,
    StaleEditError,
    TournamentRuleError,
)
from sheepshead_scorer.services.database.backups import location_text, storage_error
from sheepshead_scorer.services.database.credentials import with_tls
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.store import Database
from sheepshead_scorer.text import Text, text_of

#: A few catalogue entries, as the German translator would hold them.
GERMAN = {
    "{entity} {entity_id!r} does not exist; {fix}": "{entity} {entity_id!r} existiert nicht; {fix}",
    "league": "Liga",
    "reload the screen and pick it again": "Ansicht neu laden und erneut auswählen",
    "{field}={value!r} is not allowed: {allowed}": "{field}={value!r} ist nicht erlaubt: {allowed}",
    "{message}. {fix}": "{message}. {fix}",
    "{kind} is written as {formats}": "{kind} wird geschrieben als {formats}",
    "use --format {format}": "--format {format} verwenden",
    "{what} was changed at station {station} at {time}; reload and {redo}": (
        "{what} wurde an Station {station} um {time} geändert; neu laden und {redo}"
    ),
    "event {name}": "Turnier {name}",
    "edit it again": "erneut bearbeiten",
}


def german(text: Text) -> str:
    return text.render(lambda template: GERMAN.get(template, template))


def test_a_missing_row_is_named_in_the_window_language(services: Services) -> None:
    with pytest.raises(NotFoundError) as caught:
        services.create_season(999, "2026-27")
    error = caught.value
    assert str(error) == "league 999 does not exist; reload the screen and pick it again"
    assert error.entity == "league"
    assert error.text.template == "{entity} {entity_id!r} does not exist; {fix}"
    assert error.text.params["entity"] == Text("league")
    assert german(error.text) == "Liga 999 existiert nicht; Ansicht neu laden und erneut auswählen"


def test_a_stale_edit_names_the_row_and_what_to_redo(services: Services, db: Database) -> None:
    event_id = make_event(services)
    error = assert_writes_nothing(
        db, lambda: services.update_event(event_id, EventEdit(venue="Hall"), expected_version=99),
        StaleEditError, "event Fall Classic was changed at station test-station at ",
    )
    text = text_of(error)
    assert text.template == "{what} was changed at station {station} at {time}; reload and {redo}"
    assert text.params["what"] == Text("event {name}", name="Fall Classic")
    assert text.params["redo"] == Text("edit it again")
    assert str(error).endswith("; reload and edit it again")
    time = text.params["time"]
    assert german(text) == (
        f"Turnier Fall Classic wurde an Station test-station um {time} geändert; "
        "neu laden und erneut bearbeiten"
    )


@pytest.mark.parametrize(
    ("action", "allowed", "english"),
    [
        (
            lambda: ExportRequest(ExportKind.SEATING, ExportFormat.CSV, event_id=1, round_number=1),
            "{kind} is written as {formats}",
            "format='csv' is not allowed: seating is written as pdf. use --format pdf",
        ),
        (
            lambda: with_tls("sqlite:///event.sqlite3"),
            "a postgresql:// URL",
            "url='sqlite:///event.sqlite3' is not allowed: a postgresql:// URL. "
            "TLS applies to a database server only",
        ),
        (
            lambda: ExportRequest(ExportKind.PRIZES, ExportFormat.PDF),
            "an event id for {kind}",
            "event=None is not allowed: an event id for prizes. give --event ID",
        ),
        (
            lambda: ExportRequest(ExportKind.STANDINGS, ExportFormat.PDF),
            "an event id or a season id for {kind}",
            "event=None is not allowed: an event id or a season id for standings. "
            "give --event ID or --season ID",
        ),
    ],
)
def test_what_is_allowed_is_translatable_text(
    action: Callable[[], Any], allowed: str, english: str
) -> None:
    with pytest.raises(InvalidInputError) as caught:
        action()
    assert str(caught.value) == english
    outer = caught.value.text
    assert outer.template == "{message}. {fix}"
    inner = outer.params["message"]
    assert isinstance(inner, Text)
    assert inner.template == "{field}={value!r} is not allowed: {allowed}"
    assert isinstance(inner.params["allowed"], Text)
    assert inner.params["allowed"].template == allowed


def test_a_wrong_format_reads_in_german() -> None:
    with pytest.raises(InvalidInputError) as caught:
        ExportRequest(ExportKind.SEATING, ExportFormat.CSV, event_id=1, round_number=1)
    assert german(caught.value.text) == (
        "format='csv' ist nicht erlaubt: seating wird geschrieben als pdf. --format pdf verwenden"
    )


def test_a_full_disk_is_explained_with_its_location_as_a_field() -> None:
    problem = storage_error(OSError(errno.ENOSPC, "No space left on device"), "/media/stick")
    assert problem is not None
    assert problem.text.template.startswith("the disk holding {location} is full; ")
    assert problem.text.params == {"location": "/media/stick"}
    server = location_text("postgresql+psycopg://scorer@db.club.example/league")
    assert server == Text("the database server {host}/{database}",
                          host="db.club.example", database="league")
    assert str(server) == "the database server db.club.example/league"


def test_one_table_is_singular(services: Services, db: Database) -> None:
    event_id = make_event(services)
    players = make_players(services, 5)
    for player in players:
        services.register(event_id, player)
        services.check_in(event_id, player)
    services.set_fixed_seat(
        event_id, players[0], 2, None,
        expected_version=registration_version(services, event_id, players[0]),
    )
    error = assert_writes_nothing(
        db, lambda: services.draw_round(event_id, 1, 5, seed=1), TournamentRuleError,
        "Player 1 has a fixed seat at table 2, but the 5 checked-in players fill only 1 table "
        "this round; change or clear Player 1's fixed seat",
    )
    assert text_of(error).template == (
        "{who} has a fixed seat at table {table}, but the {players} checked-in players fill "
        "only 1 table this round; {fix}"
    )
