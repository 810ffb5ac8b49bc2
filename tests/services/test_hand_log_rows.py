"""The one builder of hand rows (``services.hand_log_rows``) reads the store's own data the
trusted way — ``rules.stored_outcome_from_dict`` and ``HandRow.stored``, without re-running
checks that data cannot fail — and gives the very rows (and documents) the validated way
gives: the same builder with ``outcome_from_dict`` and ``HandRow(...)`` put back, on the demo
event and on a Sheep Head event. The checks the store's data can fail are still made."""

from __future__ import annotations

from dataclasses import fields
from datetime import date
from fractions import Fraction
from typing import Any

import pytest
from service_helpers import make_players, picked, seat_players
from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports import ExportError, HandKind, HandRow
from sheepshead_scorer.exports.csv_export import hands_csv_text
from sheepshead_scorer.rules import outcome_from_dict, preset
from sheepshead_scorer.rules.sheep_head import FoxRules
from sheepshead_scorer.services import EventSpec, PlayerFields, Services
from sheepshead_scorer.services.demo.demo_event import DemoSummary
from sheepshead_scorer.services.documents import reports
from sheepshead_scorer.services.door import reads as q
from sheepshead_scorer.services.hand_log import hand_log_rows as builder
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import Hand


def _validated(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the one builder read and build the validated way, as before the trusted path."""
    monkeypatch.setattr(builder, "stored_outcome_from_dict", outcome_from_dict)
    monkeypatch.setattr(HandRow, "stored", classmethod(lambda cls, values: cls(**values)))


def _every_row(services: Services, event_ids: tuple[int, ...]) -> list[HandRow]:
    """The hand log of each event, then each table's rows as the hand-entry screen gets them."""
    rows = [row for event in event_ids for row in reports.hand_log_rows(services._ctx, event)[1]]
    with Session(services._ctx.engine) as session:
        tables = session.scalars(select(Hand.table_id).distinct().order_by(Hand.table_id)).all()
    return rows + [row for table in tables for row in q.hands(services._ctx, table)]


def _same_rows(trusted: list[HandRow], validated: list[HandRow]) -> None:
    """Equal, and of the same types field by field (a ``StrEnum`` equals its text)."""
    assert trusted == validated
    for got, wanted in zip(trusted, validated, strict=True):
        for f in fields(HandRow):
            value, expected = getattr(got, f.name), getattr(wanted, f.name)
            assert type(value) is type(expected), f.name
            if isinstance(expected, tuple):
                assert [type(v) for v in value] == [type(v) for v in expected], f.name


def _compare(services: Services, events: tuple[int, ...], monkeypatch: pytest.MonkeyPatch) -> None:
    trusted = _every_row(services, events)
    with monkeypatch.context() as patch:
        _validated(patch)
        validated = _every_row(services, events)
        with pytest.raises(ExportError):  # the validated constructor is in place
            HandRow.stored(_values(hand=0))
    assert trusted and len(trusted) == len(validated)
    _same_rows(trusted, validated)
    for language in ("en", "de"):
        assert hands_csv_text(trusted, language) == hands_csv_text(validated, language)


def test_the_demo_events_rows_are_the_validated_rows(
    services: Services, demo_summary: DemoSummary, monkeypatch: pytest.MonkeyPatch
) -> None:
    events = (demo_summary.event_id, *demo_summary.league_event_ids)
    kinds = {row.kind for row in _every_row(services, events)}
    assert kinds >= {HandKind.PICKED, HandKind.LEASTER, HandKind.MISDEAL, HandKind.PENALTY}
    _compare(services, events, monkeypatch)


def test_a_sheep_head_events_rows_are_the_validated_rows(
    services: Services, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = services.create_event(EventSpec(
        name="Fox night", held_on=date(2026, 12, 2), ruleset=preset("002-how-to"),
        table_size=4, table_game=FoxRules(21), hands_per_session=30,
    )).created
    assert event is not None
    for player in make_players(services, 8, prefix="Fox"):
        services.register(event, player)
        services.check_in(event, player)
    round_id = services.draw_round(event, 1, 30, seed=7).created
    assert round_id is not None
    services.publish_round(round_id)
    hands: list[dict[str, Any]] = [
        {"type": "fox", "dealer": 0, "fox": 0, "counters": 9},
        {"type": "fox", "dealer": 1, "fox": 1, "counters": 3},
        {"type": "fox", "dealer": 2, "automatic_buck": 1},
        {"type": "fox", "dealer": 3, "buck": 0},
        {"type": "fox", "dealer": 0, "automatic_buck": 1},  # team 1 reaches 21: game won
        {"type": "fox", "dealer": 1, "fox": 0, "counters": 10},  # the second game
    ]
    for table_id, _ in seat_players(db, round_id):
        for hand in hands:
            services.record_hand(table_id, hand)
    rows = _every_row(services, (event,))
    assert {row.kind for row in rows} == {HandKind.FOX}
    assert any(row.game_won for row in rows) and {row.game for row in rows} == {1, 2}
    _compare(services, (event,), monkeypatch)


def test_two_players_of_one_name_at_a_table_are_told_apart(
    services: Services, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Names are not unique in the store: two "Anna Berg" at one table were refused by the
    hand log; now they are listed as every surface names them ("Anna Berg (ID 3)", issue 23),
    and the trusted rows are still the validated ones."""
    event = services.create_event(EventSpec(
        name="Namesakes", held_on=date(2026, 12, 2), ruleset=preset("000-encyclopedia"),
        hands_per_session=4,
    )).created
    assert event is not None
    annas = []
    for n in range(5):
        player = services.create_player(PlayerFields(name="Anna Berg" if n < 2 else f"P {n}"))
        assert player.created is not None
        if n < 2:
            annas.append(player.created)
        services.register(event, player.created)
        services.check_in(event, player.created)
    round_id = services.draw_round(event, 1, 4, seed=7).created
    assert round_id is not None
    services.publish_round(round_id)
    ((table_id, _),) = seat_players(db, round_id)
    services.record_hand(table_id, picked())
    (row,) = reports.hand_log_rows(services._ctx, event)[1]
    assert {f"Anna Berg (ID {p})" for p in annas} <= set(row.players)
    _compare(services, (event,), monkeypatch)


def _values(**changed: Any) -> dict[str, Any]:
    values: dict[str, Any] = {
        "session": 1, "round": 1, "table": 1, "hand": 1, "dealer": "A", "kind": HandKind.MISDEAL,
        "players": ("A", "B", "C"), "payouts": (Fraction(0),) * 3,
    }
    return {**values, **changed}


def test_stored_keeps_the_checks_the_store_can_fail() -> None:
    row = HandRow.stored(_values())
    assert row == HandRow(**_values()) and row.explanation == "" and row.sitting_out is None
    with pytest.raises(ExportError) as short:  # the table's seating and the hand disagree
        HandRow.stored(_values(payouts=(0, 0)))
    assert short.value.field == "HandRow.payouts"
    with pytest.raises(TypeError, match="colour"):
        HandRow.stored(_values(colour="red"))
    missing = _values()
    del missing["dealer"]
    with pytest.raises(TypeError, match="dealer"):
        HandRow.stored(missing)
    with pytest.raises(ExportError, match="each player once"):
        HandRow.check_players(("A", "B", "A"))
    with pytest.raises(ExportError):
        HandRow.check_players(("A", " "))
