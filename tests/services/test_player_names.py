"""Namesakes (issue 23 item 3): two players of an event with one name are told apart the
same way everywhere — "Name (word)" with the director's distinguishing word, else "Name
(M-012)" with the member number — decided once, in ``services.player_names``."""

from __future__ import annotations

import datetime as dt

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, PlayerFields, Services
from sheepshead_scorer.services.core.player_names import Naming, told_apart
from sheepshead_scorer.services.door import reads as q
from sheepshead_scorer.services.standings.event_standings import round_standings

JR, M012 = "Anna Berg (Jr.)", "Anna Berg (M-012)"


def test_namesakes_get_their_word_else_their_member_number_else_their_number() -> None:
    shown = told_apart([
        Naming(1, "Anna Berg", member_number="M-012"),
        Naming(2, "anna  berg", word="Jr."),
        Naming(3, "Anna Berg"),
        Naming(4, "Ben Hall", word="Benny", member_number="7"),  # nobody shares his name
    ])
    assert shown == {1: M012, 2: "anna  berg (Jr.)", 3: "Anna Berg (ID 3)", 4: "Ben Hall"}


def test_a_word_two_namesakes_share_falls_back_to_what_tells_them_apart() -> None:
    shown = told_apart([
        Naming(1, "Anna Berg", word="Jr.", member_number="M-012"),
        Naming(2, "Anna Berg", word="jr."),
        Naming(3, "Anna Berg", word="Sr."),
    ])
    assert shown == {1: M012, 2: "Anna Berg (ID 2)", 3: "Anna Berg (Sr.)"}


def _event(services: Services, name: str) -> int:
    created = services.create_event(EventSpec(
        name=name, held_on=dt.date(2026, 12, 5), ruleset=preset("000-encyclopedia"),
    )).created
    assert created is not None
    return created


def _player(services: Services, name: str, nickname: str = "", member_number: str = "") -> int:
    fields = PlayerFields(name=name, nickname=nickname, member_number=member_number or None)
    created = services.create_player(fields).created
    assert created is not None
    return created


def test_only_namesakes_of_the_same_event_are_told_apart(services: Services) -> None:
    first, second = _event(services, "Monday"), _event(services, "Tuesday")
    senior = _player(services, "Anna Berg", member_number="M-012")
    junior = _player(services, "Anna Berg", nickname="Jr.")
    services.register(first, senior)
    services.register(first, junior)
    services.register(second, senior)
    assert {r.name for r in q.registrations(services._ctx, first)} == {JR, M012}
    assert [r.name for r in q.registrations(services._ctx, second)] == ["Anna Berg"]


def test_a_station_that_read_the_standings_sees_the_namesake_arrive(services: Services) -> None:
    """The kept names are read again when a namesake enters the event or a word changes."""
    event_id = _event(services, "Monday")
    ids = [_player(services, f"Player {n}") for n in range(6)]
    senior = _player(services, "Anna Berg", member_number="M-012")
    for player in [*ids, senior]:
        services.register(event_id, player)
        services.check_in(event_id, player)
    junior = _player(services, "Anna Berg", nickname="Jr.")
    services.register(event_id, junior)
    services.check_in(event_id, junior)
    drawn = services.draw_round(event_id, 1, 4, seed=3).created
    assert drawn is not None
    services.publish_round(drawn)
    names = {r.player for r in services.event_standings(event_id).rows}
    assert {JR, M012} <= names and "Anna Berg" not in names
    by_round = round_standings(services._ctx, drawn).rows  # Standings "by round"
    assert {JR, M012} <= {r.player for r in by_round}
    row = next(p for p in q.players(services._ctx) if p.id == junior)
    services.update_player(
        junior, PlayerFields(name="Anna Berg", nickname="Oshkosh"), expected_version=row.version
    )
    names = {r.player for r in services.event_standings(event_id).rows}
    assert {"Anna Berg (Oshkosh)", M012} <= names


def test_two_namesakes_at_one_table_make_a_hand_log(services: Services) -> None:
    """The hand log lists a table's players by name, one each: two "Anna Berg" at one table
    were refused; now they are the two names the sheet shows."""
    from sheepshead_scorer.services.documents.reports import hand_log_rows

    event_id = _event(services, "Monday")
    players = [_player(services, f"Player {n}") for n in range(3)]
    senior = _player(services, "Anna Berg", member_number="M-012")
    other = _player(services, "Anna Berg")
    for player in [*players, senior, other]:
        services.register(event_id, player)
        services.check_in(event_id, player)
    drawn = services.draw_round(event_id, 1, 4, seed=3).created
    assert drawn is not None
    services.publish_round(drawn)
    table = q.tables(services._ctx, drawn)[0]
    assert {M012, f"Anna Berg (ID {other})"} <= set(table.names)
    services.record_hand(table.id, {
        "type": "picked", "dealer": 0, "picker": 1, "partners": [2], "points": 70, "tricks": 3,
    })
    _, rows = hand_log_rows(services._ctx, event_id)
    assert rows[0].players == table.names
